"""Hi!story engine speed: random-play actions per second, and time to verify scenarios/histoy.

Run: /work/venv/bin/python bench/histoy_engine.py
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from judge.dsl.frame import load_scenario  # noqa: E402
from judge.engine.runner import run_scenario  # noqa: E402
from judge.games.histoy.game import HistoyGame  # noqa: E402


def random_play(games: int = 20, cap: int = 3000) -> tuple[int, int, float]:
    """Play `games` random games; (actions, finished games, seconds)."""
    actions = finished = 0
    start = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = HistoyGame().new_initial_state(seed=seed)
        for _ in range(cap):
            if state.is_terminal():
                finished += 1
                break
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
    return actions, finished, time.perf_counter() - start


def verify_all(root: Path) -> tuple[int, int, float]:
    """Parse and run every scenario file; (files, passed, seconds)."""
    files = sorted(root.glob("*.scn"))
    start = time.perf_counter()
    passed = sum(run_scenario(load_scenario(f)).passed for f in files)
    return len(files), passed, time.perf_counter() - start


def main() -> None:
    root = Path(__file__).resolve().parents[1] / "scenarios" / "histoy"
    verify_all(root)  # warm up: grammar build, imports
    runs = [random_play(games=50) for _ in range(3)]  # best of 3: the machine may be busy
    actions, finished, secs = min(runs, key=lambda r: r[2])
    print(f"random play: {actions} actions in {secs:.2f} s = {actions / secs:,.0f} actions/s "
          f"(legal_actions + apply + invariants; {finished}/50 games finished; best of 3)")
    files, passed, secs = min((verify_all(root) for _ in range(3)), key=lambda r: r[2])
    print(f"verify scenarios/histoy: {files} files, {passed} passed, {secs * 1000:.0f} ms "
          f"({secs * 1000 / files:.1f} ms/file; parse + play + expectations; best of 3)")


if __name__ == "__main__":
    main()
