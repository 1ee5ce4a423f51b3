"""Fixes from the fifty-ninth wave of red-team sets (rt297–rt304), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_an_attack_whose_damage_is_not_told_leaves_the_life_unknown():
    """5-8-3: what a hit leaves depends on its damage; no default damage is assumed."""
    abstains("ライフ8、オーラ2です。相手の攻撃が命中して、ライフで受けました。ライフはいくつ？")
    abstains("My Aura is 2 and my Life 5. An opponent's attack hits me. What are my Aura and "
             "Life afterwards?")
    says("ライフ8、オーラ2です。相手の3/2の攻撃が命中して、ライフで受けました。ライフはいくつ？", "6")


def test_an_attack_s_damage_written_out_per_zone():
    """5-8-3-2: with the Life side "-" the Aura side is taken, and 5-10 takes what is there."""
    says("オーラ2、ライフ5です。相手のオーラへのダメージ4・ライフへのダメージ「-」の《攻撃》が当たり"
         "ました。解決後の自分のオーラとライフはいくつですか。", "Aura 0, Life 5")
    says("Aura 2, Life 5. An opponent's attack hits me: 4 to Aura, '-' to Life. What are my Aura "
         "and Life afterwards?", "Aura 0, Life 5")
    # the zone choice on a damage written per zone (it was not read, and abstained)
    says("オーラが5のプレイヤーが、オーラへのダメージが「-」、ライフへのダメージが2の《攻撃》を受けました。"
         "オーラへのダメージを選ぶことはできますか？", "no")


def test_the_treated_as_belief_is_not_the_declared_target():
    """804.1: the attacked monster leaving ends the battle; the attack is not redirected."""
    says("相手の怪異を攻撃目標にして攻撃を宣言しました。バトル判定ステップの前にその怪異が戦場を離れ"
         "ました。攻撃は相手プレイヤーへの攻撃として扱われ、オーブを穢せますか？", "no", "magical-girl")


def test_the_game_s_second_turn_is_not_its_first():
    """506.1 skips only the game's first turn: the second player's own first turn attacks."""
    says("1戦目の2ターン目、相手にとって最初のターンです（自分が先攻）。相手はリカバー状態で攻撃を禁止"
         "されていない怪異で攻撃を宣言しました。相手は攻撃できますか？", "yes", "magical-girl")
    says("Game 1, turn 2 — my opponent's first turn (I went first). They attack with a "
         "recovered kaii that is not barred from attacking. Can they attack?", "yes",
         "magical-girl")


def test_a_modifier_given_in_the_battle_end_step_is_gone_when_the_kaii_then_attacks():
    """805.3a ends "until end of battle" effects before the next attack declaration."""
    says("In the battle end step's priority I gave my second kaii (recover state, hasn't "
         "attacked) '+1000 attack power until end of battle'. Does the +1000 still apply when "
         "that kaii then attacks?", "no", "magical-girl")


def test_a_boost_of_an_unsaid_size_in_hi_story():
    """11.6: the attacking card's power is its base plus modifiers; an untold boost leaves it
    open."""
    abstains("My deck has 3 cards. My opponent attacked my deck with a card they had boosted "
             "earlier this turn; its printed power is 2000. I did not block. Did I lose?",
             "histoy")


def test_only_the_damage_cancelled_keeps_the_after_attack_effects():
    """9-4: a reaction that cancels only the damage leaves 【攻撃後】 to resolve."""
    says("A Reaction cancelled just the damage of my attack. Do my attack's After-Attack "
         "effects still resolve?", "yes")
    says("The opponent's reaction cancels the *damage* of my attack, not the attack itself. "
         "Do my after-attack effects still happen?", "yes")


def test_two_parts_asked_with_am_i_still():
    """Two questions in one: the reader answers one value, so it abstains."""
    abstains("Start phase of my turn, not my first. I'm on Vigor 2 and Flinched. I gain 1 Vigor "
             "— where does that leave my Vigor, and am I still Flinched?")


def test_range_plus_and_range_minus_in_english_words():
    """10-4 modifies the range; the plain reader does not apply "Range+ (close 1)"."""
    abstains("My attack card has range 2-4. It gets Range+ (close 1) and Range- (close 2) from "
             "effects in play. Distance is 2. Can I play it?")


def test_a_fact_half_remembered_or_one_of_two_values():
    """An untold keyword or cost decides these: a hedged fact is not played."""
    abstains("間合3で適正距離3-4の攻撃、相手の対応で間合が5になりました。不可避だった気がするんですが"
             "記憶があいまいです。それでも当たりますか？")
    abstains("フレアが4あります。切札を使えますか？消費が3か5だったと思うんですが。")
    abstains("I've got 4 flare. Can I play my special? I think its cost is either 3 or 5.")
    abstains("플레어가 4 있어요. 비장패를 쓸 수 있나요? 소모값이 3이었는지 5였는지 기억이 안 나요.")


def test_skipping_the_first_turn_s_start_phase_asked_actively():
    """8-1-3: the first player's first turn skips the start phase: 「飛ばすんですよね」 is yes."""
    says("先攻の最初のターンです。開始フェイズで集中力を得たり2枚引いたりする処理は、丸ごと飛ばすん"
         "ですよね？", "yes")


# -- wave sixty (rt305–rt312) ------------------------------------------------------------------
def test_an_untargetable_effect_denied_leaves_the_reversed_monster_targetable():
    """803.3b: a reversed opposing monster that can be targeted forbids attacking the player."""
    says("My opponent has one Kaii in reverse state, with nothing on it that stops it being "
         "chosen as an attack target. I'd like to ignore it and attack the player directly. "
         "Allowed?", "no", "magical-girl")
    says("상대 필드에 리버스 상태 괴이가 하나 있는데요, 얘 무시하고 상대 플레이어한테 바로 공격 선언 "
         "가능한가요? 딱히 공격 대상 못 되게 하는 효과는 없어요", "no", "magical-girl")


def test_the_opponent_attacking_my_deck_wins_for_the_opponent():
    """12.1.1: the attacked deck's owner loses; the mirrored probe names the opponent."""
    says("I have 2 cards left in my deck. My opponent attacks my deck with a 4000-power card. I "
         "have no blocker, no substitute and no incident. Who wins?", "the opponent", "histoy")
    says("I have 2 cards left in my deck. My opponent attacks my deck with a 4000-power card. I "
         "have no blocker and no substitute. Do I lose?", "yes", "histoy")


def test_how_many_breakaways_is_a_count_of_actions():
    """9-6-5 allows Breakaway only at the master distance: a count of uses is not a zone."""
    abstains("Distance 2, Dust 3, my Aura 2, Vigor 2. Doing nothing but Breakaway, how many "
             "Breakaways can I make this main phase?")


def test_what_nobody_remembers_is_not_played():
    abstains("My 4000-attack Kaii attacked an opposing Kaii with attack 5000 and defense 3000. "
             "Neither player remembers whether that Kaii was in reverse state or rest state. Was "
             "the opposing Kaii destroyed?", "magical-girl")


def test_a_control_gained_monster_with_no_ban_or_rule_against_it_attacks():
    """803.3a: a recovered monster one controls that nothing forbids may attack."""
    says("このターン前半に効果で相手の怪異のコントロールを得ました。リカバー状態で、攻撃を禁止する効果や"
         "ルールもありません。この怪異で攻撃できますか？", "yes", "magical-girl")


def test_a_hi_story_attack_on_the_player_is_no_target():
    """11.1: a Hi!story attack targets a card or the deck, never a player."""
    abstains("相手プレイヤーへの攻撃が通ったら、その時点で自分の勝ちになりますか？", "histoy")


def test_a_told_basic_action_wish_in_a_full_power_action():
    """8-2-2 B: no basic action in a full-power action, whichever one is wished for."""
    says("A chose a Full Power action at the start of the main phase and used one Throughout "
         "card from hand. Then A said: 'I still have 2 Vigor, I just want to Advance.' In this "
         "main phase, can A perform a basic action?", "no")


def test_lacerations_damage_ified_need_their_number():
    """22-…: the tokens made damage are the damage: their number decides."""
    abstains("シスイ戦です。自分の開始フェイズに、ライフ上の裂傷トークンをダメージ化します。ライフは4です。"
             "これで負けますか？")


# -- the before-stop review's cases (each a wrong answer or a lost one of the first fixes) -------
def test_a_past_attack_on_my_deck_does_not_mirror_my_own_attack():
    """12.1.1: my attack empties their deck; an earlier attack on mine is only told."""
    says("Last turn my opponent attacked my deck and milled 3 cards. Now it is my turn: I attack "
         "my opponent's deck (2 cards left) with a 4000-power card. They don't block. Do I win?",
         "yes", "histoy")
    says("パワー4000のカードで相手の山札（残り2枚）を攻撃しました。相手は自分の山札への攻撃をブロック"
         "しませんでした。どちらが勝ちますか？", "you", "histoy")
    # mirrored, the one deck count must be the asker's: two counts are not placed
    abstains("My opponent's deck has 2 cards and mine has 10. My opponent attacks my deck with a "
             "4000-power card. I don't block. Does my opponent win?", "histoy")


def test_a_denied_or_included_boost_is_played():
    says("I attack my opponent's deck (3 cards left) with a 4000-power card that has no boosts "
         "on it. They don't block. Do I win?", "yes", "histoy")
    says("パワー4000のカードで、相手のレストしているパワー3000（効果で強化された後の値）のカードを攻撃"
         "しました。相手のカードは墓地へ送られますか？", "yes", "histoy")


def test_a_denied_attack_on_the_player_is_no_asked_target():
    says("プレイヤーへの攻撃はできないので、パワー3000のカードで、相手のレストしているパワー2000の"
         "カードを攻撃しました。相手のカードは墓地へ送られますか？", "yes", "histoy")


def test_the_player_named_in_small_talk_is_no_target():
    """803.3b: a reversed opposing monster is a legal target."""
    says("상대 플레이어한테 물어보니 특별한 효과는 없대요. 상대 필드에 리버스 상태 괴이가 하나 있어요. "
         "제 리커버 상태 괴이로 그 리버스 괴이를 공격할 수 있나요?", "yes", "magical-girl")


def test_a_turn_number_told_of_another_game_keeps_the_first_turn():
    """506.1: the game's first turn skips the battle phase."""
    says("前の対戦では2ターン目、相手に一気に攻め込まれました。今回は私が先攻で、ゲームの最初のターン"
         "です。リカバー状態の怪異で相手プレイヤーに攻撃できますか？", "no", "magical-girl")


def test_a_whole_attack_cancelled_is_not_only_its_damage():
    """9-4: a cancelled attack ends; its 【攻撃後】 never resolves."""
    says("The opponent's Reaction didn't cancel just the damage; it cancelled my whole attack. "
         "Do my attack's After-Attack effects still resolve?", "no")


def test_one_zone_s_damage_taken_is_no_damage_written_per_zone():
    says("My Aura 3, Life 8. My opponent's 3/1 attack hits me and I take 1 to Life. What is my "
         "Life now?", "7")


def test_not_knowing_the_rule_is_not_an_unknown_fact():
    """9-6-1: at Distance 5 with Aura 2 Advance is legal, whatever the table did not know."""
    for told in ("Neither of us knew how this works, so we stopped the game.",
                 "Nobody at the table knew whether this is allowed.",
                 "I can't remember ever seeing this situation."):
        says(f"Distance 5, my Aura 2, Dust 3. {told} Can I Advance?", "yes")
    says("間合5、オーラ2、ダストは3です。オーラが4か5だと前進できないと聞きました。前進できますか？", "yes")


def test_an_investment_at_market_price_one_may_find_the_dust_empty():
    """21-6-1 ⅱ: at market price 1 the crystal comes from the Dust, whose count is unsaid."""
    abstains("アキナを宿しています。相場は1、流通量は1です。投資権を利用しました。利用後の相場はいくつ"
             "ですか？")
