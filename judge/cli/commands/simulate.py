"""`judge simulate FILE`: play a scenario and print each step with its clause, then the board."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("simulate", help="play a scenario file and print the cited trace")
    p.add_argument("file", help="a scenario file (*.scn)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from judge.cli.output import print_json
    from judge.corpus.view import add_titles, clause_title
    from judge.dsl import load_scenario
    from judge.engine.runner import run_scenario

    scenario = load_scenario(args.file)
    result = run_scenario(scenario)
    if args.json:
        data = result.to_json()
        add_titles(data["trace"])
        print_json(data)
        return 0 if result.passed else 1
    print(f"# {scenario.title or args.file}")
    for step in result.trace.steps:
        _print_step(step, 0, clause_title)
    if result.outcome is not None:
        print(f"outcome: winner {result.outcome.winner or 'none (draw)'} "
              f"({result.outcome.clause}: {result.outcome.reason})")
    if result.illegal is not None:
        title = clause_title(result.illegal.clause)
        print(f"refused: {result.illegal}" + (f" [{title}]" if title else ""))
    print("board:")
    _print_board(result.board_after)
    for exp in result.expectations:
        mark = "ok  " if exp.passed else "FAIL"
        print(f"{mark} line {exp.line}: {exp.text} — {exp.detail}")
    return 0 if result.passed else 1


def _print_step(step: Any, depth: int, title: Any) -> None:
    number = step.clause.split("#", 1)[1]
    name = title(step.clause)
    print(f"{'  ' * depth}[{number}{' ' + name if name else ''}] {step.what}")
    for child in step.children:
        _print_step(child, depth + 1, title)


def _print_board(board: dict[str, Any]) -> None:
    sides = board.pop("sides", {})
    print("  " + ", ".join(f"{k}={v}" for k, v in board.items()))
    for player, side in sides.items():
        print(f"  {player}: " + ", ".join(f"{k}={v}" for k, v in side.items()))
