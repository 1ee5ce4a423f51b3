"""The Hi!story ScenarioRunner: set up, play the script, check expectations, list legal actions."""

from __future__ import annotations

import operator
from typing import Any

from judge.dsl.frame import Scenario
from judge.engine.core import Action, IllegalAction
from judge.engine.runner import ExpectationResult, LegalReport, RunResult
from judge.errors import ScenarioError
from judge.games.histoy.model import uid
from judge.games.histoy.scenario import ActionSpec, Expect, HistoyScenario
from judge.games.histoy.setup import build_state
from judge.games.histoy.state import HistoyState

_OPS = {"==": operator.eq, "!=": operator.ne, ">=": operator.ge, "<=": operator.le,
        ">": operator.gt, "<": operator.lt}


def to_action(spec: ActionSpec) -> Action:
    """The engine Action a scripted line stands for."""
    return Action.make(spec.kind, spec.player, **spec.args)


Played = tuple[HistoyState, dict[str, Any], IllegalAction | None, ActionSpec | None,
               list[ExpectationResult]]


def play(s: HistoyScenario) -> Played:
    """Build the board and play the script until it ends or an action is refused.

    An `expect` line written between actions is checked at that point of the script; the
    others (and all of them once an action is refused) are checked at the end.
    """
    st = build_state(s)
    before = st.board()
    results: list[ExpectationResult] = []
    pending = sorted(s.expects, key=lambda e: e.line or 1 << 30)
    for spec in s.actions:
        while pending and 0 < pending[0].line < spec.line:
            results.append(evaluate(st, pending.pop(0), None))
        action = to_action(spec)
        try:
            with st.trace.nested(uid(_ACTION_CLAUSE.get(spec.kind, "5.2.1")), f"{action}"):
                st.apply(action)
        except IllegalAction as err:
            st.trace.record(err.clause, f"refused: {action}: {err.reason}")
            results += [evaluate(st, e, err) for e in pending]
            return st, before, err, spec, results
    results += [evaluate(st, e, None) for e in pending]
    return st, before, None, None, results


_ACTION_CLAUSE = {
    "redraw": "5.1.3", "keep": "5.1.3", "draw": "5.2.2", "summon": "5.2.3", "use": "5.2.4",
    "incident": "6.8.1", "set": "5.2.5", "attack": "5.2.6", "block": "11.2.2",
    "substitute": "11.2.3", "pass": "11.2.1", "end": "5.2.1",
}


class HistoyRunner:
    """Plays `game histoy` scenarios (registered with judge.engine.runner)."""

    def run(self, scenario: Scenario) -> RunResult:
        s = _check(scenario)
        st, before, illegal, spec, results = play(s)
        if illegal is not None and not any(e.kind == "illegal" for e in s.expects):
            assert spec is not None
            results.append(ExpectationResult(
                f"line {spec.line}: {to_action(spec)}", spec.line, False,
                f"refused ({illegal.clause}): {illegal.reason}"))
        return RunResult(s, st.trace, before, st.board(), results, st.outcome(), illegal)

    def legal(self, scenario: Scenario) -> LegalReport:
        s = _check(scenario)
        st = play(s)[0]
        return LegalReport(s, st.legal_actions(), st.illegal_reasons())


def _check(scenario: Scenario) -> HistoyScenario:
    if not isinstance(scenario, HistoyScenario):
        raise ScenarioError(f"not a Hi!story scenario: {type(scenario).__name__}")
    return scenario


def _under(clause: str, number: str) -> bool:
    """`clause` is the clause `number` or one of its sub-clauses (11.2.2 is within 11.2)."""
    return clause == uid(number) or clause.startswith(uid(number) + ".")


# Clauses that restate one rule in two places; a refusal by one also answers the other.
RESTATED: tuple[frozenset[str], ...] = (
    frozenset({"6.8.1", "11.2.4"}),   # one incident per turn, also on the opponent's turn
    frozenset({"3.1.4", "11.5.1"}),   # a face-down card neither attacks, blocks nor is attacked
    frozenset({"5.5.1", "5.3.1"}),    # first-turn limits are action limits (5.3)
    frozenset({"11.1.1", "11.1.4"}),  # what an attack may target
    frozenset({"11.2.5", "11.2.6", "11.2.1"}),  # one defence per attack
)


def _refs(clause: str) -> tuple[str, ...]:
    """The clauses `clause` cites in its text (from the corpus; empty if unavailable)."""
    try:
        from judge.corpus import load_corpus

        found = load_corpus().by_uid.get(clause)
    except Exception:  # noqa: BLE001 — matching must work without the corpus
        return ()
    return found.refs if found is not None else ()


def _within(clause: str, number: str) -> bool:
    """An expected refusal clause `number` matches the refusing `clause` when it is that clause,
    a parent of it, a clause it cites (11.5.1 「詳細は3.1.4参照」), a clause citing it, or the same
    rule restated (RESTATED): evaluators cite whichever clause they read."""
    if _under(clause, number):
        return True
    if any(_under(ref, number) for ref in _refs(clause)) or clause in _refs(uid(number)):
        return True
    got = clause.removeprefix(uid(""))
    return any(got in group and any(_under(uid(g), number) for g in group)
               for group in RESTATED)


def _legality(st: HistoyState, e: Expect) -> tuple[bool, str]:
    """`expect can ACTION` / `expect cannot ACTION [CLAUSE]`: validate without playing."""
    from judge.games.histoy.actions import validate

    action = to_action(e.value)
    try:
        validate(st, action)
    except IllegalAction as err:
        want = not e.extra or _within(err.clause, e.extra[0])
        return e.kind == "cannot" and want, f"{action} is refused by {err.clause}: {err.reason}"
    return e.kind == "can", f"{action} is legal"


def observe(st: HistoyState, path: str) -> int | None:
    """The number a count path names (A.deck, A.p2.power, …); None for a missing card."""
    player, *rest = path.split(".")
    if rest[0] == "turn":
        return st.turns[player]
    if len(rest) == 1:
        return st.counts(player)[rest[0]]
    place = st.place(player, int(rest[0][1:]))
    if rest[1] == "size":
        return len(place.cards)
    top = place.top
    if top is None:
        return None
    if rest[1] == "rank":
        return top.defn.rank if top.face_up else None
    return st.power(top)


def evaluate(st: HistoyState, e: Expect, illegal: IllegalAction | None) -> ExpectationResult:
    """Check one expectation against the final position."""
    ok, detail = _judge(st, e, illegal)
    return ExpectationResult(e.text or e.kind, e.line, ok, detail)


def _judge(st: HistoyState, e: Expect, illegal: IllegalAction | None) -> tuple[bool, str]:
    if e.kind == "illegal":
        if illegal is None:
            return False, "every action was legal"
        ok = not e.value or _within(illegal.clause, e.value)
        return ok, f"refused by {illegal.clause}: {illegal.reason}"
    if e.kind == "winner":
        got = st.result.winner if st.result else None
        want = None if e.value == "none" else e.value
        reason = f" ({st.result.clause}: {st.result.reason})" if st.result else ""
        return got == want, f"winner is {got or 'none'}{reason}"
    if e.kind in ("can", "cannot"):
        return _legality(st, e)
    if e.kind == "phase":
        return st.phase == e.value, f"phase is {st.phase}"
    if e.kind == "active":
        return st.active == e.value, f"active player is {st.active}"
    if e.kind == "count":
        seen = observe(st, e.path)
        ok = seen is not None and _OPS[e.op](seen, e.value)
        return ok, f"{e.path} is {seen}, expected {e.op} {e.value}"
    player, pn = e.path.split(".")
    place = st.place(player, int(pn[1:]))
    if e.kind == "empty":
        return not place.cards, f"{e.path} holds {[c.name for c in place.cards]}"
    top = place.top
    if top is None:
        return False, f"{e.path} is empty"
    state = {"up": top.face_up, "down": not top.face_up, "rested": place.rested,
             "active": not place.rested}
    ok = top.name == e.value and all(state[x] for x in e.extra)
    words = f"{'up' if top.face_up else 'down'} {'rested' if place.rested else 'active'}"
    return ok, f"{e.path} is {top.name} {words}"
