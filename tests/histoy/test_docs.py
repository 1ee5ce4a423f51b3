"""docs/dsl-histoy.md stays true: its full example parses, round-trips and passes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.dsl.frame import parse_scenario
from judge.engine.runner import run_scenario
from judge.errors import ScenarioError

DOC = Path("docs/dsl-histoy.md").read_text(encoding="utf-8")


def _block(after: str) -> str:
    return re.search(re.escape(after) + r".*?```\w*\n(.*?)```", DOC, re.S).group(1)  # type: ignore[union-attr]


def test_full_example_runs_and_passes() -> None:
    s = parse_scenario(_block("## A full example"), "docs/dsl-histoy.md")
    result = run_scenario(s)
    assert [(e.text, e.passed) for e in result.expectations] == [
        ("expect B.deck == 20", True), ("expect B.p2 is 学者 up rested", True),
        ("expect B.deck == 17", True), ("expect B.grave >= 3", True),
        ("expect winner none", True)]
    assert parse_scenario(s.dump()) == s  # type: ignore[attr-defined]


def test_error_example_matches_the_parser() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario("game histoy\ncard 侍 rank 1\n  effect 召: draw two.\n", "bad.scn")
    shown = _block("Errors point at line and column:").strip().splitlines()
    assert str(err.value).splitlines()[0] == shown[0]
