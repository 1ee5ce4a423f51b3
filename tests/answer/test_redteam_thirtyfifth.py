"""Wave thirty-five's wrong verdicts, and English forms of questions the Japanese already
answered, fixed at their cause: played on the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


def _says(question: str, verdict: str, game: str | None = "sakura") -> None:
    a = _ask(question, game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "Can I declare an attack with a monster that's in the Rest state?",
    "During the attack declaration step, can I attack with a servant of mine that is in Rest "
    "position?",
    "It's my battle phase and my only Servant is Reversed. Can it attack?",
    "Can I choose a Rested monster as my attacker? (No effect prohibits it from attacking.)",
])
def test_a_rested_or_reversed_attacker_named_before_its_state(question):
    """803.3a: only a recovered monster is chosen to attack; the state said after the monster
    ("a monster that's in the Rest state") is the attacker's."""
    _says(question, "no", "magical-girl")


def test_a_state_the_monster_becomes_is_not_its_state_now():
    """"Does my monster become rested when it attacks?" asks the change (803.4), not a rested
    attacker."""
    _says("Does my monster become rested when it attacks?", "yes", "magical-girl")


@pytest.mark.parametrize("question, verdict", [
    ("Does the second player get a battle phase on their first turn (turn 2 of the game), so "
     "they can attack with monsters?", "yes"),
    ("It is the first turn of the game. Does the turn player get a battle phase in which a kaii "
     "(monster) can attack?", "no"),
])
def test_does_the_turn_player_get_a_battle_phase(question, verdict):
    """506.1 skips only the first player's first battle phase."""
    _says(question, verdict, "magical-girl")


@pytest.mark.parametrize("question", [
    "I have two Servants with the same name on the battlefield, both Recovered. Can both of them "
    "attack this Battle Phase?",
])
def test_can_both_of_them_attack(question):
    _says(question, "yes", "magical-girl")


@pytest.mark.parametrize("question", [
    "At the start of my battle phase (not the game's first turn) I control three recover-state "
    "怪異, none prohibited from attacking, and no effects apply. What is the maximum number of "
    "attacks I can make this battle phase?",
    "I control three recovered Servants; no effect forbids attacks or changes their state. What "
    "is the most attacks I can make this battle phase?",
])
def test_the_most_attacks(question):
    """805.5 returns to 803 while a recovered monster may attack: three attacks."""
    _says(question, "3", "magical-girl")


@pytest.mark.parametrize("question, verdict", [
    ("After I declare an attack on the player, my attacking monster is removed from the "
     "battlefield during the priority step. Is an Orb still corrupted?", "no"),
    ("My ATK 2000 monster attacks my opponent's reversed monster (ATK 3000 / DEF 2500); nobody "
     "acts at priority. Which monster is destroyed at battle judgment?", "neither"),
    ("I attack an opposing Servant in Reverse position (ATK 3000 / DEF 1000) with my ATK 2000 "
     "Servant. I'm lower on ATK — is their Servant destroyed anyway?", "yes"),
    ("After the attack is declared, the monster being attacked leaves the battlefield during "
     "priority. Does the attack defile the opponent's orb instead?", "no"),
    ("After I declared an attack on an opposing monster, that monster was returned to hand by an "
     "effect in the priority window. Does my attack go through to my opponent instead?", "no"),
    ("The opponent controls a Reversed (リバース) 怪異 that I could legally target. Can I target "
     "the opponent player instead?", "no"),
    ("My monster targeted the opponent player. At the battle judgement step the opponent has no "
     "orbs at all. Do I win immediately at this point?", "yes"),
])
def test_english_battle_forms(question, verdict):
    """804.2 (attacker gone), 804.4 (DEF against a reversed target), 803.3b (targeting),
    804.5 (no Orb left)."""
    _says(question, verdict, "magical-girl")


@pytest.mark.parametrize("question, verdict", [
    ("In a main phase where I chose a standard action, can a card effect let me use a Throughout "
     "(全力) card?", "yes"),
    ("In a main phase where the standard action was chosen, can a card with the Throughout (全力) "
     "subtype be used through a card effect?", "yes"),
    ("In a main phase where you chose a Throughout / full-power action (全力行動), can you perform "
     "a basic action?", "no"),
    ("I chose a Throughout (full-power) action at the start of my main phase. Can I perform basic "
     "actions such as Advance this turn?", "no"),
    ("全力行動を選んだメインフェイズに、前進などの基本動作を行えますか？", "no"),
])
def test_full_power_and_standard_actions_in_english(question, verdict):
    """8-2-2: a standard action lets an effect use a 《全力》 card; a 全力行動 allows no basic
    action ("such as Advance" names an example, not the one played)."""
    _says(question, verdict)


@pytest.mark.parametrize("question", [
    "I end my turn with 4 cards in hand. How many do I have to put face-down into my discard "
    "(伏せ札)?",
    "At my End phase I hold 4 cards, all of which can be discarded face-down. How many do I have "
    "to put into my face-down discard pile?",
])
def test_the_end_phase_hand_limit_in_english(question):
    """8-3-2: down to 2 cards, the rest face down ("face-down discard" is 伏せ札)."""
    _says(question, "2")


@pytest.mark.parametrize("question, verdict", [
    ("A player with 1 Vigor who is Flinched would gain 1 Vigor during their start-phase default "
     "procedure. What is that player's Vigor after this?", "1"),
    ("It is a start phase that is not the player's first turn. Their deck, discard pile and "
     "face-down pile are all empty, and they did not reshuffle. They have 0 aura and 5 life. After "
     "drawing 2 cards in the default processing, what is their life?", "3"),
])
def test_their_means_the_player_named(question, verdict):
    """"A player … their start phase": one player in the third person, not the opponent."""
    _says(question, verdict)


def test_they_in_a_win_question_stays_unresolved():
    a = _ask("A player at 1 Life chooses to reshuffle their deck in the start phase. Do they lose? "
             "(No 'cannot lose' effect applies.)")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "フレアが5あります。消費4の切札の《攻撃》カードを使用できますか？",
    "I have 5 Flare. Can I play a Special attack card that costs 4?",
])
def test_an_attack_card_of_unstated_range(question):
    """9-2-1 ⅰ: an 《攻撃》 card's use also checks its range against the Distance; neither is
    given."""
    a = _ask(question)
    assert a.verdict is None
    assert any("適正距離" in m or "range" in m for m in a.missing)


@pytest.mark.parametrize("question", [
    "納2の付与札を出しています。次の自分の開始フェイズで、この付与札は破棄されますか？",
    "납 2인 부여패를 전개해 두었습니다. 다음 제 개시 페이즈에 이 부여패는 파기되나요?",
])
def test_an_enhancement_in_play_has_an_unknown_count(question):
    """納 is what was loaded when it was played; what is left on it now is not given."""
    assert _ask(question).verdict is None


def test_a_token_removed_is_no_count_left_korean():
    a = _ask("개시 페이즈 기정처리에서 제 부여패에서 벚꽃결정이 1개 더스트로 보내졌습니다. 이 부여패는 파기되나요?")
    assert a.verdict is None


def test_life_damage_from_a_dash_life_attack():
    """5-8-3-2: with Life '-', the Aura side is taken (the 1 token); no Life damage."""
    _says("My Aura is 1 and I'm hit by a 3/- attack. Do I take any Life damage?", "no")


def test_only_the_damage_cancelled_keeps_after_attack():
    """9-4: cancelling the damage skips the damage step only; 【攻撃後】 still resolves."""
    _says("Only the damage of an attack was cancelled (not the attack itself). Do its After "
          "Attack effects still resolve?", "yes")


@pytest.mark.parametrize("question", [
    "リカバー状態の自分の怪異には、攻撃するために必要な行動が印刷されています。自分の手札は2枚、オーブは3つです。"
    "この怪異で攻撃できますか？",
    "My Recovered Servant has a printed requirement that must be done in order to attack. I have "
    "2 cards in hand and 3 Orbs. Can it attack?",
])
def test_an_unquoted_attack_requirement(question):
    """803.4: whether the required action can be done is the requirement's text."""
    assert _ask(question, "magical-girl").verdict is None


def test_an_attack_on_a_lettered_players_deck():
    """11.1.2: 3500 power sends 3 cards of B's deck to the graveyard."""
    _says("A's attack phase. A rests a face-up, active card with a sword mark and 3500 power to "
          "attack B's deck. B uses no block, substitute or incident. B's deck had 10 cards. How "
          "many cards are left in B's deck after the attack?", "7", "histoy")


@pytest.mark.parametrize("question, verdict, game", [
    ("제 공격에 상대가 대응 공격 카드로 대응했습니다. 그 대응 공격에 제가 다시 대응할 수 있나요?", "no", "sakura"),
    ("전력행동을 고른 턴에 다른 카드 효과로 전력화가 붙은 카드를 사용했습니다. 전력화 효과가 발동하나요?", "no",
     "sakura"),
    ("Q. 전력화 효과를 가진 카드를 상대 공격에 대응으로 사용했습니다. 전력화 효과가 발동하나요?", "no", "sakura"),
    ("더스트 0개, 오라 2개. 휘감기 할 수 있어?", "no", "sakura"),
    ("오라 5개 꽉 차있을 때 휘감기 가능?", "no", "sakura"),
    ("공격력 3000의 괴이로 리버스 상태인 적 괴이(공격력 1000/방어력 4000)를 공격. 공격 목표는 파괴되나?", "no",
     "magical-girl"),
    ("적정거리 3인 공격에 대응해서 간격을 4로 만들었어. 그 공격은 맞아?", "no", "sakura"),
    ("간격 3에서 상대가 적정거리 3-4 공격을 했습니다. 제가 대응한 결과 간격이 2가 되었습니다. 그 공격의 공격후 효과는 "
     "해결되나요?", "no", "sakura"),
    ("상대의 3/2 《공격》이 명중했습니다(대응 없음). 당신은 라이프 8, 오라 2, 플레어 1입니다. 대미지 해결 후 당신의 "
     "라이프는 몇입니까?", "6", "sakura"),
])
def test_korean_forms_the_japanese_already_answered(question, verdict, game):
    """Informal endings (「할 수 있어?」「가능?」「파괴되나?」「맞아?」), 「대응한」, 「대응 없음」,
    「전력화 효과가 발동하나요」 and a reaction to the opponent's reaction attack after 「제 공격」
    (9-4 ⅰ, 9-1-2, 9-6, 804.4, 9-4 ⅲ, 5-8)."""
    _says(question, verdict, game)


@pytest.mark.parametrize("question", [
    "My Toxic Turkey (2000 ATK) attacks my opponent's Reversed Servant with 5000 DEF. Is the "
    "target destroyed?",
    "My opponent has a Reversed Servant. Can my Recovered Tactless Butterfly attack the opponent "
    "directly?",
    "My opponent's Reversed Servant has 500 ATK and 3500 DEF. After declaring an attack on it "
    "with my 3000 ATK Servant, I rest Lumielle targeting it. Is it destroyed?",
])
def test_an_english_card_name_in_title_case_needs_its_text(question):
    """A Servant or Caster named in Title Case has printed text the reader lacks."""
    a = _ask(question, "magical-girl")
    assert a.verdict is None
    assert any(m.startswith("the text of the card") for m in a.missing)


def test_title_names_keep_rules_words_out():
    from judge.answer.extract import extractor_for
    from judge.answer.extract.common import title_names

    known = extractor_for("magical-girl").lexicon.names
    assert title_names("My Toxic Turkey (2000 ATK) attacks a Reversed Servant.", known) == [
        "Toxic Turkey"]
    assert title_names("Bear Boy Recovered this turn. Can My Recovered Servant attack?",
                       known) == []  # a sentence's first words are not known to be a name
    assert title_names("My Recovered Servant attacks their Reversed Servant during the Battle "
                       "Phase. Is an Orb corrupted?", known) == []


@pytest.mark.parametrize("question", [
    "My first attack is over and the game goes back from the battle end step to the attack "
    "declaration step. Does an 'at the start of the battle phase' ability trigger again?",
    "1回目の攻撃が終わり、バトル終了ステップから攻撃宣言ステップに戻りました。「バトルフェイズ開始時」の誘発能力は"
    "もう一度誘発しますか？",
])
def test_a_battle_phase_start_trigger_does_not_trigger_again(question):
    """805.5 returns to 803, not to 802.1: two attacks played, the trigger fired once."""
    _says(question, "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "The opponent has 1 Orb left and no monsters. I attack the player with my Recovered monsters, "
    "with no effects involved. Can I win this turn?",
    "I attack my opponent directly with a monster. Can this attack win me the game?",
    "相手の戦場には怪異が1体いて、相手のオーブは2つです。自分のリカバー状態の怪異で、相手プレイヤーを直接攻撃目標に"
    "選べますか？",
])
def test_a_count_or_state_the_answer_needs(question):
    """805.5 (how many attack this turn), 804.5 (the Orbs left) and 803.3b (whether their one
    monster is reversed) are unsaid."""
    assert _ask(question, "magical-girl").verdict is None


def test_the_opponent_themself_as_the_target():
    _says("My opponent controls a reversed monster that I can legally target. Can I choose the "
          "opponent themself as my attack target?", "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "My opponent reacts to my attack with a Reaction attack card (range 0-10, 2/-). Can I react "
    "to that attack with a Reaction card from my hand?",
    "自分の《攻撃》に、相手が《対応》の《攻撃》カード（適正距離0-10、2/-）で対応してきました。その相手の《攻撃》に、"
    "自分の手札の《対応》カードでさらに対応できますか？",
])
def test_no_reaction_to_a_reaction_attack(question):
    """9-4 ⅰ: an attack used as a reaction gives no reaction step."""
    _says(question, "no")


@pytest.mark.parametrize("question", [
    "相手が切札の《攻撃》を使った。自分の未使用の《対応》切札で対応できるか？",
    "My opponent uses a Special attack. Can I react with my unused 《対応》 Special?",
])
def test_reacting_to_an_unquoted_special_attack(question):
    """10-22: a 切札's text may carry 対応不可; it is not given."""
    assert _ask(question).verdict is None


def test_how_many_actually_move_in_japanese():
    """7-1-3-1 / 5-10: the Aura takes one more (5 at most)."""
    _says("オーラが4のとき、「ダストから自分のオーラへ桜花結晶を2つ移す」効果を解決した。実際に移動するのは"
          "いくつか？", "1")


def test_a_boost_when_the_monster_attacks_next():
    """805.3a: 'until end of battle' ends with this battle; "when B attacks next" is later."""
    _says("In the battle end step's priority of my first battle, I cast an 'ATK +1000 until end "
          "of battle' spell on monster B, which is Recovered and hasn't attacked yet. When B "
          "attacks next, does it still have the +1000?", "no", "magical-girl")


def test_a_step_start_trigger_with_no_attacker():
    """803.1: the step's start triggers it before any attacker is chosen (none can be)."""
    _says("If all my monsters are Rested and none can attack, does the 'at the start of the "
          "attack declaration step' trigger still happen?", "yes", "magical-girl")


def test_not_through_a_card_effect_is_no_effect():
    _says("メインフェイズで全力行動を選んだ場合、そのメインフェイズに（カードの効果によらず）《前進》などの基本動作を"
          "行えますか？", "no")


@pytest.mark.parametrize("question, game", [
    ("AさんもBさんもアキナを宿しています。Aさんの相場は2、Bさんの相場は4です。Bさんの《攻撃》でAさんがライフに2ダメージを"
     "受けました。その直後、Bさんの相場はいくつになりますか？", "sakura"),
    ("B has 0 Orbs. B controls one reversed monster, and nothing stops it from being chosen as an "
     "attack target. Can A choose B (the player) as the target of an attack with a recovered "
     "monster?", "magical-girl"),
])
def test_players_named_by_letters_with_honorifics_or_orbs(question, game):
    """「Aさん」「Bさん」, "B has 0 Orbs": players named by letters; which is the asker is not
    said (the readers place 自分/相手)."""
    a = _ask(question, game)
    assert a.verdict is None
    assert any("A" in m and "B" in m for m in a.missing)


@pytest.mark.parametrize("question", [
    "제 첫 턴이 아닌 개시 페이즈입니다. 패산은 0장이고 재구성은 하지 않기로 했습니다. 오라는 0, 라이프는 6입니다. 카드 "
    "2장을 뽑을 때 라이프에 대미지를 얼마나 받나요?",
    "It's my start phase (not my first turn). My deck has 0 cards and I choose not to reshuffle. "
    "Aura 0, Life 6. When I draw my 2 cards, how much Life damage do I take?",
])
def test_how_much_life_damage_is_the_loss(question):
    """5-5-3 / 10-10: two 焦燥, each 1 to Life with no Aura: 2 damage (not the Life left, 4)."""
    _says(question, "2")


def test_not_even_one_orb_lost_is_no_count():
    a = _ask("自分は後攻で、いまは自分の最初のターン（ゲームの2ターン目）です。先攻の相手はオーブを1つも失っておらず、"
             "オーブを増やす効果も使っていません。相手の戦場に怪異はいません。自分の怪異の攻撃が相手プレイヤーに1回"
             "通ったら、相手のオーブはいくつ残りますか？", "magical-girl")
    assert a.verdict is None  # the starting Orbs are outside the excerpt; never "1"


def test_they_have_a_reversed_servant_shields_the_player():
    _says("The opponent is at 0 Orbs, but they have one Reversed Servant that can legally be "
          "targeted. Can I attack the player with my Recovered Servant and win?", "no",
          "magical-girl")


def test_a_caster_attacking_is_outside_the_battle_excerpt():
    a = _ask("My Caster is Recovered. In the battle phase, can the Caster herself attack? No "
             "effect is making her a Servant.", "magical-girl")
    assert a.verdict is None


def test_a_monster_put_out_this_turn_is_outside_the_excerpt():
    a = _ask("このターンに怪異を戦場に出しました。このターンのバトルフェイズで攻撃できますか？", "magical-girl")
    assert a.verdict is None


def test_how_low_can_i_bring_the_distance():
    """9-6: one Advance makes it 2; at 達人の間合 Advance can no longer be chosen."""
    _says("Distance is 3, my Aura is 2, I have 2 Vigor, and I chose a standard action. If I keep "
          "paying Vigor to Advance, how low can I bring the Distance?", "2")


def test_a_card_played_from_hand_using_another():
    """9-1-2: a 全力化 card used through another card's effect is not full-powered."""
    _says("In a main phase where I chose the full-power action, a card I played from hand lets me "
          "use another card that has a 全力化 effect. Is that 全力化 effect active?", "no")


def test_choosing_aura_damage_short_of_tokens_japanese():
    _says("相手の《攻撃》（3/1）が適正距離内で成功しました。私のオーラは2、ライフは8です。オーラへのダメージを選んで"
          "受けられますか？", "no")


@pytest.mark.parametrize("question", [
    "攻撃力2500の自分の怪異で、レスト状態（リバース状態ではない）の相手怪異を攻撃しました。相手の怪異は攻撃力1500・"
    "防御力4000です。防御力4000があるので耐えられますか？",
    "My ATK 2500 Servant attacks an opponent's Servant that is Rested (not reversed), with ATK "
    "1500 and DEF 4000. Does its 4000 DEF keep it alive?",
])
def test_does_it_survive_is_the_other_side_of_destroyed(question):
    """804.3: not reversed, ATK against ATK: destroyed, so it does not survive."""
    _says(question, "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "My opponent has 1 Orb and no Servants. My Servant attacks them and the attack goes through. "
    "Can I still win this turn?",
    "相手のオーブは1つで、相手の戦場に怪異はいません。自分の怪異で相手プレイヤーを攻撃し、攻撃は通りました。このターンの"
    "うちに勝てますか？",
    "My opponent has no Servants but two Casters on the field. Without any card effect that allows "
    "it, can I choose one of their Casters as the target of my Servant's attack?",
])
def test_magical_girl_questions_that_need_more(question):
    """805.5 (another attacker), 803.3b (a Caster is a target only by an effect)."""
    assert _ask(question, "magical-girl").verdict is None


def test_my_enhancements_in_the_opponents_start_phase_are_not_decided():
    """8-1-3 ⅱ reads 「＜付与札＞のカード全て」; the basic rules 「自分の付与札」: no verdict."""
    assert _ask("Do my Enhancements also lose a token during my opponent's start phase?").verdict \
        is None


@pytest.mark.parametrize("question", [
    "I have a Recovered Servant that could attack, but I'd rather not attack this turn and just "
    "end my battle phase. Can I?",
    "攻撃できるリカバー状態の怪異がいますが、今回は攻撃しないでバトルフェイズを終えたいです。できますか？",
])
def test_a_bare_can_i_asks_the_decline_before_it(question):
    """803.3: while a recovered monster may attack, an attacker is chosen."""
    _says(question, "no", "magical-girl")


def test_an_enhancement_that_received_no_tokens_is_not_played_full():
    """5-5-2: with 0 tokens it would be discarded at once; the card family's board cannot place
    "could place 0 tokens on it", so it gives no verdict rather than 'no'."""
    a = _ask("I used a Charge-2 enchantment but could place 0 tokens on it, and it moved to my "
             "enchantment zone with none. Is it discarded right after?")
    assert a.verdict is None


def test_my_rested_monster_as_the_attacker_japanese():
    """803.3a; 「自分の怪異がレスト状態です」 is my state (「…になりました」 would be an event)."""
    _says("自分の怪異がレスト状態です。攻撃宣言ステップで、この怪異を攻撃する怪異として選べますか？", "no",
          "magical-girl")


@pytest.mark.parametrize("question", [
    "私の怪異（攻撃力3000）で、相手の怪異（攻撃力2000／防御力3500）を攻撃しました。相手の怪異がリバース状態だったか"
    "どうか、誰も確認していませんでした。相手の怪異は破壊されますか？",
    "My monster (ATK 3000) attacked the opponent's monster (ATK 2000 / DEF 3500). Nobody checked "
    "whether the target was reversed. Is it destroyed?",
])
def test_a_state_nobody_checked(question):
    """804.3 / 804.4 give different answers; the state is not known."""
    assert _ask(question, "magical-girl").verdict is None


def test_lettered_players_in_a_japanese_battle_are_still_read():
    """「Aのバトルフェイズ…Bのオーブは3個」: A acts and B is attacked (the Orbs are no cue that the
    asker is unplaced); 804.2 — the attacker gone, no Orb is corrupted."""
    _says("Aのバトルフェイズ。Aの怪異（攻撃力2000）がBプレイヤーを攻撃目標に攻撃を宣言しました。Bのオーブは3個。"
          "攻撃宣言ステップの優先権処理で、Bは効果を使ってAの攻撃している怪異を手札に戻しました。このバトルの後、"
          "Bのオーブは何個ですか？", "3", "magical-girl")
