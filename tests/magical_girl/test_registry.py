"""The game, its parser and its runner are registered under every alias; doctests hold."""

from __future__ import annotations

import doctest

import pytest

import judge.games.magical_girl as package
from judge.dsl.frame import parse_scenario, scenario_game
from judge.engine.registry import find_game, registered_games
from judge.engine.runner import legal_report, run_scenario, runner_for
from judge.games.magical_girl import builder, game, model
from judge.games.magical_girl.runner import MagicalGirlRunner

from .helpers import played


@pytest.mark.parametrize("alias", ["magical-girl", "magical_girl", "mahoel", "まほエル",
                                   "魔法少女", "mg", "MG"])
def test_game_aliases(alias: str) -> None:
    assert find_game(alias).name == "magical-girl"
    assert find_game(alias).clause("804.5") == "magical-girl-ja#804.5"


@pytest.mark.parametrize("alias", ["magical-girl", "magical_girl", "mg", "mahoel"])
def test_parser_aliases(alias: str) -> None:
    text = f"game {alias}\nturn P1\nplayer P1 orbs 1\nplayer P2 orbs 0\n"
    assert scenario_game(text) == "magical-girl"
    assert parse_scenario(text).game == "magical-girl"


def test_runner_is_registered() -> None:
    assert "magical-girl" in registered_games()
    assert isinstance(runner_for("magical-girl"), MagicalGirlRunner)


def test_initial_state_waits_at_the_first_priority_window() -> None:
    state = find_game("mg").new_initial_state()
    assert state.pos == "802.2"
    assert state.board.to_json()["monsters"] == {"M1": {
        "controller": "P1", "atk": 1000, "def": 1000, "state": "recover", "zone": "battlefield"}}


def test_illegal_reasons_name_effects_on_monsters_that_left() -> None:
    state, _ = played("monster A of P1 atk 1 def 1 recover\ndestroy A\n")
    refused = {str(a): e.clause for a, e in state.illegal_reasons()}
    assert refused == {
        "P1:attack(attacker=A, target=P2)": "magical-girl-ja#803.3",
        "P1:effect(effect=destroy, target=A, until_battle_end=False, value=None)":
            "magical-girl-ja#802.2"}


def test_run_and_legal_through_the_game_neutral_functions() -> None:
    s = parse_scenario("game mg\nturn P1\nplayer P1 orbs 1\nplayer P2 orbs 0\n"
                       "monster A of P1 atk 1 def 1 recover\nattack A -> P2\nfinish\n"
                       "expect winner P1\n")
    result = run_scenario(s)
    assert result.passed and result.outcome is not None
    assert result.to_json()["outcome"] == {
        "winner": "P1", "clause": "magical-girl-ja#804.5",
        "reason": "A attacked P2, who had no orbs"}
    assert legal_report(s).legal == []


@pytest.mark.parametrize("module", [package, builder, game, model])
def test_doctests(module: object) -> None:
    failures, tried = doctest.testmod(module)  # type: ignore[arg-type]
    assert tried > 0 and failures == 0
