"""Wave forty-three's wrong verdicts (sets 205-210), fixed at their cause: paraphrases played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, ask_engine, says


@pytest.mark.parametrize("question", [
    "1回の攻撃で、相手プレイヤーと相手の怪異の両方を攻撃目標にできますか？",
    "Can a single attack target both the opponent player and one of their monsters?",
])
def test_the_player_and_a_monster_as_targets_of_one_attack(question):
    abstains(question, "magical-girl")


@pytest.mark.parametrize("question", [
    "相手のオーブは0です。攻撃力4000の私の怪異で、相手のリカバー状態の怪異（攻撃力2000）を攻撃しました。このバトルで私は勝利しますか？",
])
def test_a_win_question_about_an_attack_on_a_monster(question):
    """804.5 checks Orbs only when the player is the target; 「怪異（…）を攻撃」 names the
    target even with a parenthesis between."""
    says(question, "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "ある効果は「このカードを使用できる」と言い、別の効果は「このカードを使用できない」と言っています。使用できますか？",
    "One effect says I may play this card; another effect says I can't. Can I play it?",
])
def test_an_allowing_and_a_forbidding_effect(question):
    """1-4: the forbidding effect wins; no probe plays both, so no verdict, and it says why."""
    missing = abstains(question)
    assert any("1-4" in m for m in missing)


def test_the_player_who_went_second():
    """506.1 skips only the game's first turn's battle phase."""
    says("It's turn 2 of the game, the first turn for the player who went second. They have a "
         "recovered monster nothing forbids from attacking. Can it attack?", "yes",
         "magical-girl")


@pytest.mark.parametrize("question", [
    "自分のターン（最初のターンではない）の開始時、集中力1で畏縮状態。開始フェイズ後の集中力はいくつで、畏縮状態のまま？",
    "내 턴(첫 턴 아님)이 시작될 때 집중력 1이고 위축 상태입니다. 개시 페이즈 후 집중력은 몇이고, 여전히 위축 상태인가요?",
])
def test_a_number_and_a_state_asked_together(question):
    abstains(question)


def test_korean_not_flinched_with_the_topic_particle():
    from judge.answer.extract import sakura_turn_words as w

    assert w.NOT_FLINCH.search("위축 상태는 아닙니다")
    assert w.NOT_FLINCH.search("위축 상태가 아닙니다")


@pytest.mark.parametrize("question", [
    "標準行動中です。集中力0、手札0枚で、未使用の切札が2枚あります。基本動作《前進》を行えますか？",
    "표준행동 중입니다. 집중력 0, 손패 0장이고 미사용 비장패가 2장 있습니다. 기본동작 '전진'을 할 수 있습니까?",
])
def test_unused_specials_do_not_pay_for_a_basic_action(question):
    """9-6 ⅰ-A: a basic action in a standard action costs 1 Vigor or a card from hand
    (「未使用」 is a state, not a use)."""
    says(question, "no")


def test_a_full_card_used_and_resolved_then_a_special():
    """8-2-2 B: a 全力行動 uses one card from hand or one unused 切札, once."""
    says("全力行動を選んで、手札の全力カードを1枚使い解決しました。同じメインフェイズに、さらに未使用の切札を使えますか？",
         "no")


@pytest.mark.parametrize("question", [
    "私のメインフェイズ。開始時の処理は済んでいて、まだカードも基本動作も使っていない。手札の《全力》カードを使えるか？",
    "It's my main phase and I haven't used any card or basic action yet. Can I play the "
    "Throughout card in my hand?",
])
def test_a_full_card_needs_the_chosen_action(question):
    """8-2-2: a 《全力》 card is used only in a 全力行動, which the question does not say was
    chosen ('haven't used' is no card used before)."""
    abstains(question)


def test_how_many_tokens_leave_under_lacerations_is_a_change():
    abstains("상대 공격은 대미지가 열상화된 {2/1}입니다. 내 오라는 3이고, 오라로의 열상을 선택했습니다. "
             "이 해결로 내 오라에서 빠져나가는 벚꽃결정은 몇 개인가요?")


def test_korean_choose_to_reshuffle_needs_the_life():
    abstains("제 개시 페이즈입니다. 패산은 0장, 버림패에 4장이 있습니다. 오라는 3입니다. 여기서 패산 재구성을 고르면 "
             "저는 패배하나요?")


@pytest.mark.parametrize("question, lang", [
    ("相手のライフが1、オーラが0。間合3で適正距離2-3、ダメージ2/1の攻撃をした。誰が勝ちますか？", "ja"),
    ("상대 라이프 1, 오라 0. 간격 3에서 적정거리 2-3, 대미지 2/1 공격을 했습니다. 누가 이기나요?", "ko"),
])
def test_the_winner_is_named_in_the_canonical_form(question, lang):
    """Verdicts are canonical English in every language ("yes", "the turn player", "you");
    the explanation shows them in the question's language."""
    a = ask_engine(question)
    assert (a.verdict, a.verdict_source, a.lang) == ("you", "simulation", lang)
    assert a.explanation.startswith({"ja": "あなた（質問者）", "ko": "당신(질문자)"}[lang])
