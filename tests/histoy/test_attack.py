"""10.6 / 第11章: attacks, defences (one per attack), battles, deck damage, cancellation."""

from __future__ import annotations

from judge.engine.core import Action

from .helpers import clauses, final, refused, run, scenario

ARENA = """card 大名 rank 3 power 5000 attacker
card 門番 rank 0 power 2000 blocker
card 影武者 rank 1 power 1000 substitute
turn A 3 phase attack
A.deck 10
A.p1 大名
B.deck 10
B.hand 影武者
B.p1 門番
"""


def test_attack_on_deck_unblocked() -> None:
    r = run(ARENA + "A attack 1 -> deck\nB pass\n")
    assert r.board_after["sides"]["B"]["deck"] == 5 and r.board_after["sides"]["B"]["grave"] == 5
    assert r.board_after["sides"]["A"]["field"]["p1"]["rested"] is True
    assert "histoy-ja#11.7.1" in clauses(r)  # not a battle


def test_attack_waits_for_the_defender() -> None:
    from judge.games.histoy.runner import play

    st = play(scenario(ARENA + "A attack 1 -> deck\n"))[0]
    decision = st.pending_decision()
    assert decision is not None and decision.player == "B"
    assert decision.clause == "histoy-ja#11.2.1"
    assert set(decision.options) == {
        Action.make("pass", "B"), Action.make("block", "B", place=1),
        Action.make("substitute", "B", card="影武者"),
    }


def test_block_on_deck_attack_overflows() -> None:
    st = final(ARENA + "A attack 1 -> deck\nB block 1\n")
    assert len(st.z["B"].deck) == 7 and [c.name for c in st.z["B"].grave] == ["門番", "_", "_",
                                                                                "_"]


def test_substitute_lowers_power_only_for_that_attack() -> None:
    st = final(ARENA + "A attack 1 -> deck\nB substitute 影武者\n")
    assert len(st.z["B"].deck) == 8
    top = st.place("A", 1).top
    assert top is not None and st.power(top) == 5000


def test_block_after_substitute_is_refused() -> None:
    assert refused(ARENA + "A attack 1 -> deck\nB substitute 影武者\nB block 1\n")[0] == \
        "histoy-ja#11.2.6"


def test_second_defence_after_block_is_refused() -> None:
    assert refused(ARENA + "A attack 1 -> deck\nB pass\nB block 1\n")[0] == "histoy-ja#11.2.5"


def test_attacker_must_be_active() -> None:
    assert refused(ARENA.replace("A.p1 大名", "A.p1 大名 rested") + "A attack 1 -> deck\n")[0] \
        == "histoy-ja#5.2.6"


def test_cannot_attack_prohibition() -> None:
    assert refused(ARENA + "A.flags forbid_attack\nA attack 1 -> deck\n")[0] == "histoy-ja#5.4.1"


def test_attack_trigger_runs_in_step_two() -> None:
    r = run("""card 猛将 rank 2 power 2000 attacker
  effect on attack: power this +1000.
turn A 3 phase attack
A.deck 10
A.p1 猛将
B.deck 10
A attack 1 -> deck
B pass
""")
    assert r.board_after["sides"]["B"]["deck"] == 7
    steps = [(s.clause, s.what) for s in r.trace.walk()]
    assert ("histoy-ja#10.6.2", "② 「攻撃した時」 effect of 猛将") in steps
    assert steps.index(("histoy-ja#10.6.2", "② 「攻撃した時」 effect of 猛将")) < steps.index(
        ("histoy-ja#11.2.1", "B uses no defence"))


def test_target_leaving_cancels_attack_without_switching_to_deck() -> None:
    st = final("""card 大名 rank 3 power 5000 attacker
card 浪人 rank 1 power 1000
card 変 incident level 1 defence
  effect: send defender hand.
turn A 3 phase attack
A.deck 10
A.p1 大名
B.deck 10
B.hand 変
B.p2 浪人 rested
A attack 1 -> 2
B incident 変
""")
    assert len(st.z["B"].deck) == 10  # 10.6.6
    assert [c.name for c in st.z["B"].hand] == ["浪人"]
    assert st.place("A", 1).rested


def test_zero_right_spent_even_with_block_and_power_floor() -> None:
    st = final(ARENA + "B.flags nullify 2\nA attack 1 -> deck\nB block 1 zero\n")
    assert len(st.z["B"].deck) == 10 and st.nullify["B"] == 1  # 11.2.8
    assert [c.name for c in st.z["B"].grave] == ["門番"]


def test_zero_right_requires_a_right() -> None:
    assert refused(ARENA + "A attack 1 -> deck\nB pass zero\n")[0] == "histoy-ja#11.2.8"


def test_attacker_leaving_cancels_and_keeps_nothing_else() -> None:
    r = run("""card 大名 rank 3 power 5000 attacker
card 変 incident level 1 defence
  effect: send attacker hand.
turn A 3 phase attack
A.deck 10
A.p1 大名
B.deck 10
B.hand 変
B.p1 大名
A attack 1 -> deck
B incident 変
""")
    assert r.board_after["sides"]["B"]["deck"] == 10 and r.board_after["sides"]["A"]["hand"] == ["大名"]
    assert "histoy-ja#10.6.5" in clauses(r)


def test_battleproof_blocker_stays_but_overflow_hits_the_deck() -> None:
    st = final(ARENA.replace("card 門番 rank 0 power 2000 blocker",
                             "card 門番 rank 0 power 2000 blocker battleproof")
               + "A attack 1 -> deck\nB block 1\n")
    assert st.place("B", 1).top is not None and len(st.z["B"].deck) == 7  # 11.7.2


def test_attack_limit_counts_attacks_already_made() -> None:
    body = """card 侍 rank 1 power 1000 attacker
card 軍師 rank 2 power 1000 defence
turn A 3 phase attack
A.deck 10
A.p1 侍
A.p2 侍
B.deck 10
A attack 1 -> deck
B pass
"""
    st = final(body)
    st.attack_limit["A"] = 1  # as if an effect had just imposed 「攻撃は1回まで」
    from judge.engine.core import IllegalAction
    from judge.games.histoy.actions import validate

    try:
        validate(st, Action.make("attack", "A", place=2, target="deck"))
    except IllegalAction as err:
        assert err.clause == "histoy-ja#10.3.2"
    else:
        raise AssertionError("the second attack should be refused")
