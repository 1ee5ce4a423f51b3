"""The battle-phase board of 魔法少女 ザ・デュエル: players, orbs, monsters (怪異), effects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

DOC = "magical-girl-ja"
"""Doc id of 002, the comprehensive rules 506 and 800–806 this engine cites."""

STATES = ("recover", "rest", "reverse")
"""Monster states: リカバー状態, レスト状態, リバース状態."""

STATE_JA = {"recover": "リカバー", "rest": "レスト", "reverse": "リバース"}

EVENTS = (
    "battle_phase_start", "attack_step_start", "battle_end", "battle_phase_end", "effects_end",
)
"""Trigger conditions: ‘バトルフェイズ開始時’ (802.1), ‘攻撃宣言ステップ開始時’ (803.1),
‘バトル終了時’ (805.1), ‘バトルフェイズ終了時’ (806.1), and the end of until-end-of-battle effects
(805.3a), which leaves a trigger pending for 805.3b."""

EFFECT_KINDS = (
    "remove", "destroy", "switch", "atk", "def", "forbid", "orbs", "control", "lose_stats",
)
"""The effect vocabulary a priority window or a trigger may use."""


PRIORITY_WINDOWS = ("802.2", "803.2", "803.6", "804.6", "805.2", "805.3b", "806.2")
"""Decision points where the turn player receives priority (優先権処理)."""

DECLARATION = "803.3"
"""The decision point of the attack declaration."""


def uid(number: str) -> str:
    """The clause uid of rule `number` in 002.

    >>> uid("804.5")
    'magical-girl-ja#804.5'
    """
    return f"{DOC}#{number}"


@dataclass
class Player:
    """A player: orbs (オーブ) left, hand size (to pay attack costs), orbs corrupted so far."""

    name: str
    orbs: int
    hand: int = 0
    corrupted: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"orbs": self.orbs, "hand": self.hand, "corrupted": self.corrupted}


@dataclass
class Monster:
    """A monster (怪異) with printed ATK/DEF (None once lost), state, zone and attack flags."""

    name: str
    controller: str
    atk: int | None
    defense: int | None
    state: str = "recover"
    zone: str = "battlefield"
    forbid_attack: bool = False
    """Printed or permanent 'cannot attack'."""
    untargetable: bool = False
    """Cannot be chosen as an attack target (an effect says so)."""
    cost: int = 0
    """Cards to discard from hand to attack (803.4 'required action')."""
    corrupt: int = 1
    """Orbs its player attack corrupts (card text beating 804.5's one, e.g. 'Double Corrupt')."""

    def to_json(self) -> dict[str, Any]:
        return {
            "controller": self.controller,
            "atk": self.atk,
            "def": self.defense,
            "state": self.state,
            "zone": self.zone,
        }


@dataclass
class Card:
    """A non-monster card an effect may allow to be chosen as an attack target (803.3b)."""

    name: str
    controller: str
    targetable: bool = True
    zone: str = "battlefield"


@dataclass(frozen=True)
class Effect:
    """One effect: kind (EFFECT_KINDS), what it acts on, its value, and whether it lasts only
    until the end of the battle (バトル終了時まで)."""

    kind: str
    target: str
    value: int | str | None = None
    until_battle_end: bool = False

    def __str__(self) -> str:
        value = "" if self.value is None else f" {_signed(self.value)}"
        until = " until end of battle" if self.until_battle_end else ""
        return f"{self.kind} {self.target}{value}{until}"


def _signed(value: int | str) -> str:
    return f"{value:+d}" if isinstance(value, int) else value


@dataclass
class Modifier:
    """A continuous change to a monster: ATK/DEF ± or a ban on attacking, and its duration."""

    target: str
    stat: str
    """"atk", "def" or "forbid"."""
    amount: int = 0
    until_battle_end: bool = False


@dataclass
class Trigger:
    """A triggered ability: when `event` occurs, `effect` resolves for `controller`."""

    name: str
    controller: str
    event: str
    effect: Effect
    once: bool = False
    fired: int = 0


@dataclass
class Battle:
    """The battle in progress: attacker (攻撃を行っている怪異), target, attacked monster."""

    attacker: str | None
    target: str
    target_kind: str
    """"player", "monster" or "card"."""
    attacked: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "attacker": self.attacker,
            "target": self.target,
            "target_kind": self.target_kind,
            "attacked": self.attacked,
        }


@dataclass
class Board:
    """Everything the battle phase reads and changes."""

    turn: str
    players: dict[str, Player]
    monsters: dict[str, Monster] = field(default_factory=dict)
    cards: dict[str, Card] = field(default_factory=dict)
    triggers: list[Trigger] = field(default_factory=list)
    modifiers: list[Modifier] = field(default_factory=list)
    first_turn: bool = False
    battle: Battle | None = None
    pending: list[Trigger] = field(default_factory=list)
    """Triggers whose condition occurred and that still wait to resolve (805.3b)."""

    @property
    def opponent(self) -> str:
        return next(p for p in self.players if p != self.turn)

    def atk(self, name: str) -> int | None:
        """Current ATK: printed plus every modifier (None once the monster has lost it)."""
        return self._stat(name, "atk", self.monsters[name].atk)

    def defense(self, name: str) -> int | None:
        """Current DEF: printed plus every modifier."""
        return self._stat(name, "def", self.monsters[name].defense)

    def _stat(self, name: str, stat: str, base: int | None) -> int | None:
        if base is None:
            return None
        return base + sum(m.amount for m in self.modifiers if m.target == name and m.stat == stat)

    def forbidden(self, name: str) -> bool:
        """True when the monster may not attack (printed, or a ban still lasting)."""
        return self.monsters[name].forbid_attack or any(
            m.target == name and m.stat == "forbid" for m in self.modifiers
        )

    def on_field(self, name: str) -> bool:
        return name in self.monsters and self.monsters[name].zone == "battlefield"

    def to_json(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "first_turn": self.first_turn,
            "players": {n: p.to_json() for n, p in self.players.items()},
            "monsters": {
                n: {**m.to_json(), "atk": self.atk(n), "def": self.defense(n)}
                for n, m in self.monsters.items()
            },
            "battle": None if self.battle is None else self.battle.to_json(),
        }
