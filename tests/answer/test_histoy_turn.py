"""Hi!story turn 1 (5.5): the phase draw, the set-phase set, a set by an effect and the attack,
read from ja/ko/en questions and played on the real engine."""

from __future__ import annotations

import pytest

from judge.answer.extract.histoy import HistoyExtractor
from judge.answer.service import ask


def _ask(question: str):
    return ask(question, game="histoy", use_rulings=False)


def _trace_clauses(answer) -> set[str]:
    out: set[str] = set()

    def walk(steps):
        for s in steps:
            out.add(s["clause"])
            walk(s.get("children", []))

    walk(answer.trace)
    return out


@pytest.mark.parametrize("question", [
    "1ターン目の先攻プレイヤーは、ドロー&リフレッシュフェーズにカードを引くことができますか？",
    "じゃんけんに勝って先攻になった。1ターン目のドロー&リフレッシュフェーズで、山札から２枚引いてもいい？"
    "手札は５枚で、引き直しは１回だけした。",
    "선공 플레이어는 1턴째 드로우&리프레시 페이즈에 카드를 뽑을 수 있나요?",
    "On turn 1, can the first player draw a card in the Draw & Refresh phase?",
])
def test_the_first_player_draws_nothing_on_turn_1(question):
    """5.5.1: only the first player's turn-1 draw is barred."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "histoy-ja#5.5.1" in _trace_clauses(a)
    assert a.citations[0].uid == "histoy-ja#5.5.1"


@pytest.mark.parametrize("question", [
    "1ターン目に、後攻のプレイヤーはドロー&リフレッシュフェーズにカードを引けますか？",
    "후공 플레이어는 1턴째 드로우&리프레시 페이즈에 카드를 뽑을 수 있나요?",
    "Can the second player draw 2 cards in the Draw & Refresh phase of turn 1?",
    "1ターン目の先攻ではないドロー&リフレッシュフェーズで、カードを1枚も引かないことを選べますか？",
])
def test_the_second_player_draws_on_turn_1(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "histoy-ja#5.2.2" in _trace_clauses(a)


@pytest.mark.parametrize("question, missing", [
    ("1ターン目にドロー&リフレッシュフェーズでカードを引けますか？", "先攻か後攻か"),
    ("Can I draw 2 cards in the Draw & Refresh phase?", "whether it is turn 1"),
])
def test_an_unstated_player_or_turn_abstains_on_the_draw(question, missing):
    """The draw differs between the players on turn 1: the missing fact is named."""
    a = _ask(question)
    assert a.verdict is None
    assert missing in a.missing


@pytest.mark.parametrize("question", [
    "ドロー&リフレッシュフェーズに山札から3枚引けますか？",
    "Can I draw three cards in my Draw & Refresh phase?",
])
def test_three_cards_is_never_a_phase_draw(question):
    """5.2.2: 0–2 cards, whoever and whenever."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "histoy-ja#5.2.2" in _trace_clauses(a)


@pytest.mark.parametrize("question", [
    "1ターン目のセットフェーズに、手札のカードをセットできますか？",
    "후공의 1턴째 세트 페이즈에 세트할 수 있나요?",
    "On turn 1, can the first player set a card during the Set phase?",
])
def test_no_set_phase_set_on_turn_1(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "histoy-ja#5.5.1" in _trace_clauses(a)


@pytest.mark.parametrize("question", [
    "1ターン目の効果発動フェーズ中に、カードの効果によってカードをセットすることはできますか？",
    "1ターン目（先攻）の効果発動フェーズ中に、場のカードの効果で手札からカードをセットする。"
    "1ターン目は『セットできない』って聞いたけど、効果によるこのセットならできる？",
    "1턴째 효과 발동 페이즈 중에 효과로 카드를 세트할 수 있나요?",
    "On turn 1, can a card be set by an effect during the effect phase?",
])
def test_a_set_by_an_effect_is_not_the_turn_1_limit(question):
    """5.5.2: a set performed by an effect is outside 5.5.1's set-phase limit."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "histoy-ja#5.5.2" in _trace_clauses(a)


@pytest.mark.parametrize("question", [
    "後攻ですが、1ターン目の攻撃フェーズに攻撃できますか？",
    "후공 플레이어는 1턴째 공격 페이즈에 공격할 수 있나요?",
    "Can the second player attack in the attack phase of turn 1?",
])
def test_no_attack_on_turn_1(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].uid == "histoy-ja#5.5.1"


def test_the_reader_writes_turn_1_probes():
    """The extractor table: a turn-1 draw for an unnamed player gives one probe per player."""
    ex = HistoyExtractor()
    reading = ex.read("1ターン目にドロー&リフレッシュフェーズでカードを引けますか？", "ja")
    assert reading.actions == [{"kind": "draw", "n": 1, "first_turn": True, "player": None}]
    probes = ex.probes(reading)
    assert [p.assumed for p in probes] == [{"first player": "first"}, {"first player": "second"}]
    assert probes[0].text.splitlines()[2:] == [
        "first A", "turn A 1 phase draw", "A.deck 20", "B.deck 20", "A draw 1"]


@pytest.mark.parametrize("question, verdict", [
    ("先攻プレイヤーは、自分の最初のターンにカードを引きますか？", "no"),
    ("선공 플레이어는 첫 턴에 카드를 뽑나요?", "no"),
    ("Does the first player draw a card on their first turn?", "no"),
    ("後攻は1ターン目にドローしますか？", "yes"),
    ("Does the second player draw on turn 1?", "yes"),
])
def test_does_the_player_draw_is_the_phase_draw(question, verdict):
    """5.2.2's draw is not optional: whether it happens is whether it may (5.5.1 bars only the
    first player's turn-1 draw)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert ("histoy-ja#5.5.1" if verdict == "no" else "histoy-ja#5.2.2") in _trace_clauses(a)


def test_a_draw_made_by_an_effect_is_not_the_phase_draw():
    a = _ask("効果によって、先攻プレイヤーは最初のターンにカードを引きますか？")
    assert a.verdict is None
