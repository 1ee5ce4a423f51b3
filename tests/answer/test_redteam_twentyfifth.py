"""Wave twenty-five's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


def test_a_number_before_an_aside_is_not_the_asides_zone():
    """"the Distance is 5 (my Aura has room)": the 5 is the Distance's; the Aura is unsaid."""
    a = _ask("The Distance is 6 (my Aura has room). Can I Advance?")
    assert a.verdict is None
    assert "your Aura" in a.missing
    told = _ask("The Distance is 6 and my Aura is 2. Can I Advance?")
    assert told.verdict == "yes"


@pytest.mark.parametrize("question", [
    "내 메인 페이즈에 상대 효과로 간격이 3 벌어졌습니다. 기본동작 전진을 할 수 있나요?",
    "During my main phase an effect pushed the Distance 1 farther. Can I Advance now?",
])
def test_a_distance_change_is_not_the_distance(question):
    a = _ask(question)
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "適正距離2-3の《攻撃》に距離拡大（遠1）が与えられています。間合は4で、相手は対応しません。攻撃は成功しますか？",
    "적정거리 2-3인 공격에 거리 확대(원1)가 부여되어 있습니다. 간격은 4이고 상대는 대응하지 않습니다. 공격은 성공하나요?",
])
def test_a_range_given_before_use_is_no_reactions_move(question):
    """10-4: the extension is on the card when it is used; the probes only play a reaction's."""
    a = _ask(question)
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "バトルフェイズ開始ステップで、攻撃宣言の前に『攻撃している怪異1体の攻撃力を-1000する』という詠唱を発動できますか？",
    "Before any attack is declared, can I activate a spell that reads 'Target attacking Servant "
    "gets -1000 ATK'?",
])
def test_a_spells_activation_is_not_the_attack_its_sentence_mentions(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
