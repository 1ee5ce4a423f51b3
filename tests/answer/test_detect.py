"""Language and game detection from term-table evidence."""

from __future__ import annotations

import pytest

from judge.answer.detect import detect_game
from judge.answer.lang import detect_language


@pytest.mark.parametrize("text, lang", [
    ("自分のオーラに桜花結晶が5つある。前進を選べるか？", "ja"),
    ("内容を確認する", "ja"),
    ("내 오라에 벚꽃결정이 5개 있습니다. '전진'을 선택할 수 있나요?", "ko"),
    ("Can I choose the basic action Advance (前進)?", "en"),
    ("What happens to the attack?", "en"),
])
def test_language(text, lang):
    assert detect_language(text) == lang


@pytest.mark.parametrize("text, game", [
    ("自分のオーラに桜花結晶が5つある。前進を選べるか？", "sakura"),
    ("간격이 2일 때 이탈할 수 있나요?", "sakura"),
    ("My Aura holds five Sakura tokens. Can I Advance?", "sakura"),
    ("攻撃力2000の怪異でオーブが1つの相手を攻撃しました", "magical-girl"),
    ("The attacking monster's ATK equals the ATK of the recovered monster.", "magical-girl"),
])
def test_game_sure(text, game):
    guess = detect_game(text)
    assert (guess.game, guess.sure) == (game, True)


def test_unsure_lists_candidates():
    # 手札 and 山札 are zones of both Sakura Arms and Hi!story: no sure answer
    guess = detect_game("手札と山札")
    assert not guess.sure
    assert set(guess.candidates) == {"sakura", "histoy"}


def test_forced_game_alias():
    guess = detect_game("anything", game="mg")
    assert (guess.game, guess.sure) == ("magical-girl", True)


def test_no_evidence():
    guess = detect_game("hello there")
    assert guess.game is None and guess.candidates == []


def test_unknown_game_is_a_clear_error():
    from judge.errors import JudgeError

    with pytest.raises(JudgeError, match="unknown game 'chess'; known: histoy, magical-girl"):
        detect_game("anything", game="chess")


def test_ties_break_the_same_way_whatever_the_hash_seed():
    """Terms two games share can score them equally: the order must not depend on
    Python's set iteration order (PYTHONHASHSEED), or answers would change between runs."""
    import os
    import subprocess
    import sys

    code = ("from judge.answer.detect import detect_game; "
            "g = detect_game('A card used its 「1」 effect on an earlier turn. Can it use it again "
            "this turn?'); print(g.game, g.candidates)")
    outs = set()
    for seed in ("0", "1", "2", "3", "4", "5", "6", "7"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        outs.add(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                                text=True, check=True).stdout)
    assert len(outs) == 1
