"""A claim that a hit does nothing ("so a -/2 attack does nothing to me, right?",
「何も起きない、で合っていますか」, 「아무 일도 안 일어나죠?」): asked as "no damage taken?".

The claim is read in the sentence that asks (or in the statement a tail tag confirms), never in
a quoted rules text ("the translation says 'if one side is -, do nothing'"). 5-8-3-2 then
decides it: the hit's damage is taken in the zone the rules leave, so the claim fails whenever a
crystal moves.
"""

from __future__ import annotations

import re

from judge.answer.extract.kinds import (
    BARE_CONFIRM,
    SENTENCE,
    alternative_question,
    asked_part,
    asks_two_parts,
    tagged_statement,
)

NOTHING = re.compile(
    r"\bnothing (at all )?(happens|happened|will happen|would happen|happen)\b"
    r"|\b(does|do|did|will do|would do) (literally |absolutely )?nothing\b"
    r"|\b(take|takes|taking|took|get|gets) (literally )?nothing\b"
    r"|\b(deal|deals|dealt|do|does|did|causes?) no damage\b"
    r"|\b(take|takes|taking|took|suffer|suffers|receive|receives) no damage\b"
    r"|\bno damage at all\b"
    r"|何も(起き|起こら|起こり|起こ)(ない|ません|ず)|何も(し|さ)(ない|れない|ません)"
    r"|ダメージ(を|は)?(一切|全く|まったく)?(受けない|受けません|入らない|入りません)|ノーダメージ"
    r"|아무\s?(일|것)(도|이)?\s?(안\s?(일어나|생기|해|하)|일어나지\s?않|없|하지\s?않|생기지\s?않)"
    r"|(대미지|데미지)(를|는|가)?\s?(전혀\s?|하나도\s?)?(안\s?(받|들어)|받지\s?않|없)",
    re.IGNORECASE)
"""The hit claimed to do nothing."""
ZONE_KEPT = re.compile(
    r"\b(?P<zone>life|aura)\b (doesn't|does not|won't|will not|didn't|did not|wouldn't|stays?"
    r" the same|is untouched|is unchanged)( (drop|go down|decrease|change|move))?\b"
    r"|(?P<zone_ja>ライフ|オーラ)(は|が|も)?(減らない|減りません|減らず|そのまま)"
    r"|(?P<zone_ko>라이프|오라)(는|가|도)?\s?(안\s?줄|줄지\s?않|그대로)", re.IGNORECASE)
"""The zone claimed untouched ("so my Life doesn't drop")."""
QUOTE = re.compile(r"「[^」]*」|『[^』]*』|“[^”]*”|\"[^\"]*\"|(?<!\w)'[^']{3,}'(?!\w)")


def claimed(text: str) -> str:
    """The words whose claim is asked: a tail-tagged statement, the sentence a bare 「本当ですか」
    confirms, or the asking sentences; quoted words left out."""
    span = tagged_statement(text)
    if span is not None:
        part = text[span[0]:span[1]]
    else:
        sentences = SENTENCE.findall(text)
        asked = asked_part(text)
        if len(sentences) > 1 and BARE_CONFIRM.match(sentences[-1]):
            part = sentences[-2] + sentences[-1]
        else:
            part = asked
    return QUOTE.sub(" ", part)


def read(text: str) -> tuple[bool, str | None] | None:
    """(True, zone or None) when the asked claim is that the hit does nothing (to `zone`);
    None when no such claim is asked, or the question asks more than that."""
    if alternative_question(text) or asks_two_parts(text):
        return None  # "does nothing happen, or do I take 2?": a phrase answer
    part = claimed(text)
    kept = ZONE_KEPT.search(part)
    if kept:
        zone = (kept.group("zone") or kept.group("zone_ja") or kept.group("zone_ko")).lower()
        return True, "aura" if zone in ("aura", "オーラ", "오라") else "life"
    if NOTHING.search(part):
        return True, None
    return None
