"""Fixes from the fifty-second wave of red-team sets (rt259–rt264), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


def test_nothing_else_like_overcome_denies_it():
    """6-4-1-4 / 5-8: without 超克 the Aura damage is capped at 5 (it read 'overcome')."""
    says("A 5/1 attack gets +1/+0 and nothing else like Overcome (超克) is involved. What is its "
         "Aura damage?", "5")


def test_an_attack_requirement_that_cannot_be_met_in_english():
    """803.4: the action cannot be done, the monster does not attack."""
    says("I want to attack with a monster that needs an action performed before it can attack, "
         "but I can't perform it. Can it attack?", "no", "magical-girl")


def test_can_i_win_in_the_plain_form_asks_the_winner():
    """「この攻撃で勝利できる？」 is who wins (804.5: the Orbs), not whether the attack is legal."""
    assert abstains("相手プレイヤーを攻撃目標にして攻撃し、何も妨害は起きなかった。この攻撃で勝利できる？",
                    "magical-girl") == ["相手のオーブの数"]


def test_going_for_their_face_targets_the_player():
    """803.3b binds only a reversed monster that can be chosen."""
    says("My opponent's only monster is reversed but an effect says it can't be chosen as an "
         "attack target. Can I go for their face?", "yes", "magical-girl")


def test_the_opponents_only_monster_in_an_unsaid_state():
    assert abstains("My opponent's only monster has 2000 ATK and 1000 DEF. Can I ignore it and "
                    "attack the opponent player?", "magical-girl") == [
        "the attacked monster's state (recovered, rested or reversed)"]


def test_how_many_actually_move_in_korean():
    """5-10 / 7-1-3-1: Aura 4 takes one more."""
    says("더스트에서 제 오라로 벚꽃결정 2개를 옮기는 효과입니다. 제 오라는 4, 더스트는 5입니다. 실제로 옮겨지는 "
         "것은 몇 개인가요?", "1")


def test_my_own_first_turn_with_the_topic_particle():
    abstains("自分にとっては最初のターンです。リカバー状態の怪異が1体います。攻撃できますか？", "magical-girl")


def test_a_card_without_terminal_binds_nothing():
    """9-2: only a 終端 card forbids later basic actions (it read the card as 終端)."""
    says("このメインフェイズに終端を持たない通常札を使用しました。集中力1、オーラ2、間合5です。集中力を払って"
         "後退できますか？", "yes")


def test_can_i_attack_the_player_and_win_stays_a_can_question():
    """803.3b refuses the attack on the player while a choosable reversed monster exists."""
    says("相手のオーブは0個です。相手の場には攻撃目標に選べるリバース状態の怪異が1体います。相手プレイヤーを"
         "攻撃して勝つことはできますか？", "no", "magical-girl")


def test_both_no_lose_effects_said_not_to_apply():
    """4-2 1: both Lives 0 at once is a draw; 「…どちらにも適用されていません」 denies the effects."""
    says("両者のライフが1のとき、「両プレイヤーはライフに1ダメージを受ける」効果が解決され、両者のライフが同時に0に"
         "なりました。『敗北しない』効果も『勝利できない』効果も適用されていません。勝敗はどうなりますか？",
         "draw")


@pytest.mark.parametrize("question", [
    "超克を持つ3/1の《攻撃》に+3/+0がかかった。相手のオーラは5。相手はオーラでダメージを受けることを選べますか？",
    "A 3/1 attack with Overcome (超克) gets +3/+0. The defender has 5 Aura. Can they choose to "
    "take the Aura damage?",
])
def test_taking_an_overcome_attacks_damage_on_aura(question):
    """10-21: with 超克 the 6 is not capped at 5; an Aura of 5 cannot take it (5-8-3-2)."""
    says(question, "no")


def test_the_modified_damage_told_as_a_result_is_not_the_printed_one():
    abstains("An effect gives my attack +3/+0, making it 6/1. My opponent has exactly 5 Aura. Can "
             "they choose to take the Aura damage?")
