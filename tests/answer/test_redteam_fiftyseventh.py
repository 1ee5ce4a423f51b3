"""Fixes from the fifty-seventh wave of red-team sets (rt285–rt288) and the end-phase default,
asked in paraphrase on the real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_an_end_phase_said_of_the_asker_is_the_asker_s_turn():
    """8-3-2: "my end phase", "the turn player's", and an unsaid subject are the turn player's."""
    says("At the end phase of my own turn I'm holding five cards. How many must I put face "
         "down?", "3")
    says("It's the turn player's end phase and they hold four cards. How many must they put "
         "face down?", "2")
    says("At the end phase I'm holding five cards. How many must I put face down?", "3")


def test_a_third_person_player_at_the_end_phase_waits_for_whose_turn():
    """8-3-2: a player told in the third person may be the non-turn player (no cut)."""
    abstains("終了フェイズを迎えた時点で手札が5枚あるプレイヤーは、何枚を伏せ札にしますか？")
    abstains("종료 페이즈입니다. 플레이어 B의 손패는 3장이고 모두 덮음패로 할 수 있습니다. B는 1장을 "
             "덮음패로 해야 하나요?")
    says("Aさんの終了フェイズです。Aさんの手札は通常札5枚です。Aさんは何枚を伏せ札にしますか？", "3")
    # both turns agree: two cards are within the limit whoever's end phase it is
    says("During the end phase, a player holds 2 cards. How many must that player put face "
         "down?", "0")
    says("あるプレイヤーが手札2枚で終了フェイズを迎えました。伏せ札にしなければならないカードは"
         "ありますか？", "no")


def test_a_japanese_end_phase_leaves_the_subject_out():
    """8-3-2: 「終了フェイズに手札が4枚」 is the asker's own end phase in Japanese and Korean."""
    says("終了フェイズに手札が4枚あります（どれも伏せ札にできる通常札）。何枚を伏せ札にしますか？", "2")
    says("종료 페이즈에 손패가 4장 있습니다(모두 덮음패로 할 수 있는 카드). 몇 장을 덮음패로 하나요?",
         "2")
