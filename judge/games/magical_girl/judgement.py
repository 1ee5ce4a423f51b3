"""804 バトル判定ステップ: 804.1–804.5, strict greater-than, orbs and the instant win."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Change, Outcome
from judge.games.magical_girl.effects import update_battle_status
from judge.games.magical_girl.model import Battle, uid

if TYPE_CHECKING:
    from judge.games.magical_girl.state import MagicalGirlState


def judge_battle(st: MagicalGirlState) -> str:
    """804.1–804.5 in order; returns the next route ("805.1", "804.6" or "won")."""
    battle = st.board.battle
    st.trace.record(uid("804"), "バトル判定ステップ begins")
    if battle is None or battle.attacker is None or (
            battle.target_kind == "monster" and battle.attacked is None):  # 804.1
        st.trace.record(uid("804.1"), "no attacking monster, or the attacked monster is gone: "
                        "go to the battle end step (805)")
        return "805.1"
    st.trace.record(uid("804.1"), f"{battle.attacker} is still the attacking monster")
    if st.board.monsters[battle.attacker].state == "reverse":  # 804.2
        st.trace.record(uid("804.2"), f"{battle.attacker} is reversed: no judgement; "
                        "go to the battle end step (805)")
        return "805.1"
    st.trace.record(uid("804.2"), f"{battle.attacker} is not reversed")
    if battle.target_kind == "monster":
        compare_monsters(st, battle)
    elif battle.target_kind == "player":
        if attack_player(st, battle):
            return "won"
    else:
        st.trace.record(uid("804"), f"the target {battle.target} is a card: 804.3–804.5 do not "
                        "apply; the effect that allowed the target decides")
    return "804.6"


def compare_monsters(st: MagicalGirlState, battle: Battle) -> None:
    """804.3 ATK vs ATK (target not reversed) / 804.4 ATK vs DEF (target reversed); only a
    strictly greater ATK destroys the target, and the attacker is never destroyed by it."""
    board = st.board
    attacker, target = battle.attacker or "", battle.attacked or ""
    atk = board.atk(attacker) or 0
    if board.monsters[target].state == "reverse":  # 804.4
        number, value, stat = "804.4", board.defense(target) or 0, "DEF"
    else:  # 804.3
        number, value, stat = "804.3", board.atk(target) or 0, "ATK"
    with st.trace.nested(uid(number), f"{attacker} ATK {atk} vs {target} {stat} {value}"):
        if atk > value:  # strictly greater only (攻撃力の方が大きい場合)
            monster = board.monsters[target]
            st.trace.record(uid(number), f"{atk} > {value}: {target} is destroyed",
                            [Change(f"{target}.zone", monster.zone, "graveyard")])
            monster.zone = "graveyard"
            board.modifiers = [m for m in board.modifiers if m.target != target]
            update_battle_status(board, st.trace)
        else:
            st.trace.record(uid(number), f"{atk} is not greater than {value}: nothing is destroyed")


def attack_player(st: MagicalGirlState, battle: Battle) -> bool:
    """804.5: 0 orbs → the attacker's controller wins at once; else they corrupt one orb
    (card text such as 'corrupt 2' corrupts up to that many). True when the game is won."""
    board = st.board
    attacker = board.monsters[battle.attacker or ""]
    player = board.players[battle.target]
    if player.orbs == 0:  # 804.5: 0 → 直ちに勝利
        st.trace.record(uid("804.5"), f"{player.name} has 0 orbs: {attacker.controller} wins "
                        "the game at once")
        st.won = Outcome(attacker.controller, uid("804.5"),
                         f"{battle.attacker} attacked {player.name}, who had no orbs")
        return True
    count = min(attacker.corrupt, player.orbs)  # 804.5: 1つを選んで穢す (card text: more)
    extra = f" (card text: up to {attacker.corrupt})" if attacker.corrupt != 1 else ""
    st.trace.record(uid("804.5"),
                    f"{player.name} has {player.orbs} orb(s): {attacker.controller} chooses and "
                    f"corrupts {count}{extra}",
                    [Change(f"{player.name}.orbs", player.orbs, player.orbs - count),
                     Change(f"{player.name}.corrupted", player.corrupted,
                            player.corrupted + count)])
    player.orbs -= count
    player.corrupted += count
    return False
