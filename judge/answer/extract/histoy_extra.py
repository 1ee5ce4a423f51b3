"""Hi!story extra turns (5.8): how many extra turns 「再び自分のターンになる」 gives when it
resolves several times in one turn (5.8.3), or again during the extra turn (5.8.4).

Reads the effect (quoted or paraphrased), how often it resolved, whether that was during an
extra turn, and what is asked: the number of extra turns that follow the turn, or whether a
claimed number of them ("do I get two extra turns?") follows. The probe resolves the effect that
often and ends the turn; the engine decides whose turn comes next (5.8.1, 5.8.3, 5.8.4). Left
out, the number of resolutions and the kind of turn are varied.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.kinds import asked_part, confirms_negation
from judge.engine.runner import RunResult

EFFECT = re.compile(
    r"((再び|もう一度|もう1度)\s?(自分|私|あなた)の\s?ターン(に\s?な|が\s?来)"
    r"|다시\s?(자신|내|나|본인)의?\s?(턴|차례)(이|가)\s?(된|되|온|돌아)"
    r"|\b(it|this) (becomes|is) (your|my) turn again\b"
    r"|\b(take|takes|taking|took|get|gets|getting|got) (another|an extra|one more) turn\b"
    r"|\banother turn after this one\b)", re.IGNORECASE)
"""The effect itself: 「再び自分のターンになる」 (5.8.1)."""
EXTRA = re.compile(r"(追加の?ターン|追加ターン|추가\s?(턴|차례)|\bextra turns?\b"
                   r"|\bbonus turns?\b|\badditional turns?\b)", re.IGNORECASE)
RESOLVED = re.compile(r"(解決|発動|使(用|っ|い)|해결|발동|사용|\bresolv|\bactivat|\btrigger"
                      r"|\bplay(ed|s)?\b|\bused?\b)", re.IGNORECASE)
HOW_MANY = re.compile(r"(何回|何度|いくつ|何ターン|몇\s?(번|회|턴|차례)|\bhow many\b)",
                      re.IGNORECASE)
_NUM = r"(\d+|一|二|三|四|두|세|네|한|one|two|three|four|a single)"
TIMES = re.compile(rf"{_NUM}\s?(回|度|つ(の)?|번|회|차례|개의?|\s?times\b"
                   rf"|\s?(separate |different )?(effects|cards|copies))|\b(twice|thrice)\b",
                   re.IGNORECASE)
CLAIM = re.compile(rf"(?:{_NUM}\s?(回|度|つ|ターン|번|회|턴|차례)\s?(の|분의|의)?\s?(追加|추가)"
                   rf"|(追加の?ターン|추가\s?(턴|차례))\s?(は|を|が|って|이|가|을|를|도|은|는)?\s?"
                   rf"(だけ|만)?\s?{_NUM}\s?(回|度|つ|번|회|ターン|턴|차례)"
                   rf"|\b{_NUM} (more |separate )?(extra|bonus|additional) turns?\b"
                   rf"|\b(extra|bonus|additional) turns? {_NUM} times\b)", re.IGNORECASE)
"""A number of extra turns claimed in the asked part (「追加のターンは2回もらえますか」)."""
NUMBER_TIMES = re.compile(rf"{_NUM}\s?(回|度|번|회|\s?times\b|\s?extra turns?\b)", re.IGNORECASE)
WORDS = {"一": 1, "二": 2, "三": 3, "四": 4, "한": 1, "두": 2, "세": 3, "네": 4, "one": 1,
         "two": 2, "three": 3, "four": 4, "a single": 1, "twice": 2, "thrice": 3}
IN_EXTRA = re.compile(r"(追加の?ターン(中|の間|の最中|の途中)|(추가\s?(턴|차례))\s?(중|도중|동안)"
                      r"|\b(during|in|within) (the|that|this|my|an|their|his|her) "
                      r"(extra|bonus|additional) turn\b)", re.IGNORECASE)
NOT_EXTRA = re.compile(r"(追加の?ターン(中)?(で|じゃ)は?な"
                       r"|\bnot (during|in) (an?|the) (extra|bonus) turn\b"
                       r"|通常の?ターン|通常の私のターン|通常の自分の"
                       r"|추가\s?턴이\s?아닌|일반\s?턴|\bnot (itself |yet )?an? (extra|bonus) turn"
                       r"|\bnon-extra\b|\bnormal\b|\bregular\b|\bordinary\b)", re.IGNORECASE)
SAME_TURN = re.compile(r"(同じ|同一|(1|一)つの(自分の)?ターン|この(自分の)?ターン"
                       r"|今の(自分の)?ターン|\d+\s?ターン目(の間|中|に)|ターン\s?\d+\s?(の間|中)"
                       r"|\b(during|in|within) turn \d+\b"
                       r"|(自分|私|あなた)の(通常の)?ターン(中|の間|に|で)|ターン中|追加のターン(中|の間)"
                       r"|(한|같은|이번|내|제|자신의|나의)\s?턴|턴\s?(중|동안)"
                       r"|\b(the same|one|a single|this|that|my|their|his|her|a|one of (my|their|"
                       r"his|her|your)) ((normal|regular|own) )?(\([^)]*\) )?"
                       r"((normal|regular|extra|own) )?"
                       r"turns?\b)",
                       re.IGNORECASE)
"""The resolutions told to fall in one turn (5.8.3 is about one turn; "so far" is not)."""
TOTAL = re.compile(r"(合計|全部で|合わせて|トータル|通算|모두\s?(합|몇)|합계|합쳐|총\s|\bin total\b"
                   r"|\baltogether\b|\btotal\b|\ball told\b)", re.IGNORECASE)
OPPONENT_RESOLVES = re.compile(
    r"(相手(は|が)[^。?？]{0,30}(再び|解決|発動)|상대(는|가|방이)[^.?]{0,30}(다시|해결|발동)"
    r"|\b(my |the |their )?opponent('s)? [^.?]{0,20}(resolv|activat|play|us)"
    r"|\bthey (resolve|resolved|activate|activated)\b)", re.IGNORECASE)
"""Whose extra turn: the question is read only when the asker (or a named player alone) resolves
it, not when the opponent's effect is told beside the asker's turns."""


def read_extra(text: str, reading: Reading) -> bool:
    """Fill `reading` for an extra-turn count question; True when it did."""
    if not EFFECT.search(text) and not (EXTRA.search(text) and RESOLVED.search(text)):
        return False
    asked = asked_part(text)
    if not EXTRA.search(asked) and not EFFECT.search(asked):
        return False
    if OPPONENT_RESOLVES.search(text):
        return False
    claim = CLAIM.search(asked)
    if HOW_MANY.search(asked) and EXTRA.search(asked):
        kind = "value"
    elif claim is not None and reading.kind in ("can", "other", "winner"):
        kind = "claim"
    else:
        return False
    told = text.replace(asked, " ") if asked != text else text
    times = _times(told if kind == "claim" else text, claim)
    if times != 1 and not SAME_TURN.search(EFFECT.sub(" ", told)):
        # 「これまでに2回解決した」: in one turn or across the extra turn (5.8.4)? unsaid
        reading.missing.append({"ja": "同じターン中に解決したかどうか",
                                "ko": "같은 턴에 해결했는지"}.get(reading.lang,
                                                            "whether they resolved in one turn"))
    in_extra = IN_EXTRA.search(NOT_EXTRA.sub(" ", text))  # not 「追加のターン中ではなく」
    during = (False if NOT_EXTRA.search(text) else
              True if in_extra and RESOLVED.search(text) else None)
    if in_extra and (NOT_EXTRA.search(text) or TOTAL.search(asked)):
        # 「通常のターンに1回、追加のターン中にもう1回」 / 「合計で何回」: extra turns over several
        # turns (5.8.4 adds one per turn), which the one-turn probe does not count
        reading.missing.append({"ja": "どのターンに何回解決したか（合計はターンごとに数える）",
                                "ko": "어느 턴에 몇 번 해결했는지(합계는 턴마다 센다)"}.get(
            reading.lang, "which turn each resolution fell in (a total counts per turn)"))
    claimed = _number(claim) if claim is not None else None
    if claim is not None and confirms_negation(text):
        # 「1回だけで、2回にはならないと思う。合っていますか」: the negated clause's number is
        # the one the confirmation turns on
        said = list(NUMBER_TIMES.finditer(asked))
        if said and said[-1].start() > claim.start():
            claimed = _number(said[-1])
    act: dict[str, Any] = {"kind": "extra_turn", "asked": kind, "times": times,
                           "in_extra": during, "claimed": claimed}
    reading.kind = "value" if kind == "value" else "judged"
    reading.actions.append(act)
    reading.evidence.append("extra turn " + " ".join(f"{k}={v}" for k, v in act.items()))
    return True


def _number(m: re.Match[str]) -> int:
    for g in m.groups():
        if g is None:
            continue
        g = g.strip().casefold()
        if g.isdigit():
            return int(g)
        if g in WORDS:
            return WORDS[g]
    return 1


def _times(text: str, claim: re.Match[str] | None) -> int | None:
    """How often the effect resolved: a count beside the resolution, else None (varied)."""
    for m in TIMES.finditer(text):
        if claim is not None and m.start() <= claim.start() < m.end():
            continue
        if EXTRA.search(text[m.end():m.end() + 12]) and not RESOLVED.search(
                text[m.end():m.end() + 20]):
            continue  # 「2回の追加のターン」: a claim, not a resolution count
        word = next(g for g in m.groups() if g)
        word = word.strip().casefold()
        n = int(word) if word.isdigit() else WORDS.get(word)
        if n:
            return n
    return None


def probes(act: dict[str, Any], index: int) -> list[Probe]:
    """One probe per unstated combination of resolutions (1–3) and kind of turn."""
    # four resolutions at most (places 2–5); more behave alike (5.8.3)
    times = [min(act["times"], 4)] if act["times"] else [1, 2, 3]
    during = [act["in_extra"]] if act["in_extra"] is not None else [False, True]
    out = []
    for n in times:
        for in_extra in during:
            assumed: dict[str, Any] = {}
            if act["times"] is None:
                assumed["resolutions"] = n
            if act["in_extra"] is None:
                assumed["during an extra turn"] = in_extra
            out.append(Probe(_dsl(n, in_extra), assumed, index))
    return out


def _dsl(times: int, in_extra: bool) -> str:
    """Resolve the effect `times` times in A's turn (an extra turn when `in_extra`: 5.8.4), then
    end that turn: the engine says whose turn follows."""
    lines = ["game histoy", 'title "position read from the question"',
             "card 起点 rank 1 power 1000", "  effect 召: extra_turn."]
    lines += [line for k in range(times) for line in
              (f"card 再来{k + 1} rank 1 power 1000", "  effect 1: extra_turn.")]
    lines += ["turn A 3 phase effect", "A.deck 20", "B.deck 20"]
    places = [f"A.p{k + 2} 再来{k + 1}" for k in range(times)]
    lines += ["A.p1 起点 summoned", *places] if in_extra else places
    if in_extra:
        # the normal turn's effect gives the extra turn (5.8.1); play into it
        lines += ["A use 1 召", "A end", "A end", "A end", "A draw 2", "A end"]
    lines += [f"A use {k + 2} 1" for k in range(times)]
    lines += ["A end", "A end", "A end"]
    return "\n".join(lines) + "\n"


def judge(act: dict[str, Any], result: RunResult) -> Finding | None:
    """The number of extra turns after the turn the effect resolved in (0 or 1: the probe's
    following turn resolves nothing), or whether the claimed number is it."""
    if result.illegal is not None:
        return None
    steps = list(result.trace.walk())
    last_use = max((i for i, s in enumerate(steps) if "extra turn after this one" in s.what
                    or "do not stack" in s.what), default=-1)
    if last_use < 0:
        return None
    after = [s for s in steps[last_use + 1:] if s.what.endswith("takes an extra turn")]
    count = len(after) if result.board_after.get("active") == "A" else 0
    stack = [s.clause for s in steps if "do not stack" in s.what]
    clause = stack[-1] if stack else (after[-1].clause if after else steps[-1].clause)
    detail = f"{count} extra turn(s) follow"
    if act["asked"] == "value":
        return Finding(str(count), clause, detail)
    return Finding("yes" if count == act["claimed"] else "no", clause, detail)
