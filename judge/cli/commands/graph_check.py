"""`judge graph-check`: dangling references and orphans per document."""

from __future__ import annotations

import argparse

from judge.cli.output import print_json


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("graph-check", help="list dangling references and orphan clauses")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from judge.graph import load_graph

    report = load_graph().check()
    if args.json:
        print_json({
            doc: {"dangling": [{"from": u, "cites": n} for u, n in report.dangling[doc]],
                  "orphans": report.orphans[doc]}
            for doc in report.dangling
        })
        return 0
    for doc in report.dangling:
        dangling, orphans = report.dangling[doc], report.orphans[doc]
        print(f"{doc}: {len(dangling)} dangling reference(s), {len(orphans)} orphan(s)")
        for uid, number in dangling:
            print(f"  dangling  {uid} cites {number}, which {doc} does not contain")
        for uid in orphans:
            print(f"  orphan    {uid} (its parent number is not in {doc})")
    return 0
