"""第6章・第8章・第9章・第10章: marks, optional vs maximum, その後, incidents, accumulation."""

from __future__ import annotations

from .helpers import clauses, final, refused, run

HEAD = """turn A 3 phase effect
A.deck 10
A.hand 2
B.deck 10
"""


def test_fixed_draw_against_hand_limit_draws_nothing() -> None:
    st = final("card 学者 rank 1 power 1000\n  effect 召: draw 2.\n" + HEAD +
               "A.p1 学者 summoned\nA.flags handcap 4\nA use 1 召\n")
    assert (len(st.z["A"].hand), len(st.z["A"].deck)) == (2, 10)  # 6.5.8


def test_up_to_draw_chooses_the_largest_allowed_count() -> None:
    st = final("card 学者 rank 1 power 1000\n  effect 召: draw upto 2.\n" + HEAD +
               "A.p1 学者 summoned\nA.flags handcap 4\nA use 1 召\n")
    assert len(st.z["A"].hand) == 3  # 6.5.4 / 6.5.8


def test_then_stops_after_unresolved_sentence_and_trace_cites_6_7_1() -> None:
    r = run("card 学者 rank 1 power 1000\n  effect 召: draw 1. then opp mill 3.\n" + HEAD +
            "A.p1 学者 summoned\nA.flags forbid_draw\nA use 1 召\n")
    assert r.board_after["sides"]["B"]["deck"] == 10
    assert clauses(r)[-2:] == ["histoy-ja#6.5.11", "histoy-ja#6.7.1"]
    assert "did not fully resolve" in list(r.trace.walk())[-1].what


def test_sentences_without_then_run_regardless() -> None:
    st = final("card 学者 rank 1 power 1000\n  effect 召: draw 1. opp mill 3.\n" + HEAD +
               "A.p1 学者 summoned\nA.flags forbid_draw\nA use 1 召\n")
    assert len(st.z["B"].deck) == 7  # 6.7.2


def test_one_mark_effect_once_since_summoned() -> None:
    body = ("card 将 rank 2 power 1000\n  effect 1: power this +1000.\n" + HEAD +
            "A.p1 将 used1\nA use 1 1\n")
    assert refused(body)[0] == "histoy-ja#6.4.2"


def test_flip_face_down_resets_used_history() -> None:
    st = final("""card 将 rank 2 power 1000
  effect 召: flip this down.
""" + HEAD + "A.p1 将 summoned\nA use 1 召\n")
    top = st.place("A", 1).top
    assert top is not None and not top.face_up and top.used_turn == -1  # 6.4.4


def test_incident_goes_through_limbo_to_graveyard() -> None:
    r = run("""card 侍 rank 2 power 1000
card 乱 incident level 2
  effect: opp mill 1.
""" + HEAD.replace("A.hand 2", "A.hand 乱") + "A.p1 侍\nA incident 乱\n")
    assert r.board_after["sides"]["A"]["grave"] == 1 and r.board_after["sides"]["A"]["hand"] == []
    assert clauses(r)[1] == "histoy-ja#2.8.1" and clauses(r)[-1] == "histoy-ja#6.8.3"


def test_incident_needs_a_face_up_card_of_its_level() -> None:
    clause, reason = refused("""card 乱 incident level 1
  effect: opp mill 1.
""" + HEAD.replace("A.hand 2", "A.hand 乱") + "A incident 乱\n")
    assert clause == "histoy-ja#6.8.2" and "no face-up card" in reason


def test_power_accumulates_and_set_power_overrides() -> None:
    st = final("""card 軍師 rank 2 power 3000
  effect 召: power own.p2 +1000. power own.p2 +1000. power own.p2 = 500. power own.p2 -2000.
card 足軽 rank 0 power 1000
""" + HEAD + "A.p1 軍師 summoned\nA.p2 足軽\nA use 1 召\n")
    top = st.place("A", 2).top
    assert top is not None and st.power(top) == 0 and top.power_set == 500  # 10.4.3, 11.6.2


def test_static_power_bonus_follows_face_up_state() -> None:
    st = final("""card 旗本 rank 1 power 1000
  effect 常: power all own up +1000.
card 足軽 rank 0 power 1000
""" + HEAD + "A.p1 旗本\nA.p2 足軽\n")
    p2 = st.place("A", 2).top
    assert p2 is not None and st.power(p2) == 2000  # 6.4.5
    p1 = st.place("A", 1).top
    assert p1 is not None
    p1.face_up = False
    assert st.power(p2) == 1000


def test_all_with_zero_targets_resolves() -> None:
    r = run("card 猛将 rank 2 power 1\n  effect 召: rest all opp rested. then draw 1.\n" + HEAD +
            "A.p1 猛将 summoned\nA use 1 召\n")
    assert "histoy-ja#8.3.2" in clauses(r)
    assert len(r.board_after["sides"]["A"]["hand"]) == 3


def test_immune_card_is_not_moved_but_can_be_counted() -> None:
    st = final("""card 風神 rank 2 power 3000 immune
card 刺客 rank 1 power 1000
  effect 召: send opp.p1 hand. then draw 1.
""" + HEAD + "A.p1 刺客 summoned\nB.p1 風神\nA use 1 召\n")
    assert st.place("B", 1).top is not None  # 9.1.1
    assert len(st.z["A"].hand) == 2  # the send did not resolve: no 「その後」


def test_summon_without_set_in_rank_order() -> None:
    st = final("""card 軍師 rank 2 power 3000
  effect 召: summon 侍 to 2, summon 足軽 to 3.
card 足軽 rank 0 power 1000
card 侍 rank 1 power 2000
""" + HEAD.replace("A.hand 2", "A.hand 侍 足軽") + "A.p1 軍師 summoned\nA.p2 足軽\nA use 1 召\n")
    p2, p3 = st.place("A", 2).top, st.place("A", 3).top
    assert p2 is not None and p2.name == "侍" and p2.face_up and p2.noset_turn == st.serial
    assert p3 is not None and p3.name == "足軽"


def test_summon_without_set_wrong_rank_does_nothing() -> None:
    r = run("""card 軍師 rank 2 power 3000
  effect 召: summon 大名 to 2.
card 足軽 rank 0 power 1000
card 大名 rank 3 power 2000
""" + HEAD.replace("A.hand 2", "A.hand 大名") + "A.p1 軍師 summoned\nA.p2 足軽\nA use 1 召\n")
    assert r.board_after["sides"]["A"]["hand"] == ["大名"]
    assert clauses(r)[-1] == "histoy-ja#6.9.1"


def test_add_and_discard_are_zone_moves_not_draws() -> None:
    r = run("card 学者 rank 1 power 1000\n  effect 召: add 2 from grave, discard 1.\n"
            + HEAD.replace("A.hand 2", "A.hand 学者 _") + "A.grave 3\nA.p1 学者 summoned\n"
            "A.flags forbid_draw\nA use 1 召\n")
    assert (r.board_after["sides"]["A"]["grave"], len(r.board_after["sides"]["A"]["hand"])) == (2, 3)
    assert r.board_after["sides"]["A"]["hand"][0] == "_"  # the first hand card went to the graveyard
    assert clauses(r)[2:4] == ["histoy-ja#6.5.10", "histoy-ja#2.6.1"]


def test_swap_exchanges_whole_zones() -> None:
    st = final("card 術 rank 1 power 1000\n  effect 召: swap own.\n" + HEAD +
               "A.grave 4\nA.p1 術 summoned\nA use 1 召\n")
    assert (len(st.z["A"].deck), len(st.z["A"].grave)) == (4, 10)  # 11.4.1


def test_declining_a_mandatory_sentence_is_refused() -> None:
    assert refused("card 学者 rank 1 power 1000\n  effect 召: draw 1. may draw 1.\n" + HEAD +
                   "A.p1 学者 summoned\nA use 1 召 decline 1\n")[0] == "histoy-ja#6.5.1"
    st = final("card 学者 rank 1 power 1000\n  effect 召: draw 1. may draw 1.\n" + HEAD +
               "A.p1 学者 summoned\nA use 1 召 decline 2\n")
    assert len(st.z["A"].hand) == 3


def test_named_filter_ignores_epithet_and_face_down() -> None:
    st = final("""card 号令 rank 2 power 1
  effect 召: rest all opp named 信長.
card "尾張の信長狂い　某" rank 1 power 1
card "第六天魔王　織田信長" rank 3 power 1
""" + HEAD + """A.p1 号令 summoned
B.p1 "尾張の信長狂い　某"
B.p2 "第六天魔王　織田信長"
B.p3 "第六天魔王　織田信長" down
A use 1 召
""")
    assert [p.rested for p in st.z["B"].places[:3]] == [False, True, False]


def test_triggers_of_one_moment_run_one_after_another_not_nested() -> None:
    r = run("""card 軍鼓 rank 0 power 1000
  effect on attack_phase: draw 1.
turn A 3 phase set
A.deck 10
A.p1 軍鼓
A.p2 軍鼓
B.deck 10
A end
""")
    [phase_step] = [s for s in r.trace.steps[0].children if "attack phase" in s.what]
    tops = [s for s in r.trace.steps[0].children if s.clause == "histoy-ja#6.4.6"]
    assert phase_step.clause == "histoy-ja#5.2.1"
    assert [s.what for s in tops] == ["「攻撃フェーズの初めに」 effect of 軍鼓"] * 2
    assert all(len(s.children) == 1 and not s.children[0].children[0].children for s in tops)
    assert len(r.board_after["sides"]["A"]["hand"]) == 2
