"""Findings of the Sakura turn-structure family: what a played `turn A start|end|main` probe
says about the asked measure (a value, yes/no, the winner), with the clause that decided."""

from __future__ import annotations

from typing import Any

from judge.answer.extract import Finding, Probe, Reading, sakura_mode
from judge.answer.extract import sakura_turn_words as w
from judge.answer.extract.common import winner_finding
from judge.answer.extract.kinds import asked_part
from judge.engine.runner import RunResult


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    """What one played probe says: a value, yes/no or the winner, with the deciding clause."""
    found = _judge(reading, probe, result)
    if found is not None and reading.actions[0].get("skipped") and found.verdict in ("yes", "no"):
        found = Finding("no" if found.verdict == "yes" else "yes", found.clause,
                        f"{found.detail} (asked whether it is skipped)")
    want = reading.actions[0].get("equals")
    if found is None or want is None:
        return found
    return Finding("yes" if found.verdict == str(want) else "no", found.clause,
                   f"{found.detail} (asked: {want})")


def _judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    act = reading.actions[0]
    if act["phase"] == "main":
        return sakura_mode.judge(reading, probe, result)
    measure = act["measure"]
    refused = result.illegal
    if measure == "reshuffle-can":
        if refused is not None:
            return Finding("no", refused.clause, refused.reason)
        done = _steps(result, "9-7")
        return Finding("yes" if done else "no", _uid("8-1-3"), "the reshuffle was played")
    if measure == "draw-first" and refused is None:
        # 8-1-3: the reshuffle is decided (ⅲ) before the two cards are drawn (ⅳ)
        steps = _start_steps(result)
        shuffle = next((i for i, s in enumerate(steps) if s.clause.endswith("#9-7")), None)
        draw = next((i for i, s in enumerate(steps) if "draws a card" in s.what), None)
        if shuffle is None or draw is None:
            return None
        return Finding("yes" if draw < shuffle else "no", _uid("8-1-3"),
                       "the reshuffle came before the draw" if shuffle < draw
                       else "the draw came before the reshuffle")
    if refused is not None:
        return None
    # board_before is taken at the first open decision (past the start phase's focus step),
    # and its card lists are live: the position the probe wrote is the "before"
    before = _given(reading, probe)
    after = result.board_after["sides"]["A"]
    turn = probe.assumed.get("whose") or act.get("turn", "A")  # an unsaid end phase: both
    if not _finished(result, act["phase"], turn):
        return None
    if turn == "B":
        found = _judge_measure(reading, measure, before, after, _start_steps(result), result)
        # the asker's things are not the turn player's: 8-1-3 / 8-3-2 leave them as they are
        clause = _uid("8-1-3" if act["phase"] == "start" else "8-3-2")
        return found and Finding(found.verdict, clause, found.detail)
    return _judge_measure(reading, measure, before, after, _start_steps(result), result)


def _judge_measure(reading: Reading, measure: str, before: dict[str, Any],
                   after: dict[str, Any], start: list[Any], result: RunResult) -> Finding | None:
    """The finding for one measure of A's board after the played phase."""
    amount = reading.actions[0].get("amount")
    if measure == "drew-after":  # 8-1-3 ⅳ after ⅲ: a loss to 9-7 ⅰ's damage ends it first
        n = sum(1 for s in start if s.clause == _uid("7-1-6") and s.what.startswith("A draws"))
        if n == 0 and result.outcome is not None:
            return Finding("no", result.outcome.clause, "the game ended before the draw")
        return Finding(_yes(n, amount), _uid("8-1-3"), f"A drew {n}")
    if result.board_after.get("over") and measure in w.NEEDS_END:
        return None
    if measure == "winner":
        return winner_finding(reading, result, _uid("8-1-3"))
    if measure == "survive":  # still in the game after the phase (a loss is 4-1's)
        lost = bool(result.outcome and result.outcome.winner == "B")
        clause: str | None = result.outcome.clause if result.outcome else _uid("8-1-3")
        return Finding("no" if lost else "yes", clause,
                       "the player lost" if lost else "the player is still in the game")
    if measure == "opening":  # 10-6: face down on Life damage other than the reshuffle's
        opened = "付1" in after["facedown"]
        # 「場に残りましたか」 / "did it stay?": still out as an enhancement (not face down, nor
        # discarded when its last crystal went, 9-5); 「伏せ札にしなくていい」: not face down
        asked = asked_part(reading.text)
        if w.STAYS_OUT.search(asked):
            stayed = "付1" in after.get("enhancements", {})
            yes = not opened if w.NEED_NOT_HIDE.search(asked) and not w.ON_FIELD.search(
                asked) else stayed
        else:
            yes = opened
        return Finding("yes" if yes else "no", _uid("10-6"),
                       "the 隙 enhancement was put face down" if opened
                       else "the 隙 enhancement stayed (the reshuffle's damage does not count)")
    skipped = any(s.clause == _uid("8-1-3") and "first turn" in s.what for s in start)
    first = _uid("8-1-3") if skipped else None
    if measure.endswith("-delta"):
        return _delta(measure[:-6], before, after, start, first)
    if measure == "focus":
        clause = first or _changed(start, "A.focus") or _changed(start, "A.flinch")
        if before["focus"] == after["focus"] == 2 and not before["flinch"] and not skipped:
            clause = _uid("8-1-3")
        return Finding(str(after["focus"]), clause, f"A.focus {before['focus']} → "
                       f"{after['focus']}")
    if measure == "focus-up":
        up = after["focus"] - before["focus"]
        clause = first or (_uid("5-1-4") if before["flinch"] else _uid("8-1-3"))
        return Finding(_yes(up, amount), clause, f"A.focus {before['focus']} → "
                       f"{after['focus']}")
    if measure in ("flinch-off", "flinch-on"):
        if not before["flinch"]:
            return None
        off = not after["flinch"]
        yes = off if measure == "flinch-off" else not off
        return Finding("yes" if yes else "no", first or _uid("5-1-4"), f"A.flinch → "
                       f"{after['flinch']}")
    if measure in ("draws", "drew"):
        n = sum(1 for s in start if s.clause == _uid("7-1-6") and s.what.startswith("A draws"))
        verdict = str(n) if measure == "draws" else _yes(n, amount)
        return Finding(verdict, first or _uid("8-1-3"), f"A drew {n}")
    if measure in ("desp", "desp-yes"):
        n = len([s for s in start if s.clause == _uid("10-10")])
        verdict = str(n) if measure == "desp" else ("yes" if n else "no")
        return Finding(verdict, first or (_uid("10-10") if n else _uid("8-1-3")), f"焦燥 × {n}")
    if measure in ("reshuffle-dmg", "reshuffle-aura"):
        zone = "aura" if measure == "reshuffle-aura" else "life"
        hit = any(c.path == f"A.{zone}" and c.after < c.before
                  for s in _steps(result, "9-7") for c in _changes(s))
        return Finding("yes" if hit else "no", first or _uid("9-7"), f"reshuffle: {zone} "
                       f"{'loses' if hit else 'keeps'}")
    if measure.startswith("returns-"):
        pile = measure[len("returns-"):]
        if not int(before.get(pile, 0)):
            return None  # nothing in that pile to go back
        back = not after[pile]
        return Finding("yes" if back else "no", first or _uid("9-7"), f"A.{pile} → {after[pile]}")
    if measure == "reshuffle-must":
        return Finding("no", _uid("8-1-3"), "declining the reshuffle was played")
    if measure == "reshuffle-skip":
        return Finding("yes", _uid("8-1-3"), "declining the reshuffle was played")
    if measure in ("life", "aura"):
        clause = first or _changed(start, f"A.{measure}") or _uid("8-1-3")
        return Finding(str(after[measure]), clause, f"A.{measure} = {after[measure]}")
    if measure == "hand":
        return Finding(str(len(after["hand"])), first or _uid("8-1-3"),
                       f"A.hand = {len(after['hand'])}")
    if measure == "deck":  # what the reshuffle (9-7 ⅱ) and the draws (8-1-3 ⅳ) leave
        return Finding(str(len(after["deck"])), first or _uid("8-1-3"),
                       f"A.deck = {len(after['deck'])}")
    if measure in ("enh-gone", "storage", "enh-fx", "storage-down"):
        gone = "付1" not in after["enhancements"]
        if measure == "storage-down":
            was, now = int(before.get("storage", 0)), int(after["enhancements"].get("付1", 0))
            return Finding(_yes(was - now, amount), first or _uid("8-1-3"),
                           f"付1's 納 {was} → {now}")
        if measure == "enh-gone":
            return Finding("yes" if gone else "no", first or _uid("8-1-3"), f"付1 gone: {gone}")
        if measure == "storage":
            return Finding(str(after["enhancements"].get("付1", 0)), first or _uid("8-1-3"),
                           "付1's 納")
        fx = any("【破棄時】" in s.what for s in start)
        return Finding("yes" if fx else "no", first or _uid("9-5"), f"破棄時 resolved: {fx}")
    hidden: int = len(after["facedown"]) - int(before["facedown"])
    if measure == "hidden":
        return Finding(str(hidden), _uid("8-3-2"), f"{hidden} card(s) put face down")
    if measure == "facedown-total":
        n = len(after["facedown"])
        return Finding(str(n), _uid("8-3-2"), f"A.facedown = {n}")
    if measure == "hand-left":
        return Finding(str(len(after["hand"])), _uid("8-3-2"), f"A.hand = {len(after['hand'])}")
    if measure == "must-hide":
        return Finding("yes" if hidden else "no", _uid("8-3-2"), f"{hidden} put face down")
    if measure == "hide-optional":
        return Finding("no" if hidden else "yes", _uid("8-3-2"), f"{hidden} put face down")
    if measure == "discarded":
        n_gone = len(after["discard"]) - int(before.get("discard", 0))
        return Finding("yes" if n_gone > 0 else "no", _uid("8-3-2"), f"{n_gone} card(s) discarded, "
                       f"{hidden} put face down")
    if measure == "skip-hide":
        return Finding("no" if hidden else "yes", _uid("8-3-2"), f"{hidden} put face down")
    if measure == "keep":
        n = len(after["hand"])
        return Finding("yes" if n >= int(reading.actions[0]["keep"]) else "no", _uid("8-3-2"),
                       f"A.hand = {n}")
    if measure == "choose-hide":
        return Finding("yes" if hidden else "no", _uid("8-3-2"), "the chosen card went face down")
    return None


def _yes(change: int, amount: int | None) -> str:
    """"yes" if the change happened — by exactly the asked amount when one is asked."""
    return "yes" if (change == amount if amount else change > 0) else "no"


def _delta(what: str, before: dict[str, Any], after: dict[str, Any], start: list[Any],
           first: str | None) -> Finding | None:
    """"How much does X go up / down?": the size of the change over the start phase."""
    if what == "storage":
        was, now = int(before.get("storage", 0)), int(after["enhancements"].get("付1", 0))
        return Finding(str(abs(was - now)), first or _uid("8-1-3"), f"付1's 納 {was} → {now}")
    if what == "hand":
        was, now = int(before["hand"]), len(after["hand"])
    elif what in ("focus", "life", "aura"):
        was, now = int(before[what]), int(after[what])
    else:
        return None
    clause = first or _changed(start, f"A.{what}") or _uid("8-1-3")
    if what == "focus" and before.get("flinch"):
        clause = first or _uid("5-1-4")
    return Finding(str(abs(was - now)), clause, f"A.{what} {was} → {now}")


def _given(reading: Reading, probe: Probe) -> dict[str, Any]:
    """The values the probe's position was written with (stated, else assumed)."""
    base = w.START_BASE if reading.actions[0]["phase"] == "start" else w.END_BASE
    keys = set(base) | {"storage"}
    assumed = {k: v for k, v in probe.assumed.items() if k != "whose"}
    return {**base, **assumed, **{k: v for k, v in reading.facts.items() if k in keys}}


def _uid(number: str) -> str:
    return f"sakura-ja#{number}"


def _finished(result: RunResult, phase: str, turn: str) -> bool:
    """The probe ran past the asked phase (or the game ended): no decision left hanging."""
    b = result.board_after
    if b.get("over"):
        return True
    if phase == "start":
        return b["turn"] == turn and b["phase"] == "main"
    return b["turn"] != turn


def _start_steps(result: RunResult) -> list[Any]:
    """Every step inside A's start phase (the first 8-1 of the trace)."""
    for step in result.trace.steps if hasattr(result.trace, "steps") else []:
        if step.clause == _uid("8-1"):
            return list(_walk(step))
    return []


def _walk(step: Any) -> Any:
    yield step
    for child in step.children:
        yield from _walk(child)


def _steps(result: RunResult, number: str) -> list[Any]:
    return [s for s in result.trace.walk() if s.clause == _uid(number)]


def _changes(step: Any) -> list[Any]:
    return [c for s in _walk(step) for c in s.changes]


def _changed(steps: list[Any], path: str) -> str | None:
    """The clause of the start-phase step (9-7, 10-10, 8-1-3, 5-1-4…) whose subtree changed
    `path`: a reshuffle's life damage is 9-7's, not the 5-8-3-1 inside it."""
    top = steps[0].children if steps else []
    for step in top:
        if any(c.path == path and c.before != c.after for c in _changes(step)):
            return str(step.clause)
    return None
