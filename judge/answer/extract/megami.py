"""Sakura Arms goddesses (メガミ) named in a question, and the card of theirs it names.

「ユリナの斬」, 「유리나의 참」, "Yurina's Slash": a goddess's name followed by a name that is no
rules term is one of her cards (or her own keyword, 決死, 八相…), whose text the rules do not
give — so the answer hangs on it. Unquoted names are found this way; quoted ones by
`common.quoted_names`.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet

JA = ("ユリナ", "サイネ", "ヒミカ", "トコヨ", "オボロ", "ユキヒ", "シンラ", "ハガネ", "チカゲ",
      "クルル", "サリヤ", "ライラ", "ウツロ", "ホノカ", "コルヌ", "ヤツハ", "ハツミ", "ミズキ",
      "メグミ", "カナヱ", "カムヰ", "レンリ", "アキナ", "シスイ", "スズリ", "ミソラ", "クリア")
KO = ("유리나", "사이네", "히미카", "토코요", "오보로", "유키히", "신라", "하가네", "치카게",
      "쿠루루", "사리야", "라이라", "우츠로", "호노카", "코르누", "야츠하", "하츠미", "미즈키",
      "메구미", "카나에", "카무이", "렌리", "아키나", "시스이", "스즈리", "미소라")
EN = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage",
      "kururu", "thallya", "saliya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi",
      "mizuki", "megumi", "kanae", "kamuwi", "kamui", "renri", "akina", "shisui", "suzuri",
      "misora")

KEYWORDS = frozenset({"決死", "八相", "連火", "遠心", "境地", "機巧", "計略", "偽証", "兵舎",
                      "凍結"})
"""The goddesses' keywords listed in rules_corpus/terms.toml: their conditions and effects are
printed on the cards, so a question that hangs on one needs that text."""

OWNED = re.compile(
    rf"(?:{'|'.join(JA)})の(?P<ja>[ァ-ヶー・]+|[一-龥々]+)"
    rf"|(?:{'|'.join(KO)})의\s?(?P<ko>[가-힣]+)"
    rf"|\b(?:{'|'.join(EN)})'s\s+(?:(?:normal|special|trump|ultimate)\s+)?(?:card\s+)?"
    r"(?P<en>[\w-]+)"
    rf"|\b(?:{'|'.join(EN)})\s+(?:normal|special|trump|ultimate)\s+(?:card\s+)?"
    r"(?P<en2>[\w-]+)")
SOME_CARD = re.compile(
    rf"(?:{'|'.join(JA)})の(?:カード|札|通常札|切札)"
    rf"|(?:{'|'.join(KO)})(?:의)?\s?(?:카드|패|통상패|비장패)"
    rf"|\b(?:{'|'.join(EN)})(?:'s)?\s+(?:(?:normal|special|trump)\s+)?cards?\b", re.IGNORECASE)
"""「ユリナのカード」, "a Yurina card": one of a goddess's cards, which one (its text) unsaid."""
KO_PARTICLE = re.compile(r"(으로|로|을|를|이|가|은|는|에|와|과|도|의)$")
PLAIN = re.compile(r"^(カード|札|通常札|切札|攻撃|効果|手札|メガミ|ターン|card|cards|attack|attacks"
                   r"|effect|effects|turn|hand|megami|카드|공격|효과|턴|손패|메가미|통상패|비장패)$")
"""Words after 「ユリナの」 that name no card of hers."""


def owned_names(text: str, known: AbstractSet[str]) -> list[str]:
    """The unquoted names a goddess is said to own (normalized, casefolded `text`)."""
    out = []
    for m in OWNED.finditer(text):
        name = m.group("ja") or m.group("en") or m.group("en2") or KO_PARTICLE.sub(
            "", m.group("ko") or "")
        if not name or PLAIN.match(name) or name.casefold() in known:
            continue
        if m.group("ko") and m.group("ko").casefold() in known:
            continue
        if name not in out:
            out.append(name)
    return out
