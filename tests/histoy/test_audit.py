"""Rules added by the audit: 5.6.4 next-turn prohibitions, 5.6.3 this-turn power, 10.1.2 order,
10.2.1 「場を離れない」, 10.1.11 other cards' 「〜した時」 常 effects; and their DSL round trip."""

from judge.dsl.frame import parse_scenario
from judge.engine.runner import run_scenario
from judge.games.histoy.parser import HistoyParser

HEAD = "game histoy\n"


def _run(text: str):
    s = parse_scenario(HEAD + text)
    assert HistoyParser().parse(s.dump(), "x") == s  # the new syntax round-trips
    return run_scenario(s)


def test_next_own_turn_prohibition_skips_the_current_turn() -> None:
    r = _run("""card 武将 rank 1 power 3000 attacker
  effect 召: forbid own attack for 1.
turn A 3 phase effect
A.deck 20
A.p1 武将 summoned
B.deck 20
A use 1 召
A end
A end
expect can A attack 1 -> deck
""")
    assert [e.passed for e in r.expectations] == [True]


def test_this_turn_power_expires_and_lasting_power_stays() -> None:
    r = _run("""card 武将 rank 1 power 3000
  effect 召: power this +2000 this turn. power this +1000.
turn A 3 phase effect
A.deck 20
A.p1 武将 summoned
B.deck 20
A use 1 召
expect A.p1.power == 6000
A end
A end
A end
expect A.p1.power == 4000
""")
    assert [e.passed for e in r.expectations] == [True, True]


def test_order_decides_who_decks_out_first() -> None:
    base = """card 学者 rank 1 power 1000
  effect 召: send all both named 忍び grave.
card 甲賀の忍び rank 1 power 1000
  effect on leave: opp mill 2.
card 伊賀の忍び rank 1 power 1000
  effect on leave: opp mill 2.
turn A 3 phase effect
{order}
A.deck 2
A.p1 学者 summoned
A.p2 甲賀の忍び
B.deck 2
B.p2 伊賀の忍び
A use 1 召
"""
    first = _run(base.format(order="order 甲賀の忍び"))
    second = _run(base.format(order="order 伊賀の忍び"))
    assert (first.outcome.winner, second.outcome.winner) == ("A", "B")
    assert any(s.clause == "histoy-ja#10.1.2" for s in first.trace.walk())


def test_staying_card_survives_send_and_then_stops() -> None:
    r = _run("""card 学者 rank 1 power 1000
  effect 召: send opp.p1 grave. then draw 1.
card 城主 rank 2 power 4000 staying
turn A 3 phase effect
A.deck 20
A.p1 学者 summoned
B.deck 20
B.p1 城主
A use 1 召
""")
    assert r.board_after["sides"]["B"]["field"]["p1"]["cards"] == ["城主"]
    assert r.board_after["sides"]["A"]["hand"] == []
    assert any(s.clause == "histoy-ja#10.2.1" for s in r.trace.walk())


def test_watcher_leaving_with_the_others_does_not_trigger() -> None:
    r = _run("""card 学者 rank 1 power 1000
  effect 召: send opp.p2 grave. send all opp grave.
card 物見 rank 1 power 1000
  effect on ally_leave: draw 1.
card 侍 rank 1 power 3000
turn A 3 phase effect
A.deck 20
A.p1 学者 summoned
B.deck 20
B.p1 物見
B.p2 侍
B.p3 侍
A use 1 召
""")
    # the first send (p2 alone) triggers it once; the second takes 物見 with p3: no trigger
    assert len(r.board_after["sides"]["B"]["hand"]) == 1


def test_upto_choice_is_the_players_and_needs_an_upto_count() -> None:
    body = """card 学者 rank 1 power 1000
  effect 召: draw upto 2. then power this +1000.
card 賢者 rank 1 power 1000
  effect 召: draw 1.
turn A 3 phase effect
A.deck 20
A.p1 学者 summoned
A.p2 賢者 summoned
B.deck 20
A use 1 召 choose 1
expect A.hand == 1
expect A.p1.power == 2000
A use 2 召 choose 0
expect illegal 6.5.1
"""
    r = _run(body)
    assert [e.passed for e in r.expectations] == [True, True, True]


def test_or_groups_run_only_the_picked_alternative() -> None:
    body = """card 軍師 rank 1 power 2000
  effect 召: draw 1. or opp mill 3. or opp mill 1. then power this +1000.
turn A 3 phase effect
A.deck 20
A.p1 軍師 summoned
B.deck 20
A use 1 召 pick 3
expect A.hand == 0
expect B.deck == 19
expect A.p1.power == 3000
"""
    r = _run(body)
    assert [e.passed for e in r.expectations] == [True, True, True]
    bad = _run(body.replace("pick 3", "pick 4").replace(
        "expect A.hand == 0\nexpect B.deck == 19\nexpect A.p1.power == 3000\n",
        "expect illegal 6.5.7\n"))
    assert [e.passed for e in bad.expectations] == [True]


def test_copy_runs_as_the_host_and_leaves_the_source_unused() -> None:
    r = _run("""card 模倣者 rank 2 power 1000
  effect 召: copy own.p2.
card 剣豪 rank 2 power 3000
  effect 召: power this +2000.
turn A 3 phase effect
A.deck 20
A.p1 模倣者 summoned
A.p2 剣豪
B.deck 20
A use 1 召
expect A.p1.power == 3000
expect A.p2.power == 3000
expect cannot A use 2 召 by 6.4.1
""")
    assert [e.passed for e in r.expectations] == [True, True, True]
    assert [s.clause for s in r.trace.walk()].count("histoy-ja#6.11.1") == 1


def test_named_condition_counts_face_up_name_matches_only() -> None:
    body = """card 学者 rank 1 power 1000
  effect 召: if own.field named 信長 >= 2 draw 1.
card "魔王　織田信長" rank 2 power 5000
card "信長の妹　お市" rank 1 power 1000
turn A 3 phase effect
A.deck 20
A.p1 学者 summoned
A.p2 "魔王　織田信長"
A.p3 {third}
B.deck 20
A use 1 召
"""
    two = _run(body.format(third='"魔王　織田信長"'))
    epithet = _run(body.format(third='"信長の妹　お市"'))  # 7.1.4 the epithet does not count
    assert (len(two.board_after["sides"]["A"]["hand"]),
            len(epithet.board_after["sides"]["A"]["hand"])) == (1, 0)


def test_it_uses_last_face_up_information_and_is_restored_after_triggers() -> None:
    r = _run("""card 刺客 rank 1 power 1000
  effect 召: flip opp.p1 down. if it.rank >= 2 draw 1. power it +1000.
card 大名 rank 2 power 5000
turn A 3 phase effect
A.deck 20
A.p1 刺客 summoned
B.deck 20
B.p1 大名
A use 1 召
""")
    assert len(r.board_after["sides"]["A"]["hand"]) == 1      # rank 2 as last seen face up
    clauses = [s.clause for s in r.trace.walk()]
    assert "histoy-ja#10.1.10" in clauses and "histoy-ja#3.1.7" in clauses  # no power face down
