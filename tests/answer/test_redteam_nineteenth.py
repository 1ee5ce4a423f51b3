"""Waves eighteen and nineteen (late fixes)'s wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)




@pytest.mark.parametrize("question, missing", [
    ("My Servant is Recovered, but my opponent has a Barrier (結界) out that I haven't read yet. "
     "Can I declare an attack with this Servant?",
     "the card's text (the question says it is not given)"),
    ("私の怪異はリカバー状態ですが、相手の場に結界が1枚あります（テキストはまだ確認していません）。この怪異で攻撃宣言"
     "できますか？", "カードのテキスト（質問が「示されていない」と述べている）"),
])
def test_a_card_not_read_yet_is_an_unknown_text(question, missing):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert missing in a.missing


@pytest.mark.parametrize("question, verdict", [
    ("My opponent has 4 Aura and is hit by an attack with Overcome. Can they choose the Aura "
     "damage?", None),
    ("相手のオーラが4のとき、超克を持つ《攻撃》を受けました。相手はオーラへのダメージを選べますか？", None),
    ("My opponent has 4 Aura and is hit by a 3/1 attack with Overcome. Can they choose the Aura "
     "damage?", "yes"),
    ("My opponent has 4 Aura and is hit by a 5/1 attack with Overcome. Can they choose the Aura "
     "damage?", "no"),
])
def test_a_stated_aura_makes_the_unstated_damage_matter(question, verdict):
    """5-8-3-2: the Aura side needs the Aura to hold the damage; 超克 lifts only the cap of 5
    (10-21), so with the Aura stated the damage decides."""
    a = _ask(question)
    assert a.verdict == verdict, a.missing
    if verdict is None:
        assert any(m in a.missing for m in ("the attack's damage", "攻撃のダメージ"))


@pytest.mark.parametrize("question, verdict", [
    ("相手の場に怪異が1体います。自分の怪異の攻撃目標として、相手プレイヤーを選べますか？", None),
    ("相手の場にレスト状態の怪異が1体います。自分の怪異の攻撃目標として、相手プレイヤーを選べますか？", "yes"),
    ("相手の場にリバース状態の怪異が1体います。自分の怪異の攻撃目標として、相手プレイヤーを選べますか？", "no"),
])
def test_the_player_named_after_as_the_target(question, verdict):
    """「攻撃目標として、相手プレイヤーを選べますか」 asks about the player (803.3b)."""
    a = _ask(question, game="magical-girl")
    assert a.verdict == verdict, a.missing


def test_storage_glossed_in_brackets():
    a = _ask("I play an Enhancement with Charge (納) 3, but I only have 1 Aura and there is 1 token "
             "in the Dust. How many Sakura tokens end up on it?")
    assert (a.verdict, a.verdict_source) == ("2", "simulation"), a.missing
