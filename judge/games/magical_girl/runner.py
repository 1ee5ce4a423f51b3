"""Play a magical-girl scenario: set up, run the script, evaluate the expectations."""

from __future__ import annotations

from judge.dsl.frame import Scenario
from judge.engine.core import Action, IllegalAction
from judge.engine.runner import ExpectationResult, LegalReport, RunResult
from judge.errors import ScenarioError
from judge.games.magical_girl import declaration
from judge.games.magical_girl.dump import stmt_text
from judge.games.magical_girl.game import MagicalGirlGame, board_from
from judge.games.magical_girl.model import uid
from judge.games.magical_girl.scenario import (
    AtStmt,
    AttackStmt,
    EffectStmt,
    ExpectStmt,
    FinishStmt,
    MagicalGirlScenario,
    PassStmt,
    Stmt,
)
from judge.games.magical_girl.state import DECLARE, OVER, PRIORITY, WON, MagicalGirlState


def _check(scenario: Scenario) -> MagicalGirlScenario:
    if not isinstance(scenario, MagicalGirlScenario):
        raise ScenarioError(f"not a magical-girl scenario: {type(scenario).__name__}")
    return scenario


class MagicalGirlRunner:
    """The registered ScenarioRunner for magical-girl scenarios."""

    def run(self, scenario: Scenario) -> RunResult:
        """Play every script line; record expectations; stop at an unexpected illegal action."""
        s = _check(scenario)
        board = board_from(s)
        before = board.to_json()
        state = MagicalGirlState(board)
        results: list[ExpectationResult] = []
        illegal = play(state, s.script, results)
        return RunResult(s, state.trace, before, state.board.to_json(), results,
                         state.outcome(), illegal)

    def legal(self, scenario: Scenario) -> LegalReport:
        """Legal and refused actions after the script's actions (expectations ignored)."""
        s = _check(scenario)
        state = MagicalGirlGame().state_from(s)
        play(state, s.script, [])
        return LegalReport(s, state.legal_actions(), state.illegal_reasons())


def play(state: MagicalGirlState, script: list[Stmt],
         results: list[ExpectationResult]) -> IllegalAction | None:
    """Run the script on `state`; returns the unexpected illegal action that stopped it."""
    awaiting: ExpectStmt | None = None
    for stmt in script:
        if isinstance(stmt, ExpectStmt):
            if stmt.kind == "illegal":
                awaiting = stmt
            else:
                results.append(evaluate(state, stmt))
            continue
        try:
            perform(state, stmt)
        except IllegalAction as err:
            if awaiting is None:
                results.append(ExpectationResult(
                    stmt_text(stmt), stmt.line, False, f"unexpected: {err}"))
                return err
            results.append(_matches(awaiting, err))
            awaiting = None
            continue
        if awaiting is not None:
            results.append(ExpectationResult(
                "expect illegal " + awaiting.subject, awaiting.line, False,
                f"`{stmt_text(stmt)}` (line {stmt.line}) was legal"))
            awaiting = None
    return None


def _matches(expect: ExpectStmt, err: IllegalAction) -> ExpectationResult:
    """An expected clause matches the refusing one exactly or as its parent (803.3 ⊇ 803.3a)."""
    want = uid(expect.subject)
    got = err.clause
    ok = got == want or (got.startswith(want) and not got[len(want)].isdigit())
    return ExpectationResult("expect illegal " + expect.subject, expect.line, ok,
                             f"refused by {got}: {err.reason}")


def perform(state: MagicalGirlState, stmt: Stmt) -> None:
    """Carry out one action line (IllegalAction propagates)."""
    if isinstance(stmt, AttackStmt):
        started = state.pos
        _pass_until(state, lambda pos: pos == DECLARE or pos == "806.2")
        if state.pos == "806.2" and started != "806.2":
            err = declaration.problem(state.board, stmt.attacker, stmt.target)
            raise err or IllegalAction(uid("803.3"), "no legal attack declaration was possible")
        state.apply(Action.make("attack", state.board.turn, attacker=stmt.attacker,
                                target=stmt.target))
    elif isinstance(stmt, AtStmt):
        if stmt.window not in (*PRIORITY, DECLARE):
            raise ScenarioError(f"`at {stmt.window}`: not a decision point; use one of "
                                f"{', '.join((*PRIORITY, DECLARE))}", stmt.line, stmt.column)
        _pass_until(state, lambda pos: pos == stmt.window)
        if state.pos != stmt.window:
            raise ScenarioError(f"play never reached {stmt.window}: it stopped at "
                                f"{_where(state)}", stmt.line, stmt.column)
    elif isinstance(stmt, PassStmt):
        state.apply(Action.make("pass", state.board.turn))
    elif isinstance(stmt, FinishStmt):
        _pass_until(state, lambda pos: False)
    elif isinstance(stmt, EffectStmt):
        e = stmt.effect
        state.apply(Action.make("effect", stmt.player or state.board.turn, effect=e.kind,
                                target=e.target, value=e.value,
                                until_battle_end=e.until_battle_end))


def _pass_until(state: MagicalGirlState, stop) -> None:
    while state.pos in PRIORITY and not stop(state.pos):
        state.apply(Action.make("pass", state.board.turn))


def _where(state: MagicalGirlState) -> str:
    return {OVER: "the end of the battle phase", WON: "the end of the game",
            DECLARE: "the attack declaration (803.3)"}.get(state.pos, state.pos)


def observe(state: MagicalGirlState, subject: str) -> str:
    """The current value of `OWNER.FIELD` (player, monster or battle) as text."""
    board = state.board
    owner, _, name = subject.partition(".")
    if owner == "battle":
        value = None if board.battle is None else getattr(board.battle, name)
    elif owner in board.players:
        value = getattr(board.players[owner], name)
    else:
        monster = board.monsters[owner]
        value = {"atk": board.atk(owner), "def": board.defense(owner)}.get(
            name, getattr(monster, name, None))
    return "none" if value is None else str(value)


def evaluate(state: MagicalGirlState, stmt: ExpectStmt) -> ExpectationResult:
    """Check one expectation against the current state and trace."""
    text = stmt_text(stmt)
    clauses = {step.clause for step in state.trace.walk()}
    won = state.won
    if stmt.kind == "winner":
        ok, detail = (won is not None and won.winner == stmt.subject), _winner(state)
    elif stmt.kind == "no_winner":
        ok, detail = won is None, _winner(state)
    elif stmt.kind in ("step", "no_step"):
        seen = uid(stmt.subject) in clauses
        ok = seen if stmt.kind == "step" else not seen
        detail = f"{uid(stmt.subject)} {'is' if seen else 'is not'} in the trace"
    elif stmt.kind == "decision":
        ok, detail = state.pos == stmt.subject, f"play is at {_where(state)}"
    elif stmt.kind == "over":
        ok, detail = state.pos == OVER, f"play is at {_where(state)}"
    else:
        actual = observe(state, stmt.subject)
        want = str(int(stmt.value)) if stmt.value.lstrip("+-").isdigit() else stmt.value
        ok = _compare(actual, stmt.op, want)
        detail = f"{stmt.subject} is {actual}"
    return ExpectationResult(text, stmt.line, ok, detail)


def _compare(actual: str, op: str, want: str) -> bool:
    """`==`/`!=` compare text; `>= <= > <` compare numbers (a non-number never passes)."""
    if op in ("==", "!="):
        return (actual == want) == (op == "==")
    try:
        a, w = int(actual), int(want)
    except ValueError:
        return False
    return {">=": a >= w, "<=": a <= w, ">": a > w, "<": a < w}[op]


def _winner(state: MagicalGirlState) -> str:
    won = state.won
    return "no winner" if won is None else f"{won.winner} won ({won.clause}: {won.reason})"
