"""Question families beyond zone counts: card-paid basic actions, used-card counting,
reshuffles made by effects, damage taken — each in ja, ko and en, decided by the engine."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


@pytest.mark.parametrize("question, verdict, first", [
    # (the dev questions sa-faq-016 themselves stay in the eval; see test_paraphrases.py)
    ("切札を伏せ札にして基本動作のコストにできますか？", "no", "9-6"),
    ("Can I turn a special card face down to pay for a basic action?", "no", "9-6"),
])
def test_basic_action_paid_with_a_card(question, verdict, first):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict", [
    ("手札1枚を伏せ札にして基本動作をした。この1枚は使用したカードの枚数に入りますか？", "no"),
    ("《攻撃》カードを使用した。これは使用したカードの枚数に入るか？", "yes"),
])
def test_counts_as_a_used_card(question, verdict):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    if verdict == "yes":
        assert a.citations[0].uid == "sakura-ja#9-2"


@pytest.mark.parametrize("question", [
    "カードの効果で山札を再構成させられた。このときライフに1ダメージを受けますか？",
    "카드 효과 때문에 덱을 재구성했습니다. 라이프에 1 대미지를 받나요?",
    "After a card effect makes me reshuffle my deck, do I take 1 damage to Life?",
])
def test_reshuffle_by_an_effect_deals_no_damage(question):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("no", "simulation")
    assert a.citations[0].uid == "sakura-ja#9-7"
    assert a.board_after["sides"]["A"]["life"] == a.board_before["sides"]["A"]["life"]


def test_plain_reshuffle_question_abstains():
    # no effect named: the start-phase reshuffle (which does deal damage) is not read
    a = ask("山札を再構成したとき、ダメージを受けるか？", game="sakura", use_rulings=False)
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "自分のオーラが0、ライフが3のとき、相手の2/2の攻撃を受けたらダメージを受けるか？",
    "My Aura is 0 and my Life is 3. The opponent's 2/2 attack hits me. Do I take damage?",
])
def test_damage_taken_from_the_opponents_attack(question):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
    assert a.board_after["sides"]["A"]["life"] == 1


@pytest.mark.parametrize("question, verdict", [
    ("間合が2のとき、適正距離1-2の3/1の攻撃を受けた。オーラが3なら、オーラで受けられますか？", "yes"),
    ("間合が2のとき、適正距離1-2の3/1の攻撃を受けた。オーラが2なら、オーラで受けられますか？", "no"),
    ("Distance is 2 and my Aura is 2. I am hit by a 3/1 attack with range 1-2. Can I take it on "
     "my Aura?", "no"),
])
def test_can_i_take_the_damage_on_aura(question, verdict):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.citations[0].uid) == (verdict, "sakura-ja#5-8-3-2")


@pytest.mark.parametrize("question, missing", [
    # whether an attack card has 《対応》 is not said: the reaction family varies it
    ("相手のターン中に、対応で《攻撃》カードを使えますか？", "対応に使うカードが《対応》を持つか"),
    ("Can I react with an attack card against an Unavoidable attack?",
     "whether the reacting card has the Reaction subtype"),
])
def test_unmodelled_keywords_abstain(question, missing):
    a = ask(question, game="sakura", use_rulings=False)
    assert a.verdict is None
    assert missing in a.missing


@pytest.mark.parametrize("question, verdict", [
    ("相手のライフが3、オーラが0のとき、2/3の攻撃が当たると相手は敗北しますか？", "yes"),
    ("The opponent has 3 Life and 0 Aura. My 2/3 attack hits. Does the opponent lose?", "yes"),
    ("상대의 라이프가 3, 오라가 0일 때 2/3 공격이 맞으면 승리하나요?", "yes"),
    ("自分のライフが2、オーラが0のとき、相手の2/2の攻撃を受けたら相手は勝利しますか？", "yes"),
    ("相手のライフが4、オーラが0のとき、2/3の攻撃が当たると勝利しますか？", "no"),
])
def test_who_wins_after_an_attack(question, verdict):
    a = ask(question, game="sakura", use_rulings=False)
    assert a.verdict == verdict
    if verdict == "yes":
        assert a.citations[0].uid == "sakura-ja#4-2"


@pytest.mark.parametrize("question, facts", [
    ("If the Dust is empty, can I Recover?", {"dust": 0}),
    ("ダストが空のとき、纏いはできますか？", {"dust": 0}),
    ("My aura is full. Can I Advance?", {"A.aura": 5}),
    ("オーラが上限のとき、前進できますか？", {"A.aura": 5}),
    ("오라가 가득 찼을 때 전진할 수 있나요?", {"A.aura": 5}),
])
def test_full_and_empty_zones(question, facts):
    from judge.answer.extract import extractor_for
    from judge.answer.lang import detect_language

    assert extractor_for("sakura").read(question, detect_language(question)).facts == facts
    assert ask(question, game="sakura", use_rulings=False).verdict == "no"


@pytest.mark.parametrize("question, verdict, missing", [
    ("標準行動で、全力の《攻撃》カードを使えますか？", "no", []),
    ("Can I play a Full Power attack card during a standard action?", "no", []),
    ("표준 행동으로 전력 공격 카드를 사용할 수 있나요?", "no", []),
    ("全力の《攻撃》カードを使えますか？", None, ["標準行動か全力行動か"]),
])
def test_full_power_card_in_a_standard_action(question, verdict, missing):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.missing) == (verdict, missing)


@pytest.mark.parametrize("question, verdict, missing", [
    ("間合が2、ダストが3のとき離脱すると間合はいくつになりますか？", "3", []),
    ("Distance is 2 and Dust is 3. After I Withdraw, what is the Distance?", "3", []),
    ("간격이 2, 더스트가 3일 때 이탈하면 간격은 몇이 되나요?", "3", []),
    ("オーラが3、フレアが0のとき宿しをするとフレアはいくつになりますか？", "1", []),
    ("オーラが3のとき宿しをするとフレアはいくつになりますか？", None, ["現在の「フレア」の値"]),
])
def test_value_after_a_basic_action(question, verdict, missing):
    a = ask(question, game="sakura", use_rulings=False)
    assert (a.verdict, a.missing) == (verdict, missing)


@pytest.mark.parametrize("question", [
    "相手のオーラが1のとき、3/1の攻撃を受けると何ダメージを受けますか？",
    "How much damage does the opponent take from a 3/1 attack when their Aura is 1?",
])
def test_how_much_damage_is_not_answered_as_a_count(question):
    assert ask(question, game="sakura", use_rulings=False).verdict is None
