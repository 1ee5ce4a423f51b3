"""SakuraState: an open_spiel-style position; resolution is a generator paused at Decisions."""

from __future__ import annotations

from judge.engine.core import Action, Decision, Game, IllegalAction, Outcome, State
from judge.games.sakura import invariants, turn, use
from judge.games.sakura.board import Board
from judge.games.sakura.errors import SakuraIllegal
from judge.games.sakura.flow import GameOver, Gen
from judge.games.sakura.rules import DOC, uid

LACERATION_CHOICE = "sakura-ko#add/22-6-3-2"
"""The X/Y laceration choice (aura or life), like 5-8-3-2 for damage."""


class SakuraState(State):
    """A Sakura Arms position; `apply` checks the action first, so a refusal changes nothing."""

    def __init__(self, board: Board, phase: str | None = None) -> None:
        super().__init__()
        self.board = board
        self.pending: Decision | None = None
        self.pending_default: Action | None = None
        self.simultaneous = False
        """One effect is moving both players' crystals at once (6-3): 4-2 waits for both."""
        self._gen: Gen[None] | None = turn.play(self, phase or board.phase)
        self._advance(None)

    # -- driver ---------------------------------------------------------------------------
    def _advance(self, answer: Action | None) -> None:
        gen = self._gen
        if gen is None:
            return
        try:
            self.pending = gen.send(answer) if answer is not None else next(gen)
        except GameOver:
            self.pending, self._gen = None, None
        except StopIteration:  # pragma: no cover - play() never returns
            self.pending, self._gen = None, None

    # -- State protocol -------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return [] if self.pending is None else list(self.pending.options)

    def pending_decision(self) -> Decision | None:
        return self.pending

    def apply(self, action: Action) -> None:
        """Play `action`; raises IllegalAction (naming the clause), changing nothing, if refused."""
        if self.board.over or self.pending is None:
            raise SakuraIllegal("4-2", "the game is over")
        injected = action.kind == "effect" and self.pending.clause == uid("8-2-2")
        if not injected and action not in self.pending.options:
            raise self.why_illegal(action)
        self._advance(action)
        invariants.check(self.board)

    def why_illegal(self, action: Action) -> IllegalAction:
        """The clause that refuses `action` at the open decision."""
        dec = self.pending
        assert dec is not None
        if action.kind == "react" and dec.clause != uid("9-4"):  # 9-4 ⅰ is the only window
            atk = self.board.attacks[-1] if self.board.attacks else None
            why = ("the 《攻撃》 being resolved was itself used as a reaction: it cannot be "
                   "reacted to (9-4 ⅰ)" if atk is not None and atk.reacting else
                   "a card is used as a reaction only in 9-4 ⅰ, to an attack made against you")
            return SakuraIllegal("9-4", f"{action.player} cannot react now: {why}")
        if action.player != dec.player and dec.clause != uid("8-2-2"):
            return SakuraIllegal(dec.clause.split("#", 1)[1], f"{action} is not possible now: it "
                                 f"is {dec.player}'s decision ({dec.prompt})")
        if dec.clause == uid("8-2-2") and action.kind in ("basic", "use", "end_phase"):
            if action.player != dec.player:
                return SakuraIllegal("8-2-2", f"it is {dec.player}'s main phase; {action.player} "
                                     "cannot act now")
            err = turn.main_check(self, action)
            if err is not None:
                return err
        if action.kind == "react" and dec.clause == uid("9-4"):
            name = str(action.arg("card"))
            err = use.check(self.board, action.player, name, "reaction")
            if err is not None:
                return err
            atk = self.board.attacks[-1] if self.board.attacks else None
            if atk is not None and atk.reacting:
                return SakuraIllegal("9-4", "an attack made as a reaction cannot be reacted to")
            return SakuraIllegal("10-22", f"{name} cannot react to this 《攻撃》 (対応不可)")
        if action.kind == "damage" and dec.clause == uid("5-8-3-2"):
            return SakuraIllegal("5-8-3-2", f"{action.player} cannot take this damage to "
                                 f"{action.arg('to')} (aura holds fewer crystals than the aura "
                                 "damage, or that value is '-')")
        if action.kind == "damage" and dec.clause == LACERATION_CHOICE:
            return SakuraIllegal("add/22-6-3-2", f"{action.player} cannot take this laceration "
                                 f"to {action.arg('to')} (aura holds fewer sakura crystals than "
                                 "the aura laceration, or that value is '-')")
        wanted = ", ".join(str(o) for o in dec.options)
        return SakuraIllegal(dec.clause.split("#", 1)[1], f"{action} is not possible now: "
                             f"{dec.prompt}; options: {wanted}")

    def illegal_reasons(self) -> list[tuple[Action, IllegalAction]]:
        """Refused candidates at the open decision, each with its clause: main-phase actions,
        reaction cards (9-4 ⅰ), damage zones (5-8-3-2)."""
        dec = self.pending
        if dec is None:
            return []
        if dec.clause == uid("8-2-2"):
            out: list[tuple[Action, IllegalAction]] = []
            for act in turn.main_candidates(self):
                err = turn.main_check(self, act)
                if err is not None:
                    out.append((act, err))
            return out
        if dec.clause == uid("9-4"):
            side = self.board.sides[dec.player]
            names = list(dict.fromkeys(side.hand)) + [n for n, s in side.specials.items()
                                                      if s == "unused"]
            cands = [Action.make("react", dec.player, card=n) for n in names]
        elif dec.clause in (uid("5-8-3-2"), LACERATION_CHOICE):
            cands = [Action.make("damage", dec.player, to=z) for z in ("aura", "life")]
        else:
            return []
        return [(a, self.why_illegal(a)) for a in cands if a not in dec.options]

    def is_terminal(self) -> bool:
        return self.board.over

    def outcome(self) -> Outcome | None:
        b = self.board
        return Outcome(b.winner, b.end_clause, b.end_reason) if b.over else None

    def check_invariants(self) -> None:
        invariants.check(self.board)


class SakuraGame(Game):
    """Sakura Arms (桜降る代に決闘を 再演), rules of the Japanese comprehensive rules (000)."""

    name = "sakura"
    doc = DOC

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def new_initial_state(self) -> SakuraState:
        from judge.games.sakura.setup import initial_board

        board = initial_board(self.seed)
        return SakuraState(board, "start")
