"""Wave twenty-three's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.extract.kinds import verdict_fits
from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question, verdict", [
    ("소비 3인 비장패를 메인 페이즈에 사용할 수 있나요?", None),
    ("플레어가 2일 때 소비 3인 비장패를 사용할 수 있나요?", "no"),
    ("플레어가 4일 때 소비 3인 비장패(《행동》)를 사용할 수 있나요?", "yes"),
])
def test_sobi_is_the_korean_cost(question, verdict):
    """9-3-1: 消費 (소모, also written 소비) is paid from the Flare; unsaid Flare decides."""
    a = _ask(question)
    assert a.verdict == verdict


@pytest.mark.parametrize("question", [
    "攻撃宣言ステップです。自分の戦場には攻撃を禁止されていない怪異が1体います。その怪異で攻撃できますか？",
    "I control one monster and nothing prohibits it from attacking. Can it attack this battle "
    "phase?",
])
def test_the_attackers_state_unsaid_where_803_3a_is_gone_through(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert any("803.3a" in m for m in a.missing)


def test_a_plain_can_i_attack_keeps_the_recovered_default():
    a = _ask("後攻プレイヤーの最初のターンに、怪異で攻撃できますか？", game="magical-girl")
    assert a.verdict == "yes"


@pytest.mark.parametrize("question", [
    "相手の防御力2000のリバース状態の怪異を攻撃力3000の怪異で攻撃しました。相手は詠唱を1枚発動しました（文面は不明です）。"
    "相手の怪異は破壊されますか？",
])
def test_the_wording_of_a_card_unknown(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert "カードのテキスト（質問が「示されていない」と述べている）" in a.missing


@pytest.mark.parametrize("question", [
    "バトルフェイズ中に手札から怪異を出して、すぐにその怪異で攻撃できますか？",
    "In my battle phase, can I put a monster from my hand onto the field and attack with it?",
    "During the battle phase, can I play a Servant from my hand and then attack with it?",
])
def test_a_monster_played_in_the_battle_phase_is_outside_it(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


def test_their_battlefield_places_the_reversed_monster_on_their_side():
    """「相手の戦場に…リバース状態の怪異」: the target is reversed, the asker's is recovered."""
    a = _ask("相手の戦場に防御力1000のリバース状態の怪異が1体います。自分のリカバー状態の怪異は攻撃力3000です。"
             "その怪異を攻撃したら破壊されますか？", game="magical-girl")
    assert a.verdict == "yes"
    assert "monster T of P2 atk 1500 def 1000 reverse" in a.scenario
    assert "monster A of P1 atk 3000 def 1000 recover" in a.scenario


@pytest.mark.parametrize("question", [
    "The opponent has two reversed monsters. What can I choose as my attack target?",
    "Which can I target, the monster or the player?",
])
def test_what_can_i_choose_is_not_yes_or_no(question):
    assert not verdict_fits(question, "no")


@pytest.mark.parametrize("question", [
    "相手のオーブが0のとき、相手プレイヤーに攻撃宣言した瞬間に勝ちますか？",
    "My opponent has 0 Orbs. Do I win as soon as I declare the attack on them?",
])
def test_the_moment_of_a_win_is_a_timing(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question, verdict", [
    ("集中力は0です。間合は6、オーラは2です。このターンすでに手札を1枚伏せて前進しました。もう一度前進できますか？",
     None),
    ("Vigor 0, Distance 6, Aura 2. I already put a card face down to Advance this turn. Can I "
     "Advance again?", None),
    ("集中力は0、手札は0枚です。間合は6、オーラは2です。後退できますか？", "no"),
    ("集中力は0です。間合は6、オーラは2です。手札を1枚伏せて後退できますか？", "yes"),
])
def test_vigor_zero_with_the_hand_unsaid(question, verdict):
    """9-6 ⅱ: with 0 Vigor only a hand card pays; how many are left decides."""
    a = _ask(question)
    assert a.verdict == verdict


@pytest.mark.parametrize("question", [
    "Distance 6; A has 0 Vigor, an empty hand and Aura 2. A card A played reads 'Perform the "
    "basic action Advance.' Can A Advance?",
    "간격 6, A의 집중력 0, 손패 0장, 오라 2입니다. A가 사용한 카드의 효과로 '기본동작 《전진》을 한다'를 해결합니다. "
    "A는 전진할 수 있나요?",
])
def test_a_basic_action_a_card_performs_pays_nothing(question):
    """9-6 ⅰ-A/ⅱ: an effect's basic action pays no cost."""
    a = _ask(question)
    assert a.verdict == "yes"


@pytest.mark.parametrize("question, verdict", [
    ("My opponent has 2 cards left in deck. My power-5000 card attacks their deck and they block "
     "with a power-2000 blocker. No other effects. Do I win with this attack?", "yes"),
    ("My opponent has 9 cards left in their deck. My power-5000 card attacks their deck and they "
     "block with a power-2000 blocker. No other effects. Do I win with this attack?", "no"),
    ("My power-5000 card attacks their deck and they block with a power-2000 blocker. No other "
     "effects. Do I win with this attack?", None),
])
def test_histoy_deck_left_and_a_blocked_attack(question, verdict):
    """11.2.2 / 12.1.1: the blocked attack mills the difference; an empty deck loses."""
    a = _ask(question, game="histoy")
    assert a.verdict == verdict
