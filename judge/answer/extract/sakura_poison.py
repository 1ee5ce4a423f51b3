"""Hand cards that cannot be turned face down, in an end-phase hand-limit question.

Chikage's poison cards (毒, 독, Poison) say 「このカードは伏せ札にできない」; 8-3-2 turns hand
cards face down only 「かつ伏せ札にできるカードがある場合」, and the Korean guide (2.3.2) gives
the example: with two poison cards and one normal card in hand, the normal card is turned face
down. `read` finds how many of the hand's cards are such cards and how many are not
(「手札がチカゲの毒カード2枚と通常のカード1枚」, "3 poison cards … plus 1 normal card",
「독 카드 2장과 일반 카드 1장」); the probes then hold that many `no-facedown` cards.
A question that names such cards without saying how many of each leaves `read` with None, and
the family keeps its "cannot decide".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.answer.numbers import WORDS as NUMBER_WORDS

_N = r"\d|one|two|three|four|five|six|an?"
WORDS = {**NUMBER_WORDS, "a": 1, "an": 1}

_POISON_JA = r"(?:毒(?:カード|札)?|伏せ札にできない(?:毒)?(?:カード|札))"
_POISON_KO = r"(?:독\s?(?:카드|패)|덮음패로\s?(?:할|만들)\s?수\s?없는\s?(?:독\s?)?(?:카드|패))"
_ASIDE = r"(?:\s?[（(][^）)]{0,24}[）)])?"
POISON = re.compile(
    rf"{_POISON_JA}{_ASIDE}\s?(?P<ja>\d)枚"
    rf"|(?P<ja2>\d)枚(?:は|が)(?:チカゲの)?(?:伏せ札にできない)?毒"
    rf"|{_POISON_KO}{_ASIDE}\s?(?P<ko>\d)\s?장"
    rf"|(?P<ko2>\d)\s?장은\s?(?:덮음패로\s?(?:할|만들)\s?수\s?없는\s?)?독"
    rf"|\b(?P<en>{_N}) (?:of (?:\w+'s|the|my|their) )?(?:chikage )?poison cards?\b"
    rf"|\b(?P<en2>{_N}) (?:cards? )?(?:that|which) (?:can't|cannot|can not) be (?:put|turned"
    r"|placed) face[- ]?down\b")
"""How many of the hand's cards cannot be turned face down."""

ORDINARY = re.compile(
    r"(?:通常の(?:カード|札)|普通の(?:通常札|カード|札)|通常札|毒(?:で|では)ない(?:通常札|カード|札)"
    r"|普通のカード|通常のカード)\s?(?P<ja>\d)枚"
    r"|(?P<ja2>\d)枚(?:は|が)(?:通常|普通)の?(?:通常)?(?:カード|札)"
    r"|(?:일반|보통)\s?(?:카드|통상패|패)\s?(?P<ko>\d)\s?장|독이\s?아닌\s?(?:통상패|카드|패)\s?(?P<ko2>\d)"
    r"\s?장|통상패\s?(?P<ko3>\d)\s?장"
    rf"|\b(?P<en>{_N}) (?:ordinary|normal|regular|plain|non-poison|other)(?: normal)?"
    r" cards?\b")
"""How many of the hand's cards are ordinary ones."""

TOTAL = re.compile(r"(?:計|合計|全部で)\s?(?P<ja>\d)枚|手札[はが](?P<ja2>\d)枚で"
                   r"|총\s?(?P<ko>\d)\s?장|합계\s?(?P<ko2>\d)\s?장|손패는\s?(?P<ko3>\d)\s?장이고"
                   rf"|\b(?P<en>{_N}) cards (?:in all|in total|total)\b"
                   rf"|\b(?:holds?|has|have) (?P<en2>{_N}) cards(?: in (?:my |their |his |her )"
                   r"?hand)?\b")
"""The hand's size said beside its make-up (「計3枚」, "3 cards in all")."""

ONLY = re.compile(r"(だけ|のみ|뿐|밖에|枚とも|\bonly\b|\bjust\b|\bnothing else\b"
                  r"|\ball of (them|which) are poison\b)")
DENIED = re.compile(
    r"(伏せ札にできない(カード|札)(は|も)(1枚も)?(ありません|ない|なく)|毒(カード)?(など)?(の(カード)?)?"
    r"(は|も)\s?(ありません|ない|なく|無)|덮음패로\s?(할|만들)\s?수\s?없는\s?(카드|패)는\s?없|독\s?카드(는|도)\s?없"
    r"|\bno poison\b|\bnone of (which|them) (is|are) (barred|poison)|\bno cards? (that|which) "
    r"(can't|cannot) be (put|turned|placed) face[- ]?down)")
"""「伏せ札にできないカードはありません」: no such card, the hand limit as usual."""
NAMED = re.compile(r"(毒|伏せ札にできない|독\s?카드|독\s?패|덮음패로\s?(할|만들)\s?수\s?없|poison"
                   r"|(can't|cannot|can not) be (put|turned|placed) face[- ]?down)")
"""Such cards named at all (whatever the count)."""
ORDINARY_NAMED = re.compile(r"(通常|普通|일반|보통|\b(ordinary|normal|regular|plain|non-poison"
                            r"|other)\b)")
"""An ordinary card named (「普通のカードは伏せ札にしなければ？」 asks of it, not the poison)."""


@dataclass(frozen=True)
class Hand:
    """The hand's make-up: `poison` cards that cannot be turned face down, `total` in all."""

    poison: int
    total: int


def _count(m: re.Match[str] | None) -> int | None:
    if m is None:
        return None
    word = next((g for g in m.groups() if g), None)
    if word is None:
        return None
    return int(word) if word.isdigit() else WORDS.get(word)


def named(text: str) -> bool:
    """Whether `text` names a card that cannot be turned face down (or denies one)."""
    return bool(NAMED.search(text))


def asked_of(asked: str) -> bool:
    """Whether the asking sentence is about the cards that cannot be turned face down
    themselves (「毒カードを伏せ札にしなければ？」), not the ordinary ones beside them."""
    return named(asked) and not ORDINARY_NAMED.search(asked)


def is_name(name: str) -> bool:
    """「치카게의 독」, "Chikage's Poison": the name read there is the poison cards' own."""
    return bool(re.fullmatch(r"(\w{0,4}(독|毒)|poison)\s?(카드|패|カード|札|cards?)?", name.strip(),
                             re.IGNORECASE))  # 「麻痺毒」「幻覚毒」: Chikage's poison cards by name


def read(text: str) -> Hand | None:
    """The hand's make-up read from normalized `text`, or None when it is not said in full.

    A denial (「伏せ札にできないカードはありません」) reads as no such card: Hand(0, 0) with the
    total left to the family's own hand reading (total 0 means "not said here")."""
    if DENIED.search(text) and not POISON.search(text):
        return Hand(0, 0)
    poison = _count(POISON.search(text))
    if poison is None or len(POISON.findall(text)) > 1:
        return None
    ordinary = _count(ORDINARY.search(text))
    total = _count(TOTAL.search(text))
    if ordinary is None and total is not None and total >= poison:
        ordinary = total - poison
    if ordinary is None and ONLY.search(text):
        ordinary = 0
    if ordinary is None or (total is not None and total != poison + ordinary):
        return None
    return Hand(poison, poison + ordinary)
