"""Shared helpers for the Hi!story tests: play DSL text, read the final position."""

from __future__ import annotations

from judge.engine.runner import RunResult, run_scenario
from judge.games.histoy.parser import HistoyParser
from judge.games.histoy.runner import play
from judge.games.histoy.scenario import HistoyScenario
from judge.games.histoy.state import HistoyState

HEAD = "game histoy\n"


def scenario(body: str) -> HistoyScenario:
    return HistoyParser().parse(HEAD + body)


def run(body: str) -> RunResult:
    """Play a scenario body (without the `game` line) through the registered runner."""
    return run_scenario(scenario(body))


def final(body: str) -> HistoyState:
    """The position after the script; fails the test if an action was refused."""
    st, _, illegal, _, _ = play(scenario(body))
    assert illegal is None, illegal
    return st


def refused(body: str) -> tuple[str, str]:
    """(clause uid, reason) of the action the rules refused."""
    st, _, illegal, _, _ = play(scenario(body))
    assert illegal is not None, "expected an action to be refused"
    return illegal.clause, illegal.reason


def clauses(result: RunResult) -> list[str]:
    """Every clause cited in a run's trace, in order."""
    return [s.clause for s in result.trace.walk()]
