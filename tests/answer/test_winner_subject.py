"""Who a win/lose question is about, in every game and language (B1, B2: one `asked_winner`)."""

from __future__ import annotations

import pytest

from judge.answer.extract.common import asked_winner
from judge.answer.service import ask

# Each position ends with the asker ("A" / "P1") winning.
STEMS = {
    ("histoy", "ja"): "Hi!storyで、相手の山札が1枚。パワー3000の人物で相手の山札を攻撃する。{}",
    ("histoy", "ko"): "Hi!story에서 상대 덱이 1장. 파워 3000의 인물로 상대 덱을 공격한다. {}",
    ("histoy", "en"): "In Hi!story the opponent's deck has 1 card. My 3000 power person attacks "
                      "the deck. {}",
    ("magical-girl", "ja"): "相手のオーブが0個。怪異で相手プレイヤーを攻撃する。{}",
    ("magical-girl", "ko"): "상대의 오브가 0개. 괴이로 상대 플레이어를 공격한다. {}",
    ("magical-girl", "en"): "The opponent has 0 Orbs left. My monster attacks the player. {}",
    ("sakura", "ja"): "相手のライフが1、オーラが0。間合3で、適正距離3-4、ダメージ2/2の攻撃をする。{}",
    ("sakura", "ko"): "상대의 라이프가 1, 오라가 0. 간격 3에서 적정거리 3-4, 대미지 2/2의 공격을 한다. {}",
    ("sakura", "en"): "The opponent's Life is 1 and their Aura is 0. The Distance is 3. I attack "
                      "with a 2/2 attack card with range 3-4. {}",
}
ASKS = {
    "ja": {("me", "win"): "私は勝利しますか？", ("me", "lose"): "私は敗北しますか？",
           ("them", "win"): "相手は勝利しますか？", ("them", "lose"): "相手は敗北しますか？"},
    "ko": {("me", "win"): "내가 승리합니까?", ("me", "lose"): "내가 패배합니까?",
           ("them", "win"): "상대가 승리합니까?", ("them", "lose"): "상대가 패배합니까?"},
    "en": {("me", "win"): "Do I win?", ("me", "lose"): "Do I lose?",
           ("them", "win"): "Does the opponent win?", ("them", "lose"): "Does the opponent lose?"},
}
EXPECTED = {("me", "win"): "yes", ("me", "lose"): "no", ("them", "win"): "no",
            ("them", "lose"): "yes"}
CASES = [(g, lang, who, verb) for (g, lang) in STEMS for (who, verb) in EXPECTED]


@pytest.mark.parametrize("game, lang, who, verb", CASES)
def test_win_lose_subject(game, lang, who, verb):
    question = STEMS[game, lang].format(ASKS[lang][who, verb])
    a = ask(question, game=game, use_rulings=False)
    assert (a.verdict, a.verdict_source) == (EXPECTED[who, verb], "simulation")


@pytest.mark.parametrize("text, lang, yes_for", [
    ("do i lose?", "en", "B"), ("does the opponent win?", "en", "B"),
    ("相手は敗北しますか？", "ja", "A"), ("내가 패배합니까?", "ko", "B"),
])
def test_asked_winner(text, lang, yes_for):
    assert asked_winner(text, lang, me="A", them="B") == yes_for
