"""Wave thirteen's wrong verdicts and unread asides, fixed at their cause: paraphrases in
ja/ko/en, played on the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.extract.common import strip_denied_asides
from judge.answer.extract.kinds import question_kind
from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question, verdict", [
    ("Against an attack with No Reactions (Specials), can I react with a normal card with "
     "Reaction from my hand?", "yes"),
    ("Against an attack with No Reactions (Specials), can I react with a Special card with "
     "Reaction?", "no"),
    ("対応不可（切札）を持つ《攻撃》に、手札の《対応》を持つ通常札で対応できますか？", "yes"),
])
def test_a_plural_class_keeps_the_qualified_no_reaction(question, verdict):
    """10-22: 対応不可（切札） forbids only Specials; "No Reactions (Specials)" is that one, not
    the plain 対応不可 too."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "My opponent's monster is rested, with ATK 1500 and DEF 5000. I attack it with my "
    "2000-ATK monster. Is it destroyed?",
    "相手の怪異はレスト状態で、攻撃力1500、防御力5000です。自分の攻撃力2000の怪異でこれを攻撃しました。"
    "相手の怪異は破壊されますか？",
])
def test_the_sentence_topic_my_opponents_monster_owns_the_stats(question):
    """804.3: a rested target is compared ATK against ATK."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "次はどのステップに進みますか？",
    "다음은 어느 단계로 진행하나요?",
    "Which step comes next?",
])
def test_which_step_questions_get_no_yes_or_no(question):
    from judge.answer.extract.kinds import verdict_fits

    assert not verdict_fits(question, "yes")


@pytest.mark.parametrize("question, verdict", [
    ("My opponent had 3 Orbs. My monster's attack corrupted one at battle judgment. In the "
     "priority that follows, my opponent destroys my attacking monster. How many Orbs does my "
     "opponent have?", "2"),
    ("My opponent had 3 Orbs. My monster attacked them. After the battle judgment my opponent "
     "destroyed my attacking monster. How many Orbs does my opponent have?", "2"),
])
def test_an_event_told_after_the_judgment_is_placed_after_it(question, verdict):
    """804.5 has corrupted the Orb; removing the attacker in 804.6 does not undo it."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert "at 804.6" in a.scenario


@pytest.mark.parametrize("question, verdict", [
    ("I'm the first player. I have a recovered monster and want to attack in this turn's "
     "battle phase. Can I?", None),
    ("自分は先攻です。リカバー状態の怪異がいます。このターンのバトルフェイズに攻撃できますか？", None),
    ("自分は先攻で、3ターン目です。リカバー状態の怪異で攻撃できますか？", "yes"),
])
def test_the_first_player_with_no_turn_named_may_be_on_turn_one(question, verdict):
    """506.1: the game's first turn has no battle phase — naming the first player makes it
    matter which turn it is."""
    assert _ask(question, game="magical-girl").verdict == verdict


@pytest.mark.parametrize("question", [
    "相手の戦場に攻撃を制限する結界があります（正確なテキストは分かりません）。自分のリカバー状態の怪異で"
    "相手プレイヤーを攻撃できますか？",
    "My opponent has a barrier in play that restricts attacks; I don't know its exact text. Can "
    "my recovered monster attack them?",
])
def test_a_text_said_to_be_unknown_is_not_played(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "Can my Servant attack one of my opponent's Casters?",
    "自分の怪異で、相手の魔法少女を攻撃できますか？",
])
def test_a_caster_is_no_attack_target_unless_an_effect_allows(question):
    """803.3b: the opponent, their monster, or a card an effect makes a target."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert a.missing


def test_a_how_much_before_lose_in_a_later_sentence_is_a_value_question():
    """The asked sentence's own offsets: "…Aura — how much Life do I actually lose?"."""
    q = ("I have 3 Aura and get hit by a 4/2 attack. I'd rather block with Aura — how much Life "
         "do I actually lose?")
    assert question_kind(q) == "value"
    assert _ask(q).verdict != "no"


def test_i_have_and_get_hit_puts_the_asker_under_the_attack():
    a = _ask("I have 3 Aura and 10 Life, and I got hit by a 4/2 attack. How much Life do I "
             "have left?")
    assert (a.verdict, a.verdict_source) == ("8", "simulation")


@pytest.mark.parametrize("text, stripped", [
    ("手札は5枚です（伏せ札にできないカードはありません）。", "手札は5枚です。"),
    ("攻撃できますか？（その怪異は攻撃を禁止される能力を持っていません）", "攻撃できますか？"),
    ("Can it attack? (It has no ability that forbids it to attack.)", "Can it attack?"),
    ("오라는 3입니다(다른 효과는 없습니다).", "오라는 3입니다."),
    ("（手札にカードはありません）", "（手札にカードはありません）"),
    ("(no cards in hand)", "(no cards in hand)"),
    ("（このカードは伏せ札にできない）", "（このカードは伏せ札にできない）"),
    ("（効果は示されていません）", "（効果は示されていません）"),
])
def test_asides_that_only_deny_effects_are_dropped_and_facts_kept(text, stripped):
    assert strip_denied_asides(text) == stripped


@pytest.mark.parametrize("question, game, verdict", [
    ("終了フェイズに手札が5枚あります。伏せ札にしなければならないのは何枚ですか？（伏せ札にできないカードはありません）",
     "sakura", "3"),
    ("자신의 리커버 상태 괴이가 3체 있습니다(공격을 금지하는 효과는 없습니다). 이번 배틀 페이즈에 몇 번 공격할 수 "
     "있나요?", "magical-girl", "3"),
    ("I have 3 recovered monsters (no effect forbids them to attack). How many attacks can I "
     "make this battle phase?", "magical-girl", "3"),
    ("このターンにリカバー状態で戦場に出した怪異で、同じターンに攻撃できますか？"
     "（その怪異は攻撃を禁止される能力を持っていません）", "magical-girl", "yes"),
])
def test_a_denied_aside_leaves_the_plain_rules_to_play(question, game, verdict):
    """8-3-2's hand limit; 803.3a's one attack per recovered monster."""
    a = _ask(question, game=game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
