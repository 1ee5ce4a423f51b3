"""`judge verify PATH...`: run every scenario; pass/fail per file; `N passed, M failed`.

`--changed` replays only the rulings that the clauses changed since the clause lock touch (after a
rules update); `--update-lock` records the current rules as verified.
"""

from __future__ import annotations

import argparse
from typing import Any

DEFAULT_DIR = "scenarios"


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("verify", help="run scenario files/directories and check them")
    p.add_argument("paths", nargs="*",
                   help=f"scenario files or directories (searched for *.scn; default with "
                        f"--changed: {DEFAULT_DIR}/)")
    p.add_argument("--changed", action="store_true",
                   help="only the rulings that clauses changed since the clause lock touch")
    p.add_argument("--update-lock", action="store_true",
                   help="record the current clause wording as verified (rules_corpus/"
                        "clauses.lock.json)")
    p.add_argument("--lock", help="another clause lock file (default: the corpus's own)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from judge.cli.output import print_json
    from judge.cli.scenario_util import scenario_files
    from judge.engine.runner import verify_file, verify_summary
    from judge.errors import JudgeError

    lock = Path(args.lock) if args.lock else None
    if args.update_lock:
        from judge.impact import default_lock, update_lock

        n = update_lock(lock)
        if args.json:
            print_json({"lock": str(lock or default_lock()), "clauses": n})
        else:
            print(f"recorded {n} clauses in {lock or default_lock()}")
        if not (args.changed or args.paths):
            return 0
    if not args.paths and not args.changed:
        raise JudgeError("name scenario files or directories (e.g. `judge verify scenarios/`)")
    if args.paths:
        files = scenario_files(args.paths)
    else:
        from judge import REPO_ROOT

        files = [p.relative_to(REPO_ROOT) if Path.cwd() == REPO_ROOT else p
                 for p in scenario_files([str(REPO_ROOT / DEFAULT_DIR)])]
    if args.changed:
        from judge.impact import changed_report

        report = changed_report(files, lock)
        if args.json:
            print_json(report)
        else:
            _print_changed(report)
        return 1 if report["failed"] or report["untouched_failing"] else 0
    rows = [verify_file(path) for path in files]
    summary = verify_summary(rows)
    if args.json:
        print_json(summary)
        return 1 if summary["failed"] else 0
    for r in rows:
        print(_row_line(r))
    print(f"{summary['passed']} passed, {summary['failed']} failed")
    return 1 if summary["failed"] else 0


def _row_line(r: dict[str, Any]) -> str:
    if r["passed"]:
        return f"pass {r['path']}"
    f = r["failure"]
    # an error's detail already starts with "line N, column M: "
    where = f"line {f['line']}: " if f["line"] and f["text"] else ""
    text = f"{f['text']} — " if f["text"] else ""
    return f"FAIL {r['path']}: {where}{text}{f['detail']}"


def _print_changed(report: dict[str, Any]) -> None:
    changes = [(u, k) for k in ("changed", "added", "removed") for u in report[k]]
    if not changes:
        print(f"no clause changed since {report['lock']}")
    else:
        print(f"{len(changes)} clauses differ from {report['lock']}:")
        for uid, kind in changes:
            print(f"  {kind:8} {uid}")
    for r in report["touched"]:
        print(_row_line(r))
        for why in r["because"]:
            print(f"     touched by {why}")
    for r in report["untouched_failing"]:
        print(_row_line(r) + "  (not touched by the change)")
    print(f"{len(report['touched'])} rulings touched: {report['passed']} passed, "
          f"{report['failed']} failed; {report['untouched']} untouched")
