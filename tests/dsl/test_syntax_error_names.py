"""frame.syntax_error's naming hook: games name terminals without re-parsing the message."""

from __future__ import annotations

import pytest

from judge.dsl import parse_scenario
from judge.errors import ScenarioError

PATH = "odd: folder/x.scn"  # a ": " in the path broke the old string surgery


def _err(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(text, PATH)
    return info.value


def test_sakura_names_terminals_in_words_with_an_odd_path() -> None:
    err = _err('game sakura\nnote "; expected one of: x"\ndistance six\n')
    assert (err.line, err.column) == (3, 10)
    assert str(err) == ("line 3, column 10: odd: folder/x.scn: unexpected 'six'; "
                        "expected one of: a number\ndistance six\n         ^")


def test_magical_girl_shows_keywords_as_their_text() -> None:
    err = _err("game magical-girl\nturn P1\nplayer P1 orbs 7\nplayer P2 orbs 3\n"
               "monster A of P1 atk 2000 def 1000\nnote \"; expected one of: x\"\nattack A P2\n")
    assert str(err).splitlines()[0] == (
        "line 7, column 10: odd: folder/x.scn: unexpected Token('NAME', 'P2'); "
        'expected one of: "->"')


def test_histoy_keeps_the_terminal_names() -> None:
    err = _err("game histoy\nboard\nA life x\n")
    assert str(err).startswith(f"line {err.line}, column {err.column}: {PATH}: unexpected ")
    assert "; expected one of: " in str(err).splitlines()[0]
