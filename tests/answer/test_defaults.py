"""No verdict rests on a value the question never states (B3b: Hi!story deck, Sakura life)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


@pytest.mark.parametrize("question, missing", [
    ("Hi!storyで、パワー30000の人物で相手の山札を攻撃した。山札は何枚減りますか？", "相手の山札の枚数"),
    ("Hi!storyで、パワー25000の人物で相手の山札を攻撃した。相手は敗北しますか？", "相手の山札の枚数"),
    ("In Hi!story my 40000 power person attacks the opponent's deck. Does the opponent lose?",
     "the size of the opponent's deck"),
    ("間合3で、適正距離3-4、ダメージ3/3の攻撃をした。相手は敗北しますか？", "相手のライフ"),
    ("The Distance is 3 and I hit with a range 3-4, 3/3 damage attack. Does the opponent lose?",
     "the opponent's Life"),
])
def test_unstated_default_blocks_the_verdict(question, missing):
    a = ask(question, use_rulings=False)
    assert a.verdict is None
    assert missing in a.missing


def test_stated_life_decides():
    a = ask("相手のライフが3。間合3で、適正距離3-4、ダメージ3/3の攻撃をライフで受けた。相手は敗北しますか？",
            game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
