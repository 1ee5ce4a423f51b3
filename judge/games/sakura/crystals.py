"""Moving sakura crystals between zones (6-3, 5-10) within zone capacities (7-1-1, 7-1-3-1)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from judge.engine.core import Change
from judge.games.sakura import invariants, victory
from judge.games.sakura.rules import AURA_MAX, DISTANCE_MAX, uid

if TYPE_CHECKING:
    from judge.games.sakura.board import Board
    from judge.games.sakura.state import SakuraState

ZONE_NAMES = {"distance": "<間合>", "dust": "<ダスト>", "out": "<ゲーム外>", "aura": "<オーラ>",
              "life": "<ライフ>", "flare": "<フレア>", "enh": "<付与札>", "use": "<使用中>"}


@lru_cache(maxsize=256)
def _parse(zone: str) -> tuple[str, str, str]:
    """zone → (kind, player, attribute): ("board", "", "distance"), ("side", "A", "aura"),
    ("enh", "A", NAME), ("use", "", NAME), ("out", "", "")."""
    if zone in ("distance", "dust"):
        return ("board", "", zone)
    if zone == "out":
        return ("out", "", "")
    if zone.startswith("use:"):
        return ("use", "", zone[4:])
    player, _, kind = zone.partition(".")
    if kind.startswith("enh:"):
        return ("enh", player, kind[4:])
    return ("side", player, kind)


def count(b: Board, zone: str) -> int:
    """Crystals in `zone`: distance, dust, A.aura, B.life, A.flare, A.enh:NAME, use:NAME."""
    kind, player, attr = _parse(zone)
    if kind == "board":
        return int(getattr(b, attr))
    if kind == "side":
        return int(getattr(b.sides[player], attr))
    if kind == "out":
        return 10**6  # 7-1-16: ゲーム外 holds countless crystals
    if kind == "enh":
        return b.sides[player].enhancements.get(attr, 0)
    return next((n for _, c, n in b.in_use if c == attr), 0)


def room(b: Board, zone: str) -> int:
    """How many more crystals `zone` can take (7-1-1: 10; 7-1-3-1: 5; others unbounded)."""
    if zone == "distance":
        return DISTANCE_MAX - b.distance
    kind, player, attr = _parse(zone)
    if kind == "side" and attr == "aura":
        return AURA_MAX - b.sides[player].aura
    if kind == "side" and attr == "circulation":  # sakura-ko add/21-1: at most 4
        return 4 - b.sides[player].circulation
    return 10**6


def _set(b: Board, zone: str, value: int) -> None:
    kind, player, attr = _parse(zone)
    if kind == "board":
        setattr(b, attr, value)
    elif kind == "side":
        setattr(b.sides[player], attr, value)
    elif kind == "enh":
        b.sides[player].enhancements[attr] = value
    elif kind == "use":
        b.in_use = [(o, c, value if c == attr else n) for o, c, n in b.in_use]


def move(st: SakuraState, src: str, dst: str, n: int, clause: str, what: str) -> int:
    """Move up to `n` crystals src → dst at once; as many as possible (6-3, 5-10). Returns moved."""
    b = st.board
    if src == dst or n <= 0:
        return 0  # 6-3: same source and destination is not a move
    have = count(b, src)
    k = min(n, have, room(b, dst))
    if k <= 0:
        st.trace.record(uid("6-3"), f"{what}: no crystal can move {src} → {dst}")
        return 0
    changes: list[Change] = []
    for zone, before, delta in ((src, have, -k), (dst, None, k)):
        if zone == "out":
            b.out -= delta
            changes.append(Change("out", b.out + delta, b.out))
            continue
        if before is None:
            before = count(b, zone)
        _set(b, zone, before + delta)
        changes.append(Change(zone, before, before + delta))
    if k == n:
        st.trace.record(clause, f"{what}: {k} crystal(s) {src} → {dst}", changes)
    else:
        st.trace.record(clause, f"{what}: {k} crystal(s) {src} → {dst} (only {k} of {n} could "
                        "move, 6-3/5-10)", changes)
    invariants.check(b)
    if src.endswith(".life") or dst.endswith(".life"):  # 4-2 is checked whenever life changes
        if not st.simultaneous:  # (one effect moving both players' crystals: after both, 6-3)
            victory.check(st)
        if src.endswith(".life") and b.sides[src[0]].laceration:
            from judge.games.sakura.laceration import bleed

            bleed(st)  # sakura-ko add/22-11-2: checked at once when a life goes down
    return k
