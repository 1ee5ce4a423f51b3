"""Fixes from the sixty-first wave of red-team sets (rt313–rt320), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from judge.answer.extract.kinds import asks_two_parts, confirms_negation, question_kind
from judge.answer.extract.values import becomes_value
from tests.answer.asking import abstains, says


def test_a_full_power_card_used_by_another_card_s_effect_in_a_standard_action():
    """9-2: only a 《全力》 card used by 通常の方法 in a 標準行動 is refused; an effect may use it."""
    says("標準行動を選んだターンです。「手札のカードを1枚使用する」という効果を持つカードを使い、"
         "その効果で《全力》のカードを使用できますか？", "yes")
    says("I picked a standard action. A card of mine reads \"use one card from your hand\"; "
         "through that effect, may I use a Throughout card?", "yes")
    # the plain use is still refused (8-2-2 A)
    says("標準行動を選びました。手札の《全力》カードを使用できますか？", "no")
    # a card's quoted text without saying it is played through: not a plain use either
    abstains("A card of mine says \"draw a card\". I chose a standard action; can I use my "
             "Throughout card?")


def test_a_confirmed_negation_is_read_in_its_main_clause():
    """An English belief's claim is its main clause, not a trailing aside."""
    assert confirms_negation("Is it the case that I cannot use a Throughout card at all, even "
                             "through an effect?")
    assert confirms_negation("Is it correct that, because the reduction leaves no range, the "
                             "attack cannot hit?")
    assert not confirms_negation("Is it true that I can advance, even with 0 Vigor?")
    says("In a main phase where I chose a standard action, is it true that I can't use a "
         "Throughout card at all, not even through another card's effect?", "no")


def test_the_first_player_s_first_turn_has_no_vigor():
    """4-1 ⅵ: the first player starts at Vigor 0, and 8-1-3 skips the first turn's gain; a
    Vigor "paid" is a cost, not the count held."""
    says("私が先攻です。私の最初のターンのメインフェイズで、集中力を1払って《前進》できますか？"
         "間合は8です。", "no")
    says("제가 선공입니다. 제 첫 턴 메인 페이즈에 집중력 1을 내고 전진할 수 있나요? 간격은 8입니다.",
         "no")
    says("I'm the first player. On my very first turn, can I pay 1 Vigor to Advance? Distance "
         "is 8.", "no")
    # the second player's first turn starts with 1 (4-1 ⅵ)
    says("私は後攻です。私の最初のターンのメインフェイズで、集中力を払って《前進》できますか？"
         "間合は8、オーラは2です。", "yes")


def test_a_reaction_to_a_reaction_attack_in_korean():
    """9-4 ⅰ: an attack used as a reaction opens no reaction window."""
    says("내 《공격》에 상대가 《대응》 공격 카드로 대응했습니다. 그 대응 《공격》에 제가 《대응》 카드를 "
         "쓸 수 있나요?", "no")


def test_a_flinch_that_comes_off_in_korean():
    """5-1-4: a flinched player's gain of Vigor removes the flinch instead, even at the cap."""
    says("집중력 2이고 위축 상태로 제 턴이 시작됐습니다. 개시 페이즈에 집중력을 얻을 때 위축이 "
         "풀린다고 이해하면 되나요?", "yes")


def test_until_end_of_battle_after_the_battle():
    """805.3a: an until-end-of-battle modifier given in the battle end step's priority ends with
    the battle."""
    says("In the battle end step's priority I gave my monster +1000 ATK until end of battle. "
         "Is the bonus still there once this battle is over?", "no", "magical-girl")


def test_a_monster_that_already_attacked_is_not_chosen_again():
    """803.4 rests the attacker; 803.3a chooses only a recovered monster."""
    says("Back at attack declaration, can my kaii that already attacked this battle phase be "
         "chosen again? Nothing returned it to recover state.", "no", "magical-girl")


def test_the_player_chosen_instead_of_a_monster_of_unknown_state():
    """803.3b: the player can be chosen unless a reversed monster can be; its state is not told."""
    missing = abstains("相手の戦場に怪異が1体います。攻撃目標として、その怪異ではなく相手プレイヤー"
                       "を選べますか？", "magical-girl")
    assert any("状態" in m for m in missing)


def test_korean_becomes_is_not_a_can_question():
    """「0장이 되나요」 asks what the deck becomes (12.1.1), not whether something is allowed."""
    assert question_kind("이 공격으로 상대 덱이 0장이 되나요?") != "can"
    assert question_kind("이 카드를 써도 되나요?") == "can"
    # the blocker's power decides it (11.2.2) and is not told
    abstains("상대 덱은 2장입니다. 파워 4000 카드로 덱을 공격했고 상대가 카드 1장으로 블록했습니다. "
             "상대 덱이 0장이 되나요?", "histoy")


def test_does_a_value_become_a_number():
    """「間合は3になりますか」 is played as "what is the Distance?" and compared (9-6-5)."""
    assert becomes_value("間合は3になりますか？", "ja") == ("間合はいくつになりますか？", 3)
    assert becomes_value("Can I withdraw?", "en") is None
    # a value told inside a plan (「フレアが5になるから」) is not the question
    assert becomes_value("「ライフで受ければフレアが5になるから対応する」つもりですが、可能ですか？",
                         "ja") is None
    says("間合は2、ダストに桜花結晶があります。《離脱》を行うと間合は3になりますか？", "yes")
    says("간격은 2이고 더스트에 결정이 있어요. 《이탈》을 하면 간격이 4가 되나요?", "no")
    says("The Distance is 2 and the Dust is not empty. If I Withdraw, does the Distance become "
         "3?", "yes")
    # a refused action leaves the stated value (9-6 ⅰ-B: 前進 at 達人の間合 moves nothing)
    says("間合が2のときに基本動作《前進》を行いました。間合は1になりますか？", "no")


def test_a_battle_won_is_not_the_game_won():
    """11.1.3: the smaller power goes to the graveyard; "win the battle" asks that, not 12.1."""
    says("I attack my opponent's rested 1000-power card with my 4000-power card. Does my card "
         "win the battle?", "yes", "histoy")
    says("自分のパワー2000のカードで、相手のレストしているパワー5000のカードを攻撃しました。"
         "バトルに勝ちますか？", "no", "histoy")
    says("상대의 레스트된 파워 1000 카드를 내 파워 4000 카드로 공격했어요. 배틀에서 이기나요?", "yes",
         "histoy")
    # the attacked card's power not told (a named card's own): no verdict
    abstains("I attacked my opponent's rested 〈徳川家康〉 with my 4000-power card. Do I win the "
             "battle?", "histoy")


def test_what_goes_to_the_graveyard_is_not_a_yes_no():
    """A "what goes to the graveyard?" asks which cards, not whether one does."""
    abstains("Hi!story 질문이요. 파워 0인 제 카드로 상대의 파워 0 레스트 카드를 공격했어요. "
             "뭐가 묘지로 가나요?", "histoy")


def test_two_questions_asked_one_after_the_other():
    """Two yes/no questions in a row (or "…, and who decides…?") are not answered by one."""
    assert asks_two_parts("効果を解決します。結晶は移動しますか。カードは引けますか。")
    assert asks_two_parts("Do both lose a token in the start phase, and who orders their "
                          "effects?")
    assert not asks_two_parts("間合は3ですか？本当ですか？")
    assert not asks_two_parts("Do I win, and if so when?")
    assert not asks_two_parts("Does the second player attack on turn 2, which is their first?")
    abstains("「あなたのオーラから桜花結晶を2つフレアへ移動させる。そうした場合、カードを1枚引く。」"
             "を解決します。オーラは1です。結晶は移動しますか。カードは引けますか。")


def test_a_card_text_nobody_remembers():
    """1-4: a card's text can forbid what the rules allow; unremembered, it is not played."""
    abstains("My opponent had an enhancement out; nobody at the table remembered its text. He "
             "said I can't Retreat while it's out. Distance 5, my Aura 2. Can I Retreat?")


def test_life_after_drawing_from_an_empty_deck_in_japanese():
    """7-1-6, 5-5-3, 10-10: each draw from an empty deck is a 1/1 damage; with 0 Aura, Life."""
    says("山札は0枚です。開始フェイズで再構成せずに2枚引きます。オーラ0、ライフ4。引いた後のライフは？",
         "2")


def test_duel_setup_is_not_the_setup_keyword():
    """4-1 describes the duel's setup; 設置 is a card keyword."""
    says("I was randomly chosen to go first and redrew one card in duel setup. On my very first "
         "turn, can I pay 1 Vigor to Advance? Distance is 8.", "no")


def test_a_stated_damage_spelled_out_per_zone():
    """5-8-3-2: "'-' to Life" spells the stated 3/- out; it is not the zone chosen."""
    says("An opponent's 3/- attack (3 damage to Aura, '-' to Life) hits me; my Aura is 4. How "
         "much Aura do I have afterwards?", "1")


def test_a_korean_belief_confirmed_with_boda():
    """「…못 한다고 보면 되나요」 confirms a negated belief: 10-41's crystals do not fill the
    Aura, so 纏い (9-6-3) is possible and the belief is wrong."""
    assert confirms_negation("더스트에 결정이 있어도 휘감기는 못 한다고 보면 되나요?")
    says("제 오라는 3, 간격은 5, 더스트는 2입니다. 휘감기는 못 한다고 보면 되나요?", "no")


def test_the_review_s_cases():
    """The before-commit review's questions: each a wrong answer or a lost one, now right."""
    # several actions: a refusal keeps the value the first one made, not the stated one
    abstains("The Distance is 3, my Aura is 2, my Vigor is 2. I Advance, then Advance again. "
             "Does the Distance become 2?")
    # two values claimed in one question
    abstains("間合は4、オーラは2、集中力は1です。《前進》すると、オーラは5になり、間合は3になりますか？")
    # an effect use denied: the usual use is refused (8-2-2 A)
    says("I chose a standard action. Without using an effect, can I use a Throughout card from "
         "my hand?", "no")
    # a negated first clause with a positive claim after it (9-6 ⅱ)
    says("Is it true that I don't need to pay Vigor, and I can Advance by placing a card "
         "face-down? The Distance is 5 and my Aura is 2.", "yes")
    # 「あと1回」 is one more time, not a second question; 「들어가요.」 is no question
    says("間合は4、オーラは2、集中力は2です。《前進》を1回行った後、あと1回《前進》できますか？", "yes")
    says("간격은 4, 오라는 2, 집중력 1이에요. 메인 페이즈로 들어가요. 전진할 수 있나요?", "yes")
    # the opponent is the first player; the asker is not (4-1 ⅵ)
    says("私は後攻で、相手が先攻です。私の最初のターンのメインフェイズで、集中力を払って《前進》"
         "できますか？間合は8、オーラは2です。", "yes")
    says("I'm not the first player. On my very first turn, can I pay 1 Vigor to Advance? "
         "Distance is 8, Aura 2.", "yes")
    # a battle asked from the opponent's side is not read as the asker's attack
    abstains("相手がパワー4000のカードで、私のレストしているパワー1000のカードを攻撃しました。"
             "バトルに勝ちますか？", "histoy")
    abstains("I attack my opponent's rested 1000-power card with my 4000-power card. Does my "
             "opponent's card win the battle?", "histoy")
    # a damage taken on a zone, told per zone, keeps the zone chosen (5-8-3-2)
    says("My opponent's 2/1 attack hits me. I take 1 damage to Life instead of 2 damage to "
         "Aura. My Aura is 4 and my Life is 5. How much Life do I have?", "4")
    # remembered, not forgotten
    says("間合は5、オーラは2、集中力は1です。付与札の効果を思い出せました。前進できますか？", "yes")


def test_a_basic_action_the_opponent_performs():
    """9-6-1 moves the crystal to the ADVANCING player's Aura; the probes play the asker's own
    basic action, so the opponent's is not answered (it was answered as the asker's)."""
    abstains("自分のオーラは3、相手のオーラは2、間合は4です。相手が《前進》したら、自分のオーラはいくつ？")
    abstains("My Aura is 3, my opponent's Aura is 2 and the Distance is 4. If my opponent "
             "Advances, how much Aura do I have?")
    # the asker's own basic action after the opponent's attack is still read
    says("間合は4、オーラは2、集中力は1です。相手が攻撃してきたので、私は《後退》できますか？", "yes")
