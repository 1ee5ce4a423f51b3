"""アキナ questions (sakura-ko add/21) in ja, ko and en, decided by the engine: 回収, the
life-damage market shift, the 時価 cost; near-misses abstain."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str):  # noqa: ANN202 - Answer
    return ask(question, game="sakura", use_rulings=False)


@pytest.mark.parametrize("question, verdict, first", [
    ("My market price is 3 and my circulation has 2 crystals. The opponent's flare is 2. When I "
     "collect, what is my market price?", "1", "add/21-5"),
    ("My market price is 3 and my circulation has 2 crystals. The opponent's flare is 2. When I "
     "collect, how much flare does the opponent have?", "1", "add/21-5"),
    ("自分の相場が3で、流通量に桜花結晶が2つあります。相手のフレアは2です。回収を行うと、相手のフレアは"
     "いくつになりますか？", "1", "add/21-5"),
    ("내 시세가 3이고 유통량에 벚꽃 결정이 2개 있습니다. 상대의 플레어는 2입니다. 회수를 하면 상대의 "
     "플레어는 몇 개가 되나요?", "1", "add/21-5"),
    ("My market price is 2. I take 1 damage to my life. What is my market price now?", "1",
     "add/21-6-3"),
    ("자신의 시세가 2입니다. 라이프에 1 대미지를 받으면 시세는 얼마가 되나요?", "1", "add/21-6-3"),
    ("自分の相場が2です。ライフに1ダメージを受けると、相場はいくつになりますか？", "1", "add/21-6-3"),
    ("My market price is 3 and my flare is 4. Can I use a card whose cost is the market price?",
     "yes", "add/21-3-1"),
    ("My market price is 3 and my flare is 2. Can I use a card whose cost is the market price?",
     "no", "9-2-2"),
    ("自分の相場が3、フレアが2です。時価のカードを使用できますか？", "no", "9-2-2"),
    ("My market price is 2, my aura is 3 and my circulation is 0. I use an investment. How much "
     "aura do I have?", "2", "add/21-6-1"),
    ("自分の相場が2、オーラが3、流通量が0です。投資権を使うと、オーラはいくつになりますか？", "2",
     "add/21-6-1"),
    ("내 시세가 2이고 오라가 3, 유통량이 0입니다. 투자권을 이용하면 오라는 몇 개가 되나요?", "2",
     "add/21-6-1"),
    ("My market price is 4 and my circulation is 1. The opponent's life is 5. When I collect, "
     "how much life does the opponent have?", "4", "add/21-5"),
    ("My market price is 1 and my circulation is 1. When I collect, what is my market price?",
     "1", "add/21-5"),
    ("The opponent's market price is 2. I deal 2 damage to the opponent's life. What is the "
     "opponent's market price?", "1", "add/21-6-3"),
])
def test_akina_family(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    doc = "sakura-ko" if first.startswith("add/") else "sakura-ja"
    assert a.citations[0].uid == f"{doc}#{first}"


@pytest.mark.parametrize("question", [
    "When I collect, what is my market price?",                      # start value not stated
    "My market price is 2 and my aura is 3. I use an investment. How much aura do I have?",
    "相場が3のとき、回収を行うとどうなりますか？",                       # what-happens: not read
    "시세가 2일 때 투자권을 이용할 수 있나요?",                          # can-question, no cost
    "My market price is 3. I collect and then use an investment. What is my market price?",
])
def test_akina_near_misses_abstain(question):
    a = _ask(question)
    assert a.verdict is None
    assert a.missing
