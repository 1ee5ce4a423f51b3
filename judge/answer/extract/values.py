"""Several values asked at once: 「オーラとライフはいくつ？」, "What are my Aura and Life
afterwards?", 「오라와 라이프는 각각 몇?」.

The zones must be written as one list (joined by と/・/、/와/과/and/,) in the asking sentence;
each is then read and played like a single how-much question, and the answer names every
value in the order asked ("Aura 1, Life 4"). A list the readers cannot place whole gives no
answer: one number never answers two values.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from judge.answer.extract.common import OPPONENT, SELF

ZONE_WORD = (r"(オーラ|ライフ|フレア|ダスト|間合|集中力|오라|라이프|플레어|더스트|간격|집중력"
             r"|aura|life|flare|dust|distance|vigor|focus)")
OWNER = (r"(my|the|their|his|her|your|our|opponent'?s|the opponent'?s|my opponent'?s"
         r"|自分の|私の|相手の|내|나의|제|상대(의)?)")
JOIN = re.compile(r"\s*(,|、|・|·|と|や|와|과|랑|하고|및|,? and|,? & ?)\s*"
                  r"(" + OWNER + r"\s*)*(the\s+)?$", re.IGNORECASE)
"""The text between two zones of one list: a joining word and at most an owner word."""
MULTI_VALUE = re.compile(
    r"\b(what|how much|how many)\b[^?]{0,20}\b(are|were|will be|would be|do|does|is)\b[^?]{0,30}"
    + ZONE_WORD + r"\s*(,\s*|,? and\s+)(" + OWNER + r"\s+)*" + ZONE_WORD
    + r"|\bhow many\b[^?]{0,30}\b(in|on) (" + OWNER + r"\s+)?" + ZONE_WORD
    + r"\s*,? and (in|on) (" + OWNER + r"\s+)?(the\s+)?" + ZONE_WORD
    + r"|" + ZONE_WORD + r"\s?(と|・|、|や)\s?(自分の|私の|相手の)?" + ZONE_WORD
    + r"[^。?？]{0,12}(は|が)[^。?？]{0,10}(いくつ|何|どう|[?？])"
    + r"|" + ZONE_WORD + r"\s?(와|과|랑|하고|,|·|・)\s?(내|나의|상대(의)?)?\s?" + ZONE_WORD
    + r"[^.?？]{0,6}(은|는|이|가)\s?[^.?？]{0,10}(몇|얼마|어떻게|[?？])",
    re.IGNORECASE)
"""An asking sentence naming two or more zones as one list."""
LABELS = {"aura": "Aura", "life": "Life", "flare": "Flare", "focus": "Vigor",
          "distance": "Distance", "dust": "Dust"}


def asks_values(sentence: str) -> bool:
    """Whether the asking sentence asks two or more zones' values as one list.

    >>> asks_values("what are my aura and life afterwards?"), asks_values("オーラはいくつ？")
    (True, False)
    """
    return bool(MULTI_VALUE.search(sentence))


def listed(text: str, zones: Sequence[Any]) -> list[Any]:
    """The longest run of zone mentions (in text order) joined only by list words, if ≥ 2."""
    ordered = sorted(zones, key=lambda m: m.start)
    best: list[Any] = []
    run: list[Any] = []
    for m in ordered:
        if run and JOIN.match(text[run[-1].end:m.start]) and m.key != run[-1].key:
            run.append(m)
        else:
            run = [m]
        if len(run) > len(best):
            best = list(run)
    return best if len(best) >= 2 else []


def owner_between(text: str, start: int, end: int) -> str:
    """"A"/"B" for an owner word in the joining text of a list, "" when it names none."""
    gap = text[start:end]
    if OPPONENT.search(gap):
        return "B"
    if SELF.search(gap):
        return "A"
    return ""


def answer(values: Sequence[tuple[str, int]]) -> str:
    """The combined verdict: "Aura 1, Life 4" (labels as the English edition names them)."""
    return ", ".join(f"{LABELS.get(zone.split('.')[-1], zone)} {v}" for zone, v in values)


LIST = re.compile(ZONE_WORD + r"((\s*(,|、|・|と|や|와|과|랑|하고|및|,? and|&)\s*(" + OWNER
                  + r"\s*)*(the\s+)?)" + ZONE_WORD + r")+(?P<tail>\s?(は|が|은|는|이|가)?\s?)"
                  r"(?P<each>각각|それぞれ|各々|\beach\b)?", re.IGNORECASE)


def collapse(text: str) -> str:
    """The text with each list of zones cut to its first zone (「オーラとライフは」 →
    「オーラは」), so that what else the sentence asks can be checked on its own.

    >>> collapse("What are my Aura, Life and Flare, and do I draw?")
    'What are my Aura, and do I draw?'
    """
    return LIST.sub(lambda m: m.group(1) + (m.group("tail").rstrip() if m.group("each")
                                            else m.group("tail")), text)


COMBINED = re.compile(r"^[A-Z][a-z]+ -?\d+(, [A-Z][a-z]+ -?\d+)+$")
"""The form `answer` gives (checked before the two-things-asked guard lets it through)."""


BECOMES = {
    "ja": re.compile(r"(?P<zone>" + ZONE_WORD + r")\s?(は|が|も)\s?(?P<n>\d+)\s?(つ|個|枚)?\s?"
                     r"に\s?(なり|なる|なって(い)?)(ます|ません)?(か|の(です)?か)?(?=\s*([?？。]|$))"),
    "ko": re.compile(r"(?P<zone>" + ZONE_WORD + r")\s?(은|는|이|가|도)\s?(?P<n>\d+)\s?(개|장)?\s?"
                     r"(이|가|으로|로)?\s?(되나요|됩니까|될까요|되는가|돼요|되죠|되지요|되는\s?건가요)"
                     r"(?=\s*([?？.]|$))"),
    "en": re.compile(r"\b(does|will|would|did) (?P<owner>(the |my |their |his |her |your "
                     r"|the opponent'?s |my opponent'?s )?)(?P<zone>" + ZONE_WORD + r")"
                     r" (become|be|end up (at|as)|drop to|go (up |down )?to|fall to|rise to|reach"
                     r"|come to) (?P<n>\d+)(?=\s*(\?|$|(now|then|afterwards|after that)\b))",
                     re.IGNORECASE),
}
"""「間合は3になりますか」, 「간격이 3이 되나요」, "does the Distance become 3?": a value asked by
naming it — played as "how much?", then compared."""
HOW_MUCH = {"ja": "{zone}はいくつになりますか", "ko": "{zone}은 몇이 되나요",
            "en": "what is {owner}{zone}"}


def becomes_value(question: str, lang: str) -> tuple[str, int] | None:
    """The question asked as a how-much (the asked fragment replaced) and the number it names,
    or None when it does not ask whether a value becomes a number.

    >>> becomes_value("《離脱》を行うと間合は3になりますか？", "ja")
    ('《離脱》を行うと間合はいくつになりますか？', 3)
    >>> becomes_value("If I Withdraw, does the Distance become 3?", "en")
    ('If I Withdraw, what is the Distance?', 3)
    """
    from judge.answer.extract.kinds import asked_part

    pattern = BECOMES.get(lang)
    asked = asked_part(question)
    m = pattern.search(asked) if pattern else None
    if m is None:
        return None
    start = question.rfind(asked) + m.start()
    end = start + (m.end() - m.start())
    owner = m.groupdict().get("owner") or ""
    phrase = HOW_MUCH[lang].format(zone=m.group("zone"), owner=owner)
    return question[:start] + phrase + question[end:], int(m.group("n"))
