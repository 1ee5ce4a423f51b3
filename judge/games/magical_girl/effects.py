"""Effects used in priority windows or by triggers, and the battle-status rules 803.4a / 803.5a."""

from __future__ import annotations

from judge.engine.core import Change, IllegalAction, Trace
from judge.games.magical_girl.model import EFFECT_KINDS, STATES, Board, Effect, Modifier, uid


def check_effect(board: Board, effect: Effect, clause: str) -> None:
    """Raise IllegalAction (citing the window `clause`) if the effect has nothing to act on."""
    if effect.kind not in EFFECT_KINDS:
        raise IllegalAction(clause, f"unknown effect {effect.kind!r}; known: "
                            f"{', '.join(EFFECT_KINDS)}")
    if effect.kind == "orbs":
        if effect.target not in board.players:
            raise IllegalAction(clause, f"{effect.target} is not a player")
        return
    if not board.on_field(effect.target):
        raise IllegalAction(clause, f"{effect.target} is not a monster on the battlefield")
    if effect.kind == "switch" and effect.value not in STATES:
        raise IllegalAction(clause, f"unknown monster state {effect.value!r}")
    if effect.kind == "control" and effect.value not in board.players:
        raise IllegalAction(clause, f"{effect.value} is not a player")


def apply_effect(board: Board, effect: Effect) -> list[Change]:
    """Carry out a checked effect; returns what changed (orbs stop at 0: as many as exist)."""
    target, value = effect.target, effect.value
    if effect.kind == "orbs":
        player = board.players[target]
        before = player.orbs
        player.orbs = max(0, before + int(value or 0))
        return [Change(f"{target}.orbs", before, player.orbs)]
    monster = board.monsters[target]
    if effect.kind in ("remove", "destroy"):
        zone = "removed" if effect.kind == "remove" else "graveyard"
        board.modifiers = [m for m in board.modifiers if m.target != target]
        old_zone, monster.zone = monster.zone, zone
        return [Change(f"{target}.zone", old_zone, zone)]
    if effect.kind == "switch":
        old_state, monster.state = monster.state, str(value)
        return [Change(f"{target}.state", old_state, monster.state)]
    if effect.kind in ("atk", "def"):
        read = board.atk if effect.kind == "atk" else board.defense
        before_stat = read(target)
        board.modifiers.append(
            Modifier(target, effect.kind, int(value or 0), effect.until_battle_end))
        return [Change(f"{target}.{effect.kind}", before_stat, read(target))]
    if effect.kind == "forbid":
        before_ban = board.forbidden(target)
        board.modifiers.append(Modifier(target, "forbid", 0, effect.until_battle_end))
        return [Change(f"{target}.forbidden", before_ban, True)]
    if effect.kind == "control":
        old_controller, monster.controller = monster.controller, str(value)
        return [Change(f"{target}.controller", old_controller, monster.controller)]
    if effect.kind == "lose_stats":
        changes = [Change(f"{target}.atk", board.atk(target), None),
                   Change(f"{target}.def", board.defense(target), None)]
        monster.atk = monster.defense = None
        return changes
    raise ValueError(f"unknown effect kind {effect.kind!r}")


def _still_battling(board: Board, name: str, controller: str) -> str | None:
    """Why `name` stopped battling (803.4a/803.5a wording), or None if it still battles."""
    monster = board.monsters[name]
    if monster.zone != "battlefield":
        return f"left the battlefield ({monster.zone})"
    if monster.controller != controller:
        return f"changed controller to {monster.controller}"
    if monster.atk is None or monster.defense is None:
        return "lost its ATK/DEF"
    return None


def update_battle_status(board: Board, trace: Trace) -> None:
    """803.4a / 803.5a: a battling monster that left, changed controller or lost ATK/DEF stops
    being the attacking (attacked) monster."""
    battle = board.battle
    if battle is None:
        return
    if battle.attacker is not None:
        why = _still_battling(board, battle.attacker, board.turn)
        if why:  # 803.4a
            trace.record(uid("803.4a"),
                         f"{battle.attacker} {why}: no longer the attacking monster",
                         [Change("battle.attacker", battle.attacker, None)])
            battle.attacker = None
    if battle.attacked is not None:
        why = _still_battling(board, battle.attacked, board.opponent)
        if why:  # 803.5a
            trace.record(uid("803.5a"),
                         f"{battle.attacked} {why}: no longer the attacked monster",
                         [Change("battle.attacked", battle.attacked, None)])
            battle.attacked = None
