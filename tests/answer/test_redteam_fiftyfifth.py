"""Fixes from the fifty-fifth wave of red-team sets (rt277–rt280), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_an_attack_card_taken_back_out_of_range_is_not_counted():
    """9-2-1 ⅰ: the range check fails, the card goes back and is not counted as used."""
    says("間合が合っていないのに《攻撃》カードを出して、手札に戻しました。「このターンに使ったカードの枚数」"
         "を参照する効果で、このカードは1枚と数えますか？", "no")
    says("간격이 안 맞는데 공격 카드를 냈다가 되돌렸어요. '이번 턴에 사용한 카드 장수'를 세는 효과에서 "
         "이 카드도 세나요?", "no")
    says("I put down an attack card, but the Distance didn't match its range, so I took it back. "
         "For an effect that counts the cards used this turn, does it count as a card I used?",
         "no")


def test_an_attack_cost_said_with_a_gerund():
    """803.4: the required discard cannot be made from an empty hand."""
    says("My monster's attack requires discarding one card from my hand, and my hand is empty. "
         "Can I attack with it?", "no", "magical-girl")


def test_an_unsaid_attack_requirement():
    """803.4: whether the required action can be done is the card's text."""
    abstains("I want to attack with a servant that needs some action performed in order to "
             "attack; I don't remember which card it is. Can I attack?", "magical-girl")
    abstains("攻撃するのに何かの行動が必要な怪異で攻撃したい。カード名は覚えていない。手札は3枚。攻撃できる？",
             "magical-girl")


def test_no_untargetable_effect_said_with_toitta():
    """803.3b: a choosable reversed monster keeps the player from being the target."""
    says("相手の戦場にリバース状態の怪異（攻撃力1000・防御力3000）が1体いて、攻撃目標に選ばれないといった"
         "効果は特にありません。リカバー状態の私の怪異で、相手プレイヤーを攻撃目標に選べますか？", "no",
         "magical-girl")


def test_other_enhancements_absent_is_not_no_enhancement():
    """8-1-3 ⅱ: the asked enhancement's 納 is unsaid (「다른 부여패는 없다」 is about others)."""
    abstains("지난 턴에 《부여》 카드를 써서 납만큼 결정을 올렸고, 그 뒤로 결정 수는 그대로입니다. 지금 제 개시 "
             "페이즈이고 다른 부여패는 없습니다. 개시 페이즈가 끝나면 이 부여패에 결정이 몇 개 남나요?")


def test_a_disenchant_effect_that_puts_a_crystal_back():
    """9-5: the 【破棄時】 effect resolves before ⅱ; one putting a crystal back is not probed."""
    abstains("開始フェイズで私の付与札の桜花結晶が1から0になります。この付与札の【破棄時】は『ダストから桜花結晶を"
             "1つこのカードの上に置く』で、ダストは3です。この付与札は捨て札になりますか？")


def test_nothing_to_block_with():
    """11.1.2 / 12.1.1: 3000 unblocked mills 3 of a 3-card deck: the defender loses."""
    says("自分の攻撃フェーズ。剣マークを持つオモテ・アクティブのパワー3000の人物で相手の山札を攻撃します。"
         "相手の山札は3枚で、場のカードは全部ウラなのでブロックできるカードはありません。身代わりも事変も"
         "使わないそうです。勝敗はどうなりますか？", "you", "histoy")
    says("My attack phase: my face-up, active 3000-power character with a sword mark attacks my "
         "opponent's deck, which has 3 cards. Their field is all face-down, so they have nothing "
         "to block with, and they won't use a substitute or an incident. Who wins?", "you",
         "histoy")
    says("제 공격 페이즈. 앞면·액티브이고 검 마크가 있는 파워 3000 인물로 상대 덱을 공격합니다. 상대 덱은 "
         "3장이고 블록할 카드가 없으며, 상대는 대역도 사변도 안 쓴다고 합니다. 누가 이기나요?", "you",
         "histoy")


def test_must_i_take_it_on_life():
    """5-8-3-2: Aura 1 cannot take 3 (forced onto Life); Aura 4 could (not forced); 3/- goes
    on the Aura whatever the Aura is."""
    says("The opponent's attack is 3/2. My Aura is 1 and my Life 7. Do I have to take it on my "
         "Life?", "yes")
    says("The opponent's attack is 3/2. My Aura is 4 and my Life 7. Do I have to take it on my "
         "Life?", "no")
    says("相手の攻撃は3/-です。オーラは1、ライフは7。オーラが足りないのでライフで受けることになりますか？",
         "no")
    says("상대 공격이 3/2입니다. 제 오라는 4, 라이프는 7. 라이프로 받아야 하나요?", "no")


def test_destroyed_right_confirmation_and_number_before_attack():
    """804.3: only the attacked monster can be destroyed; the weaker attacker never is."""
    says("My 1000-attack kaii attacks my opponent's rested kaii with 5000 attack. Mine is "
         "weaker, so my kaii gets destroyed, right?", "no", "magical-girl")
    says("攻撃力1000の怪異で相手のレスト状態の攻撃力5000の怪異を攻撃しました。私の怪異が破壊される、"
         "という理解で合っていますか？", "no", "magical-girl")


def test_a_priority_where_nothing_was_done():
    """804.5: the attack on a player with no orbs and no monsters wins."""
    says("バトル判定ステップ。攻撃力2000の私の怪異が相手プレイヤーを攻撃しています。相手のオーブは0、"
         "攻撃宣言後の優先権で相手は何もせず、相手の戦場に怪異はいません。どちらが勝ちますか？", "you",
         "magical-girl")


def test_an_attacking_kaii_turned_to_reverse():
    """804.2: the attacker switched to reverse: no battle judgment, nothing destroyed."""
    says("My 5000-attack kaii declared an attack on an opponent's recovered kaii (attack 1000). In "
         "the priority after that, an opponent's effect turned my attacking kaii to reverse "
         "state. Is the opponent's kaii destroyed?", "no", "magical-girl")


def test_nobody_used_any_effects_and_attack_after_a_comma():
    """804.3: a rested target compares ATK with ATK; equal ATKs destroy neither."""
    says("Battle judgment step. My attacking kaii has 2000 attack. The target is my opponent's "
         "kaii in rest state, attack 2000 and defense 1000. Nobody used any effects. Which kaii "
         "is destroyed?", "neither", "magical-girl")


def test_an_attack_value_after_a_hyphen():
    """804.4: ATK 4 against a reversed target's DEF 4 does not destroy it."""
    says("My attack-4 kaii attacks an opposing kaii in reverse state with attack 7 / defense 4. "
         "Is the target destroyed?", "no", "magical-girl")


def test_a_keyword_with_its_numbers_in_quotes():
    """10-37: 間合制限(0-3) at Distance 5: the card cannot be used."""
    says("「間合制限(0-3)」を持つカードを、間合5で使用できますか？", "no")
    says("Can I use a card marked 'Distance limit (1-3)' while the Distance is 5?", "no")


def test_my_second_turn_and_cards_left_in_the_deck():
    """9-7 / 5-10: a 1-card deck and a draw of 2 without reshuffling: one 焦燥, on Life with Aura 0."""
    says("Start phase of my second turn: 1 card left in my deck, 0 Aura, 4 Life. I decline the "
         "reshuffle and draw 2. What's my Life once the draws are done?", "3")


def test_holding_cards_and_no_end_phase_effects():
    """8-3-2: a hand of 6 goes down to 2 in the end phase."""
    says("I reach my end phase holding 6 cards, with no end-phase effects around. How many cards "
         "do I have to put face-down?", "4")
    says("終了フェイズの時点で手札が6枚あります。終了フェイズに解決する効果は特にありません。伏せ札にしなければ"
         "ならないのは何枚ですか？", "4")


def test_turn_two_or_later_and_the_attacking_kaii_of_ours():
    """8-1-3 ⅰ: a Flinch is lost instead of the Vigor (1 stays 1); 804.2: reversed attacker."""
    says("集中力1で畏縮状態のまま自分のターン（3ターン目以降）を迎えました。開始フェイズが終わったあと、"
         "集中力はいくつですか？", "1")
    says("攻撃宣言のあとの優先権で、相手の効果によって攻撃中のこちらの怪異がリバース状態にされました。"
         "こちらの攻撃力の方が高いですが、バトル判定で相手の怪異は破壊されますか？", "no", "magical-girl")


def test_korean_parity():
    """10-37, 9-2-1 ⅰ, 9-2 (終端), 9-2-3 (納 from Dust then Aura), 9-6 ⅱ, 8-2-2 B in Korean."""
    says("불가피를 가진 적정거리 2짜리 《공격》 카드가 있습니다. 현재 간격은 6입니다. 불가피가 있으니 이 카드를 "
         "사용할 수 있나요?", "no")
    says("종단을 가진 카드를 써서 해결이 끝났습니다. 같은 턴에 집중력 1을 내고 기본동작 《전진》을 할 수 "
         "있나요?", "no")
    says("납 3짜리 부여패를 썼는데 더스트에 결정 하나, 제 오라에 하나밖에 없어요. 부여패 위에 몇 개 "
         "올라가요?", "2")
    says("집중력 0이고 손패도 한 장도 없는데 표준행동 중에 기본동작(전진) 할 수 있어요?", "no")
    says("전력행동을 골라서 손패 한 장을 썼는데요, 그 다음에 기본동작으로 전진 하나만 해도 돼요?", "no")


def test_one_enhancement_in_korean_words_is_a_card_count():
    """8-1-3 ⅱ: 「부여패가 하나」 counts the cards; the crystals on it are unsaid."""
    abstains("제 부여패가 하나 전개돼 있습니다. 첫 턴이 아닌 다음 제 개시 페이즈에 이 부여패가 파기되나요?")
