"""Wave forty-one's wrong verdicts (sets 193-198), fixed at their cause: paraphrases played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains as _abstains
from tests.answer.asking import says as _says


@pytest.mark.parametrize("question", [
    "相手の1回の《攻撃》に、手札の《対応》カード2枚を使って対応できますか？",
    "상대의 공격 한 번에 손패의 대응 카드 2장을 사용해서 대응할 수 있나요?",
])
def test_two_reactions_to_one_attack(question):
    """9-4 ⅰ: one card, once. The probe's two reaction cards are one hand line now (a second
    `A hand` line replaced the first, so the refusal named the wrong reason)."""
    _says(question, "no")


@pytest.mark.parametrize("question", [
    "相手が適正距離2-3、ダメージ2/1の《攻撃》を間合3で使いました。私は《対応》で対応し、その効果で間合を1離して4にしました。"
    "不可避はありません。ダメージを受けますか？",
    "상대가 적정거리 2-3, 대미지 2/1 공격을 간격 3에서 사용했습니다. 저는 대응해서 그 효과로 간격을 1 벌려 4로 "
    "만들었습니다. 이 공격은 불가피를 가지고 있지 않습니다. 대미지를 받나요?",
])
def test_a_reaction_that_moves_the_distance_out_of_range(question):
    """9-4 ⅲ re-checks the range after the reaction: 4 is outside 2-3 (the Korean denial of
    불가피 was read as the keyword)."""
    _says(question, "no")


@pytest.mark.parametrize("question, game", [
    ("相手プレイヤーでも相手の怪異でもないカードを攻撃目標にできますか？", "magical-girl"),
    ("Can my attack target a card that is neither the opponent player nor one of their "
     "monsters?", "magical-girl"),
])
def test_a_card_that_is_no_monster_needs_an_allowing_effect(question, game):
    _abstains(question, game)


def test_no_effect_lets_it_be_a_target():
    _says("I want to target one of my opponent's cards that is not a Servant. No effect lets "
          "it be chosen as an attack target. Can I choose it?", "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "相手の《攻撃》（ダメージ5/1）が通りました。私は対応していません。ライフ6、フレア1です。"
    "このダメージをオーラへのダメージとして選んで受けられますか？",
    "상대의 공격(대미지 5/1)이 통과했습니다. 대응은 하지 않았습니다. 라이프 6, 플레어 1입니다. "
    "이 대미지를 오라 대미지로 골라서 받을 수 있나요?",
])
def test_taking_on_aura_needs_the_aura(question):
    """5-8-3-2: whether the Aura damage can be chosen turns on the Aura, which is not given;
    「対応していません」 is no reaction asked."""
    assert any(m in _abstains(question) for m in ("自分のオーラ", "the current value of オーラ",
                                                  "내 오라", "자신의 오라"))


@pytest.mark.parametrize("question", [
    "ゲームの5ターン目、私のバトルフェイズです。私の戦場の怪異はリバース状態の1体だけで、相手の戦場に怪異はいません。"
    "この怪異で攻撃宣言できますか？",
])
def test_my_field_s_monster_state_is_the_attackers(question):
    """803.3a: a reversed monster cannot be chosen to attack (「私の戦場の怪異は」 is mine)."""
    _says(question, "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "相手の墓地は15枚です。パワー3000の人物で相手の山札を攻撃し、相手は何もしませんでした。この攻撃で試合は終わりますか？",
    "The opponent has 15 cards in the graveyard. I attack their deck with a 3000-power card and "
    "they do nothing. Does this attack end the game?",
])
def test_does_the_game_end_needs_the_deck(question):
    """12.1.1: the game ends when the deck is 0; the deck's count is not given."""
    _abstains(question, "histoy")


@pytest.mark.parametrize("question", [
    "メインフェイズに納1の《付与》を使いましたが桜花結晶を納められませんでした。このカードはどこへ行き、【破棄時】効果は解決されますか？",
    "I played an enhancement but could put no tokens on it. Where does it go, and does its "
    "on-destroy effect resolve?",
])
def test_where_and_a_yes_no_in_one_question(question):
    _abstains(question)


@pytest.mark.parametrize("question", [
    "適正距離2-3、ダメージ1/1の《攻撃》カードを使いたい。集中力は1、相手はオーラ3・ライフ6。使用できる？",
    "적정거리 2-3, 대미지 1/1 공격 카드를 쓰고 싶습니다. 제 집중력은 1, 상대는 오라 3, 라이프 6입니다. 사용할 수 "
    "있나요?",
])
def test_using_an_attack_needs_the_distance(question):
    """9-2-1 ⅰ: the range check needs the Distance; 「相手はオーラ3」 is the opponent's value,
    not the opponent using the card."""
    _abstains(question)


def test_attack_only_if_i_discard_with_an_empty_hand():
    """803.4: the action the attack needs cannot be done."""
    _says("My servant can only attack if I discard a card, and I have no cards in hand. Can it "
          "attack?", "no", "magical-girl")


def test_korean_not_flinched_is_not_flinched():
    from judge.answer.extract import sakura_turn_words as w

    assert w.NOT_FLINCH.search("위축 상태도 아니고 첫 턴도 아닙니다")


def test_korean_full_power_then_basic_action():
    """8-2-2 B: in a 全力行動 no basic action follows the card ('쓰고 나서' is 'after')."""
    _says("전력행동을 선택했어요. 전력 카드 하나 쓰고 나서 집중력 1 내고 기본동작 전진해도 되나요?", "no")


def test_korean_attack_the_player_directly():
    _says("상대 필드에 공격 목표로 고를 수 있는 리버스 상태 괴이가 1체 있습니다. 그걸 무시하고 상대 플레이어를 바로 "
          "공격할 수 있나요?", "no", "magical-girl")
