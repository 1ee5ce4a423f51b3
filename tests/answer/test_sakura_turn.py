"""Sakura Arms turn structure (§8) through the engine: the start phase (focus 8-1-3 ⅰ, 畏縮
5-1-4, 納 8-1-3 ⅱ, reshuffle 9-7, draws and 焦燥 10-10), the first turn and the end-phase hand
limit (8-3-2) — verdicts and first citations in ja/ko/en, and the near misses that abstain."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str):
    return ask(question, game="sakura", use_rulings=False)


@pytest.mark.parametrize("question, verdict, first", [
    # 5-1-4: a flinched player loses 畏縮 instead of gaining focus
    ("畏縮状態で開始フェイズを迎えた。集中力は得られる？", "no", "5-1-4"),
    ("위축 상태로 개시 페이즈를 맞이했습니다. 집중력을 얻을 수 있나요?", "no", "5-1-4"),
    ("I'm flinched when my start phase begins. Do I gain Focus?", "no", "5-1-4"),
    ("畏縮している状態で開始フェイズになりました。畏縮は解除されますか？", "yes", "5-1-4"),
    ("집중력이 2이고 위축 상태입니다. 개시 페이즈에 위축이 풀리나요?", "yes", "5-1-4"),
    ("I am Flinched at the start of my turn. Does the Flinch go away?", "yes", "5-1-4"),
    ("集中力が1で畏縮しているとき、開始フェイズ後の集中力はいくつ？", "1", "5-1-4"),
    ("집중력이 1이고 위축 상태일 때, 개시 페이즈 후 집중력은 몇인가요?", "1", "5-1-4"),
    ("My Vigor is 1 and I'm Flinched. How much Vigor do I have after my start phase?", "1",
     "5-1-4"),
    # 8-1-3 ⅰ with the cap of 5-1-2; flinched or not, 2 stays 2
    ("集中力が2のとき、開始フェイズを迎えたら集中力はいくつになりますか？", "2", "8-1-3"),
    ("집중력이 2일 때 개시 페이즈가 지나면 집중력은 얼마가 되나요?", "2", "8-1-3"),
    ("My focus is at 2. What is my focus after the start phase?", "2", "8-1-3"),
    ("集中力1で畏縮していないとき、開始フェイズに集中力はいくつ増えますか？", "1", "8-1-3"),
    ("I have 1 Focus and am not flinched. How much Focus do I gain at the start phase?", "1",
     "8-1-3"),
])
def test_start_phase_focus_and_flinch(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict, first", [
    ("山札が5枚あります。開始フェイズにカードを何枚引きますか？", "2", "8-1-3"),
    ("패산이 5장일 때 개시 페이즈에 카드를 몇 장 뽑나요?", "2", "8-1-3"),
    ("I have 5 cards in my deck. How many cards do I draw in the start phase?", "2", "8-1-3"),
    # 10-10: one 焦燥 per card that cannot be drawn
    ("山札が1枚で開始フェイズに再構成しなかった。焦燥は何回受けますか？", "1", "10-10"),
    ("패산이 0장이고 개시 페이즈에 재구성하지 않았습니다. 초조는 몇 번 받나요?", "2", "10-10"),
    ("My deck is empty and I do not reshuffle at the start phase. How many times do I suffer "
     "desperation?", "2", "10-10"),
    ("ライフが3、オーラが0で山札が0枚です。開始フェイズに再構成しないとライフはいくつになりますか？",
     "1", "10-10"),
])
def test_start_phase_draws(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict, first", [
    # an amount in the question is asked, not stated; "a card" is any card
    ("山札が5枚のとき、開始フェイズにカードを2枚引きますか？", "yes", "8-1-3"),
    ("山札が5枚のとき、開始フェイズにカードを3枚引きますか？", "no", "8-1-3"),
    ("My deck has 5 cards. Do I draw a card at the start phase?", "yes", "8-1-3"),
    ("山札が十分にある場合、開始フェイズには何枚ドローしますか？", "2", "8-1-3"),
    ("I have plenty of cards in my deck. How many cards do I draw at the start of my turn?", "2",
     "8-1-3"),
    ("集中力が0で畏縮していないとき、開始フェイズに集中力を1得ますか？", "yes", "8-1-3"),
    ("付与札の納は開始フェイズに2つ減りますか？", "no", "8-1-3"),
    ("山札が0枚で開始フェイズに再構成しなかった場合、焦燥ダメージを受けますか？", "yes", "10-10"),
    ("If my deck is empty and I don't reshuffle at the start phase, do I take desperation "
     "damage?", "yes", "10-10"),
    ("山札が0枚でも開始フェイズに再構成しないことはできますか？", "yes", "8-1-3"),
    ("後攻の最初のターンにカードを引きますか？", "no", "8-1-3"),
])
def test_asked_amounts_and_conditions(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict, first", [
    # 9-7 ⅰ: a reshuffle the rules make deals 1 damage to the player's own life
    ("開始フェイズに山札を再構成するとダメージを受けますか？", "yes", "9-7"),
    ("개시 페이즈에 패산을 재구성하면 대미지를 받나요?", "yes", "9-7"),
    ("If I reshuffle my deck during the start phase, do I take damage?", "yes", "9-7"),
    ("開始フェイズの再構成のダメージはオーラで受けられますか？", "no", "9-7"),
    ("Can the start-phase reshuffle damage be taken on Aura?", "no", "9-7"),
    ("ライフが5のとき、開始フェイズに再構成したらライフはいくつになりますか？", "4", "9-7"),
    ("라이프가 5일 때 개시 페이즈에 재구성하면 라이프는 얼마가 됩니까?", "4", "9-7"),
    ("I have 5 Life. If I reshuffle at the start phase, how much Life do I have left?", "4",
     "9-7"),
    ("ライフ1で開始フェイズに再構成したら敗北しますか？", "yes", "4-2"),
    ("라이프가 1일 때 개시 페이즈에 재구성하면 패배합니까?", "yes", "4-2"),
    ("I have 1 life and reshuffle at the beginning phase. Do I lose?", "yes", "4-2"),
    # 8-1-3 ⅲ: the reshuffle is a "may", whatever the deck holds
    ("山札が残っていても開始フェイズに再構成できますか？", "yes", "8-1-3"),
    ("Can I reshuffle at the start phase even if my deck still has cards?", "yes", "8-1-3"),
    ("山札が0枚のとき、開始フェイズに再構成しなければなりませんか？", "no", "8-1-3"),
    ("My deck is empty at the start phase. Must I reshuffle?", "no", "8-1-3"),
])
def test_start_phase_reshuffle(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == first


@pytest.mark.parametrize("question", [
    # 9-7 ⅱ: the discard pile and the face-down cards go back into the deck
    "開始フェイズに再構成すると、伏せ札も山札に戻りますか？",
    "開始フェイズの再構成で捨て札は山札に戻りますか？",
    "개시 페이즈에 재구성하면 덮음패도 덱으로 돌아가나요?",
    "When I reshuffle at my start phase, do my face-down cards go back into the deck?",
])
def test_reshuffle_takes_back_the_piles(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
    assert a.citations[0].number == "9-7"


def test_reshuffle_damage_moves_a_life_crystal_to_flare():
    a = _ask("ライフが5のとき、開始フェイズに再構成したらライフはいくつになりますか？")
    side = a.board_after["sides"]["A"]
    assert (side["life"], side["flare"]) == (4, 1)
    assert any(step["clause"] == "sakura-ja#9-7" for step in a.trace[0]["children"])


@pytest.mark.parametrize("question, verdict, first", [
    # 8-1-3 ⅱ, then 5-5-2 / 9-5: an enhancement left without crystals is discarded
    ("納が1の付与札は開始フェイズに破棄されますか？", "yes", "8-1-3"),
    ("봉납이 1인 부여패는 개시 페이즈에 파기되나요?", "yes", "8-1-3"),
    ("An enhancement has 1 charge. Is it discarded at my start phase?", "yes", "8-1-3"),
    ("納が2の付与札は開始フェイズに破棄されますか？", "no", "8-1-3"),
    ("納が3の付与札は、自分の開始フェイズの後に納がいくつになりますか？", "2", "8-1-3"),
    ("An enhancement has 3 charges. How many charges are on it after my start phase?", "2",
     "8-1-3"),
    ("付与札の納は開始フェイズにいくつ減りますか？", "1", "8-1-3"),
    ("付与札の納は開始フェイズに1つ減りますか？", "yes", "8-1-3"),
    ("An enhancement has 2 charges. Does it lose a charge at my start phase?", "yes", "8-1-3"),
    ("納が1の付与札の破棄時効果は開始フェイズに発動しますか？", "yes", "9-5"),
])
def test_start_phase_enhancements(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == first


@pytest.mark.parametrize("question", [
    # 8-1-3 is the turn player's: at the opponent's start phase the asker's things stay
    "相手の開始フェイズに自分の集中力は増えますか？",
    "At the start of my opponent's turn, does my focus go up?",
    "自分の畏縮は相手の開始フェイズに解除されますか？",
    "I am flinched. At my opponent's start phase, is my flinch removed?",
    "At my opponent's start phase, do I draw cards?",
])
def test_the_opponents_start_phase_leaves_mine(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation")
    assert a.citations[0].number == "8-1-3"
    assert a.board_after["turn"] == "B"


@pytest.mark.parametrize("question", [
    "相手の開始フェイズに、自分の付与札の桜花結晶も減る？",
    "At my opponent's start phase, do my enhancements lose a token too?",
])
def test_my_enhancements_at_the_opponents_start_phase_are_left_open(question):
    """8-1-3 ⅱ says 「＜付与札＞にカードが存在する場合、それらのカード全て」, the basic rules
    「自分の付与札」: the engine plays the latter, but no verdict rests on that reading alone."""
    a = _ask(question)
    assert a.verdict is None
    assert any("8-1-3" in m for m in a.missing)


@pytest.mark.parametrize("question", [
    # 8-1-3: each player's first turn skips the default processing
    "1ターン目に集中力は増えますか？",
    "첫 턴에 집중력이 늘어나나요?",
    "Do I gain Focus on my first turn?",
    "最初のターンの開始フェイズにカードを引きますか？",
    "Do I draw cards in the start phase of my first turn?",
])
def test_first_turn_skips_the_start_phase(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation")
    assert a.citations[0].number == "8-1-3"


@pytest.mark.parametrize("question, verdict", [
    ("手札が4枚のとき、終了フェイズに何枚伏せ札にしますか？", "2"),
    ("손패가 4장일 때 종료 페이즈에 몇 장을 덮음패로 해야 하나요?", "2"),
    ("I have 4 cards in hand at my end phase. How many cards do I put face down?", "2"),
    ("終了フェイズに手札が5枚あります。手札は何枚残りますか？", "2"),
    ("종료 페이즈에 손패가 5장이면 손패는 몇 장 남나요?", "2"),
    ("I have 5 cards in hand at the end of my turn. How many cards remain in my hand?", "2"),
    ("終了フェイズに手札が4枚あり、伏せ札が1枚あります。伏せ札は何枚になりますか？", "3"),
    ("手札が2枚のとき、終了フェイズに伏せ札にしなければなりませんか？", "no"),
    ("손패가 2장일 때 종료 페이즈에 덮음패로 해야 하나요?", "no"),
    ("With 2 cards in hand at the end phase, do I have to put any face down?", "no"),
    ("手札の上限を超えているとき、伏せ札にするカードは選べますか？", "yes"),
    ("When over the hand limit, can I choose which card to put face down?", "yes"),
    ("Is turning cards face down for the hand limit optional?", "no"),
])
def test_end_phase_hand_limit(question, verdict):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == "8-3-2"


@pytest.mark.parametrize("question, verdict", [
    # keeping cards over the limit is not a choice (8-3-2 repeats until the hand is at 2)
    ("手札が3枚で終了フェイズを迎えました。伏せ札にしないことはできますか？", "no"),
    ("With 4 cards in hand at the end of my turn, can I avoid putting any face down?", "no"),
    ("I have 2 cards in hand at the end phase. Can I keep them all?", "yes"),
    ("Can I keep 4 cards in hand at the end of my turn?", "no"),
    ("I have 4 cards in hand at the end phase. Can I keep 3?", "no"),
    ("終了フェイズに手札を3枚持ったままでいられますか？", "no"),
    ("종료 페이즈에 손패 3장을 남길 수 있나요?", "no"),
])
def test_end_phase_keeping_cards(question, verdict):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == "8-3-2"


@pytest.mark.parametrize("question, verdict, first", [
    # a value asked as yes/no: 「ライフは1になりますか」 — the start value must be stated
    ("ライフが2のときに開始フェイズで再構成すると、ライフは1になりますか？", "yes", "9-7"),
    ("라이프가 5일 때 개시 페이즈에 재구성하면 라이프는 4가 되나요?", "yes", "9-7"),
    ("I have 3 Life and reshuffle at my start phase. Is my Life 2 after that?", "yes", "9-7"),
    ("集中力が1で畏縮しているとき、開始フェイズ後に集中力は2になりますか？", "no", "5-1-4"),
    ("手札が4枚のとき、終了フェイズの後に手札は2枚になりますか？", "yes", "8-3-2"),
    # "instead of gaining focus" asks about 畏縮 (5-1-4)
    ("畏縮中のプレイヤーは、開始フェイズに集中力を得る代わりに畏縮が解除されますか？", "yes",
     "5-1-4"),
    ("Do I get to pick which cards go face-down at the end phase when over the hand limit?",
     "yes", "8-3-2"),
    ("At start of turn, do I gain focus if I have 0 focus and am not flinched?", "yes", "8-1-3"),
    ("턴 개시 시 위축 상태라면 위축이 풀리나요?", "yes", "5-1-4"),
    ("At end of turn with 4 cards in hand, how many do I put face down?", "2", "8-3-2"),
    ("During my beginning phase, do I remove one token from each of my enhancements?", "yes",
     "8-1-3"),
    ("My deck has 1 card and I do not reshuffle. Do I take Desperation at the start phase?",
     "yes", "10-10"),
    ("If I'm flinched and have 0 vigor, what is my vigor after the start phase?", "0", "5-1-4"),
    # 畏縮 as the condition of another ask: drawing is not replaced (5-1-4 replaces focus only)
    ("If I'm flinched at my start phase, do I still draw cards? My deck has 5 cards.", "yes",
     "8-1-3"),
    ("My enhancement has 2 Dedication. How many remain after my start phase?", "1", "8-1-3"),
])
def test_values_asked_as_yes_no_and_other_forms(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == first


@pytest.mark.parametrize("question", [
    "開始フェイズに再構成すると、ライフは4になりますか？",  # life before not stated
    "위축 상태로 턴을 시작하면 집중력은 오르지 않나요?",  # a negated question
])
def test_value_yes_no_near_misses(question):
    assert _ask(question).verdict is None


@pytest.mark.parametrize("question, verdict", [
    ("I have 2 cards in hand at the end phase. Can I keep them all?", "yes"),
    ("Can I have more than 2 cards in hand at the end of my turn?", "no"),
    # 8-3-2 turns cards face down: nothing goes to the discard pile
    ("終了フェイズに手札上限を超えた分は捨て札にしますか？", "no"),
    ("종료 페이즈에 손패가 4장이면 초과분을 버림패로 보내나요?", "no"),
])
def test_end_phase_keeping_all(question, verdict):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == "8-3-2"


@pytest.mark.parametrize("question, verdict", [
    # 8-2-2 B: 全力行動 — no basic action, one card use in all
    ("全力行動を選んだターンに基本動作を行えますか？", "no"),
    ("전력 행동을 선택하면 기본동작을 할 수 있나요?", "no"),
    ("Can I take a basic action during a full-power action turn?", "no"),
    ("全力行動を選んだ場合、2枚目のカードを使えますか？", "no"),
    ("전력 행동일 때 카드를 두 장 사용할 수 있나요?", "no"),
    ("In a full-power action turn, can I play a second card?", "no"),
    ("全力行動で使えるカードは何枚ですか？", "1"),
    ("전력 행동에서는 카드를 몇 장 사용할 수 있나요?", "1"),
    ("How many cards can I use with a full-power action?", "1"),
    ("全力行動で全力カードを使った後、基本動作や別のカードを使える？", "no"),
    ("After using a card in a full-power action, can I use another card or take a basic "
     "action?", "no"),
])
def test_full_power_action(question, verdict):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == "8-2-2"


@pytest.mark.parametrize("question", [
    # an unstated value that changes the answer: the probes disagree
    "開始フェイズに集中力は増えますか？",  # focus 2, 畏縮
    "集中力が1のとき、開始フェイズの後の集中力はいくつですか？",  # 畏縮
    "開始フェイズに何枚引きますか？",  # the deck may be short
    "開始フェイズに山札が1枚なら何枚引きますか？",  # the reshuffle choice
    "開始フェイズに再構成した場合、焦燥は発生しますか？",  # deck and discard both short
    "手札が4枚のとき、終了フェイズの後、伏せ札は何枚になりますか？",  # face-down pile before
    "Is the hand limit applied at my end phase?",  # hand size
    # the turn or player asked is not the one played
    "開始フェイズに相手の集中力は増えますか？",
    "相手の開始フェイズに集中力は増えますか？",
    "先手の1ターン目に畏縮させられた後手の畏縮はいつ外れますか？",
    "1ターン目に畏縮した。次の開始フェイズに畏縮は解除されますか？",
    "When does flinch wear off?",
    "If I have 3 cards in hand at the end of the opponent's turn, do I put one face down?",
    # order, exceptions, negated questions, other mechanics, card names
    "開始フェイズに集中力を得る前に再構成できますか？",
    "開始フェイズ以外に山札の再構成はできますか？",
    "開始フェイズに集中力は増えませんか？",
    "開始フェイズに「Roaring」の効果で集中力は増えますか？",
    "達人の間合が4のとき開始フェイズに集中力は増えますか？",
    "メインフェイズに手札の上限はありますか？",
    "終了フェイズに手札が3枚あります。手札の上限は何枚ですか？",
    "自分の付与札に納が1あるとき、相手の付与札は開始フェイズに破棄されますか？",
    # discard is not the hand limit's move; another pile asked; several players; turn 2
    "How many cards do I discard at the end phase with 4 cards in hand?",
    "終了フェイズに手札が4枚の場合、捨て札にするカードは何枚？",
    "I have 4 cards in hand at the end phase. How many cards are left in my deck?",
    "開始フェイズに両方のプレイヤーが集中力を1得ますか？",
    "非ターンプレイヤーは開始フェイズに集中力を得ますか？",
    "2ターン目の開始フェイズにカードを引きますか？",
    "In the start phase of turn 2, do I draw cards?",
    "追加のターンの開始フェイズに集中力は増えますか？",
    "山札が0枚、オーラが0のとき、開始フェイズに再構成しなかった場合、焦燥ダメージはオーラで受けられますか？",
    "開始フェイズに再構成したときのダメージでフレアは増えますか？",
    # 全力行動 with a named card, the opponent's choice, 切札
    "全力行動で「斬」を使ったあと、2枚目を使えますか？",
    "相手が全力行動を選んだとき、基本動作はできますか？",
    "全力行動で切札を2枚使えますか？",
    "開始フェイズに再構成すると、伏せ札の切札も山札に戻りますか？",
    # twice / after two start phases, where…?, the cap itself: one phase played once
    "開始フェイズに山札の再構成を2回行えますか？",
    "納が2の付与札は、2回の開始フェイズ後に破棄されますか？",
    "納が1の付与札が開始フェイズに破棄されたとき、桜花結晶はどこへ行きますか？",
    "開始フェイズに集中力は最大いくつまで増えますか？",
    "集中力0で、開始フェイズに集中力が1増えるのは畏縮していない時だけですか？",  # only-when
    "If I'm flinched at my start phase, do I still draw 2 cards?",  # the deck is unstated
    # a statement, two things asked at once, a card count without its deck
    "開始フェイズに集中力を得て、カードを2枚引く",
    "Start phase: gain focus, draw two",
    "開始フェイズに集中力を得て、カードを2枚引きますか？",
    "開始フェイズにカードを2枚引きますか？",
    # what-happens / two questions in one
    "終了フェイズに手札が4枚ある。どうなる？",
    "ライフ1で開始フェイズに再構成したらどうなる？",
    "捨て札も伏せ札もないときに開始フェイズの再構成を行える？ダメージは受ける？",
])
def test_near_misses_abstain(question):
    a = _ask(question)
    assert a.verdict is None, (question, a.verdict)
    assert a.missing
