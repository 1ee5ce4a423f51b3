"""`missing` is the same under every hash seed and blames only values that matter (B5, B5b)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from judge.answer.service import ask

ROOT = Path(__file__).resolve().parents[2]
QUESTIONS = ["怪異で相手の怪異を攻撃する。攻撃された怪異は破壊されますか？",
             "相手に攻撃カードで攻撃した。相手は敗北しますか？",
             "相手のライフが10。攻撃カードで攻撃した。相手のライフはいくつになりますか？"]
SCRIPT = ("import json, sys; from judge.answer.service import ask; "
          "print(json.dumps([ask(q, use_rulings=False, llm_model=False).missing "
          "for q in sys.argv[1:]]))")


def _missing_under(seed: str) -> list[list[str]]:
    env = {**os.environ, "PYTHONHASHSEED": seed, "JUDGE_EMBEDDINGS": "none",
           "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", SCRIPT, *QUESTIONS], env=env, cwd=ROOT,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_missing_order_does_not_depend_on_the_hash_seed():
    first, second = _missing_under("1"), _missing_under("2")
    assert first == second
    assert first[0] == ["攻撃する怪異の攻撃力", "攻撃目標の怪異の攻撃力",
                        "攻撃目標の怪異の状態（リカバー/レスト/リバース）", "攻撃目標の怪異の防御力"]


def test_only_the_single_difference_is_blamed():
    a = ask("相手のライフが10。攻撃カードで攻撃した。相手のライフはいくつになりますか？",
            game="sakura", use_rulings=False)
    assert a.verdict is None
    assert a.missing == ["ダメージをオーラとライフのどちらで受けるか", "攻撃のダメージ"]
