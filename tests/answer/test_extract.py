"""Extractor table: question (ja/ko/en) → reading → the first probe scenario, exactly."""

from __future__ import annotations

import pytest

from judge.answer.extract import extractor_for
from judge.answer.extract.kinds import question_kind

ADVANCE_FULL_AURA = """game sakura
title "position read from the question"
board
distance 6
dust 2
A aura 5 focus 1 life 10
B aura 3 focus 1 life 10
turn A main standard
A basic 前進 pay focus
"""

DAMAGE_TO_LIFE = """game sakura
title "position read from the question"
card 斬 attack 6 3/2
board
distance 6
dust 10
A aura 3 focus 1 life 10
B aura 2 focus 1 life 5
A hand 斬
turn A main standard
A use 斬
B decline
B damage aura
"""


@pytest.mark.parametrize("lang, question", [
    ("ja", "オーラに桜花結晶が既に5個ある状態で、基本動作「前進」を選べますか？"),
    ("ko", "내 오라에 벚꽃결정이 벌써 5개 있을 때 기본동작 '전진'을 할 수 있나요?"),
    ("en", "My Aura already has five Sakura tokens on it. May I take the basic action Advance?"),
])
def test_basic_action_with_aura(lang, question):
    ex = extractor_for("sakura")
    reading = ex.read(question, lang)
    assert (reading.kind, reading.facts) == ("can", {"A.aura": 5})
    assert reading.actions == [{"kind": "basic", "name": "前進"}]
    assert ex.probes(reading)[0].text == ADVANCE_FULL_AURA


@pytest.mark.parametrize("lang, question", [
    ("ja", "相手のオーラが2、ライフが5のとき、3/2の攻撃を受けたらライフはいくつになりますか？"),
    ("ko", "상대 오라가 2, 라이프가 5일 때 3/2 공격을 받으면 라이프는 몇이 되나요?"),
    ("en", "The opponent has 2 Aura and 5 Life. If they take a 3/2 attack, how much Life is left?"),
])
def test_attack_damage_value(lang, question):
    ex = extractor_for("sakura")
    reading = ex.read(question, lang)
    assert (reading.kind, reading.facts) == ("value", {"B.aura": 2, "B.life": 5})
    assert reading.actions[0]["damage"] == "3/2"
    assert reading.target.endswith(".life")
    probes = ex.probes(reading)
    assert probes[0].text == DAMAGE_TO_LIFE
    # (the base board + 4 one-value changes: B.aura is stated) × (damage to aura, to life)
    assert len(probes) == 12  # 6 boards × aura/life; life 1 and aura extremes vary too


@pytest.mark.parametrize("lang, question", [
    ("ja", "間合がその《攻撃》カードの適正距離外のとき、使用できますか？"),
    ("ko", "간격이 공격 카드의 적정거리 밖일 때 그 카드를 쓸 수 있나요?"),
    ("en", "Is it possible to use an attack card when the Distance is out of the card's range?"),
])
def test_attack_outside_range(lang, question):
    ex = extractor_for("sakura")
    reading = ex.read(question, lang)
    assert reading.actions == [{"kind": "attack", "relation": "out"}]
    texts = [p.text for p in ex.probes(reading)]
    assert len(texts) == 3 + 6  # 3 (range, distance) pairs + each aura at 0 and 5 + each life at 1
    assert [t.splitlines()[2] for t in texts[:3]] == ["card 斬 attack 3-4 2/1"] * 2 + [
        "card 斬 attack 1-2 2/1"]
    assert [t.splitlines()[4] for t in texts[:3]] == ["distance 6", "distance 1", "distance 5"]


@pytest.mark.parametrize("lang, question, facts", [
    ("ja", "間合が2、ダストが3のとき、離脱できますか？", {"distance": 2, "dust": 3}),
    ("ko", "간격이 2, 더스트가 3일 때 이탈할 수 있나요?", {"distance": 2, "dust": 3}),
    ("en", "With Distance 2 and 3 Dust, can I Withdraw?", {"distance": 2, "dust": 3}),
    ("ja", "相手のターンに前進できますか？", {"turn": "B"}),
    ("en", "My Vigor is 0 and my hand is empty. Can I Advance?", {"A.focus": 0, "A.hand": 0}),
])
def test_facts(lang, question, facts):
    assert extractor_for("sakura").read(question, lang).facts == facts


@pytest.mark.parametrize("lang, question, facts, target", [
    ("ja", "攻撃中の怪異と、リカバー状態の攻撃目標の怪異の攻撃力が同じだった。"
           "どちらかの怪異は破壊されますか？", {"A.atk": 2000, "T.atk": 2000, "T.state": "recover"},
     "T"),
    ("en", "The opponent is down to one Orb. My monster, whose ability makes its attack corrupt "
           "two Orbs rather than one, attacks the player. Do I win with this attack?",
     {"P2.orbs": 1, "A.corrupt": 2}, "P2"),
    ("ko", "상대의 오브가 3개일 때 공격력 3000인 괴이로 공격력 2000인 레스트 상태의 괴이를 "
           "공격했습니다. 파괴됩니까?", {"P2.orbs": 3, "A.atk": 3000, "T.atk": 2000,
                                   "T.state": "rest"}, "T"),
])
def test_magical_girl_reading(lang, question, facts, target):
    reading = extractor_for("magical-girl").read(question, lang)
    assert reading.facts == facts
    assert [(a["kind"], a["target"]) for a in reading.actions] == [("attack", target)]


@pytest.mark.parametrize("text, kind", [
    ("前進を選べるか？", "can"), ("전진할 수 있나요?", "can"), ("May I Advance?", "can"),
    ("ライフはいくつになりますか？", "value"), ("라이프는 몇이 되나요?", "value"),
    ("How much Life is left?", "value"), ("この攻撃で勝利しますか？", "winner"),
    ("Do I lose?", "winner"), ("その攻撃はどうなりますか？", "what"),
    ("What happens to the attack?", "what"), ("破壊とは何か", "other"),
])
def test_question_kind(text, kind):
    assert question_kind(text.casefold()) == kind


@pytest.mark.parametrize("question, verdict, clause", [
    ("攻撃力3000の怪異で攻撃力2000のリカバー状態の怪異を攻撃しました。攻撃目標の怪異は破壊されますか？",
     "yes", "magical-girl-ja#804.3"),
    ("攻撃力3000の怪異で攻撃力2000のリカバー状態の怪異を攻撃しました。攻撃した怪異は破壊されますか？",
     "no", "magical-girl-ja#804.3"),
    ("A 3000 ATK monster attacks a reversed monster with 2000 ATK and 3500 DEF. Is the target "
     "destroyed?", "no", "magical-girl-ja#804.4"),
    ("상대의 오브가 3개일 때 괴이로 상대 플레이어를 공격했습니다. 상대의 오브는 몇 개가 되나요?", "2",
     "magical-girl-ja#804.5"),
    ("相手のオーブが0のとき、怪異で相手プレイヤーを攻撃したら勝利しますか？", "yes",
     "magical-girl-ja#804.5"),
])
def test_magical_girl_battle_verdicts(question, verdict, clause):
    from judge.answer.service import ask

    a = ask(question, game="magical-girl", use_rulings=False)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].uid == clause


@pytest.mark.parametrize("question, verdict", [
    ("レスト状態の怪異は攻撃できますか？", "no"),
    ("Can a rested monster attack?", "no"),
    ("레스트 상태인 괴이는 공격할 수 있나요?", "no"),
    ("後攻プレイヤーの最初のターンに、怪異で攻撃できますか？", "yes"),
    ("Can the player going second attack with monsters on their first turn?", "yes"),
])
def test_magical_girl_who_may_attack(question, verdict):
    from judge.answer.service import ask

    a = ask(question, game="magical-girl", use_rulings=False)
    assert a.verdict == verdict
    if verdict == "no":
        assert a.citations[0].uid == "magical-girl-ja#803.3a"


@pytest.mark.parametrize("text, kind", [
    ("前進は可能でしょうか？", "can"), ("Am I able to Advance?", "can"),
    ("この攻撃で勝ちになりますか？", "winner"), ("전진이 가능할까요?", "can"),
])
def test_question_kind_politer_forms(text, kind):
    assert question_kind(text.casefold()) == kind


@pytest.mark.parametrize("question, verdict", [
    ("相手のオーブが3のとき、オーブを2つ穢す怪異で相手プレイヤーを攻撃しました。オーブはいくつ穢されますか？",
     "2"),
    ("相手のオーブが3のとき、オーブを2つ穢す怪異で相手プレイヤーを攻撃しました。相手のオーブはいくつになりますか？",
     "1"),
    ("The opponent has 3 Orbs. My monster that corrupts two Orbs attacks the player. How many Orbs "
     "are corrupted?", "2"),
])
def test_orbs_left_or_corrupted(question, verdict):
    from judge.answer.service import ask

    assert ask(question, game="magical-girl", use_rulings=False).verdict == verdict


@pytest.mark.parametrize("question, verdict", [
    ("攻撃を禁止されたリカバー状態の怪異は攻撃できますか？", "no"),
    ("Can a recovered monster that is forbidden to attack attack?", "no"),
    ("While the opponent has a reversed monster, can I attack the opponent directly?", "no"),
    ("相手のリバース状態の怪異が効果で攻撃目標に選べないとき、相手プレイヤーを攻撃できますか？", "yes"),
    ("攻撃力2000の怪異で、攻撃力2500・防御力500のレスト状態の怪異を攻撃しました。破壊できますか？", "no"),
    ("「バトルフェイズ終了時」に怪異をリカバーする能力があるとき、その怪異はもう一度攻撃できますか？", "no"),
    ("상대의 오브가 0일 때 괴이로 상대 플레이어를 공격했습니다. 어떻게 됩니까?", None),
])
def test_magical_girl_library_questions_without_rulings(question, verdict):
    from judge.answer.service import ask

    assert ask(question, game="magical-girl", use_rulings=False).verdict == verdict


@pytest.mark.parametrize("question, verdict, clause", [
    ("攻撃宣言後の優先権で攻撃している怪異を破壊しました。相手のオーブは穢されますか？", "no",
     "magical-girl-ja#804.1"),
    ("After the attack declaration, the attacking monster is destroyed. Is an orb corrupted?", "no",
     "magical-girl-ja#804.1"),
    ("공격 선언 후의 우선권에서 공격받고 있는 괴이를 제거했습니다. 배틀 판정은 이루어집니까?", "no",
     "magical-girl-ja#804.1"),
    ("While it attacks, the attacking monster is flipped to its reversed side. Is an orb "
     "corrupted?", "no", "magical-girl-ja#804.2"),
    ("相手のオーブが3のとき、怪異で相手プレイヤーを攻撃しました。相手のオーブは穢されますか？", "yes",
     "magical-girl-ja#804.5"),
])
def test_magical_girl_events_after_the_declaration(question, verdict, clause):
    from judge.answer.service import ask

    a = ask(question, game="magical-girl", use_rulings=False)
    assert (a.verdict, a.citations[0].uid) == (verdict, clause)


@pytest.mark.parametrize("question, verdict, missing", [
    ("攻撃するために手札を1枚捨てる必要がある怪異で、手札が0枚のときに攻撃できますか？", "no", []),
    ("A monster must discard a card to attack and I have 2 cards in hand. Can it attack?", "yes",
     []),
    ("A monster must discard a card to attack. Can it attack?", None, ["how many cards you hold"]),
])
def test_magical_girl_attack_cost(question, verdict, missing):
    from judge.answer.service import ask

    a = ask(question, game="magical-girl", use_rulings=False)
    assert (a.verdict, a.missing) == (verdict, missing)


@pytest.mark.parametrize("lang, question, target", [
    ("en", "Distance is 4 and I play an attack with range 3-4 and damage 3/1. My opponent has 2 "
           "aura. How much life does the opponent have left?", "B.life"),
    ("ja", "間合4で適正距離3-4、ダメージ3/1の攻撃を使った。相手のオーラは2。"
           "相手のライフはいくつになる？", "B.life"),
])
def test_value_target_is_the_zone_the_question_sentence_names(lang, question, target):
    # the aura of the sentence before the question is nearer to "How much", but not asked
    reading = extractor_for("sakura").read(question, lang)
    assert reading.kind == "value"
    assert reading.target == target
