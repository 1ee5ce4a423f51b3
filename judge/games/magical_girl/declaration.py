"""803 攻撃宣言ステップ: 803.1 trigger, 803.3 choice, 803.4 rest and cost, 803.5 attacked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Action, Change, IllegalAction
from judge.games.magical_girl.model import STATE_JA, Battle, Board, uid
from judge.games.magical_girl.phases import trigger_window

if TYPE_CHECKING:
    from judge.games.magical_girl.state import MagicalGirlState


def attack_step_start(st: MagicalGirlState) -> str:
    """803.1: ‘攻撃宣言ステップ開始時’ triggers, then the 803.2 window."""
    st.trace.record(uid("803"), "攻撃宣言ステップ begins")
    trigger_window(st, "803.1", "attack_step_start", "攻撃宣言ステップ開始時")
    return "803.2"


def attacker_problem(board: Board, attacker: str) -> IllegalAction | None:
    """803.3a: the attacker is a recovered monster the turn player controls, not forbidden."""
    monster = board.monsters.get(attacker)
    # 803.3a: 自分が支配しているリカバー状態の、攻撃を禁止されていない怪異1体
    if monster is None or monster.zone != "battlefield":
        return IllegalAction(uid("803.3a"), f"{attacker} is not a monster on the battlefield")
    if monster.controller != board.turn:
        return IllegalAction(uid("803.3a"),
                             f"{attacker} is controlled by {monster.controller}, "
                             f"not by the turn player {board.turn}")
    if monster.state != "recover":
        return IllegalAction(uid("803.3a"),
                             f"{attacker} is {monster.state} ({STATE_JA[monster.state]}状態), "
                             "not recovered (リカバー状態)")
    if board.forbidden(attacker):
        return IllegalAction(uid("803.3a"), f"{attacker} is forbidden to attack")
    return None


def blocking_reversed(board: Board) -> list[str]:
    """803.3b: reversed opposing monsters that can legally be chosen as the attack target."""
    return [m.name for m in board.monsters.values()
            if m.zone == "battlefield" and m.controller == board.opponent
            and m.state == "reverse" and not m.untargetable]


def target_problem(board: Board, target: str) -> IllegalAction | None:
    """803.3b: the opposing player, an opposing monster, or a card an effect allows; not the
    player while a targetable reversed opposing monster exists."""
    if target == board.opponent:  # 803.3b second sentence: the reversed monster shields
        blockers = blocking_reversed(board)
        if blockers:
            return IllegalAction(uid("803.3b"),
                                 f"{target} cannot be chosen while the reversed opposing monster "
                                 f"{', '.join(blockers)} can be chosen as the attack target")
        return None
    if target in board.players:
        return IllegalAction(uid("803.3b"), f"{target} is not the opposing player")
    if target in board.monsters:
        monster = board.monsters[target]
        if monster.zone != "battlefield" or monster.controller != board.opponent:
            return IllegalAction(uid("803.3b"),
                                 f"{target} is not a monster {board.opponent} controls")
        if monster.untargetable:
            return IllegalAction(uid("803.3b"), f"{target} cannot be chosen as an attack target")
        return None
    card = board.cards.get(target)
    if card is None or card.zone != "battlefield" or card.controller != board.opponent:
        return IllegalAction(uid("803.3b"), f"{target} is not an opposing card on the battlefield")
    if not card.targetable:
        return IllegalAction(uid("803.3b"), f"no effect allows {target} as an attack target")
    return None


def cost_problem(board: Board, attacker: str) -> IllegalAction | None:
    """803.4: a required action that cannot be done stops the attack (back to the choice)."""
    monster = board.monsters[attacker]
    hand = board.players[board.turn].hand
    if monster.cost > hand:  # 803.4: それが実行できない場合、この攻撃は行えず
        return IllegalAction(uid("803.4"),
                             f"attacking with {attacker} requires discarding {monster.cost} "
                             f"card(s); {board.turn} has {hand}: the attack cannot be made and "
                             "the game returns to the choice of the attacking monster")
    return None


def problem(board: Board, attacker: str, target: str) -> IllegalAction | None:
    """The first rule a declaration (attacker → target) breaks, or None if it is legal."""
    return (attacker_problem(board, attacker) or target_problem(board, target)
            or cost_problem(board, attacker))


def candidates(board: Board) -> list[tuple[str, str]]:
    """Every (attacker, target) pair worth asking about, legal or not."""
    targets = [board.opponent, *board.monsters, *board.cards]
    return [(m, t) for m in board.monsters for t in targets if t != m]


def options(board: Board) -> list[Action]:
    """The legal declarations at 803.3."""
    return [Action.make("attack", board.turn, attacker=a, target=t)
            for a, t in candidates(board) if problem(board, a, t) is None]


def choose(st: MagicalGirlState) -> str:
    """803.3: the turn player must choose; with no legal choice, go to 806."""
    legal = options(st.board)
    if not legal:  # 803.3: 選択できない場合、バトルフェイズ終了ステップ(806)に進みます
        st.trace.record(uid("803.3"), "no legal attacking monster and target: "
                        "go to the battle phase end step (806)")
        return "806.1"
    st.trace.record(uid("803.3"),
                    f"{st.board.turn} chooses an attacking monster and a target "
                    f"({len(legal)} legal choices)")
    return "803.3"


def declare(st: MagicalGirlState, attacker: str, target: str) -> str:
    """803.3a–803.5: record the choice, rest the attacker, pay, mark the battling monsters."""
    board = st.board
    err = problem(board, attacker, target)
    if err is not None:
        raise err
    st.trace.record(uid("803.3a"), f"{board.turn} chooses {attacker} to attack")
    kind = ("player" if target in board.players
            else "monster" if target in board.monsters else "card")
    st.trace.record(uid("803.3b"), f"attack target: {target} ({kind})")
    monster = board.monsters[attacker]
    # 803.4: rest the attacker, then pay what attacking requires
    with st.trace.nested(uid("803.4"), f"{attacker} rests and becomes the attacking monster",
                         ) as step:
        step.changes.append(Change(f"{attacker}.state", monster.state, "rest"))
        monster.state = "rest"
        if monster.cost:
            player = board.players[board.turn]
            st.trace.record(uid("803.4"), f"{board.turn} discards {monster.cost} card(s) to attack",
                            [Change(f"{board.turn}.hand", player.hand, player.hand - monster.cost)])
            player.hand -= monster.cost
    board.battle = Battle(attacker, target, kind)
    if kind == "monster":  # 803.5
        board.battle.attacked = target
        st.trace.record(uid("803.5"), f"{target} becomes the attacked monster (battling)",
                        [Change("battle.attacked", None, target)])
    return "803.6"
