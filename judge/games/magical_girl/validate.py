"""Semantic checks of a parsed scenario: names exist, two players, whose turn (line/column)."""

from __future__ import annotations

from judge.errors import ScenarioError
from judge.games.magical_girl.model import (
    DECLARATION,
    EVENTS,
    PRIORITY_WINDOWS,
    STATES,
    Effect,
)
from judge.games.magical_girl.scenario import (
    AtStmt,
    AttackStmt,
    CardSpec,
    EffectStmt,
    ExpectStmt,
    MagicalGirlScenario,
    MonsterSpec,
)

FIELDS = {
    "player": ("orbs", "hand", "corrupted"),
    "monster": ("atk", "def", "state", "zone", "controller"),
    "battle": ("attacker", "target", "attacked"),
}


def validate(s: MagicalGirlScenario, path: str = "") -> None:
    """Raise ScenarioError (with the line) for a scenario that names unknown things."""
    where = f"{path}: " if path else ""

    def fail(message: str, line: int, column: int = 1) -> None:
        raise ScenarioError(f"{where}{message}", line or None, column if line else None)

    players = [p.name for p in s.players]
    if len(players) != 2 or len(set(players)) != 2:
        line = s.players[-1].line if s.players else s.turn_line
        fail(f"a duel has exactly two players; declared: {', '.join(players) or 'none'}", line)
    if not s.turn:
        fail("missing `turn PLAYER` (whose turn it is)", 1)
    if s.turn not in players:
        fail(f"`turn` must name a declared player ({' or '.join(players)}); got {s.turn!r}",
             s.turn_line)
    for p in s.players:
        if p.orbs < 0 or p.hand < 0:
            fail(f"player {p.name}: orbs and hand cannot be negative (804.5 counts orbs from 0)",
                 p.line)
    names = players[:]
    things: list[MonsterSpec | CardSpec] = [*s.monsters, *s.cards]
    for thing in things:
        if thing.name in names:
            fail(f"name {thing.name!r} is used twice", thing.line)
        if thing.controller not in players:
            fail(f"{thing.name}: controller {thing.controller!r} is not a player", thing.line)
        names.append(thing.name)
    for m in s.monsters:
        if min(m.atk, m.defense, m.cost) < 0 or m.corrupt < 1:
            fail(f"monster {m.name}: atk, def and cost cannot be negative; corrupt is at least 1",
                 m.line)
        if m.state not in STATES:
            fail(f"monster {m.name}: unknown state {m.state!r} ({', '.join(STATES)})", m.line)
    monsters = {m.name for m in s.monsters}
    for trig in s.triggers:
        if trig.controller not in players:
            fail(f"trigger {trig.name}: controller {trig.controller!r} is not a player", trig.line)
        if trig.event not in EVENTS:
            fail(f"trigger {trig.name}: unknown event {trig.event!r}", trig.line)
        _check_effect(trig.effect, players, monsters, trig.line, fail)
    for stmt in s.script:
        if isinstance(stmt, AttackStmt):
            if stmt.attacker not in names:
                fail(f"attack: no monster named {stmt.attacker!r}", stmt.line, stmt.column)
            if stmt.target not in names:
                fail(f"attack: no attack target named {stmt.target!r}", stmt.line, stmt.column)
        elif isinstance(stmt, EffectStmt):
            if stmt.player is not None and stmt.player not in players:
                fail(f"{stmt.player!r} is not a player", stmt.line, stmt.column)
            _check_effect(stmt.effect, players, monsters, stmt.line, fail)
        elif isinstance(stmt, AtStmt) and stmt.window not in (*PRIORITY_WINDOWS, DECLARATION):
            fail(f"`at {stmt.window}`: not a decision point; use one of "
                 f"{', '.join((*PRIORITY_WINDOWS, DECLARATION))}", stmt.line, stmt.column)
        elif isinstance(stmt, ExpectStmt):
            _check_expect(stmt, players, monsters, fail)
            if stmt.kind == "decision" and stmt.subject not in (*PRIORITY_WINDOWS, DECLARATION):
                fail(f"`expect decision {stmt.subject}`: not a decision point", stmt.line,
                     stmt.column)


def _check_effect(effect: Effect, players: list[str], monsters: set[str], line: int, fail) -> None:
    if effect.kind == "orbs":
        if effect.target not in players:
            fail(f"orbs: {effect.target!r} is not a player", line)
        return
    if effect.target not in monsters:
        fail(f"{effect.kind}: no monster named {effect.target!r}", line)
    if effect.kind == "control" and effect.value not in players:
        fail(f"control: {effect.value!r} is not a player", line)


def _check_expect(stmt: ExpectStmt, players: list[str], monsters: set[str], fail) -> None:
    if stmt.kind == "winner" and stmt.subject not in players:
        fail(f"expect winner: {stmt.subject!r} is not a player", stmt.line, stmt.column)
    if stmt.kind != "compare":
        return
    owner, _, name = stmt.subject.partition(".")
    kind = "player" if owner in players else "monster" if owner in monsters else owner
    if kind not in FIELDS:
        fail(f"expect: {owner!r} is neither a player, a monster nor `battle`", stmt.line,
             stmt.column)
    if name not in FIELDS[kind]:
        fail(f"expect: {kind} has no field {name!r} (known: {', '.join(FIELDS[kind])})",
             stmt.line, stmt.column)
