"""Build Hi!story scenarios in code (for `judge ask`'s extractor); dump them to DSL text.

>>> from judge.games.histoy.builder import ScenarioBuilder
>>> b = ScenarioBuilder("attack on the deck").card("侍", rank=1, power=3000, attacker=True)
>>> s = b.turn("A", 3, "attack").deck("A", 20).deck("B", 20).place("A", 1, "侍").act(
...     "A", "attack", place=1, target="deck").act("B", "pass").expect_count("B.deck", 17).build()
>>> from judge.games.histoy.parser import HistoyParser
>>> HistoyParser().parse(s.dump()) == s
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.games.histoy.model import FILLER, CardDef, Effect
from judge.games.histoy.parser import parse_effect
from judge.games.histoy.scenario import ActionSpec, Expect, HistoyScenario, PlaceSpec, SideSpec


@dataclass
class ScenarioBuilder:
    """A fluent builder of HistoyScenario values; each method returns the builder."""

    title: str = ""
    source: str = ""
    clauses: list[str] = field(default_factory=list)
    _s: HistoyScenario = field(init=False)

    def __post_init__(self) -> None:
        self._s = HistoyScenario(game="histoy", title=self.title, source=self.source,
                                 clauses=list(self.clauses))

    def question(self, lang: str, text: str) -> ScenarioBuilder:
        self._s.questions[lang] = text
        return self

    def card(self, name: str, effects: tuple[tuple[str, str], ...] = (),
             **attrs: Any) -> ScenarioBuilder:
        """Define a card; `effects` are (mark, DSL sentences) pairs, e.g. ("召", "draw 1.")."""
        parsed: tuple[Effect, ...] = tuple(parse_effect(text, mark) for mark, text in effects)
        self._s.cards[name] = CardDef(name, effects=parsed, **attrs)
        return self

    def turn(self, player: str, number: int, phase: str = "draw",
             first: str = "A") -> ScenarioBuilder:
        self._s.active, self._s.turn, self._s.phase, self._s.first = player, number, phase, first
        return self

    def _side(self, player: str) -> SideSpec:
        return self._s.side(player)

    @staticmethod
    def _items(items: tuple[str | int, ...]) -> list[str]:
        out: list[str] = []
        for item in items:
            out += [FILLER] * item if isinstance(item, int) else [item]
        return out

    def deck(self, player: str, *items: str | int) -> ScenarioBuilder:
        """Deck from the top: card names and/or counts of anonymous cards."""
        self._side(player).deck = self._items(items)
        return self

    def hand(self, player: str, *items: str | int) -> ScenarioBuilder:
        self._side(player).hand = self._items(items)
        return self

    def grave(self, player: str, *items: str | int) -> ScenarioBuilder:
        self._side(player).grave = self._items(items)
        return self

    def place(self, player: str, n: int, *cards: str, down: bool = False, rested: bool = False,
              flags: tuple[str, ...] = ()) -> ScenarioBuilder:
        """Field place n (1–5): cards bottom→top; `down`/`rested` describe the top card."""
        self._side(player).places[n] = PlaceSpec(list(cards), down, rested, list(flags))
        return self

    def flags(self, player: str, *flags: str) -> ScenarioBuilder:
        """Player flags: incident_used, forbid_attack, forbid_draw, handcap=N, …"""
        self._side(player).flags = list(flags)
        return self

    def act(self, player: str, kind: str, **args: Any) -> ScenarioBuilder:
        if kind == "use":
            args.setdefault("mark", "")
        if kind == "redraw":
            args["cards"] = tuple(args.get("cards", ()))
        self._s.actions.append(ActionSpec(player, kind, args))
        return self

    def expect_count(self, path: str, value: int, op: str = "==") -> ScenarioBuilder:
        self._s.expects.append(Expect("count", path=path, op=op, value=value))
        return self

    def expect_top(self, path: str, name: str, *state: str) -> ScenarioBuilder:
        self._s.expects.append(Expect("top", path=path, value=name, extra=tuple(state)))
        return self

    def expect(self, kind: str, value: str) -> ScenarioBuilder:
        """expect illegal CLAUSE / winner A|B|none / phase P / active A|B."""
        self._s.expects.append(Expect(kind, value=value))
        return self

    def build(self) -> HistoyScenario:
        return self._s


def attack_scenario(attacker_power: int, *, target: str | int = "deck",
                    target_power: int | None = None, blocker_power: int | None = None,
                    substitute: bool = False, deck: int = 20,
                    attacker_rank: int = 1) -> HistoyScenario:
    """One attack as a question describes it: powers, the target, a block or 身代わり, deck size.

    >>> from judge.engine.runner import run_scenario
    >>> r = run_scenario(attack_scenario(5000, blocker_power=2000))
    >>> r.board_after["sides"]["B"]["deck"], r.board_after["sides"]["B"]["grave"]
    (17, 4)
    """
    b = ScenarioBuilder("attack", source="histoy-ja#10.6.2", clauses=["10.6.2", "11.1.2"])
    b.card("攻撃側", rank=attacker_rank, power=attacker_power, attacker=True)
    b.turn("A", 3, "attack").deck("A", 20).deck("B", deck).place("A", 1, "攻撃側")
    if target != "deck":
        b.card("攻撃対象", rank=1, power=target_power or 0)
        b.place("B", int(target), "攻撃対象", rested=True)
    if blocker_power is not None:
        b.card("防御側", rank=1, power=blocker_power, blocker=True)
        spot = 4 if target == 5 else 5
        b.place("B", spot, "防御側")
    if substitute:
        b.card("身代わり", rank=1, power=0, substitute=True).hand("B", "身代わり")
    b.act("A", "attack", place=1, target=target)
    if blocker_power is not None:
        b.act("B", "block", place=spot)
    elif substitute:
        b.act("B", "substitute", card="身代わり")
    else:
        b.act("B", "pass")
    return b.build()


def incident_scenario(level: int, *, own_ranks: tuple[int, ...] = (),
                      opp_ranks: tuple[int, ...] = (), face_down_ranks: tuple[int, ...] = (),
                      used_this_turn: bool = False) -> HistoyScenario:
    """Can A use a level-`level` incident with these face-up (and face-down) ranks on the fields?

    >>> from judge.engine.runner import run_scenario
    >>> run_scenario(incident_scenario(3, own_ranks=(2,), face_down_ranks=(4,))).illegal.clause
    'histoy-ja#6.8.2'
    """
    b = ScenarioBuilder("incident", source="histoy-ja#6.8.1", clauses=["6.8.1", "6.8.2"])
    b.card("事変", kind="incident", level=level,
           effects=(("", "opp mill 1."),)).turn("A", 3, "effect").deck("A", 20).deck("B", 20)
    b.hand("A", "事変")
    n = {"A": 0, "B": 0}
    for player, ranks, down in (("A", own_ranks, False), ("B", opp_ranks, False),
                                ("A", face_down_ranks, True)):
        for rank in ranks:
            name = f"ランク{rank}"
            b.card(name, rank=rank, power=1000)
            n[player] += 1
            b.place(player, n[player], name, down=down)
    if used_this_turn:
        b.flags("A", "incident_used")
    return b.act("A", "incident", card="事変").build()


def set_scenario(field_rank: int, hand_rank: int, *, own_turn: int = 2, skip: int = 0,
                 field_down: bool = False) -> HistoyScenario:
    """Can A set a rank-`hand_rank` card on a rank-`field_rank` card in the set phase?

    >>> from judge.engine.runner import run_scenario
    >>> run_scenario(set_scenario(1, 3)).illegal.clause
    'histoy-ja#5.2.5'
    """
    b = ScenarioBuilder("set", source="histoy-ja#5.2.5", clauses=["5.2.5", "5.5.1"])
    b.card("場", rank=field_rank, power=1000).card("手札", rank=hand_rank, power=1000, skip=skip)
    b.turn("A", own_turn, "set").deck("A", 20).deck("B", 20).hand("A", "手札")
    b.place("A", 1, "場", down=field_down)
    return b.act("A", "set", card="手札", place=1).build()
