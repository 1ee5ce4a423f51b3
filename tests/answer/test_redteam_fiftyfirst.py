"""Fixes from the fifty-first wave of red-team sets (rt253–rt258), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, ask_engine, says


@pytest.mark.parametrize("question", [
    "カードタイプは《行動》、サブタイプの欄には《不定》とあるカード。相手の《攻撃》に対応して使えますか？",
    "카드 타입은 《행동》이고 서브타입이 《부정》인 카드가 있습니다. 상대 《공격》에 대응으로 쓸 수 있나요?",
    "My card is an Action whose subtype is printed as 《不定》. May I play it as a Reaction to my "
    "opponent's attack?",
])
def test_a_subtype_printed_undefined_is_no_reaction(question):
    """6-2-1-6: サブタイプ《不定》 on a card that is not 《不定》 is no subtype, so no 《対応》."""
    a = ask_engine(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation")
    assert "sakura-ja#9-2" in [c.uid for c in a.citations]


def test_one_basic_action_told_by_an_effect_costs_nothing():
    says("My Vigor is 0 and my hand is empty. An effect tells me to perform one basic action: "
         "can I do Recover? Dust 2, Aura 1.", "yes")


def test_a_reaction_said_impossible_is_no_reaction_asked():
    """「대응할 수 없습니다」 is told: the attack resolves unanswered; the Aura decides the rest."""
    says("제 라이프는 4입니다. 상대의 3/3 공격이 맞았고 대응할 수 없습니다. 라이프로 받으면 라이프는 몇이 "
         "되나요?", "1")
    abstains("제 라이프는 2입니다. 상대의 3/2 공격이 맞았고 대응할 수 없습니다. 살아남을 수 있나요?")


def test_one_atk_told_of_the_opponents_monster_is_the_targets():
    missing = abstains("自分の怪異で、リカバー状態の相手の怪異（攻撃力2500）を攻撃しました。相手の怪異は"
                       "破壊されますか？", "magical-girl")
    assert missing == ["攻撃する怪異の攻撃力"]
    says("攻撃力3000の自分の怪異で、リカバー状態の相手の怪異（攻撃力2500）を攻撃しました。相手の怪異は"
         "破壊されますか？", "yes", "magical-girl")


@pytest.mark.parametrize(("question", "verdict"), [
    ("My start phase, not my first turn: deck 0, discard pile 2, face-down pile 1, no "
     "enhancements, Life 6. I reshuffle and draw two. How many cards are left in my deck?", "1"),
    ("開始フェイズ（最初のターンではない）。山札0枚、捨て札4枚、伏せ札0枚、付与札なし、ライフ6。再構成してから"
     "2枚引いたら、山札は何枚残りますか？", "2"),
])
def test_the_deck_left_after_the_reshuffle_and_the_draws(question, verdict):
    """9-7 ⅱ returns the discard and face-down piles, 8-1-3 ⅳ draws two: the deck is counted,
    not the cards drawn."""
    says(question, verdict)


def test_an_enhancement_in_play_with_unsaid_storage_leaves_the_deck_open():
    """With 納 1 it is destroyed before the reshuffle (8-1-3 ⅱ) and goes back with the rest."""
    assert "storage" in abstains(
        "My start phase, not my first turn: deck 0, discard pile 3, face-down pile 2, one "
        "enhancement in play, Life 5. I reshuffle and draw two. How many cards are left in my "
        "deck?")


def test_my_first_turn_of_the_game_is_the_games_first_only_if_i_went_first():
    missing = abstains("これは自分にとってゲーム最初のターンです。リカバー状態の怪異が1体います。このターンに"
                       "攻撃できますか？", "magical-girl")
    assert missing == ["先攻か後攻か（506.1はゲームの最初のターンのみ）"]


def test_a_graveyard_told_with_the_deck_asked_is_no_destruction_question():
    abstains("相手の山札は残り3枚。自分のカードで相手の山札を攻撃したら、相手は｛身代わり｝のカードを墓地へ"
             "送った。相手の山札は0枚になりますか？", "histoy")


@pytest.mark.parametrize(("question", "verdict"), [
    ("バトルフェイズに入ってから、「バトルフェイズ開始時」の誘発より前に自分の能力を使えますか？", "no"),
    ("Once my battle phase has started, can I activate an ability before the 'at the start of "
     "the battle phase' trigger resolves?", "no"),
    ("「攻撃宣言ステップ開始時」の誘発を処理したあと、攻撃する怪異を選ぶ前に能力を使えますか？", "yes"),
    ("After the 'start of the attack declaration step' triggers are handled, can I use an "
     "ability before I declare my attacker?", "yes"),
])
def test_a_priority_window_before_or_after_a_trigger(question, verdict):
    """802.1 comes before the battle phase's first 優先権処理 (802.2); every trigger window is
    followed by its step's own (803.1 → 803.2): the played phase's trace orders them."""
    a = ask_engine(question, "magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_before_the_battle_phase_start_trigger_outside_the_phase_is_not_read():
    """Before the battle phase begins is the main phase: outside 800–806."""
    abstains("「バトルフェイズ開始時」の誘発より前に能力を使えますか？", "magical-girl")


def test_after_entering_the_phase_is_not_after_the_trigger():
    says("I want to use an ability before the 'at the start of the battle phase' trigger "
         "happens. Can I do it after the battle phase has begun?", "no", "magical-girl")


def test_an_until_end_of_battle_boost_still_remains_at_the_end_of_battle_trigger():
    says("「バトル終了時まで攻撃力+500」を受けた怪異がいます。「バトル終了時」に誘発する能力を処理するとき、"
         "その+500はまだ残っていますか？", "yes", "magical-girl")


@pytest.mark.parametrize(("question", "verdict"), [
    ("間合制限(1-3)を持つ《行動》カードを、間合4で使えますか？", "no"),
    ("간격 제한(1-3)을 가진 《행동》 카드를 간격 2에서 사용할 수 있나요?", "yes"),
    ("Can I play an Action card with a Distance Limit (1–3) (間合制限) when the Distance is 6?",
     "no"),
])
def test_a_distance_limit_is_checked_on_use(question, verdict):
    """10-37: outside its 間合制限 the use is illegal."""
    a = ask_engine(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_a_distance_limit_with_the_distance_unsaid_gets_no_verdict():
    """The probes try distances in and out of the limit: they disagree."""
    abstains("間合制限(3-5)を持つ《行動》カードを手札から使えますか？自分のオーラは3、フレアは2です。")
