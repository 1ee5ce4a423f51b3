"""Wave twelve's wrong verdicts, fixed at their cause: each with paraphrases in ja/ko/en, played
on the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "A 3/1 attack gets +3/+0, and 超克 is not involved. What is its Aura damage?",
    "My 4/2 attack has a +2/+0 modifier; Overwhelm isn't in play. What is the Aura damage?",
    "3/1の《攻撃》に+3/+0の修正がかかりました（超克はありません）。オーラへのダメージはいくつになりますか？",
])
def test_no_overcome_said_after_the_word_keeps_the_cap(question):
    """6-4-1-4: an attack's Aura damage is capped at 5 unless it has 超克 (10-21)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("5", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "自分の《攻撃》のダメージが、相手の効果で打ち消されました。この《攻撃》の【攻撃後】効果は解決されますか？",
    "제 공격의 대미지가 상대 효과로 무효가 되었습니다. 이 공격의 공격후 효과는 해결되나요?",
    "The damage of my attack was cancelled by an effect. Does its After-attack effect still resolve?",
])
def test_a_cancelled_damage_still_resolves_the_after_attack_effect(question):
    """9-4 ⅳ skips only the damage; ⅶ still resolves the 【攻撃後】 effects."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


def test_the_opponents_monster_named_before_my_attacker_keeps_its_stats():
    a = _ask("I attack my opponent's rested monster (ATK 1000 / DEF 3000) with my ATK 2000 "
             "monster. Its DEF is higher than my ATK; can I destroy it?", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
    assert "monster T of P2 atk 1000 def 3000 rest" in a.scenario


@pytest.mark.parametrize("question, verdict", [
    ("自分の戦場に怪異が5体います。このバトルフェイズに何回攻撃できますか？", None),
    ("I control three monsters. How many attacks can I make this battle phase?", None),
    ("自分の戦場にリカバー状態の怪異が3体います。このバトルフェイズに何回攻撃できますか？", "3"),
])
def test_only_recovered_monsters_count_as_attacks(question, verdict):
    """803.3a: a monster must be recovered to be chosen; unstated states leave the count open."""
    a = _ask(question, game="magical-girl")
    assert a.verdict == verdict
    if verdict is None:
        assert any("リカバー" in m or "recovered" in m for m in a.missing)


@pytest.mark.parametrize("question", [
    "One of my Orbs was corrupted by my opponent's attack and the card went to my hand. Can I "
    "use that card right away?",
    "相手の攻撃でオーブが穢され、そのカードが手札に入りました。そのカードをすぐに使えますか？",
    "Right as the battle phase begins, can I activate a spell before the start-of-battle "
    "abilities trigger?",
    "Can you respond to the attack of a monster with a spell?",
])
def test_an_asked_action_that_is_no_attack_is_not_played_as_one(question):
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (None, "none")


@pytest.mark.parametrize("question, verdict", [
    ("The opponent's attack (range 2-4, 3/1) connects at Distance 3; I do not react. My Life 5, "
     "Flare 2, Dust 4. Can I choose to take it on Aura?", None),
    ("相手の《攻撃》（適正距離2-4、3/1）が間合3で当たりました。私のライフは5です。オーラで受けられますか？", None),
    ("相手の《攻撃》（適正距離2-4、3/1）が間合3で当たりました。私のオーラは2です。オーラで受けられますか？", "no"),
])
def test_taking_damage_on_aura_needs_the_aura(question, verdict):
    """5-8-3-2: the Aura side may be chosen only if the Aura holds the damage."""
    assert _ask(question).verdict == verdict


@pytest.mark.parametrize("question", [
    "The opponent's attack has +1 Aura damage on it. My Aura is 3. Can I take it on Aura?",
    "상대 공격에 오라 대미지 +1이 걸려 있습니다. 내 오라는 3입니다. 오라로 받을 수 있나요?",
])
def test_a_damage_modifier_is_not_the_damage(question):
    a = _ask(question)
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "히미카를 깃들이고 있습니다. 이번 턴에 카드를 2장 썼습니다. 다음으로 연화를 가진 공격 카드를 씁니다. 연화가 유효해지나요?",
    "토코요를 깃들이고 있습니다. 집중력은 1입니다. 경지를 가진 카드를 씁니다. 경지 조건은 충족되나요?",
    "ハガネを宿しています。間合は6、オーラ2、集中力1です。手札の遠心を持つカードを使えますか？",
    "I have Saine. My Aura is 0. Is the Hassou condition on my card satisfied?",
])
def test_megami_keywords_need_their_card_text(question):
    """境地, 連火, 遠心, 八相 are defined on the goddesses' cards, not in the documents."""
    a = _ask(question)
    assert a.verdict is None
    assert a.missing


def test_a_korean_become_is_not_a_lose_question():
    from judge.answer.extract.kinds import question_kind

    assert question_kind("연화가 유효해지나요?") != "winner"
    assert question_kind("이 공격으로 제가 지나요?") == "winner"


@pytest.mark.parametrize("question", [
    "My opponent has 0 Orbs and I declare an attack on the player. At exactly what point do I "
    "win?",
    "My opponent has 0 Orbs and I attack the player. When exactly do I win?",
    "One of my servants can only attack if I discard a card, and my hand is empty. Can I still "
    "declare the attack, and does it at least get rested?",
])
def test_when_and_two_part_questions_get_no_yes_or_no(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


def test_an_effect_offering_a_choice_of_basic_actions_is_not_the_main_phase_choice():
    """9-6 ⅰ-B restricts the main phase's choice; in an effect's 「《〇〇》か《△△》」 form an
    action that moves nothing may be picked (9-6 ⅰ-A)."""
    a = _ask('I resolve an effect that says "perform the basic action Advance or Retreat". The '
             "Distance is 2 and my Aura is 0. May I still choose Advance?")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
