"""9-6 基本動作: the five basic actions, their cost, and 'only one that can move something'."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Action, Change
from judge.games.sakura import crystals
from judge.games.sakura.board import Board
from judge.games.sakura.errors import SakuraIllegal
from judge.games.sakura.rules import AURA_MAX, DISTANCE_MAX, MASTER_DISTANCE, uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState

BASICS = ("advance", "retreat", "recover", "focus", "withdraw")
"""9-6-1 前進, 9-6-2 後退, 9-6-3 纏い, 9-6-4 宿し, 9-6-5 離脱 (English edition names)."""
CLAUSE = {"advance": "9-6-1", "retreat": "9-6-2", "recover": "9-6-3", "focus": "9-6-4",
          "withdraw": "9-6-5"}
JA = {"advance": "前進", "retreat": "後退", "recover": "纏い", "focus": "宿し", "withdraw": "離脱"}
ALIASES = {
    "advance": "advance", "前進": "advance", "전진": "advance",
    "retreat": "retreat", "後退": "retreat", "후퇴": "retreat",
    "recover": "recover", "wear": "recover", "纏い": "recover", "휘감기": "recover",
    "focus": "focus", "charge": "focus", "宿し": "focus", "품기": "focus",
    "withdraw": "withdraw", "breakaway": "withdraw", "離脱": "withdraw", "이탈": "withdraw",
}


_BASIC_UID = uid("9-6")
_UIDS = {name: uid(number) for name, number in CLAUSE.items()}


def route(player: str, name: str) -> tuple[str, str]:
    """Source and destination zone of a basic action (9-6-1 .. 9-6-5)."""
    return {
        "advance": ("distance", f"{player}.aura"),
        "retreat": (f"{player}.aura", "distance"),
        "recover": ("dust", f"{player}.aura"),
        "focus": (f"{player}.aura", f"{player}.flare"),
        "withdraw": ("dust", "distance"),
    }[name]


def can_move(b: Board, player: str, name: str) -> str | None:
    """None if the action can move a crystal, else why not (9-6 ⅰ-B)."""
    side = b.sides[player]
    if name == "advance":
        if b.distance <= MASTER_DISTANCE:
            return (f"distance {b.distance} ≤ 達人の間合 {MASTER_DISTANCE}: 前進 does nothing "
                    "(9-6-1)")
        if side.aura >= AURA_MAX:
            return f"{player}'s aura is full ({side.aura}/{AURA_MAX}, 7-1-3-1)"
    elif name == "retreat":
        if side.aura == 0:
            return f"{player}'s aura is empty"
        if b.distance >= DISTANCE_MAX:
            return f"distance is full ({DISTANCE_MAX}, 7-1-1)"
    elif name == "recover":
        if b.dust == 0:
            return "dust is empty"
        if side.aura >= AURA_MAX:
            return f"{player}'s aura is full ({side.aura}/{AURA_MAX}, 7-1-3-1)"
    elif name == "focus":
        if side.aura == 0:
            return f"{player}'s aura is empty"
    elif name == "withdraw":
        if b.distance > MASTER_DISTANCE:
            return (f"distance {b.distance} > 達人の間合 {MASTER_DISTANCE}: 離脱 does nothing "
                    "(9-6-5)")
        if b.dust == 0:
            return "dust is empty"
        if b.distance >= DISTANCE_MAX:
            return f"distance is full ({DISTANCE_MAX}, 7-1-1)"
    return None


def check(b: Board, action: Action) -> SakuraIllegal | None:
    """Why a basic action chosen in the main phase is illegal, or None (8-2-2, 9-2, 9-6)."""
    p, name = action.player, action.arg("name")
    side = b.sides[p]
    if name not in BASICS:
        return SakuraIllegal("9-6", f"{name!r} is not a basic action")
    if p != b.turn or b.phase != "main":
        return SakuraIllegal("8-2-2", f"{p} may do a basic action only in their own main phase")
    if b.mode == "full":
        return SakuraIllegal("8-2-2", "全力行動 allows no basic action (8-2-2 B)")
    if side.terminal:
        return SakuraIllegal("9-2", f"{p} used a 終端 card this turn: no more basic actions")
    why = can_move(b, p, name)
    if why:
        return SakuraIllegal("9-6", f"{JA[name]} cannot move any object: {why} (9-6 ⅰ-B)",
                             also=(CLAUSE[name],))
    cost = action.arg("cost")
    if cost == "focus" and side.focus < 1:
        return SakuraIllegal("9-6", f"{p} has no focus to pay for {JA[name]} (9-6 ⅱ-A)",
                             also=("5-9",))
    if cost == "card" and action.arg("card") not in side.hand:
        return SakuraIllegal("9-6", f"{action.arg('card')!r} is not in {p}'s hand (9-6 ⅱ-B)",
                             also=("5-9",))
    if cost == "card" and not b.can_face_down(str(action.arg("card"))):
        # the card's own 「伏せ札にできない」 wins over the rule that lets a card pay (1-4)
        return SakuraIllegal("9-6", f"{action.arg('card')!r} cannot be put face down (its own "
                             "text; 1-4), so it cannot pay a basic action (9-6 ⅱ-B)",
                             also=("1-4",))
    if cost not in ("focus", "card"):
        return SakuraIllegal("9-6", "a basic action in 標準行動 costs 1 focus or 1 hand card "
                             "face down (9-6 ⅱ)")
    return None


def perform(st: SakuraState, player: str, name: str, cost: str | None,
            card: str | None = None) -> None:
    """Pay the cost (9-6 ⅱ; none when an effect grants it) and resolve the action (9-6 ⅲ)."""
    side = st.board.sides[player]
    paid = " paying 1 focus (9-6 ⅱ-A)" if cost == "focus" else ""
    with st.trace.nested(_BASIC_UID, f"{player} does basic action {JA[name]} ({name}){paid}") \
            as step:
        if cost == "focus":  # 9-6 ⅱ-A: the cost is part of this step (validated: focus ≥ 1)
            before = side.focus
            side.focus = max(0, before - 1)
            step.changes.append(Change(f"{player}.focus", before, side.focus))
        elif cost == "card" and card is not None:
            side.hand.remove(card)
            side.facedown.append(card)
            st.trace.record(uid("9-6"), f"{player} puts {card} from hand face down as the cost "
                            "(9-6 ⅱ-B; not a use of the card, 9-2)",
                            [Change(f"{player}.facedown", len(side.facedown) - 1,
                                    len(side.facedown))])
        side.basics += 1
        src, dst = route(player, name)
        why = can_move(st.board, player, name) if name in ("advance", "withdraw") else None
        if why and "達人" in why:
            st.trace.record(uid(CLAUSE[name]), f"{JA[name]} does nothing: {why}")
            return
        crystals.move(st, src, dst, 1, _UIDS[name], JA[name])
