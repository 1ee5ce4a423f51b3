"""MagicalGirlState: the battle phase as a machine of rule steps and decision points."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.core import Action, Decision, IllegalAction, InvariantViolation, Outcome, State
from judge.games.magical_girl import battle_end, declaration, judgement, phases
from judge.games.magical_girl.commentary import CitingTrace
from judge.games.magical_girl.effects import check_effect
from judge.games.magical_girl.model import (
    DECLARATION,
    PRIORITY_WINDOWS,
    STATES,
    Board,
    Effect,
    uid,
)

PRIORITY = PRIORITY_WINDOWS
DECLARE = DECLARATION
OVER, WON = "over", "won"

ROUTES: dict[str, Callable[[MagicalGirlState], str]] = {
    "start": phases.battle_phase_start,
    "802.1": phases.battle_phase_start_step,
    "803.1": declaration.attack_step_start,
    "803.3?": declaration.choose,
    "804": judgement.judge_battle,
    "805.1": battle_end.battle_end_start,
    "805.3": battle_end.end_of_battle_processing,
    "805.4": battle_end.finish_battle,
    "806.1": phases.battle_phase_end,
    "806": phases.phase_over,
}
"""Automatic rule steps: each runs and names the next route or decision point."""

AFTER_PASS = {"802.2": "803.1", "803.2": "803.3?", "803.6": "804", "804.6": "805.1",
              "805.2": "805.3", "805.3b": "805.3", "806.2": "806"}
"""Where play goes when both players pass each priority window."""

EFFECT_MENU = (("remove", None, False), ("destroy", None, False), ("switch", "recover", False),
               ("switch", "rest", False), ("switch", "reverse", False), ("atk", 1000, True),
               ("atk", -1000, True), ("def", 1000, True), ("def", -1000, True),
               ("forbid", None, True), ("control", None, False), ("lose_stats", None, False))
"""The effects `legal_actions` enumerates for each monster in a priority window."""


class MagicalGirlState(State):
    """A battle phase in progress; `pos` is the open decision point (or "over"/"won")."""

    def __init__(self, board: Board) -> None:
        super().__init__()
        self.trace = CitingTrace()
        self.board = board
        self.pos = "start"
        self.won: Outcome | None = None
        self.restarts = 0
        self.check_invariants()
        self._run("start")

    # ---- the machine ----
    def _run(self, route: str) -> None:
        while route in ROUTES:
            route = ROUTES[route](self)
            self.check_invariants()
        self.pos = route
        if route in PRIORITY:
            phases.open_priority(self, route)

    @property
    def over(self) -> bool:
        """True once no decision is left (the battle phase ended or the game was won)."""
        return self.pos in (OVER, WON)

    # ---- State protocol ----
    def legal_actions(self) -> list[Action]:
        if self.pos == DECLARE:
            return declaration.options(self.board)
        if self.pos in PRIORITY:
            return [Action.make("pass", self.board.turn), *self._effect_actions()]
        return []

    def _effect_actions(self) -> list[Action]:
        """Every menu effect on every monster on the battlefield, for either player."""
        board = self.board
        menu: list[tuple[tuple[str, object], ...]] = []
        for name in (n for n in board.monsters if board.on_field(n)):
            monster = board.monsters[name]
            for kind, value, until in EFFECT_MENU:
                if kind == "switch" and monster.state == value:
                    continue
                if kind == "control":
                    value = next(p for p in board.players if p != monster.controller)
                # args pre-sorted by name, as Action.make would sort them
                menu.append((("effect", kind), ("target", name), ("until_battle_end", until),
                             ("value", value)))
        for other in board.players:
            for delta in (1, -1):
                menu.append((("effect", "orbs"), ("target", other), ("until_battle_end", False),
                             ("value", delta)))
        return [Action("effect", player, args) for player in board.players for args in menu]

    def apply(self, action: Action) -> None:
        self._refuse(action)
        if action.kind == "pass":
            phases.pass_priority(self, self.pos)
            self._run(AFTER_PASS[self.pos])
        elif action.kind == "effect":
            effect = Effect(str(action.arg("effect")), str(action.arg("target")),
                            action.arg("value"), bool(action.arg("until_battle_end")))
            phases.use_effect(self, self.pos, action.player, effect)
            self.check_invariants()
        else:  # attack at 803.3
            self._run(declaration.declare(self, action.arg("attacker"), action.arg("target")))

    def _refuse(self, action: Action) -> None:
        """Raise IllegalAction, naming the clause, for an action the open decision forbids."""
        if self.pos == WON and self.won is not None:
            raise IllegalAction(self.won.clause, f"the game is over: {self.won.reason}")
        if self.pos == OVER:
            clause = "506.1" if self.board.first_turn else "806"
            raise IllegalAction(uid(clause), "there is no battle phase left to act in"
                                + (" (the game's first turn)" if self.board.first_turn else ""))
        if self.pos == DECLARE and action.kind != "attack":
            raise IllegalAction(uid("803.3"), "an attacking monster and a target must be chosen "
                                "now (a legal choice exists)")
        if self.pos == "806.2" and action.kind == "attack":
            raise IllegalAction(uid("806"), "the battle phase end step has begun: "
                                "no attack is declared any more (801.1: steps in order)")
        if self.pos in PRIORITY and action.kind not in ("pass", "effect"):
            raise IllegalAction(uid("803.3"), "attacks are declared only at 803.3; "
                                f"this is the 優先権処理 of {self.pos}")

    def is_terminal(self) -> bool:
        return self.won is not None

    def outcome(self) -> Outcome | None:
        return self.won

    def pending_decision(self) -> Decision | None:
        if self.pos == DECLARE:
            return Decision(self.board.turn, "choose an attacking monster and an attack target",
                            uid(DECLARE), tuple(self.legal_actions()))
        if self.pos in PRIORITY:
            return Decision(self.board.turn, f"優先権処理 ({phases.WINDOW_NAMES[self.pos]}): "
                            "use an effect or pass", uid(self.pos), tuple(self.legal_actions()))
        return None

    def illegal_reasons(self) -> list[tuple[Action, IllegalAction]]:
        board = self.board
        refused: list[tuple[Action, IllegalAction]] = []
        for attacker, target in declaration.candidates(board):
            action = Action.make("attack", board.turn, attacker=attacker, target=target)
            try:
                self._refuse(action)
                err = declaration.problem(board, attacker, target) if self.pos == DECLARE else None
            except IllegalAction as refused_here:
                err = refused_here
            if err is not None:
                refused.append((action, err))
        for name in (n for n in board.monsters if not board.on_field(n)):
            action = Action.make("effect", board.turn, effect="destroy", target=name, value=None,
                                 until_battle_end=False)
            try:
                self._refuse(action)
                check_effect(board, Effect("destroy", name), uid(self.pos))
            except IllegalAction as err:
                refused.append((action, err))
        return refused

    def check_invariants(self) -> None:
        for player in self.board.players.values():
            if player.orbs < 0:  # 804.5 corrupts only orbs that exist
                raise InvariantViolation(uid("804.5"), f"{player.name} has {player.orbs} orbs")
        for monster in self.board.monsters.values():
            if monster.state not in STATES:
                raise InvariantViolation(uid("803.3a"),
                                         f"{monster.name} has unknown state {monster.state!r}")
        battle = self.board.battle
        if battle is not None and battle.attacker is not None:
            if self.board.monsters[battle.attacker].controller != self.board.turn:
                raise InvariantViolation(uid("803.4a"), f"{battle.attacker} attacks for "
                                         "a player other than the turn player")
