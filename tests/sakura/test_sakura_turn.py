"""§8 turn flow, 5-1 focus and 畏縮, 9-7 reshuffle, 10-10 焦燥, 10-13, 4-1 setup, 4-2 victory."""

import pytest

from judge.engine.core import Action
from judge.games.sakura import SakuraGame, victory
from judge.games.sakura.flow import GameOver
from judge.games.sakura.setup import initial_board
from tests.sakura.helpers import failures, run, start

DECK = "card 札1 action\ncard 札2 action\ncard 札3 action\n"


def test_start_phase_order_focus_enhancement_reshuffle_draw():
    st = start(DECK + "card 結 enhance storage 2\ndistance 8\nA focus 0\nA enhance 結 2\n"
               "A deck 札1 札2\nA discard 札3\nturn A start\n")
    assert st.pending.clause == "sakura-ja#8-1-3"          # ⅲ: may reshuffle
    assert st.board.sides["A"].focus == 1                  # ⅰ
    assert st.board.sides["A"].enhancements["結"] == 1     # ⅱ
    assert st.board.sides["A"].hand == []                  # ⅳ not yet
    st.apply(Action.make("reshuffle", "A", yes=True))
    side = st.board.sides["A"]
    assert (side.life, side.flare, len(side.hand), len(side.deck)) == (9, 1, 2, 1)


def test_first_turn_skips_default_processing():
    st = start(DECK + "distance 8\nA focus 0\nA deck 札1 札2\nA flags first-turn\nturn A start\n")
    assert st.board.sides["A"].focus == 0 and st.board.sides["A"].hand == []
    assert st.board.sides["A"].first_turn is False


def test_flinch_replaces_focus_gain():
    st = start(DECK + "distance 8\nA focus 1\nA deck 札1 札2\nA flags flinch\nturn A start\n")
    assert st.board.sides["A"].focus == 1 and st.board.sides["A"].flinch is False


def test_effect_reshuffle_takes_no_damage_rule_reshuffle_does():
    by_effect = run(DECK + "distance 8\nA discard 札1\nturn A main standard\nA effect reshuffle\n"
                    "expect A.life == 10\nexpect A.deck == 1\n")
    assert failures(by_effect) == []


def test_empty_deck_draw_is_impatience():
    result = run("distance 8\nturn A main standard\nA effect draw 1\nB damage life\n"
                 "expect illegal 5-8-3-2\nexpect pending A damage\nA damage life\n"
                 "expect A.life == 9\nexpect trace 10-10\n")
    assert failures(result) == []


def test_hand_limit_default_and_choice():
    result = run(DECK + "card 札4 action\ndistance 8\nA hand 札1 札2 札3 札4\nB deck 札1\n"
                 "B flags first-turn\nturn A main standard\nA end phase\nA hide 札2\nA hide 札4\n"
                 "expect A.hand has 札1 札3\nexpect A.facedown has 札2 札4\n")
    assert failures(result) == []


def test_end_phase_by_effect_skips_the_rest_of_the_card():
    result = run(DECK + "card 幕 action {\n  use: end-phase\n  use: opp damage life 2\n}\n"
                 "distance 6\nA hand 幕\nB deck 札1 札2\nturn A main standard\nA use 幕\n"
                 "expect B.life == 10\nexpect A.discard has 幕\nexpect phase B main\n")
    assert failures(result) == []


def test_setup_follows_4_1():
    board = initial_board(seed=3)
    first = board.turn
    second = "B" if first == "A" else "A"
    assert board.distance == 10 and board.dust == 0
    for side in board.sides.values():
        assert (side.aura, side.life, len(side.hand), len(side.deck)) == (3, 10, 3, 4)
        assert len(side.specials) == 3 and set(side.specials.values()) == {"unused"}
    assert (board.sides[first].focus, board.sides[second].focus) == (0, 1)


def test_mulligan_puts_cards_on_the_bottom_and_redraws():
    base = initial_board(seed=5)
    p = base.turn
    card = base.sides[p].hand[0]
    board = initial_board(seed=5, mulligan={p: [card]})
    assert board.sides[p].deck[-1] == card and len(board.sides[p].hand) == 3
    assert card not in board.sides[p].hand


def test_new_game_starts_with_first_turn_skipped():
    st = SakuraGame(seed=1).new_initial_state()
    assert st.board.phase == "main" and st.pending.clause in ("sakura-ja#8-2-1",)


def test_victory_draw_when_both_reach_zero():
    st = start("distance 6\nturn A main standard\n")
    st.board.sides["A"].life = st.board.sides["B"].life = 0
    with pytest.raises(GameOver):
        victory.check(st)
    assert st.board.over and st.board.winner is None and st.board.end_clause == "sakura-ja#4-2"


def test_victory_life_zero_loses_at_once():
    result = run("card 止 attack 1-3 -/3\ndistance 2\nA hand 止\nB life 2\nturn A main standard\n"
                 "A use 止\nB decline\nexpect winner A\n")
    assert failures(result) == []
    assert result.outcome.clause == "sakura-ja#4-2"
