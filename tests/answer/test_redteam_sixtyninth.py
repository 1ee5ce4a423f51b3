"""Fixes from the sixty-ninth wave of red-team sets (rt377–rt384) and the official-FAQ-style
abstentions before it, asked in paraphrase on the real engines (no rulings)."""

from __future__ import annotations

from judge.answer.extract.kinds import question_kind
from tests.answer.asking import abstains, ask_engine, says


def test_an_offered_basic_action_that_moves_nothing_may_be_chosen():
    """9-6 ⅰ-A: in the form 「《前進》か《離脱》」 either may be picked, even one moving nothing."""
    says("カードの効果で「基本動作《前進》か《離脱》を行う」を処理中。間合は7で、ダストには何もない。"
         "《離脱》のほうを選んでもいいですか？", "yes")
    says("효과로 '기본동작 《전진》이나 《이탈》을 한다'를 처리 중입니다. 간격은 7이고 더스트는 "
         "0개예요. 이탈을 골라도 되나요?", "yes")
    says("A card's effect reads 'Perform the basic action Advance or Withdraw.' The Distance is 7 "
         "and there is nothing in the Dust. Am I allowed to pick Withdraw?", "yes")


def test_the_chosen_action_is_played():
    """9-6 ⅰ-A, 9-6-1: Advance chosen at Distance 7 moves one token; no cost (9-6 ⅱ)."""
    a = ask_engine("An effect says 'Perform the basic action Advance or Withdraw.' The Distance "
                   "is 7, my Aura is 2 and my Vigor is 0. I pick Advance. What is the Distance "
                   "afterwards?")
    assert (a.verdict, a.verdict_source) == ("6", "simulation")
    assert "use: basic 前進 か 離脱" in a.scenario


def test_the_pick_must_be_said():
    """Without the one picked, the choice form decides nothing."""
    abstains("カードの効果で「基本動作《前進》か《離脱》を行う」を処理する。間合は7、ダストは0。"
             "このとき間合はいくつになる？")


def test_a_basic_action_by_an_effect_pays_no_cost():
    """9-6 ⅱ: the cost is paid only for a basic action taken as a standard action."""
    says("カードの効果で基本動作《後退》を行うとき、集中力1か手札1枚のコストを払わないといけない"
         "んでしたっけ？", "no")
    says("카드 효과로 기본동작 후퇴를 할 때에도 집중력을 지불해야 하나요?", "no")
    says("If a card's effect makes me perform the basic action Retreat, must I pay a Vigor for "
         "it?", "no")


def test_a_negated_cost_question_is_left_alone():
    """'Don't I have to pay…?' is not read as the plain question."""
    abstains("Don't I have to pay 1 Vigor when a card's effect has me perform the basic action "
             "Retreat?")


def test_de_form_may_questions_are_can_questions():
    """「選んでもよいか」: the voiced て-form asks permission like 「てもよいか」."""
    assert question_kind("この効果で《離脱》を選んでもよいか？") == "can"
    assert question_kind("ここで休んでもいい？") == "can"


def test_how_many_monsters_are_destroyed_is_a_count():
    """804.3, 804.4: only the attacked monster can be destroyed, and only by a greater ATK."""
    says("自分の怪異（攻撃力4000）で相手のリバース状態の怪異（攻撃力2000、防御力4000）を攻撃。"
         "他に効果はない。このバトルで破壊される怪異は何体？", "0", "magical-girl")
    says("내 괴이(공격력 4000)로 상대의 리버스 상태 괴이(공격력 2000, 방어력 3000)를 공격했어요. "
         "다른 효과는 없어요. 몇 체가 파괴되나요?", "1", "magical-girl")
    says("My monster (ATK 2000) attacks the opponent's recovered monster (ATK 2000). Nothing "
         "else applies. How many monsters are destroyed?", "0", "magical-girl")
