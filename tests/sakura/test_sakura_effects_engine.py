"""Engine pieces of the effects family: 6-2-1-5 注意 — a card whose type is 《不定》 has no rules
for its use (never usable, by any way, yet it can pay a basic action, 9-6); 10-22 補足 — a card
used by a reacting card's effect may have what the attack's 対応不可 names (traced)."""

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


def test_reaction_effect_may_use_a_card_the_attack_forbids_and_cites_10_22():
    """10-22 補足: a card used by the reacting card's effect may have what 対応不可 names."""
    result = run("card 斬 attack 3-4 2/1 no-reaction-normal\n"
                 "card 鳶 action special reaction cost 0 use: use 忍 from facedown\n"
                 "card 忍 action\ndistance 4\nB hand 斬\nA specials 鳶\nA facedown 忍\n"
                 "turn B main standard\nB use 斬\nA react 鳶\nexpect A.used == 2\n"
                 "expect trace 10-22\n")
    assert failures(result) == []
