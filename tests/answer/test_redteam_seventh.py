"""Seventh red-team pass (70 questions varied in form: confirmations, must-I, counts, premises
in any order) and the wording gaps found beside it, each fixed at its cause and tested with
paraphrases."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question, verdict", [
    # the main clause names what is counted, not the drawing in the time clause (10-10 焦燥)
    ("Deck empty, no reshuffle this start phase, Aura 0, Life 5. After drawing my two cards, "
     "what is my Life?", "3"),
    ("開始フェイズ、山札0枚で再構成はしません。オーラ0、ライフ5です。2枚引いたあとライフはいくつ？", "3"),
    ("개시 페이즈에 패산 0장, 재구성은 안 합니다. 오라 0, 라이프 5예요. 2장 뽑은 뒤에 라이프는 몇인가요?",
     "3"),
])
def test_the_asked_value_is_in_the_main_clause(question, verdict):
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number in ("10-10", "8-1-3")


@pytest.mark.parametrize("question", [
    "サブタイプを持たない《攻撃》カードで、相手の攻撃に対応できますか？",
    "서브타입이 없는 행동 카드로 상대 공격에 대응할 수 있나요?",
    "May I react to my opponent's attack with an action card that has no subtype?",
])
def test_a_card_without_subtype_cannot_react(question):
    """9-2: a card used as a reaction must have 《対応》."""
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].number == "9-2"


@pytest.mark.parametrize("question", [
    "適正距離2-4の攻撃カードがあります。後退して間合が1つ広がりました。このカードで攻撃できますか？",
    "I have a range 2-4 attack card. I retreated, so the distance went up by one. Can I attack?",
])
def test_a_distance_change_is_not_the_distance(question):
    a = _ask(question, "sakura")
    assert a.verdict is None


def test_a_histoy_deck_attack_written_with_its_power_between():
    a = _ask("相手の山札へのパワー4000の攻撃を、パワー1000のカードでブロックした。相手の山札から何枚墓地へ"
             "送られる？", "histoy")
    assert (a.verdict, a.verdict_source) == ("3", "simulation"), a.missing
    assert a.citations[0].number == "11.2.2"


def test_korean_keyword_denied_with_anipnida():
    a = _ask("간격 3에서 적정거리 2-3 공격을 했어요. 상대가 대응으로 간격을 4로 만들었습니다. 이 공격은 불가피가 "
             "아닙니다. 대미지가 들어가나요?", "sakura")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


# -- earlier in this pass: English wordings of win/lose, allowed-to, afterwards, apostrophes -----
@pytest.mark.parametrize("question, verdict", [
    ("I'm at 0 Aura and 1 Life when a 1/1 attack hits me. Have I lost?", "yes"),
    ("I'm at 0 Aura and 3 Life when a 1/1 attack hits me. Have I lost?", "no"),
    ("My opponent has 0 Aura and 1 Life and my 1/1 attack hits. Has my opponent lost?", "yes"),
])
def test_have_i_lost(question, verdict):
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("I'm taking a 4/1 hit with 3 Aura. Am I allowed to take it on Aura?", "no"),
    ("I'm hit by a 0/1 attack with 0 Aura. Can I choose the Aura side?", "yes"),
    ("Distance is 2 and Dust is 2. I do Breakaway. What's the distance afterwards?", "3"),
    ("I have 0 Vigor and no cards in hand. Can I perform a basic action?", "no"),
    ("集中力0で手札もない。基本動作はできる？", "no"),
    ("I'm at 1 Life and reshuffle in my start phase; no other effects in play. Do I lose?", "yes"),
    ("Deck empty, Aura 0, Life 2, start of my turn. I don't reshuffle and it's not my first "
     "turn. Do I lose from the draws?", "yes"),
])
def test_english_and_plain_wordings(question, verdict):
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
