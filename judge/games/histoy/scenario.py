"""The Hi!story scenario value: cards, board, actions, expectations (what the DSL describes)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.dsl.frame import Scenario
from judge.games.histoy.model import CardDef


@dataclass
class PlaceSpec:
    """A field place as written: cards bottom→top, top face-down?, rested?, top's history."""

    cards: list[str]
    down: bool = False
    rested: bool = False
    flags: list[str] = field(default_factory=list)
    """History flags of the top card: summoned, noset, used, used1."""


@dataclass
class SideSpec:
    """One player's zones. deck/hand/grave items: card names, top first; FILLER = anonymous."""

    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    grave: list[str] = field(default_factory=list)
    places: dict[int, PlaceSpec] = field(default_factory=dict)
    flags: list[str] = field(default_factory=list)
    """Player flags: incident_used (6.8.1), forbid_attack, forbid_draw, forbid_summon,
    forbid_set, handcap=N."""


@dataclass
class ActionSpec:
    """One scripted action: `A attack 1 -> deck` → ActionSpec("A", "attack", {...})."""

    player: str
    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    line: int = field(default=0, compare=False)


@dataclass
class Expect:
    """One expectation line.

    kind: "count" (path op value), "top" (place is NAME [up|down] [active|rested]),
    "empty" (place), "illegal" (clause), "winner" (player or "none"), "phase", "active",
    "can" / "cannot" (value: an ActionSpec; extra: the refusing clause for "cannot").
    """

    kind: str
    path: str = ""
    op: str = "=="
    value: Any = None
    extra: tuple[str, ...] = ()
    line: int = field(default=0, compare=False)
    text: str = field(default="", compare=False)


@dataclass(eq=False)
class HistoyScenario(Scenario):
    """A Hi!story position and script; equality ignores source text, path and line numbers."""

    cards: dict[str, CardDef] = field(default_factory=dict)
    sides: dict[str, SideSpec] = field(default_factory=dict)
    active: str = "A"
    first: str = "A"
    turn: int = 1
    """The active player's own turn count (1 = their first turn, 5.5)."""
    phase: str = "draw"
    """setup, draw, summon, effect, set, attack."""
    order: list[str] = field(default_factory=list)
    """10.1.2 / 10.6.3: the turn player's order for effects that trigger together (card names,
    first processed first; unnamed ones follow in the order they arose)."""
    actions: list[ActionSpec] = field(default_factory=list)
    expects: list[Expect] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict, compare=False)
    """Source line of each board statement ("turn", "A.deck", "A.p2"), for setup errors."""

    def key(self) -> tuple[Any, ...]:
        """Everything that defines the scenario (what round-trip equality compares)."""
        return (
            self.game, self.title, self.source, self.questions, self.clauses, self.verdict,
            self.notes, self.cards, self.sides, self.active, self.first, self.turn, self.phase,
            self.order, self.actions, self.expects,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HistoyScenario):
            return NotImplemented
        return self.key() == other.key()

    def dump(self) -> str:
        """This scenario as DSL text (parse(dump()) == self)."""
        from judge.games.histoy.dump import dump

        return dump(self)

    def side(self, player: str) -> SideSpec:
        """The zones of `player`, created empty on first use."""
        return self.sides.setdefault(player, SideSpec())
