"""`ask --scenario`: a can-question is judged only when the scenario plays the asked action (B0)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask

RETREAT = ("game sakura\nboard\ndistance 6\nA aura 5 focus 1\n"
           "turn A main standard\nA basic 後退 pay focus\n")
ADVANCE = RETREAT.replace("後退", "前進")


@pytest.mark.parametrize("question", [
    "自分のオーラが5のとき、前進できますか？",
    "With five in my Aura, may I Advance (前進)?",
])
def test_scenario_playing_another_action_gives_no_verdict(question):
    a = ask(question, scenario_text=RETREAT)
    assert a.verdict is None and a.verdict_source == "none"
    assert any("does not play the asked action" in n for n in a.notes)
    assert a.missing


def test_empty_scenario_gives_no_verdict():
    a = ask("前進できますか？", scenario_text="game sakura\n")
    assert a.verdict is None
    assert a.missing == ["問われている行動を行うシナリオ（このシナリオはそれを行わない）"]


def test_scenario_playing_the_asked_action_is_judged():
    a = ask("自分のオーラが5のとき、前進できますか？", scenario_text=ADVANCE)
    assert (a.verdict, a.verdict_source) == ("no", "simulation")
    assert a.trace[-1]["clause"] == "sakura-ja#9-6"
