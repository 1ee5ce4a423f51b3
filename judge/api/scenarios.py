"""Scenario text → the CLI's JSON for simulate / legal / verify (steps annotated with titles)."""

from __future__ import annotations

from typing import Any

from judge.corpus import Corpus
from judge.corpus.view import add_titles, clause_title


def simulate(text: str, corpus: Corpus) -> dict[str, Any]:
    """`judge simulate --json` for scenario text: trace, expectations, boards, outcome."""
    from judge.dsl import parse_scenario
    from judge.engine.runner import run_scenario

    data = run_scenario(parse_scenario(text)).to_json()
    add_titles(data["trace"], corpus)
    return data


def legal(text: str, corpus: Corpus) -> dict[str, Any]:
    """`judge legal --json` for scenario text: legal actions and refused ones with clauses."""
    from judge.dsl import parse_scenario
    from judge.engine.runner import legal_report

    data = legal_report(parse_scenario(text)).to_json()
    for item in data["illegal"]:
        item["title"] = clause_title(item["clause"], corpus)
    return data


def verify(text: str) -> dict[str, Any]:
    """`judge verify --json` for one scenario text: {passed, failed, results: [row]}.

    A syntax error is raised (422 with line/column, as for /simulate and /legal); the row itself
    is judge.engine.runner.verify_scenario's, the one `judge verify` prints.
    """
    from judge.dsl import parse_scenario
    from judge.engine.runner import verify_scenario, verify_summary

    return verify_summary([verify_scenario(parse_scenario(text))])
