"""9-2 card use (全力, 終端, conditions, 間合制限), 9-3 costs, 9-2-3 / 9-5 enhancements."""

import pytest

from judge.engine.core import Action
from tests.sakura.helpers import failures, run, start


@pytest.mark.parametrize(("cards", "board", "card", "clause"), [
    ("card 大 attack full 3-4 4/2", "A hand 大\nturn A main standard", "大", "9-2"),
    ("card 近 action limit 0-2", "A hand 近\nturn A main standard", "近", "10-37"),
    ("card 遠 action require farther >= 2", "A hand 遠\nturn A main standard", "遠", "9-2"),
    ("card 奥 action special cost 2", "A specials 奥:unused\nturn A main standard", "奥", "9-3-1"),
    ("card 奥 action special cost 0", "A specials 奥:used\nturn A main standard", "奥", "8-2-2"),
    ("card 札 action", "A hand 札\nturn A main standard", "無い札", "6-2"),
])
def test_illegal_uses_name_their_clause(cards, board, card, clause):
    st = start(f"{cards}\ndistance 4\n{board}\n")
    with pytest.raises(Exception) as info:
        st.apply(Action.make("use", "A", card=card))
    assert info.value.cites(clause), info.value


def test_action_card_resolves_use_effects_then_goes_to_discard():
    result = run("card 術 action use: dust -> my aura 1\ndistance 9\ndust 1\nA aura 2\nA flare 1\n"
                 "A hand 術\nturn A main standard\nA use 術\nexpect A.aura == 3\n"
                 "expect A.discard has 術\nexpect A.used == 1\nexpect trace 9-2-2\n")
    assert failures(result) == []


def test_enhancement_storage_options_and_deploy():
    st = start("card 結 enhance storage 3\ndistance 5\ndust 2\nA aura 3 flare 3\nA hand 結\n"
               "turn A main standard\n")
    st.apply(Action.make("use", "A", card="結"))
    assert st.pending.clause == "sakura-ja#9-2-3"
    assert [o.arg("aura") for o in st.pending.options] == [1, 2, 3]
    st.apply(Action.make("store", "A", aura=1))
    assert st.board.sides["A"].enhancements == {"結": 3}
    assert (st.board.dust, st.board.sides["A"].aura) == (0, 2)


def test_storage_zero_enhancement_is_discarded_at_once_with_destroy_effect():
    result = run("card 無 enhance storage 0 destroy: opp damage life 1\ndistance 6\nA hand 無\n"
                 "turn A main standard\nA use 無\nexpect A.discard has 無\nexpect B.life == 9\n"
                 "expect trace 9-5\n")
    assert failures(result) == []


def test_special_enhancement_returns_used_when_discarded():
    result = run("card 極 enhance special cost 0 storage 1\ncard 札1 action\ncard 札2 action\n"
                 "distance 6\nA enhance 極 1\nA deck 札1 札2\nturn A start\n"
                 "expect A.used has 極\n")
    assert failures(result) == []


def test_terminal_blocks_later_uses_and_basics():
    result = run("card 決 action terminal\ncard 札 action\ndistance 6\nA focus 2\nA hand 決 札\n"
                 "turn A main standard\nA use 決\nA use 札\nexpect illegal 9-2\nA basic 後退\n"
                 "expect illegal 9-2\n")
    assert failures(result) == []


def test_nested_use_by_effect_counts_both_cards():
    result = run("card 分 action use: use 札 from hand\ncard 札 action\ndistance 6\nA hand 分 札\n"
                 "turn A main standard\nA use 分\nexpect A.used == 2\nexpect trace 9-8\n")
    assert failures(result) == []


def test_use_by_effect_from_a_zone_the_card_is_not_in_does_nothing():
    result = run("card 分 action use: use 札 from facedown\ncard 札 action\ndistance 6\n"
                 "A hand 分 札\nturn A main standard\nA use 分\nexpect A.used == 1\n"
                 "expect A.hand has 札\n")
    assert failures(result) == []
    assert any("is not in A's facedown" in s.what for s in result.trace.walk())
