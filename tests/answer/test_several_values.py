"""Several values asked as one list ("What are my Aura and Life afterwards?"): each is played
on the real engine and the answer names them in the order asked (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.extract.values import answer, asks_values, collapse
from tests.answer.asking import abstains, ask_engine, says


@pytest.mark.parametrize("question", [
    "間合2。相手の2/1の攻撃が当たった。私のオーラは1、ライフは5で、対応しない。その後、私のオーラとライフはいくつ？",
    "간격 2. 상대의 2/1 공격이 맞았습니다. 내 오라는 1, 라이프는 5이고 대응하지 않습니다. "
    "그 후 내 오라와 라이프는 각각 몇인가요?",
    "Distance 2. My opponent's 2/1 attack hits me. I have Aura 1 and Life 5 and don't react. "
    "What are my Aura and Life afterwards?",
])
def test_aura_and_life_after_a_hit(question):
    """5-8-3: 2 Aura damage cannot be taken from 1 Aura, so the Life takes 1 (both values)."""
    says(question, "Aura 1, Life 4")


def test_three_values_in_the_order_asked():
    says("Distance 2. My opponent's 2/1 attack hits me. I have Aura 1, Life 5 and Flare 0 and "
         "don't react. What are my Life, Flare and Aura afterwards?", "Life 4, Flare 1, Aura 1")


def test_the_opponents_values_keep_their_owner():
    """'their Aura and Life': the second zone is the opponent's too; 'I hit my opponent with
    a 2/1 attack' makes me the attacker (it was read as their attack)."""
    says("Distance 2. I hit my opponent with a 2/1 attack. My opponent has Aura 1, Life 5 and "
         "Flare 0 and doesn't react. What are their Aura and Life afterwards?", "Aura 1, Life 4")


def test_i_attack_my_opponent_with_is_my_attack():
    says("Distance 2. I attack my opponent with a 2/1 attack. My opponent has Aura 1, Life 5 "
         "and Flare 0 and doesn't react. What is their Life afterwards?", "4")


def test_a_listed_value_not_given_is_missing():
    missing = abstains("Distance 2. My opponent's 2/1 attack hits me. I have Aura 1 and Life 5 "
                       "and don't react. What are my Aura, Life and Flare afterwards?")
    assert missing == ["the current value of flare"]


def test_a_second_question_after_the_list_is_still_refused():
    a = ask_engine("Distance 2. I hit my opponent with a 2/1 attack. My opponent has Aura 1, "
                   "Life 5 and Flare 0 and doesn't react. What are their Aura and Life "
                   "afterwards, and do they lose?")
    assert a.verdict is None
    assert a.missing == ["a reading of every part of the question (some asked action was not "
                         "read)"]


def test_the_list_words():
    assert asks_values("その後、私のオーラとライフはいくつ？")
    assert asks_values("how many are in my aura and in the dust afterward?")
    assert not asks_values("with 3 aura, how much life do i have?")
    assert collapse("그 후 내 오라와 라이프는 각각 몇인가요?") == "그 후 내 오라는 몇인가요?"
    assert answer([("A.aura", 0), ("B.focus", 2), ("distance", 3)]) == "Aura 0, Vigor 2, Distance 3"
