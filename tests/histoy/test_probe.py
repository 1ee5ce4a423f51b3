"""Probe scenarios from question facts (the bridge the `ask` extractor uses)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine.runner import run_scenario
from judge.errors import ScenarioError
from judge.games.histoy.parser import HistoyParser
from judge.games.histoy.probe import probe_scenario, verdict

CASES: list[tuple[str, dict[str, Any], tuple[str, str | None], dict[str, Any]]] = [
    # (action, facts, verdict, exact board checks)
    ("attack", {"attacker.power": 5000}, ("done", None), {"B.deck": 15, "B.grave": 5}),
    ("attack", {"attacker.power": 5000, "blocker.power": 2000}, ("done", None),
     {"B.deck": 17, "B.grave": 4}),
    ("attack", {"attacker.power": 5000, "substitute": True}, ("done", None),
     {"B.deck": 18, "B.grave": 3}),
    ("attack", {"attacker.power": 3000, "B.deck": 3}, ("wins", "histoy-ja#12.1.1"), {}),
    ("attack", {"target": "card", "target.power": 3000}, ("done", None),
     {"A.grave": 1, "B.grave": 1}),
    ("attack", {"target": "card", "target.state": "active"}, ("illegal", "histoy-ja#11.1.4"), {}),
    ("attack", {"target": "card", "target.state": "down"}, ("illegal", "histoy-ja#3.1.4"), {}),
    ("attack", {"first_turn": True}, ("illegal", "histoy-ja#5.5.1"), {}),
    ("attack", {"attacker.sword": False}, ("illegal", "histoy-ja#5.2.6"), {}),
    ("attack", {"blocker.power": 1000, "blocker.state": "rested"},
     ("illegal", "histoy-ja#11.2.2"), {}),
    ("attack", {"forbid_attack": True}, ("illegal", "histoy-ja#5.4.1"), {}),
    ("incident", {"incident.level": 3, "ranks.opp": (3,)}, ("done", None), {"B.deck": 19}),
    ("incident", {"incident.level": 3, "ranks.own": (2,), "ranks.down": (4,)},
     ("illegal", "histoy-ja#6.8.2"), {}),
    ("set", {"field.rank": 2, "hand.rank": 3}, ("done", None), {}),
    ("set", {"field.rank": 0, "hand.rank": 2}, ("illegal", "histoy-ja#5.2.5"), {}),
    ("draw", {"hand": 3, "draw": 2, "handcap": 5}, ("done", None), {"A.hand": 3}),
    ("draw", {"hand": 3, "draw": 2, "mode": "upto", "handcap": 5}, ("done", None),
     {"A.hand": 4}),
    ("draw", {"hand": 5, "draw": 4, "mode": "to", "then": True}, ("done", None),
     {"A.hand": 5, "B.deck": 19}),
    ("draw", {"forbid_draw": True, "then": True}, ("done", None), {"A.hand": 3, "B.deck": 20}),
]


@pytest.mark.parametrize(("action", "facts", "expected", "board"), CASES)
def test_probe_verdicts(action: str, facts: dict[str, Any], expected: tuple[str, str | None],
                        board: dict[str, Any]) -> None:
    s = probe_scenario(action, facts)
    assert HistoyParser().parse(s.dump()) == s
    result = run_scenario(s)
    assert verdict(result) == expected
    after = result.board_after
    for path, want in board.items():
        player, zone = path.split(".")
        got = after["sides"][player][zone]
        assert (len(got) if isinstance(got, list) else got) == want, path


def test_unknown_facts_are_rejected() -> None:
    with pytest.raises(ScenarioError, match="unknown facts for attack: attacker.aura"):
        probe_scenario("attack", {"attacker.aura": 3})
    with pytest.raises(ScenarioError, match="no Hi!story probe for 'move'"):
        probe_scenario("move", {})
