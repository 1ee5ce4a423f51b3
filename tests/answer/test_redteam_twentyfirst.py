"""Wave twenty-one's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)




@pytest.mark.parametrize("question, game, missing", [
    ("My opponent's only monster is in reverse state. They say it 'can't be attacked', but I "
     "haven't checked the card text. Can I attack the player directly?", "magical-girl",
     "the card's text (the question says it is not given)"),
    ("Can I use a 詠唱 (spell) card from my hand in response to an attack declaration during my "
     "opponent's battle phase? I only remember its name, not its text.", "magical-girl",
     "the card's text (the question says it is not given)"),
    ("A's attack phase. A attacks B's deck with a 5000-power card and B blocks with a "
     "shield-mark card (its power hasn't been checked). No other effects. How many cards go from "
     "B's deck to the graveyard?", "histoy",
     "the amount or what the effect did (the question says it is not known)"),
])
def test_a_text_or_value_not_checked_abstains(question, game, missing):
    a = _ask(question, game=game)
    assert a.verdict is None
    assert missing in a.missing


@pytest.mark.parametrize("question", [
    "Can I declare one of my Casters as an attacker in the battle phase?",
    "自分にとってゲームで最初のターンで、戦場にはリカバー状態の怪異がいます。このターンに攻撃できますか？",
    "New game: my opponent starts with the normal number of Orbs, never gains or loses any except "
    "to my attacks, and never plays a Servant. How many attacks on the player do I need to land "
    "to win?",
    "相手の結界に「コスト2以下の怪異は攻撃できない」と書かれています。自分の結魂怪異はリカバー状態ですが、攻撃できますか？",
])
def test_magical_girl_questions_outside_the_played_battle(question):
    """A Caster as attacker, 「自分にとってゲームで最初のターン」 (506.1: first player?), attacks
    over several turns, a ban conditioned on a card's cost: none is on the probe's board."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


def test_a_special_named_by_a_pronoun_needs_its_reaction_subtype():
    a = _ask("相手のフレアは4で、未使用の切札が1枚残っています。相手はそれでこちらの《攻撃》に対応できますか？")
    assert a.verdict is None
    assert "対応に使うカードが《対応》を持つか" in a.missing


@pytest.mark.parametrize("question, verdict", [
    ("Aのメインフェイズ（標準行動）です。間合2、ダスト3、Aのオーラ2、集中力2、手札3枚。Aは集中力を1払って基本動作"
     "「離脱」を行い、間合は3になりました。続けてもう一度「離脱」を行えますか？", "no"),
    ("A's main phase, standard action. Distance 2, Dust 3, A has Aura 2, Vigor 2 and 3 cards in "
     "hand. A pays 1 Vigor for the basic action Breakaway (離脱) and the Distance becomes 3. Can "
     "A Breakaway again right away?", "no"),
    ("Distance is 6 and my Aura is 2 with 2 Vigor. I Advanced once. Can I Advance again?", "yes"),
])
def test_a_basic_action_again_plays_the_told_one_first(question, verdict):
    """9-6 ⅰ-B, 9-6-5: after the told Withdraw the Distance is 3, above the master distance."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
