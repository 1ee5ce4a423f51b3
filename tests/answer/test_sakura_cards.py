"""Sakura Arms card-use families (judge/answer/extract/sakura_cards.py): 切札 消費 vs flare,
used 切札, 《全力》 cards in 標準/全力行動, 付与 納, where a used card goes — ja, ko and en,
decided by the engine, with the deciding clause cited first; near-misses abstain."""

from __future__ import annotations

import pytest

from judge.answer.service import ask
from judge.games.sakura.facing import facing


def _ask(question: str):
    return ask(question, game="sakura", use_rulings=False)


@pytest.mark.parametrize("question, verdict, first", [
    # 消費 paid from flare (9-3-1); the refusal is the use procedure's (9-2-2 ⅰ for 《行動》)
    ("フレアが2のとき、消費3の切札を使えますか？", "no", "9-2-2"),
    ("フレアが3のとき、消費3の切札を使用できますか？", "yes", "9-3-1"),
    ("フレアが足りないとき、切札を使えますか？", "no", "9-2-2"),
    ("플레어가 2일 때 소모 3의 비장패를 사용할 수 있나요?", "no", "9-2-2"),
    ("플레어가 3이면 소모 3인 비장패를 사용할 수 있습니까?", "yes", "9-3-1"),
    ("My Flare is 2. Can I play a special card with a cost of 3?", "no", "9-2-2"),
    ("With 3 Flare, can I use a Special card that costs 3?", "yes", "9-3-1"),
    ("Can I use a special card if I don't have enough flare to pay its cost?", "no", "9-2-2"),
    ("切札の消費がフレアより多いとき、その切札は使えますか？", "no", "9-2-2"),
    ("Can I use a Special card whose cost is higher than my Flare?", "no", "9-2-2"),
    ("If my Flare is 5, can I play a Special with cost 5?", "yes", "9-3-1"),
    ("フレアが2のとき、コスト3の切り札を使えますか？", "no", "9-2-2"),
    ("My Flare is 1. May I play a trump card with Flare cost 2?", "no", "9-2-2"),
    # a 通常札 has no 消費 (6-2-1-12)
    ("通常札はフレアが0でも使えますか？", "yes", "9-2-2"),
    ("Can I use a normal card with flare 0?", "yes", "9-2-2"),
    # a used 切札 is not an unused one (8-2-2)
    ("Can a used special be used again in the same turn?", "no", "8-2-2"),
    ("一度使用した切札は再度使用できますか？", "no", "8-2-2"),
    ("한 번 사용한 비장패는 다시 사용할 수 있나요?", "no", "8-2-2"),
    ("Can I play a special card I have already used?", "no", "8-2-2"),
    ("使用済みの切札をもう一度使えますか？", "no", "8-2-2"),
    ("使用済の切札を使用できますか？", "no", "8-2-2"),
    ("사용한 비장패를 다시 사용할 수 있나요?", "no", "8-2-2"),
    ("Can I use a used special card again?", "no", "8-2-2"),
    # 《全力》 cards and 全力行動 (8-2-2 A/B, 9-2)
    ("標準行動で《全力》カードを使えますか？", "no", "9-2"),
    ("全力行動で《全力》カードを使用できますか？", "yes", "9-2-2"),
    ("標準行動で基本動作を行った後に、《全力》カードを使用できますか？", "no", "9-2"),
    ("《全力》カードを使用した後に、基本動作を行えますか？", "no", "8-2-2"),
    ("全力行動でカードを使用した後、もう1枚カードを使用できますか？", "no", "8-2-2"),
    ("全力行動でカードを2枚使えますか？", "no", "8-2-2"),
    ("標準行動でカードを2枚使えますか？", "yes", "9-2-2"),
    ("표준 행동에서 전력 카드를 사용할 수 있나요?", "no", "9-2"),
    ("전력 행동에서 전력 카드를 사용할 수 있나요?", "yes", "9-2-2"),
    ("기본 동작을 한 후에 전력 카드를 사용할 수 있나요?", "no", "9-2"),
    ("전력 행동에서 카드를 두 장 사용할 수 있나요?", "no", "8-2-2"),
    ("Can I play a Throughout card during a standard action?", "no", "9-2"),
    ("Can I use a card with Throughout in a standard action?", "no", "9-2"),
    ("Can I use a special card during a Throughout action?", "yes", "9-2-2"),
    ("Can I use a full-power card in a full-power action?", "yes", "9-2-2"),
    ("After doing a basic action, can I use a Throughout card?", "no", "9-2"),
    ("Can I use two cards in a full-power action?", "no", "8-2-2"),
    ("After playing a Throughout card, can I do a basic action?", "no", "8-2-2"),
    ("Can I do a basic action during a full-power action?", "no", "8-2-2"),
    ("《全力》カードを使用したターンに、基本動作を行うことはできますか？", "no", "8-2-2"),
    ("標準行動を選んだターンに《全力》カードを使用することはできますか？", "no", "9-2"),
    ("《전력》 카드를 표준 행동으로 사용할 수 있습니까?", "no", "9-2"),
    ("Am I allowed to play a Full Power card as a standard action?", "no", "9-2"),
    ("May I play a second card during a Throughout action?", "no", "8-2-2"),
    ("If I chose a full-power action, can I still play a special card?", "yes", "9-2-2"),
    ("使用済になった切札は再び使えますか？", "no", "8-2-2"),
    ("全力行動で《全力》ではないカードを使用することはできますか？", "yes", "9-2-2"),
    ("Can I use a non-Throughout card in a Throughout action?", "yes", "9-2-2"),
    ("全力行動を選択した場合、基本動作は行えますか？", "no", "8-2-2"),
    ("전력 행동을 선택하면 기본 동작을 할 수 있나요?", "no", "8-2-2"),
    ("표준 행동에서 기본 동작을 한 뒤에 전력 카드를 사용할 수 있나요?", "no", "9-2"),
    ("플레어가 부족하면 비장패를 사용할 수 있나요?", "no", "9-2-2"),
    ("標準行動を選択したメインフェイズに、基本動作を行った後でカードを使用することはできますか？", "yes",
     "9-2-2"),
    # plain-form questions, and "a basic action or another card" asked together (both decided)
    ("標準行動で全力カードを使える？", "no", "9-2"),
    ("全力行動で全力カードを使った後、基本動作や別のカードを使える？", "no", "8-2-2"),
    ("標準行動でカードを使った後、基本動作や別のカードを使える？", "yes", "9-6"),
    ("After using a card in a Throughout action, may I do a basic action or use another card?",
     "no", "8-2-2"),
    ("Flare 1: can I play a 2-cost special?", "no", "9-2-2"),
    ("フレアが1のとき、消費2の切札は使用可能ですか？", "no", "9-2-2"),
    # 納 is not a cost: as many crystals as there are (9-2-3 ⅲ, 6-3)
    ("オーラが1のとき、納3の付与札を使用できますか？", "yes", "9-2-3"),
    ("오라가 1일 때 봉납 3인 부여패를 사용할 수 있나요?", "yes", "9-2-3"),
    ("My Aura is 1. Can I play an Enhancement card with Charge 3?", "yes", "9-2-3"),
    # cards used from elsewhere than the hand / unused 切札 (8-2-2)
    ("捨て札にあるカードを使用できますか？", "no", "8-2-2"),
    ("Can I play a card from my discard pile?", "no", "8-2-2"),
    ("Can I play an enhancement with Charge 0?", "yes", "9-2-3"),  # then discarded (5-5-2)
    ("前進した後に《全力》カードを使えますか？", "no", "9-2"),
    ("After I Advance, can I use a Throughout card?", "no", "9-2"),
    # conditional premises: "Xした場合 / Xしたら / if I used X" with X a card use or basic action
    ("《全力》カードを使用した場合、そのターン中に基本動作を行えますか？", "no", "8-2-2"),
    ("基本動作を行った場合、《全力》カードを使えますか？", "no", "9-2"),
    ("If I played a Throughout card, can I do a basic action?", "no", "8-2-2"),
    ("전력 카드를 사용하면 기본 동작을 할 수 있나요?", "no", "8-2-2"),
    ("기본 동작을 했을 때 전력 카드를 사용할 수 있나요?", "no", "9-2"),
    ("フレアが2だった場合、消費3の切札を使えますか？", "no", "9-2-2"),  # a condition, not a step
    ("After playing a Throughout card, can I Advance?", "no", "8-2-2"),
    ("《全力》の《付与》カードを標準行動で使えますか？", "no", "9-2"),
    ("伏せ札のカードを使えますか？", "no", "8-2-2"),
    # the attack family reads "攻撃を使え…" (no "card") as a use of an attack card
    ("間合が3のとき、適正距離4-5の攻撃を使えますか？", "no", "9-2-1"),
    ("Can I use an attack with range 4-5 at distance 3?", "no", "9-2-1"),
])
def test_can_use(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict, first", [
    ("使用済みの切札は捨て札になりますか？", "no", "9-2-2"),
    ("사용한 비장패는 버림패로 가나요?", "no", "9-2-2"),
    ("Does a used special card go to the discard pile?", "no", "9-2-2"),
    ("使用した切札は手札に戻りますか？", "no", "9-2-2"),
    ("Is a used special card returned to my hand?", "no", "9-2-2"),
    ("사용한 비장패는 버림패가 되나요?", "no", "9-2-2"),  # 되나요: "become", not "may I"
    ("공격 카드는 사용한 뒤 버림패로 갑니까?", "yes", "9-2-1"),
    ("부여 카드를 사용하면 버림패로 가나요?", "no", "9-2-3"),
    ("切札は使用後、山札に戻りますか？", "no", "9-2-2"),
    ("《攻撃》の切札は、使用後に捨て札に置かれますか？", "no", "9-2-1"),
    ("After I use an enhancement card, is it placed in my discard pile?", "no", "9-2-3"),
    ("After I use an enhancement card, does it go to the enhancement zone?", "yes", "9-2-3"),
    ("Does an action card go to the played pile after it is used?", "yes", "9-2-2"),
    ("《攻撃》カードを使用した後、捨て札に置かれますか？", "yes", "9-2-1"),
    ("공격 카드를 사용한 후 버림패로 가나요?", "yes", "9-2-1"),
    ("After I use an attack card, does it go to my discard pile?", "yes", "9-2-1"),
    ("《行動》カードは使用した後、捨て札に行きますか？", "yes", "9-2-2"),
    ("Does an action card go to the discard pile after use?", "yes", "9-2-2"),
    ("付与カードは使用した後すぐに捨て札に置かれますか？", "no", "9-2-3"),
    ("《付与》カードを使用したら、付与札に置かれますか？", "yes", "9-2-3"),
    ("《行動》カードを使用したら捨て札に置かれますか。", "yes", "9-2-2"),
    ("Is an attack card discarded after it is used?", "yes", "9-2-1"),
    ("Is a special card discarded after it is used?", "no", "9-2-2"),
    ("付与札の桜花結晶がすべて取り除かれた場合、その付与札は捨て札に置かれますか？", "yes", "9-5"),
    ("付与札の納が0になったら捨て札になりますか？", "yes", "9-5"),
    ("Does an enhancement go to the discard pile when no tokens are left on it?", "yes", "9-5"),
    ("切札の《付与》カードは、納が0になったら捨て札になりますか？", "no", "9-5"),
])
def test_where_the_card_goes(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict, first", [
    ("使用済の切札は表向きですか？", "yes", "7-1-11"),
    ("使用した切札は裏向きのまま置かれますか？", "no", "7-1-11"),
    ("未使用の切札は裏向きに置かれますか？", "yes", "7-1-11"),
    ("Is a used special card placed face up?", "yes", "7-1-11"),
    ("Is a used special card turned face down?", "no", "7-1-11"),
    ("사용한 비장패는 앞면으로 놓이나요?", "yes", "7-1-11"),
    ("《攻撃》カードを使用した後、表向きで捨て札に置かれますか？", "yes", "7-1-7"),
    ("《付与》カードを使用した後、表向きになりますか？", "yes", "7-1-9"),
])
def test_which_side_is_up(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == first
    assert any(step["clause"] == f"sakura-ja#{first}" for step in a.trace)


def test_facing_by_zone():
    side = {"hand": ["h"], "deck": ["d"], "discard": ["x"], "facedown": ["f"],
            "enhancements": {"e": 1}, "specials": {"u": "unused", "s": "used"}}
    assert [facing(side, n) for n in ("h", "d", "x", "f", "e", "u", "s", "none")] == [
        ("down", "7-1-10"), ("down", "7-1-6"), ("up", "7-1-7"), ("down", "7-1-8"),
        ("up", "7-1-9"), ("down", "7-1-11"), ("up", "7-1-11"), None]


@pytest.mark.parametrize("question, verdict, first", [
    ("フレアが5のとき、消費3の切札を使うとフレアはいくつになりますか？", "2", "9-3-1"),
    ("플레어가 5일 때 소모 2의 비장패를 사용하면 플레어는 몇 개가 남나요?", "3", "9-3-1"),
    ("I have 5 Flare and use a special card with cost 2. How much Flare do I have left?", "3",
     "9-3-1"),
    ("After using a cost 2 special card with 3 Flare, how much Flare is left?", "1", "9-3-1"),
    ("フレアが3のとき消費3の切札を使ったら、フレアはいくつになりますか？", "0", "9-3-1"),
    # no dust: all of 納 2 comes from the aura (9-2-3 ⅲ); not enough: as many as possible (6-3)
    ("ダストが0、オーラが2のとき、納3の付与札を使うと、オーラはいくつになりますか？", "0", "9-2-3"),
    ("오라가 3이고 더스트가 0일 때 납 2인 부여패를 사용하면 오라는 몇 개가 되나요?", "1", "9-2-3"),
    ("オーラが3、ダストが0のとき、納2の付与カードを使うとオーラはいくつになりますか？", "1", "9-2-3"),
])
def test_values_after_use(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict, first", [
    ("切札を使用した。これは使用したカードの枚数に入りますか？", "yes", "9-2"),
    ("Does playing a special card count as a card used?", "yes", "9-2"),
    ("《付与》カードを使用した場合、使用したカードの枚数に数えますか？", "yes", "9-2"),
    # a refused use is not a use (9-2-2 ⅰ 「使用したとは見なされない」)
    ("フレアが2のとき、消費3の切札を使おうとした。使用したカードの枚数に入りますか？", "no", "9-2-2"),
    ("標準行動で《全力》カードを使おうとした場合、使用したカードの枚数に数えますか？", "no", "9-2"),
])
def test_counts_as_a_used_card(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == first


def test_unstated_values_are_varied():
    a = _ask("全力行動で切札を使えますか？")
    assert a.verdict == "yes"
    tried = next(n for n in a.notes if n.startswith("assumed (not stated"))
    assert "card type = action, enhance, attack" in tried and "消費 = 0, 3" in tried


@pytest.mark.parametrize("question", [
    "フレアが3のとき、切札を使えますか？",  # 消費 unstated: 0 pays, 4 does not
    "消費3の切札を使えますか？",  # flare unstated
    "Can I use a special card with cost 3?",
    "カードを使用した後、もう1枚カードを使えますか？",  # 標準 yes, 全力 no
    "オーラが3のとき、納2の付与カードを使うとオーラはいくつになりますか？",  # dust or aura: chosen
    "切札を使用したら使用済になりますか？",  # a 《付与》 切札 waits in <付与札>
    "플레어가 0이면 비장패를 사용할 수 있나요?",  # 消費 unstated
    "《攻撃》カードを使用したあと、そのカードはどこに置かれますか？",  # an open "where": no phrase
])
def test_answer_depends_on_something_unstated(question):
    assert _ask(question).verdict is None


@pytest.mark.parametrize("question", [
    "フレアが3以上あれば、消費3の切札を使えますか？",  # a bound, not a count
    "フレアが3のとき、消費2の切札を2枚使えますか？",  # two 切札: paid twice
    "同じターンに切札を2回使えますか？",
    "Can I use the same special card twice?",
    "In a standard action, can I use special cards throughout the turn?",  # not the subtype
    "Can I use a special card before choosing a standard or full-power action?",
    "Can I use a special card in response to an attack?",
    "攻撃に対して切札を使えますか？",
    "Can I use a special card when my life is 0?",
    "全力行動で、手札がないとき《全力》カードを使えますか？",
    "Can I use a Special card whose cost equals my Flare?",  # no number: not read
    "全力行動で《対応》カードを使えますか？",
    "Can I play a Throughout card as a reaction?",
    "切札は一度使ったら、もう使えませんか？",  # negated question
    "《全力》カードは全力行動でしか使えませんか？",
    "Can a Throughout card only be used during a full-power action?",
    "相手の切札を使えますか？",
    "切札を対応で使えますか？",  # 対応 is not this family's
    "Can I play a special card face down?",
    "手札は裏向きですか？",  # no card is used
    "使用済の切札は表向きで切札に置かれますか？",  # a 《付与》 切札 waits in <付与札>
    "消費3の切札を使ったら、ダストはいくつ増えますか？",  # a change, not a count
    "オーラが1のとき、納3の付与札を使うと、付与札には桜花結晶がいくつ置かれますか？",
    "フレアが2のとき、「天音揺波」の切札を使えますか？",  # a named card: its text is unknown
    "全力化の効果がある切札を全力行動で使えますか？",
    "全力行動では、手札のカードと切札を1枚ずつ使用できますか？",  # one of each: two uses
    # where the 納 comes from, with a modified 納: not read
    "納が1増加している状態で納2の付与札を使い、ダストから1、オーラから2納めることはできる？",
    "Can I pay a special card's cost from my aura?",
    "消費2の切札を使った後、フレアが3ならフレアはいくつ残りますか？",  # 3 before or after?
    "全力行動で、切札と手札のカードを両方使えますか？",
    "Can I use an enhancement card if I already have one in play?",
    "オーラが5のとき、納2の付与札を使ったあと、前進できますか？",  # the premise card's 納
    "Can I use a special card when my flare is 0?",
    "使用したカードは捨て札に置かれますか？",  # an enhancement is not
    "使用した切札を捨て札に置くことはできますか？",  # may I put it there: not "does it go"
    "ダストが2、フレアが4のとき、消費3の切札を使うと、ダストはいくつになりますか？",  # a 付与 切札
    "《付与》カードを使用したら、捨て札ではなく付与札に置かれますか？",
    "The defender's enhancement gives the opponent's attacks range reduction (far 1). "
    "Can a range 3-4 attack be used at distance 4?",
])
def test_near_misses_abstain(question):
    assert _ask(question).verdict is None
