"""魔法少女 battle families (magical_girl_battle.py): the probes they vary, the scripts they
play and how a played probe is judged (the verdict comes from the engine's trace and board)."""

from __future__ import annotations

from typing import Any

from judge.answer.extract import Finding, Reading
from judge.answer.extract import magical_girl_orbs as orb_family
from judge.answer.extract.magical_girl_battle import KINDS
from judge.engine.runner import RunResult


def skipped(reading: Reading, key: str, value: Any) -> bool:
    """Perturbations a family does not make: a game won by the first attack has no "after the
    battle" (again/still), and "can it corrupt an orb?" presumes the opponent has one."""
    if reading.kind == "attacks" or reading.facts.get("trigger.count"):
        return key == "P2.orbs"
    if reading.kind in ("again", "still", "decline") or reading.facts.get("orbs.exist"):
        return (key, value) == ("P2.orbs", 0)
    return False


def variants(reading: Reading, act: dict[str, Any]) -> list[dict[str, Any]]:
    """Extra unstated values a family varies (window, stat, amount), one change at a time.
    An attacked monster whose state is not stated is also tried rested and reversed: 804.3
    and 804.4 compare different values."""
    if act.get("target") == "T" and reading.kind not in KINDS:
        atk = reading.facts.get("A.atk")
        # reversed, its DEF at and just above a stated ATK too: 804.4 compares those two
        near = [{"T.state": "reverse", "T.def": d} for d in (atk, atk + 1)] \
            if isinstance(atk, int) else []
        return [{"T.state": "rest"}, {"T.state": "reverse"},
                {"T.state": "reverse", "T.def": 3500}, {"T.state": "reverse", "T.def": 0}, *near]
    if reading.kind == "compared":
        return [{"T.state": "rest"}, {"T.state": "reverse"}]
    if act.get("target") == "P2" and reading.facts.get("opp_field_unsaid") and not any(
            k.startswith("T.") for k in reading.facts):
        return [{"opp.reversed": True}]  # 803.3b: a reversed monster of theirs may exist
    if act.get("target") == "P2" and reading.facts.get("opp_monster") \
            and "T.state" not in reading.facts:
        # the opponent's monster, state unsaid: reversed, it must be the target (803.3b)
        return [{"T.state": "recover"}, {"T.state": "reverse"}]
    if reading.kind == "again" and reading.facts.get("again") == "during":
        return [{"window": w} for w in ("803.6", "804.6", "805.2")]
    if reading.kind == "again" and reading.facts.get("again") == "ban-ends":
        return [{"window": w} for w in ("802.2", "803.2")]
    if reading.kind == "still":
        return [{"boost": b} for b in ("atk +1000", "def +500", "atk +300")]
    if reading.kind == "attacks":
        return [{"P2.orbs": 7}, {"P2.orbs": reading.facts["attackers"]}, {"blocker": True}]
    return []


def script(f: dict[str, Any], reading: Reading) -> list[str] | None:
    """The probe's script lines for this module's kinds (after the board), or None."""
    kind = reading.kind
    if f.get("other"):  # the opposing monster switched around the declaration
        lines = [f"monster R of P2 atk {f['T.atk']} def {f['T.def']} recover"]
        window = f.get("events_at", "803.6")
        if window == "803.2":
            return lines + ["at 803.2", "P2: switch R reverse", "attack A -> P2", "finish"]
        return lines + ["attack A -> P2", "at 803.6", "P2: switch R reverse", "finish"]
    if kind == "window":  # the phase played through: the trace orders windows and triggers
        return [f"trigger Sign of P1 on {f['trigger'][0]}: orbs P1 +1", "attack A -> P2",
                "finish"]
    if kind == "triggers":
        event = f["trigger"][0]
        lines = [f"trigger Sign of P1 on {event}: orbs P1 +1"]
        n = f.get("attackers", 1) if f.get("trigger.count") else 1
        lines += [f"monster A{i} of P1 atk {f['A.atk']} def 1000 recover" for i in range(2, n + 1)]
        if f.get("T.state") or f.get("events") and any(" T" in e for e in f["events"]):
            lines.append(f"monster T of P2 atk {f['T.atk']} def {f['T.def']} "
                         f"{f.get('T.state', 'recover')}")
        target = "T" if any(e.endswith(" T") or " T " in e for e in f.get("events", [])) \
            else "P2"
        if f.get("A.state") in ("rest", "reverse") and n == 1 and not f.get("events"):
            return lines + ["finish"]  # no monster can attack (803.3a): none declared
        for i, name in enumerate(["A"] + [f"A{i}" for i in range(2, n + 1)]):
            lines.append(f"attack {name} -> {target if i == 0 else 'P2'}")
            if i == 0 and f.get("events"):
                lines += [f"at {f.get('events_at', '803.6')}", *(f"P2: {e}" for e in f["events"])]
            lines.append("finish")
        return lines
    if kind == "decline":  # nothing declared: the phase moves on only when 803.3 allows it
        lines = []
        if f.get("decline.after"):
            lines += ["monster B of P1 atk 1000 def 1000 recover", "attack B -> P2", "finish"]
        return lines + ["finish", "pass"]
    if kind == "attacks":
        n = reading.facts["attackers"]
        lines = [f"monster A{i} of P1 atk {f['A.atk']} def 1000 recover" for i in range(2, n + 1)]
        if f.get("blocker"):
            lines.append(f"monster T of P2 atk {f['T.atk']} def {f['T.def']} rest")
        names = ["A"] + [f"A{i}" for i in range(2, n + 1)]
        for name in names:
            lines += [f"attack {name} -> P2", "finish"]
        return lines + ["expect over"]  # 805.5 → 806: no further declaration is possible
    if kind == "again":
        how = f.get("again")
        if how == "ban-ends":
            return ["monster B of P1 atk 1000 def 1000 recover",
                    f"at {f.get('window', '803.2')}", "forbid B until end of battle",
                    "attack A -> P2", "finish", "attack B -> P2"]
        if how == "phase-end":
            return ["trigger Refresh of P1 on battle_phase_end: switch A recover",
                    "attack A -> P2", "finish", "attack A -> P2"]
        if how == "battle-end":
            return ["trigger Refresh of P1 on battle_end once: switch A recover",
                    "attack A -> P2", "finish", "attack A -> P2"]
        if how == "none":
            return ["attack A -> P2", "finish", "attack A -> P2"]
        return ["attack A -> P2", f"at {f.get('window', '804.6')}", "switch A recover",
                "finish", "attack A -> P2"]
    if kind == "still":
        stat, amount = f.get("boost", "atk +1000").split()
        field = "atk" if stat == "atk" else "def"
        base = f["A.atk"] if field == "atk" else 1000
        want = base + int(amount)
        lines = ["attack A -> P2", "at 803.6", f"{stat} A {amount} until end of battle"]
        check = f"expect A.{field} == {want}"
        if f.get("still.at") == "805.2":
            return lines + ["at 805.2", check, "finish"]
        return lines + ["finish", check]
    return None


def judge_family(reading: Reading, result: RunResult) -> Finding | None:
    """The verdict of one played probe for this module's kinds."""
    kind = reading.kind
    if kind == "attacks":
        n = sum(1 for s in result.trace.walk() if s.clause.endswith("#803.4")
                and "becomes the attacking monster" in s.what)
        if result.illegal is not None or result.outcome is not None \
                or not result.expectations or not result.expectations[-1].passed:
            return None
        return Finding(str(n), _first(result, ("803.4",)), f"{n} attack(s) declared")
    if kind == "window":
        return _window(reading, result)
    if kind == orb_family.KIND:  # 804.5: 「攻撃を行っている怪異の支配者は…選んで穢します」
        return orb_family.judge(reading, result)
    if kind == "priority-first":  # 803.6 etc.: 「ターンプレイヤーに優先権が与えられ」
        at = reading.facts["priority_at"]
        step = next((s for s in result.trace.walk() if s.clause.endswith(f"#{at}")
                     and "receives priority" in s.what), None)
        if step is None:
            return None
        first = step.what.split(" receives priority")[0].strip()
        turn = result.board_before.get("turn")
        words = reading.facts.get("priority_words")
        if words:  # the turn player attacks (803): "the attacking player" / "side"
            said = f"the attacking {words}" if first == turn else f"the defending {words}"
        else:
            said = "the turn player" if first == turn else "the non-turn player"
        return Finding(said, step.clause, step.what)
    if kind == "triggers":
        if result.illegal is not None:
            if result.illegal.clause.endswith("#506.1") and not result.trace.steps[1:]:
                pass
            else:
                return None
        event, clause = reading.facts["trigger"]
        fired = sum(1 for s in result.trace.walk() if s.what.startswith("trigger Sign "))
        if reading.facts.get("trigger.again"):
            return Finding("yes" if fired >= 2 else "no", _first(result, (clause,)),
                           f"triggered {fired} time(s) over two attacks")
        if reading.facts.get("trigger.count"):
            return Finding(str(fired), _first(result, (clause,)), f"triggered {fired} time(s)")
        if fired:
            return Finding("yes", _first(result, (clause,)), "the ability triggered")
        return Finding("no", _first(result, ("506.1",)) if reading.facts.get("first_turn")
                       else _first(result, (clause,)) or _last(result, ("804.5",)),
                       "the trigger condition did not occur")
    if kind == "decline":
        stop = result.illegal
        if stop is None or result.outcome is not None:
            return None
        if stop.clause.endswith("#803.3"):  # a declaration is due: it cannot be skipped
            return Finding("no", _last(result, ("805.5",)) if reading.facts.get("decline.after")
                           else stop.clause, stop.reason)
        if stop.clause.endswith("#806"):  # no attacker could be chosen: the phase ended
            return Finding("yes", _last(result, ("803.3",)) or _last(result, ("806.1",)),
                           "no attacker could be chosen: the battle phase ended")
        return None
    if kind == "again":
        if not _first(result, ("803.4",)):
            return None  # the first attack was not made: "again" is not what was refused
        if result.illegal is not None:
            refused = result.illegal.clause
            return Finding("no", refused, result.illegal.reason)
        return Finding("yes", _first(result, ("805.5",)), "the monster attacked again")
    if kind == "still":
        if result.illegal is not None or not result.expectations:
            return None
        held = result.expectations[0].passed
        return Finding("yes" if held else "no", _first(result, ("805.3a",)),
                       "still in force" if held else "ended at 805.3a")
    if kind == "state-after" and result.illegal is not None \
            and result.illegal.clause.endswith("#803.4"):
        # 803.4: 「それが実行できない場合、この攻撃は行えず、攻撃を行う怪異の選択までゲームの状況が
        # 戻されます」 — the board after the refusal is the one before the rest
        state = result.board_after.get("monsters", {}).get("A", {}).get("state")
        if state is None:
            return None
        return Finding("yes" if state == reading.facts["asks.state"] else "no",
                       result.illegal.clause, f"the attack is not made; the attacker is {state}")
    if result.illegal is not None:
        return None
    if kind == "compared":
        judged = [s.clause.split("#")[-1] for s in result.trace.walk()
                  if s.clause.split("#")[-1] in ("804.3", "804.4")]
        if not judged:
            clause = _last(result, ("804.1", "804.2"))
            return Finding("no", clause, "no comparison")
        stat = "def" if judged[-1] == "804.4" else "atk"
        if reading.facts["asks.stat"] == "atk" and stat == "def":
            # "is the ATK compared?": the attacker's ATK is, against DEF (804.4) — a finding
            # that disagrees with every other, so an unstated target state gives no verdict
            return Finding("unclear", _first(result, ("804.4",)), "ATK against DEF")
        return Finding("yes" if stat == reading.facts["asks.stat"] else "no",
                       _first(result, (judged[-1],)), f"compared with {stat.upper()}")
    if kind == "state-after":
        state = result.board_after.get("monsters", {}).get("A", {}).get("state")
        if state is None:
            return None
        return Finding("yes" if state == reading.facts["asks.state"] else "no",
                       _first(result, ("803.4",)), f"the attacker is {state}")
    if kind == "redirect":
        declared = [s.what for s in result.trace.walk() if s.clause.endswith("#803.3b")
                    and s.what.startswith("attack target: ")]
        ended = [c.before for s in result.trace.walk() if s.clause.endswith("#805.4a")
                 for c in s.changes if c.path == "battle" and isinstance(c.before, dict)]
        if not declared or not ended:
            return None
        first_target = declared[0].split(": ", 1)[1].split(" ", 1)[0]
        changed = ended[0].get("target") != first_target
        was_judged = _first(result, ("804.3", "804.4", "804.5"))
        clause = _first(result, ("803.3b",)) if was_judged else _last(result, ("804.1", "804.2"))
        return Finding("yes" if changed else "no", clause,
                       f"declared {first_target}, battled {ended[0].get('target')}")
    if kind == "restored":
        if result.outcome is not None:
            return None
        corrupted = [c.after for s in result.trace.walk() if s.clause.endswith("#804.5")
                     for c in s.changes if c.path == "P2.corrupted"]
        now = result.board_after.get("players", {}).get("P2", {}).get("corrupted")
        if not corrupted or now is None:
            return None  # nothing was corrupted: nothing to come back
        return Finding("yes" if now < corrupted[-1] else "no", _last(result, ("804.5",)),
                       f"P2 corrupted {now}")
    if kind == "orbs-are":
        orbs = result.board_after.get("players", {}).get("P2", {}).get("orbs")
        if orbs is None or result.outcome is not None:
            return None
        return Finding("yes" if orbs == reading.facts["asks.orbs"] else "no",
                       _last(result, ("804.5", "804.2", "804.1")), f"P2 orbs {orbs}")
    if kind == "escape":
        won = result.outcome.winner if result.outcome else None
        clause = result.outcome.clause if result.outcome else _last(result, ("804.5", "804.1",
                                                                             "804.2"))
        return Finding("no" if won else "yes", clause, f"winner: {won or 'none'}")
    return None


def _window(reading: Reading, result: RunResult) -> Finding | None:
    """Is there a 優先権処理 before / right after the asked trigger window?"""
    if result.illegal is not None or result.outcome is not None:
        return None
    steps = list(result.trace.walk())
    clause = reading.facts["trigger"][1]
    at = next((i for i, st in enumerate(steps) if st.clause.endswith("#" + clause)
               and "誘発条件が発生" in st.what), None)
    if at is None:
        return None
    windows = [i for i, st in enumerate(steps) if "receives priority" in st.what]
    if reading.facts["window"] == "before":
        earlier = [i for i in windows if i < at]
        if not earlier:
            return Finding("no", steps[at].clause, "no 優先権処理 precedes the trigger window: "
                           "the first one of the phase follows it")
        return Finding("yes", steps[earlier[-1]].clause, "a 優先権処理 precedes the trigger")
    later = [i for i in windows if i > at]
    step = clause.split(".")[0]
    if later and steps[later[0]].clause.split("#")[-1].startswith(step + "."):
        return Finding("yes", steps[later[0]].clause, "the step's 優先権処理 follows the trigger")
    return None


def _first(result: RunResult, numbers: tuple[str, ...]) -> str | None:
    for step in result.trace.walk():
        if step.clause.split("#", 1)[-1] in numbers:
            return step.clause
    return None


def _last(result: RunResult, numbers: tuple[str, ...]) -> str | None:
    uid = None
    for step in result.trace.walk():
        if step.clause.split("#", 1)[-1] in numbers:
            uid = step.clause
    return uid
