"""10-20 questions asked in paraphrase on the real engine (no rulings): which 切札 count for
「あなたの他の切札が全て使用済である」 and 「あなたの切札が1枚以上使用済」."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, ask_engine, says


@pytest.mark.parametrize("question, verdict", [
    # the removed one is outside the game: not among the others (10-18, 10-20)
    ("切札Pに「あなたの他の切札が全て使用済である」という条件があります。切札Qは使用済、切札Rは"
     "「取り除く」効果でゲーム外に表向きで置かれています。Pの条件は満たされますか？", "yes"),
    ("비장패 P에 '당신의 다른 비장패가 모두 사용완료'라는 조건이 있습니다. Q는 사용완료, R은 추가패에 "
     "있습니다. P의 조건은 충족되나요?", "yes"),
    ("My trump P checks 'all your other trumps are used'. Q is used; R is still unused in my "
     "trump zone. Is P's condition met?", "no"),
    ("I own three specials. Two are used and the last one, P, has the condition 'all your "
     "other specials are used'. Is it satisfied?", "yes"),
])
def test_all_other_specials_used(question: str, verdict: str) -> None:
    says(question, verdict)


@pytest.mark.parametrize("question, verdict", [
    ("唯一使用済だった切札が効果で取り除かれ、ゲーム外に表向きで置かれています。「あなたの切札が1枚以上"
     "使用済」は満たされますか？", "no"),
    ("One of my three specials is used and sits face up in my special zone; the other two are "
     "unused. Is 'one or more of your specials are used' met?", "yes"),
    ("제 비장패 3장은 모두 미사용이고, 추가패에 비장패가 1장 있습니다. '당신의 비장패가 1장 이상 "
     "사용완료' 조건은 충족되나요?", "no"),
])
def test_one_or_more_specials_used(question: str, verdict: str) -> None:
    says(question, verdict)


def test_the_trace_names_what_was_left_out() -> None:
    a = ask_engine("切札Pに「あなたの他の切札が全て使用済である」という条件があります。切札Qは使用済、"
                   "切札Rは追加札にあります。Pの条件は満たされますか？")
    assert a.verdict == "yes"
    assert a.citations[0].number == "10-20"
    assert "A extra" in (a.scenario or "")


def test_the_other_specials_unsaid_abstain() -> None:
    abstains("切札Pに「あなたの他の切札が全て使用済である」という条件があります。切札Qは使用済です。"
             "Pの条件は満たされますか？")
    abstains("Is 'one or more of your specials are used' met if one of my specials was removed?")
