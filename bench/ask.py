"""Bench `ask`: warm in-process latency (target p50 ≤ 50 ms) and cold CLI latency (≤ 3 s).

Run from the repository root: `python bench/ask.py [--rounds N] [--no-cli]`.
The warm figures use the real search service (hybrid if the vector index is available) and
the dev-set questions, asked once to warm up, then timed; "fresh" times questions the query
cache has not seen (a small edit of each).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DEV = ROOT.parent.parent / "shared" / "eval" / "rulings_dev.jsonl"


def questions() -> list[str]:
    path = Path(os.environ.get("JUDGE_BENCH_SET", DEV))
    if not path.exists():
        path = Path("/work/shared/eval/rulings_dev.jsonl")
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            rec = json.loads(line)
            out += [rec[k] for k in ("question_ja", "question_ko", "question_en") if rec.get(k)]
    return out


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def warm(rounds: int) -> None:
    from judge.answer.service import ask, search_service

    t0 = time.perf_counter()
    svc = search_service()
    print(f"search service ready in {time.perf_counter() - t0:.2f} s "
          f"(vector: {getattr(svc, 'vector', False)})")
    qs = questions()
    for q in qs:
        ask(q, use_rulings=False)
    for label, edit in (("repeat", lambda q: q), ("fresh", lambda q: "Q: " + q)):
        for use_rulings in (False, True):
            times = []
            for r in range(rounds):
                for q in qs:
                    text = edit(q) + (f" ({r}{'r' if use_rulings else ''})"
                                      if label == "fresh" else "")
                    t = time.perf_counter()
                    ask(text, use_rulings=use_rulings)
                    times.append((time.perf_counter() - t) * 1000)
            print(f"warm ask ({label}, rulings={use_rulings}): n={len(times)} "
                  f"p50={statistics.median(times):.1f} ms p90={pct(times, 0.9):.1f} ms "
                  f"max={max(times):.1f} ms")


def cold() -> None:
    q = "自分のオーラにすでに桜花結晶が5つある。この状態で基本動作の「前進」を選べるか？"
    for label, env in (("hybrid", {}), ("lexical only", {"JUDGE_EMBEDDINGS": "none"})):
        times = []
        for _ in range(3):
            t = time.perf_counter()
            subprocess.run([sys.executable, str(ROOT / "cli.py"), "ask", "--no-rulings", q],
                           cwd=ROOT, check=True, capture_output=True, env={**os.environ, **env})
            times.append(time.perf_counter() - t)
        print(f"cold CLI ask ({label}): runs={[round(x, 2) for x in times]} s, "
              f"median {statistics.median(times):.2f} s")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--no-cli", action="store_true")
    args = ap.parse_args()
    warm(args.rounds)
    if not args.no_cli:
        cold()


if __name__ == "__main__":
    main()
