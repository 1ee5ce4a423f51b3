"""The magical-girl scenario: board setup specs and the script of actions and expectations."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.dsl.frame import Scenario
from judge.games.magical_girl.model import Effect


@dataclass
class PlayerSpec:
    """`player P2 orbs 3 hand 1`."""

    name: str
    orbs: int
    hand: int = 0
    line: int = field(default=0, compare=False)


@dataclass
class MonsterSpec:
    """`monster A of P1 atk 3000 def 1000 recover [forbid_attack] [untargetable] [cost N]
    [corrupt N]`."""

    name: str
    controller: str
    atk: int
    defense: int
    state: str = "recover"
    forbid_attack: bool = False
    untargetable: bool = False
    cost: int = 0
    corrupt: int = 1
    line: int = field(default=0, compare=False)


@dataclass
class CardSpec:
    """`card C of P2 [untargetable]`: a card an effect allows as an attack target (803.3b)."""

    name: str
    controller: str
    targetable: bool = True
    line: int = field(default=0, compare=False)


@dataclass
class TriggerSpec:
    """`trigger NAME of P1 on battle_end [once]: EFFECT`."""

    name: str
    controller: str
    event: str
    effect: Effect
    once: bool = False
    line: int = field(default=0, compare=False)


@dataclass
class Stmt:
    """One script line: an action, a window jump, or an expectation."""

    line: int = field(default=0, compare=False, kw_only=True)
    column: int = field(default=0, compare=False, kw_only=True)


@dataclass
class AttackStmt(Stmt):
    """`attack A -> P2`: pass priority windows up to 803.3, then declare (803.3–803.5)."""

    attacker: str
    target: str


@dataclass
class PassStmt(Stmt):
    """`pass`: both players pass the open priority window."""


@dataclass
class AtStmt(Stmt):
    """`at 803.6`: pass priority windows until the window of that clause is open."""

    window: str


@dataclass
class FinishStmt(Stmt):
    """`finish`: pass every priority window until a declaration is due, a win, or the phase ends."""


@dataclass
class EffectStmt(Stmt):
    """`[P2:] switch A reverse`: an effect used in the open priority window."""

    effect: Effect
    player: str | None = None


@dataclass
class ExpectStmt(Stmt):
    """`expect ...`: kind is winner, no_winner, illegal, step, no_step, decision, over, compare."""

    kind: str
    subject: str = ""
    op: str = ""
    value: str = ""


@dataclass
class MagicalGirlScenario(Scenario):
    """A battle-phase position of 魔法少女 ザ・デュエル and what to play and expect from it."""

    turn: str = ""
    first_turn: bool = False
    turn_line: int = field(default=0, compare=False)
    players: list[PlayerSpec] = field(default_factory=list)
    monsters: list[MonsterSpec] = field(default_factory=list)
    cards: list[CardSpec] = field(default_factory=list)
    triggers: list[TriggerSpec] = field(default_factory=list)
    script: list[Stmt] = field(default_factory=list)
