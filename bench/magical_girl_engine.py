"""Bench the magical-girl engine: random-play actions/s, parse and verify time of the scenarios.

Run: /work/venv/bin/python bench/magical_girl_engine.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from judge.dsl.frame import load_scenario, parse_scenario  # noqa: E402
from judge.engine.runner import run_scenario  # noqa: E402
from judge.games.magical_girl.model import STATES, Board, Monster, Player  # noqa: E402
from judge.games.magical_girl.state import MagicalGirlState  # noqa: E402

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "magical_girl"


def random_board(rng: random.Random) -> Board:
    """Two players, 2–6 monsters with random stats and states."""
    board = Board(turn="P1", players={"P1": Player("P1", rng.randint(0, 7), rng.randint(0, 2)),
                                      "P2": Player("P2", rng.randint(0, 7))})
    for i in range(rng.randint(2, 6)):
        board.monsters[f"M{i}"] = Monster(f"M{i}", rng.choice(["P1", "P2"]),
                                          rng.randint(0, 6) * 500, rng.randint(0, 6) * 500,
                                          rng.choice(STATES), cost=rng.randint(0, 1))
    return board


def random_play(games: int, seed: int = 7) -> tuple[int, float]:
    """Play `games` battle phases choosing random legal actions (passing 3 times in 4)."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for _ in range(games):
        state = MagicalGirlState(random_board(rng))
        for _ in range(200):
            legal = state.legal_actions()
            if not legal:
                break
            passes = [a for a in legal if a.kind == "pass"]
            action = passes[0] if passes and rng.random() < 0.75 else rng.choice(legal)
            state.apply(action)
            actions += 1
    return actions, time.perf_counter() - start


def replay(games: int, seed: int = 7) -> tuple[int, float]:
    """Record random games, then time re-applying their actions alone (no legal_actions)."""
    rng = random.Random(seed)
    recorded: list[tuple[int, list]] = []
    for _ in range(games):
        board_seed = rng.randrange(1 << 30)
        state = MagicalGirlState(random_board(random.Random(board_seed)))
        actions = []
        for _ in range(200):
            legal = state.legal_actions()
            if not legal:
                break
            passes = [a for a in legal if a.kind == "pass"]
            action = passes[0] if passes and rng.random() < 0.75 else rng.choice(legal)
            state.apply(action)
            actions.append(action)
        recorded.append((board_seed, actions))
    boards = [random_board(random.Random(board_seed)) for board_seed, _ in recorded]
    start = time.perf_counter()
    count = 0
    for board, (_, actions) in zip(boards, recorded, strict=True):
        state = MagicalGirlState(board)
        for action in actions:
            state.apply(action)
        count += len(actions)
    return count, time.perf_counter() - start


def verify(rounds: int) -> tuple[int, float, float, int]:
    """Parse and play every scenario `rounds` times; returns count, parse s, total s, passed."""
    files = sorted(SCENARIOS.glob("*.scn"))
    texts = [(p, p.read_text(encoding="utf-8")) for p in files]
    parse_scenario(texts[0][1])  # build the grammar once, outside the timing
    start = time.perf_counter()
    for _ in range(rounds):
        for path, text in texts:
            parse_scenario(text, str(path))
    parse_s = (time.perf_counter() - start) / rounds
    passed = 0
    start = time.perf_counter()
    for _ in range(rounds):
        passed = sum(run_scenario(load_scenario(p)).passed for p in files)
    total_s = (time.perf_counter() - start) / rounds
    return len(files), parse_s, total_s, passed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    t0 = time.perf_counter()
    parse_scenario((SCENARIOS / "mg-faq-022-equal-atk-no-destruction.scn").read_text("utf-8"))
    print(f"grammar load + first parse: {1000 * (time.perf_counter() - t0):.1f} ms")
    actions, seconds = random_play(args.games)
    print(f"random play (legal_actions + apply): {args.games} battle phases, {actions} actions "
          f"in {seconds:.2f} s "
          f"= {actions / seconds:,.0f} actions/s")
    actions, seconds = replay(args.games)
    print(f"replay (apply only, incl. setup and rule steps): {actions} actions in {seconds:.2f} s "
          f"= {actions / seconds:,.0f} actions/s")
    count, parse_s, total_s, passed = verify(args.rounds)
    print(f"parse: {count} scenarios in {1000 * parse_s:.1f} ms "
          f"({1000 * parse_s / count:.2f} ms each)")
    print(f"verify (parse + play + expectations): {count} scenarios in {1000 * total_s:.1f} ms "
          f"({1000 * total_s / count:.2f} ms each), {passed}/{count} passed")


if __name__ == "__main__":
    main()
