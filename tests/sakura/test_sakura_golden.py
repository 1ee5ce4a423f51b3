"""Golden traces: the full cited trace and final board of a few scenarios, reviewed in diffs.

Regenerate with `JUDGE_REGEN_GOLDEN=1 pytest tests/sakura/test_sakura_golden.py`."""

import json
import os
from pathlib import Path

import pytest

from judge.dsl import load_scenario
from judge.engine.runner import run_scenario
from tests.sakura.helpers import SCENARIOS

GOLDEN = Path(__file__).parent / "golden"
CASES = [
    "attack-reaction-not-reactable.scn",
    "enhance-start-phase-destroy.scn",
    "attack-fails-after-reaction.scn",
    "enhance-simultaneous-order.scn",
    "sa-faq-010-flinch-first-turn.scn",
    "sa-faq-034-no-reaction-normal-via-special.scn",
]


@pytest.mark.parametrize("case", CASES)
def test_golden_trace(case):
    result = run_scenario(load_scenario(SCENARIOS / case))
    data = {"trace": result.trace.to_json(), "board_after": result.board_after,
            "passed": result.passed}
    path = GOLDEN / (Path(case).stem + ".json")
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if os.environ.get("JUDGE_REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file {path.name}: run with JUDGE_REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
