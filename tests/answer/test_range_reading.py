"""A stated distance feeds the assumed range; a range is read only next to its word (B3, B4)."""

from __future__ import annotations

import pytest

from judge.answer.extract import extractor_for
from judge.answer.numbers import read_range
from judge.answer.service import ask


@pytest.mark.parametrize("question", [
    "間合が3のとき、攻撃カードを使えますか？",
    "The Distance is 3. Can I play an attack card?",
])
def test_stated_distance_without_range_abstains(question):
    a = ask(question, game="sakura", use_rulings=False)
    assert a.verdict is None
    assert any(m in ("カードの適正距離", "the card's range") for m in a.missing)


def test_stated_distance_with_life_decides_the_win():
    a = ask("相手のライフが1、オーラが0。間合3で、ダメージ2/2の攻撃が当たった。相手は敗北しますか？",
            game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")


@pytest.mark.parametrize("text, rng", [
    ("適正距離3-4", (3, 4)), ("適正距離3", (3, 3)), ("range 2 to 5", (2, 5)),
    ("a 3-4 range attack", (3, 4)), ("적정거리 3~4", (3, 4)), ("9-6-1によると", None),
    ("per 9-4-1, can i attack?", None),
])
def test_read_range(text, rng):
    found = read_range(text)
    assert (found[0] if found else None) == rng


def test_clause_number_is_not_a_range():
    r = extractor_for("sakura").read("9-6-1によると、オーラが5のとき前進できますか？", "ja")
    assert r.facts == {"A.aura": 5}
    assert r.actions == [{"kind": "basic", "name": "前進"}]


def test_single_number_range_is_read():
    r = extractor_for("sakura").read("間合3で、適正距離3、ダメージ2/2の攻撃をした。", "ja")
    assert r.actions[0]["range"] == (3, 3) and r.facts["distance"] == 3
