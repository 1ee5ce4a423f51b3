"""Every scenarios/histoy file verifies; traces cite real clauses; golden traces stay stable.

Regenerate golden files with `JUDGE_REGEN_GOLDEN=1 pytest tests/histoy/test_scenarios.py`
and review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from judge.corpus import load_corpus
from judge.dsl.frame import load_scenario
from judge.engine.runner import run_scenario

SCENARIOS = sorted(Path("scenarios/histoy").glob("*.scn"))
GOLDEN_DIR = Path(__file__).parent / "golden"
GOLDEN = [
    "6-5-8-fixed-draw-over-limit", "6-5-12-draw-to-k-zero", "6-7-6-then-reads-only-previous-sentence",
    "10-1-10-trigger-does-not-break-then", "11-2-2-block-deck-attack-overflow",
    "11-6-1-zero-power-battle", "5-8-4-extra-turn-during-extra-turn", "12-1-3-sequential-deck-out",
    "14-2-mikawa-overflow", "substitute-minus-3000", "incident-defence-cancels-attack",
    "10-1-7-leaving-interrupt-first", "power-set-overrides-additions", "redraw-at-most-twice",
    "first-turn-second-player-draws",
]


@pytest.fixture(scope="module")
def histoy_uids() -> set[str]:
    return {c.uid for c in load_corpus().of_doc("histoy-ja")}


def test_there_are_at_least_thirty_scenarios() -> None:
    assert len(SCENARIOS) >= 30


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_verifies(path: Path, histoy_uids: set[str]) -> None:
    s = load_scenario(path)
    assert s.title and s.clauses and s.source, "title, clauses and source are required"
    for number in s.clauses:
        assert f"histoy-ja#{number}" in histoy_uids, f"clauses names unknown {number}"
    assert s.source.removeprefix("histoy-ja#") in s.clauses or s.source.startswith("http")
    result = run_scenario(s)
    failed = [(e.line, e.text, e.detail) for e in result.expectations if not e.passed]
    assert not failed
    assert result.expectations, "a scenario must expect something"
    cited = [step.clause for step in result.trace.walk()]
    assert cited and set(cited) <= histoy_uids, set(cited) - histoy_uids


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_trace(name: str) -> None:
    result = run_scenario(load_scenario(f"scenarios/histoy/{name}.scn"))
    got = json.dumps({"trace": result.trace.to_json(), "board_after": result.board_after},
                     ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    path = GOLDEN_DIR / f"{name}.json"
    if os.environ.get("JUDGE_REGEN_GOLDEN") == "1":
        GOLDEN_DIR.mkdir(exist_ok=True)
        path.write_text(got, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == got
