"""An enhancement's 【展開時】 / 【破棄時】 / 【展開中】 asked whether they resolve (9-2-3, 9-5, 10-6,
10-13, 5-5): played on the Sakura engine with an enhancement whose sections are read back from
the trace (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.extract import sakura_enhance
from judge.answer.lang import normalize
from judge.answer.service import ask


def _ask(question: str):
    return ask(question, game="sakura", use_rulings=False)


def _clauses(steps):
    for s in steps:
        yield s["clause"]
        yield from _clauses(s["children"])


@pytest.mark.parametrize("question, verdict, clause", [
    ("納3の《付与》カードを使いましたが、ダストにも自分のオーラにも桜花結晶がありません。このカードの【展開時】効果は"
     "解決されますか？", "yes", "9-2-3"),
    ("ダスト0、自分のオーラ0の状態で、納1の付与札を使いました。【破棄時】効果は解決されますか？", "yes", "9-5"),
    ("더스트도 제 오라도 0일 때 납 3인 부여 카드를 사용했습니다. 이 카드의 전개시 효과는 해결되나요?", "yes",
     "9-2-3"),
    ("I play an Enhancement with Charge 3 while both the Dust and my Aura are empty. Does its "
     "Disenchant (破棄時) effect resolve?", "yes", "9-5"),
    ("With 0 tokens in the Dust and 2 in my Aura, I play a Charge-2 Enhancement. Does its "
     "on-destruction effect resolve?", "no", "9-2-3"),
])
def test_an_enhancement_used_short_of_its_storage(question, verdict, clause):
    """9-2-3 ⅲ-ⅳ: the card is used with what there is; 【展開時】 resolves; with no crystal it
    is discarded at once (5-5-2, 9-5) and 【破棄時】 resolves. Two crystals fill 納2: kept."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert f"sakura-ja#{clause}" in set(_clauses(a.trace))


@pytest.mark.parametrize("question", [
    "隙と【破棄時】効果を持つ付与札を出しています。相手の《攻撃》でライフに1ダメージを受け、隙によってこの付与札が伏せ札に"
    "なりました。【破棄時】効果は解決されますか？",
    "빈틈을 가진 부여패가 상대 공격으로 라이프에 대미지를 받아서 덮음패가 되었습니다. 이 부여패의 파기시 효과는 해결되나요?",
    "My enhancement with Gap went face down because an attack dealt damage to my Life. Does its "
    "Disenchant effect resolve?",
])
def test_an_enhancement_turned_face_down_by_its_opening(question):
    """10-6: 隙 turns it face down; 9-5 never discards it, so no 【破棄時】."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "A damage life" in a.scenario


def test_a_phase_ended_by_an_effect_moves_it_without_its_destroy_section():
    """10-13: a crystal-less enhancement goes to the discard with no 【破棄時】."""
    a = _ask("「フェイズを終了する」効果が解決されるとき、桜花結晶が1つも紐付いていない付与札が捨て札に移動します。"
             "この付与札の【破棄時】効果は解決されますか？")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "deploy: end-phase" in a.scenario


def test_the_start_phase_takes_the_last_crystal():
    """8-1-3 ⅱ then 9-5 ⅰ: the last crystal leaves in the start phase; 【破棄時】 resolves."""
    a = _ask("自分の2回目以降のターンの開始フェイズに、桜花結晶が1つだけ乗った自分の付与札があります。既定処理で0個になり"
             "破棄されるとき、そのカードの【破棄時】効果は解決されますか？")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "開始フェイズに自分の付与札AとBが同時に桜花結晶0個になりました。Aの【破棄時】効果を先に解決している間、Bの【展開中】"
    "効果はまだ有効ですか？",
    "In my start phase, enhancements A and B both lose their last token at the same time. While "
    "A's Disenchant effect resolves, is B's ongoing effect still active?",
])
def test_the_other_enhancement_keeps_its_ongoing_effect(question):
    """9-5: only the card being discarded loses its 【展開中】; the probe's 【破棄時】 attack is
    2/1 with the other one's +1/+0."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "自分の開始フェイズに、自分の付与札2枚の桜花結晶が同時に0になりました。どちらの【破棄時】効果から解決するかは誰が"
    "決めますか？",
    "In my start phase two of my enhancements lose their last token at the same time. Who "
    "decides which Disenchant effect resolves first?",
])
def test_the_turn_player_orders_simultaneous_discards(question):
    """5-5: several state-based effects at once — the turn player picks the order."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("the turn player", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "開始フェイズに、ターンプレイヤーの付与札と相手の付与札が同時に破棄されます。相手の付与札の【破棄時】効果が先に"
    "解決されますか？",
    "Is an enhancement's Disenchant effect resolved before the start phase draws?",
])
def test_which_goes_first_is_not_whether_it_resolves(question):
    """"Is X resolved first?" asks an order the question leaves to a choice: not this family."""
    assert sakura_enhance.read(normalize(question), "ja") is None


def test_a_korean_sentence_with_both_zones_empty():
    text = normalize("납 2인 부여 카드를 썼는데 더스트에도 제 오라에도 벚꽃결정이 없습니다. 이 카드의 【파기 시】 효과가 "
                     "해결되나요?")
    reading = sakura_enhance.read(text, "ko")
    assert reading is not None and not reading.missing
    assert reading.actions[0] == {"kind": "enhance-section", "ask": "destroy",
                                  "situation": "short", "storage": 2, "dust": 0, "aura": 0}


def test_what_happens_and_whether_it_resolves_is_two_questions():
    """「どうなり、【破棄時】の攻撃は行われますか」 asks what happens to the card too: a "no"
    to the second part alone would not answer it."""
    text = normalize("私の付与札に隙と【破棄時】効果を持つカードがあります。相手の《攻撃》でライフに1ダメージを受けました。"
                     "このときこのカードはどうなり、【破棄時】効果は解決されますか？")
    assert sakura_enhance.read(text, "ja") is None
