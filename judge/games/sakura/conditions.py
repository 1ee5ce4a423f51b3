"""Conditions a card text tests (distance, farther/closer than turn start 5-2-1, zone counts)."""

from __future__ import annotations

import operator

from judge.games.sakura.board import Board
from judge.games.sakura.cards import Cond
from judge.games.sakura.rules import other

OPS = {"==": operator.eq, "!=": operator.ne, "<=": operator.le, ">=": operator.ge,
       "<": operator.lt, ">": operator.gt}
FIELDS = ("aura", "life", "flare", "focus", "hand", "deck", "discard", "facedown", "used",
          "attacks", "basics", "enhancements")
SUBJECTS = ("distance", "dust", "farther", "closer", "start-distance", "full-action")


def value(b: Board, player: str, lhs: str) -> int:
    """The number `lhs` names, seen from `player` (my.X / opp.X per 10-12)."""
    if lhs == "distance":
        return b.distance
    if lhs == "dust":
        return b.dust
    if lhs == "start-distance":
        return b.start_distance
    if lhs == "full-action":  # 9-1-2 全力化: only when used in 全力行動
        return int(b.mode == "full" and b.turn == player)
    if lhs == "farther":  # 5-2-1: 「ターン開始時の間合から間合がＸ離れている」
        return b.distance - b.start_distance
    if lhs == "closer":  # 5-2-1: 「ターン開始時の間合から間合がＸ近づいている」
        return b.start_distance - b.distance
    who, _, field = lhs.partition(".")
    side = b.sides[player if who == "my" else other(player)]
    raw = getattr(side, field)
    return len(raw) if isinstance(raw, list | dict) else int(raw)


def holds(b: Board, player: str, cond: Cond) -> bool:
    """True if the condition holds now for `player`."""
    return bool(OPS[cond.op](value(b, player, cond.lhs), cond.value))


def describe(cond: Cond) -> str:
    return f"`{cond.lhs} {cond.op} {cond.value}`"
