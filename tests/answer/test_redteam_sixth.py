"""Sixth red-team pass (70 table-side questions written from the rules text alone): its wrong
verdicts, each fixed at its cause and tested with paraphrases."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str):
    return ask(question, game=game, use_rulings=False)


# -- a keyword denied with a filler: 「不可避とかの特殊なテキストはなし」, "nothing like Overcome" --------
@pytest.mark.parametrize("question", [
    "間合4で適正距離4の攻撃（不可避みたいなテキストはありません）。相手の対応で間合が5になりました。当たりますか？",
    "간격 4에서 적정거리 4 공격(불가피 같은 특수 효과 없음). 상대 대응으로 간격이 5가 됐어요. 맞나요?",
    "At distance 4 I attack with range 4, nothing like Unavoidable on it. The opponent's reaction "
    "makes the distance 5. Does it hit?",
])
def test_a_keyword_denied_with_a_filler_is_absent(question):
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].number == "9-4-1"
    assert "unavoidable" not in a.scenario


@pytest.mark.parametrize("question", [
    "3/1の攻撃に+3/+0の修正がつきました。超克のようなテキストはありません。オーラへのダメージはいくつ？",
    "A 3/1 attack gets +3/+0. There is nothing like Overcome on it. What's its Aura damage?",
])
def test_overcome_denied_with_a_filler_keeps_the_cap(question):
    """6-4-1-4: the aura damage is capped at 5 without 超克 (10-21)."""
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == ("5", "simulation"), a.missing
    assert a.citations[0].number == "6-4-1-4"


# -- "how many times can I…?" is a count of actions, never a zone's value -------------------------
@pytest.mark.parametrize("question", [
    "Focus 1, 3 cards in hand, Distance 8. How many times can I Advance this turn?",
    "集中力1、手札3枚、間合8です。このターン前進は何回できますか？",
])
def test_how_many_times_is_not_read_as_a_zone(question):
    a = _ask(question, "sakura")
    assert a.verdict is None


# -- 全力行動: a second card (an unused 切札) after the first -----------------------------------------
@pytest.mark.parametrize("question", [
    "I picked a Full Power action and already used one card from my hand. May I also use an "
    "unused special card this main phase?",
    "全力行動を選んで手札を1枚使ったあと、未使用の切札も使用できますか？",
    "전력행동으로 손패 1장을 사용한 후에 미사용 비장패도 사용할 수 있나요?",
])
def test_full_action_refuses_a_second_card_even_a_special(question):
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].number == "8-2-2"


# -- Hi!story: powers by role, blockers, totals ----------------------------------------------------
@pytest.mark.parametrize("question, verdict, first", [
    ("山札を攻撃したらパワー6000のブロッカーに止められた。自分の攻撃カードはパワー2000。攻撃したカードは墓地へ"
     "行きますか？", "yes", "11.1.5"),
    ("My 2000-power attacker swung at their deck and a 6000-power blocker blocked it. Does my "
     "attacker go to the graveyard?", "yes", "11.1.5"),
    ("相手のオモテでレストしているパワー3000のカードを、パワー3000のカードで攻撃した。合計で何枚墓地へ行く？",
     "2", "11.1.5"),
    ("I attack their face-up rested 3000-power card with my 3000-power card. How many cards go "
     "to the graveyards altogether?", "2", "11.1.5"),
])
def test_histoy_roles_and_totals(question, verdict, first):
    a = _ask(question, "histoy")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == first
