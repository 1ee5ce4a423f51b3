"""Moving sakura crystals between zones (6-3, 5-10) within zone capacities (7-1-1, 7-1-3-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Change
from judge.games.sakura import invariants, victory
from judge.games.sakura.rules import AURA_MAX, DISTANCE_MAX, uid

if TYPE_CHECKING:
    from judge.games.sakura.board import Board
    from judge.games.sakura.state import SakuraState

ZONE_NAMES = {"distance": "<間合>", "dust": "<ダスト>", "out": "<ゲーム外>", "aura": "<オーラ>",
              "life": "<ライフ>", "flare": "<フレア>", "enh": "<付与札>", "use": "<使用中>"}


def count(b: Board, zone: str) -> int:
    """Crystals in `zone`: distance, dust, A.aura, B.life, A.flare, A.enh:NAME, use:NAME."""
    if zone == "distance":
        return b.distance
    if zone == "dust":
        return b.dust
    if zone == "out":
        return 10**6  # 7-1-16: ゲーム外 holds countless crystals
    if zone.startswith("use:"):
        name = zone[4:]
        return next((n for _, c, n in b.in_use if c == name), 0)
    player, _, kind = zone.partition(".")
    side = b.sides[player]
    if kind.startswith("enh:"):
        return side.enhancements.get(kind[4:], 0)
    return int(getattr(side, kind))


def room(b: Board, zone: str) -> int:
    """How many more crystals `zone` can take (7-1-1: 10; 7-1-3-1: 5; others unbounded)."""
    if zone == "distance":
        return DISTANCE_MAX - b.distance
    if zone.endswith(".aura"):
        return AURA_MAX - count(b, zone)
    return 10**6


def _set(b: Board, zone: str, value: int) -> None:
    if zone == "distance":
        b.distance = value
    elif zone == "dust":
        b.dust = value
    elif zone == "out":
        return
    elif zone.startswith("use:"):
        name = zone[4:]
        b.in_use = [(o, c, value if c == name else n) for o, c, n in b.in_use]
    else:
        player, _, kind = zone.partition(".")
        side = b.sides[player]
        if kind.startswith("enh:"):
            side.enhancements[kind[4:]] = value
        else:
            setattr(side, kind, value)


def move(st: SakuraState, src: str, dst: str, n: int, clause: str, what: str) -> int:
    """Move up to `n` crystals src → dst at once; as many as possible (6-3, 5-10). Returns moved."""
    b = st.board
    if src == dst or n <= 0:
        return 0  # 6-3: same source and destination is not a move
    k = min(n, count(b, src), room(b, dst))
    if k <= 0:
        st.trace.record(uid("6-3"), f"{what}: no crystal can move {src} → {dst}")
        return 0
    changes: list[Change] = []
    for zone, delta in ((src, -k), (dst, k)):
        if zone == "out":
            b.out -= delta
            changes.append(Change("out", b.out + delta, b.out))
            continue
        before = count(b, zone)
        _set(b, zone, before + delta)
        changes.append(Change(zone, before, before + delta))
    note = "" if k == n else f" (only {k} of {n} could move, 6-3/5-10)"
    st.trace.record(clause, f"{what}: {k} crystal(s) {src} → {dst}{note}", changes)
    invariants.check(b)
    victory.check(st)
    return k
