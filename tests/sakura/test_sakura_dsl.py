"""The scenario DSL: round trips, the builder API, and the messages bad input gets."""

import pytest

from judge.dsl import load_scenario, parse_scenario
from judge.dsl.frame import dump_scenario
from judge.errors import ScenarioError
from judge.games.sakura.cards import CardDef, Effect, parse_range
from judge.games.sakura.model import new_scenario
from judge.games.sakura.runner import SakuraRunner
from tests.sakura.helpers import SCENARIOS, parse

FILES = sorted(SCENARIOS.rglob("*.scn"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_scenario_round_trips(path):
    scn = load_scenario(path)
    text = dump_scenario(scn)
    again = parse_scenario(text)
    assert again == scn
    assert dump_scenario(again) == text


def test_builder_round_trip_and_play():
    scn = new_scenario("advance with full aura", distance=6)
    scn.source = "https://main-bakafire.ssl-lolipop.jp/furuyoni/na/faq.html"
    scn.questions["ja"] = "自分のオーラにすでに桜花結晶が5つある。「前進」を選べるか？"
    scn.clauses = ["9-6", "7-1-3-1"]
    scn.verdict = "no"
    scn.side("A", aura=5, focus=1)
    scn.act("A", "basic", name="advance", cost="focus", card=None)
    scn.expect("illegal", clause="9-6")
    scn.expect("compare", subject="A.aura", op="==", value=5)
    text = dump_scenario(scn)
    assert "A basic advance pay focus" in text and "expect illegal 9-6" in text
    assert parse_scenario(text) == scn
    result = SakuraRunner().run(parse_scenario(text))
    assert result.passed and result.illegal is not None


def test_builder_with_cards_and_effects_round_trips():
    scn = new_scenario("cards", distance=4)
    scn.card(CardDef("斬", "attack", range=parse_range("3-4"), aura=3, life=1,
                     keywords=frozenset({"unavoidable"}),
                     sections=(("after", (Effect.make("draw", who="my", n=1),)),)))
    scn.side("A", hand=["斬"])
    scn.act("A", "use", card="斬").act("B", "decline").act("B", "damage", to="life")
    scn.expect("compare", subject="B.life", op="==", value=9)
    assert parse_scenario(dump_scenario(scn)) == scn


def test_japanese_keywords_parse_like_english():
    ja = parse("card 斬 攻撃 適正距離 3-4 ダメージ 3/1 不可避\n間合 4\nA オーラ 2 集中力 1\n"
               "A 手札 斬\nturn A メイン 標準\nA 使用 斬\nA 基本動作 前進 支払い 集中力\n")
    en = parse("card 斬 attack range 3-4 damage 3/1 unavoidable\ndistance 4\nA aura 2 focus 1\n"
               "A hand 斬\nturn A main standard\nA use 斬\nA basic advance pay focus\n")
    assert ja == en


BAD_INPUTS = [
    # (text, line, column, message fragment)
    ("game sakura\ndistance six\n", 2, 10, "unexpected 'six'; expected one of: a number"),
    ("game sakura\nA aura five\n", 2, 8, "unexpected 'five'; expected one of: a number"),
    ("game sakura\nA armor 5\n", 2, 3, "unexpected 'armor'"),
    ("game sakura\ncard 斬 attack 3/1\n", 2, 1, "needs a range and a damage"),
    ("game sakura\ncard 斬 3-4 3/1\n", 2, 1, "give its type"),
    ("game sakura\nA basic jump\n", 2, 9, "unknown basic action 'jump'"),
    ("game sakura\nexpect A.life = 7\n", 2, 15, "expected one of: == != <= >= < >, has/lacks"),
    ("game sakura\nA use 斬\ndistance 4\n", 3, 1, "board lines must come before"),
    ("game sakura\nA damage dust\n", 2, 10, "aura or life"),
    ("game sakura\ncard 斬 attack 3-4 3/1\ncard 斬 action\n", 3, 1, "defined twice"),
    ("game sakura\nturn C main\n", 2, 6, "unexpected 'C'; expected one of: A or B"),
    ("title \"no game line\"\n", 1, 1, "must start with `game NAME`"),
    ("game sakura\ncard X action require my.armor >= 1\n", 2, 23, "unknown field 'my.armor'"),
]


@pytest.mark.parametrize(("text", "line", "column", "fragment"), BAD_INPUTS)
def test_bad_input_messages(text, line, column, fragment):
    with pytest.raises(ScenarioError) as info:
        parse_scenario(text)
    err = info.value
    assert fragment in str(err)
    assert (err.line, err.column) == (line, column)


def test_builder_accepts_japanese_names_and_minimal_args():
    scn = new_scenario("前進 with full aura", distance=6).side("A", オーラ=5, 集中力=1)
    scn.act("A", "basic", name="前進").expect("illegal", clause="9-6")
    assert scn.board.sides["A"].aura == 5 and scn.steps[0].arg("name") == "advance"
    assert parse_scenario(dump_scenario(scn)) == scn
    assert SakuraRunner().run(scn).passed


def test_relaxed_board_and_expect_forms():
    relaxed = parse("distance 6 dust 2\nA aura 3 focus 0 hand 札 life 10\ncard 札 action\n"
                    "turn A main standard\nexpect A aura == 3\nexpect A.オーラ == 3\n")
    strict = parse("card 札 action\ndistance 6\ndust 2\nA aura 3 focus 0 life 10\nA hand 札\n"
                   "turn A main standard\nexpect A.aura == 3\nexpect A.aura == 3\n")
    assert relaxed == strict


def test_korean_zone_and_action_names():
    ko = parse("간격 6\nA 오라 2 집중력 1 손패 X\ncard X action\nturn A main standard\n"
               "A basic 전진\nexpect A 오라 == 3\nexpect 간격 == 5\n")
    en = parse("distance 6\nA aura 2 focus 1 hand X\ncard X action\nturn A main standard\n"
               "A basic advance\nexpect A.aura == 3\nexpect distance == 5\n")
    assert ko == en and SakuraRunner().run(ko).passed


def test_a_zone_given_twice_is_an_error_not_a_silent_replacement():
    """A second `A hand …` line used to replace the first without a word."""
    with pytest.raises(ScenarioError) as err:
        parse_scenario('game sakura\ntitle "x"\nboard\ndistance 6\nA aura 3 life 10\n'
                       'A hand X\nA hand Y\nturn A main\n')
    assert (err.value.line, err.value.column, str(err.value)) == (
        7, 3, "line 7, column 3: A hand is already given on line 6: put all of it on one line")
