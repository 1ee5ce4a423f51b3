"""Search speed: index build from the committed cache, and warm in-process search latency.

    python bench/search.py [--repeat N]

Prints: build-from-cache seconds (fresh index folder), then p50/p90 of warm searches over the
dev questions (ja/ko/en): hybrid with a new question each time (includes the query embedding),
hybrid for a repeated question (memoised embedding), and lexical-only.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DEV = Path(__file__).resolve().parents[2] / "shared" / "eval" / "rulings_dev.jsonl"


def questions() -> list[tuple[str, str]]:
    path = Path(os.environ.get("JUDGE_BENCH_QUESTIONS", DEV))
    if not path.exists():
        path = Path("/work/shared/eval/rulings_dev.jsonl")
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        out += [(rec[f"question_{lg}"], rec["game"]) for lg in ("ja", "ko", "en")
                if rec.get(f"question_{lg}")]
    return out


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))] * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    from judge.index.service import SearchService

    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        svc = SearchService.from_corpus(index_path=Path(tmp) / "index", save_cache=False)
        build = time.perf_counter() - t0
        r = svc.report
        print(f"service start + index build from cache: {build:.2f} s "
              f"(index {r.action if r else 'n/a'}, {r.seconds if r else 0:.2f} s, "
              f"{r.embedded if r else 0} embedded, {len(svc.clauses)} clauses, "
              f"vector={svc.vector})")
        qs = questions()
        svc.search(qs[0][0], game=qs[0][1])  # warm-up
        fresh: list[float] = []
        for text, game in qs:
            svc._qcache.clear()
            t = time.perf_counter()
            svc.search(text, game=game)
            fresh.append(time.perf_counter() - t)
        repeat: list[float] = []
        lex: list[float] = []
        for _ in range(args.repeat):
            for text, game in qs:
                t = time.perf_counter()
                svc.search(text, game=game)
                repeat.append(time.perf_counter() - t)
                t = time.perf_counter()
                svc.search(text, game=game, mode="lexical")
                lex.append(time.perf_counter() - t)
        print(f"hybrid, new question   p50 {pct(fresh, .5):6.1f} ms  p90 {pct(fresh, .9):6.1f} ms"
              f"  (n={len(fresh)}, includes the query embedding)")
        print(f"hybrid, warm question  p50 {pct(repeat, .5):6.1f} ms  p90 {pct(repeat, .9):6.1f} ms"
              f"  (n={len(repeat)})")
        print(f"lexical only           p50 {pct(lex, .5):6.1f} ms  p90 {pct(lex, .9):6.1f} ms"
              f"  (n={len(lex)})")
        print(f"mean new-question latency {statistics.mean(fresh) * 1000:.1f} ms; "
              f"OMP_NUM_THREADS={os.environ.get('OMP_NUM_THREADS')}; "
              f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
