"""6-2-1-5 注意: a card whose type is 《不定》 has no rules for its use — it cannot be used in any
way (通常の方法, by an effect), yet it stays a card (it can pay a basic action, 9-6)."""

import pytest

from judge.dsl.frame import dump_scenario
from judge.engine.core import Action
from tests.sakura.helpers import failures, parse, run, start


def test_undefined_card_is_refused_citing_6_2_1_5():
    st = start("card 謎 不定\ndistance 6\nA hand 謎\nturn A main standard\n")
    with pytest.raises(Exception) as info:
        st.apply(Action.make("use", "A", card="謎"))
    assert info.value.clause == "sakura-ja#6-2-1-5"
    assert not any(a.kind == "use" for a in st.legal_actions())


def test_undefined_card_used_by_an_effect_is_not_used_and_stays():
    result = run("card 術 action use: use 謎 from hand\ncard 謎 undefined\ndistance 6\n"
                 "A hand 術 謎\nturn A main standard\nA use 術\nexpect A.used == 1\n"
                 "expect A.hand has 謎\nexpect trace 6-2-1-5\n")
    assert failures(result) == []


def test_undefined_card_still_pays_a_basic_action():
    result = run("card 謎 undefined\ndistance 6\nA hand 謎\nturn A main standard\n"
                 "A basic 前進 pay card 謎\nexpect legal\nexpect A.facedown has 謎\n"
                 "expect A.used == 0\n")
    assert failures(result) == []


def test_undefined_type_round_trips_through_the_dsl():
    scn = parse("card 謎 不定\ndistance 6\nA hand 謎\n")
    assert scn.cards[0].type == "undefined"
    assert "card 謎 undefined" in dump_scenario(scn)
