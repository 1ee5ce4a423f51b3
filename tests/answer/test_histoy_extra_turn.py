"""Hi!story extra turns (5.8): 「再び自分のターンになる」 resolved several times in a turn gives one
extra turn (5.8.3); resolved again during the extra turn, one more (5.8.4). Asked on the real
engine (no rulings), in paraphrase."""

from __future__ import annotations

import pytest

from judge.answer.extract import Reading, histoy_extra
from judge.answer.lang import normalize
from tests.answer.asking import abstains, ask_engine, says


@pytest.mark.parametrize("question, verdict", [
    ("自分のターンに『再び自分のターンになる』効果を3回解決した。このあと追加のターンは何回ある？", "1"),
    ("내 턴에 「다시 자신의 턴이 된다」 효과를 세 번 해결했습니다. 이 턴 뒤에 추가 턴은 몇 번인가요?", "1"),
    ("I resolved three different take-another-turn effects this turn. How many extra turns do "
     "I get once it ends?", "1"),
    ("追加のターン中に、もう一度「再び自分のターンになる」効果を解決しました。この追加のターンの後、"
     "さらに追加のターンは何回ありますか？", "1"),
])
def test_how_many_extra_turns(question: str, verdict: str) -> None:
    says(question, verdict, "histoy")


@pytest.mark.parametrize("question, verdict", [
    ("同じターンに「再び自分のターンになる」を2回解決したので、追加のターンを2回行えますか？", "no"),
    ("During one turn I resolved two 'it becomes your turn again' effects. Do I get 2 extra "
     "turns?", "no"),
    ("한 턴에 '다시 자신의 턴이 된다' 효과를 두 번 해결했어요. 추가 턴을 한 번 받나요?", "yes"),
])
def test_a_claimed_number_of_extra_turns(question: str, verdict: str) -> None:
    says(question, verdict, "histoy")


def test_the_trace_cites_the_no_stacking_rule() -> None:
    a = ask_engine("同じターン中に「再び自分のターンになる」効果を2回解決しました。"
                   "このターンの後、追加のターンは何回続きますか？", "histoy")
    assert a.verdict == "1"
    assert "histoy-ja#5.8.3" in _clauses(a.trace)
    assert a.citations[0].number == "5.8.3"
    assert "A use 3 1" in (a.scenario or "")


def _clauses(steps: list[dict[str, object]]) -> list[object]:
    out: list[object] = []
    for s in steps:
        out += [s["clause"], *_clauses(s["children"])]  # type: ignore[arg-type]
    return out


def test_the_opponents_extra_turn_effect_is_not_read_as_mine() -> None:
    abstains("相手が「再び自分のターンになる」効果を2回解決しました。私の追加のターンは何回ですか？",
             "histoy")


@pytest.mark.parametrize("text, act", [
    ("自分のターン中に「再び自分のターンになる」効果を2回解決した。追加のターンは何回？",
     {"asked": "value", "times": 2, "in_extra": None, "claimed": None}),
    ("通常のターン中に「再び自分のターンになる」効果が3回解決されました。追加のターンはいくつ続きますか？",
     {"asked": "value", "times": 3, "in_extra": False, "claimed": None}),
    ("During the extra turn I resolved 'take another turn' once more. Do I get one more "
     "extra turn?", {"asked": "claim", "times": None, "in_extra": True, "claimed": 1}),
])
def test_reading_table(text: str, act: dict[str, object]) -> None:
    norm = normalize(text)
    from judge.answer.extract.kinds import question_kind

    reading = Reading("histoy", "ja", question_kind(norm), text=norm)
    assert histoy_extra.read_extra(norm, reading)
    got = reading.actions[0]
    assert {k: got[k] for k in act} == act


def test_unrelated_turn_questions_are_not_read() -> None:
    norm = normalize("先攻1ターン目にカードを引けますか？")
    reading = Reading("histoy", "ja", "can", text=norm)
    assert not histoy_extra.read_extra(norm, reading)
