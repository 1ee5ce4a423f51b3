"""The Hi!story dialect: exact parse results, round trips, and bad input with line/column."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.dsl.frame import parse_scenario
from judge.errors import ScenarioError
from judge.games.histoy.builder import ScenarioBuilder, attack_scenario
from judge.games.histoy.model import FILLER, CardDef, Cond, Effect, Op, Sentence, Target
from judge.games.histoy.parser import HistoyParser, parse_effect
from judge.games.histoy.scenario import ActionSpec, HistoyScenario, PlaceSpec

SCENARIOS = sorted(Path("scenarios/histoy").glob("*.scn"))
P = HistoyParser()

FULL = """game hs
title "t"
source "histoy-ja#6.7.6"
question ja "質問"
clauses 6.7.6 6.7.1
verdict "v"
note "n"
# a comment line
card 学者 rank 1 power 2000 attacker blocker
  effect 召 name "学問": draw 2. then if own.hand >= 3 draw 1, opp mill 2.
card 本能寺の変 incident level 2 defence
  effect: send attacker grave.
card "徳川　家康" rank 0 power 0 substitute immune untargetable skip 1
first B
turn A 2 phase effect
A.deck 学者 3
A.hand 本能寺の変
A.grave 2
A.p3 学者 "徳川　家康" down rested summoned
A.flags incident_used handcap 4
A use 3 召
A attack 3 -> deck
B block 2
expect B.deck >= 7
expect A.p3 is 学者 up rested
expect illegal 6.5.8
expect winner none
"""


def test_full_scenario_parses_to_exact_values() -> None:
    s = parse_scenario(FULL, "x.scn")
    assert isinstance(s, HistoyScenario) and s.game == "histoy"
    assert (s.title, s.source, s.questions, s.clauses) == (
        "t", "histoy-ja#6.7.6", {"ja": "質問"}, ["6.7.6", "6.7.1"])
    assert s.cards["学者"] == CardDef(
        "学者", rank=1, power=2000, attacker=True, blocker=True,
        effects=(Effect("召", (
            Sentence((Op("draw", amount=2),)),
            Sentence((Op("draw", amount=1), Op("mill", who="opp", amount=2)), then=True,
                     cond=Cond("own", "hand", ">=", 3)),
        ), name="学問"),))
    assert s.cards["本能寺の変"].effects[0] == Effect(
        "", (Sentence((Op("send", target=Target("attacker"), mode="grave"),)),))
    assert s.cards["徳川　家康"] == CardDef("徳川　家康", substitute=True, immune=True,
                                          untargetable=True, skip=1)
    side = s.sides["A"]
    assert side.deck == ["学者", FILLER, FILLER, FILLER]
    assert side.grave == [FILLER, FILLER]
    assert side.places == {3: PlaceSpec(["学者", "徳川　家康"], True, True, ["summoned"])}
    assert side.flags == ["incident_used", "handcap=4"]
    assert (s.active, s.turn, s.phase, s.first) == ("A", 2, "effect", "B")
    assert s.actions == [
        ActionSpec("A", "use", {"place": 3, "mark": "召"}),
        ActionSpec("A", "attack", {"place": 3, "target": "deck"}),
        ActionSpec("B", "block", {"place": 2}),
    ]
    assert [(e.kind, e.path, e.op, e.value, e.extra) for e in s.expects] == [
        ("count", "B.deck", ">=", 7, ()),
        ("top", "A.p3", "==", "学者", ("up", "rested")),
        ("illegal", "", "==", "6.5.8", ()),
        ("winner", "", "==", "none", ()),
    ]
    assert [e.line for e in s.expects] == [24, 25, 26, 27]


def test_full_scenario_round_trips() -> None:
    s = P.parse(FULL)
    assert P.parse(P.dump(s)) == s


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_scenario_file_round_trips(path: Path) -> None:
    s = P.parse(path.read_text(encoding="utf-8"), str(path))
    again = P.parse(P.dump(s))
    assert again == s
    # checkpoints stay between the same actions
    assert [e.text for e in again.expects] == [e.text for e in s.expects]


def test_builder_round_trip_and_effects() -> None:
    s = (ScenarioBuilder("b", source="histoy-ja#6.5.8", clauses=["6.5.8"])
         .card("学者", rank=1, power=1000, effects=(("召", "draw 2. then power this +1000."),))
         .turn("A", 3, "effect").deck("A", "学者", 5).deck("B", 10).hand("A", 2)
         .place("A", 1, "学者", flags=("summoned",)).flags("A", "handcap=5")
         .act("A", "use", place=1).expect_count("A.hand", 4).build())
    text = s.dump()
    assert "  effect 召: draw 2. then power this +1000." in text
    assert "A.deck 学者 5" in text
    assert P.parse(text) == s


def test_parse_effect_helper() -> None:
    assert parse_effect("rest all opp up rested. then win.", "1") == Effect("1", (
        Sentence((Op("rest", target=Target("all", side="opp", face="up", state="rested")),)),
        Sentence((Op("win"),), then=True)))


def test_attack_scenario_builder_runs() -> None:
    from judge.engine.runner import run_scenario

    r = run_scenario(attack_scenario(4000, substitute=True, deck=10))
    assert r.board_after["sides"]["B"]["deck"] == 9
    assert r.board_after["sides"]["B"]["grave"] == 2


BAD = [
    # (text, line, column, words in the message)
    ("game histoy\ncard 侍 rank\n", 2, 12, ["expected", "NUMBER"]),
    ("game histoy\nturn C 1\n", 2, 6, ["unexpected"]),
    ("game histoy\nA attack 1 => deck\n", 2, 12, ["unexpected"]),
    ("game histoy\ncard 侍 rank 1\n  effect 召: draw two.\n", 3, 18, ["unexpected"]),
    ("game histoy\nexpect A.deck = 3\n", 2, 15, ["unexpected"]),
    ("game histoy\nA.p6 侍\n", 2, 1, ["unexpected"]),
    ("game histoy\ncard 侍 rank 5\n", 2, 1, ["rank 5", "histoy-ja#2.2.1"]),
    ("game histoy\ncard 侍 rank 1\ncard 侍 rank 2\n", 3, 1, ["defined twice"]),
    ("game histoy\n  effect 召: draw 1.\n", 2, 3, ["must follow"]),
    ("game histoy\ncard 侍 rank 1\n  effect 召: move this to 9.\n", 3, 3,
     ["places 1–5, not 9", "histoy-ja#2.3.1"]),
    ("game histoy\ncard 侍 rank 1\n  effect 1: summon 侍 onto 0.\n", 3, 3, ["not 0"]),
    ("game histoy\nA.deck 5000\n", 2, 1, ["at most 200"]),
]


@pytest.mark.parametrize(("text", "line", "column", "words"), BAD)
def test_bad_input_reports_line_and_column(text: str, line: int, column: int,
                                           words: list[str]) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text, "bad.scn")
    assert (err.value.line, err.value.column) == (line, column)
    for word in words:
        assert word in str(err.value)


def test_unknown_card_on_board_is_rejected_at_setup() -> None:
    from judge.engine.runner import run_scenario

    s = parse_scenario("game histoy\nA.deck 5\nB.deck 5\nA.p1 幽霊\n")
    with pytest.raises(ScenarioError, match="幽霊.*never defined"):
        run_scenario(s)


def test_keyword_and_odd_card_names_are_quoted_on_dump() -> None:
    s = (ScenarioBuilder("q").card("down", rank=0, power=0).card("侍.", rank=1, power=0)
         .card('名"前', rank=1, power=0).deck("A", "down", "侍.", 3).deck("B", 5)
         .place("A", 1, "down", '名"前').build())
    text = s.dump()
    assert 'A.deck "down" "侍." 3' in text and 'A.p1 "down" "名\\"前"' in text
    assert P.parse(text) == s


def test_position_builders_answer_rule_questions() -> None:
    from judge.engine.runner import run_scenario
    from judge.games.histoy.builder import incident_scenario, set_scenario

    def refusal(s: HistoyScenario) -> str | None:
        r = run_scenario(s)
        return None if r.illegal is None else r.illegal.clause

    ok = run_scenario(incident_scenario(3, opp_ranks=(3,)))
    assert ok.illegal is None and ok.board_after["sides"]["B"]["deck"] == 19
    assert refusal(incident_scenario(1, own_ranks=(1,), used_this_turn=True)) == \
        "histoy-ja#6.8.1"
    assert refusal(set_scenario(1, 2)) is None
    assert refusal(set_scenario(1, 3, skip=1)) is None
    assert refusal(set_scenario(1, 2, own_turn=1)) == "histoy-ja#5.5.1"
    assert refusal(set_scenario(1, 2, field_down=True)) == "histoy-ja#3.1.5"
    for s in (incident_scenario(2, own_ranks=(1,)), set_scenario(0, 1)):
        assert P.parse(s.dump()) == s


def test_setup_decisions_in_either_order() -> None:
    from .helpers import final

    st = final("turn A 1 phase setup\nA.deck 10\nA.hand 5\nB.deck 10\nB.hand 5\n"
               "B keep\nA redraw _ _\nA keep\n")
    assert (st.phase, st.active) == ("draw", "A")
    assert (len(st.z["A"].hand), len(st.z["A"].deck)) == (5, 10)


_LITERALS = sorted({w for g in ("judge/games/histoy/histoy.lark", "judge/dsl/common.lark")
                    for w in re.findall(r'"([^"\s]+)"', Path(g).read_text(encoding="utf-8"))})
_NAMES = st.one_of(
    st.sampled_from(_LITERALS),
    st.text(alphabet="武将侍AB.,#:=-+ 　\"\\'0１", min_size=1, max_size=6).filter(
        lambda t: t.strip() == t and t != FILLER and "\n" not in t))


@settings(max_examples=150, deadline=None)
@given(names=st.lists(_NAMES, min_size=1, max_size=4, unique=True))
def test_any_card_name_round_trips(names: list[str]) -> None:
    b = ScenarioBuilder("fuzz").turn("A", 3, "effect").deck("B", 5)
    for n in names:
        b.card(n, rank=1, power=1000)
    b.card("将", rank=2, power=1, effects=(("召", "send all opp named " + _q(names[0]) + " grave. "
                                           "summon " + " ".join(map(_q, names)) + " empty."),))
    b.deck("A", *names, 2).hand("A", *names).place("A", 1, *names, down=True)
    b.act("A", "set", card=names[0], place=1).act("A", "incident", card=names[-1], zero=True)
    s = b.expect_top("A.p1", names[-1], "down").build()
    assert P.parse(s.dump()) == s


def _q(text: str) -> str:
    from judge.games.histoy.dump import name

    return name(text)


def test_japanese_zone_words_are_aliases() -> None:
    ja = P.parse("game histoy\ncard 侍 rank 1 power 1000\nA.山札 5\nA.手札 侍\nA.墓地 2\nB.山札 4\n"
                 "A.p1 侍\nexpect A.山札 == 5\nexpect A.場の下 == 0\nexpect A.p1.パワー == 1000\n")
    en = P.parse("game histoy\ncard 侍 rank 1 power 1000\nA.deck 5\nA.hand 侍\nA.grave 2\nB.deck 4\n"
                 "A.p1 侍\nexpect A.deck == 5\nexpect A.under == 0\nexpect A.p1.power == 1000\n")
    assert ja == en
    from judge.engine.runner import run_scenario

    assert run_scenario(ja).passed
