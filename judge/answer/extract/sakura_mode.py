"""Sakura Arms main phase, 全力行動 (8-2-2 B): no basic action, one card use in all.

"全力行動を選んだターンに基本動作はできますか" / "2枚目のカードを使えますか" / "何枚使えますか":
the engine plays a `turn A main full` position (every basic action, or a second card use) on
a few boards and the refusal (8-2-2) decides. Read through sakura_turn, which owns the hook.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import EXAMPLE_AFTER, EXAMPLE_BEFORE, OPPONENT, quoted_names
from judge.answer.extract.kinds import question_kind
from judge.answer.extract.words import say
from judge.engine.runner import RunResult

FULL = re.compile(r"(全力行動|전력\s?행동"
                  r"|(full[- ]power|throughout)(\s*/\s*(full[- ]power|throughout))?\s*"
                  r"(\([^)]{0,20}\)\s*)?action"
                  r"|(full[- ]power|throughout)\s*\((全力行動|전력\s?행동)\))", re.IGNORECASE)
BASIC_ANY = re.compile(r"(基本動作|기본\s?동작|basic (action|move)s?)")
SECOND = re.compile(r"(2枚目|二枚目|2枚以上|2枚の(カード|手札)|(カード|手札)を2枚|もう1枚|もう一枚"
                    r"|複数(の|枚)|두\s?번째|2장|두\s?장|한\s?장\s?더"
                    r"|\banother ([\w-]+ ){0,2}card|\b(a )?second ([\w-]+ ){0,2}card"
                    r"|\bone more ([\w-]+ ){0,2}card"
                    r"|別のカード|他のカード|다른\s?카드"
                    r"|two cards|more than one card|several cards|multiple cards"
                    r"|\b(also|too|as well|additionally)\b|(切札|カード|札)も|(비장패|카드|패)도)")
COUNT = re.compile(r"(何枚|몇\s?장|how many cards)")
USE = re.compile(r"(使用|使え|使う|使っ|사용|쓸|\bus(e|ed|ing)\b|\bplay(ed|ing)?\b)")
FULL_CARD = re.compile(r"(全力カード|《全力》|全力札|전력\s?카드|full[- ]power card"
                       r"|throughout card)")
CAN_PLAIN = re.compile(r"(使え|でき|行え|選べ)る[?？]")
"""Plain-form "can" ("使える？"), which question_kind reads only for できる."""
AFTER_USE = re.compile(r"(使(っ|用し)た(後|あと)|(사용한|쓴)\s?(후|뒤|다음)|after (using|playing)"
                       r"|(사용하고|쓰고)\s?(나서|난\s?(후|뒤|다음))"
                       r"|\b(i|you) (already |have )?(played|used) (a|one|1|my|the) ([\w-]+ )?"
                       r"card)")
MODELLED = {"全力行動", "基本動作", "手札", "メインフェイズ"}
FORBIDDEN_KINDS = ("subtype", "keyword", "action", "card-type", "value", "state", "zone", "phase")
VARIANTS: tuple[dict[str, int], ...] = (
    {"distance": 6, "aura": 3, "focus": 1}, {"distance": 2, "aura": 3, "focus": 1},
    {"distance": 10, "aura": 0, "focus": 2}, {"distance": 6, "aura": 5, "focus": 0},
)
"""Boards tried: the refusal of 8-2-2 B must not hang on the distance, aura or focus."""
BASICS = ("前進", "後退", "纏い", "宿し", "離脱")


def claims(text: str) -> bool:
    """A question about what 全力行動 allows."""
    return bool(FULL.search(text))


def read(lexicon: Any, text: str, lang: str, asked: str) -> Reading | None:
    """The 全力行動 reading, or None if the question is not one of these three."""
    kind = question_kind(asked)
    if kind == "other" and CAN_PLAIN.search(asked):
        kind = "can"
    if kind == "value" and COUNT.search(asked) and USE.search(asked):
        measure = "count"
    elif kind == "can" and BASIC_ANY.search(asked) and SECOND.search(asked):
        measure = "basic+second"  # "基本動作や別のカードを使える？": every one must be refused
    elif kind == "can" and BASIC_ANY.search(asked):
        measure = "basic"
    elif kind == "can" and SECOND.search(asked) and USE.search(asked):
        measure = "second"
    else:
        return None
    reading = Reading("sakura", lang, "value" if measure == "count" else "judged", text=text)
    first_full = bool(FULL_CARD.search(text)) and bool(AFTER_USE.search(text))
    reading.actions.append({"kind": "turn", "phase": "main", "measure": measure,
                            "after": bool(AFTER_USE.search(text)), "full-card": first_full})
    reading.evidence.append(f"全力行動: {measure}")
    spans = [f.span() for f in FULL.finditer(text)]  # "throughout (full-power) action"
    asked_at = text.rfind(asked) if asked else -1
    for m in lexicon.find(text, "sakura"):
        if m.key in BASICS:
            if _example(text, m.start, m.end):
                continue  # "a basic action such as Advance": basic actions in general
            if measure == "basic" and 0 <= m.end <= asked_at:
                continue  # 「전진만 하고 싶다… 기본동작을 할 수 있나」: a told wish, basics asked
            return None  # a named basic action: the zone-count reader plays it
        if any(a <= m.start < b for a, b in spans):
            continue  # a word of the 全力行動 phrase itself
        if m.key == "全力" and first_full:
            continue  # "全力カードを使った後": the card used first is a 《全力》 card
        if m.key == "使用済" and m.name == "used":
            continue  # the English verb "used", not the state of a 切札
        if m.key in ("切札", "未使用") and measure == "second":
            reading.actions[0]["special"] = True  # the second card is an unused 切札
            continue
        if m.key == "通常札" and measure == "second" and reading.actions[0]["after"]:
            continue  # "after a normal card, a 切札 too?": 8-2-2 B counts both alike
        if m.key not in MODELLED and m.term.kind in FORBIDDEN_KINDS:
            what = say("keyword", lang, m.key)
            if what not in reading.missing:
                reading.missing.append(what)
    for name in quoted_names(text, lexicon.names):
        reading.missing.append(say("card", lang, name))
    plain = NOT_BY_EFFECT.sub(" ", text)  # 「カードの効果によらず」: no effect is involved
    if OPPONENT.search(plain) or re.search(r"(標準行動|표준\s?행동|standard action|効果|효과"
                                           r"|\beffect|対応|대응|react)", plain):
        reading.missing.append(say("keyword", lang, "全力行動"))
    return reading


NOT_BY_EFFECT = re.compile(r"((カードの)?効果(によらず|によらない|を使わず|なしで|ではなく)"
                           r"|(카드\s?)?효과(에\s?의하지\s?않고|없이|를\s?쓰지\s?않고|가\s?아니라)"
                           r"|\b(not|without) (through|via|by|using)? ?(an?|any|the)? ?(card'?s? )?"
                           r"effects?\b)")
"""An effect said not to be involved ("not through a card effect")."""
def _example(text: str, start: int, end: int) -> bool:
    """A basic action named as an example of basic actions ("a basic action such as Advance",
    「前進などの基本動作」): the question is about basic actions in general (the shared example
    words of common.py, read past the name's brackets and an article)."""
    before = re.sub(r"[,，]?\s*(the |an? )?(basic action )?[《「『'\"]?$", "",
                    text[max(0, start - 30):start])
    after = re.sub(r"^[》」』'\"]", "", text[end:end + 8])
    return bool(EXAMPLE_BEFORE.search(before) or EXAMPLE_AFTER.match(after)
                or re.match(r"(や|とか)", after)) and bool(BASIC_ANY.search(text))


def probes(reading: Reading) -> list[Probe]:
    """Per board variant: every basic action, or two card uses, in a 全力行動."""
    act = reading.actions[0]
    measure = act["measure"]
    first = "card C1 action full" if act["full-card"] else "card C1 action"
    used = ["A use C1"] if act["after"] else []
    out: list[Probe] = []
    for board in VARIANTS:
        special = act.get("special")  # 8-2-2 B: an unused 切札 is a card use too
        head = ["game sakura", "title \"全力行動 read from the question\"", first,
                "card C2 action special cost 0" if special else "card C2 action", "board",
                f"distance {board['distance']}",
                f"A aura {board['aura']} focus {board['focus']} hand C1"
                + ("" if special else " C2"), *(["A specials C2"] if special else []),
                "turn A main full"]
        if measure in ("basic", "basic+second"):
            for name in BASICS:
                out.append(Probe("\n".join(head + used + [f"A basic {name}"]) + "\n",
                                 {**board, "basic": name}))
        if measure != "basic":
            out.append(Probe("\n".join(head + ["A use C1", "A use C2"]) + "\n", dict(board)))
    return out


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    """The refusal of 8-2-2 B decides: "no" (or the count of cards that were used)."""
    measure = reading.actions[0]["measure"]
    refused = result.illegal
    if measure == "count":
        if refused is None:
            return None
        used = result.board_after["sides"]["A"]["used"]
        return Finding(str(used), refused.clause, refused.reason)
    if refused is not None:
        if "use C2" in probe.text and result.board_after["sides"]["A"]["used"] != 1:
            return None  # the first use was the one refused: not what is asked
        return Finding("no", refused.clause, refused.reason)
    return Finding("yes", "sakura-ja#8-2-2", "the engine accepted the action")
