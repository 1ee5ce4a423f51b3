"""Mangled scenario text never crashes: a ScenarioError with line/column, or a played run."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.dsl.frame import parse_scenario
from judge.engine.runner import run_scenario
from judge.errors import JudgeError, ScenarioError

SOURCES = [p.read_text(encoding="utf-8") for p in sorted(Path("scenarios/histoy").glob("*.scn"))]
PIECES = ["\n", " ", "A", "B", "9", "0", "p6", ".", "->", "then", "effect", "card", "#", '"',
          "expect", "rank", "召", "draw", "A.p1", "all", "summon", "6", "-1", "turn"]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(src=st.sampled_from(SOURCES), data=st.data())
def test_mangled_scenarios_fail_cleanly(src: str, data: st.DataObject) -> None:
    text = src
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 6))
        text = text[:at] + data.draw(st.sampled_from(PIECES)) + text[at + cut:]
    try:
        scenario = parse_scenario(text, "fuzz.scn")
    except ScenarioError as err:
        assert "\n" in str(err) or err.line is None or err.line >= 1
        return
    try:
        run_scenario(scenario)
    except JudgeError:
        pass
