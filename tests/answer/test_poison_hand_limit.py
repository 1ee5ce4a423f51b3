"""Hand cards that cannot be turned face down (Chikage's poison) at the end phase: 8-3-2 turns
cards face down only while one can be, the Korean guide's 2.3.2 example; the probes hold that
many `no-facedown` cards on the real engine (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, ask_engine, says


@pytest.mark.parametrize(("question", "verdict"), [
    ("自分の終了フェイズ、手札は伏せ札にできない毒カード2枚と普通の札2枚の計4枚。伏せ札にするのは何枚？", "2"),
    ("제 종료 페이즈에 손패가 독 카드 1장과 일반 카드 3장입니다. 종료 페이즈가 끝나면 손패는 몇 장 남나요?", "2"),
    ("My end phase, and my hand is just four poison cards. How many cards stay in my hand?",
     "4"),
    ("End of my turn, holding two poison cards and one regular card. Do I have to turn the "
     "regular card face down?", "yes"),
    ("自分の終了フェイズです。手札は通常札5枚で、伏せ札にできないカードはありません。何枚を伏せ札にしますか？", "3"),
])
def test_the_hand_limit_skips_cards_that_cannot_be_turned_face_down(question, verdict):
    a = ask_engine(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert "sakura-ja#8-3-2" in [c.uid for c in a.citations]


def test_the_played_hand_holds_that_many_no_facedown_cards():
    a = ask_engine("終了フェイズ、手札はチカゲの毒カード2枚と通常のカード1枚です。伏せ札にする枚数は？")
    assert a.verdict == "1"
    assert "card H1 action no-facedown\ncard H2 action no-facedown\ncard H3 action\n" in a.scenario


def test_how_many_of_each_must_be_told():
    missing = abstains("終了フェイズに、毒カードを含む手札が4枚あります。何枚伏せ札にしますか？")
    assert missing == ["「毒」の扱い（質問の読み取りが対応していない）"]


def test_a_question_about_the_poison_card_itself_gets_no_verdict():
    """The probe's forced choice says nothing of a card the player could not pick."""
    abstains("終了フェイズ、手札は毒カード2枚と通常札2枚です。毒カードを伏せ札にしなければなりませんか？")


def test_the_opponents_end_phase_leaves_my_poison_cards_alone():
    says("相手の終了フェイズに、私の手札は毒カード2枚と通常札2枚です。私は何枚伏せ札にしますか？", "0")


def test_poison_cards_named_by_their_names():
    """「麻痺毒」「幻覚毒」 are Chikage's poison cards; a card like 「毒針」 is not one of them."""
    says("My end phase, and my hand is just two poison cards: 麻痺毒 and 幻覚毒. How many do I "
         "put face down?", "0")
    abstains("My end phase, and my hand is just two poison cards plus 「毒針」. How many do I put "
             "face down?")
