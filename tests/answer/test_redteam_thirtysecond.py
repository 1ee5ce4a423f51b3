"""Wave thirty-two's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "At Distance 4 I play an attack card with range 3-4 and damage 5/2. The opponent does not "
    "react. Their Aura is 4 and Life 7. What is the opponent's Life after this attack?",
])
def test_the_opponents_life_after_this_attack_is_not_their_attack(question):
    """"the opponent's Life after this attack" names no attack of theirs: I attack. 5-8-3-2:
    an Aura of 4 cannot take 5, so 2 goes to Life: 7 → 5."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("5", "simulation"), a.missing
    assert "A use" in a.scenario


@pytest.mark.parametrize("question", [
    "標準行動を選んだメインフェイズです。「手札の《全力》カードを1枚使用してもよい」という《行動》カードを使いました。この効果"
    "で、手札の《攻撃》《全力》カード（適正距離1-3）を間合2で使えますか？",
    "I chose a standard action. I play an Action card: 'You may use a Throughout card from your "
    "hand.' Through this effect, can I use a Throughout attack card (range 1-3) at Distance 2?",
])
def test_a_use_through_an_effect_is_not_the_normal_use(question):
    """8-2-2 forbids only the normal use of a 《全力》 card in a standard action; a use by an
    effect is another way (9-2): the normal-use probe must not answer it."""
    assert _ask(question).verdict != "no"


@pytest.mark.parametrize("question", [
    "私の付与札に、【破棄時】効果を持つカードが1枚あります。乗っている桜花結晶の数はメモしていませんでした。次の私の開始"
    "フェイズで、このカードは破棄されますか？",
    "I have one enhancement with a Disenchant effect; I didn't note how many tokens are on it. Is "
    "it destroyed in my next start phase?",
])
def test_an_enhancement_whose_tokens_nobody_counted(question):
    """8-1-3 removes one crystal: discarded only if one was left. 「カードが1枚」 counts cards,
    not crystals, and 「数はメモしていません」 says the count is unknown."""
    a = _ask(question)
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "相手の戦場には怪異が2体いて、オーブは4つです。自分のリカバー状態の怪異で、相手プレイヤーを攻撃目標に選べますか？",
    "相手のオーブは0で、相手の戦場には怪異が1体います。自分の怪異はリカバー状態です。相手プレイヤーを攻撃して勝てますか？",
])
def test_opposing_monsters_of_unsaid_state_decide_the_player_target(question):
    """803.3b: a reversed one would forbid choosing the player; 「怪異が2体いて」 is theirs and
    「自分の怪異はリカバー状態」 is the attacker's state, not theirs."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert "攻撃目標の怪異の状態（リカバー/レスト/リバース）" in a.missing


def test_three_monsters_stats_are_not_one_battle():
    """Two opposing monsters with stats and my attacker: the probe places one target."""
    a = _ask("My opponent has reversed Servant X (400 ATK / 2500 DEF) and Recovered Servant Y "
             "(1000 ATK / 300 DEF). I attack with one 1500 ATK Servant. Which of them can I "
             "destroy?", game="magical-girl")
    assert a.verdict is None
    assert a.missing == ["which monster attacks which (the stats of three or more are given)"]


@pytest.mark.parametrize("question, game, verdict", [
    ("My attacking monster leaves the battlefield in the priority after the declaration. Is one "
     "of their Orbs corrupted?", "magical-girl", "no"),
    ("After I declared an attack on the opponent, their effect destroyed my attacking Servant. "
     "Does an Orb still get corrupted?", "magical-girl", "no"),
    ("My monster attacks the opponent player, who has 0 Orbs at the battle judgment step. Does "
     "the attacking monster's controller win at that point?", "magical-girl", "yes"),
    ("My recovered 1000 ATK Servant attacks their recovered 4000 ATK Servant. Does my Servant "
     "get destroyed in the battle?", "magical-girl", "no"),
    ("On the very first turn of the game, does the turn player carry out the battle phase?",
     "magical-girl", "no"),
    ("My range 1-2 attack has Range Extension (far 1). The current Distance is 3. Does the "
     "attack pass the range check?", "sakura", "yes"),
    ("The Distance is 4 and the Dust has 2. I pay 1 Vigor to perform the basic action Advance. "
     "What is the current Distance after it resolves?", "sakura", "3"),
])
def test_english_yes_no_and_value_forms_the_japanese_already_had(question, game, verdict):
    """English wordings whose Japanese twins were answered: "is one of their Orbs corrupted",
    "does an Orb still get corrupted" (803.5/804.1), "does the attacking monster's controller
    win" (804.5, more than three words before "win"), "does my Servant get destroyed" (804.3
    destroys only the target, and only on a greater ATK),
    "does the turn player carry out the battle phase" (506.1), "pass the range check" (10-4,
    9-4-1), "what is the current Distance after it resolves" (6-4-1-1)."""
    a = _ask(question, game=game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
