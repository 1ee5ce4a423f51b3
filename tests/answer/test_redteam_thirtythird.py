"""Wave thirty-three's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


def test_a_basic_action_told_twice_is_not_one_played():
    """「離脱を行い、…もう一度「離脱」」 then 「2回目の離脱の後の間合は」: two withdrawals were made;
    playing one would answer another question."""
    a = _ask("自分のターン、標準行動中です。間合1、ダスト3、オーラ2・集中力1・手札2枚。集中力を払って「離脱」を行い、"
             "続けて手札1枚を伏せ札にしてもう一度「離脱」を行いました。2回目の離脱が終わった時点で間合はいくつですか？")
    assert a.verdict != "2"


@pytest.mark.parametrize("question", [
    "A는 표준행동을 선택했습니다. A는 행동 카드(효과: 당신의 덮음패에서 카드를 1장 골라 그것을 사용한다)를 사용하고, 그 "
    "효과로 덮음패에 있는 전력 공격 카드(코스트 없음)를 골랐습니다. 간격은 그 적정거리 안입니다. 이 전력 카드를 사용할 수 "
    "있나요?",
])
def test_a_card_picked_by_an_effect_is_not_a_normal_use(question):
    """8-2-2 A restricts only the normal use; 「그 효과로 … 골랐습니다」 is a use by the effect."""
    assert _ask(question).verdict != "no"


@pytest.mark.parametrize("question", [
    "P1の怪異A（攻撃力2500）が、P2の怪異G（攻撃力2000、防御力3000）を攻撃しました。Gの状態（リカバー・レスト・リバース）は"
    "確認できていません。優先権では何も起きませんでした。Gは破壊されますか？",
    "P1's Servant A (ATK 2500) attacks P2's Servant G (ATK 2000, DEF 3000). We don't know "
    "whether G is recovered, rested or reversed. Nothing happens during priority. Is G "
    "destroyed?",
])
def test_a_state_said_to_be_unknown_is_tried_every_way(question):
    """804.3 destroys G when it is not reversed (2500 > 2000); 804.4 spares it when reversed
    (2500 < 3000): the unknown state decides."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question, verdict", [
    ("自分のバトルフェイズに、攻撃を禁止されていないリカバー状態の怪異がいます。この怪異では攻撃しないことを選べますか？",
     "no"),
])
def test_choosing_not_to_attack(question, verdict):
    """803.3: the choice is made whenever one is possible; 「攻撃しないことを選べますか」 asks to
    decline it."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_a_few_attackers_are_not_one_attack():
    """804.5 needs the Orbs at 0 first: with "a few" Servants the number of attacks decides."""
    a = _ask("The opponent has 2 Orbs and no Servants. I have a few Recovered Servants that can "
             "attack. Can I win this turn just by attacking?", game="magical-girl")
    assert a.verdict is None
    assert "how many monsters attack (how many attacks are made)" in a.missing


def test_a_boost_of_unknown_size():
    """「攻撃力を上げる詠唱（上がった数値は不明）」: 804.3 turns on the unknown amount."""
    a = _ask("自分の攻撃力3000の怪異で、相手のリカバー状態の怪異（攻撃力2500）を攻撃しました。宣言後に相手がその怪異の"
             "攻撃力を上げる詠唱を使いました（上がった数値は不明です）。相手の怪異を破壊できますか？", game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "相手の戦場にリバース状態の怪異が2体います。1体は「この怪異は攻撃目標に選ばれない」を持ち、もう1体は何も持っていません。"
    "相手プレイヤーを直接攻撃できますか？",
    "The opponent has two Reversed Servants. One has 'This Servant can't be chosen as an attack "
    "target'; the other has no such text. Can I attack the opponent directly?",
])
def test_one_untargetable_monster_of_two(question):
    """803.3b: the other reversed monster can still be chosen, so it shields the player; the
    probe places one monster, so no verdict."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question, verdict", [
    ("표준행동을 선택한 턴에 카드 효과로 전력 카드를 사용할 수 있나요?", "yes"),
    ("집중력 0에 위축 상태로 내 두 번째 이후 턴의 개시 페이즈를 맞았습니다. 개시 페이즈 기정처리 후 집중력은 몇인가요?", "0"),
    ("제 두 번째 이후 턴의 개시 페이즈입니다. 집중력은 2(상한)이고 위축 상태입니다. 개시 페이즈가 끝났을 때 아직 위축 "
     "상태인가요?", "no"),
])
def test_korean_wordings_the_japanese_already_had(question, verdict):
    """「표준행동을 선택한」 is the main phase's choice (8-2-2), not a card choice; 「두 번째 이후
    턴」 is a turn after the first (8-1-3 ⅰ: flinch is cleared instead of gaining focus)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_my_monster_becoming_reversed_is_an_event_not_its_state():
    """「攻撃を行っている私の怪異がリバース状態になりました」: a switch in the priority (803.6), so
    804.2 ends the battle with nothing destroyed — not an attacker reversed from the start."""
    a = _ask("攻撃宣言の後の優先権処理の間に、攻撃を行っている私の怪異がリバース状態になりました。攻撃目標の相手の怪異は、"
             "このバトルで破壊されますか？", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "monster A of P1 atk 2000 def 1000 recover" in a.scenario


def test_a_marker_verdict_is_never_stated():
    """simulate(): a finding every probe gives only to disagree ("(the attack is not made)")
    is no verdict when it is all there is."""
    from judge.answer.extract import Finding, Probe, Reading
    from judge.answer.simulate import simulate

    class Marker:
        def probes(self, reading):
            return [Probe("game sakura\nboard\ndistance 6\n")]

        def judge(self, reading, probe, result):
            return Finding("(the attack is not made)")

    reading = Reading("sakura", "en", "can", actions=[{"kind": "basic"}])
    sim = simulate(Marker(), reading)
    assert sim.verdict is None
    assert sim.missing == ["position"]


def test_getting_an_orb_corrupted_is_no_orb_gained():
    """"Does my opponent still get an orb defiled?" asks about a corruption (804.5); it is not
    an event that adds an Orb in the priority."""
    a = _ask("I declare an attack on my opponent with a monster. In the priority after the "
             "declaration, my opponent makes my attacking monster leave the battlefield. Does "
             "my opponent still get an orb defiled?", game="magical-girl")
    assert a.verdict != "yes"
    assert "orbs P2 +1" not in (a.scenario or "")
