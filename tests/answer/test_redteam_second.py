"""Second red-team pass (fresh questions written from the rules text): the wrong verdicts it
found, each fixed at its cause — with paraphrases, so the fix is a reading, not a lookup."""

from __future__ import annotations

import pytest

from judge.answer.lexicon import default_lexicon
from judge.answer.service import ask


@pytest.mark.parametrize("question, verdict", [
    # 5-1-4 補足: flinched at focus 2, gaining focus still removes 畏縮 — "still flinched?" is no
    ("集中力2で畏縮状態。開始フェイズが終わったとき、まだ畏縮している？", "no"),
    ("집중력 2이고 위축 상태다. 개시 페이즈가 끝나면 아직 위축 상태인가?", "no"),
    ("My focus is 2 and I am flinched. After my start phase, am I still flinched?", "no"),
    ("畏縮している状態で開始フェイズを迎えた。開始フェイズが終わったとき、畏縮は解除されている？", "yes"),
])
def test_still_flinched_after_the_start_phase(question, verdict):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].uid == "sakura-ja#5-1-4"


@pytest.mark.parametrize("question", [
    "내 부여패에 벚꽃결정이 1개만 올라가 있다. 내 개시 페이즈(첫 턴 아님)에 이건 파기돼?",
    "自分の付与札に桜花結晶が1つだけ乗っている。自分の開始フェイズ（最初のターンではない）にこれは破棄される？",
    "My Enhancement has a single token left. In my start phase (not my first turn), is it destroyed?",
])
def test_not_the_first_turn_is_read_as_negated(question):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
    assert "first-turn" not in a.scenario


def test_another_normal_card_after_a_full_power_card_is_not_the_premise_replayed():
    a = ask("I took a Throughout action and played one Throughout attack. Can I then play "
            "another normal card from my hand?", game="sakura", use_rulings=False)
    assert a.verdict in (None, "no")  # never "yes": 8-2-2 B allows one card in 全力行動


def test_charge_beside_an_enhancement_is_storage_not_the_basic_action():
    lex = default_lexicon()
    (m,) = [m for m in lex.find("i play a charge-3 enhancement", "sakura") if m.name == "charge"]
    assert m.key == "納"
    (m,) = [m for m in lex.find("can i charge when my aura is 0?", "sakura") if m.name == "charge"]
    assert m.key == "宿し"
    a = ask("I play a Charge-3 Enhancement with 0 Dust and 1 Aura. How many tokens end up on it?",
            game="sakura", use_rulings=False)
    # was "0" (A.aura after a 宿し); now the card family reads "Charge-3" as its 納: 9-2-3 ⅲ
    # takes what the Dust and Aura hold (0 + 1)
    assert (a.verdict, a.verdict_source) == ("1", "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("My Aura is 3 and the Dust is empty. Can I do Recover?", "no"),
    ("オーラが3でダストが空のとき、纏いはできますか？", "no"),
])
def test_an_empty_zone_after_a_number_for_another_zone(question, verdict):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert "dust 0" in a.scenario


@pytest.mark.parametrize("question", [
    "Can I react with a Reaction special card that is already flipped (used)?",
    "Can I use a special card that was already flipped?",
    "使用済みの切札で対応できますか？",
])
def test_an_already_flipped_special_cannot_be_used(question):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("no", "simulation")


@pytest.mark.parametrize("question, verdict", [
    # the value after the gain, not the change (5-1-2 caps it at 2)
    ("I start my turn with 2 Vigor. After the start-phase Vigor gain, how much Vigor do I have?", "2"),
    ("집중력이 2인 상태로 내 턴 개시 페이즈를 맞았습니다. 집중력을 1 얻은 뒤 집중력은 몇이 되나요?", "2"),
    ("集中力が2の状態で開始フェイズを迎えた。集中力を得たあと、集中力はいくつ？", "2"),
])
def test_a_final_value_after_a_gain_is_not_the_change(question, verdict):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")


def test_how_much_life_do_i_lose_is_a_value_question():
    from judge.answer.extract.kinds import question_kind

    assert question_kind("how much life do i lose?") == "value"
    assert question_kind("my life is 1. do i lose?") == "winner"
    a = ask("I'm hit by a 2/- attack and only have 1 Aura. How much Life do I lose?",
            game="sakura", use_rulings=False)
    assert a.verdict not in ("yes", "no")


@pytest.mark.parametrize("question, verdict, fits", [
    ("How much Life do I lose?", "no", False),
    ("ライフはいくつ減りますか？", "yes", False),
    ("Can I advance?", "2", False),
    ("1体の怪異は1ターンに何回攻撃できますか？", "1", True),
    ("Do I win?", "yes", True),
    ("What is my Aura after the attack?", "3", True),
])
def test_verdict_form_must_fit_the_question(question, verdict, fits):
    from judge.answer.extract.kinds import verdict_fits

    assert verdict_fits(question, verdict) is fits
