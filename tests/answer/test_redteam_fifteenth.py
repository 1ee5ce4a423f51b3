"""Wave fifteen's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "magical-girl"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "攻撃するために追加の行動が必要な怪異を攻撃に選びましたが、その行動を実行できません。この怪異で攻撃できますか？",
    "I chose to attack with a monster that needs an extra action in order to attack, but I "
    "can't perform that action. Can this monster attack?",
])
def test_an_attack_whose_required_action_cannot_be_done_is_not_made(question):
    """803.4: the attack cannot be made; the game goes back to choosing the attacker."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "I declared an attack on my opponent while they had 1 Orb. In the 803.6 window my own card "
    "corrupted that Orb, leaving them at 0. Do I win at battle judgment?",
    "相手のオーブが1つのときに相手プレイヤーへ攻撃宣言しました。803.6の優先権で、自分のカードの効果で相手のオーブを"
    "1つ穢し、相手のオーブは0になりました。バトル判定で自分は勝利しますか？",
])
def test_an_orb_corrupted_in_the_priority_counts_at_the_judgment(question):
    """804.5 counts the Orbs at the judgment, after 803.6's priority."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "orbs P2 -1" in a.scenario


@pytest.mark.parametrize("question", [
    "After my attack declaration, my opponent removed the targeted monster in the 803.6 window. "
    "What state is my attacking monster in now — can it attack again this battle phase?",
    "My 3000 ATK monster attacked an opposing recovered monster (ATK 2000 / DEF 3500). In the "
    "803.6 window my opponent played some card, but I don't remember what it did. Was their "
    "monster destroyed?",
])
def test_two_asks_and_a_forgotten_card_get_no_verdict(question):
    assert _ask(question).verdict is None


@pytest.mark.parametrize("question, game, verdict", [
    ("On a turn where I chose the full-power (Throughout) action, can I use one card from hand "
     "and then pay Vigor for the basic action Retreat?", "sakura", "no"),
    ("全力行動を選んだターンに、手札のカードを1枚使ってから集中力を払って基本動作《後退》を行えますか？", "sakura",
     "no"),
])
def test_and_then_orders_the_steps(question, game, verdict):
    """8-2-2 B: after a full-power action only a card use or the end of the phase follows."""
    a = _ask(question, game=game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "My opponent has 0 Orbs and I declare an attack on them. Can they avoid losing by getting "
    "their Orbs back up to 1 or more before the battle judgment?",
    "相手のオーブが0個の状態で、相手プレイヤーを攻撃目標にして攻撃宣言しました。相手はバトル判定の前にオーブを1つ以上に"
    "増やして、負けを回避できますか？",
])
def test_orbs_raised_before_the_judgment_avoid_the_loss(question):
    """803.6 then 804.5: with an Orb at the judgment, one is corrupted instead of a win."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("My opponent has one Reversed monster that I could legally target. Can I skip it and "
     "attack the opponent directly?", "no"),
    ("Is the battle phase also skipped on the second player's first turn?", None),
])
def test_skipping_a_monster_is_not_a_skipped_phase(question, verdict):
    """803.3b forbids the player while a reversed monster can be targeted; "is the phase
    skipped?" is asked the other way round from 506.1's "does it happen"."""
    assert _ask(question).verdict == verdict
