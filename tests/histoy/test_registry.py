"""Hi!story plugs into the game-neutral registry, parser dispatch and runner protocol."""

from __future__ import annotations

from judge.dsl.frame import dump_scenario, parse_scenario
from judge.engine.registry import find_game, registered_games
from judge.engine.runner import legal_report, run_scenario
from judge.games.histoy.game import HistoyGame
from judge.games.histoy.scenario import HistoyScenario

BODY = """card 侍 rank 1 power 3000 attacker
card 門番 rank 0 power 2000 blocker
turn A 3 phase attack
A.deck 10
A.p1 侍
B.deck 10
B.p2 門番
B.p3 門番 rested
"""


def test_game_aliases() -> None:
    assert "histoy" in registered_games()
    for alias in ("histoy", "Hi!story", "hs", "ハイストーリー"):
        assert isinstance(find_game(alias), HistoyGame)
    assert find_game("hs").clause("6.7.1") == "histoy-ja#6.7.1"


def test_parser_aliases_dispatch() -> None:
    for alias in ("histoy", "hs", "hi!story"):
        s = parse_scenario(f"game {alias}\n" + BODY)
        assert isinstance(s, HistoyScenario) and s.game == "histoy"
        assert parse_scenario(dump_scenario(s)) == s


def test_legal_report_lists_refusals_with_clauses() -> None:
    report = legal_report(parse_scenario("game histoy\n" + BODY))
    assert [str(a) for a in report.legal] == [
        "A:end()", "A:attack(place=1, target=deck)", "A:attack(place=1, target=3)"]
    assert [(str(a), e.clause) for a, e in report.illegal] == [
        ("A:attack(place=1, target=2)", "histoy-ja#11.1.4")]
    assert report.to_json()["game"] == "histoy"


def test_run_result_json_shape() -> None:
    r = run_scenario(parse_scenario("game histoy\n" + BODY + "A attack 1 -> 3\nB block 2\n"
                                    "expect B.p2 is empty\nexpect A.p1 is 侍 up rested\n"))
    data = r.to_json()
    assert data["passed"] is True and data["illegal"] is None and data["outcome"] is None
    assert data["board_after"]["sides"]["B"]["field"] == {
        "p3": {"cards": ["門番"], "face": "up", "rested": True, "power": 2000}}
    assert data["board_before"]["sides"]["B"]["grave"] == 0 and data["board_after"]["sides"]["B"]["grave"] == 1


def test_unexpected_refusal_fails_the_run() -> None:
    r = run_scenario(parse_scenario("game histoy\n" + BODY + "A attack 1 -> 2\n"))
    assert not r.passed
    assert r.first_failure is not None and "histoy-ja#11.1.4" in r.first_failure.detail


def test_expect_can_and_cannot_check_legality_without_playing() -> None:
    r = run_scenario(parse_scenario("game histoy\n" + BODY + """expect can A attack 1 -> 3
expect cannot A attack 1 -> 2 by 11.1.4
expect cannot A attack 1 -> 2 by 5.2.6
expect can A attack 1 -> 2
A attack 1 -> deck
expect cannot A end by 11.2.1
expect can B block 2
"""))
    assert [(e.line, e.passed) for e in r.expectations] == [
        (10, True), (11, True), (12, False), (13, False), (15, True), (16, True)]
    assert r.expectations[2].detail == (
        "A:attack(place=1, target=2) is refused by histoy-ja#11.1.4: 門番 is active: only "
        "rested face-up cards can be attacked")
    assert r.board_after["sides"]["B"]["deck"] == 10  # the checks played nothing


def test_expect_illegal_matches_clause_or_subclause() -> None:
    body = "game histoy\n" + BODY + "A attack 1 -> 2\n"
    results = {}
    for want in ("", "11.1.4", "11.1", "11", "11.2", "11.1.4.1"):
        line = f"expect illegal {want}".rstrip()
        r = run_scenario(parse_scenario(body + line + "\n"))
        results[want] = r.passed
    assert results == {"": True, "11.1.4": True, "11.1": True, "11": True, "11.2": False,
                       "11.1.4.1": False}
