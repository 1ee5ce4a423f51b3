"""Rules-audit regressions: 8-1-3 ⅱ on both players' 付与札, 9-4 ⅰ reaction window,
【常時】 and opponent-aimed 【展開中】 modifications, filler deck cards."""

from judge.engine.core import Action
from judge.games.sakura import attack
from tests.sakura.helpers import failures, run, start


def test_start_phase_takes_a_crystal_from_the_turn_players_enhancements_only():
    st = start("card 結 enhance storage 3\ncard 甲 enhance storage 2\ndistance 4\n"
               "A enhance 結 3\nB enhance 甲 2\nA deck 札1 札2\nturn A start\n")
    assert st.board.sides["A"].enhancements == {"結": 2}   # 8-1-3 ⅱ
    assert st.board.sides["B"].enhancements == {"甲": 2}   # the opponent's keep theirs
    assert st.board.dust == 36 - (4 + 3 + 3 + 10 + 10 + 2 + 2)


def test_react_outside_the_reaction_window_cites_9_4():
    st = start("card 斬 attack 3-4 3/1\ncard 返し attack reaction 3-4 1/1\n"
               "card 受け action reaction {\n  use: my aura -> distance 1\n}\n"
               "distance 4\nA hand 斬 受け\nB hand 返し\nturn A main standard\n")
    st.apply(Action.make("use", "A", card="斬"))
    st.apply(Action.make("react", "B", card="返し"))
    err = st.why_illegal(Action.make("react", "A", card="受け"))
    assert err.clause == "sakura-ja#9-4"
    assert "itself used as a reaction" in err.reason


def test_always_modification_reads_its_condition_now():
    st = start("card 月影 attack 3-4 3/1 {\n  always: if my.life <= 3: +1/+0\n}\n"
               "distance 4\nA life 3 hand 月影\nturn A main standard\n")
    atk = attack.from_card("A", st.board.card("月影"), reacting=False)
    assert attack.effective_damage(st.board, atk) == (4, 1)
    st.board.sides["A"].life = 4
    assert attack.effective_damage(st.board, atk) == (3, 1)


def test_opponent_aimed_ongoing_applies_to_the_other_players_attacks_only():
    st = start("card 霧 enhance storage 2 {\n  ongoing: opp shrink-far 1\n  ongoing: opp -1/+0\n}\n"
               "card 斬 attack 3-4 2/1\ndistance 3\nA hand 斬\nB enhance 霧 2\n"
               "turn A main standard\n")
    b = st.board
    mine = attack.from_card("A", b.card("斬"), reacting=False)
    theirs = attack.from_card("B", b.card("斬"), reacting=False)
    assert attack.effective_range(b, mine) == frozenset({3})
    assert attack.effective_damage(b, mine) == (1, 1)
    assert attack.effective_range(b, theirs) == frozenset({3, 4})
    assert attack.effective_damage(b, theirs) == (2, 1)


def test_deck_cards_need_no_definition_but_hand_cards_do():
    result = run("distance 10\nA deck 札1 札2\nturn A start\nA reshuffle no\n"
                 "expect A.hand has 札1 札2\n")
    assert failures(result) == []


def test_card_move_lets_the_owner_pick_and_stops_when_the_pile_is_empty():
    st = start("card 甲 action\ncard 乙 action\ncard 崩し action use: opp hand -> facedown 3\n"
               "distance 8\nA hand 崩し\nB hand 甲 乙\nturn A main standard\n")
    st.apply(Action.make("use", "A", card="崩し"))
    assert st.pending.clause == "sakura-ja#7-1-8"
    assert {o.arg("card") for o in st.pending.options} == {"甲", "乙"}
    st.apply(Action.make("pick", "B", card="乙"))
    side = st.board.sides["B"]
    assert (side.hand, side.facedown) == ([], ["乙", "甲"])   # 5-10: 2 of 3 moved


def test_store_dust_counts_against_the_modified_storage():
    result = run("card 増 enhance storage 5 ongoing: storage-shift +1\ncard 構え enhance storage 2\n"
                 "distance 4\nA aura 3 hand 構え\nA enhance 増 5\nturn A main standard\n"
                 "A use 構え\nA store dust 1\nexpect A.enhance.構え == 3\nexpect A.aura == 1\n"
                 "expect dust == 0\n")
    assert failures(result) == []


def test_the_docs_example_scenario_passes():
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "dsl-sakura.md").read_text("utf-8")
    blocks = [b for b in re.findall(r"```\n(.*?)```", doc, re.S) if b.startswith("game sakura")]
    assert blocks
    for block in blocks:
        assert failures(run(block.split("\n", 1)[1])) == []


def test_assignments_apply_in_rank_order_the_turn_players_last():
    st = start("card 斬 attack 3-4 4/2 always: damage-becomes 2/2\n"
               "card 鏡 enhance storage 2 ongoing: damage-becomes 3/3\n"
               "card 霞 enhance storage 2 {\n  ongoing: opp damage-becomes 1/1\n"
               "  ongoing: opp damage-becomes 0/5\n}\n"
               "distance 4\nA hand 斬\nA enhance 鏡 2\nB enhance 霞 2\nturn A main standard\n")
    b = st.board
    atk = attack.from_card("A", b.card("斬"), reacting=False)
    assert attack.effective_damage(b, atk) == (3, 3)      # c (turn player A) last
    b.turn = "B"                                         # now A is the non-turn player: b-rank
    assert attack.effective_damage(b, atk) == (0, 1)      # B's are c: smallest of 1/1, 0/5


def test_decline_without_a_reaction_window_is_a_traced_no_op():
    result = run("card 斬 attack 3-4 3/1\ncard 返し attack reaction 3-4 1/1\ndistance 4\n"
                 "A hand 斬\nB hand 返し\nturn A main standard\nA use 斬\nB react 返し\n"
                 "A decline\nA damage life\nB damage life\nexpect A.life == 9\n"
                 "expect B.life == 9\n")
    assert failures(result) == []
    assert any("no reaction window" in s.what for s in result.trace.walk())
