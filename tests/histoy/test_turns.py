"""第5章: setup and redraws, phases, first-turn limits, turn counting, extra turns."""

from __future__ import annotations

from judge.engine.core import Action
from judge.games.histoy.game import HistoyGame

from .helpers import final, refused

BASIC = "card 足軽 rank 0 power 1000 attacker\ncard 侍 rank 1 power 3000 attacker\n"


def test_new_game_deals_five_and_waits_for_redraws() -> None:
    st = HistoyGame().new_initial_state(seed=3)
    assert st.phase == "setup"
    assert [len(st.z[p].hand) for p in "AB"] == [5, 5]
    assert [len(st.z[p].deck) for p in "AB"] == [32, 32]
    st.apply(Action.make("redraw", "A", cards=(st.z["A"].hand[0].name,)))
    assert len(st.z["A"].hand) == 5 and len(st.z["A"].deck) == 31 and len(st.z["A"].limbo) == 1
    st.apply(Action.make("keep", "A"))
    assert len(st.z["A"].deck) == 32 and not st.z["A"].limbo
    st.apply(Action.make("keep", "B"))
    assert (st.phase, st.active, st.turns) == ("draw", "A", {"A": 1, "B": 0})


def test_phase_order_and_turn_pass() -> None:
    st = final(BASIC + """turn A 2 phase draw
A.deck 10
B.deck 10
A draw 2
A end
A end
A end
A end
""")
    assert (st.active, st.phase, st.turns) == ("B", "draw", {"A": 2, "B": 2})
    assert len(st.z["A"].hand) == 2


def test_draw_more_than_two_is_illegal() -> None:
    assert refused("turn A 2 phase draw\nA.deck 10\nB.deck 10\nA draw 3\n")[0] == \
        "histoy-ja#5.2.2"


def test_first_player_cannot_draw_on_turn_one() -> None:
    clause, reason = refused("turn A 1 phase draw\nA.deck 10\nB.deck 10\nA draw 1\n")
    assert clause == "histoy-ja#5.5.1"


def test_second_player_first_turn_cannot_attack() -> None:
    clause, _ = refused(BASIC + """first A
turn B 1 phase attack
A.deck 10
B.deck 10
B.p1 足軽
B attack 1 -> deck
""")
    assert clause == "histoy-ja#5.5.1"


def test_summon_rank_zero_only_to_empty_place() -> None:
    assert refused(BASIC + """turn A 2 phase summon
A.deck 10
A.hand 侍
B.deck 10
A summon 侍 at 1
""")[0] == "histoy-ja#5.2.3"
    assert refused(BASIC + """turn A 2 phase summon
A.deck 10
A.hand 足軽
A.p1 足軽
B.deck 10
A summon 足軽 at 1
""")[0] == "histoy-ja#6.9.1"


def test_summon_forbidden_keeps_face_down_cards_down() -> None:
    st = final(BASIC + """turn A 2 phase draw
A.deck 10
A.p1 足軽 侍 down
A.flags forbid_summon
B.deck 10
A draw 0
""")
    top = st.place("A", 1).top
    assert top is not None and not top.face_up  # 6.10.3


def test_set_on_rested_card_is_rested_and_face_down() -> None:
    st = final(BASIC + """turn A 2 phase set
A.deck 10
A.hand 侍
A.p1 足軽 rested
B.deck 10
A set 侍 on 1
""")
    p = st.place("A", 1)
    assert p.rested and p.top is not None and p.top.name == "侍" and not p.top.face_up


def test_forbid_for_n_turns_counts_only_that_players_turns() -> None:
    body = BASIC + """card 僧 rank 1 power 1000
  effect 召: forbid opp draw for 1.
turn A 3 phase effect
A.deck 10
A.p1 僧 summoned
B.deck 10
A use 1 召
A end
A end
A end
"""
    assert refused(body + "B draw 1\n")[0] == "histoy-ja#5.3.1"
    st = final(body + "B draw 0\nB end\nB end\nB end\nB end\nA draw 0\nA end\nA end\nA end\n"
               "A end\nB draw 2\n")
    assert len(st.z["B"].hand) == 2  # 5.6.1: the ban lasted one of B's turns


def test_extra_turn_counts_for_that_player_only() -> None:
    st = final(BASIC + """card 天下人 rank 4 power 8000
  effect 召: extra_turn.
turn A 3 phase effect
A.deck 10
A.p1 天下人 summoned
B.deck 10
A use 1 召
A end
A end
A end
""")
    assert (st.active, st.turns, st.in_extra_turn) == ("A", {"A": 4, "B": 2}, True)


def test_summon_limit_refuses_extra_rank_zero_and_caps_without_set() -> None:
    body = BASIC + """card 軍師 rank 2 power 1000
  effect 召: summon 侍 足軽 empty.
turn A 3 phase summon
A.deck 10
A.hand 足軽 足軽 足軽 侍
A.p1 軍師 summoned
A.flags summonlimit 2
B.deck 10
A summon 足軽 at 2
"""
    assert refused(body + "A summon 足軽 at 3\nA summon 足軽 at 4\n") == (
        "histoy-ja#6.10.1", "A may summon only 2 card(s) this turn")
    st = final(body + "A end\nA use 1 召\n")
    assert [p.top.name if p.top else None for p in st.z["A"].places] == [
        "軍師", "足軽", "侍", None, None]  # one summon left: 侍 only (6.10.1)
    assert [c.name for c in st.z["A"].hand] == ["足軽", "足軽"]
