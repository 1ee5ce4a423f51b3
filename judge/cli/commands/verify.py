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
    from judge.dsl import load_scenario
    from judge.engine.runner import run_scenario
    from judge.errors import JudgeError

    rows: list[dict[str, Any]] = []
    for path in scenario_files(args.paths):
        row: dict[str, Any] = {"path": str(path), "passed": False, "failure": None}
        try:
            result = run_scenario(load_scenario(path))
        except JudgeError as err:
            row["failure"] = {"line": None, "text": "", "detail": str(err)}
        else:
            row["title"] = result.scenario.title
            row["expectations"] = len(result.expectations)
            first = result.first_failure
            if not result.expectations:
                row["failure"] = {"line": None, "text": "", "detail": "no expectations"}
            elif first is None:
                row["passed"] = True
            else:
                row["failure"] = {"line": first.line, "text": first.text, "detail": first.detail}
        rows.append(row)
    passed = sum(1 for r in rows if r["passed"])
    failed = len(rows) - passed
    if args.json:
        print_json({"passed": passed, "failed": failed, "results": rows})
        return 1 if failed else 0
    for r in rows:
        if r["passed"]:
            print(f"pass {r['path']}")
        else:
            f = r["failure"]
            where = f"line {f['line']}: " if f["line"] else ""
            text = f"{f['text']} — " if f["text"] else ""
            print(f"FAIL {r['path']}: {where}{text}{f['detail']}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0
