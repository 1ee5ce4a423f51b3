"""7-1: which side of a card is up (6-2-2-1 表向き/裏向き) in each zone — e.g. a used 切札 lies
face up in <切札> (7-1-11), an unused one face down."""

from __future__ import annotations

from typing import Any

from judge.engine.core import Trace
from judge.games.sakura.rules import uid

BY_ZONE: dict[str, tuple[str, str]] = {
    "deck": ("down", "7-1-6"),  # 裏向きかつ縦向きで順序づけられた束
    "discard": ("up", "7-1-7"),  # 表向きかつ縦向き
    "facedown": ("down", "7-1-8"),  # 裏向きかつ横向き
    "enhancements": ("up", "7-1-9"),  # 表向きかつ縦向き
    "hand": ("down", "7-1-10"),  # （ルールの処理として便宜上）裏向き
}
"""Zone (board JSON key) → (side up, clause)."""


def facing(side: dict[str, Any], name: str) -> tuple[str, str] | None:
    """(\"up\"/\"down\", clause number) for card `name` on one player's board JSON; None if the
    card is in none of that player's zones."""
    for zone, (face, number) in BY_ZONE.items():
        if name in side.get(zone, ()):
            return face, number
    state = side.get("specials", {}).get(name)
    if state == "used":  # 7-1-11: 使用済であるものは表向き
        return "up", "7-1-11"
    if state == "unused":  # 7-1-11: 未使用であるものは裏向き
        return "down", "7-1-11"
    if state == "in-use":  # 7-1-14: <使用中> のカードは表向き
        return "up", "7-1-14"
    return None


def record_facing(trace: Trace, side: dict[str, Any], name: str) -> tuple[str, str] | None:
    """`facing`, also recorded as a trace step citing the zone's clause."""
    found = facing(side, name)
    if found is not None:
        face, number = found
        side_word = "表向き (face up)" if face == "up" else "裏向き (face down)"
        trace.record(uid(number), f"{name} lies {side_word} where it is ({number})")
    return found
