"""`judge verify PATH...`: run every scenario; pass/fail per file; `N passed, M failed`."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("verify", help="run scenario files/directories and check them")
    p.add_argument("paths", nargs="+", help="scenario files or directories (searched for *.scn)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from judge.cli.output import print_json
    from judge.cli.scenario_util import scenario_files
    from judge.engine.runner import verify_file, verify_summary

    rows = [verify_file(path) for path in scenario_files(args.paths)]
    summary = verify_summary(rows)
    passed, failed = summary["passed"], summary["failed"]
    if args.json:
        print_json(summary)
        return 1 if failed else 0
    for r in rows:
        if r["passed"]:
            print(f"pass {r['path']}")
        else:
            f = r["failure"]
            # an error's detail already starts with "line N, column M: "
            where = f"line {f['line']}: " if f["line"] and f["text"] else ""
            text = f"{f['text']} — " if f["text"] else ""
            print(f"FAIL {r['path']}: {where}{text}{f['detail']}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0
