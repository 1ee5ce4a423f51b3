"""Wave forty-seven's wrong verdicts (sets 229-234), fixed at their cause: paraphrases played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


@pytest.mark.parametrize("question", [
    "Start phase of my turn (not my first). Aura 0, Life 2, deck empty. I skip the reshuffle "
    "and draw two cards. Who wins?",
    "自分のターンの開始フェイズ（最初のターンではない）。オーラ0、ライフ2、山札0枚。再構成は行わず、そのまま2枚引く。勝敗はどうなる？",
    "제 턴 개시 페이즈(첫 턴 아님)입니다. 오라 0, 라이프 2, 패산 0장이고 재구성은 안 했어요. 이대로 카드 2장을 "
    "뽑으면 승패가 어떻게 되나요?",
])
def test_two_desperations_at_two_life(question):
    """10-10: each draw from the empty deck is 1/1 damage, on Life with 0 Aura: the asker
    loses ('deck empty' was read as a deck of 2 from 'draw two cards': 'no winner')."""
    says(question, "the opponent")


@pytest.mark.parametrize("question", [
    "메인 페이즈에 서브타입이 《전력》인 카드를 손패에서 통상적인 방법으로 사용하고 싶습니다. 사용할 수 있나요?",
    "In my main phase I want to play a Throughout (全力) card from my hand the normal way. Can I?",
])
def test_a_wish_to_use_a_card_is_the_asked_use(question):
    """8-2: a 《全力》 card needs a full-power action, which the question does not state ('I
    want to use' was read as a card already used: 'no')."""
    assert len(abstains(question)) == 1


@pytest.mark.parametrize("question", [
    "제 괴이로 상대 플레이어를 직접 공격하고 싶습니다. 상대는 괴이 두 마리를 지배하고 있어요. 상대 플레이어를 공격 목표로 "
    "고를 수 있나요?",
    "相手の場に怪異が1体います。自分にはリカバー状態で攻撃できる怪異が2体います。そのうち1体で相手プレイヤーを直接攻撃できますか？",
])
def test_the_opponents_monsters_of_unsaid_state(question):
    """803.3b: a reversed one would have to be the target ('두 마리', and 「自分には」 naming
    my attackers' state, not theirs: it was 'yes')."""
    assert len(abstains(question, "magical-girl")) == 1


def test_a_second_may_they_after_an_opening_phrase():
    abstains("On the second player's very first turn, may they draw in the Draw & Refresh "
             "phase, and may they attack in the attack phase?", "histoy")


def test_a_reaction_that_moves_the_distance_by_an_unsaid_amount():
    """9-4: the range is checked at the moved Distance, by how much is not said (was 'yes')."""
    abstains("間合3で、適正距離2-4の《攻撃》を使いました。相手は間合を動かす《対応》カードを使いました。"
             "この《攻撃》のダメージは与えられますか？")
