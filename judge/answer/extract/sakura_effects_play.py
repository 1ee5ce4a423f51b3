"""Playing the Sakura effects family (sakura_effects.py): the probe positions (DSL text) and
what a played probe says (a Finding), read from the engine's trace, refusals and boards.

Unstated values are varied: the distance (in and out of the effect attack's range), the damage,
the attacked player's aura and where the damage is taken, the type and zone of a card used by an
effect, the turn-start distance of a 'farther' condition — so a verdict never rests on a default.
"""

from __future__ import annotations

from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.engine.runner import RunResult
from judge.games.sakura.rules import uid

TOTAL = 36
"""Sakura crystals in play (4-1)."""
DISTANCES = (0, 1, 2, 3, 4, 5, 6, 8, 10)
"""Distances tried when the question states none."""
RELATION_PROBES = {"out": ((3, 4, 6), (3, 4, 1), (1, 2, 5)),
                   "in": ((3, 4, 3), (3, 4, 4), (1, 2, 2))}
"""(low, high, distance) for "the distance is outside / inside its range" with no numbers."""
DAMAGES = ("2/1", "1/2")
"""Effect attack damages tried when the question states none."""
REACTION = "受"
"""The attacked player's 《対応》 card (no effect of its own) for "can they react?"."""
EFFECT_CARD = {"destroy": "札E", "effect": "札X", "after": "斬"}
PARENT, USED = "札P", "札Y"
"""A card whose effect uses another card, and the card it uses."""


# -- probes ------------------------------------------------------------------------------------
def probes(reading: Reading) -> list[Probe]:
    """The probes of the reading's family, each with the unstated values it assumed."""
    act = reading.actions[0]
    family = act["family"]
    if family == "attack":
        return _attack_probes(reading, act)
    if family == "use":
        return _use_probes(reading, act)
    return _restrict_probes(reading, act)


def _attack_probes(reading: Reading, act: dict[str, Any]) -> list[Probe]:
    stated = reading.facts
    shapes: list[tuple[tuple[int, int], int, dict[str, Any]]] = []
    if "range" in act:
        lo, hi = act["range"]
        if "distance" in stated:
            ds: tuple[int, ...] = (stated["distance"],)
        else:
            rel = act.get("relation")
            ds = tuple(d for d in DISTANCES if rel is None or (lo <= d <= hi) == (rel == "in"))
        shapes = [((lo, hi), d, {} if "distance" in stated else {"distance": d}) for d in ds]
    elif "distance" in stated:  # "the distance (N) is outside its range": ranges that fit
        d = stated["distance"]
        ranges = _ranges_around(d, act["relation"] == "in")
        shapes = [(r, d, {"range": f"{r[0]}-{r[1]}"}) for r in ranges]
    else:  # only "outside / inside its range": ranges and distances that fit the words
        shapes = [((lo, hi), d, {"range": f"{lo}-{hi}", "distance": d})
                  for lo, hi, d in RELATION_PROBES[act["relation"]]]
    damages = (act["damage"],) if "damage" in act else DAMAGES
    auras = (stated["B.aura"],) if "B.aura" in stated else (3, 0, 5)
    damaging = act["measure"] in ("damaged", "life-lost")
    takes: tuple[str | None, ...] = (act["take"],) if "take" in act else (
        ("aura", "life") if damaging else (None,))
    out: list[Probe] = []
    for i, (rng, d, assumed) in enumerate(shapes):
        variants = [(damages[0], auras[0])]
        if i == 0:  # the rest varied one at a time, at the first distance
            variants += [(dmg, auras[0]) for dmg in damages[1:]]
            variants += [(damages[0], a) for a in auras[1:]]
        for dmg, aura in variants:
            for take in takes:
                values = {**stated, "distance": d, "B.aura": aura}
                text = _attack_dsl(values, act, rng, dmg, take)
                if text is None:
                    continue
                extra = dict(assumed)
                if "damage" not in act:
                    extra["damage"] = dmg
                if "B.aura" not in stated:
                    extra["B.aura"] = aura
                if damaging and "take" not in act:
                    extra["damage taken on"] = take
                out.append(Probe(text, extra))
    return out


def _ranges_around(d: int, inside: bool) -> list[tuple[int, int]]:
    """Ranges that hold distance `d` (inside) or miss it (outside), near and far from it."""
    if inside:
        return [(d, d), (max(0, d - 1), min(10, d + 1)), (max(0, d - 2), d)]
    out = [(d + 1, min(10, d + 2)), (d + 3, min(10, d + 4))] if d <= 8 else []
    out += [(max(0, d - 2), d - 1), (0, 0) if d > 1 else (1, 1)] if d >= 1 else []
    return [r for r in dict.fromkeys(out) if not r[0] <= d <= r[1] and r[0] <= r[1]]


def _board(values: dict[str, Any], stated: set[str], held: int = 0) -> list[str] | None:
    """Board lines: distance, dust (36 crystals in play, 4-1, `held` of them on enhancements),
    both players' numbers."""
    sides = {p: {"aura": values.get(f"{p}.aura", 3), "life": values.get(f"{p}.life", 10),
                 "flare": values.get(f"{p}.flare", 0)} for p in ("A", "B")}
    distance = values.get("distance", 6)
    dust = TOTAL - held - distance - sum(v for s in sides.values() for v in s.values())
    for key in ("A.life", "A.aura", "B.life"):
        if dust >= 0:
            break
        if key in stated:
            continue
        p, zone = key.split(".")
        give = min(-dust, sides[p][zone] - (1 if zone == "life" else 0))
        sides[p][zone] -= give
        dust += give
    if dust < 0:
        return None
    lines = [f"distance {distance}", f"dust {dust}"]
    if "start" in values:
        lines.append(f"start-distance {values['start']}")
    for p in ("A", "B"):
        lines.append(f"{p} " + " ".join(f"{z} {v}" for z, v in sides[p].items()))
    return lines


def _attack_dsl(values: dict[str, Any], act: dict[str, Any], rng: tuple[int, int], dmg: str,
                take: str | None) -> str | None:
    held = 1 if act["source"] == "destroy" else 0  # the last crystal on the enhancement
    board = _board(values, {k for k in values if "." in k}, held)
    if board is None:
        return None
    lo, hi = rng
    effect = f"attack {lo}-{hi} {dmg}" if lo != hi else f"attack {lo} {dmg}"
    source = act["source"]
    d = values["distance"]
    lines = ["game sakura", "title \"an attack made by an effect, read from the question\""]
    if source == "destroy":  # 9-1-1-7, 9-5: destroyed when its last crystal leaves (8-1-3 ⅱ)
        lines += ["card 札E enhance storage 2 {", f"  destroy: {effect}", "}"]
    elif source == "after":  # 9-4 ⅶ: the 【攻撃後】 effect of an attack that hit
        lines += [f"card 斬 attack {d} -/0 {{", f"  after: {effect}", "}"]
    else:  # an effect of a card being used (9-2-2 ⅲ)
        lines += ["card 札X action {", f"  use: {effect}", "}"]
    if act["measure"] == "react":
        lines.append(f"card {REACTION} action reaction use: +0/+0")
    lines += ["board", *board]
    if act.get("no_attack"):  # 「《攻撃》を行えない」 on the attacker (9-4)
        lines.append("A flags no-attack")
    if source == "destroy":
        lines += ["A enhance 札E 1", "A deck 札1 札2", "turn A start"]
    else:
        lines += [f"A hand {EFFECT_CARD[source]}", "turn A main standard"]
    if act["measure"] == "react":
        lines.insert(lines.index("board") + 1 + len(board), f"B hand {REACTION}")
    if source != "destroy":
        lines.append(f"A use {EFFECT_CARD[source]}")
    if source == "after":
        lines.append("B decline")  # the window of the attack whose 【攻撃後】 it is
    # The answers to the attack's decisions are written only where the attack can be made (the
    # engine decides whether it is: a wrong guess leaves a refused or an unanswered decision,
    # and the finding is then None, never a verdict).
    made = lo <= d <= hi and not act.get("no_attack")
    lines.append(f"B react {REACTION}" if act["measure"] == "react" and made else "B decline")
    if take is not None and made:
        lines.append(f"B damage {take}")
    return "\n".join(lines) + "\n"


def _use_probes(reading: Reading, act: dict[str, Any]) -> list[Probe]:
    stated = reading.facts
    if act["measure"] == "can-nested":
        return _nested_probes(reading, act)
    if act["measure"] == "can-use":
        return _can_use_probes(reading, act)
    types = (act["type"],) if "type" in act else ("action", "enhance", "attack")
    zones = (act["zone"],) if "zone" in act else ("hand", "discard")
    distances = (stated["distance"],) if "distance" in stated else (6, 2)
    out: list[Probe] = []
    for t in types:
        for zone in zones:
            for d in distances:
                board = _board({**stated, "distance": d}, set(stated))
                if board is None:
                    continue
                lines = ["game sakura", "title \"a card used by another card's effect\"",
                         "card 札P action {", f"  use: use {USED} from {zone}", "}",
                         f"card {USED} {_card_words(t, d)}"]
                if act["measure"] == "react":
                    lines.append(f"card {REACTION} action reaction use: +0/+0")
                lines += ["board", *board]
                hand = [PARENT] + ([USED] if zone == "hand" else [])
                lines.append("A hand " + " ".join(hand))
                if zone != "hand":
                    lines.append(f"A {zone} {USED}")
                if act["measure"] == "react":
                    lines.append(f"B hand {REACTION}")
                lines += ["turn A main standard", f"A use {PARENT}"]
                if act["measure"] == "react":
                    lines.append(f"B react {REACTION}")
                assumed: dict[str, Any] = {}
                if "type" not in act:
                    assumed["card type"] = t
                if "zone" not in act:
                    assumed["zone the card is used from"] = zone
                if "distance" not in stated:
                    assumed["distance"] = d
                out.append(Probe("\n".join(lines) + "\n", assumed))
    return out


def _can_use_probes(reading: Reading, act: dict[str, Any]) -> list[Probe]:
    """A's 札P uses 札Y by its effect; 札Y's type, class, state and zone, the action chosen and
    (for an attack) its range are the stated ones or varied. A 切札 costs 1, paid from flare 1
    (the cost is not what is asked; a stated flare is not read)."""
    stated = reading.facts
    types = (act["type"],) if "type" in act else ("action", "enhance", "attack")
    special = act.get("class") == "special"
    states = (act["state"],) if "state" in act else ("unused", "used")
    zones = ("special",) if special else (act["zone"],) if "zone" in act else ("hand", "discard")
    modes = (act["mode"],) if "mode" in act else ("standard", "full")
    distances = (stated["distance"],) if "distance" in stated else (6, 2)
    out: list[Probe] = []
    for t, zone, mode, d in ((t, z, m, d) for t in types for z in zones for m in modes
                             for d in distances):
        for reach in _reaches(act, t, d):
            for state in states if special else ("",):
                flare = {"A.flare": 1} if special else {}
                board = _board({**stated, "distance": d, **flare}, set(stated))
                if board is None:
                    continue
                words = _card_words(t, d, reach) + (" full" if act.get("full") else "")
                words += " special cost 1" if special else ""
                lines = ["game sakura", "title \"can a card's effect use this card?\"",
                         "card 札P action {", f"  use: use {USED}"
                         + (f" from {zone}" if zone != "special" else ""), "}",
                         f"card {USED} {words}", "board", *board]
                if special:
                    lines += [f"A specials {USED}:{state}", f"A hand {PARENT}"]
                else:
                    lines.append("A hand " + " ".join([PARENT] + ([USED] if zone == "hand"
                                                                  else [])))
                    if zone != "hand":
                        lines.append(f"A {zone} {USED}")
                lines += [f"turn A main {mode}", f"A use {PARENT}"]
                assumed: dict[str, Any] = {}
                if "type" not in act:
                    assumed["card type"] = t
                if not special and "zone" not in act:
                    assumed["zone the card is used from"] = zone
                if special and "state" not in act:
                    assumed["切札 state"] = state
                if "mode" not in act:
                    assumed["action chosen"] = mode
                if "distance" not in stated:
                    assumed["distance"] = d
                if reach is not None and reach != d:
                    assumed["range"] = reach
                out.append(Probe("\n".join(lines) + "\n", assumed))
    return out


def _nested_probes(reading: Reading, act: dict[str, Any]) -> list[Probe]:
    """B attacks with 対応不可（〇〇）; A reacts with a card whose effect uses 札Y (10-22 補足)."""
    out: list[Probe] = []
    reactors = (act["reactor"],) if "reactor" in act else ("special", "normal")
    zones = (act["zone"],) if "zone" in act else ("hand", "facedown")
    for reactor in reactors:
        for zone in zones:
            board = _board({"distance": 4}, set())
            if board is None:
                continue
            special = " special cost 0" if reactor == "special" else ""
            lines = ["game sakura", "title \"a card used by a reacting card's effect\"",
                     f"card 斬 attack 3-4 2/1 {act['keyword']}",
                     f"card {PARENT} action{special} reaction {{", f"  use: use {USED} from {zone}",
                     "}", f"card {USED} action", "board", *board, "B hand 斬",
                     f"A specials {PARENT}" if reactor == "special" else f"A hand {PARENT}"]
            lines.append(f"A hand {USED}" if zone == "hand" and reactor == "special" else
                         f"A hand {PARENT} {USED}" if zone == "hand" else f"A {zone} {USED}")
            if zone == "hand" and reactor != "special":
                lines.remove(f"A hand {PARENT}")
            lines += ["turn B main standard", "B use 斬", f"A react {PARENT}"]
            assumed: dict[str, Any] = {"distance": 4, "the used card": "a normal 《行動》"}
            if "reactor" not in act:
                assumed["reacting card"] = reactor
            if "zone" not in act:
                assumed["zone the card is used from"] = zone
            out.append(Probe("\n".join(lines) + "\n", assumed))
    return out


def _card_words(t: str, d: int, reach: int | None = None) -> str:
    """A plain card of type `t` (an attack of range `reach`, by default in range at distance
    `d`; an enhancement 納1)."""
    if t == "attack":
        return f"attack {d if reach is None else reach} 2/1"
    if t == "enhance":
        return "enhance storage 1"
    return t


def _restrict_probes(reading: Reading, act: dict[str, Any]) -> list[Probe]:
    stated = reading.facts
    family = act["family"]
    types = (act["type"],) if "type" in act else ("action", "enhance", "attack")
    out: list[Probe] = []
    if family == "farther":  # 5-2-1: the turn-start distance, and where it is now
        starts = [act["start"]] if "start" in act else [
            s for s in (2, 4, 6, 0) if 0 <= s + act["moved"] <= 10 and 0 <= s <= 10][:2]
        boards = [{"start": s, "distance": s + act["moved"]} for s in starts
                  if 0 <= s + act["moved"] <= 10]
    elif family == "limit" and "distance" not in stated:  # in and out of the 10-37 limit
        lo, hi = act["limit"]
        boards = [{"distance": d} for d in sorted({lo, hi, max(0, lo - 1), min(10, hi + 1)})]
    else:
        boards = [{"distance": stated["distance"]}] if "distance" in stated else [
            {"distance": d} for d in (6, 2, 10)]
    for t in types:
        for values, reach in [(v, r) for v in boards for r in _reaches(act, t, v["distance"])]:
            board = _board({**stated, **values}, set(stated))
            if board is None:
                continue
            words = _card_words(t, values["distance"], reach)
            if family == "farther":
                words += f" require {act['way']} >= {act['need']}"
            if family == "limit":  # 10-37
                words += f" limit {act['limit'][0]}-{act['limit'][1]}"
            lines = ["game sakura", "title \"a card use restriction read from the question\"",
                     f"card 札X {words}", "board", *board, "A hand 札X"]
            if family == "no-attack":
                lines.append("A flags no-attack")
            lines += ["turn A main standard", "A use 札X"]
            assumed: dict[str, Any] = {k: v for k, v in values.items() if k not in stated}
            if "start" in assumed:
                assumed["turn-start distance"] = assumed.pop("start")
            if "type" not in act:
                assumed["card type"] = t
            if reach is not None and reach != values["distance"]:
                assumed["range"] = reach
            out.append(Probe("\n".join(lines) + "\n", assumed))
    return out


def _reaches(act: dict[str, Any], t: str, d: int) -> list[int | None]:
    """The ranges tried for an attack card: a stated 《攻撃》 card of unstated range is tried in
    and out of range (9-2-1 ⅰ); an unstated type is a card otherwise usable (in range)."""
    if t != "attack":
        return [None]
    if act.get("type") == "attack":
        return [d, d + 2 if d + 2 <= 10 else d - 2]
    return [d]


# -- judging -----------------------------------------------------------------------------------
def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    """What one played probe says about the asked measure; None if it says nothing."""
    act = reading.actions[0]
    if result.board_after.get("over"):
        return None  # the game ended on the way: not the situation asked
    if act["family"] == "attack":
        return _judge_attack(act, probe, result)
    if act["family"] == "use":
        return _judge_use(act, probe, result)
    return _judge_restrict(act, probe, result)


def _refused_line(probe: Probe, result: RunResult) -> str | None:
    """The probe line the engine refused, if any."""
    if result.illegal is None or result.first_failure is None:
        return None
    lines = probe.text.split("\n")
    return lines[result.first_failure.line - 1] if 0 < result.first_failure.line <= len(lines) \
        else None


def _effect_attack_step(result: RunResult) -> Any:
    """The 10-5 step of the effect attack (generated and checked, or erased)."""
    return next((s for s in result.trace.walk() if s.clause.endswith("#10-5")), None)


def _judge_attack(act: dict[str, Any], probe: Probe, result: RunResult) -> Finding | None:
    step = _effect_attack_step(result)
    if step is None:
        return None  # the effect did not resolve: not the situation asked
    erased = "erased" in step.what
    refused = _refused_line(probe, result)
    removed = next((s for s in result.trace.walk() if s.clause.endswith("#9-4")
                    and "cannot attack" in s.what), None)
    if act.get("no_attack") and not erased:
        if removed is None or refused is not None:
            return None
        # 9-4: 「《攻撃》を行えない」 — removed from <攻撃中> unresolved: no window, no damage
        verdict = "0" if act["measure"] == "life-lost" else "no"
        return Finding(verdict, removed.clause, removed.what)
    if refused is not None and not (erased and refused.startswith(("B react", "B damage"))):
        return None  # a continuation the rules refuse for another reason: not an outcome
    # The probe's own board lines give the values before: a start-phase probe (【破棄時】) has
    # already played its start phase in board_before.
    before = _start_values(probe.text)
    after = result.board_after["sides"]
    first = 1 if act["source"] == "after" else 0  # the attack whose 【攻撃後】 made it
    measure = act["measure"]
    if measure == "made":
        made = after["A"]["attacks"] - first
        return Finding("yes" if made > 0 else "no", step.clause,
                       f"A.attacks 0 → {after['A']['attacks']}")
    if measure == "attacks":
        return Finding(str(after["A"]["attacks"]), step.clause,
                       f"A.attacks = {after['A']['attacks']}")
    if measure == "react":
        if erased:  # no 《攻撃》 was made: no 9-4 ⅰ window (10-5 2)
            return Finding("no", step.clause, "the effect attack was erased: nothing to react to")
        if refused is not None:
            return Finding("no", result.illegal.clause if result.illegal else None,
                           "no reaction window")
        reacted = next((s for s in result.trace.walk() if s.clause.endswith("#9-8")
                        and REACTION in s.what), None)
        if reacted is None:
            return None
        return Finding("yes", uid("9-4"), reacted.what)
    if not erased and not _damage_dealt(result):
        return None  # the damage choice was left open: nothing dealt yet, no answer
    lost = before["B"]["life"] - after["B"]["life"]
    if measure == "life-lost":
        steps = list(result.trace.walk())  # when it hit: the aura-or-life choice, the life step
        hit = next((s for s in steps if s.clause.endswith("#5-8-3-2")), None) or next(
            (s for s in steps if any(c.path == "B.life" for c in s.changes)), None)
        return Finding(str(lost), (hit or step).clause, f"B.life {before['B']['life']} → "
                       f"{after['B']['life']}")
    aura_lost = before["B"]["aura"] - after["B"]["aura"]
    return Finding("yes" if lost + aura_lost > 0 else "no", step.clause,
                   f"B lost {aura_lost} aura, {lost} life")


def _start_values(text: str) -> dict[str, dict[str, int]]:
    """Each player's aura and life as the probe's board lines set them."""
    out: dict[str, dict[str, int]] = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0] in ("A", "B") and parts[1] == "aura":
            out[parts[0]] = {parts[i]: int(parts[i + 1]) for i in range(1, len(parts) - 1, 2)}
    return out


def _damage_dealt(result: RunResult) -> bool:
    """True if the attack's damage step (9-4 ⅴ) moved crystals of the attacked player."""
    return any(c.path.startswith("B.") for s in result.trace.walk() for c in s.changes
               if "#5-8" in s.clause)


def _judge_use(act: dict[str, Any], probe: Probe, result: RunResult) -> Finding | None:
    counted = next((s for s in result.trace.walk() if s.clause.endswith("#9-2")
                    and s.what.startswith(f"{USED} moves")), None)
    refused = _refused_line(probe, result)
    if act["measure"] == "can-nested":
        if refused is not None:
            return None  # the reaction itself was refused: not the situation asked
        exception = next((s for s in result.trace.walk() if s.clause.endswith("#10-22")), None)
        if counted is not None:
            return Finding("yes", (exception or counted).clause, counted.what)
        failed = next((s for s in result.trace.walk() if s.what.startswith(f"A cannot use "
                                                                              f"{USED}")), None)
        return Finding("no", failed.clause, failed.what) if failed else None
    if act["measure"] == "can-use":
        if refused is not None:
            return None  # 札P itself was refused: not the situation asked
        failed = next((s for s in result.trace.walk() if s.what.startswith(f"A cannot use "
                                                                              f"{USED}")), None)
        if counted is not None:
            why = next((s for s in result.trace.walk()
                        if s.clause == "sakura-guide-ko#3.1"), counted)
            return Finding("yes", why.clause, counted.what)
        return Finding("no", failed.clause, failed.what) if failed else None
    if act["measure"] == "react":
        if counted is None:
            return None  # the effect's use did not happen: not the situation asked
        if refused is not None and refused.startswith("B react"):
            return Finding("no", result.illegal.clause if result.illegal else None,
                           "no reaction window")
        if refused is not None:
            return None
        return Finding("yes", uid("9-4"), f"B reacts to the 《攻撃》 of {USED}")
    if refused is not None or counted is None:
        return None  # the effect could not use the card on this board: not the question's case
    used = result.board_after["sides"]["A"]["used"]
    if act["measure"] == "count":
        return Finding(str(used), counted.clause, counted.what)
    yes = used >= 2  # the card whose effect used it, then the card itself (a fresh turn)
    return Finding("yes" if yes else "no", counted.clause, counted.what)


def _judge_restrict(act: dict[str, Any], probe: Probe, result: RunResult) -> Finding | None:
    refused = _refused_line(probe, result)
    if refused is not None and refused != "A use 札X":
        return None
    before = result.board_before["sides"]["A"]["used"]
    after = result.board_after["sides"]["A"]["used"]
    if refused is not None and result.illegal is not None:
        if act["measure"] == "counted":
            return Finding("yes" if after > before else "no", result.illegal.clause,
                           result.illegal.reason)
        return Finding("no", result.illegal.clause, result.illegal.reason)
    counted = next((s for s in result.trace.walk() if s.clause.endswith("#9-2")
                    and "counts as used" in s.what), None)
    clause = counted.clause if counted else None
    if act["measure"] == "counted":
        return Finding("yes" if after > before else "no", clause, f"A.used {before} → {after}")
    return Finding("yes", clause, "the engine accepted the use")
