"""Wave twenty-four's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question, verdict", [
    ("I'm at 1 Life with 0 Aura and get hit by a 2/1 attack. Do I lose?", "yes"),
    ("I'm at 2 Life and get hit by a 4/2 attack. Do I lose to it?", None),
    ("I'm at 3 Life and get hit by a 4/2 attack. Do I lose to it?", "no"),
])
def test_im_at_n_life_and_get_hit_puts_the_asker_under_the_attack(question, verdict):
    """5-8-3-2: with too little Aura the Life damage is forced; otherwise the choice decides."""
    a = _ask(question)
    assert a.verdict == verdict
    if verdict is None:
        assert "whether the damage is taken on Aura or Life" in a.missing


def test_a_value_asked_after_a_told_clause_is_the_zone_not_the_draw():
    a = _ask("It's my start phase (not my first turn). My deck, discard pile and face-down pile "
             "are all empty, so I don't reshuffle. With Aura 0 and Life 4, what is my Life after "
             "the draw of 2 cards?")
    assert a.verdict == "2"  # two 焦燥 (10-10), each 1 to Life with no Aura (5-8-3-2)


@pytest.mark.parametrize("question", [
    "My opponent's reaction cancels my attack's damage, but nothing cancels its After-Attack "
    "effect. Does that After-Attack effect resolve?",
    "相手の対応でこちらの《攻撃》のダメージが打ち消されました（【攻撃後】効果は打ち消されていません）。【攻撃後】効果は解決されますか？",
])
def test_an_after_attack_effect_said_not_cancelled_still_resolves(question):
    """9-4 ⅳ skips the damage only; ⅶ resolves the 【攻撃後】 effects."""
    a = _ask(question)
    assert a.verdict == "yes"


@pytest.mark.parametrize("question, verdict", [
    ("相手の戦場には怪異が1体（ATK1000／DEF3000）だけいます。この怪異を攻撃せずに、相手プレイヤーを攻撃できますか？", None),
    ("相手の戦場にはリバース状態の怪異が1体だけいます。この怪異を攻撃せずに、相手プレイヤーを直接攻撃できますか？", "no"),
    ("相手の戦場にはレスト状態の怪異が1体だけいます。この怪異を攻撃せずに、相手プレイヤーを攻撃できますか？", "yes"),
])
def test_attacking_the_player_instead_of_a_monster_is_no_declined_attack(question, verdict):
    """803.3b: only a reversed monster that can be targeted shields the player; its state unsaid
    decides nothing."""
    a = _ask(question, game="magical-girl")
    assert a.verdict == verdict


def test_the_player_as_its_attack_target():
    a = _ask("My opponent controls a reversed monster that can be chosen as an attack target. "
             "Can my monster choose the opponent player as its attack target?",
             game="magical-girl")
    assert a.verdict == "no"


# -- guards against what this wave's full regression run showed ---------------------------------
def test_a_moment_told_in_the_premise_is_no_timing_question():
    """「宣言した時点でオーブは0でした」 tells a state; 803.6 then raises the orbs (804.5)."""
    a = _ask("相手プレイヤーに攻撃宣言した時点で相手のオーブは0でしたが、宣言後の優先権で相手が効果でオーブを1つ増やしました。"
             "バトル判定で自分は勝利しますか？", game="magical-girl")
    assert a.verdict == "no"


def test_an_aside_between_the_player_and_their_life():
    a = _ask("私はアキナを宿していて、相場は2です。私の《攻撃》で相手（アキナは宿していない）がライフに1ダメージを受けました。"
             "私の相場はいくつになりますか？")
    assert a.verdict == "3"  # add/21-6-3: the damaged player's opponent goes up by 1


def test_an_effect_offering_two_basic_actions_is_not_played_as_one():
    a = _ask("カードの効果で「基本動作《前進》か《後退》を行う」を解決しています。間合10、オーラ5です。"
             "何も起きない《前進》を選んでもいいですか？")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")  # 9-6 ⅰ-A


def test_a_quoted_lasting_stat_is_no_change_made_after_the_declaration():
    """「自分の怪異すべての攻撃力+1000」 is a barrier's text; its removal is not modelled."""
    a = _ask("私の場に「自分の怪異すべての攻撃力+1000」の結界があります。攻撃力2000の自分の怪異で、相手のリカバー状態の怪異"
             "（攻撃力2500）を攻撃しました。宣言後の優先権で相手が私の結界を破壊しました。相手の怪異は破壊されますか？",
             game="magical-girl")
    assert a.verdict is None


def test_a_caster_no_effect_lets_be_targeted_is_no_target():
    """803.3b: a card that is no monster is a target only when an effect allows it; "No effect
    lets it be targeted" says none does (this abstained, asking for the effect's text, until
    wave 41 taught the reader that denial)."""
    a = _ask("My opponent has no monsters. Can I choose one of their Casters as my attack "
             "target? No effect lets it be targeted.", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


def test_a_caster_as_target_with_no_word_on_effects_abstains():
    a = _ask("My opponent has no monsters. Can I choose one of their Casters as my attack "
             "target?", game="magical-girl")
    assert a.verdict is None
    assert "the ability's or effect's text (the question reader cannot place it)" in a.missing


@pytest.mark.parametrize("question, missing", [
    ("My monster is recovered and may attack. My opponent has no monster in reverse position. "
     "Can it attack the opponent directly?",
     "play outside the battle phase or other rules (not in the excerpt)"),
])
def test_no_monster_sentences_that_leave_something_unplaced_abstain(question, missing):
    """A Caster as a target (803.3b allows it only by an effect) and "no monster in reverse
    position" (others may exist) are not read as an empty field."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert missing in a.missing


def test_an_aside_inside_the_attackers_phrase():
    """「相手（アキナではない）の《攻撃》で」 owns the attack, so the damaged Life is the asker's."""
    a = _ask("アキナを宿している自分の相場は4です。相手（アキナではない）の《攻撃》でライフに1ダメージを受けました。"
             "自分の相場はいくつになりますか？")
    assert a.verdict == "3"
