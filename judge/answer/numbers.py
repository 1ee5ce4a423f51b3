"""Numbers as players write them: 5, ５, 五, 다섯, five, 3-4 / 3~4 ranges, 3/1 damage."""

from __future__ import annotations

import re

WORDS: dict[str, int] = {
    "zero": 0, "no": 0, "one": 1, "a single": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    "十": 10,
    "영": 0, "하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "넷": 4, "네": 4, "다섯": 5,
    "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10,
}
"""Number words; Korean native numerals appear before counters (다섯 개, 두 장)."""

_EN_WORDS = "|".join(sorted((w for w in WORDS if w.isascii()), key=len, reverse=True))
_KANJI = "零一二三四五六七八九十"
_KO_WORDS = "|".join(sorted((w for w in WORDS if "\uac00" <= w[0] <= "\ud7a3"), key=len,
                            reverse=True))
NUMBER = re.compile(
    rf"(?P<digit>(?:(?<!\d)-)?\d+)|(?P<kanji>[{_KANJI}])(?=[つ個枚点]|$|\W)"
    rf"|(?P<ko>(?:{_KO_WORDS}))(?=\s?(?:개|장|점|번))"
    r"|(?<![가-힣])(?P<ko2>하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉)"
    r"(?=\s?(?:밖에|뿐|만|씩|[,.?!]|$)|\s(?!(?:다|더|중|모두|이상|이하)\b)"
    r"|(?:이|가|를|을)\s?(?:있|남|없|놓|올|됩|되))"
    r"|(?!(?:(?<=\bthis )|(?<=\bthat )|(?<=\bwhich )|(?<=\beach )|(?<=\bany )|(?<=\bthe )"
    r"|(?<=\bevery )|(?<=\banother )|(?<=\bother ))one\b)"  # "take this one on Aura": a pronoun
    rf"\b(?P<en>{_EN_WORDS})\b"
    r"(?!(?<=one)(?<!: one)(?<!:one)(?<!\bis one)(?<!\bat one)(?<!\bto one)(?<!\bof one)\s*[)）])",
    re.IGNORECASE,
)
"""One number in NFKC text; kanji and Korean words only before a counter, to avoid names;
"one)" is a pronoun ("(the dust -> distance one)"), not after ":" or "is" ("(Aura: one)") —
except the standalone native numerals (「결정 하나밖에」, 「오라에 둘」), not 「하나도」 or
「둘 다」."""


def value(match: re.Match[str]) -> int:
    """The integer a NUMBER match stands for."""
    text = match.group(0).lower()
    return int(text) if text.lstrip("-").isdigit() else WORDS[text]


_SEP = r"\s*(?:-|~|〜|～|から|to|–)\s*"
RANGE = re.compile(
    rf"(?:適正距離|적정\s?거리|\branges?\b)\s*(?:は|が|가|이|는|of|is|:|-)?\s*(\d+)(?:{_SEP}(\d+))?"
    rf"|(\d+)(?:{_SEP}(\d+))?\s*(?:の)?\s*(?:適正距離|\brange\b)", re.IGNORECASE)
"""An attack range next to its word: "適正距離3-4", "range 3 to 4", "適正距離3", "a 3-4 range";
a bare "9-6-1" (a clause number) is not a range."""


SPAN_ATTACK = re.compile(rf"(?<![\d/.-])(\d+){_SEP}(\d+)(?![\d/.-])\s*(?:の)?\s*"
                         r"(?:《攻撃》|攻撃|공격|\battack\b|\bstrike\b)", re.IGNORECASE)
"""A range written only as a span before the attack word: "a 2-4 attack card", 「2-4の攻撃」."""


def read_range(text: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """((low, high), span) of the range the text states; a single number is low = high.

    >>> read_range("a 2-4 attack card")[0], read_range("適正距離3")[0]
    ((2, 4), (3, 3))
    """
    m = RANGE.search(text)
    if m is None:
        span = SPAN_ATTACK.search(text)
        if span is None:
            return None
        return (int(span.group(1)), int(span.group(2))), span.span()
    lo, hi = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    return (int(lo), int(hi or lo)), m.span()


DAMAGE = re.compile(r"(\d+|-)\s*/\s*(\d+|-)")
"""Aura/Life damage written X/Y ("3/1", "-/2")."""
