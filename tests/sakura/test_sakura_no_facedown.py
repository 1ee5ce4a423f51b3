"""A card whose own text forbids turning it face down (Chikage's poison, 「伏せ札にできない」):
the end phase's hand limit skips it (8-3-2 「かつ伏せ札にできるカードがある場合」, the Korean
guide's 2.3.2 example), it cannot pay a basic action (9-6 ⅱ-B) and an effect cannot turn it
face down — the card's "cannot" wins over the rule (1-4)."""

from __future__ import annotations

from tests.sakura.helpers import failures, run

END = """card P1 action no-facedown
card P2 action 伏せ札にできない
card H1 action
card H2 action
board
distance 6
A aura 3 life 10 focus 1
A deck D1 D2 D3
B deck B1 B2
"""


def test_two_poison_cards_and_one_normal_card_the_normal_card_is_turned_face_down() -> None:
    result = run(END + "A hand P1 P2 H1\nturn A end\nexpect A.hand == 2\n"
                 "expect A.facedown == 1\n")
    assert failures(result) == []
    side = result.board_after["sides"]["A"]
    assert side["hand"] == ["P1", "P2"] and side["facedown"] == ["H1"]
    hid = [s.what for s in result.trace.walk() if s.clause.endswith("#8-3-2")]
    assert hid == ["A puts H1 face down (hand over 2, 5-1-3)"]


def test_three_poison_cards_stay_in_hand_over_the_limit() -> None:
    result = run(END.replace("card H1 action", "card P3 action no-facedown")
                 + "A hand P1 P2 P3\nturn A end\nexpect A.hand == 3\nexpect A.facedown == 0\n")
    assert failures(result) == []
    steps = [s.what for s in result.trace.walk() if s.clause.endswith("#8-3-2")]
    assert steps == ["A keeps 3 cards: none left in the hand can be put face down (8-3-2; 1-4)"]


def test_the_player_cannot_choose_a_poison_card_at_the_hand_limit() -> None:
    result = run(END + "A hand P1 H1 H2 P2\nturn A end\nA hide P1\n")
    assert result.illegal is not None and result.illegal.clause.endswith("#8-3-2")
    assert result.board_after["sides"]["A"]["facedown"] == []


def test_a_poison_card_cannot_pay_a_basic_action() -> None:
    result = run(END + "A hand P1\nturn A main\nA basic advance pay card P1\nexpect illegal 9-6\n")
    assert failures(result) == []
    assert "cannot be put face down (its own text; 1-4)" in result.illegal.reason


def test_an_effect_turning_hand_cards_face_down_skips_the_poison_card() -> None:
    result = run(END + "card E action {\n  use: hand -> facedown 2\n}\n"
                 "A hand E P1 H1\nturn A main\nA use E\nexpect A.facedown == 1\n"
                 "expect A.hand == 1\n")
    assert failures(result) == []
    assert result.board_after["sides"]["A"]["hand"] == ["P1"]
