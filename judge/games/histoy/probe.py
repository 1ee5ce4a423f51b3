"""Facts a question states → a Hi!story probe scenario (the bridge for `judge ask` extractors).

An extractor reads numbers and words from a question into a flat `facts` dict and names the
asked action; `probe_scenario(action, facts)` writes the position (unstated values take the
defaults below, which a caller may vary) and `verdict(result)` reads the outcome.

>>> from judge.engine.runner import run_scenario
>>> s = probe_scenario("attack", {"attacker.power": 5000, "blocker.power": 2000, "B.deck": 3})
>>> verdict(run_scenario(s))
('wins', 'histoy-ja#12.1.1')
"""

from __future__ import annotations

from typing import Any

from judge.engine.runner import RunResult
from judge.errors import ScenarioError
from judge.games.histoy.builder import ScenarioBuilder
from judge.games.histoy.scenario import HistoyScenario

FACTS: dict[str, dict[str, Any]] = {
    "attack": {
        "attacker.power": 3000, "attacker.rank": 1, "attacker.state": "active",
        "attacker.sword": True, "target": "deck", "target.power": 2000, "target.state": "rested",
        "blocker.power": None, "blocker.state": "active", "substitute": False, "B.deck": 20,
        "first_turn": False, "forbid_attack": False,
    },
    "incident": {
        "incident.level": 1, "ranks.own": (), "ranks.opp": (), "ranks.down": (),
        "incident_used": False, "phase": "effect",
    },
    "set": {
        "field.rank": 0, "hand.rank": 1, "field.state": "up", "skip": 0, "first_turn": False,
    },
    "draw": {
        "hand": 3, "draw": 2, "mode": "fixed", "handcap": None, "forbid_draw": False,
        "then": False, "A.deck": 20,
    },
}
"""Every fact each action understands, with its default (used when the question is silent)."""


def probe_scenario(action: str, facts: dict[str, Any]) -> HistoyScenario:
    """The scenario for `action` ("attack", "incident", "set", "draw") under `facts`."""
    if action not in FACTS:
        raise ScenarioError(f"no Hi!story probe for {action!r}; known: {', '.join(FACTS)}")
    unknown = set(facts) - set(FACTS[action])
    if unknown:
        raise ScenarioError(f"unknown facts for {action}: {', '.join(sorted(unknown))}")
    f = {**FACTS[action], **facts}
    return {"attack": _attack, "incident": _incident, "set": _set, "draw": _draw}[action](f)


def _turn(b: ScenarioBuilder, first_turn: bool, phase: str) -> ScenarioBuilder:
    return b.turn("A", 1 if first_turn else 3, phase)


def _attack(f: dict[str, Any]) -> HistoyScenario:
    b = ScenarioBuilder("probe: attack", source="histoy-ja#10.6.2", clauses=["10.6.2"])
    b.card("攻撃側", rank=f["attacker.rank"], power=f["attacker.power"],
           attacker=f["attacker.sword"])
    _turn(b, f["first_turn"], "attack").deck("A", 20).deck("B", f["B.deck"])
    b.place("A", 1, "攻撃側", down=f["attacker.state"] == "down",
            rested=f["attacker.state"] == "rested")
    if f["forbid_attack"]:
        b.flags("A", "forbid_attack")
    target: str | int = "deck"
    if f["target"] != "deck":
        target = 1
        b.card("攻撃対象", rank=1, power=f["target.power"])
        b.place("B", 1, "攻撃対象", down=f["target.state"] == "down",
                rested=f["target.state"] != "active")
    b.act("A", "attack", place=1, target=target)
    if f["blocker.power"] is not None:
        b.card("防御側", rank=1, power=f["blocker.power"], blocker=True)
        b.place("B", 2, "防御側", down=f["blocker.state"] == "down",
                rested=f["blocker.state"] == "rested")
        b.act("B", "block", place=2)
    elif f["substitute"]:
        b.card("身代わり", rank=1, power=0, substitute=True).hand("B", "身代わり")
        b.act("B", "substitute", card="身代わり")
    else:
        b.act("B", "pass")
    return b.build()


def _incident(f: dict[str, Any]) -> HistoyScenario:
    from judge.games.histoy.builder import incident_scenario

    return incident_scenario(f["incident.level"], own_ranks=tuple(f["ranks.own"]),
                             opp_ranks=tuple(f["ranks.opp"]),
                             face_down_ranks=tuple(f["ranks.down"]),
                             used_this_turn=f["incident_used"])


def _set(f: dict[str, Any]) -> HistoyScenario:
    from judge.games.histoy.builder import set_scenario

    return set_scenario(f["field.rank"], f["hand.rank"], own_turn=1 if f["first_turn"] else 2,
                        skip=f["skip"], field_down=f["field.state"] == "down")


def _draw(f: dict[str, Any]) -> HistoyScenario:
    op = {"fixed": f"draw {f['draw']}", "upto": f"draw upto {f['draw']}",
          "to": f"draw to {f['draw']}"}[f["mode"]]
    text = f"{op}. then opp mill 1." if f["then"] else f"{op}."
    b = ScenarioBuilder("probe: draw", source="histoy-ja#6.5.8", clauses=["6.5.8"])
    b.card("学者", rank=1, power=1000, effects=(("召", text),))
    b.turn("A", 3, "effect").deck("A", f["A.deck"]).deck("B", 20).hand("A", f["hand"])
    b.place("A", 1, "学者", flags=("summoned",))
    flags = ([f"handcap={f['handcap']}"] if f["handcap"] is not None else []) + (
        ["forbid_draw"] if f["forbid_draw"] else [])
    if flags:
        b.flags("A", *flags)
    return b.act("A", "use", place=1).build()


def verdict(result: RunResult) -> tuple[str, str | None]:
    """("illegal", clause) / ("wins"|"loses", clause) for A / ("done", None)."""
    if result.illegal is not None:
        return "illegal", result.illegal.clause
    if result.outcome is not None:
        return ("wins" if result.outcome.winner == "A" else "loses"), result.outcome.clause
    return "done", None
