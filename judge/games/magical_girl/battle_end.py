"""805 バトル終了ステップ: 805.1 trigger, 805.3 end-of-battle processing, 805.4, 805.5 loop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Change, InvariantViolation
from judge.games.magical_girl.model import uid
from judge.games.magical_girl.phases import resolve_trigger, trigger_window

if TYPE_CHECKING:
    from judge.games.magical_girl.state import MagicalGirlState

MAX_RESTARTS = 50
"""805.3b restarts allowed before the processing is declared a loop."""


def battle_end_start(st: MagicalGirlState) -> str:
    """805.1: ‘バトル終了時’ triggers, then the 805.2 window."""
    st.trace.record(uid("805"), "バトル終了ステップ begins")
    trigger_window(st, "805.1", "battle_end", "バトル終了時")
    return "805.2"


def end_of_battle_processing(st: MagicalGirlState) -> str:
    """805.3a: until-end-of-battle effects end; 805.3b: pending triggers → 優先権処理, restart."""
    board = st.board
    st.restarts += 1
    if st.restarts > MAX_RESTARTS:
        raise InvariantViolation(uid("805.3b"), "end-of-battle processing never finishes")
    st.trace.record(uid("805.3"), "バトル終了処理 (end-of-battle processing)"
                    + (f", restart {st.restarts - 1}" if st.restarts > 1 else ""))
    ending = [m for m in board.modifiers if m.until_battle_end]  # 805.3a
    touched = sorted({(m.target, m.stat) for m in ending})
    before = [_value(st, name, stat) for name, stat in touched]
    board.modifiers = [m for m in board.modifiers if not m.until_battle_end]
    changes = [Change(f"{name}.{'forbidden' if stat == 'forbid' else stat}", old,
                      _value(st, name, stat))
               for (name, stat), old in zip(touched, before, strict=True)]
    st.trace.record(uid("805.3a"),
                    f"{len(ending)} effect(s) lasting until the end of the battle end", changes)
    if ending:
        board.pending.extend(t for t in board.triggers
                             if t.event == "effects_end" and not (t.once and t.fired))
    if board.pending:  # 805.3b
        with st.trace.nested(uid("805.3b"), "triggers are pending: 優先権処理, then the "
                             "end-of-battle processing starts over"):
            while board.pending:
                resolve_trigger(st, board.pending.pop(0), "805.3b")
        return "805.3b"
    st.trace.record(uid("805.3b"), "nothing pending: the end-of-battle processing ends")
    return "805.4"


def _value(st: MagicalGirlState, name: str, stat: str) -> int | bool | None:
    """The current ATK, DEF or attack ban of a monster."""
    if stat == "atk":
        return st.board.atk(name)
    if stat == "def":
        return st.board.defense(name)
    return st.board.forbidden(name)


def finish_battle(st: MagicalGirlState) -> str:
    """805.4/805.4a: the battle ends; 805.5: back to 803 while an attacker remains, else 806."""
    board = st.board
    battle = board.battle
    before = None if battle is None else battle.to_json()
    st.trace.record(uid("805.4"), "the battling monsters end the battle")  # 805.4, 805.4a
    st.trace.record(uid("805.4a"), "no attacking or attacked monster any more",
                    [Change("battle", before, None)])
    board.battle = None
    st.restarts = 0
    ready = [m.name for m in board.monsters.values()
             if m.zone == "battlefield" and m.controller == board.turn
             and m.state == "recover" and not board.forbidden(m.name)]
    if ready:  # 805.5
        st.trace.record(uid("805.5"), f"recovered monster(s) not forbidden to attack remain "
                        f"({', '.join(ready)}): back to the attack declaration step (803)")
        return "803.1"
    st.trace.record(uid("805.5"), "no recovered monster able to attack remains: go to 806")
    return "806.1"
