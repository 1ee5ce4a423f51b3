"""Wave sixteen's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question, verdict", [
    ("I want to react to my opponent's attack with an attack card from my hand. Can I?", None),
    ("I want to react to my opponent's attack with a Special. I have 3 Flare. Can I?", None),
    ("Can I react to my opponent's attack with a Reaction card from my hand?", "yes"),
])
def test_the_reacting_cards_subtype_must_be_said(question, verdict):
    """9-4 ⅰ: only a 《対応》 card reacts; "an attack card" or "a Special" may not have it."""
    a = _ask(question)
    assert a.verdict == verdict
    if verdict is None:
        assert "whether the reacting card has the Reaction subtype" in a.missing


@pytest.mark.parametrize("question", [
    "At Distance 2 my opponent plays an attack card with range 2-3 and damage 4/1. I have Aura 3 "
    "and Life 7 and I don't react. Can I choose the Aura damage and lose all 3 Aura tokens?",
    "My opponent's 4/1 attack hits me at Distance 2. My Aura is 3 and I do not react. Can I take "
    "it on Aura?",
])
def test_a_declined_reaction_is_no_reaction_asked(question):
    """5-8-3-2: an Aura of 3 cannot take 4 Aura damage."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question, missing", [
    # (A is the turn player since letters.py reads 'A plays'; B's Aura, unsaid, decides)
    ("At Distance 3, A plays an attack card with range 3-4 and damage 3/2. B has 2 Life and does "
     "not react. Does B lose to this attack?",
     "whether the damage is taken on Aura or Life"),
    ("間合3で、Aが適正距離3-4、ダメージ3/2の《攻撃》カードを使いました。Bのライフは2です。Bは敗北しますか？",
     "AとBのどちらが質問者か（自分・相手で書かれていない）"),
])
def test_players_named_by_letters_are_not_placed(question, missing):
    a = _ask(question)
    assert a.verdict is None
    assert missing in a.missing


def test_a_monster_named_a_is_not_a_lettered_player():
    a = _ask("自分の怪異Aは「この怪異が攻撃を行うには、手札を1枚捨てなければならない」という能力を持っています。自分の"
             "手札は0枚です。Aで攻撃を行えますか？", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation")


@pytest.mark.parametrize("question", [
    "前の自分のターンに納3の《付与》カードを使いました。そのときダストには桜花結晶が1個ありました。次の自分の開始フェイ"
    "ズで、この付与札は破棄されますか？",
    "Last turn I played an enhancement with Charge 3 while the Dust had 1 token. Will it be "
    "destroyed during my next start phase?",
])
def test_charge_from_a_short_dust_needs_the_aura(question):
    """9-2-3 ⅲ: the rest of 納 came from the Aura, which decides the tokens on the card."""
    assert _ask(question).verdict is None


@pytest.mark.parametrize("question", [
    "1体目の怪異のバトルが終わりました。このバトルフェイズ中に、もう一度攻撃宣言をできますか？",
    "I control two Servants. I attacked with the first one and that battle is over. Can I "
    "declare another attack this battle phase?",
])
def test_another_monsters_state_is_not_guessed(question):
    """805.5 needs a recovered monster: whether another one is recovered is not said."""
    assert _ask(question, game="magical-girl").verdict is None


def test_the_picked_recovered_servant_may_be_targeted():
    """803.3b: the reversed Servant shields only the player; the picked one is placed."""
    a = _ask("My opponent has one Servant in Reverse Position and one Recovered Servant. Can I "
             "choose the Recovered one as my attack target?", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
    assert "monster T of P2 atk 1500 def 1000 recover" in a.scenario


def test_what_happens_then_a_yes_no_is_one_question():
    """804.5: with no Orb at the judgment the attacking monster's controller wins."""
    a = _ask("My monster's attack on the opponent player reaches battle judgement and they have "
             "zero orbs. What happens — do I win?", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")


@pytest.mark.parametrize("question, game, verdict", [
    ("I took a Throughout action and played card A from hand; A's effect uses card B, which has a "
     "全力化 (Throughout-only) effect. Does B's 全力化 effect work?", "sakura", "no"),
    ("My opponent's only monster is a reversed R (ATK 500, DEF 2000), and they have 2 Orbs. I "
     "have recovered monsters A (ATK 2500) and B (ATK 1500). If B attacks R first and A attacks "
     "afterwards, can A choose the opponent player as its target?", "magical-girl", "no"),
])
def test_cards_and_monsters_named_a_and_b_are_not_players(question, game, verdict):
    """9-1-2: a card used by an effect is not full-powered; 803.3b: a reversed monster shields
    the player."""
    a = _ask(question, game=game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_a_last_token_moved_in_the_start_phase_needs_no_aura():
    """8-1-3 ⅱ then 5-5-2: the enhancement with no token left is destroyed, 【破棄時】 resolves."""
    a = _ask("自分の2回目以降のターンの開始フェイズ既定処理で、付与札に最後に残っていた桜花結晶1つがダストへ移動しまし"
             "た。その付与札の【破棄時】効果は解決されますか？")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
