"""The board: each player's zones and numbers (5-1, 7-1) and the shared ones (5-2, 7-1-1, 7-1-5)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from judge.games.sakura.cards import CardDef, Damage, Effect


@dataclass
class Side:
    """One player's information (5-1) and zones (7-1-2 .. 7-1-14)."""

    aura: int = 3
    life: int = 10
    flare: int = 0
    focus: int = 1
    flinch: bool = False
    """畏縮 (5-1-4)."""
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    """Top of the deck first (7-1-6)."""
    discard: list[str] = field(default_factory=list)
    facedown: list[str] = field(default_factory=list)
    specials: dict[str, str] = field(default_factory=dict)
    """切札 → "unused" / "used" (6-2-2-2)."""
    enhancements: dict[str, int] = field(default_factory=dict)
    """付与札 → crystals on it (7-1-9), in the order they were put out."""
    extra: list[str] = field(default_factory=list)
    """<追加札> (7-1-12): face up; a 切札 there is treated as used."""
    outside: dict[str, str] = field(default_factory=dict)
    """Cards in <ゲーム外> (7-1-16): "up" (取り除く, 10-18) or "down" (not picked, 10-29)."""
    no_lose: bool = False
    """『敗北しない』 (4-2)."""
    no_win: bool = False
    """『勝利できない』 (4-2)."""
    no_attack: bool = False
    """「《攻撃》を行えない」 (9-2, 9-4)."""
    first_turn: bool = False
    """True until this player's first turn has started (8-1-3: skipped on each first turn)."""
    used: int = 0
    """Cards used this turn, counted when they enter <使用中> (9-2)."""
    basics: int = 0
    """Basic actions done this turn (9-6 iii)."""
    attacks: int = 0
    """《攻撃》 made this turn (9-4: 「《攻撃》を行った」)."""
    terminal: bool = False
    """A 終端 card was used this turn (9-2)."""
    next_attack: list[Effect] = field(default_factory=list)
    """「このターン中、次の《攻撃》は…」: modifications reserved for the next 《攻撃》 (9-1-3-4)."""
    market: int | None = None
    """相場 1..4 of a player bearing アキナ; None for others (sakura-ko add/21-2-1)."""
    circulation: int = 0
    """Crystals in <流通量> (≤ 4, sakura-ko add/21-1)."""
    laceration: dict[str, int] = field(default_factory=dict)
    """裂傷トークン this player owns, per zone (aura / life / flare; sakura-ko add/22-1)."""


@dataclass
class Attack:
    """An 《攻撃》 object in <攻撃中> (6-4, 7-1-15)."""

    owner: str
    source: str | None
    """The card that generated it (None for an attack made by an effect, 10-5)."""
    special: bool | None
    subtype: str | None
    range: frozenset[int]
    aura: Damage
    life: Damage
    keywords: frozenset[str]
    after: tuple[Effect, ...]
    reacting: bool = False
    """The attack was made by a card used as a reaction (9-4 i)."""
    always: tuple[Effect, ...] = ()
    """【常時】 modifications the card gives its own 《攻撃》 (9-1-1-2), read when needed."""
    cancelled: bool = False
    damage_cancelled: bool = False
    after_cancelled: bool = False
    assign: list[tuple[Damage, Damage, str]] = field(default_factory=list)
    """代入: damage set to a value (5-6 ⅰ)."""
    plus: list[tuple[int, int]] = field(default_factory=list)
    """+X/+Y modifications (10-3)."""
    reach: list[tuple[str, int]] = field(default_factory=list)
    """距離拡大/縮小 (10-4): (expand-near | expand-far | shrink-near | shrink-far, X)."""
    result: str = ""
    """"hit" / "failed" once resolved (9-4 ii, iii)."""


@dataclass
class Board:
    """Everything a position holds; copied cheaply for look-ahead."""

    sides: dict[str, Side]
    cards: dict[str, CardDef]
    distance: int = 10
    dust: int = 0
    out: int = 0
    """Net crystals brought in from <ゲーム外> (positive) or sent there (negative) (7-1-16)."""
    turn: str = "A"
    phase: str = "main"
    """start / main / end (§8)."""
    mode: str | None = "standard"
    """standard / full (8-2-1), None before it is chosen."""
    full_done: bool = False
    """In 全力行動 a card was already used (8-2-2 B)."""
    start_distance: int = 10
    """ターン開始時の間合 (5-2-1, 8-1-1)."""
    turn_no: int = 1
    in_use: list[tuple[str, str, int]] = field(default_factory=list)
    """<使用中>: (owner, card, crystals on it) (7-1-14)."""
    attacks: list[Attack] = field(default_factory=list)
    """<攻撃中> (7-1-15), innermost last."""
    last_attack: Attack | None = None
    discarding: list[str] = field(default_factory=list)
    using: list[tuple[str, str]] = field(default_factory=list)
    """Cards being resolved, innermost last, with how each was used (main/reaction/effect)."""
    storing: int = 0
    """The 納 being paid right now (9-2-3 ⅲ, after 10-35-2), for a `store dust N` answer."""
    """付与札 being discarded: their 【展開中】 effects are lost meanwhile (9-5)."""
    winner: str | None = None
    over: bool = False
    end_clause: str = ""
    end_reason: str = ""

    def copy(self) -> Board:
        return copy.deepcopy(self)

    def crystals_in_play(self) -> int:
        """Every sakura crystal outside <ゲーム外> (6-3: each is in exactly one zone)."""
        total = self.distance + self.dust
        for side in self.sides.values():
            total += side.aura + side.life + side.flare + sum(side.enhancements.values())
            total += side.circulation  # sakura-ko add/21-1 <流通量>
        total += sum(n for _, _, n in self.in_use)
        return total

    def card(self, name: str) -> CardDef:
        return self.cards[name]

    def can_face_down(self, name: str) -> bool:
        """False for a card whose own text forbids turning it face down (no-facedown, e.g.
        Chikage's poison): its "cannot" wins over any rule or effect that would (1-4)."""
        return "no-facedown" not in self.cards[name].keywords
