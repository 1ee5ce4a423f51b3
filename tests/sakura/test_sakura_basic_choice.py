"""9-6 ⅰ-A: an effect 「基本動作《〇〇》か《△△》を行う」 lets its player pick either offered
basic action, even one that moves nothing; 9-6 ⅱ: an effect's basic action costs nothing."""

from judge.dsl.frame import dump_scenario
from tests.sakura.helpers import failures, parse, run

CHOICE = ("card 札E action {\n  use: basic 前進 か 離脱\n}\ndistance 6\nA aura 2\nA focus 0\n"
          "A hand 札E\nturn A main standard\nA use 札E\n")


def test_an_offered_action_that_moves_nothing_may_be_chosen():
    result = run(CHOICE + "A choose 離脱\nexpect legal\nexpect distance == 6\nexpect A.aura == 2\n"
                 "expect A.focus == 0\nexpect trace 9-6-5\n")
    assert failures(result) == []
    chose = [s.what for s in result.trace.walk() if s.clause == "sakura-ja#9-6"]
    assert chose[0] == ("A chooses 離脱 of 前進/離脱 (9-6 ⅰ-A: in this form an action that "
                        "moves nothing may be chosen; distance 6 > 達人の間合 2: 離脱 does "
                        "nothing (9-6-5))")


def test_the_other_offered_action_moves_and_pays_no_cost():
    result = run(CHOICE + "A choose 前進\nexpect distance == 5\nexpect A.aura == 3\n"
                 "expect A.focus == 0\n")
    assert failures(result) == []


def test_an_action_not_offered_cannot_be_chosen():
    result = run(CHOICE + "A choose 後退\n")
    assert result.illegal is not None
    assert result.illegal.clause == "sakura-ja#9-6"
    assert "options: A:pick(card=前進), A:pick(card=離脱)" in str(result.illegal)


def test_the_choice_form_round_trips_through_the_dsl():
    scn = parse(CHOICE)
    assert "use: basic advance or withdraw" in dump_scenario(scn)
