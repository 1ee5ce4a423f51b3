"""Fixes from the fifty-seventh wave of red-team sets (rt285–rt288) and the end-phase default,
asked in paraphrase on the real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_an_end_phase_said_of_the_asker_is_the_asker_s_turn():
    """8-3-2: "my end phase", "the turn player's", and an unsaid subject are the turn player's."""
    says("At the end phase of my own turn I'm holding five cards. How many must I put face "
         "down?", "3")
    says("It's the turn player's end phase and they hold four cards. How many must they put "
         "face down?", "2")
    says("At the end phase I'm holding five cards. How many must I put face down?", "3")


def test_a_third_person_player_at_the_end_phase_waits_for_whose_turn():
    """8-3-2: a player told in the third person may be the non-turn player (no cut)."""
    abstains("終了フェイズを迎えた時点で手札が5枚あるプレイヤーは、何枚を伏せ札にしますか？")
    abstains("종료 페이즈입니다. 플레이어 B의 손패는 3장이고 모두 덮음패로 할 수 있습니다. B는 1장을 "
             "덮음패로 해야 하나요?")
    says("Aさんの終了フェイズです。Aさんの手札は通常札5枚です。Aさんは何枚を伏せ札にしますか？", "3")
    # both turns agree: two cards are within the limit whoever's end phase it is
    says("During the end phase, a player holds 2 cards. How many must that player put face "
         "down?", "0")
    says("あるプレイヤーが手札2枚で終了フェイズを迎えました。伏せ札にしなければならないカードは"
         "ありますか？", "no")


def test_a_japanese_end_phase_leaves_the_subject_out():
    """8-3-2: 「終了フェイズに手札が4枚」 is the asker's own end phase in Japanese and Korean."""
    says("終了フェイズに手札が4枚あります（どれも伏せ札にできる通常札）。何枚を伏せ札にしますか？", "2")
    says("종료 페이즈에 손패가 4장 있습니다(모두 덮음패로 할 수 있는 카드). 몇 장을 덮음패로 하나요?",
         "2")


def test_a_negated_confirmation_with_n_desu_yo_ne():
    """506.1 skips only the game's first turn's battle phase: 「後攻の最初のターンも行わない
    んですよね」 is answered about the statement (no)."""
    says("後攻です。先攻の1ターン目にバトルフェイズがないのは知っています。後攻の最初のターンも"
         "バトルフェイズは行わないんですよね？", "no", "magical-girl")


def test_the_one_of_a_pair_is_no_distance():
    """9-6-5: at Distance 4 (over the master distance 2) Breakaway moves nothing; "the dust ->
    distance one" names the basic action, not a Distance of 1."""
    says("Can I do Breakaway (the dust -> distance one) when the Distance is 4? The Dust has 3 "
         "tokens.", "no")


def test_an_attack_ban_denied_with_mo():
    """805.5 / 803.3a: a recovered monster not barred from attacking may attack again."""
    says("最初のバトルが終わりました。リカバー状態で攻撃禁止もされていない怪異がまだ自分の場にいます。"
         "このバトルフェイズにもう一度攻撃できますか？", "yes", "magical-girl")
    says("첫 번째 배틀이 끝났습니다. 아직 리커버 상태이고 공격 금지도 안 걸린 괴이가 제 필드에 남아 "
         "있습니다. 이번 배틀 페이즈에 한 번 더 공격할 수 있나요?", "yes", "magical-girl")


def test_a_named_card_and_a_power_modifier_in_hi_story():
    """11.1.2 mills by the attacker's power: a card named 〈…〉 or a "+1000" on an unstated base
    leaves it unknown."""
    abstains("相手の〈豊臣秀吉〉の攻撃が、ブロックされずに私の山札に通りました。山札は何枚墓地へ"
             "送られますか？", "histoy")
    abstains("I gave my card +1000 power with an effect and attacked my opponent's deck. Nobody "
             "blocked. How many cards from their deck go to the graveyard?", "histoy")
    # the card attacked with is the attacker's, whoever's deck is named first; a passive
    # "the deck was attacked" and 「山札を…のカードで攻撃」 are attacks on the deck (11.1.2)
    says("I attacked my opponent's deck with a 3000-power card. Nobody blocked. How many cards "
         "from their deck go to the graveyard?", "3", "histoy")
    says("My opponent's deck was attacked by my 3000-power card; no block. How many cards go to "
         "the graveyard?", "3", "histoy")
    says("相手の山札をパワー3000のカードで攻撃し、ブロックされませんでした。山札は何枚墓地へ送られ"
         "ますか？", "3", "histoy")


def test_a_half_remembered_ability_is_not_played():
    """803.3b turns on whether the reversed monster may be chosen: remembered vaguely, unknown."""
    abstains("The opponent has one reversed kaii, and I vaguely remember it having some 'cannot "
             "be chosen as an attack target' ability. Can I attack the opponent directly?",
             "magical-girl")


def test_end_this_phase_drops_a_crystal_less_enhancement():
    """10-13: "end this phase" moves an enhancement with no crystals to the discard without its
    【破棄時】."""
    says("With Dust 0 and Aura 0 I use an enhancement (charge 2). While its deploy effect "
         "resolves, an opponent's effect resolves 'end this phase'. Does my enhancement's "
         "on-destroy effect resolve?", "no")


def test_a_korean_list_with_middle_dots():
    """10-26 / 5-8-3-1: both damages; 2 Aura damage empties the Aura, 1 Life goes to Flare."""
    says("오라 2, 라이프 7, 플레어 1이고 더스트에는 벚꽃 결정이 3개 있습니다. 상대의 2/1 공격에 '양쪽 "
         "대미지를 모두 받는다'가 부여되어 적중했습니다. 받은 뒤 제 오라·라이프·플레어와 더스트 수는?",
         "Aura 0, Life 6, Flare 2, Dust 5")


def test_a_substitute_in_korean_transliteration():
    """11.2.3, 11.6.2, 11.1.3: a Substitute (미가와리 = 身代わり) takes the 2000 to 0; two 0s
    both go to the graveyard."""
    says("파워 2000 카드로 상대 필드의 레스트 상태 파워 0 카드를 공격했어요. 상대가 미가와리를 썼는데, "
         "둘 다 묘지로 가나요?", "yes", "histoy")


def test_a_second_use_after_the_full_power_card():
    """8-2-2 B: a 全力行動 allows one card use and no basic action."""
    says("全力行動を選び、手札から《全力》のカードを1枚使いました。その解決後、未使用の切札も1枚"
         "使いたいです。使えますか？", "no")
    says("If I declare a full-power action for my main phase and play my one Throughout card, "
         "can I still Advance afterwards?", "no")


def test_a_modifier_given_in_the_battle_end_step_then_a_new_attack():
    """805.3a ends 'until end of battle' effects when the battle ends; the next attack is a new
    battle."""
    says("In the battle end step of my first battle I gave my second, still-recovered monster "
         "'+1000 attack until end of battle'. Then I attacked with that monster. Does it still "
         "have the +1000 during this attack?", "no", "magical-girl")


def test_an_akina_collection_that_wins():
    """add/21-5: at market price 4 the collection takes a crystal from the opponent's Life (the
    zone of price 4, 21-2-1) — their last one: 4-2, the asker wins."""
    says("I'm playing Akina: market price 4, circulation 1, Aura 2. My opponent has 1 Life "
         "left. I do a collection at the start of my main phase. Who wins?", "you")


# -- wave 58 (rt293–rt296) -------------------------------------------------------------------


def test_a_halved_damage_waits_for_the_halving_card():
    """5-6 ⅳ: whether a half rounds up or down is the halving effect's own text."""
    abstains("An opponent's effect halves the Life damage of my 4/3 attack. They have Aura 0 "
             "and Life 5; Distance 4, my Aura 2. What is their Life after the damage?")


def test_no_attack_ban_said_with_nashi():
    """803.3b: a reversed monster that cannot be chosen does not stop a player target."""
    says("相手の場にはリバース状態の怪異が1体（攻撃力1000・防御力3000）だけいて、「この怪異は攻撃目標"
         "として選択できない」という常在の能力を持っています。私はリカバー状態の怪異（攻撃力2000、"
         "攻撃禁止なし）で攻撃します。相手プレイヤーを攻撃目標に選べますか？", "yes", "magical-girl")


def test_the_monster_attacked_with_is_the_attacker():
    """804.3: the attacker (ATK 500) does not beat the target (ATK 3000); nothing is
    destroyed, so "mine gets destroyed, right?" is no."""
    says("I attacked a recovered 3000-ATK kaii with my 500-ATK kaii. Mine lost, so it gets "
         "destroyed, right?", "no", "magical-girl")


def test_orbs_defiled_a_number_of_times_are_no_orb_count():
    """804.5: the win needs the orbs at 0; "defiled 3 times" does not say how many are left."""
    abstains("I've defiled the opponent's orbs 3 times so far. My kaii (ATK 4000) attacks the "
             "opponent player and both players pass. They have no reversed kaii. Do I win at this "
             "battle judgment?", "magical-girl")


def test_a_draw_told_then_an_attack_asked_on_turn_one():
    """5.5.1: on turn 1 neither player may attack; the draw is only told."""
    says("It's my first turn and I'm going second. I drew my card — can I attack in the attack "
         "phase?", "no", "histoy")


def test_two_acts_asked_as_one_and_an_action_all_n_times():
    """Two abilities asked in one sentence, or an action 'all three times': one probe answers
    neither."""
    abstains("後攻の1ターン目です。ドロー&リフレッシュフェーズでカードを引くことと、セットフェーズで"
             "カードをセットすることはできますか？", "histoy")
    abstains("Distance is 8 and my Aura is 4. Paying with my hand cards, can I Advance all three "
             "times?")


def test_what_is_left_of_two_values_told():
    """10-26: both damages apply; "what's left?" names neither value asked."""
    abstains("I'm hit by a 4/1 attack with 'take both damages'. I'm at 2 Aura and 5 Life. What's "
             "left afterwards?")


def test_an_advance_before_a_ranged_card_with_the_distance_unsaid():
    """9-6-1 then 9-2-1: the Advance may bring an unsaid Distance into the range, or not."""
    abstains("このターン、前進を1回してから適正距離2-3の攻撃カードを使いたいです。使えますか？")


def test_a_modified_hi_story_power():
    """11.6: a power changed by an earlier effect is not what the probe plays."""
    abstains("私のパワー3000のカードで、相手のレスト状態のカード（元のパワー2000、効果で−2000されて"
             "現在0）を攻撃しました。どちらが墓地へ行きますか？", "histoy")


# -- the before-stop review's cases ----------------------------------------------------------


def test_review_attacker_and_blocker_stay_in_place():
    """804.3 / 11.1.3: "attacked with my 4000" keeps 4000 the attacker's; a blocker's power
    "blocked with a 5000" is the blocker's (the attacker, smaller, goes to the graveyard)."""
    says("I attacked with my 4000-ATK kaii at an opposing recovered kaii with a 3000 ATK. Is the "
         "opposing kaii destroyed?", "yes", "magical-girl")
    says("Hi!story: the opponent's 2000-power person attacked; I blocked with a 5000-power "
         "person. Does the attacking person go to the graveyard?", "yes", "histoy")


def test_review_another_players_hand_in_my_end_phase():
    """8-3-2 cuts the turn player's hand only; player B's hand in my end phase is not played."""
    abstains("It is my end phase. Player B holds 5 cards. How many must player B put face down?")


def test_review_an_akina_winner_needs_the_market_price():
    """21-2-1: the market price says which zone the collection takes from."""
    abstains("I'm playing Akina. I do a collection at the start of my main phase. Who wins?")


def test_review_background_words_are_no_third_player_or_hedge():
    """A friend as the opponent, small talk, "(Aura: one)" and "- 3000 power -" as an aside."""
    says("友達と対戦しています。終了フェイズに手札が5枚あります（どれも伏せ札にできる通常札）。"
         "何枚を伏せ札にしますか？", "3")
    says("前にも似た質問があった気がします。間合は5、オーラは3です。適正距離5の攻撃カードを標準行動で"
         "使えますか？", "yes")
    says("Distance is 5 (Aura: one). Can I do Advance?", "yes")
    says("My card - 3000 power - attacks my opponent's deck. No block. How many cards from their "
         "deck go to the graveyard?", "3", "histoy")


def test_review_the_turn_player_named_twice():
    """8-3-2: "the turn player has 4 cards … how many does this player hide?" is one player."""
    says("終了フェイズ既定処理の時点で、ターンプレイヤーの手札が5枚あり、すべて伏せ札にできるカード"
         "です。このプレイヤーが伏せ札にするカードは何枚ですか？", "3")
