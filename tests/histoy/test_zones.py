"""第2章/第3章: zones, stacks, the under-field zone, face and rest state, impossible boards."""

from __future__ import annotations

import pytest

from judge.engine.core import InvariantViolation
from judge.errors import ScenarioError
from judge.games.histoy.setup import build_state

from .helpers import final, scenario

CARDS = """card 足軽 rank 0 power 1000 attacker
card 侍 rank 1 power 3000 attacker blocker
card 本能寺の変 incident level 2
"""


def test_board_dict_is_exact() -> None:
    st = build_state(scenario(CARDS + """turn B 2 phase set
A.deck 3
A.hand 侍
A.grave 1
A.p2 足軽 侍 rested
A.p4 足軽 down
B.deck 4
"""))
    assert st.board() == {
        "active": "B", "phase": "set", "turn": {"A": 2, "B": 2}, "first": "A", "winner": None,
        "sides": {
            "A": {"deck": 3, "hand": ["侍"], "grave": 1, "field": {
                "p2": {"cards": ["足軽", "侍"], "face": "up", "rested": True, "power": 3000},
                "p4": {"cards": ["足軽"], "face": "down", "rested": False, "power": None},
            }},
            "B": {"deck": 4, "hand": [], "grave": 0, "field": {}},
        },
    }
    # 2.4.1 the under-field zone: every card below a top card; 4.1.1 counts are public
    assert st.counts("A") == {"deck": 3, "hand": 1, "grave": 1, "field": 2, "under": 1}


@pytest.mark.parametrize(("board", "line", "words"), [
    ("A.deck 3\nB.deck 3\nA.p1 本能寺の変\n", 7, "A.p1: 本能寺の変 cannot be on the field "
     "(histoy-ja#6.8.3)"),
    ("A.deck 3\nB.deck 0\n", 6, "B's deck is empty, so the game is already over "
     "(histoy-ja#12.1.1)"),
    ("turn A 1 phase setup\nA.deck 9\nA.hand 4\nB.deck 9\nB.hand 5\n", 7,
     "A starts with 4 cards in hand; the opening hand is 5 (histoy-ja#5.1.2)"),
    ("A.deck 3\nB.deck 3\nB.p2 足軽 幽霊\n", 7, "card '幽霊' is used on the board but never "
     "defined"),
])
def test_impossible_boards_name_line_and_clause(board: str, line: int, words: str) -> None:
    with pytest.raises(ScenarioError) as err:
        build_state(scenario(CARDS + board))
    assert (err.value.line, err.value.column) == (line, 1)
    assert words in str(err.value)


def test_card_on_face_down_card_breaks_invariant() -> None:
    st = build_state(scenario(CARDS + "A.deck 3\nB.deck 3\nA.p1 足軽 侍\n"))
    st.place("A", 1).cards[0].face_up = False
    with pytest.raises(InvariantViolation) as err:
        st.check_invariants()
    assert err.value.clause == "histoy-ja#3.1.5"


def test_card_count_invariant() -> None:
    st = build_state(scenario(CARDS + "A.deck 3\nB.deck 3\n"))
    st.z["A"].deck.pop()
    with pytest.raises(InvariantViolation) as err:
        st.check_invariants()
    assert err.value.clause == "histoy-ja#4.1.1"


def test_face_down_card_has_no_power_and_no_effects() -> None:
    st = build_state(scenario(CARDS + "A.deck 3\nB.deck 3\nA.p1 侍 down\n"))
    top = st.place("A", 1).top
    assert top is not None and st.power(top) is None  # 3.1.2


def test_battle_moves_only_the_top_card_and_the_stack_keeps_rest() -> None:
    st = final(CARDS + """card 大名 rank 2 power 5000 attacker
turn A 3 phase attack
A.deck 5
A.p1 大名
B.deck 5
B.p1 足軽 侍 rested
A attack 1 -> 1
B pass
""")
    p = st.place("B", 1)
    assert [c.name for c in p.cards] == ["足軽"] and p.rested  # 11.1.5
    assert [c.name for c in st.z["B"].grave] == ["侍"]


def test_leaving_the_field_resets_history() -> None:
    st = final(CARDS + """card 刺客 rank 1 power 1000
  effect 召: power own.p2 +2000, send own.p2 hand.
turn A 3 phase effect
A.deck 5
A.p1 刺客 summoned
A.p2 侍 summoned used
B.deck 5
A use 1 召
""")
    card = st.z["A"].hand[0]
    assert card.name == "侍"
    assert (card.power_mods, card.summoned_turn, card.used_turn) == ([], -1, -1)  # 3.5.4
    assert not st.place("A", 2).cards
