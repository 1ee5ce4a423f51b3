"""Shisui's 裂傷 (sakura-ko add/22): tokens, X/Y choice, damage-ification, lacerated attacks and
costs, the start-phase processing and 失血死, with exact boards and cited clauses."""

import pytest

from judge.engine.core import Action
from judge.errors import ScenarioError
from judge.games.sakura.dsl import SakuraParser
from tests.sakura.helpers import failures, parse, run, start

ATTACK = ("card 裂 attack 3-4 {dmg} lacerated\ndistance 4\nA hand 裂\nB aura {aura}\n"
          "turn A main standard\n")


def _lacerated(dmg: str, aura: int):
    st = start(ATTACK.format(dmg=dmg, aura=aura))
    st.apply(Action.make("use", "A", card="裂"))
    st.apply(Action.make("decline", "B"))
    return st


def _clauses(st) -> list[str]:
    return [s.clause for s in st.trace.walk()]


@pytest.mark.parametrize(("dmg", "aura", "options"), [
    ("3/1", 3, ["aura", "life"]),
    ("3/1", 2, ["life"]),        # aura crystals < X: aura cannot be chosen (22-6-3-2)
    ("-/2", 3, ["life"]),        # '-' forces the other side
    ("2/-", 0, ["aura"]),
])
def test_xy_laceration_choice_options(dmg, aura, options):
    st = _lacerated(dmg, aura)
    assert st.pending is not None and st.pending.clause == "sakura-ko#add/22-6-3-2"
    assert [o.arg("to") for o in st.pending.options] == options


def test_lacerated_attack_puts_tokens_and_moves_no_crystal():
    st = _lacerated("3/1", 3)
    dust = st.board.dust
    st.apply(Action.make("damage", "B", to="aura"))
    b = st.board.sides["B"]
    assert (b.aura, b.life, b.flare, b.laceration, st.board.dust) == (3, 10, 0, {"aura": 3}, dust)
    assert "sakura-ko#add/22-9-1" in _clauses(st)
    assert "sakura-ja#5-8-3-2" not in _clauses(st)   # 9-4 ⅴ was replaced


def test_aura_refused_when_crystals_fewer_than_x_cites_22_6_3_2():
    st = _lacerated("3/1", 2)
    with pytest.raises(Exception) as err:
        st.apply(Action.make("damage", "B", to="aura"))
    assert err.value.clause == "sakura-ko#add/22-6-3-2"
    assert [(a.arg("to"), e.clause) for a, e in st.illegal_reasons()] == [
        ("aura", "sakura-ko#add/22-6-3-2")]


def test_tokens_take_no_aura_capacity():
    # 22-2: tokens are another object in <오라>; 7-1-3-1 caps sakura crystals only
    r = run("distance 6\nA aura 4\nA laceration aura 3\nturn A main standard\n"
            "A basic 前進\nexpect A.aura == 5\nexpect A.laceration.aura == 3\n")
    assert failures(r) == []


@pytest.mark.parametrize(("zone", "before", "after", "dest"), [
    ("aura", "B aura 3", {"aura": 1}, "dust"),
    ("flare", "B flare 3", {"flare": 1}, "dust"),
    ("life", "B life 5", {"life": 3, "flare": 2}, "flare"),
])
def test_damageify_each_zone(zone, before, after, dest):
    st = start(f"distance 4\n{before}\nB laceration {zone} 2\nturn A main standard\n")
    dust = st.board.dust
    st.apply(Action.make("effect", "A", effect=parse(f"A effect opp damageify {zone}\n")
                         .steps[0].arg("effect")))
    b = st.board.sides["B"]
    for k, v in after.items():
        assert getattr(b, k) == v
    assert b.laceration == {}
    assert st.board.dust == dust + (2 if dest == "dust" else 0)
    number = {"aura": "22-7-1", "life": "22-7-2", "flare": "22-7-3"}[zone]
    steps = [s for s in st.trace.walk() if s.clause == f"sakura-ko#add/{number}"]
    assert len(steps) == 1 and [c.clause for c in steps[0].children] == ["sakura-ja#5-8-3-1"]


def test_start_phase_damageifies_every_zone_in_the_chosen_order():
    # flare first: its 2 damage finds 1 crystal; then life's 1 damage adds 1 to flare
    r = run("distance 4\nB aura 3 life 5 flare 1\nB deck 札1 札2\n"
            "B laceration aura 2 life 1 flare 2\nturn B start\n"
            "expect pending B damageify\nB damageify flare\nB damageify life\n"
            "expect B.aura == 1\nexpect B.life == 4\nexpect B.flare == 1\n"
            "expect B.laceration == 0\nexpect trace add/22-11-1\n")
    assert failures(r) == []


def test_start_phase_order_matters_life_then_flare():
    r = run("distance 4\nB aura 3 life 5 flare 1\nB deck 札1 札2\n"
            "B laceration life 1 flare 2\nturn B start\n"
            "B damageify life\nexpect B.life == 4\nexpect B.flare == 0\n")
    assert failures(r) == []


def test_start_phase_single_zone_needs_no_answer_and_opponent_keeps_tokens():
    st = start("distance 4\nA laceration aura 2\nB aura 3\nB deck 札1 札2\n"
               "B laceration aura 2\nturn B start\n")
    assert st.board.sides["B"].aura == 1 and st.board.sides["B"].laceration == {}
    assert st.board.sides["A"].laceration == {"aura": 2}   # only the turn player's tokens


def test_bleeding_out_damageifies_life_at_once_and_can_end_the_game():
    r = run("distance 4\nB life 2\nturn A main standard\nA effect laceration life 2\n"
            "expect B.life == 0\nexpect winner A\nexpect trace add/22-11-2\n")
    assert failures(r) == []


def test_bleeding_out_when_life_drops_to_the_token_count():
    st = start("card 斬 attack 3-4 -/2\ndistance 4\nA hand 斬\nB life 4\nB laceration life 2\n"
               "turn A main standard\n")
    st.apply(Action.make("use", "A", card="斬"))
    st.apply(Action.make("decline", "B"))
    st.apply(Action.make("damage", "B", to="life"))
    b = st.board.sides["B"]
    assert (b.life, b.flare, b.laceration) == (0, 4, {})
    assert "sakura-ko#add/22-11-2" in _clauses(st) and st.board.winner == "A"


def test_lacerated_cost_keeps_flare_and_lacerates_it():
    r = run("card 斬 attack 3-4 1/1 cost 2 lacerated-cost\ndistance 4\nA hand 斬\nA flare 3\n"
            "turn A main standard\nA use 斬\nB decline\nB damage aura\n"
            "expect A.flare == 3\nexpect A.laceration.flare == 2\nexpect trace add/22-10\n")
    assert failures(r) == []


def test_lacerated_cost_still_needs_the_flare():
    r = run("card 斬 attack 3-4 1/1 cost 2 lacerated-cost\ndistance 4\nA hand 斬\nA flare 1\n"
            "turn A main standard\nA use 斬\nexpect illegal 9-3-1\n")
    assert failures(r) == []


def test_single_value_and_dash_effects():
    r = run("distance 4\nturn A main standard\nA effect laceration aura 2\n"
            "A effect laceration -/-\nA effect my laceration flare 1\n"
            "expect B.laceration.aura == 2\nexpect B.laceration == 2\n"
            "expect A.laceration.flare == 1\nexpect trace add/22-6-3-1\n")
    assert failures(r) == []


def test_both_damage_applies_to_laceration_too():
    r = run("card 裂 attack 3-4 2/1 lacerated both-damage\ndistance 4\nA hand 裂\n"
            "turn A main standard\nA use 裂\nB decline\n"
            "expect B.laceration.aura == 2\nexpect B.laceration.life == 1\n")
    assert failures(r) == []


def test_impossible_board_cites_22_11_2():
    with pytest.raises(ScenarioError, match=r"sakura-ko#add/22-11-2"):
        start("B life 2\nB laceration life 2\nturn A main standard\n")


def test_dsl_round_trip_and_errors():
    text = ("game sakura\ncard 裂 attack 3-4 2/1 lacerated\ncard 代 action cost 1 lacerated-cost {"
            "\n  use: opp laceration 2/1\n  use: my damageify aura\n  use: opp laceration life 1"
            "\n}\nboard\nB laceration aura 2 life 1\nturn B start\nB damageify aura\n"
            "expect B.laceration.aura == 0\n")
    p = SakuraParser()
    scn = p.parse(text)
    assert scn.board.sides["B"].laceration == {"aura": 2, "life": 1}
    assert p.parse(p.dump(scn)) == scn
    with pytest.raises(ScenarioError, match="line 3"):
        p.parse("game sakura\nboard\nB laceration distance 2\n")
