"""Conditions a card text tests (distance, farther/closer than turn start 5-2-1, zone counts)."""

from __future__ import annotations

import operator

from judge.games.sakura.board import Board, Side
from judge.games.sakura.cards import Cond
from judge.games.sakura.rules import other

OPS = {"==": operator.eq, "!=": operator.ne, "<=": operator.le, ">=": operator.ge,
       "<": operator.lt, ">": operator.gt}
FIELDS = ("aura", "life", "flare", "focus", "hand", "deck", "discard", "facedown", "used",
          "attacks", "basics", "enhancements", "specials-used", "others-unused")
SUBJECTS = ("distance", "dust", "farther", "closer", "start-distance", "full-action")
SPECIAL_FIELDS = ("specials-used", "others-unused")
"""10-20: 「あなたの切札が1枚以上使用済」 counts the used 切札 in <切札>; 「あなたの他の切札が全て
使用済である」 holds when no other 切札 the player owns outside <追加札> and <ゲーム外> is unused
or in use (`others-unused == 0`)."""


def value(b: Board, player: str, lhs: str, card: str | None = None) -> int:
    """The number `lhs` names, seen from `player` (my.X / opp.X per 10-12); `card` is the card
    whose text it is (10-20's 「他の切札」 are the others)."""
    if lhs == "distance":
        return b.distance
    if lhs == "dust":
        return b.dust
    if lhs == "start-distance":
        return b.start_distance
    if lhs == "full-action":  # 9-1-2 全力化: only a card used in 全力行動 (not by 対応/effect)
        if b.using:
            return int(b.using[-1][1] == "main" and b.mode == "full")
        return int(b.mode == "full" and b.turn == player)
    if lhs == "farther":  # 5-2-1: 「ターン開始時の間合から間合がＸ離れている」
        return b.distance - b.start_distance
    if lhs == "closer":  # 5-2-1: 「ターン開始時の間合から間合がＸ近づいている」
        return b.start_distance - b.distance
    who, _, field = lhs.partition(".")
    side = b.sides[player if who == "my" else other(player)]
    if field in SPECIAL_FIELDS:
        return len(_specials(b, side, field, card)[0])
    raw = getattr(side, field)
    return len(raw) if isinstance(raw, list | dict) else int(raw)


def _specials(b: Board, side: Side, field: str,
              card: str | None) -> tuple[list[str], list[str]]:
    """(the 切札 `field` counts, the owned 切札 10-20 leaves out and why)."""
    skipped = [f"{n} (<追加札>, 7-1-12)" for n in side.extra if b.card(n).special]
    skipped += [f"{n} (<ゲーム外>, {'10-18' if f == 'up' else '10-29'})"
                for n, f in side.outside.items() if b.card(n).special]
    if field == "specials-used":  # 10-20 ¶1 / 7-1-11: only <切札>'s used cards
        return [n for n, s in side.specials.items() if s == "used"], skipped
    others = [f"{n} ({s})" for n, s in side.specials.items() if s != "used" and n != card]
    others += [f"{n} (付与札, in use)" for n in side.enhancements
               if b.card(n).special and n != card]
    return others, skipped


def special_detail(b: Board, player: str, cond: Cond, card: str | None) -> str | None:
    """What a 10-20 condition counted and left out (for the trace), or None for other ones."""
    who, _, field = cond.lhs.partition(".")
    if field not in SPECIAL_FIELDS:
        return None
    side = b.sides[player if who == "my" else other(player)]
    counted, skipped = _specials(b, side, field, card)
    what = ("used 切札 in <切札>" if field == "specials-used"
            else f"other 切札 of {card or 'the card'} not used")
    text = f"{what}: {', '.join(counted) if counted else 'none'}"
    return text + (f"; not counted: {', '.join(skipped)}" if skipped else "")


def holds(b: Board, player: str, cond: Cond, card: str | None = None) -> bool:
    """True if the condition holds now for `player` (`card`: whose text it is)."""
    return bool(OPS[cond.op](value(b, player, cond.lhs, card), cond.value))


def describe(cond: Cond) -> str:
    return f"`{cond.lhs} {cond.op} {cond.value}`"
