"""「そうした場合」 (10-40) and moves limited by what a zone holds or can take (5-10, 6-3): the
stated effect text is played as a card on the real engine (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, ask_engine, says


@pytest.mark.parametrize("question", [
    "I resolve 'Move two Sakura tokens from your Aura to the Dust. If you do, draw a card' while "
    "my Aura has only one token. Do I draw?",
    "「あなたのオーラから桜花結晶を2つダストへ移動させる。そうした場合、カードを1枚引く」を解決します。私のオーラは1です。"
    "カードを引けますか？",
    "'오라에서 벚꽃 결정 2개를 더스트로 이동시킨다. 그렇게 한 경우, 카드를 1장 뽑는다'를 해결합니다. 제 오라는 1개입니다. "
    "카드를 뽑나요?",
    "With 1 Vigor, I resolve 'You may pay 2 Vigor. If you do, draw a card.' Can I pay just the 1 "
    "I have and draw?",
])
def test_a_part_done_as_far_as_possible_is_not_done(question):
    """10-40: one of two tokens moved (or one of two Vigor paid) is not A applied completely."""
    a = ask_engine(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation")
    assert "sakura-ja#10-40" in [c.uid for c in a.citations]


def test_a_part_done_completely_lets_b_resolve():
    says("My Aura has 3 tokens. I resolve 'Move 2 Sakura tokens from your Aura to your Flare. If "
         "you do, draw a card.' Do I draw?", "yes")


def test_how_many_move_is_bounded_by_the_source_and_the_cap():
    """6-3/7-1-3-1: one Flare token, one free Aura space: one moves."""
    says("An effect moves three tokens from my Flare to my Aura. My Flare has 1 token and my "
         "Aura has 4. How many tokens actually move?", "1")


def test_the_source_zone_must_be_told():
    assert abstains("My Aura holds four tokens and I resolve 'move three Sakura tokens from the "
                    "Dust to your Aura'. How many actually move?") == ["the current value of dust"]


# Both Lives at 0 at the same moment (4-2 1): one effect damaging both at once (6-3).

@pytest.mark.parametrize("question", [
    "Both players take damage at the same moment and both Lives reach 0 together. No special "
    "effects apply. Who wins?",
    "お互いのライフが同時に0になりました。『敗北しない』効果も『勝利できない』効果もありません。勝敗はどうなりますか？",
    "양쪽 플레이어의 라이프가 동시에 0이 되었습니다. 특별한 효과는 없습니다. 승패는 어떻게 되나요?",
    "An effect resolved and both of us were at 0 Life at the same moment. Nobody had any 'you "
    "don't lose' or 'you can't win' effect. What happens?",
])
def test_both_lives_at_zero_at_once_is_a_draw(question):
    a = ask_engine(question)
    assert (a.verdict, a.verdict_source) == ("draw", "simulation")
    assert "sakura-ja#4-2" in [c.uid for c in a.citations]


def test_a_no_lose_effect_in_play_is_not_played():
    assert abstains("Both players' Life hit 0 at the same time, but I have a 'you don't lose' "
                    "effect. Who wins?") == [
        "how 「don't lose」 applies (the question reader does not model it)"]


@pytest.mark.parametrize("question", [
    "With 1 Vigor, I choose to pay for 'You may pay 2 Vigor. If you do, draw a card.'. What is "
    "my Vigor afterwards?",
    "集中力は1です。「集中力を2支払ってもよい。そうした場合、カードを1枚引く」を解決しました。その後の集中力はいくつですか？",
])
def test_a_payment_short_of_its_amount_pays_nothing(question):
    """5-9: a payment is made in full or not at all (unlike a move, 5-10): the Vigor stays 1."""
    a = ask_engine(question)
    assert (a.verdict, a.verdict_source) == ("1", "simulation")
    assert "sakura-ja#5-9" in [c.uid for c in a.citations]
