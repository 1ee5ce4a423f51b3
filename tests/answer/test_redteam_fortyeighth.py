"""Wave forty-eight's wrong verdicts (sets 235-240), fixed at their cause: paraphrases played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


def test_a_restated_damage_is_no_zone_count():
    """5-8-3-2: whether the Aura side may be taken hangs on the Aura, which is not told ('the
    3 on my Aura instead of 1 on Life' was read as Aura 1, Life 1)."""
    assert abstains("The opponent's 3/1 attack succeeds against me. Am I allowed to take the 3 "
                    "on my Aura instead of 1 on Life?") == ["your Aura"]
    says("I have 2 Aura. The opponent's 3/1 attack hits me. Can I take the 3 on my Aura?", "no")


def test_an_aura_damage_phrase_is_no_aura_count():
    """6-4-1-4: 7 Aura damage is capped at 5, which a full Aura of 5 can take ('no Aura-damage
    cap removal' was read as Aura 0)."""
    says("The opponent's attack deals 7/1 damage and does not have 超克 (no Aura-damage cap "
         "removal). My Aura holds five Sakura tokens. Can I choose to take it on my Aura?", "yes")


def test_a_special_only_no_reaction_explained_in_words():
    """10-22: 対応不可（切札） bars only 切札; 'i.e. no reactions with special cards' is its
    explanation, not a second, total 対応不可 (it was 'no')."""
    says("The opponent's attack has 対応不可 (切札), i.e. no reactions with special cards. Can I "
         "react with a normal Reaction card from my hand?", "yes")


def test_which_of_them_after_a_comma_gets_no_yes():
    abstains("My recovered Servant A (ATK 3500) is going to attack. My opponent controls X "
             "(recovered, ATK 3000 / DEF 1000), Y (reverse position, ATK 1000 / DEF 4000) and Z "
             "(rested, ATK 4000 / DEF 500). With no other effects, which of them can A destroy "
             "by attacking it?", "magical-girl")


def test_not_that_reversed_one_is_no_attacker_state():
    """803.3b: any opposing monster may be the target; 「リバース状態の怪異ではなく」 is not 'with
    a reversed monster' (it was 'no')."""
    says("相手の戦場にリバース状態の怪異が1体いるので、相手プレイヤーは攻撃できません。では、そのリバース状態の怪異ではなく、"
         "相手のリカバー状態の怪異（攻撃力4000）を攻撃目標に選ぶことはできますか？", "yes", "magical-girl")


@pytest.mark.parametrize("question", [
    "The opponent has 2 Orbs and controls two monsters: one recovered, and one reversed that I "
    "could legally pick as an attack target. May I choose the opponent player as the attack "
    "target?",
    "相手のオーブは2つ。相手はリカバー状態の怪異と、適正に攻撃目標にできるリバース状態の怪異を1体ずつ支配しています。"
    "相手プレイヤーを攻撃目標に選べますか？",
])
def test_a_reversed_one_among_two_shields_the_player(question):
    """803.3b (it was 'yes': the recovered one was placed)."""
    says(question, "no", "magical-girl")


def test_combined_atk_of_two_attackers_is_not_played():
    abstains("リカバー状態の怪異2体（攻撃力1500と2000）で、相手のリカバー状態の怪異（攻撃力3000）を同時に攻撃し、"
             "攻撃力の合計3500で比べることはできますか？", "magical-girl")


@pytest.mark.parametrize("question, verdict", [
    ("自分の終了フェイズに、手札は5枚、伏せ札は2枚。何枚を伏せ札にしなければならないか？", "3"),
    ("End of my turn and I'm holding five normal cards. How many do I have to put face down?",
     "3"),
])
def test_my_own_end_phase_is_decided(question, verdict):
    says(question, verdict)
