"""`judge legal FILE`: the legal actions at a scenario's position and why the others are not."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("legal", help="list legal actions (and refused ones with clauses)")
    p.add_argument("file", help="a scenario file (*.scn); its actions are played first")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from judge.cli.output import print_json
    from judge.corpus.view import clause_title
    from judge.dsl import load_scenario
    from judge.engine.runner import legal_report

    report = legal_report(load_scenario(args.file))
    if args.json:
        data = report.to_json()
        for item in data["illegal"]:
            item["title"] = clause_title(item["clause"])
        print_json(data)
        return 0
    print("legal:")
    for action in report.legal:
        print(f"  {action}")
    if not report.legal:
        print("  (none: the game is over)")
    print("not legal:")
    for action, err in report.illegal:
        number = err.clause.split("#", 1)[1]
        title = clause_title(err.clause)
        print(f"  {action}  [{number}{' ' + title if title else ''}] {err.reason}")
    return 0
