"""Playing attack questions: the probe positions of each family (DSL text) and what a played
probe says (a Finding), from the engine's trace, refusals and boards."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.sakura_attack import lethal
from judge.engine.runner import RunResult

CONTRAST_AURA = (1, 3, 5)
"""The attacked player's aura tried when a keyword question does not state it."""

CONTRAST_DAMAGE = ("1/1", "2/1", "3/2", "5/1", "6/1", "7/2")
"""Attack damages tried when a keyword question does not state them (above 5: 超克, 10-21)."""

MOVE_RANGES = ((3, 4), (2, 5), (1, 1))
"""Attack ranges tried when the question does not state one."""


# -- probes ------------------------------------------------------------------------------------
def owns(act: dict[str, Any]) -> bool:
    """True for the questions this package plays (the Reading actions read.py makes)."""
    if act.get("kind") == "card":
        return "main_reaction" in act
    return act.get("kind") == "attack" and ("react" in act or "move" in act or "cancel" in act
                                            or "lethal" in act
                                            or act.get("zone", False) or act.get("use", False))


@dataclass(frozen=True)
class ContrastProbe(Probe):
    """A probe of an attack with keywords, and the same position with a plain attack: only
    positions where the plain attack allows the asked zone say what the keyword changes."""

    control: str = ""


def probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    """The probes of the family `act` belongs to (with a stated 畏縮 put on the board)."""
    if "lethal" in act:
        return lethal.probes(reading, index, act)
    out = _family_probes(ext, reading, index, act)
    if act.get("ask") == "after":  # an 【攻撃後】 effect whose resolution the trace shows
        out = [replace(p, text=_with_after(p.text)) for p in out]
    if "flinch" in act:
        flag = f"{act['flinch']} flags flinch"
        out = [replace(p, text=_before_turn(p.text, flag), control=_before_turn(p.control, flag))
               if isinstance(p, ContrastProbe) else replace(p, text=_before_turn(p.text, flag))
               for p in out]
    return out


def _with_after(text: str) -> str:
    """The asked attack's card with an 【攻撃後】 effect (相手を畏縮させる) and "-/0" damage
    (no aura-or-life choice, no lost game stops the attack before 9-4 ⅶ)."""
    out = []
    for ln in text.splitlines():
        if ln.startswith("card 斬 attack "):
            parts = ln.split()
            parts[4] = "-/0"
            ln = " ".join(parts) + " after: flinch"
        out.append(ln)
    return "\n".join(out) + "\n"


def _before_turn(text: str, line: str) -> str:
    """The DSL text with `line` put among the board lines (before `turn …`)."""
    lines = text.splitlines()
    at = next(i for i, ln in enumerate(lines) if ln.startswith("turn "))
    return "\n".join(lines[:at] + [line] + lines[at:]) + "\n"


def _family_probes(ext: Any, reading: Reading, index: int,
                   act: dict[str, Any]) -> list[Probe]:
    if "react" in act:
        return _reaction_probes(ext, reading, index, act)
    if act.get("use"):
        return _use_probes(ext, reading, index, act)
    if "main_reaction" in act:
        return _main_reaction_probes(ext, reading, index, act)
    if "move" in act:
        return _move_probes(ext, reading, index, act)
    if "cancel" in act:
        return _cancel_probes(ext, reading, index, act)
    return _zone_probes(ext, reading, index, act)


def _boards(ext: Any, reading: Reading) -> list[dict[str, Any]]:
    """The default board and one unstated value changed at a time (the base reader's PERTURB)."""
    from judge.answer.extract.sakura import BASE, PERTURB

    stated = reading.facts
    return [dict(BASE)] + [{**BASE, k: v} for k, v in PERTURB if k not in stated]


def _reaction_probes(ext: Any, reading: Reading, index: int,
                     act: dict[str, Any]) -> list[Probe]:
    react = act["react"]
    reactor = react["reactor"]
    other = "B" if reactor == "A" else "A"
    flare_key = f"{reactor}.flare"
    classes = [react["class"]] if "class" in react else ["normal", "special"]
    by_subtype: dict[str, list[Any]] = {"reaction": [True], "none": [False],
                                        "unknown": [True, False], "full": ["full"]}
    subtypes = by_subtype[react["subtype"]]
    chains = {"reaction": [True], "unknown": [False, True]}.get(react.get("attack", ""), [False])
    out: list[Probe] = []
    boards = _boards(ext, reading)
    if "range" in act and "distance" not in reading.facts:  # the attack was made: in range
        boards = [{**v, "distance": d} for v in boards[:1] for d in sorted(set(act["range"]))]
    for variant in boards:
        board = {**variant, **reading.facts}
        d = board["distance"]
        for cls in classes:
            costs: list[int] = [0]
            if cls == "special" and "cost" in react:
                costs = [react["cost"]]
            elif cls == "special" and "class" in react:
                costs = [0, 2]  # a 切札 of unstated 消費
                if isinstance(reading.facts.get(flare_key), int):
                    # a stated Flare: the unstated 消費 may also exceed it (9-3-1)
                    costs.append(reading.facts[flare_key] + 1)
            for cost in costs:
                for is_reaction, chained in [(r, c) for r in subtypes for c in chains]:
                    reaches: list[Any] = [d]
                    if react.get("type") == "attack":
                        reaches = [react["range"]] if "range" in react else [
                            d, d + 2 if d + 2 <= 10 else d - 2]
                    for reach in reaches:
                        pos = dict(board)
                        assumed = {k: v for k, v in variant.items() if k not in reading.facts}
                        if cost and flare_key not in reading.facts:
                            pos[flare_key] = cost  # the 切札's 消費 can be paid (assumed)
                            assumed[flare_key] = cost
                        if "class" not in react:
                            assumed["reacting card"] = cls
                        if react["subtype"] == "unknown":
                            assumed["reacting card 《対応》"] = is_reaction
                        if cls == "special" and "cost" not in react and "class" in react:
                            assumed["消費"] = cost
                        if react.get("type") == "attack" and "range" not in react:
                            assumed["reacting card range"] = reach
                        if len(chains) > 1:
                            assumed["attack used as a reaction"] = chained
                        text = _reaction_dsl(ext, reading, act, pos, reactor, other,
                                             (cls, cost, is_reaction, reach, chained))
                        if text is not None:
                            out.append(Probe(text, assumed, index))
    return out


def _reaction_dsl(ext: Any, reading: Reading, act: dict[str, Any], board: dict[str, Any],
                  reactor: str, other: str, card: tuple[str, int, Any, Any, bool]) -> str | None:
    """Attack, (a reaction attack,) then the asked reaction by `reactor` (9-4 ⅰ); `card` is
    the reacting card's class, 消費, 《対応》 or not, range (if an attack) and whether the
    attack reacted to was itself used as a reaction."""
    cls, cost, is_reaction, reach, chained = card
    d = board["distance"]
    kws = " ".join(act.get("keywords", ()))
    first = reactor if chained else other  # who uses the first 《攻撃》 (its turn)
    base = {**act, "attacker": first, "range": act.get("range") or (d, d),
            "keywords": () if chained else act.get("keywords", ())}
    script = [f"{first} use 斬"]
    if chained:  # the opponent reacts with an attack; the asker answers that one
        script.append(f"{other} react 返")
    script.append(f"{reactor} react 受")
    twice = act["react"].get("twice", False)
    if twice:
        script.append(f"{reactor} react 受2")  # a second card for the same attack
    text = ext._dsl({**board, "turn": board.get("turn", first)}, base, script,
                    frozenset(reading.facts))
    if text is None:
        return None
    kind = "attack" if act["react"].get("type") == "attack" else "action"
    sub = " full" if is_reaction == "full" else " reaction" if is_reaction else ""
    spec = f" special{sub} cost {cost}" if cls == "special" else sub
    span = f"{reach[0]}-{reach[1]}" if isinstance(reach, tuple) else str(reach)
    rng = f" {span} 2/1" if kind == "attack" else ""
    limit = act["react"].get("limit")
    lim = f" limit {limit[0]}-{limit[1]}" if limit else ""
    cards = [f"card 受 {kind}{spec}{rng}{lim}"]
    if twice:
        cards.append(f"card 受2 {kind}{spec}{rng}{lim}")
    state = "used" if act["react"].get("used") else "unused"
    hands = [f"{reactor} specials 受:{state}" if cls == "special" else f"{reactor} hand 受"]
    if twice:
        hands.append(f"{reactor} specials 受2:unused" if cls == "special"
                     else f"{reactor} hand 受2")
    if chained:
        cards.append(f"card 返 attack reaction {d} 2/1 {kws}".rstrip())
        hands.append(f"{other} hand 返")
    lines = _merge_zone_lines(text.splitlines(), hands)
    lines[2:2] = cards
    return "\n".join(lines) + "\n"


def _merge_zone_lines(lines: list[str], zone_lines: list[str]) -> list[str]:
    """Add `P hand C` / `P specials C:state` to the board: a player's zone is one line (a
    second line for it is an error in the DSL), so cards join an existing line."""
    out = list(lines)
    for add in zone_lines:
        player, zone, *cards = add.split()
        head = f"{player} {zone} "
        at = next((i for i, ln in enumerate(out) if ln.startswith(head)), None)
        if at is not None:
            out[at] = out[at] + " " + " ".join(cards)
        else:
            turn = next(i for i, ln in enumerate(out) if ln.startswith("turn "))
            out.insert(turn, add)
    return out


def _use_probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    """Using the attack card: its range against the (stated or varied) distance (9-2-1 ⅰ)."""
    out: list[Probe] = []
    boards = _boards(ext, reading)
    if "distance" not in reading.facts:  # inside the range too, not only the defaults
        boards += [{**boards[0], "distance": d} for d in sorted(set(act["range"]))]
    for variant in boards:
        board = {**variant, **reading.facts}
        assumed = {k: v for k, v in variant.items() if k not in reading.facts}
        text = ext._dsl(board, act, ["A use 斬"], frozenset(reading.facts))
        if text is not None:
            out.append(Probe(text, assumed, index))
    return out


def _main_reaction_probes(ext: Any, reading: Reading, index: int,
                          act: dict[str, Any]) -> list[Probe]:
    classes = [act["class"]] if "class" in act else ["normal", "special"]
    out: list[Probe] = []
    for variant in _boards(ext, reading):
        board = {**variant, **reading.facts}
        for cls in classes:
            assumed = {k: v for k, v in variant.items() if k not in reading.facts}
            if "class" not in act:
                assumed["reacting card"] = cls
            text = ext._dsl(board, {"kind": "card"}, ["A use 受"], frozenset(reading.facts))
            if text is None:
                continue
            lines = _merge_zone_lines(text.splitlines(), [
                "A specials 受:unused" if cls == "special" else "A hand 受"])
            lines[2:2] = ["card 受 action special reaction cost 0" if cls == "special"
                          else "card 受 action reaction"]
            out.append(Probe("\n".join(lines) + "\n", assumed, index))
    return out


def _judge_main_reaction(result: RunResult) -> Finding:
    """Was the 《対応》 card used in the main phase?"""
    refused = result.illegal
    if refused is not None:
        return Finding("no", refused.clause, refused.reason)
    step = next((s.clause for s in result.trace.walk() if "counts as used" in s.what), None)
    return Finding("yes", step, "the card was used by 通常の方法 (9-2)")


def told_aura_damages(act: dict[str, Any]) -> list[str]:
    """The damages tried when only the Aura side is told ("オーラへのダメージが6"): the Life
    side varied."""
    return [f"{act['aura_damage']}/{y}" for y in (1, 2)]


def _zone_probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    """Can the attacked player take the attack's damage on the asked zone (5-8-3-2)? The
    attack is made (range = distance); unstated aura and damage vary; with a keyword, each
    position is also played with a plain attack (ContrastProbe)."""
    attacker = act.get("attacker", "A")
    defender = "B" if attacker == "A" else "A"
    aura_key = f"{defender}.aura"
    auras = [reading.facts[aura_key]] if aura_key in reading.facts else list(CONTRAST_AURA)
    damages = [act["damage"]] if "damage" in act else list(CONTRAST_DAMAGE)
    if "aura_damage" in act and "damage" not in act:
        damages = told_aura_damages(act)
    out: list[Probe] = []
    boards = _boards(ext, reading)
    # the aura × damage grid on the default board; each other unstated value on its own
    grid = [(boards[0], a, d) for a in auras for d in damages]
    grid += [(v, auras[-1], damages[1 if len(damages) > 1 else 0]) for v in boards[1:]]
    for variant, aura, dmg in grid:
        board = {**variant, **reading.facts, aura_key: aura}
        d = board["distance"]
        assumed = {k: v for k, v in variant.items() if k not in reading.facts}
        if aura_key not in reading.facts:
            assumed[aura_key] = aura
        if "damage" not in act:
            assumed["damage"] = dmg
        probe_act = {**act, "damage": dmg, "range": act.get("range", (d, d))}
        script = [f"{attacker} use 斬", f"{defender} decline",
                  f"{defender} damage {act['take']}"]
        text = ext._dsl(board, probe_act, script, frozenset(reading.facts))
        plain = ext._dsl(board, {**probe_act, "keywords": ()}, script,
                         frozenset(reading.facts))
        if text is not None and plain is not None and act.get("contrast"):
            out.append(ContrastProbe(text, assumed, index, control=plain))
        elif text is not None and not act.get("contrast"):
            out.append(Probe(text, assumed, index))
    return out


# -- judging -----------------------------------------------------------------------------------
def judge(reading: Reading, probe: Probe, result: RunResult,
          act: dict[str, Any]) -> Finding | None:
    """A reaction probe: was the reaction accepted? A contrast probe: does the keyword take
    away the zone the plain attack allows? None when the probe does not test the question."""
    if "lethal" in act:
        return lethal.judge(result)
    if act.get("ask") == "after":
        return _judge_after(result)
    if isinstance(probe, ContrastProbe):
        return _judge_contrast(probe, result)
    if isinstance(probe, MoveProbe):
        return _judge_move(probe, result)
    if "cancel" in act:
        return _judge_cancel(result, act)
    if act.get("use"):
        return _judge_use(result)
    if "main_reaction" in act:
        return _judge_main_reaction(result)
    if "react" not in act:
        return _judge_zone(result, act)
    refused = result.illegal
    react = act["react"]
    chained = react.get("attack") == "reaction" or probe.assumed.get("attack used as a reaction")
    other = "A" if react["reactor"] == "B" else "B"
    sides = result.board_after.get("sides", {})
    # the attack reacted to was made (and, chained, the reaction attack too): else no answer
    if sides.get(react["reactor"] if chained else other, {}).get("attacks", 0) < 1 or (
            chained and sides.get(other, {}).get("attacks", 0) < 1):
        return None
    if refused is not None:  # what follows the attack is the asked reaction only
        return Finding("no", refused.clause, refused.reason)
    return Finding("yes", _reaction_step(result), "the reaction was used (9-4 ⅰ)")


def _judge_after(result: RunResult) -> Finding | None:
    """Did the attack's 【攻撃後】 effect resolve (9-4 ⅶ), or what stopped it (ⅱ, ⅲ, ⅵ)?"""
    if result.illegal is not None or not _made(result):
        return None
    steps = list(result.trace.walk())
    done = next((s for s in steps if "【攻撃後】 effect resolves" in s.what), None)
    if done is not None:
        return Finding("yes", done.clause, "the 【攻撃後】 effect resolved (9-4 ⅶ)")
    stop = next((s for s in steps if "range check fails:" in s.what or "cancelled" in s.what),
                None)
    return Finding("no", stop.clause if stop else None, "the 【攻撃後】 effect did not resolve")


def _judge_use(result: RunResult) -> Finding:
    """Was the attack card used? A refusal cites its clause (9-2-1 for the range check)."""
    refused = result.illegal
    if refused is not None:
        return Finding("no", refused.clause, refused.reason)
    step = next((s.clause for s in result.trace.walk() if "range check passes" in s.what), None)
    return Finding("yes", step, "the range check on use passed (9-2-1 ⅰ)")


def _reaction_step(result: RunResult) -> str | None:
    """The 9-4 step under which the reaction was used (the decision it answered)."""
    for step in result.trace.walk():
        if any("reacts with" in child.what for child in step.children):
            return step.clause
    return None


def _judge_contrast(probe: ContrastProbe, result: RunResult) -> Finding | None:
    from judge.answer.simulate import play

    try:
        control = play(probe.control)
    except Exception:  # noqa: BLE001 - a control the engine cannot play says nothing
        return None
    if control.illegal is not None or _made(control) is False:
        return None  # the plain attack does not allow it either: not what the keyword changes
    return _judge_zone(result, {})


def _judge_zone(result: RunResult, act: dict[str, Any]) -> Finding | None:
    """Was the asked damage zone accepted (5-8-3-2), once the attack was made? Asked as forced
    ("must I take it on Life?"), the probe tried the other zone: refused there means forced."""
    if _made(result) is False:
        return None
    refused = result.illegal
    must = bool(act.get("must"))
    if refused is not None:
        if not refused.clause.endswith(("#5-8-3-2", "#10-26", "#10-21")):
            return None
        if must:
            return Finding("yes", refused.clause, f"the other zone is refused: {refused.reason}")
        return Finding("no", refused.clause, refused.reason)
    step = next((s.clause for s in result.trace.walk() if s.clause.endswith("#5-8-3-2")), None)
    if must:
        return Finding("no", step, f"the damage may be taken on {act['take']} instead")
    return Finding("yes", step, "the damage was taken there")


def _made(result: RunResult) -> bool:
    """True if some 《攻撃》 was made in the played probe."""
    sides = result.board_after.get("sides", {})
    return any(s.get("attacks", 0) >= 1 for s in sides.values())



@dataclass(frozen=True)
class MoveProbe(Probe):
    """A probe where the reaction moves the distance to `final` before the range check."""

    final: int = -1
    ask: str = "hit"
    edge: bool = False
    """Played just outside the printed range: a refused use (9-2-1) is an attack that does
    not hit, not a position to ignore."""


def _move_probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    move = act["move"]
    attacker = act.get("attacker", "B")
    reactor = "A" if attacker == "B" else "B"
    stated_d = reading.facts.get("distance")
    ranges = [act["range"]] if "range" in act else list(MOVE_RANGES)
    if "range" not in act and stated_d is not None:
        # ranges that hold the stated distance, one narrow (the moved distance falls out of it)
        # and one wide (it stays in): an unstated range must not decide by default
        ranges = [(stated_d, stated_d), (max(0, stated_d - 3), min(10, stated_d + 3))]
    out: list[Probe] = []
    boards = _boards(ext, reading)
    for r_i, rng in enumerate(ranges):
        ds = [stated_d] if stated_d is not None else sorted({rng[0], rng[1]})
        if stated_d is None and move["how"] == "reach" and move["reach"].startswith("expand"):
            # 10-4 widens the range: a distance just outside the printed one is where the
            # widening matters, so an unstated distance is tried there too
            edge = rng[0] - 1 if move["reach"].endswith("near") else rng[1] + 1
            ds += [edge] if 0 <= edge <= 10 else []
        for d in ds:
            if move["how"] == "reach":
                deltas = [0]  # the distance stays; the attack's range changes (10-4)
            elif move["how"] == "change":
                deltas = [1, -1, 2, -2]  # the direction is not said
            elif move["how"] == "set":
                deltas = [move["n"] - d] if move["n"] is not None else [1, -1]
            else:
                sign = 1 if move["how"] == "plus" else -1
                deltas = [sign * move["n"]] if move["n"] is not None else [sign, 2 * sign]
            for delta in deltas:
                final = d + delta
                if not 0 <= final <= 10 or (delta == 0 and move["how"] != "reach"):
                    continue
                first = r_i == 0 and d == ds[0] and delta == deltas[0]
                for variant in (boards if first else boards[:1]):
                    board = {**variant, **reading.facts, "distance": d}
                    assumed = {k: v for k, v in variant.items() if k not in reading.facts}
                    if "range" not in act:
                        assumed["range"] = rng
                    if stated_d is None:
                        assumed["distance"] = d
                    if move["n"] is None or move["how"] == "change":
                        assumed["distance change"] = delta
                    probe_act = {**act, "range": rng}
                    script = [f"{attacker} use 斬", f"{reactor} react 受", "expect attack hit"]
                    text = ext._dsl(board, probe_act, script, frozenset(reading.facts))
                    if text is None:
                        continue
                    effect = (f"{move['reach']} {move['n']}" if move["how"] == "reach"
                              else f"dust -> distance {delta}" if delta > 0
                              else f"distance -> dust {-delta}")
                    lines = text.splitlines()
                    at = next(i for i, ln in enumerate(lines) if ln.startswith("turn "))
                    lines[at:at] = [f"{reactor} hand 受"]
                    lines[2:2] = [f"card 受 action reaction use: {effect}"]
                    out.append(MoveProbe("\n".join(lines) + "\n", assumed, index, final=final,
                                         ask=move["ask"], edge=not rng[0] <= d <= rng[1]))
    return out


def _judge_move(probe: MoveProbe, result: RunResult) -> Finding | None:
    """Did the attack hit after the reaction moved the distance (9-4 ⅲ, 9-4-1)?"""
    if result.illegal is not None and probe.edge and probe.ask in ("hit", "miss"):
        refused = result.illegal
        return Finding("no" if probe.ask == "hit" else "yes", refused.clause, refused.reason)
    if result.illegal is not None or not result.expectations:
        return None
    if result.board_after.get("distance") != probe.final:
        return None  # the move did not happen as the question says (not enough crystals)
    hit = result.expectations[-1].passed
    if probe.ask == "made":
        return _judge_made(result)
    step = next((s.clause for s in result.trace.walk()
                 if "range check passes:" in s.what or "range check fails:" in s.what
                 or s.what.startswith("不可避")), None)
    yes = hit if probe.ask == "hit" else not hit
    return Finding("yes" if yes else "no", step, "the attack hit" if hit else "the attack failed")


def _judge_made(result: RunResult) -> Finding | None:
    """9-4: an 《攻撃》 that passed its check on use was made, even if it then failed."""
    made = [s for s in result.trace.walk() if "range check passes at distance" in s.what
            or "generated; range check passes" in s.what]
    if not made:
        return None
    return Finding("yes" if _made(result) else "no", "sakura-ja#9-4",
                   "the attack passed its check on use: 「《攻撃》を行った」 (9-4)")


# -- a reaction that cancels the attack or its damage (9-4 ⅱ, ⅳ; 10-23) ----------------------
def _cancel_probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    attacker = act["attacker"]
    reactor = "A" if attacker == "B" else "B"
    out: list[Probe] = []
    for variant in _boards(ext, reading):
        board = {**variant, **reading.facts}
        d = board["distance"]
        assumed = {k: v for k, v in variant.items() if k not in reading.facts}
        # "-/1": the damage goes to life without a choice, so a dealt damage is seen
        probe_act = {**act, "range": (d, d), "damage": "-/1"}
        script = [f"{attacker} use 斬", f"{reactor} react 受", "expect attack failed"]
        text = ext._dsl(board, probe_act, script, frozenset(reading.facts))
        if text is None:
            continue
        lines = text.splitlines()
        at = next(i for i, ln in enumerate(lines) if ln.startswith("turn "))
        lines[at:at] = [f"{reactor} hand 受"]
        lines[2:2] = [f"card 受 action reaction use: cancel {act['cancel']}"]
        out.append(Probe("\n".join(lines) + "\n", assumed, index))
    return out


def _judge_cancel(result: RunResult, act: dict[str, Any]) -> Finding | None:
    """Was the attack (its damage) stopped by the reaction's cancel?"""
    if not _made(result) or not result.expectations:
        return None
    refused = result.illegal
    if act.get("ask") == "made":
        return None if refused is not None else _judge_made(result)
    if refused is not None:
        return Finding("no", refused.clause, refused.reason)  # the reaction itself (10-22)
    defender = "A" if act["attacker"] == "B" else "B"
    before = result.board_before["sides"][defender]["life"]
    after = result.board_after["sides"][defender]["life"]
    stopped = (result.expectations[-1].passed if act["cancel"] == "attack"
               else after == before)
    steps = [s for s in result.trace.walk() if s.clause.endswith(("#10-23",)) or
             "cancelled" in s.what]
    clause = steps[-1].clause if steps else None
    if not stopped:
        clause = next((s.clause for s in steps if s.clause.endswith("#10-23")), clause)
    return Finding("yes" if stopped else "no", clause,
                   "the cancel stopped it" if stopped else "the cancel had no effect")
