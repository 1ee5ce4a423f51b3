"""Scenario text → the CLI's JSON for simulate / legal / verify (steps annotated with titles)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

from judge.corpus import Corpus
from judge.errors import JudgeError

_LOCK = threading.Lock()
"""Parsers and engines are not promised to be thread-safe; a scenario runs in milliseconds."""


def _title(corpus: Corpus, uid: str) -> str:
    clause = corpus.by_uid.get(uid)
    return clause.title if clause is not None else ""


def _walk(steps: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for step in steps:
        yield step
        yield from _walk(step.get("children", []))


def add_titles(trace: list[dict[str, Any]], corpus: Corpus) -> None:
    """Give every trace step the title of its clause, as `judge simulate --json` does."""
    for step in _walk(trace):
        step["title"] = _title(corpus, step["clause"])


def simulate(text: str, corpus: Corpus) -> dict[str, Any]:
    """`judge simulate --json` for scenario text: trace, expectations, boards, outcome."""
    from judge.dsl import parse_scenario
    from judge.engine.runner import run_scenario

    with _LOCK:
        data = run_scenario(parse_scenario(text)).to_json()
    add_titles(data["trace"], corpus)
    return data


def legal(text: str, corpus: Corpus) -> dict[str, Any]:
    """`judge legal --json` for scenario text: legal actions and refused ones with clauses."""
    from judge.dsl import parse_scenario
    from judge.engine.runner import legal_report

    with _LOCK:
        data = legal_report(parse_scenario(text)).to_json()
    for item in data["illegal"]:
        item["title"] = _title(corpus, item["clause"])
    return data


def verify(text: str) -> dict[str, Any]:
    """`judge verify --json` for one scenario text: {passed, failed, results: [row]}.

    A syntax error is raised (422 with line/column), not reported as a failed row.
    """
    from judge.dsl import parse_scenario
    from judge.engine.runner import run_scenario

    with _LOCK:
        scenario = parse_scenario(text)
        row: dict[str, Any] = {"path": "", "title": scenario.title, "passed": False,
                               "failure": None}
        try:
            result = run_scenario(scenario)
        except JudgeError as err:
            row["failure"] = {"line": getattr(err, "line", None), "text": "", "detail": str(err)}
            return _summary(row)
    row["expectations"] = len(result.expectations)
    first = result.first_failure
    if not result.expectations:
        row["failure"] = {"line": None, "text": "", "detail": "no expectations"}
    elif first is None:
        row["passed"] = True
    else:
        row["failure"] = {"line": first.line, "text": first.text, "detail": first.detail}
    return _summary(row)


def _summary(row: dict[str, Any]) -> dict[str, Any]:
    passed = int(row["passed"])
    return {"passed": passed, "failed": 1 - passed, "results": [row]}
