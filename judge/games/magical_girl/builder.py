"""Build a magical-girl scenario in code (for the `ask` extractor and tests); dump it as DSL.

>>> from judge.games.magical_girl.builder import ScenarioBuilder
>>> b = (ScenarioBuilder("equal ATK").turn("P1").player("P1", orbs=7).player("P2", orbs=3)
...      .monster("A", "P1", atk=2000, defense=1000).monster("T", "P2", atk=2000, defense=500)
...      .attack("A", "T").finish().expect("T.zone", "battlefield"))
>>> print(b.text().splitlines()[-1])
expect T.zone == battlefield
"""

from __future__ import annotations

from judge.games.magical_girl.dump import dump
from judge.games.magical_girl.model import Effect
from judge.games.magical_girl.scenario import (
    AtStmt,
    AttackStmt,
    CardSpec,
    EffectStmt,
    ExpectStmt,
    FinishStmt,
    MagicalGirlScenario,
    MonsterSpec,
    PassStmt,
    PlayerSpec,
    TriggerSpec,
)
from judge.games.magical_girl.validate import validate


class ScenarioBuilder:
    """Fluent construction of a MagicalGirlScenario; every method returns the builder."""

    def __init__(self, title: str = "") -> None:
        self.s = MagicalGirlScenario(game="magical-girl", title=title)

    # ---- metadata ----
    def source(self, url: str) -> ScenarioBuilder:
        self.s.source = url
        return self

    def question(self, lang: str, text: str) -> ScenarioBuilder:
        self.s.questions[lang] = text
        return self

    def clauses(self, *numbers: str) -> ScenarioBuilder:
        self.s.clauses.extend(numbers)
        return self

    def verdict(self, text: str) -> ScenarioBuilder:
        self.s.verdict = text
        return self

    def note(self, text: str) -> ScenarioBuilder:
        self.s.notes.append(text)
        return self

    # ---- board ----
    def turn(self, player: str, first: bool = False) -> ScenarioBuilder:
        self.s.turn, self.s.first_turn = player, first
        return self

    def player(self, name: str, orbs: int, hand: int = 0) -> ScenarioBuilder:
        self.s.players.append(PlayerSpec(name, orbs, hand))
        return self

    def monster(self, name: str, controller: str, atk: int, defense: int,
                state: str = "recover", *, forbid_attack: bool = False,
                untargetable: bool = False, cost: int = 0, corrupt: int = 1) -> ScenarioBuilder:
        self.s.monsters.append(MonsterSpec(name, controller, atk, defense, state, forbid_attack,
                                           untargetable, cost, corrupt))
        return self

    def card(self, name: str, controller: str, targetable: bool = True) -> ScenarioBuilder:
        self.s.cards.append(CardSpec(name, controller, targetable))
        return self

    def trigger(self, name: str, controller: str, event: str, effect: Effect,
                once: bool = False) -> ScenarioBuilder:
        self.s.triggers.append(TriggerSpec(name, controller, event, effect, once))
        return self

    # ---- script ----
    def attack(self, attacker: str, target: str) -> ScenarioBuilder:
        self.s.script.append(AttackStmt(attacker, target))
        return self

    def at(self, window: str) -> ScenarioBuilder:
        self.s.script.append(AtStmt(window))
        return self

    def pass_(self) -> ScenarioBuilder:
        self.s.script.append(PassStmt())
        return self

    def finish(self) -> ScenarioBuilder:
        self.s.script.append(FinishStmt())
        return self

    def effect(self, kind: str, target: str, value: int | str | None = None, *,
               until_battle_end: bool = False, player: str | None = None) -> ScenarioBuilder:
        self.s.script.append(EffectStmt(Effect(kind, target, value, until_battle_end), player))
        return self

    def expect(self, subject: str, value: object, op: str = "==") -> ScenarioBuilder:
        """`expect SUBJECT OP VALUE`, e.g. expect("P2.orbs", 3)."""
        self.s.script.append(ExpectStmt("compare", subject, op, str(value)))
        return self

    def expect_kind(self, kind: str, subject: str = "") -> ScenarioBuilder:
        """Other expectations: winner, no_winner, illegal, step, no_step, decision, over."""
        self.s.script.append(ExpectStmt(kind, subject))
        return self

    # ---- output ----
    def build(self) -> MagicalGirlScenario:
        """The scenario, validated (ScenarioError on unknown names); `text` holds its DSL."""
        validate(self.s)
        self.s.text = dump(self.s)
        return self.s

    def text(self) -> str:
        """The scenario as DSL text."""
        return self.build().text
