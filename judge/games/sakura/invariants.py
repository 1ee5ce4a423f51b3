"""Invariants that hold after every step: crystals conserved (4-1, 6-3), zone caps, focus range."""

from __future__ import annotations

from judge.engine.core import InvariantViolation
from judge.games.sakura.board import Board
from judge.games.sakura.rules import AURA_MAX, CRYSTALS, DISTANCE_MAX, FOCUS_MAX, uid


def violations(b: Board) -> list[tuple[str, str]]:
    """Every broken invariant as (clause uid, reason); empty when the board is sound."""
    out: list[tuple[str, str]] = []
    total = b.crystals_in_play()
    if total != CRYSTALS + b.out:
        out.append((uid("4-1"), f"{total} sakura crystals in play, expected {CRYSTALS}"
                    f"{b.out:+d} from <ゲーム外> = {CRYSTALS + b.out} (4-1, 6-3)"))
    if not 0 <= b.distance <= DISTANCE_MAX:
        out.append((uid("7-1-1"), f"distance {b.distance} outside 0..{DISTANCE_MAX}"))
    if b.dust < 0:
        out.append((uid("7-1-5"), f"dust {b.dust} is negative"))
    for p, s in b.sides.items():
        if not 0 <= s.aura <= AURA_MAX:
            out.append((uid("7-1-3-1"), f"{p}'s aura {s.aura} outside 0..{AURA_MAX}"))
        if not 0 <= s.focus <= FOCUS_MAX:
            out.append((uid("5-1-2"), f"{p}'s focus {s.focus} outside 0..{FOCUS_MAX}"))
        for name, value in (("life", s.life), ("flare", s.flare)):
            if value < 0:
                out.append((uid("5-1-5" if name == "life" else "5-1-6"),
                            f"{p}'s {name} {value} is negative"))
        if not 0 <= s.circulation <= 4:
            out.append((uid("add/21-1"), f"{p}'s <流通量> {s.circulation} outside 0..4"))
        if s.market is not None and not 1 <= s.market <= 4:
            out.append((uid("add/21-2-1"), f"{p}'s market price {s.market} outside 1..4"))
        if any(n < 0 for n in s.enhancements.values()):
            out.append((uid("7-1-9"), f"{p} has an enhancement with negative crystals"))
    return out


def sound(b: Board) -> bool:
    """Fast test of every invariant (the common case); `violations` explains a failure."""
    total = b.distance + b.dust
    for s in b.sides.values():
        if s.aura > AURA_MAX or s.aura < 0 or s.focus > FOCUS_MAX or s.focus < 0 or s.life < 0 \
                or s.flare < 0:
            return False
        total += s.aura + s.life + s.flare + s.circulation
        if s.circulation > 4 or s.circulation < 0:
            return False
        if s.enhancements:
            total += sum(s.enhancements.values())
    for entry in b.in_use:
        total += entry[2]
    return total == CRYSTALS + b.out and 0 <= b.distance <= DISTANCE_MAX and b.dust >= 0


def check(b: Board) -> None:
    """Raise InvariantViolation naming the first broken clause."""
    if sound(b):
        return
    broken = violations(b)
    if broken:
        raise InvariantViolation(*broken[0])
