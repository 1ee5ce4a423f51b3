"""A simulated verdict says which unstated values it assumed (H3) and which keyword it
ignored because the card is only paid as a cost (H1)."""

from __future__ import annotations

from judge.answer import render
from judge.answer.service import ask


def test_assumed_values_are_noted_and_rendered():
    a = ask("オーラが5つあるとき、基本動作の前進は行えますか？", game="sakura", use_rulings=False)
    assert a.verdict == "no"
    noted = [n for n in a.notes if n.startswith("assumed (not stated")]
    assert noted == ["assumed (not stated; every value tried gave this verdict): distance = 6, 2; "
                     "B.aura = 3, 0, 5; A.life = 10, 1; B.life = 10, 1; cost = focus"]
    assert "note: " + noted[0] in render.to_text(a, color=False)
    assert "- note: " + noted[0] in render.to_markdown(a)


def test_cost_only_keyword_assumption_is_noted():
    a = ask("Can a card with Setup (設置) be put face down to pay for a basic action?", game="sakura",
            use_rulings=False)
    assert a.verdict == "yes"
    assert ("assumed: 「設置」 does not matter when the card is only paid as a cost (9-6-1); "
            "the probe's card does not carry it") in a.notes
