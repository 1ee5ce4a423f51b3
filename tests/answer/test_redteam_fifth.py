"""Fifth red-team pass (70 fresh FAQ-style questions written from the rules text alone) and the
families added beside it: each wrong verdict fixed at its cause and tested with paraphrases,
so each fix is a reading rule, not a lookup."""

from __future__ import annotations

import pytest

from judge.answer.extract.kinds import confirms_negation, verdict_fits
from judge.answer.service import ask


def _ask(question: str, game: str | None = None):
    return ask(question, game=game, use_rulings=False)


# -- a question that asks to confirm a NEGATED statement --------------------------------------------
@pytest.mark.parametrize("question", [
    "全力行動を選んだときは、基本動作は行えないという理解で合っていますか？",
    "オーラが5のとき、前進はできないという認識でよいですか？",
])
def test_confirming_a_negated_statement_answers_the_statement(question):
    """8-2-2 B / 9-6 ⅰ-B refuse the action, so "you cannot" is right: yes."""
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert any("confirm a negated statement" in n for n in a.notes)


def test_confirming_a_wrong_negated_statement_is_no():
    """9-6-3 纏い moves dust → aura: with aura 3 it can be done, so "I can't" is wrong."""
    a = _ask("オーラが3、ダストが5のとき、纏いはできないという理解で合っていますか？", "sakura")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question, negated", [
    ("基本動作はできないという理解で合っていますか？", True),
    ("前進できるという理解で合っていますか？", False),
    ("Am I right that I can't advance at Aura 5?", True),
    ("Is it correct that I can retreat?", False),
    ("Can I advance?", False),
    ("기본동작은 할 수 없다고 이해하면 맞나요?", True),
])
def test_confirmation_polarity(question, negated):
    assert confirms_negation(question) is negated


# -- which / who questions are never answered yes or no ---------------------------------------------
@pytest.mark.parametrize("question, fits", [
    ("どちらが墓地へ送られますか？", False),
    ("Which card is sent to the graveyard?", False),
    ("어느 카드가 묘지로 가나요?", False),
    ("どちらかが破壊されますか？", True),  # "either one": a yes/no question
    ("Is a monster which is reversed destroyed?", True),  # a relative "which"
])
def test_a_which_question_takes_no_yes_no(question, fits):
    assert verdict_fits(question, "yes") is fits


def test_a_which_question_about_an_unknown_power_abstains():
    a = _ask("パワー3000の自分のカードで、相手の場のオモテでレストしているカードを攻撃した。どちらが墓地へ行く？",
             "histoy")
    assert a.verdict is None


# -- an enhancement counted in cards is not its 納 -----------------------------------------------------
@pytest.mark.parametrize("question, missing", [
    ("付与札を1枚出しています。次の自分の開始フェイズのあと、その付与札に桜花結晶はいくつ残りますか？",
     "「納」"),
    ("부여패를 1장 놓았습니다. 다음 제 개시 페이즈가 끝나면 그 부여패 위에 벚꽃결정은 몇 개 남나요?",
     "納"),
])
def test_a_card_count_is_not_the_storage(question, missing):
    a = _ask(question, "sakura")
    assert a.verdict is None
    assert any(missing in m for m in a.missing), a.missing


def test_stated_storage_is_still_read():
    a = _ask("納が3の付与札があります。開始フェイズのあと、その付与札の上に桜花結晶はいくつ残りますか？", "sakura")
    assert (a.verdict, a.verdict_source) == ("2", "simulation"), a.missing
    assert a.citations[0].number == "8-1-3"


# -- magical-girl: a monster NOT forbidden to attack ---------------------------------------------------
@pytest.mark.parametrize("question", [
    "攻撃を禁止されていないリカバー状態の怪異がもう1体います。その怪異で攻撃できますか？",
    "I have another recovered monster that is not prohibited from attacking. Can it attack?",
])
def test_not_forbidden_is_not_forbidden(question):
    a = _ask(question, "magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "forbid_attack" not in a.scenario


def test_forbidden_still_refuses():
    a = _ask("攻撃を禁止されているリカバー状態の怪異で攻撃できますか？", "magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation")
    assert a.citations[0].number == "803.3a"


# -- Hi!story: "hits the deck", blocked --------------------------------------------------------------
@pytest.mark.parametrize("question", [
    "My 6000-power card hits the opponent's deck and is blocked by a 2000-power card. How many "
    "cards go from the deck to the graveyard?",
    "パワー6000のカードで山札を攻撃し、パワー2000のカードにブロックされた。山札から何枚墓地へ送られる？",
])
def test_a_blocked_deck_attack_sends_the_difference(question):
    """11.2.2: a blocked deck attack sends 1 card per 1000 of the power difference."""
    a = _ask(question, "histoy")
    assert (a.verdict, a.verdict_source) == ("4", "simulation"), a.missing
    assert a.citations[0].number == "11.2.2"


# -- 9-2 / sakura-guide-ko 3.1: what a card's effect may use ------------------------------------------
@pytest.mark.parametrize("question, first", [
    ("標準行動のメインフェイズ中、カードの効果で《全力》カードを使用できますか？", "9-2"),
    ("Can another card's effect play a Throughout card while I'm in a standard action?", "9-2"),
    ("통상 행동 중에 카드 효과로 전력 카드를 사용할 수 있나요?", "9-2"),
    ("使用済の切札は、カードの効果で使用できますか？", "3.1"),
    ("Can a used special card be used by another card's effect?", "3.1"),
    ("이미 사용한 비장패를 카드의 효과로 사용할 수 있나요?", "3.1"),
])
def test_what_an_effect_may_use(question, first):
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert a.citations[0].number == first


@pytest.mark.parametrize("question", [
    "フレアが0のとき、カードの効果で使用済の切札を使用できますか？",  # its 消費 must be paid (3.2)
    "Can an effect use an attack card from my hand?",  # in or out of range decides (9-2-1 ⅰ)
])
def test_what_an_effect_may_use_abstains_when_undecided(question):
    assert _ask(question, "sakura").verdict is None


# -- a reaction that moves the distance (9-4 ⅲ) ------------------------------------------------------
@pytest.mark.parametrize("question, verdict", [
    ("間合4で適正距離4の攻撃をしたが、相手の対応で間合が5になった。ダメージは入りますか？", "no"),
    ("간격 4에서 적정거리 4 공격을 했는데 상대의 대응으로 간격이 5가 되었습니다. 대미지가 들어가나요?", "no"),
    ("I attack at distance 4 with a range-4 attack, but the opponent's reaction changed the "
     "distance to 5. Does the damage go through?", "no"),
    ("間合4で適正距離3-5の攻撃をしたが、相手の対応で間合が5になった。ダメージは入りますか？", "yes"),
    ("At distance 4 I use a 3-5 attack card and my opponent's reaction makes the distance 5. "
     "Does the attack hit?", "yes"),
])
def test_a_reaction_moving_the_distance(question, verdict):
    a = _ask(question, "sakura")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == "9-4-1"


@pytest.mark.parametrize("question", [
    "I attack at distance 4, but the opponent's reaction changed the distance to 5. Does my "
    "attack still hit?",
    "間合4で攻撃しましたが、相手の対応で間合が5になりました。攻撃は当たりますか？",
])
def test_a_moved_distance_with_no_range_abstains(question):
    """Whether 5 is still in range depends on the unstated range: no default decides it."""
    a = _ask(question, "sakura")
    assert a.verdict is None
    assert any("range" in m or "適正距離" in m for m in a.missing), a.missing
