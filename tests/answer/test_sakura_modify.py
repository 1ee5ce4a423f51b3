"""The modified-attack family: +X/+Y (10-3), the aura cap (6-4-1-4) and 超克 (10-21),
距離拡大/距離縮小 (10-4, in the order of 5-7) — verdicts read from the engine's own label of the
resolving 《攻撃》 and its range checks, in ja/ko/en."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


@pytest.mark.parametrize("question, verdict, first", [
    ("オーラへのダメージが4の《攻撃》に+2/+0の修正が与えられました。超克などの効果はありません。"
     "この《攻撃》のオーラへのダメージはいくつですか？", "5", "6-4-1-4"),
    ("오라 대미지 4인 공격에 +2/+0이 붙었어요(초극 없음). 최종 오라 대미지는?", "5", "6-4-1-4"),
    ("An attack with 4 Aura damage gets +2/+0 and has no Overcome. What's its Aura damage?",
     "5", "6-4-1-4"),
    ("オーラへのダメージが4の攻撃に+2/+0。超克を持っています。オーラへのダメージはいくつ？", "6", "10-21"),
    ("An Overcome attack with aura damage 4 gets +2/+0. What is its aura damage now?", "6",
     "10-21"),
    ("An attack with 3/1 damage gets +1/+1. What is its life damage?", "2", "10-3"),
    ("3/1の攻撃に-4/+0の修正。オーラへのダメージはいくつ？", "0", "10-3"),
])
def test_modified_damage(question, verdict, first):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict", [
    ("適正距離1-4の攻撃に距離縮小（近2）がかかっています。間合2で当たりますか？", "no"),
    ("A 1-4 range attack gets a range reduction (near 2). Does it hit at distance 2?", "no"),
    ("적정거리 1-4 공격에 거리축소(근2)가 걸려 있습니다. 간격 3이면 맞나요?", "yes"),
    ("適正距離2-3の攻撃に、距離拡大（近1）と距離縮小（遠1）がかかっています。間合3で当たりますか？", "no"),
    ("Range 3 attack with 'range shrink (near 1)' and 'range expansion (far 2)'. Does it hit at "
     "Distance 3?", "no"),
    ("Range 3 attack with 'range shrink (near 1)' and 'range expansion (far 2)'. Does it hit at "
     "Distance 4?", "yes"),
])
def test_modified_range(question, verdict):
    """10-4: expansions before shrinks (5-7); out of the modified range the use is refused."""
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert "10-4" in [c.number for c in a.citations[:3]]


@pytest.mark.parametrize("question", [
    "An attack with 4 Aura damage gets +2/+0. What's its life damage?",  # life not stated
    "An attack with 2 life damage has a 'double its Life damage' effect and +0/+1. What's the "
    "final life damage?",  # doubling: not played
    "A 1-4 range attack gets a range reduction (near 2). Does it hit?",  # no distance
    "An attack has two separate 'range expansion (near 1)'. What's its smallest range?",
    "オーラへのダメージが4の攻撃に+2/+0。相手が対応で-1/+0。オーラへのダメージはいくつ？",
])
def test_what_the_family_does_not_decide(question):
    a = ask(question, game="sakura", use_rulings=False)
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "オーラへのダメージ4の《攻撃》に+2/+0の修正がかかりました（超克は持っていません）。オーラへのダメージはいくつですか？",
    "오라 대미지 4인 공격에 +2/+0이 붙었습니다. 초극은 가지고 있지 않습니다. 오라 대미지는 몇인가요?",
    "An attack with aura damage 4 gets +2/+0; it does not have Overcome. What is its aura damage?",
    "An attack with aura damage 4 gets +2/+0 and doesn't have Overcome. What's its aura damage?",
])
def test_a_denied_overcome_keeps_the_cap(question):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.citations[0].number) == ("5", "6-4-1-4")
