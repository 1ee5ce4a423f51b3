"""Cold-start time of `judge lookup` (a fresh process each run), and warm in-process lookups.

Run: python bench/lookup_cold.py [--runs 10]
Target (issue 2): cold start to answer ≤ 0.3 s on the 2-core machine.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFS = ["9-4-1", "hs 6.7.1", "804.5", "add/21-5", "９－４－１", "전진"]


def cold(runs: int) -> list[float]:
    times = []
    for i in range(runs):
        ref = REFS[i % len(REFS)]
        start = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "cli.py"), "lookup", ref], check=True,
                       stdout=subprocess.DEVNULL, cwd=ROOT)
        times.append(time.perf_counter() - start)
    return times


def warm(runs: int) -> list[float]:
    sys.path.insert(0, str(ROOT))
    from judge.corpus.view import lookup

    lookup("9-4-1")
    times = []
    for i in range(runs):
        start = time.perf_counter()
        lookup(REFS[i % len(REFS)])
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    c = cold(args.runs)
    w = warm(args.runs * 20)
    print(f"cold lookup (new process): median {statistics.median(c):.3f} s, "
          f"max {max(c):.3f} s over {len(c)} runs (target ≤ 0.3 s)")
    print(f"warm lookup (in process): median {statistics.median(w) * 1000:.2f} ms, "
          f"p95 {sorted(w)[int(len(w) * 0.95)] * 1000:.2f} ms over {len(w)} runs")


if __name__ == "__main__":
    main()
