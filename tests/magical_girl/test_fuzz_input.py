"""Damaged scenario text never escapes as anything but ScenarioError (no tracebacks)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.dsl.frame import parse_scenario
from judge.errors import ScenarioError

TEXT = (Path(__file__).resolve().parents[2] / "scenarios/magical_girl"
        / "until-end-of-battle-boost.scn").read_text(encoding="utf-8")


@settings(max_examples=200, deadline=None)
@given(st.integers(0, len(TEXT) - 1), st.integers(1, 6),
       st.sampled_from(["", " ", "\n", "#", '"', "-", "9", "P3", ":", "->", "ー"]))
def test_damaged_scenarios_fail_cleanly(at: int, cut: int, insert: str) -> None:
    text = TEXT[:at] + insert + TEXT[at + cut:]
    try:
        parse_scenario(text)
    except ScenarioError as err:
        assert err.line is None or err.line >= 1
        assert "Traceback" not in str(err)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=40))
def test_random_lines_after_a_valid_header_fail_cleanly(line: str) -> None:
    try:
        parse_scenario("game magical-girl\nturn P1\nplayer P1 orbs 1\nplayer P2 orbs 1\n" + line)
    except ScenarioError:
        pass
