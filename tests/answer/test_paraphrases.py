"""Held-out paraphrases and near-misses for the question families the review found tied to one
dev question each (T1). None of these texts is a dev-set question."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _sakura(question):
    return ask(question, game="sakura", use_rulings=False)


def _mg(question):
    return ask(question, game="magical-girl", use_rulings=False)


@pytest.mark.parametrize("question, verdict, first", [
    ("Is it allowed to pay a basic action by putting a Set-up card from my hand face down?", "yes",
     "sakura-ja#9-6-1"),
    ("설치 카드를 덮음패로 해서 기본동작의 비용을 낼 수 있나요?", "yes", "sakura-ja#9-6-1"),
    # near-miss: a special card is not a hand card (9-6): the same family must say no
    ("切札を伏せて基本動作のコストにしてもよいか？", "no", "sakura-ja#9-6"),
])
def test_card_paid_basic_action(question, verdict, first):
    a = _sakura(question)
    assert (a.verdict, a.verdict_source, a.citations[0].uid) == (verdict, "simulation", first)


@pytest.mark.parametrize("question, verdict", [
    ("손패를 덮음패로 만들어 기본동작을 했다. 이 카드는 사용한 카드 장수로 세나요?", "no"),
    ("I turned a hand card face down to pay for a basic action. Does it count toward the number "
     "of cards I used?", "no"),
    ("《攻撃》カードを1枚使った。使用したカードの枚数に数えますか？", "yes"),  # near-miss: a played card
])
def test_counts_as_used(question, verdict):
    assert (_sakura(question).verdict) == verdict


def test_counts_as_used_near_miss_asks_a_value():
    a = _sakura("基本動作のために手札を伏せ札にした。オーラはいくつになるか？")
    assert a.verdict is None and a.missing == ["現在の「オーラ」の値"]


@pytest.mark.parametrize("question", [
    "A card effect forces me to reshuffle my deck. Do I suffer 1 damage to my Life?",
    "カードの効果で山札を再構成した。ライフに1ダメージを受けますか？",
])
def test_reshuffle_by_effect(question):
    a = _sakura(question)
    assert (a.verdict, a.citations[0].uid) == ("no", "sakura-ja#9-7")


def test_reshuffle_in_the_start_phase_is_not_decided():
    a = _sakura("開始フェイズに山札を再構成した。ライフにダメージを受けますか？")
    assert a.verdict is None
    assert a.missing == ["開始フェイズの処理（メインフェイズの質問のみ読み取る）"]


@pytest.mark.parametrize("question", [
    "Mid-attack, the attacking monster is turned to reverse. Is an orb corrupted?",
    "攻撃の途中で、攻撃中の怪異がスイッチされリバース状態になった。相手のオーブは穢されますか？",
])
def test_attacker_switched_to_reverse(question):
    a = _mg(question)
    assert (a.verdict, a.citations[0].uid) == ("no", "magical-girl-ja#804.2")


def test_switch_without_a_named_monster_abstains():
    a = _mg("During an attack, a monster is switched to reverse. Is an orb corrupted?")
    assert a.verdict is None
    assert a.missing == ["which monster was switched to reverse"]


def test_count_set_aside_is_not_the_corrupted_count():
    a = _mg("相手のオーブが3のとき、怪異で攻撃した。オーブは2つではなく1つ穢されますか？")
    assert (a.verdict, a.citations[0].uid) == ("yes", "magical-girl-ja#804.5")


@pytest.mark.parametrize("question", [
    "リバース状態で防御力2000の怪異が攻撃力3000の怪異に攻撃された。判定の前に防御力を+1000した。"
    "破壊されますか？",
    "My reversed monster with DEF 2000 is attacked by an ATK 3000 monster, and I give it +1000 DEF "
    "before the judgement. Is it destroyed?",
])
def test_stat_change_is_not_simulated(question):
    a = _mg(question)
    assert a.verdict is None
    assert a.missing[0] in ("能力・効果のテキスト（質問の読み取りが盤面に置けない）",
                            "the ability's or effect's text (the question reader cannot place it)")


def test_a_part_the_reader_misses_blocks_the_verdict():
    a = _sakura("With 5 aura, can I choose Recover? Focus?")
    assert a.verdict is None
    assert a.missing == ["a reading of every part of the question (some asked action was not read)"]


@pytest.mark.parametrize("question, verdict", [
    ("Hi!storyで、パワー1000の人物でパワー2000の相手の人物を攻撃した。攻撃された人物は墓地に行きますか？",
     "no"),
    ("Hi!storyで、パワー1000の人物でパワー2000の相手の人物を攻撃した。攻撃した人物は墓地に行きますか？",
     "yes"),
    ("In Hi!story my 3000 power person attacks the opponent's 2000 power person. Does the "
     "attacked person go to the graveyard?", "yes"),
])
def test_histoy_graveyard_question_names_its_card(question, verdict):
    a = ask(question, use_rulings=False)
    assert (a.game, a.verdict) == ("histoy", verdict)


def test_histoy_graveyard_with_unstated_powers_abstains():
    a = ask("Hi!storyで、人物で相手の人物を攻撃した。攻撃された人物は墓地に行きますか？",
            use_rulings=False)
    assert a.verdict is None
    assert a.missing == ["攻撃するカードのパワー", "相手のカードのパワー"]
