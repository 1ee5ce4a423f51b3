"""Fixes from the fifty-sixth wave of red-team sets (rt281–rt284), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_a_negated_confirmation_is_answered_about_the_statement():
    """804.3: a rested target compares ATK (3000 > 500): it is destroyed, so "it can't be
    destroyed, right?" is answered no; 9-4: a cancelled damage leaves 【攻撃後】 to resolve."""
    says("レスト状態の相手の怪異（攻撃力500・防御力5000）を攻撃力3000の怪異で攻撃します。防御力と比べる"
         "から破壊できないですよね？", "no", "magical-girl")
    says("対応で相手の《攻撃》のダメージを打ち消しました。これでこの《攻撃》の【攻撃後】効果も解決され"
         "なくなりますよね？", "no")
    says("대응으로 상대 《공격》의 대미지를 무효로 했습니다. 그럼 그 《공격》의 【공격 후】 효과도 해결되지 "
         "않는 거죠?", "no")


def test_a_win_asked_at_the_moment_of_choosing_the_target():
    """804.5: the win comes in the battle judgment step, not when the target is chosen."""
    abstains("相手のオーブが0のとき、相手プレイヤーを攻撃目標に選んだ時点で勝利しますか？", "magical-girl")


def test_the_opponent_attacks_the_asker():
    """804.5: the attacked player's orbs decide; "do I lose?" is the attacked player's."""
    says("自分のオーブは0です。相手の怪異に攻撃を受けました。誰も何もしません。私は負けますか？", "yes",
         "magical-girl")
    says("My orbs are 0 and I am attacked by my opponent's monster. Nobody does anything. Do I "
         "lose?", "yes", "magical-girl")
    abstains("相手が怪異で私を攻撃してきました。こちらは何もしていません。相手の勝ちになりますか？",
             "magical-girl")


def test_a_modifier_of_the_current_distance_is_not_probed():
    """5-2-1: the current Distance is the tokens with modifiers (floor 0)."""
    abstains("間合の桜花結晶は2個ですが、「現在の間合を3減らす」効果が適用されています。適正距離0の《攻撃》"
             "カードは使えますか？")
    abstains("There are 2 tokens on the Distance, but an effect reduces the current Distance by 3. "
             "Can I use an attack card with range 0?")


def test_life_damage_told_before_a_card_use():
    """5-8-3-1: the damage moved Life to Flare before the use; the probe pays from the Flare."""
    abstains("フレア0の状態で攻撃を受け、ライフに2ダメージを受けました。消費2の切札があります。次のメイン"
             "フェイズで使えますか？")


def test_a_set_an_effect_tells_me_to_do_on_turn_one():
    """5.5.2: a set made by an effect in the effect phase is not the first turn's ban."""
    says("Hi!story, first player's turn 1: I know I can't set in the set phase. But if a card "
         "effect in my effect phase tells me to set a card, can I do it?", "yes", "histoy")


def test_the_hand_left_after_hiding():
    """8-3-2: a hand of 6 goes down to the limit of 2."""
    says("At my end phase I'm holding 6 cards. After turning cards face down, how many cards "
         "are left in my hand?", "2")
    says("終了フェイズの時点で手札が4枚あります。伏せ札にしていって、最終的に手札は何枚残りますか？", "2")
    says("종료 페이즈 시점에 손패가 6장입니다. 덮음패로 보내고 나면 최종적으로 손패는 몇 장 남나요?", "2")
