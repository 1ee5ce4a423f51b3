"""Impossible boards are rejected with the clause they break; invariants hold after setup."""

import pytest

from judge.errors import ScenarioError
from judge.games.sakura.invariants import violations
from judge.games.sakura.setup import initial_board
from tests.sakura.helpers import start

BAD_BOARDS = [
    ("A aura 6", "sakura-ja#7-1-3-1"),
    ("distance 11", "sakura-ja#7-1-1"),
    ("A focus 3", "sakura-ja#5-1-2"),
    ("distance 10\ndust 5", "sakura-ja#4-1"),
    ("A life 30", "sakura-ja#4-1"),
    ("card 奥 action special\nA hand 奥", "sakura-ja#7-1-11"),
    ("card 札 action\nA specials 札:unused", "sakura-ja#7-1-11"),
    ("card 札 action\nA enhance 札 1", "sakura-ja#7-1-9"),
]


@pytest.mark.parametrize(("board", "clause"), BAD_BOARDS)
def test_impossible_board_names_the_clause(board, clause):
    with pytest.raises(ScenarioError) as info:
        start(board + "\nturn A main standard\n")
    assert clause in str(info.value)
    assert "Traceback" not in str(info.value)


def test_unknown_card_in_a_zone_is_reported():
    with pytest.raises(ScenarioError, match="no `card` line defines"):
        start("A hand 幻\nturn A main standard\n")


def test_dust_fills_in_to_36_and_out_counts():
    st = start("distance 5\nA aura 2\nturn A main standard\n")
    assert st.board.dust == 36 - (5 + 2 + 10 + 3 + 10)
    st = start("distance 5\nout -2\nA aura 2\nturn A main standard\n")
    assert st.board.dust == 34 - (5 + 2 + 10 + 3 + 10)
    assert violations(st.board) == []


def test_initial_board_is_sound():
    assert violations(initial_board(0)) == []
