"""4-2 勝敗判定: checked at once whenever a life total may have changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.games.sakura.flow import GameOver
from judge.games.sakura.rules import other, uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState


def check(st: SakuraState) -> None:
    """4-2 1)-2): a player at life 0 loses (both at 0: a draw), unless 敗北しない/勝利できない."""
    b = st.board
    if b.over:
        return
    a, bb = b.sides["A"], b.sides["B"]
    zero = [p for p in ("A", "B") if b.sides[p].life == 0]
    if len(zero) == 2 and not (a.no_lose or bb.no_lose or a.no_win or bb.no_win):
        _end(st, None, "4-2", "both players are at life 0: the game is a draw (4-2 1)")
        return
    for p in zero:
        if not b.sides[p].no_lose and not b.sides[other(p)].no_win:
            _end(st, other(p), "4-2", f"{p} is at life 0 and loses; {other(p)} wins (4-2 2)")
            return


def lose_by_effect(st: SakuraState, player: str) -> None:
    """4-2 3): a player an effect makes lose loses, unless 敗北しない applies."""
    if not st.board.sides[player].no_lose:
        _end(st, other(player), "4-2", f"{player} loses by an effect (4-2 3)")


def win_by_effect(st: SakuraState, player: str) -> None:
    """4-2 4): a player an effect makes win wins, unless 勝利できない applies."""
    if not st.board.sides[player].no_win:
        _end(st, player, "4-2", f"{player} wins by an effect (4-2 4)")


def _end(st: SakuraState, winner: str | None, number: str, reason: str) -> None:
    """End the game with the clause that ends it (the caller's number), recorded as a step."""
    b = st.board
    b.over, b.winner, b.end_clause, b.end_reason = True, winner, uid(number), reason
    st.trace.record(uid(number), reason)
    raise GameOver
