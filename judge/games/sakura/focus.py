"""5-1-2 集中力 (0..2) and 5-1-4 畏縮 (gaining focus is replaced by losing 畏縮)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Change
from judge.games.sakura.rules import FOCUS_MAX, uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState


def gain(st: SakuraState, player: str, n: int = 1, number: str = "5-1-2") -> None:
    """Gain `n` focus, capped at 2 (5-1-2); while 畏縮, lose 畏縮 instead (5-1-4)."""
    side = st.board.sides[player]
    if side.flinch:
        side.flinch = False
        st.trace.record(uid("5-1-4"), f"{player} would gain focus: loses 畏縮 instead",
                        [Change(f"{player}.flinch", True, False)])
        return
    before = side.focus
    side.focus = min(FOCUS_MAX, before + n)
    st.trace.record(uid(number), f"{player} gains {n} focus (cap {FOCUS_MAX}, 5-1-2)",
                    [Change(f"{player}.focus", before, side.focus)])


def lose(st: SakuraState, player: str, n: int = 1, number: str = "5-1-2") -> int:
    """Lose `n` focus, not below 0 (5-1-2, 5-10); returns how much was lost."""
    side = st.board.sides[player]
    before = side.focus
    side.focus = max(0, before - n)
    st.trace.record(uid(number), f"{player} loses {n} focus (floor 0)",
                    [Change(f"{player}.focus", before, side.focus)])
    return before - side.focus


def flinch(st: SakuraState, player: str) -> None:
    """Make `player` 畏縮 (5-1-4)."""
    side = st.board.sides[player]
    st.trace.record(uid("5-1-4"), f"{player} becomes 畏縮", [Change(f"{player}.flinch",
                                                                    side.flinch, True)])
    side.flinch = True
