"""Sakura engine benchmarks: primitive actions/s, random play with invariant checks, verify time.

Run: /work/venv/bin/python bench/sakura_engine.py [--actions 100000]
Targets: primitive actions ≥ 50k/s; random play ≥ 100k actions with 0 invariant violations;
verify of scenarios/sakura ≤ 2 s."""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge.engine.core import Action  # noqa: E402
from judge.games.sakura import SakuraGame  # noqa: E402
from judge.games.sakura.invariants import sound, violations  # noqa: E402
from tests.sakura.helpers import start  # noqa: E402


def primitive(n: int) -> tuple[float, float]:
    """Rule primitives per second: (a) one crystal move (6-3: capacity, trace step, invariant
    and victory checks); (b) one basic action resolved (9-6: cost, move, nested steps)."""
    from judge.games.sakura import basic, crystals
    from judge.games.sakura.rules import uid

    st = start("distance 6\nA aura 2 focus 2\nturn A main standard\n")
    clause = uid("10-1")
    t0 = time.perf_counter()
    for i in range(n):
        if i % 2:
            crystals.move(st, "distance", "A.aura", 1, clause, "bench")
        else:
            crystals.move(st, "A.aura", "distance", 1, clause, "bench")
        if i % 5000 == 4999:
            st.trace.steps.clear()
    moves = n / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for i in range(n):
        st.board.sides["A"].focus = 2
        basic.perform(st, "A", "advance" if i % 2 else "retreat", "focus")
        if i % 5000 == 4999:
            st.trace.steps.clear()
    return moves, n / (time.perf_counter() - t0)


def checked_apply(n: int) -> float:
    """Checked `State.apply` of basic actions through the decision loop, per second:
    legality check, cost, move, trace, invariants, and listing the next legal actions."""
    st = start("distance 6\nA aura 2 focus 2\nturn A main standard\n")
    b = st.board
    cycle = [Action.make("basic", "A", name=name, cost="focus")
             for name in ("advance", "retreat")]
    t0 = time.perf_counter()
    for i in range(n):
        b.sides["A"].focus = 2  # keep paying possible; the cost step still runs
        st.apply(cycle[i % 2])
        if i % 5000 == 4999:
            st.trace.steps.clear()  # keep memory flat in long runs
    return n / (time.perf_counter() - t0)


def random_play(n: int, seed: int = 0) -> tuple[int, int, int, float]:
    """Random legal actions over many seeded games; returns (actions, games, violations, s)."""
    rng = random.Random(seed)
    games = bad = done = 0
    t0 = time.perf_counter()
    state = SakuraGame(seed=games).new_initial_state()
    while done < n:
        if state.is_terminal():
            games += 1
            state = SakuraGame(seed=games).new_initial_state()
        state.apply(rng.choice(state.legal_actions()))
        done += 1
        if not sound(state.board):
            bad += len(violations(state.board))
        for step in state.trace.steps[-3:]:
            assert "#" in step.clause
    return done, games + 1, bad, time.perf_counter() - t0


def verify_library() -> tuple[int, int, float]:
    """Time `judge verify scenarios/sakura` in-process (parse + play + check every file)."""
    from judge.cli.scenario_util import scenario_files
    from judge.dsl import load_scenario
    from judge.engine.runner import run_scenario

    files = scenario_files([str(ROOT / "scenarios" / "sakura")])
    t0 = time.perf_counter()
    passed = sum(1 for f in files if run_scenario(load_scenario(f)).passed)
    return passed, len(files), time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=100_000)
    parser.add_argument("--primitive", type=int, default=50_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    runs = [primitive(args.primitive) for _ in range(args.repeat)]
    moves, basics = max(r[0] for r in runs), max(r[1] for r in runs)
    print(f"primitive crystal moves: {moves:,.0f}/s; primitive basic actions: {basics:,.0f}/s "
          f"(best of {args.repeat}; target ≥ 50,000/s)")
    checked = max(checked_apply(args.primitive) for _ in range(args.repeat))
    print(f"checked apply (decision loop, legal-action listing): {checked:,.0f}/s "
          f"(best of {args.repeat})")
    done, games, bad, secs = random_play(args.actions)
    print(f"random play: {done:,} actions in {games} games, {secs:.1f} s "
          f"({done / secs:,.0f}/s), invariant violations: {bad} (target 0)")
    passed, total, secs = verify_library()
    print(f"verify scenarios/sakura: {passed}/{total} passed in {secs:.2f} s (target ≤ 2 s)")


if __name__ == "__main__":
    main()
