"""506.1, 801.1, the trigger windows (802.1, 803.1, 805.1, 806.1), 優先権処理 windows and 806."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import IllegalAction
from judge.games.magical_girl.effects import apply_effect, check_effect, update_battle_status
from judge.games.magical_girl.model import Effect, Trigger, uid

if TYPE_CHECKING:
    from judge.games.magical_girl.state import MagicalGirlState

WINDOW_NAMES = {
    "802.2": "バトルフェイズ開始ステップ",
    "803.2": "攻撃宣言ステップ (before the declaration)",
    "803.6": "攻撃宣言ステップ (after the declaration)",
    "804.6": "バトル判定ステップ",
    "805.2": "バトル終了ステップ",
    "805.3b": "バトル終了処理 (pending triggers)",
    "806.2": "バトルフェイズ終了ステップ",
}
"""The priority windows (優先権処理) and the step each belongs to."""


def battle_phase_start(st: MagicalGirlState) -> str:
    """506.1: the battle phase follows 800, except on the game's first turn."""
    board = st.board
    if board.first_turn:  # 506.1
        st.trace.record(uid("506.1"),
                        f"this is the game's first turn: {board.turn} has no battle phase")
        return "over"
    st.trace.record(uid("506.1"), f"{board.turn}'s battle phase is processed by 800")
    st.trace.record(uid("801.1"), "the battle phase runs steps 802–806 in order")
    return "802.1"


def battle_phase_start_step(st: MagicalGirlState) -> str:
    """802.1: ‘バトルフェイズ開始時’ triggers, then the 802.2 window."""
    st.trace.record(uid("802"), "バトルフェイズ開始ステップ begins")
    trigger_window(st, "802.1", "battle_phase_start", "バトルフェイズ開始時")
    return "802.2"


def trigger_window(st: MagicalGirlState, number: str, event: str, label: str) -> None:
    """Record a trigger condition (誘発条件) and resolve the abilities it triggers."""
    # 802.1 / 803.1 / 805.1 / 806.1: only this trigger condition occurs here
    fired = [t for t in st.board.triggers if t.event == event and not (t.once and t.fired)]
    with st.trace.nested(uid(number), f"‘{label}’の誘発条件が発生 ({len(fired)} triggered)"):
        for trig in fired:
            resolve_trigger(st, trig, number)


def resolve_trigger(st: MagicalGirlState, trig: Trigger, number: str) -> None:
    """Resolve one triggered ability, citing the clause at which it resolves."""
    trig.fired += 1
    try:
        check_effect(st.board, trig.effect, uid(number))
    except IllegalAction as err:
        st.trace.record(uid(number), f"trigger {trig.name} does nothing: {err.reason}")
        return
    changes = apply_effect(st.board, trig.effect)
    st.trace.record(uid(number), f"trigger {trig.name} ({trig.controller}): {trig.effect}",
                    changes)
    update_battle_status(st.board, st.trace)


def open_priority(st: MagicalGirlState, number: str) -> None:
    """The turn player receives priority; the window waits for effects or passes."""
    st.trace.record(uid(number),
                    f"{st.board.turn} receives priority: 優先権処理 in {WINDOW_NAMES[number]}")


def pass_priority(st: MagicalGirlState, number: str) -> None:
    """Both players pass in succession: the window closes."""
    st.trace.record(uid(number), "both players pass priority: 優先権処理 ends")


def use_effect(st: MagicalGirlState, number: str, player: str, effect: Effect) -> None:
    """A player uses an effect while holding priority in window `number`."""
    check_effect(st.board, effect, uid(number))
    changes = apply_effect(st.board, effect)
    st.trace.record(uid(number), f"{player} (優先権処理): {effect}", changes)
    update_battle_status(st.board, st.trace)


def battle_phase_end(st: MagicalGirlState) -> str:
    """806.1: ‘バトルフェイズ終了時’ triggers, then the 806.2 window."""
    st.trace.record(uid("806"), "バトルフェイズ終了ステップ begins")
    trigger_window(st, "806.1", "battle_phase_end", "バトルフェイズ終了時")
    return "806.2"


def phase_over(st: MagicalGirlState) -> str:
    """After 806.2 the battle phase is over."""
    st.trace.record(uid("806"), "the battle phase ends")
    return "over"
