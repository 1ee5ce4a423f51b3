"""10-20 on the engine: 「あなたの切札が1枚以上使用済」 counts the used 切札 in <切札> only;
「あなたの他の切札が全て使用済である」 leaves out the card itself, <追加札> (7-1-12) and <ゲーム外>
(10-18 face up, 10-29 face down). The zones are stated with `A extra …` / `A outside …`."""

from __future__ import annotations

import pytest

from judge.dsl.frame import dump_scenario
from judge.errors import ScenarioError
from tests.sakura.helpers import parse, run

CARDS = """card 判定 action special cost 0 {
  use: if COND: my focus +1
}
card 乙 action special cost 0
card 丙 action special cost 0
card 丁 action special cost 0
distance 5
A focus 0 flare 0
"""


def _play(cond: str, board: str) -> tuple[int, str]:
    result = run(CARDS.replace("COND", cond) + board + "turn A main\nA use 判定\n")
    assert result.illegal is None
    step = next(s for s in result.trace.walk() if s.clause == "sakura-ja#10-20")
    return result.board_after["sides"]["A"]["focus"], step.what


def test_others_outside_the_game_or_extra_are_not_counted() -> None:
    focus, what = _play("my.others-unused == 0",
                        "A specials 判定:unused 乙:used\nA outside 丙:up\nA extra 丁\n")
    assert focus == 1
    assert what == ("other 切札 of 判定 not used: none; not counted: 丁 (<追加札>, 7-1-12), "
                    "丙 (<ゲーム外>, 10-18)")


def test_an_unused_other_special_fails_the_condition() -> None:
    focus, what = _play("my.others-unused == 0",
                        "A specials 判定:unused 乙:used 丙:unused\nA outside 丁:down\n")
    assert focus == 0
    assert what == ("other 切札 of 判定 not used: 丙 (unused); not counted: 丁 (<ゲーム外>, "
                    "10-29)")


def test_one_or_more_used_needs_a_used_card_in_the_special_zone() -> None:
    assert _play("my.specials-used >= 1", "A specials 判定:unused 乙:unused\nA extra 丙\n"
                 "A outside 丁:up\n")[0] == 0
    assert _play("my.specials-used >= 1", "A specials 判定:unused 乙:used\n")[0] == 1


def test_remove_puts_the_card_face_up_outside_the_game() -> None:
    result = run("card 除去 action {\n  use: remove 乙\n}\ncard 乙 action special cost 0\n"
                 "distance 5\nA hand 除去\nA specials 乙:used\nturn A main\nA use 除去\n")
    assert result.board_after["sides"]["A"]["outside"] == {"乙": "up"}
    assert "乙" not in result.board_after["sides"]["A"]["specials"]


def test_the_zones_round_trip_through_the_dumper() -> None:
    text = CARDS.replace("COND", "my.others-unused == 0") + (
        "A specials 判定:unused\nA extra 乙\nA outside 丙:up 丁:down\n")
    dumped = dump_scenario(parse(text))
    assert "A extra 乙" in dumped and "A outside 丙:up 丁:down" in dumped


def test_a_card_in_the_special_zone_and_outside_is_impossible() -> None:
    with pytest.raises(ScenarioError, match=r"6-3"):
        run(CARDS.replace("COND", "my.others-unused == 0") +
            "A specials 判定:unused 乙:used\nA outside 乙:up\n")
