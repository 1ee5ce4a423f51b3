"""Golden traces: each scenario's full trace, final board and outcome, reviewed in the diff.

Regenerate with `JUDGE_REGEN_GOLDEN=1 python -m pytest tests/magical_girl/test_golden.py`.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from judge.dsl.frame import load_scenario
from judge.engine.runner import run_scenario

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("golden")
SCENARIOS = sorted((ROOT / "scenarios" / "magical_girl").glob("*.scn"))


def _playthrough(path: Path) -> dict:
    result = run_scenario(load_scenario(path))
    data = result.to_json()
    return {k: data[k] for k in ("title", "passed", "outcome", "illegal", "expectations",
                                 "board_before", "board_after", "trace")}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_trace_matches_golden(path: Path) -> None:
    golden = GOLDEN / f"{path.stem}.json"
    actual = _playthrough(path)
    if os.environ.get("JUDGE_REGEN_GOLDEN") == "1":
        GOLDEN.mkdir(exist_ok=True)
        golden.write_text(json.dumps(actual, ensure_ascii=False, indent=1) + "\n",
                          encoding="utf-8")
    assert golden.exists(), f"no golden file; run with JUDGE_REGEN_GOLDEN=1 to create {golden}"
    assert actual == json.loads(golden.read_text(encoding="utf-8"))
