"""Hi!story questions (ja/ko/en) → attack positions played by the Hi!story engine."""

from __future__ import annotations

import pytest

from judge.answer.extract import extractor_for
from judge.answer.service import ask

BLOCKED_DECK_ATTACK = """game histoy
title "position read from the question"
card 侍 rank 1 power 5000 attacker
card 衛士 rank 1 power 2000 blocker
turn A 3 phase attack
A.deck 20
A.p1 侍
B.deck 20
B.p1 衛士
A attack 1 -> deck
B block 1
"""


@pytest.mark.parametrize("lang, question", [
    ("ja", "パワー5000のカードの山札への攻撃を、パワー2000のカードでブロックしたら、山札は何枚減りますか？"),
    ("ko", "파워 5000 카드의 덱 공격을 파워 2000 카드로 블록하면 덱은 몇 장 줄어드나요?"),
    ("en", "A 5000 power card attacks the deck and is blocked by a 2000 power card. "
           "How many cards leave the deck?"),
])
def test_blocked_deck_attack_overflows(lang, question):
    reading = extractor_for("histoy").read(question, lang)
    assert reading.facts == {"A.power": 5000, "B.power": 2000}
    assert extractor_for("histoy").probes(reading)[0].text == BLOCKED_DECK_ATTACK
    a = ask(question, game="histoy", use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("3", "simulation")  # 5000 − 2000 overflows
    assert a.citations[0].uid == "histoy-ja#11.2.2"


@pytest.mark.parametrize("question, clause", [
    ("裏向きのカードを攻撃できますか？", "histoy-ja#3.1.4"),
    ("Can I attack a face-down card?", "histoy-ja#3.1.4"),
    ("상대의 액티브 상태 카드를 공격할 수 있나요?", "histoy-ja#11.1.4"),
])
def test_cannot_attack(question, clause):
    a = ask(question, game="histoy", use_rulings=False)
    assert (a.verdict, a.citations[0].uid) == ("no", clause)


def test_unstated_state_abstains():
    a = ask("Can I attack a card?", game="histoy", use_rulings=False)
    assert a.verdict is None
    assert a.missing[0] == "the attacked card's state (rested or active)"


def test_which_question_is_not_answered_yes():
    a = ask("파워 2000 카드로 레스트 상태인 파워 3000 카드를 공격했습니다. 어느 카드가 묘지로 가나요?",
            game="histoy", use_rulings=False)
    assert a.verdict is None


@pytest.mark.parametrize("question, verdict, missing", [
    ("パワー5000のカードで山札を攻撃した。相手の山札は何枚減りますか？", "5", []),
    ("相手の山札が10枚のとき、パワー5000のカードで山札を攻撃した。相手の山札は何枚になりますか？", "5",
     []),
    ("パワー5000のカードで山札を攻撃した。相手の山札は何枚になりますか？", None,
     ["現在の「相手の山札の枚数」の値"]),
])
def test_deck_counts(question, verdict, missing):
    a = ask(question, game="histoy", use_rulings=False)
    assert (a.verdict, a.missing) == (verdict, missing)
