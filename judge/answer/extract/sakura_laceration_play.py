"""Probe scenarios and findings for 裂傷 questions (sakura_laceration): the question's subject is
probe player A, the other player B; every unstated count is varied one at a time, and for the
start phase (22-11-1) every order of the zones is played."""

from __future__ import annotations

from itertools import permutations
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import winner_answer
from judge.engine.runner import RunResult

KO = "sakura-ko#add/"
BASE = {"aura": 3, "life": 10, "flare": 0}
"""The subject's crystals when the question does not state them."""
OP_CLAUSE = {"cost": "22-10", "attack": "22-9-1", "xy": "22-6-3-2", "single": "22-6-3-1",
             "start": "22-11-1", "damageify": "22-7"}
DAMAGEIFY = {"aura": "22-7-1", "life": "22-7-2", "flare": "22-7-3"}


def _variants(act: dict[str, Any]) -> list[tuple[dict[str, int], dict[str, int], dict[str, Any]]]:
    """(crystals, tokens, assumed) boards: the stated values, each unstated one changed alone."""
    crystals = {**BASE, **act["crystals"]}
    tokens = {z: act["tokens"].get(z, 0) for z in BASE}
    out: list[tuple[dict[str, int], dict[str, int], dict[str, Any]]] = [(crystals, tokens, {})]
    for zone, values in (("aura", (0, 5)), ("flare", (3,)), ("life", (tokens["life"] + 1,))):
        if zone in act["crystals"]:
            continue
        for v in values:
            if v != crystals[zone]:
                out.append(({**crystals, zone: v}, tokens, {f"A.{zone}": v}))
    for zone in BASE:
        if zone not in act["tokens"]:
            out.append((crystals, {**tokens, zone: 1}, {f"A.laceration.{zone}": 1}))
    if act["op"] == "basic":  # distance and focus decide basic actions (9-6): vary them too
        out += [(crystals, tokens, {"distance": d}) for d in (2, 9)]
        out += [(crystals, tokens, {"A.focus": f}) for f in (0, 2)]
    return out


def probes(reading: Reading) -> list[Probe]:
    """One probe per board variant and per choice the question leaves open."""
    act = reading.actions[0]
    if act["kind"] == "akina":
        from judge.answer.extract import sakura_akina

        return sakura_akina.probes(reading)
    out: list[Probe] = []
    for crystals, tokens, assumed in _variants(act):
        for script, extra in _scripts(act, tokens):
            if assumed.get("A.focus") == 0:  # no focus to pay: a hand card instead (9-6 ⅱ)
                script = [f"A basic {act['basic']} pay card 札1"]
            text = _dsl(act, crystals, tokens, script, assumed.get("distance", 5),
                        assumed.get("A.focus", 1))
            out.append(Probe(text, {**assumed, **extra}))
    return out


def _scripts(act: dict[str, Any], tokens: dict[str, int]) -> list[tuple[list[str], dict[str, Any]]]:
    op = act["op"]
    if op == "start":
        held = [z for z in BASE if tokens[z]]
        return [([f"A damageify {z}" for z in order[:-1]], {"order": "-".join(order)})
                for order in permutations(held)] or [([], {})]
    if op == "damageify":
        return [([f"A effect damageify {act['zone']}"], {})]
    if op == "single":
        zone, n = act["single"]
        return [([f"B effect laceration {zone} {n}"], {})]
    if op == "cost":
        return [(["A use 札"], {})]
    if op == "basic":
        return [([f"A basic {act['basic']} pay focus"], {})]
    lines = ["B use 裂", "A decline"] if op == "attack" else [f"B effect laceration {_xy(act)}"]
    takes = [act["take"]] if "take" in act else ["aura", "life"]
    return [([*lines, f"A damage {t}"], {} if "take" in act else {"taken on": t}) for t in takes]


def _xy(act: dict[str, Any]) -> str:
    return "/".join(act["xy"])


def _dsl(act: dict[str, Any], crystals: dict[str, int], tokens: dict[str, int],
         script: list[str], distance: int = 5, focus: int = 1) -> str:
    lines = ["game sakura", 'title "laceration position read from the question"']
    if act["op"] == "attack":
        lines.append(f"card 裂 attack 0-10 {_xy(act)} lacerated")
    if act["op"] == "cost":
        lines.append(f"card 札 action cost {act['cost']} lacerated-cost")
    if act["op"] == "basic":
        lines.append("card 札1 action")
    lines += ["board", f"distance {distance}",
              "A " + " ".join(f"{z} {crystals[z]}" for z in BASE) + f" focus {focus}"]
    held = " ".join(f"{z} {n}" for z, n in tokens.items() if n)
    if held:
        lines.append(f"A laceration {held}")
    if act["op"] == "attack":
        lines.append("B hand 裂")
    if act["op"] == "cost":
        lines.append("A hand 札")
    if act["op"] == "basic":
        lines.append("A hand 札1")
    if act["op"] == "start":
        lines += ["A deck 札1 札2", "turn A start"]
    else:
        mine = act["op"] in ("cost", "damageify", "basic")
        lines.append(f"turn {'A' if mine else 'B'} main standard")
    return "\n".join(lines + script) + "\n"


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    """yes/no for "can I take it on …", the count for "how much …", the winner."""
    act = reading.actions[0]
    if act["kind"] == "akina":
        from judge.answer.extract import sakura_akina

        return sakura_akina.judge(reading, probe, result)
    if reading.kind == "can":
        if result.illegal is not None:
            return Finding("no", result.illegal.clause, result.illegal.reason)
        if act["op"] == "basic":
            return Finding("yes", _changed(result, "A.aura"), "the basic action was played")
        return Finding("yes", _step(result, KO + "22-6-3-2") or KO + "22-6-3-2", "accepted")
    if result.illegal is not None:
        return None  # a continuation the rules refuse is not a possible outcome
    if reading.kind == "value" and reading.target:
        side = result.board_after["sides"]["A"]
        zone = reading.target
        value = side.get("laceration", {}).get(zone[11:], 0) if zone.startswith(
            "laceration.") else side.get(zone)
        if not isinstance(value, int):
            return None
        clause = _changed(result, f"A.{zone}") or _op_clause(act)
        return Finding(str(value), clause, f"A.{zone} = {value}")
    if reading.kind == "winner":
        winner = result.outcome.winner if result.outcome else None
        me, them = ("B", "A") if act.get("subject_is_opponent") else ("A", "B")
        said = winner_answer(reading.text, reading.lang, winner, me=me, them=them,
                             drawn=bool(result.outcome and result.outcome.winner is None))
        # a citation must be in the trace: 失血死 (or the damage-ification) if it happened,
        # else the step that put the tokens (22-6-3-1) — the count 22-11-2 compares
        clause = (_step(result, KO + "22-11-2") or _step(result, KO + "22-7-2")
                  or (result.outcome.clause if result.outcome else None)
                  or _changed(result, "A.laceration.life") or _op_clause(act))
        return Finding(said, clause, f"winner: {winner or 'none'}")
    return None


def _op_clause(act: dict[str, Any]) -> str:
    if act["op"] == "damageify":
        return KO + DAMAGEIFY[act["zone"]]
    return KO + OP_CLAUSE[act["op"]]


def _step(result: RunResult, clause: str) -> str | None:
    return next((s.clause for s in result.trace.walk() if s.clause == clause), None)


def _changed(result: RunResult, path: str) -> str | None:
    """The innermost sakura-ko step around the last step that changed `path` (the additional
    rule that decided it, e.g. 22-7-1 around the 5-8-3-1 crystal move)."""
    found: str | None = None

    def visit(step: Any, ko: str | None) -> None:
        nonlocal found
        own = step.clause if step.clause.startswith("sakura-ko#") else ko
        if any(c.path == path for c in step.changes):
            found = own or step.clause
        for child in step.children:
            visit(child, own)

    for top in result.trace.steps:
        visit(top, None)
    return found
