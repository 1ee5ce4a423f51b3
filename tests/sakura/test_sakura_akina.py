"""Akina's rules (sakura-ko add/21): 相場, <流通量>, 回収, 投資権, the life-damage shift, 時価 cost,
with exact boards and cited clauses."""

import pytest

from judge.engine.core import Action
from judge.errors import ScenarioError
from judge.games.sakura.dsl import SakuraParser
from tests.sakura.helpers import failures, run, start


def _clauses(st) -> list[str]:
    return [s.clause for s in st.trace.walk()]


@pytest.mark.parametrize(("market", "src", "after"), [
    (4, "B.life", {"B": ("life", 9), "A": ("aura", 3)}),    # 4 → the opponent's life
    (3, "B.flare", {"B": ("flare", 1), "A": ("aura", 3)}),  # 3 → the opponent's flare
    (2, "B.aura", {"B": ("aura", 2), "A": ("aura", 3)}),    # 2 → the opponent's aura
])
def test_collect_takes_from_the_market_zone_of_the_opponent(market, src, after):
    st = start(f"distance 4\nA market {market} circulation 2 aura 2\nB flare 2\n"
               "turn A main\n")
    dust = st.board.dust
    st.apply(Action.make("akina", "A", do="collect"))
    a, b = st.board.sides["A"], st.board.sides["B"]
    assert (a.circulation, a.market) == (1, max(1, market - 2))
    assert getattr(b, after["B"][0]) == after["B"][1]
    assert a.aura == after["A"][1] and st.board.dust == dust + 1
    assert "sakura-ko#add/21-5" in _clauses(st)


def test_collect_with_market_1_takes_from_dust_and_a_full_aura_sends_it_to_dust():
    r = run("distance 4\ndust 3\nA market 1 circulation 1 aura 5\nturn A main\nA collect\n"
            "expect A.aura == 5\nexpect A.circulation == 0\nexpect dust == 4\n"
            "expect A.market == 1\n")
    assert failures(r) == []


def test_collect_stops_when_circulation_is_empty():
    r = run("distance 4\nA market 3 circulation 0\nB flare 2\nturn A main\nA collect\n"
            "expect A.market == 3\nexpect B.flare == 2\nexpect trace add/21-5\n")
    assert failures(r) == []


def test_collect_stops_when_the_market_zone_is_empty():
    r = run("distance 4\nA market 3 circulation 2\nB flare 0\nturn A main\nA collect\n"
            "expect A.market == 3\nexpect A.circulation == 1\n")
    assert failures(r) == []


def test_invest_moves_a_card_back_and_a_crystal_into_circulation():
    r = run("card 札 action investment\ncard 切 action special investment\ndistance 4\n"
            "A market 2 circulation 0 aura 3\nA discard 札\nA specials 切:used\n"
            "turn A main\nA invest\nA choose 札\n"
            "expect A.facedown has 札\nexpect A.aura == 2\nexpect A.circulation == 1\n"
            "expect A.market == 3\nexpect A.special.切 == used\n")
    assert failures(r) == []


def test_invest_without_a_card_does_nothing():
    r = run("distance 4\nA market 2 aura 3\nturn A main\nA invest\n"
            "expect A.market == 2\nexpect A.aura == 3\nexpect A.circulation == 0\n")
    assert failures(r) == []


def test_invest_stops_when_circulation_is_full():
    r = run("card 切 action special investment\ndistance 4\nA market 3 circulation 4 flare 2\n"
            "A specials 切:used\nturn A main\nA invest\n"
            "expect A.special.切 == unused\nexpect A.flare == 2\nexpect A.market == 3\n")
    assert failures(r) == []


def test_invest_right_before_the_start_phase_reshuffle():
    r = run("card 札 action investment\ndistance 4\nA market 2 circulation 0 aura 3\n"
            "A discard 札\nA deck 札1 札2\nturn A start\nA reshuffle yes\n"
            "expect pending A akina\nA invest\nexpect A.circulation == 1\nexpect A.market == 3\n"
            "expect A.life == 9\nexpect A.facedown == 0\nexpect A.deck == 1\n")
    # 投資権 put 札 face down and raised the market 2 → 3; the reshuffle then took 札 into the
    # deck (then 2 draws); its 1 life damage does not shift the market (21-6-3 excludes it)
    assert failures(r) == [], failures(r)


def test_life_damage_shifts_both_markets():
    r = run("distance 4\nA market 2\nB market 4\nturn A main standard\n"
            "A effect damage life 1\nexpect B.market == 3\nexpect A.market == 3\n"
            "expect trace add/21-6-3\n")
    assert failures(r) == []


def test_zero_life_damage_still_shifts_and_reshuffle_damage_does_not():
    r = run("distance 4\nA market 2\nturn A main standard\nA effect my damage life 0\n"
            "expect A.market == 1\n")
    assert failures(r) == []
    r = run("distance 4\nA market 2\nA deck 札1 札2\nA discard 札3\nturn A start\n"
            "A reshuffle yes\nexpect A.market == 2\nexpect A.life == 9\n")
    assert failures(r) == []


def test_market_stays_within_1_and_4():
    r = run("distance 4\nA market 4\nB market 1\nturn A main standard\n"
            "A effect opp damage life 1\nexpect A.market == 4\nexpect B.market == 1\n")
    assert failures(r) == []


def test_market_cost_is_the_owners_market_price():
    r = run("card 時 action cost 0 market-cost\ndistance 4\nA market 3 flare 4\nA hand 時\n"
            "turn A main standard\nA use 時\nexpect A.flare == 1\nexpect trace add/21-3-1\n")
    assert failures(r) == []
    r = run("card 時 action cost 0 market-cost\ndistance 4\nA market 3 flare 2\nA hand 時\n"
            "turn A main standard\nA use 時\nexpect illegal 9-3-1\n")
    assert failures(r) == []


def test_a_player_without_a_market_price_counts_as_1():
    r = run("card 時 action cost 0 market-cost\ndistance 4\nA flare 1\nA hand 時\n"
            "turn A main standard\nA use 時\nexpect A.flare == 0\n")
    assert failures(r) == []


def test_circulation_counts_as_crystals_and_caps_at_4():
    st = start("distance 4\nA market 2 circulation 3\nturn A main standard\n")
    assert st.board.dust == 36 - (4 + 3 + 3 + 10 + 10 + 3)
    with pytest.raises(ScenarioError, match=r"sakura-ko#add/21-1"):
        start("distance 4\nA market 2 circulation 5\nturn A main standard\n")
    with pytest.raises(ScenarioError, match=r"sakura-ko#add/21-2-1"):
        start("distance 4\nA market 5\nturn A main standard\n")


def test_dsl_round_trip():
    text = ("game sakura\ncard 時 action cost 0 market-cost investment {\n  use: my collect\n"
            "  use: my invest\n  use: opp market -1\n}\nboard\nA market 3 circulation 2\n"
            "turn A main\nA no-collect\nexpect A.market == 3\n")
    p = SakuraParser()
    scn = p.parse(text)
    assert (scn.board.sides["A"].market, scn.board.sides["A"].circulation) == (3, 2)
    assert p.parse(p.dump(scn)) == scn
