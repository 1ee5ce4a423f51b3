"""One game resolver (Manifest.resolve_game): NFKC, case-folded, `_` = `-`, for corpus, API, CLI."""

from __future__ import annotations

import json

import pytest

from judge.cli import main
from judge.corpus import load_corpus
from judge.corpus.lookup import resolve

CASES = [("sakura", "sakura"), ("Ｓａｋｕｒａ", "sakura"), (" SA ", "sakura"), ("벚꽃", "sakura"),
         ("HS", "histoy"), ("Hi!Story", "histoy"), ("ｈｓ", "histoy"),
         ("magical_girl", "magical-girl"), ("Magical_Girl", "magical-girl"),
         ("MAGICAL-GIRL", "magical-girl"), ("まほエル", "magical-girl"),
         ("chess", None), ("", None), ("  ", None)]


@pytest.mark.parametrize(("name", "game"), CASES)
def test_resolve_game(name: str, game: str | None) -> None:
    assert load_corpus().manifest.resolve_game(name) == game


def test_lookup_scope_uses_it() -> None:
    assert [c.uid for c in resolve("ＨＳ 6.7.1", load_corpus())] == ["histoy-ja#6.7.1"]
    assert [c.uid for c in resolve("Magical_Girl 804.5", load_corpus())] == [
        "magical-girl-ja#804.5"]


def test_cli_clauses_game_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["clauses", "--game", "Ｍａｇｉｃａｌ_Ｇｉｒｌ", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["clauses"]
    assert rows and all(r["uid"].startswith("magical-girl-ja#") for r in rows)
    assert main(["clauses", "--game", "chess"]) == 2
    assert capsys.readouterr().err.startswith(
        "error: unknown game 'chess'; known: histoy, magical-girl, sakura")


def test_scenario_game_line_and_engine_registry_compare_names_the_same_way() -> None:
    from judge.dsl import parse_scenario
    from judge.engine import find_game

    scenario = parse_scenario("game Ｓａｋｕｒａ\nboard\ndistance 6\n")
    assert scenario.game == "sakura"
    assert parse_scenario("game Magical_Girl\nturn P1\nplayer P1 orbs 7\nplayer P2 orbs 3\n"
                          ).game == "magical-girl"
    assert find_game("ＨＩＳＴＯＹ").name == "histoy"
