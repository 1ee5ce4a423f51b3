"""9-6 basic actions: what each moves, 'only one that can move something', costs (9-6 ⅱ)."""

import pytest

from judge.engine.core import Action
from judge.games.sakura.basic import can_move, check
from tests.sakura.helpers import failures, run, start


@pytest.mark.parametrize(("name", "distance", "aura", "dust", "after"), [
    ("advance", 6, 3, 0, {"distance": 5, "aura": 4, "dust": 0}),     # 9-6-1
    ("retreat", 6, 3, 0, {"distance": 7, "aura": 2, "dust": 0}),     # 9-6-2
    ("recover", 6, 3, 2, {"distance": 6, "aura": 4, "dust": 1}),     # 9-6-3
    ("focus", 6, 3, 0, {"distance": 6, "aura": 2, "dust": 0}),       # 9-6-4
    ("withdraw", 2, 3, 2, {"distance": 3, "aura": 3, "dust": 1}),    # 9-6-5
])
def test_each_basic_action_moves_one_crystal(name, distance, aura, dust, after):
    flare = 36 - (distance + dust + aura + 10 + 13)  # keep 36 crystals (4-1)
    st = start(f"distance {distance}\ndust {dust}\nA aura {aura} flare {flare} focus 2\n"
               "turn A main standard\n")
    st.apply(Action.make("basic", "A", name=name, cost="focus"))
    b = st.board
    assert (b.distance, b.sides["A"].aura, b.dust) == (after["distance"], after["aura"],
                                                       after["dust"])
    assert b.sides["A"].focus == 1


@pytest.mark.parametrize(("name", "board", "clause_hint"), [
    ("advance", "distance 2", "9-6-1"),          # 達人の間合: does nothing
    ("advance", "distance 6\nA aura 5", "7-1-3-1"),
    ("withdraw", "distance 3", "9-6-5"),
    ("recover", "distance 10\ndust 0\nA aura 2 flare 1", "dust is empty"),
    ("retreat", "distance 10\nA aura 3", "7-1-1"),
    ("focus", "distance 6\nA aura 0", "aura is empty"),
])
def test_basic_action_that_cannot_move_is_illegal(name, board, clause_hint):
    st = start(board + "\nturn A main standard\n")
    err = check(st.board, Action.make("basic", "A", name=name, cost="focus"))
    assert err is not None and err.clause == "sakura-ja#9-6"
    assert clause_hint in err.reason
    assert can_move(st.board, "A", name) is not None


def test_refused_basic_action_changes_nothing():
    st = start("distance 6\nA aura 5 focus 1\nturn A main standard\n")
    before = (st.board.distance, st.board.sides["A"].aura, st.board.sides["A"].focus)
    with pytest.raises(Exception) as info:
        st.apply(Action.make("basic", "A", name="advance", cost="focus"))
    assert info.value.clause == "sakura-ja#9-6"
    assert (st.board.distance, st.board.sides["A"].aura, st.board.sides["A"].focus) == before


def test_card_cost_puts_the_card_face_down_and_is_not_a_use():
    result = run("card 札 action\ndistance 6\nA focus 0\nA hand 札\nturn A main standard\n"
                 "A basic 後退 pay card 札\nexpect A.facedown has 札\nexpect A.used == 0\n"
                 "expect distance == 7\n")
    assert failures(result) == []


def test_no_focus_and_no_card_cannot_pay():
    st = start("distance 6\nA focus 0\nturn A main standard\n")
    err = check(st.board, Action.make("basic", "A", name="retreat", cost="focus"))
    assert err is not None and err.cites("9-6") and err.cites("5-9")


def test_full_power_forbids_basic_actions():
    st = start("distance 6\nA focus 2\nturn A main full\n")
    err = check(st.board, Action.make("basic", "A", name="retreat", cost="focus"))
    assert err is not None and err.clause == "sakura-ja#8-2-2"


def test_japanese_and_korean_names_parse_to_the_same_action():
    for name in ("前進", "전진", "advance"):
        result = run(f"distance 6\nturn A main standard\nA basic {name}\nexpect distance == 5\n")
        assert failures(result) == []
