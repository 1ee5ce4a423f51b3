"""Build a magical-girl scenario in code (for the `ask` extractor and tests); dump it as DSL.

>>> from judge.games.magical_girl.builder import ScenarioBuilder
>>> b = (ScenarioBuilder("equal ATK").turn("P1").player("P1", orbs=7).player("P2", orbs=3)
...      .monster("A", "P1", atk=2000, defense=1000).monster("T", "P2", atk=2000, defense=500)
...      .attack("A", "T").finish().expect("T.zone", "battlefield"))
>>> print(b.text().splitlines()[-1])
expect T.zone == battlefield
"""

from __future__ import annotations

from judge.engine.runner import RunResult
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


def one_line(text: str) -> str:
    """DSL strings hold one line: line breaks become spaces (so text round-trips exactly)."""
    return " ".join(text.replace("\r", "\n").split("\n"))


class ScenarioBuilder:
    """Fluent construction of a MagicalGirlScenario; every method returns the builder."""

    def __init__(self, title: str = "") -> None:
        self.s = MagicalGirlScenario(game="magical-girl", title=one_line(title))

    # ---- metadata ----
    def source(self, url: str) -> ScenarioBuilder:
        self.s.source = url
        return self

    def question(self, lang: str, text: str) -> ScenarioBuilder:
        self.s.questions[lang] = one_line(text)
        return self

    def clauses(self, *numbers: str) -> ScenarioBuilder:
        self.s.clauses.extend(numbers)
        return self

    def verdict(self, text: str) -> ScenarioBuilder:
        self.s.verdict = one_line(text)
        return self

    def note(self, text: str) -> ScenarioBuilder:
        self.s.notes.append(one_line(text))
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


def single_attack(*, atk: int, target: str = "monster", target_atk: int = 0,
                  target_def: int = 0, target_state: str = "recover", orbs: int = 7,
                  corrupt: int = 1, first_turn: bool = False,
                  during: tuple[Effect, ...] = (), title: str = "") -> ScenarioBuilder:
    """The common question shape: P1's monster A (ATK `atk`) attacks P2 (`target="player"`,
    P2 has `orbs`) or P2's monster T (`target_atk`/`target_def`, `target_state`); `during`
    effects are used by P2 in the 803.6 window; play runs to the end. Add expectations to taste.

    >>> s = single_attack(atk=2000, target_atk=2000, target_def=500).build()
    >>> from judge.engine.runner import run_scenario
    >>> summary(run_scenario(s))["judged_by"]
    '804.3'
    """
    b = (ScenarioBuilder(title).turn("P1", first=first_turn)
         .player("P1", orbs=7).player("P2", orbs=orbs)
         .monster("A", "P1", atk=atk, defense=0, corrupt=corrupt))
    if target == "monster":
        b.monster("T", "P2", atk=target_atk, defense=target_def, state=target_state)
    if first_turn:
        return b.expect_kind("illegal", "506.1").attack("A", "P2" if target == "player" else "T")
    b.attack("A", "P2" if target == "player" else "T")
    if during:
        b.at("803.6")
        for effect in during:
            b.effect(effect.kind, effect.target, effect.value,
                     until_battle_end=effect.until_battle_end, player="P2")
    return b.finish()


def summary(result: RunResult) -> dict[str, object]:
    """What a played single-attack position decided: which clause judged it, what was destroyed,
    orbs left, the winner, and whether the battle phase happened at all."""
    cited = [s.clause.split("#", 1)[1] for s in result.trace.walk()]
    judged = next((n for n in ("804.3", "804.4", "804.5", "804.2", "804.1") if n in cited), None)
    after = result.board_after
    return {
        "battle_phase": "802" in cited,
        "judged_by": judged,
        "destroyed": sorted(n for n, m in after["monsters"].items() if m["zone"] != "battlefield"),
        "orbs": {p: v["orbs"] for p, v in after["players"].items()},
        "winner": None if result.outcome is None else result.outcome.winner,
    }
