"""Eighth pass: questions the fifth to seventh red-team sets left unanswered, read in general
(終端 9-2, …), and the fixes the eighth and ninth sets prompted, each tested with paraphrases."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "終端を持つカードを使って解決し終えました。同じターンにこのあと基本動作を行えますか？",
    "終端を持つカードを使い終わりました。同じターンに、このあと前進をしてもいいですか？",
    "종단을 가진 카드를 사용해서 해결했습니다. 이번 턴에 기본동작을 할 수 있나요?",
    "I played a card with Terminal and it resolved. Can I still do a basic action this turn?",
])
def test_no_basic_action_after_a_terminal_card(question):
    """9-2: after a 終端 card resolves its user does no basic action that turn."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].number == "9-2"
    assert any(s["clause"] == "sakura-ja#9-2" for s in a.trace)


@pytest.mark.parametrize("question", [
    "私のターンに相手が終端を持つ《対応》カードを使いました。これで私もこのターン、基本動作ができなくなる、"
    "という理解で合っていますか？",
    "My opponent played a Terminal Reaction card during my turn. Am I right that I can no longer "
    "do basic actions this turn?",
])
def test_the_opponents_terminal_card_binds_only_them(question):
    """9-2 binds the player who used the card; the asker's basic action is legal, so "no"."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "終端を持つカードを使いました。次のターンに基本動作はできますか？",
    "I used a Reaction card with Terminal on my opponent's attack. Can I do a basic action during "
    "my next turn?",
    "終端を持つカードを使う前に、基本動作はできますか？",
    "終端を持つカードを使いました。このあと別のカードを使えますか？",
])
def test_terminal_questions_not_played_are_not_answered(question):
    """The next turn, before the use, or a card use (not played by these probes): no verdict."""
    assert _ask(question).verdict is None


@pytest.mark.parametrize("question", [
    "攻撃のダメージで相手のライフが0になりました。この攻撃札には【攻撃後】効果が書いてあるんですが、"
    "それは解決しますか？お互い特殊な効果は出ていません。",
    "相手はライフ1で（敗北しない等の特殊な効果はありません）、私の2/1の攻撃をライフで受けました。"
    "この《攻撃》には【攻撃後】効果がありますが、それは解決されますか？",
    "내 공격으로 상대 라이프가 0이 되었습니다. 이 공격의 【공격 후】 효과는 해결되나요?",
    "상대 라이프는 1이고, 제 2/1 공격을 라이프로 받았습니다. 이 공격의 공격 후 효과는 해결되나요?",
    "My attack brought my opponent's life to 0. Does the attack's After-Attack effect still "
    "resolve?",
    "Opponent at 1 life took my 2/1 attack on life. Does its after-attack effect resolve?",
])
def test_a_lethal_hit_ends_the_game_before_after_attack(question):
    """4-2 checks victory at once: the game is over before 9-4 ⅶ's 【攻撃後】."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].number == "4-2"
    assert not any("【攻撃後】 effect resolves" in s["what"] for s in a.trace)


@pytest.mark.parametrize("question", [
    "相手はライフ3で、私の2/1の攻撃をライフで受けました。【攻撃後】効果は解決されますか？",
    "相手のライフが0になりました。相手には敗北しない効果が適用されています。【攻撃後】効果は解決されますか？",
])
def test_after_attack_without_a_plain_lethal_hit_is_not_answered(question):
    """Not lethal, or a 『敗北しない』 effect applies: not played, no verdict."""
    assert _ask(question).verdict is None


def test_a_number_before_a_parenthesis_is_not_an_empty_zone():
    """「ライフ1で（敗北しない…）」: the "ない" of 敗北しない does not make the life 0."""
    from judge.answer.extract import extractor_for

    reading = extractor_for("sakura").read(
        "相手はライフ1で（敗北しない等の特殊な効果はありません）、私の2/1の攻撃をライフで受けました。", "ja")
    assert reading.facts["B.life"] == 1
