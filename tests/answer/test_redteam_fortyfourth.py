"""Wave forty-four's wrong verdicts (sets 211-216), and the regressions the wave-41 hand-line
fix exposed, fixed at their cause: paraphrases played on the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


@pytest.mark.parametrize("question", [
    "相手プレイヤーや相手の怪異以外のものを攻撃目標に選べますか？",
    "Can my attack target something other than the opponent player or one of their monsters?",
])
def test_something_other_than_the_player_or_their_monsters(question):
    """803.3b: only if an effect allows it, which the question does not say."""
    abstains(question, "magical-girl")


@pytest.mark.parametrize("question", [
    "自分の場の一番上にレストのランク2（パワー2000）、その下にランク1。相手がパワー4000でこのランク2を攻撃し、自分は防御しなかった。"
    "自分の場から何枚が墓地へ行く？",
    "My opponent attacks my rested rank 2 card (2000 power, a rank 1 under it) with 4000 power "
    "and I don't defend. How many of my cards go to the graveyard?",
])
def test_the_opponents_attack_in_histoy_is_not_played_as_mine(question):
    abstains(question, "histoy")


@pytest.mark.parametrize("question", [
    "「両方のダメージを受ける」が与えられた3/1の《攻撃》が相手に命中した。相手のオーラは1、ライフは5。処理後、相手のライフはいくつか？",
])
def test_a_quoted_keyword_is_not_a_hit_on_me(question):
    """「…ダメージを受ける」 inside the keyword's quote does not make the asker the one hit:
    both damages are dealt, Life 5 → 4."""
    says(question, "4")


def test_a_reaction_attack_used_to_respond_cannot_be_reacted_to():
    """9-4 ⅰ: an attack used as a reaction is not reacted to."""
    says("I responded to my opponent's attack by playing an attack card with the Reaction "
         "(対応) subtype. Can my opponent react to this attack of mine with a Reaction card?",
         "no")


@pytest.mark.parametrize("question", [
    "Against an attack with No Reactions (Specials) — 対応不可（切札） — can I react with a "
    "normal card with Reaction (対応) from my hand?",
    "Against an attack with 'No Reactions (Special cards)', can I react with a Reaction normal "
    "card from my hand?",
])
def test_a_glossed_reaction_word_is_one_word(question):
    """10-22: 対応不可（切札） forbids only 切札; "Reaction (対応)" and "Reaction normal card" are
    the card, not a second mention that the attack might be a reaction."""
    says(question, "yes")


def test_two_reaction_cards_in_hand_play_as_one_hand():
    from judge.answer.extract.sakura_attack.play import _merge_zone_lines

    lines = ["board", "A hand 斬", "B aura 3", "turn A main standard"]
    assert _merge_zone_lines(lines, ["A hand 受", "B hand 返", "A specials 切:unused"]) == [
        "board", "A hand 斬 受", "B aura 3", "B hand 返", "A specials 切:unused",
        "turn A main standard"]


@pytest.mark.parametrize("question", [
    "相手の戦場にリバース状態の怪異が2体、リカバー状態の怪異が1体います。リバース状態の怪異を先に攻撃しなければならない、という制限はありますか？",
    "The opponent has two reversed monsters and one recovered one. Am I forced to attack a "
    "reversed one first?",
])
def test_is_there_a_restriction_is_not_a_can_question(question):
    """The can-probe answers "may I choose the recovered one?"; a restriction asked about is the
    opposite polarity, so no verdict."""
    abstains(question, "magical-girl")


def test_two_monsters_attacking_together_in_japanese():
    abstains("リカバー状態の怪異2体で、1回の攻撃宣言でいっしょに攻撃することはできますか？", "magical-girl")


def test_an_attack_requirement_whose_action_is_not_said():
    """803.4: whether the required action can be done depends on what it is."""
    abstains("私の怪異には攻撃を行うために必要な行動が決められています。手札は0枚です。この怪異で攻撃できますか？",
             "magical-girl")


def test_a_win_question_with_a_reversed_opposing_monster():
    """803.3b: a targetable reversed monster must be the target, so the attack cannot reach the
    player at 0 Orbs; attacking the monster wins nothing (the win question's aim at the player
    stands only when no reversed monster is said)."""
    says("相手のオーブは0個です。相手の戦場にはリバース状態の怪異（攻撃力400／防御力1500）が1体いるだけ。私が攻撃できる怪異は"
         "攻撃力2500の1体です（効果はなし）。このバトルフェイズで勝てますか？", "no", "magical-girl")
