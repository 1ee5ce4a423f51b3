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


def test_an_effect_may_use_a_used_special_and_it_returns_used():
    """sakura-guide-ko 3.1: a card's effect may use a 切札 in either state; the cost is still
    paid (3.2 2.) and the card goes back used (9-2-2 ⅳ)."""
    result = run("card 術 action use: use 札S\ncard 札S action special cost 1\ndistance 6\n"
                 "A flare 2\nA hand 術\nA specials 札S:used\nturn A main standard\nA use 術\n"
                 "expect A.used == 2\nexpect A.flare == 1\n")
    assert failures(result) == []
    assert "sakura-guide-ko#3.1" in [s.clause for s in result.trace.walk()]
    assert result.board_after["sides"]["A"]["specials"] == {"札S": "used"}


def test_a_used_special_is_still_refused_to_the_normal_way():
    """8-2-2: in the main phase only an UNUSED 切札 may be chosen."""
    st = start("card 札S action special cost 0\ndistance 6\nA specials 札S:used\n"
               "turn A main standard\n")
    with pytest.raises(Exception) as info:
        st.apply(Action.make("use", "A", card="札S"))
    assert info.value.clause == "sakura-ja#8-2-2"


def test_an_effect_may_use_a_full_card_in_a_standard_action():
    """9-2: the 《全力》 restriction binds only the normal way (通常の方法) in 標準行動."""
    result = run("card 術 action use: use 札F from hand\ncard 札F action full\ndistance 6\n"
                 "A hand 術 札F\nturn A main standard\nA use 術\nexpect A.used == 2\n"
                 "expect A.discard has 札F\n")
    assert failures(result) == []


def test_one_effect_damaging_both_players_to_zero_is_a_draw():
    """6-3: the crystals one effect moves move at once, so 4-2 sees both lives at 0 (4-2 1:
    a draw), not the first player at 0 alone (which would be 4-2 2: a loss)."""
    result = run("card 両成敗 action use: both damage life 1\ndistance 6\n"
                 "A aura 0 life 1 focus 1\nB aura 3 life 1 focus 1\nA hand 両成敗\n"
                 "turn A main standard\nA use 両成敗\nexpect draw\nexpect trace 6-3\n")
    assert failures(result) == []
    assert result.outcome is not None and result.outcome.winner is None
    assert result.outcome.reason == "both players are at life 0: the game is a draw (4-2 1)"


def test_one_effect_damaging_both_players_one_survives():
    result = run("card 両成敗 action use: both damage life 1\ndistance 6\n"
                 "A aura 0 life 2 focus 1\nB aura 3 life 1 focus 1\nA hand 両成敗\n"
                 "turn A main standard\nA use 両成敗\nexpect winner A\nexpect A.life == 1\n")
    assert failures(result) == []


@pytest.mark.parametrize("have, after, holder", [(1, 1, "deck"), (2, 0, "hand")])
def test_a_payment_is_made_in_full_or_not_at_all(have, after, holder):
    """5-9: short of the amount, nothing is paid and 「そうした場合」 does not resolve (10-40)."""
    result = run("card 術 action use: my pay focus 2 then my draw 1\ndistance 6\n"
                 f"A focus {have}\nA hand 術\nA deck D1 D2\nturn A main standard\nA use 術\n"
                 f"expect A.focus == {after}\nexpect A.{holder} has D1\n")
    assert failures(result) == []
