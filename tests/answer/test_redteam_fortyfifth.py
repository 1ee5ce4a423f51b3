"""Wave forty-five's wrong verdicts (sets 217-222), fixed at their cause: paraphrases played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


def test_a_card_that_is_not_a_monster_with_no_allowing_effect():
    says("Can I pick a card on the opponent's side that is not a monster as my attack target, "
         "when no effect allows it?", "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "相手の怪異を攻撃してバトル判定で破壊しました。相手のオーブは5つです。この攻撃で、さらにオーブを1つ穢すこともできますか？",
    "I attack and destroy an opposing monster at battle judgment; the opponent has five Orbs. "
    "Does this attack also let me corrupt one of their Orbs?",
])
def test_corrupting_with_an_attack_on_a_monster(question):
    """804.5 corrupts only when the player is the target: asked as a corruption after a told
    destruction, it is not played as whether the attack can be made (it was 'yes')."""
    assert abstains(question, "magical-girl") in (
        ["攻撃中に起きたこと（盤面に置けなかった出来事）"],
        ["what happened during the attack (an event the reader could not place)"])


@pytest.mark.parametrize("question", [
    "相手の場に怪異はいません。自分の場にはリバース状態の怪異が1体と、リカバー状態の怪異が1体います。"
    "リカバー状態の怪異で相手プレイヤーを攻撃目標に選べますか？",
    "The opponent has no monsters. I control a reversed monster and a recovered one. Can my "
    "recovered monster choose the opponent player as its target?",
])
def test_my_own_reversed_monster_does_not_shield_the_player(question):
    """803.3b looks at the opponent's reversed monsters; the asking sentence names the
    attacker's state."""
    says(question, "yes", "magical-girl")


def test_my_monster_reversed_said_after_its_stats():
    """803.3a: 「自分の怪異は攻撃力…だが、リバース状態」 is the attacker's state."""
    says("自分の怪異は攻撃力8000だが、リバース状態になっている。攻撃宣言ステップで、この怪異を攻撃を行う怪異として選べるか？",
         "no", "magical-girl")


def test_the_opponents_monster_of_unsaid_state():
    abstains("相手が支配している怪異はちょうど1体（攻撃力1000、防御力2000）で、攻撃目標として選べる。"
             "自分は相手プレイヤーを攻撃目標にできるか？", "magical-girl")


def test_and_may_they_asks_a_second_question():
    abstains("It's the second player's first turn. May they draw in the Draw & Refresh phase, "
             "and may they attack in the attack phase?", "histoy")


def test_korean_will_i_be_unable_is_a_negative_question():
    """9-2 終端: no basic action after it this turn; 「할 수 없게 되나요」 asks the negation."""
    says("종단을 가진 카드를 사용해서 해결이 끝났습니다. 이번 턴 남은 동안 집중력을 내는 기본동작도 할 수 없게 되나요?",
         "yes")


def test_korean_life_after_the_draw_is_a_value():
    """10-10 焦燥 for each draw from an empty deck: Aura 0 takes it on Life twice (5 → 3)."""
    says("제 두 번째 이후 턴의 개시 페이즈입니다. 패산은 0장이고 재구성은 하지 않기로 했습니다. 오라 0, 라이프 5, "
         "플레어 1입니다. 개시 페이즈의 드로우를 마친 시점에 라이프는 얼마인가요?", "3")


def test_only_the_damage_cancelled_in_parentheses():
    """9-4: a damage-only cancel leaves the 【攻撃後】 effects to resolve."""
    says("My attack's damage (and only its damage) was cancelled by my opponent's reaction. "
         "Does its After-Attack effect still resolve?", "yes")


@pytest.mark.parametrize("question", [
    "アキナを宿している。相場2、＜流通量＞に桜花結晶3つ、自分のオーラ2。回収を1回行った。回収後の相場と自分のオーラは？",
])
def test_values_asked_by_their_nouns_do_not_break_the_akina_reader(question):
    """The reader asserted a how-much word and failed with an internal error; now it says which
    value is unclear."""
    assert "問われている値（量を問う語がない）" in abstains(question)


@pytest.mark.parametrize("question, verdict", [
    ("「両方のダメージを受ける」が与えられた3/1の《攻撃》を、オーラ2・ライフ8の状態で受けました。ライフはいくつになりますか？",
     "7"),
    ("裁定依頼：ダメージ2/2の《攻撃》に「両方のダメージを受ける」が与えられています。受ける側はオーラ3、ライフ6です。"
     "ダメージ解決後のライフはいくつですか？", "4"),
    ("대미지 2/1의 《공격》에 「양쪽 대미지를 받는다」가 주어졌습니다. 받는 쪽은 오라 2, 라이프 5입니다. 대미지 해결 후 "
     "라이프는 얼마입니까?", "4"),
])
def test_the_asker_is_the_one_hit_outside_the_quoted_keyword(question, verdict):
    """Both damages are dealt; the hit is read from the sentence, not from the keyword's quoted
    name (a quote no longer stands in for 「受けました」 / 「受ける側」)."""
    says(question, verdict)


def test_both_can_be_targets_is_not_two_targets():
    """803.3b: a targetable reversed monster bars the player; 「どちらも攻撃目標に選べる」 says
    each may be chosen, not that one attack has two targets."""
    says("相手はリバース状態の怪異1体とリカバー状態の怪異1体を支配していて、どちらも攻撃目標に選べます。相手プレイヤーを"
         "攻撃目標に選べますか？", "no", "magical-girl")


def test_the_opponents_deck_attack_on_me_is_still_played_in_histoy():
    """11.2.2: a block on a deck attack sends one card per 1000 of the difference."""
    says("相手がパワー4500のカードで自分の山札を攻撃してきたので、パワー2500のブロッカーでブロックした。自分の山札から墓地へ"
         "送られるのは何枚？", "2", "histoy")


def test_does_the_reversed_servant_get_destroyed_names_the_target():
    """804.4: ATK 3000 against DEF 3500 — the reversed one asked about is the target, not the
    attacker (only "can my recovered monster attack…" names the attacker's state)."""
    says("My 3000-ATK Servant attacks a Reversed Servant with 1000 ATK and 3500 DEF. Does the "
         "Reversed Servant get destroyed?", "no", "magical-girl")


def test_an_attack_last_turn_is_not_a_second_attack_this_battle_phase():
    """A monster rested by last turn's attack: the start of this turn (outside 800–806) decides
    whether it may attack, so no verdict (it was played as attacking twice in one phase: 'no')."""
    abstains("自分の怪異は前のターンに攻撃してレスト状態のままです。ほかの影響はありません。このターンのバトルフェイズで、"
             "もう一度攻撃できますか？", "magical-girl")
