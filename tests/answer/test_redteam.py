"""Cases found by red-teaming `ask` with fresh questions: the position must be the asked one."""

from __future__ import annotations

import pytest

from judge.answer.extract import extractor_for
from judge.answer.service import ask


def test_number_before_a_conjunction_belongs_to_the_earlier_term():
    reading = extractor_for("sakura").read(
        "My aura is 1 and life is 10. I'm hit by a 3/1 attack. What is my life afterwards?", "en")
    assert reading.facts["A.aura"] == 1
    assert reading.facts["A.life"] == 10


def test_my_attack_is_not_the_opponents_attack():
    reading = extractor_for("sakura").read(
        "Opponent's life is 2 and my attack deals 3/2, they have 0 aura. Who wins?", "en")
    assert reading.facts == {"B.life": 2, "B.aura": 0}
    attack = next(a for a in reading.actions if a["kind"] == "attack")
    assert attack.get("attacker", "A") == "A"


@pytest.mark.parametrize("question, verdict", [
    ("Opponent's life is 2 and my attack deals 3/2, they have 0 aura. Who wins?", "you"),
    ("相手のライフが2、オーラが0。間合4で適正距離3-4、ダメージ3/2の攻撃をした。誰が勝ちますか？", "you"),
    ("My aura is 1 and life is 10. I'm hit by a 3/1 attack. What is my life afterwards?", "9"),
])
def test_who_wins_names_the_winner_and_values_follow_the_stated_board(question, verdict):
    answer = ask(question, use_rulings=False, llm_model=False)
    assert answer.verdict == verdict
    assert answer.verdict_source == "simulation"


@pytest.mark.parametrize("question", [
    "相手にリバース状態の怪異がいるとき、相手プレイヤーを攻撃目標にできますか？",
    "相手の場にリバース状態の怪異がいる場合、プレイヤーに攻撃できますか？",
])
def test_a_described_reversed_monster_is_on_the_board_and_the_player_is_the_target(question):
    answer = ask(question, use_rulings=False, llm_model=False)
    assert "monster T of P2 atk 1500 def 1000 reverse" in answer.scenario
    assert "attack A -> P2" in answer.scenario
    assert answer.verdict == "no"  # 803.3b: a targetable reversed monster shields the player
