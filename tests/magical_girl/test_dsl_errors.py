"""Bad scenario text: each error names line, column and what was expected (never a traceback)."""

from __future__ import annotations

import pytest

from judge.dsl.frame import parse_scenario
from judge.errors import ScenarioError

H = "game magical-girl\nturn P1\nplayer P1 orbs 7\nplayer P2 orbs 3\n"
M = H + "monster A of P1 atk 2000 def 1000\n"

CASES = [
    # (text, line, column, words the message must contain)
    (H + "monster A of P1 atk 2000 recover\n", 5, 1, "monster A needs `def N`"),
    (H + "monster A of P1 atk 2000 def 1000 sleeping\n", 5, 35,
     "unexpected Token('NAME', 'sleeping'); expected one of: \"atk\", \"corrupt\", \"cost\", "
     "\"def\", \"forbid_attack\", \"untargetable\", STATE"),
    (H + "monster A of P1 atk two def 1000\n", 5, 21, "expected one of: NUMBER"),
    (M + "attack A P2\n", 6, 10, "unexpected Token('NAME', 'P2'); expected one of: \"->\""),
    (M + "attack A -> Z\n", 6, 1, "attack: no attack target named 'Z'"),
    (H + "monster A of P3 atk 2000 def 1000\n", 5, 1, "A: controller 'P3' is not a player"),
    ("game magical-girl\nturn P3\nplayer P1 orbs 7\nplayer P2 orbs 3\n", 2, 1,
     "`turn` must name a declared player (P1 or P2); got 'P3'"),
    ("game magical-girl\nplayer P1 orbs 7\nplayer P2 orbs 3\n", 1, 1, "missing `turn PLAYER`"),
    ("game magical-girl\nturn P1\nplayer P1 orbs 7\n", 3, 1,
     "a duel has exactly two players; declared: P1"),
    (M + "at 804.3\n", 6, 1, "`at 804.3`: not a decision point"),
    (M + "expect A.power == 3\n", 6, 1, "monster has no field 'power'"),
    (M + "expect orbs == 3\n", 6, 1, "needs OWNER.FIELD"),
    (H + "player P1 orbs -1\n", 5, 16, "unexpected Token('SIGNED', '-1'); expected one of: NUMBER"),
    (M + "atk A 500\n", 6, 7, "expected one of: SIGNED"),
    (H + 'title "unterminated\n', 5, 7, "unexpected character '\"'"),
    (M + "monster A of P2 atk 1 def 1\n", 6, 1, "name 'A' is used twice"),
    (M + "trigger X of P1 on sunrise: destroy A\n", 6, 20, "expected one of: EVENT"),
    (M + "bogus A\n", 6, 7, "expected one of: \":\""),
    (M + "expect decision 804.3\n", 6, 1, "not a decision point"),
    (M + "switch Z reverse\n", 6, 1, "switch: no monster named 'Z'"),
    (M + "orbs A +1\n", 6, 1, "orbs: 'A' is not a player"),
]


@pytest.mark.parametrize(("text", "line", "column", "words"), CASES)
def test_bad_input_is_reported_with_line_and_column(
        text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text, "bad.scn")
    assert (err.value.line, err.value.column) == (line, column)
    assert words in str(err.value)
    assert str(err.value).startswith(f"line {line}, column {column}: ")


def test_syntax_error_shows_the_line_with_a_caret() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(M + "attack A P2\n", "bad.scn")
    assert str(err.value).splitlines()[1:] == ["attack A P2", "         ^"]


def test_play_reports_a_window_never_reached_with_its_line() -> None:
    from judge.engine.runner import run_scenario

    with pytest.raises(ScenarioError) as err:
        run_scenario(parse_scenario(M + "attack A -> P2\nfinish\nat 803.6\n"))
    assert (err.value.line, err.value.column) == (8, 1)
    assert "play never reached 803.6: it stopped at the end of the battle phase" in str(err.value)


def test_crlf_line_ends_and_leading_comments_parse() -> None:
    from judge.engine.runner import run_scenario

    text = "# a leading comment\r\n" + (M + "attack A -> P2\nfinish\nexpect P2.orbs == 2\n"
                                       ).replace("\n", "\r\n")
    result = run_scenario(parse_scenario(text))
    assert [(e.line, e.passed) for e in result.expectations] == [(9, True)]
