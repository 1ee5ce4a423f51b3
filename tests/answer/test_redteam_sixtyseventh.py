"""Fixes from the sixty-sixth wave's left-overs and the sixty-seventh wave of red-team sets
(rt361–rt368), asked in paraphrase on the real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_the_hand_limit_number_is_not_the_hand():
    """5-1-3, 8-3-2: 「手札上限は2」 is the rule's limit; the hand's own count decides."""
    assert abstains("終了フェイズです。手札上限は2ですが、手札を何枚伏せ札にする必要が"
                    "ありますか？") == ["手札の枚数"]
    says("종료 페이즈예요. 손패 상한은 2이고 손패는 5장. 몇 장을 덮음패로 해야 하나요?", "3")
    says("End phase. The hand limit is 2 and I'm holding 4 cards. How many go face down?", "2")


def test_a_hand_limit_other_than_two_needs_the_effect():
    """5-1-3: the limit is 2; another one is an effect the question does not give."""
    assert abstains("終了フェイズ。手札5枚で、手札の上限は3です。何枚伏せ札にしますか？") == [
        "手札の上限を変えている効果（上限は2: 5-1-3）"]


def test_korean_destroy_possible_asks_the_battle():
    """804.4: a reversed target battles by its DEF, which is not given."""
    assert abstains("ATK 5000인 내 괴이로 상대의 리버스 상태 괴이(ATK 1000)를 공격했어요. 파괴 "
                    "가능?", "magical-girl") == ["공격 목표 괴이의 방어력"]
    says("ATK 5000인 내 괴이로 상대의 리버스 상태 괴이(ATK 1000, DEF 6000)를 공격했어요. 파괴 "
         "가능?", "no", "magical-girl")


def test_korean_cards_that_go_to_the_graveyard():
    """11.2.3, 11.1.2: a substitute takes 3000 off; 5000 power then mills 2."""
    says("파워 5000 카드로 상대 덱을 공격했는데 상대가 손패의 {미가와리} 카드를 보여주고 묘지로 "
         "보냈어요. 상대 덱에서 몇 장이 묘지로 감? (상대 덱 15장)", "2", "histoy")


def test_a_card_with_substitute_revealed_in_english():
    """11.2.3, 11.1.2: 6000 − 3000 mills 3."""
    says("My 6000-power card attacks the opponent's deck. They reveal a card with {Substitute} "
         "from hand and send it to the graveyard. How many of their deck's cards go to the "
         "graveyard? (Their deck: 20.)", "3", "histoy")


def test_phase_end_discards_without_the_destroy_section():
    """10-13: a crystal-less enhancement in use goes to the discard without 【破棄時】."""
    says("納0の付与カードを使っていて＜使用中＞にあるときに「フェイズを終了する」効果が解決され"
         "ました。この付与札は【破棄時】を解決せずに捨て札へ移りますか？", "yes")
    says("With my 0-storage enhancement still in use, an 'end the phase' effect resolves. Does "
         "the enhancement go to my discard pile without its Disenchant effect resolving?", "yes")
    assert abstains("付与カードを使っていて＜使用中＞にあるときに「フェイズを終了する」効果が解決"
                    "されました。この付与札は【破棄時】を解決せずに捨て札へ移りますか？") == [
        "付与札に乗っている桜花結晶の数"]
