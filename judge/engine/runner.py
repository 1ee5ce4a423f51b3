"""Game-neutral scenario running: each game registers a runner; CLI/API call these functions."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from judge.dsl.frame import Scenario, _load_builtin
from judge.engine.core import Action, IllegalAction, Outcome, Trace
from judge.errors import JudgeError


@dataclass(frozen=True)
class ExpectationResult:
    """One `expect ...` line of a scenario and whether the played position met it."""

    text: str
    """The expectation as written in the scenario."""
    line: int
    passed: bool
    detail: str = ""
    """What was observed (e.g. "B.life is 8, expected 7")."""

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "line": self.line, "passed": self.passed, "detail": self.detail}


@dataclass
class RunResult:
    """The outcome of playing a scenario through its game's engine."""

    scenario: Scenario
    trace: Trace
    board_before: dict[str, Any]
    board_after: dict[str, Any]
    expectations: list[ExpectationResult] = field(default_factory=list)
    outcome: Outcome | None = None
    illegal: IllegalAction | None = None
    """The action the rules refused, if play stopped on one."""

    @property
    def passed(self) -> bool:
        return all(e.passed for e in self.expectations)

    @property
    def first_failure(self) -> ExpectationResult | None:
        return next((e for e in self.expectations if not e.passed), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.scenario.game,
            "title": self.scenario.title,
            "path": self.scenario.path,
            "passed": self.passed,
            "expectations": [e.to_json() for e in self.expectations],
            "trace": self.trace.to_json(),
            "board_before": self.board_before,
            "board_after": self.board_after,
            "outcome": None if self.outcome is None else {
                "winner": self.outcome.winner,
                "clause": self.outcome.clause,
                "reason": self.outcome.reason,
            },
            "illegal": None if self.illegal is None else {
                "clause": self.illegal.clause,
                "reason": self.illegal.reason,
            },
        }


@dataclass
class LegalReport:
    """Legal actions at a scenario's position, and refused candidates with their clause."""

    scenario: Scenario
    legal: list[Action]
    illegal: list[tuple[Action, IllegalAction]]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.scenario.game,
            "legal": [str(a) for a in self.legal],
            "illegal": [
                {"action": str(a), "clause": e.clause, "reason": e.reason} for a, e in self.illegal
            ],
        }


class ScenarioRunner(Protocol):
    """What a game provides so that simulate / legal / verify / ask work for it."""

    def run(self, scenario: Scenario) -> RunResult:
        """Set up the board (rejecting impossible boards with the clause broken), play the
        actions, evaluate the expectations. An illegal action is recorded, not raised, when the
        scenario expects it."""
        ...

    def legal(self, scenario: Scenario) -> LegalReport:
        """Set up the board and play the actions, then list legal and refused actions."""
        ...


_RUNNERS: dict[str, ScenarioRunner] = {}


def register_runner(game: str, runner: ScenarioRunner) -> None:
    """Make `runner` play scenarios whose `game` is `game` (the registered parser name)."""
    _RUNNERS[game] = runner


def runner_for(game: str) -> ScenarioRunner:
    """The runner of a game (importing the built-in games when it is not registered yet)."""
    if game not in _RUNNERS:
        _load_builtin()  # also when another thread is still importing the rest of the games
    try:
        return _RUNNERS[game]
    except KeyError:
        raise JudgeError(f"no engine plays {game!r} scenarios yet") from None


def run_scenario(scenario: Scenario) -> RunResult:
    """Play a parsed scenario through its game's engine."""
    return runner_for(scenario.game).run(scenario)


def legal_report(scenario: Scenario) -> LegalReport:
    """Legal and refused actions at a parsed scenario's position."""
    return runner_for(scenario.game).legal(scenario)


def verify_scenario(scenario: Scenario, path: str = "") -> dict[str, Any]:
    """One `judge verify` row for a parsed scenario: passed, the first failure, expectations.

    A scenario without any `expect` line fails ("no expectations"): it checks nothing.
    """
    row: dict[str, Any] = {"path": path, "title": scenario.title, "passed": False,
                           "failure": None}
    try:
        result = run_scenario(scenario)
    except JudgeError as err:
        row["failure"] = _failure(err)
        return row
    row["expectations"] = len(result.expectations)
    first = result.first_failure
    if not result.expectations:
        row["failure"] = {"line": None, "text": "", "detail": "no expectations"}
    elif first is None:
        row["passed"] = True
    else:
        row["failure"] = {"line": first.line, "text": first.text, "detail": first.detail}
    return row


def verify_file(path: str | Path) -> dict[str, Any]:
    """One `judge verify` row for a scenario file; an unreadable or unparsable file is a failed
    row (with the error's line), not an exception."""
    from judge.dsl.frame import load_scenario

    try:
        scenario = load_scenario(path)
    except JudgeError as err:
        return {"path": str(path), "passed": False, "failure": _failure(err)}
    return verify_scenario(scenario, str(path))


def verify_summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """`judge verify --json`: {passed, failed, results}."""
    passed = sum(1 for r in rows if r["passed"])
    return {"passed": passed, "failed": len(rows) - passed, "results": rows}


def _failure(err: JudgeError) -> dict[str, Any]:
    return {"line": getattr(err, "line", None), "text": "", "detail": str(err)}
