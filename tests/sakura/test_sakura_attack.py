"""9-2-1 / 9-4 attack resolution, 9-4-1 range checks, reactions, cancel, 10-3, 10-4, 10-5."""

import pytest

from judge.engine.core import Action
from judge.games.sakura.attack import effective_range
from judge.games.sakura.board import Attack
from tests.sakura.helpers import failures, run, start


def test_use_out_of_range_is_illegal_and_not_counted():
    st = start("card 斬 attack 3-4 3/1\ndistance 6\nA hand 斬\nturn A main standard\n")
    with pytest.raises(Exception) as info:
        st.apply(Action.make("use", "A", card="斬"))
    assert info.value.clause == "sakura-ja#9-2-1" and info.value.cites("9-4-1")
    assert st.board.sides["A"].hand == ["斬"] and st.board.sides["A"].used == 0
    assert st.board.attacks == []


def test_reaction_options_list_only_usable_reactions():
    st = start("card 斬 attack 3-4 3/1\ncard 返 attack reaction 5-6 1/1\ncard 見 action reaction\n"
               "card 普 action\ndistance 4\nA hand 斬\nB hand 返 見 普\nturn A main standard\n")
    st.apply(Action.make("use", "A", card="斬"))
    assert st.pending.clause == "sakura-ja#9-4"
    assert [str(o) for o in st.pending.options] == ["B:decline()", "B:react(card=見)"]


def test_reaction_attack_resolves_nested_before_the_original_damage():
    result = run("card 斬 attack 3-4 3/1\ncard 返 attack reaction 3-5 1/1\ndistance 4\n"
                 "A hand 斬\nB hand 返\nturn A main standard\nA use 斬\nB react 返\n"
                 "A damage life\nexpect B.life == 10\nexpect A.life == 9\nB damage life\n"
                 "expect B.life == 9\n")
    assert failures(result) == []
    steps = [s.clause for s in result.trace.walk()]
    assert steps.index("sakura-ja#9-8") < len(steps)


def test_second_range_check_after_reaction():
    result = run("card 斬 attack 3-4 3/1\ncard 退 action reaction use: my aura -> distance 1\n"
                 "distance 4\nA hand 斬\nB hand 退\nturn A main standard\nA use 斬\nB react 退\n"
                 "expect attack failed\nexpect B.life == 10\n")
    assert failures(result) == []


@pytest.mark.parametrize(("base", "reach", "expected"), [
    ({3, 4}, [("expand-near", 1)], {2, 3, 4}),                          # 10-4-1
    ({3, 4}, [("expand-far", 2)], {3, 4, 5, 6}),                        # 10-4-2
    ({3, 4, 5}, [("shrink-near", 2)], {5}),                             # 10-4-3
    ({3, 4, 5}, [("shrink-far", 1)], {3, 4}),                           # 10-4-4
    ({3, 4}, [("expand-near", 1), ("expand-near", 1)], {1, 2, 3, 4}),   # same kind summed
    ({3, 4}, [("shrink-near", 2), ("expand-near", 1)], {4}),            # expand first
    (set(), [("expand-far", 2)], set()),                                # empty: nothing
])
def test_range_modifications(base, reach, expected):
    st = start("distance 4\nturn A main standard\n")
    atk = Attack("A", None, None, None, frozenset(base), 1, 1, frozenset(), (), reach=list(reach))
    assert effective_range(st.board, atk) == frozenset(expected)


def test_plus_modification_from_reaction_lowers_damage():
    result = run("card 斬 attack 3-4 3/1\ncard 見 action reaction use: -2/+1\ndistance 4\n"
                 "A hand 斬\nB hand 見\nturn A main standard\nA use 斬\nB react 見\nB damage life\n"
                 "expect B.life == 8\n")
    assert failures(result) == []


def test_effect_attack_out_of_range_is_erased_and_not_an_attack():
    result = run("card 術 action use: attack 1-2 1/1\ndistance 5\nA hand 術\n"
                 "turn A main standard\nA use 術\nexpect attack erased\nexpect A.attacks == 0\n"
                 "expect A.discard has 術\n")
    assert failures(result) == []


def test_cannot_attack_flag_forbids_attack_cards():
    st = start("card 斬 attack 3-4 3/1\ndistance 4\nA hand 斬\nA flags no-attack\n"
               "turn A main standard\n")
    with pytest.raises(Exception) as info:
        st.apply(Action.make("use", "A", card="斬"))
    assert info.value.clause == "sakura-ja#9-2"


def test_refused_reactions_are_listed_with_their_clause():
    st = start("card 斬 attack 3-4 3/1 no-reaction-normal\ncard 返 attack reaction 3-5 1/1\n"
               "card 普 action\ncard 浦 action special reaction cost 2\ndistance 4\nA hand 斬\n"
               "B flare 1\nB hand 返 普\nB specials 浦:unused\nturn A main standard\n")
    st.apply(Action.make("use", "A", card="斬"))
    assert [str(a) for a in st.legal_actions()] == ["B:decline()"]
    reasons = {str(a): e.clause for a, e in st.illegal_reasons()}
    assert reasons == {"B:react(card=返)": "sakura-ja#10-22", "B:react(card=普)": "sakura-ja#9-2",
                       "B:react(card=浦)": "sakura-ja#9-2-2"}
