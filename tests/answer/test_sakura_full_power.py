"""全力化 (9-1-2): the effect is active only for a card used by 通常の方法 in a 全力行動; played on
the real engine (`if full-action >= 1:`) for each way of using the card."""

from __future__ import annotations

import pytest

from judge.answer.extract.sakura import SakuraExtractor
from judge.answer.service import ask


def _ask(question: str):
    return ask(question, game="sakura", use_rulings=False)


@pytest.mark.parametrize("question", [
    "全力行動を選んだターンに、シンラの「詭弁」などカードの効果で全力化を持つカードを使用した。全力化の効果は有効になるか？",
    "全力行動を選んだメインフェイズに手札から使用したカードの効果により、「全力化：」で始まる効果を持つ別のカードを"
    "使用しました。その別のカードの全力化を持つ効果は有効になりますか？",
    "전력 행동을 선택한 턴에, 신라의 「궤변」 등 카드의 효과로 전력화를 가진 카드를 사용했다. 전력화 효과는 유효한가?",
    "In a Throughout action, a card's effect uses another card. Is that card's 全力化 text "
    "active?",
    "全力行動を選び、1枚カードを使いました。そのカードの効果（例：シンラの「詭弁」）で、全力化の効果を持つ別のカードを"
    "使用しました。その全力化の効果は有効になりますか？",
    "I chose a Throughout (full-power) action and used one card; its effect (e.g. Shinra's 詭弁) "
    "then has me use another card with a 全力化 effect. Is that 全力化 effect active?",
])
def test_a_card_used_by_an_effect_has_no_full_power_text(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].uid == "sakura-ja#9-1-2"


@pytest.mark.parametrize("question, verdict", [
    ("全力行動で手札から全力化を持つカードを使用しました。全力化の効果は有効ですか？", "yes"),
    ("標準行動で全力化を持つカードを使用しました。全力化の効果は有効ですか？", "no"),
    ("全力化を持つ《対応》カードを対応で使用しました。全力化の効果は有効になりますか？", "no"),
])
def test_only_the_full_power_action_use_counts(question, verdict):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].uid == "sakura-ja#9-1-2"


def test_the_negated_condition_is_not_read():
    """「全力化していないならば」 is the other half of 9-1-2; this family does not read it."""
    reading = SakuraExtractor().read("全力化していないならば、という効果は標準行動で使うと有効ですか？", "ja")
    assert reading.actions == [] or reading.actions[0]["kind"] != "full-power-text"


def test_the_probe_plays_a_use_by_effect():
    ex = SakuraExtractor()
    reading = ex.read("全力行動で使ったカードの効果で別のカードを使用した。そのカードの全力化効果は有効？", "ja")
    assert reading.actions == [{"kind": "full-power-text", "use": "effect", "negated": False}]
    text = ex.probes(reading)[0].text
    assert "  use: use 全力 from hand" in text
    assert text.rstrip().endswith("A use 呼び")


def test_another_effect_named_beside_a_full_action_is_not_read_as_a_plain_use():
    """A 全力行動 and some other effect: which one used the card is unclear, so no verdict."""
    a = _ask("全力行動で、あるカードの効果が出たあとで全力化を持つカードを使用しました。全力化の効果は有効ですか？")
    assert a.verdict is None
