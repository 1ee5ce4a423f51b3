"""Wave forty-nine's wrong verdicts (sets 241-246), fixed at their cause: paraphrases played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


def test_a_reaction_that_widens_the_distance_to_a_value():
    """9-4: the range is checked again at the Distance the reaction made (5, outside 3-4):
    「間合を5に広げた」 was not read as a move (it was 'yes')."""
    says("間合4で適正距離3-4の《攻撃》を使った。相手が対応で間合を5に広げた。この《攻撃》のダメージは与えられるか？"
         "（不可避はない）", "no")


def test_range_modifiers_given_in_two_languages_count_once():
    """10-4: close 2 then close 1 from range 3 leaves 2-3; the Japanese in parentheses repeats
    the same two modifiers (they were played four times: 'yes')."""
    says("An attack with range 3 has been given range extension (close 2) and range reduction "
         "(close 1) (距離拡大（近2） / 距離縮小（近1）). The current Distance is 1. Does its range "
         "check succeed?", "no")


def test_if_so_what_is_a_second_question():
    abstains("Board: Distance 2, Dust 4, my Aura 5, Flare 0, Life 8, Vigor 0, one card in hand. "
             "In a standard action, can I Withdraw (離脱), and if so, what does the Distance "
             "become?")


def test_my_own_first_turn_in_this_game_needs_who_went_first():
    assert abstains("今は自分にとってこのゲームで最初のターンだ。このターン、バトルフェイズを行える？",
                    "magical-girl") == ["先攻か後攻か（506.1はゲームの最初のターンのみ）"]


def test_an_until_end_of_battle_boost_in_the_second_battle():
    """805.3a: given at 805.2, it ends with this battle (it was checked inside it: 'yes')."""
    says("バトル終了ステップの優先権処理で、自分の怪異に「バトル終了時まで攻撃力+2000」を与えました。"
         "この修正は、このあとの2回目のバトルでも適用されますか？", "no", "magical-girl")


def test_a_lettered_target_among_two_states():
    """803.3b: any opposing monster may be chosen; B is the recovered one (it was 'no')."""
    says("相手の戦場には、リバース状態の怪異Aとリカバー状態の怪異Bがいます。Aがいる状態で、Bを攻撃目標に選べますか？",
         "yes", "magical-girl")


def test_the_opponents_only_monster_of_unsaid_state():
    abstains("相手のオーブは0で、相手の怪異は1体だけです。自分には攻撃可能なリカバー状態の怪異がいます。"
             "相手プレイヤーに攻撃してそのまま勝てますか？", "magical-girl")


def test_they_switch_the_reversed_target_to_recover():
    """804.3: recovered, it compares ATK (3000 < 5000): not destroyed (it was 'yes')."""
    says("I declared an attack on my opponent's reversed monster (5000 ATK / 1000 DEF) with my "
         "3000 ATK monster, expecting an easy kill. Before the battle judgement they switch "
         "their monster to recover state. Is it still destroyed?", "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "표준행동 중입니다. 더스트에 벚꽃결정이 4개, 집중력은 1이에요. 집중력을 지불하고 이탈해서 간격을 1 넓히고 싶은데 "
    "가능한가요?",
    "I want to widen the distance by 1 with Withdraw, paying 1 Vigor. Dust 4. Can I?",
])
def test_widening_the_distance_by_one_is_no_distance(question):
    """9-6-5: 離脱 depends on the Distance, which is not told ('간격을 1 넓히' was Distance 1)."""
    assert len(abstains(question)) == 1


def test_a_used_reaction_special_in_the_plural():
    """9-4 ⅰ: a 切札 used to react must be unused (it was 'yes')."""
    says("Can I react to my opponent's attack with one of my Reaction Specials that is already "
         "used, lying face up in my Special zone?", "no")


@pytest.mark.parametrize("question", [
    "An effect drops both my Life and my opponent's Life to 0 at the same moment. Neither of us "
    "has a 'cannot lose' or 'cannot win' effect. Who wins?",
    "효과로 인해 제 라이프와 상대의 라이프가 동시에 0이 되었습니다. 어느 쪽에도 '패배하지 않는다'나 '승리할 수 없다' "
    "효과는 없습니다. 승패는 어떻게 되나요?",
])
def test_my_life_and_my_opponents_life_at_zero_together(question):
    says(question, "draw")


def test_who_takes_the_game():
    says("Both of us hit 0 Life at the exact same moment and nobody has any 'you don't lose' or "
         "'you can't win' effect going. Who takes the game?", "draw")
