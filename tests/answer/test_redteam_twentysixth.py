"""Wave twenty-six's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.extract.common import asked_winner
from judge.answer.extract.kinds import asks_two_parts, verdict_fits
from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "相手のオーブは3つで、相手の怪異はリバース状態の1体だけです。自分はリカバー状態の怪異を2体支配しています。1体目の攻撃でその"
    "リバース状態の怪異を破壊しました。2体目で相手プレイヤーを攻撃できますか？",
    "My opponent has one Reversed Servant. I have two Recovered Servants. My first one attacks "
    "and destroys it. Can my second Servant attack the player now?",
])
def test_a_first_attack_told_to_have_destroyed_the_shield(question):
    """805.5 and 803.3b after a told battle: the probes play one fresh battle (no verdict)."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "相手はリバース状態の怪異1体とレスト状態の怪異1体を支配しています。どちらかの怪異は破壊されますか？",
    "相手のオーブは4つで、相手の怪異はいません。[三重穢し]を持つ自分の怪異で相手プレイヤーを攻撃しました。相手のオーブはいくつ残りますか？",
])
def test_two_monsters_or_a_bracketed_keyword_are_not_placed(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "Can I Advance, and if so, what is the Distance afterwards?",
    "Can I Recover, and then how much Aura will I have?",
])
def test_a_yes_no_then_a_value_is_two_questions(question):
    assert asks_two_parts(question)


def test_is_which_wants_no_yes_or_no():
    assert not verdict_fits("The last card I used is which card of the turn?", "no")


def test_how_many_more_attacks_is_over_several_battles():
    a = _ask("My opponent has 2 Orbs left and no monsters. How many more attacks on the player do "
             "I need to win?", game="magical-girl")
    assert a.verdict is None
    assert "how many monsters attack (how many attacks are made)" in a.missing


@pytest.mark.parametrize("question, verdict", [
    ("ライフが1、オーラが0のときに、2/1の《攻撃》が当たりました。負けますか？", "yes"),
    ("ライフが1のときに、3/1の《攻撃》が当たりました。負けますか？", None),
    ("相手のライフは1、オーラは0です。私の3/1の《攻撃》が当たりました。相手は負けますか？", "yes"),
])
def test_an_attack_that_hits_puts_the_asker_under_it_unless_it_is_theirs(question, verdict):
    """5-8-3-2: with no Aura the Life damage is forced; 4-2: Life 0 loses."""
    a = _ask(question)
    assert a.verdict == verdict


def test_reshuffled_in_the_past_tense_with_the_life_unsaid():
    a = _ask("I reshuffled my deck in my start phase. Do I lose because of it?")
    assert a.verdict is None
    assert "the Life" in a.missing


def test_do_they_lose_asks_about_the_opponent():
    assert asked_winner("If my attack hits, do they lose?", "en", "A", "B") == "A"
    a = _ask("My opponent has 1 Life and 0 Aura. If my 2/1 attack hits, do they lose?")
    assert a.verdict == "yes"


def test_the_askers_own_recovered_monster_is_not_the_target():
    """「自分はリカバー状態の怪異を…」: the attacker's state; the opponent's monster is unsaid."""
    a = _ask("相手のオーブは0で、相手の戦場には怪異が1体います。自分はリカバー状態の怪異を1体だけ持っています。"
             "その怪異で相手プレイヤーを攻撃して勝てますか？", game="magical-girl")
    assert a.verdict is None
    assert "攻撃目標の怪異の状態（リカバー/レスト/リバース）" in a.missing


def test_an_end_of_battle_trigger_is_a_timing_the_probe_does_not_place_after_judgement():
    a = _ask("In the priority after the battle judgment step I gave my monster '+1000 ATK until "
             "end of battle'. When an 'at end of battle' triggered ability resolves, is the +1000 "
             "still there?", game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "相手はリバース状態の怪異1体とレスト状態の怪異1体を支配しています。レスト状態のほうの怪異を攻撃目標に選べますか？",
    "相手はリバース状態の怪異1体とリカバー状態の怪異1体を支配しています。リバース状態の怪異ではなく、リカバー状態のほうを"
    "攻撃してもいいですか？",
])
def test_the_picked_one_of_two_monsters_is_the_target(question):
    """803.3b: any opposing monster may be chosen; a reversed one only shields the player."""
    a = _ask(question, game="magical-girl")
    assert a.verdict == "yes"
    assert "monster A of P1 atk 2000 def 1000 recover" in a.scenario
