"""The Sakura scenario as data (what the DSL parses to and prints from), plus a small builder."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.dsl.frame import Scenario
from judge.games.sakura.cards import CardDef
from judge.games.sakura.names import CANON

ACTION_KINDS = ("basic", "use", "react", "decline", "damage", "store", "end", "reshuffle",
                "mode", "facedown", "arrow", "effect", "order", "pick", "damageify",
                "akina")
EXPECT_KINDS = ("illegal", "legal", "winner", "drawn", "attack", "compare", "has", "pending",
                "trace", "phase")


_DEFAULTS: dict[str, dict[str, Any]] = {
    "reshuffle": {"yes": True}, "x:illegal": {"clause": None}, "x:pending": {"what": None},
}
"""Arguments the parser always sets, so built and parsed scenarios compare equal."""


@dataclass
class SideSpec:
    """One player's stated zones; None means the default (aura 3, life 10, flare 0, focus 1)."""

    aura: int | None = None
    life: int | None = None
    flare: int | None = None
    focus: int | None = None
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    facedown: list[str] = field(default_factory=list)
    specials: dict[str, str] = field(default_factory=dict)
    enhancements: dict[str, int] = field(default_factory=dict)
    extra: list[str] = field(default_factory=list)
    """<追加札> (7-1-12)."""
    outside: dict[str, str] = field(default_factory=dict)
    """Cards in <ゲーム外>: name → "up" (取り除く, 10-18) / "down" (not picked, 10-29)."""
    flags: list[str] = field(default_factory=list)
    market: int | None = None
    """相場 (sakura-ko add/21-2-1); None: the player does not bear アキナ."""
    circulation: int | None = None
    """Crystals in <流通量> (sakura-ko add/21-1)."""
    laceration: dict[str, int] = field(default_factory=dict)
    """裂傷トークン per zone (sakura-ko add/22-1), e.g. {"aura": 2, "life": 1}."""


@dataclass
class BoardSpec:
    """The position a scenario starts from; dust defaults to whatever makes 36 crystals (4-1)."""

    distance: int | None = None
    dust: int | None = None
    out: int = 0
    start_distance: int | None = None
    turn: str = "A"
    phase: str = "main"
    mode: str | None = "standard"
    sides: dict[str, SideSpec] = field(default_factory=lambda: {"A": SideSpec(), "B": SideSpec()})


@dataclass
class Stmt:
    """One action/decision answer or one expectation, in file order."""

    kind: str
    player: str = ""
    args: tuple[tuple[str, Any], ...] = ()
    line: int = field(default=0, compare=False)

    def arg(self, name: str, default: Any = None) -> Any:
        return dict(self.args).get(name, default)

    @property
    def is_expect(self) -> bool:
        return self.kind.startswith("x:")


@dataclass(eq=False)
class SakuraScenario(Scenario):
    """A Sakura Arms scenario: metadata, board, card definitions, statements."""

    board: BoardSpec = field(default_factory=BoardSpec)
    cards: list[CardDef] = field(default_factory=list)
    steps: list[Stmt] = field(default_factory=list)

    def _key(self) -> tuple[Any, ...]:
        return (self.game, self.title, self.source, self.questions, self.clauses, self.verdict,
                self.notes, self.board, self.cards, self.steps)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SakuraScenario) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    # -- builder API (for programmatic scenarios, e.g. from `judge ask`) ------------------
    def side(self, player: str, **zones: Any) -> SakuraScenario:
        """Set zones of one player: side("A", aura=5, focus=1, hand=["斬"]) (or オーラ=5)."""
        spec = self.board.sides[player]
        for name, value in zones.items():
            setattr(spec, CANON.get(name, name), value)
        return self

    def card(self, card: CardDef) -> SakuraScenario:
        self.cards.append(card)
        return self

    def act(self, player: str, kind: str, **args: Any) -> SakuraScenario:
        """Add an action, e.g. act("A", "basic", name="前進", cost="focus")."""
        if kind == "basic":
            from judge.games.sakura.basic import ALIASES

            args = {"cost": None, "card": None, **args}
            args["name"] = ALIASES.get(str(args["name"]).lower(), args["name"])
        self.steps.append(Stmt(kind, player, tuple(sorted({**_DEFAULTS.get(kind, {}),
                                                            **args}.items()))))
        return self

    def expect(self, kind: str, player: str = "", **args: Any) -> SakuraScenario:
        """Add an expectation, e.g. expect("illegal", clause="9-6") or
        expect("compare", subject="A.life", op="==", value=7)."""
        merged = {**_DEFAULTS.get("x:" + kind, {}), **args}
        self.steps.append(Stmt("x:" + kind, player, tuple(sorted(merged.items()))))
        return self


def new_scenario(title: str = "", **board: Any) -> SakuraScenario:
    """A fresh scenario; keyword args set board fields (distance=6, turn="A", ...).

    >>> s = new_scenario("advance with full aura", distance=6).side("A", aura=5)
    >>> _ = s.act("A", "basic", name="advance", cost="focus").expect("illegal", clause="9-6")
    >>> s.board.sides["A"].aura
    5
    """
    scn = SakuraScenario(game="sakura", title=title)
    for name, value in board.items():
        setattr(scn.board, name, value)
    return scn
