"""Small helpers the magical-girl tests share: build a state from DSL lines, list trace clauses."""

from __future__ import annotations

from judge.dsl.frame import parse_scenario
from judge.engine.runner import ExpectationResult
from judge.games.magical_girl.game import board_from
from judge.games.magical_girl.runner import play
from judge.games.magical_girl.scenario import MagicalGirlScenario
from judge.games.magical_girl.state import MagicalGirlState

HEADER = "game magical-girl\nturn P1\nplayer P1 orbs 7 hand 1\nplayer P2 orbs 3\n"


def scenario(body: str, header: str = HEADER) -> MagicalGirlScenario:
    """Parse HEADER + body as a scenario."""
    s = parse_scenario(header + body)
    assert isinstance(s, MagicalGirlScenario)
    return s


def played(body: str, header: str = HEADER) -> tuple[MagicalGirlState, list[ExpectationResult]]:
    """The state after playing the script of HEADER + body, and the expectation results."""
    s = scenario(body, header)
    state = MagicalGirlState(board_from(s))
    results: list[ExpectationResult] = []
    err = play(state, s.script, results)
    assert err is None, err
    return state, results


def clauses(state: MagicalGirlState) -> list[str]:
    """The clause numbers of every trace step, in order (uids without the doc prefix)."""
    return [step.clause.split("#", 1)[1] for step in state.trace.walk()]
