"""Wave eighteen's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)




@pytest.mark.parametrize("question, missing", [
    ("In the attack declaration step, may I choose the opponent player as my attack target?",
     "whether the opponent controls a reversed monster (803.3b)"),
    ("攻撃宣言ステップで、相手プレイヤーを攻撃目標に選べますか？", "相手がリバース状態の怪異を支配しているか（803.3b）"),
    ("My opponent has 2 Orbs and one Servant on the battlefield. Can I choose my opponent as the "
     "attack target this battle?", "the attacked monster's state (recovered, rested or reversed)"),
    ("相手はオーブ2つと怪異1体を持っています。このバトルで相手プレイヤーを攻撃目標に選べますか？",
     "攻撃目標の怪異の状態（リカバー/レスト/リバース）"),
])
def test_the_player_as_target_needs_the_opponents_field(question, missing):
    """803.3b: while the opponent has a reversed monster that can be chosen, the player cannot."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert missing in a.missing


@pytest.mark.parametrize("question, verdict", [
    ("My opponent has a recovered monster. Can I choose the opponent player as my attack target?",
     "yes"),
    ("My opponent has only a rested monster. Can I attack my opponent directly?", "yes"),
    ("My opponent controls a reversed monster. Can I attack my opponent directly?", "no"),
])
def test_the_player_as_target_with_the_field_stated(question, verdict):
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_a_denied_attack_ban_is_no_ban():
    """「攻撃を禁止する効果は受けていません」 denies the ban (803.3a)."""
    a = _ask("自分の戦場にリカバー状態の怪異がいます。攻撃を禁止する効果は受けていません。相手の怪異はいません。この怪異で"
             "相手プレイヤーを攻撃できますか？", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "On their last turn my opponent attacked me with a Servant that has 2000 ATK and 5000 DEF, and "
    "nothing has changed its position since. On my turn, I attack that Servant with my 2500 ATK "
    "Servant. Is it destroyed?",
    "相手は前のターンに、攻撃力2000・防御力5000の怪異で攻撃してきました。その後この怪異の状態を変える効果は使われて"
    "いません。自分のターンに攻撃力2500の怪異でこの怪異を攻撃すると、破壊されますか？",
])
def test_an_earlier_turn_is_outside_the_battle_phase_played(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


def test_a_face_down_card_is_no_monster_target():
    a = _ask("My opponent has no face-up Servants, but during their call phase they put a Servant "
             "card from their hand face down as a Level 1 Caster. Can I choose that face-down card "
             "as my attack target, since it's really a Servant card?", game="magical-girl")
    assert a.verdict is None


def test_acting_before_a_trigger_is_not_whether_it_triggers():
    """Once no verdict (whether it triggers is not asked); since the window family, the played
    phase answers it: 802.1 precedes the phase's first 優先権処理 (802.2)."""
    a = _ask("I want to cast a spell that removes a Servant before my opponent's 'at the start of "
             "the Battle Phase' trigger happens. Can I do that after entering the Battle Phase but "
             "before the trigger?", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation")


@pytest.mark.parametrize("question, verdict", [
    ("自分の《攻撃》のダメージだけが、相手の対応カードの効果で打ち消されました。その《攻撃》の【攻撃後】効果は解決されますか？",
     "yes"),
    ("내 공격의 대미지만 상대 대응 카드의 효과로 무효화되었습니다. 그 공격의 【공격후】 효과는 해결되나요?", "yes"),
    ("相手の対応カードの効果で、自分の《攻撃》が打ち消されました。その《攻撃》の【攻撃後】効果は解決されますか？", "no"),
])
def test_only_the_damage_cancelled(question, verdict):
    """9-4: a cancelled damage skips ⅳ–ⅵ only; a cancelled attack skips 【攻撃後】 too."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question, missing", [
    ("コルヌの効果で凍結しています。自分のオーラには桜花結晶が0、凍結トークンが1つあります。基本動作「宿し」を選べますか？",
     "「凍結」の扱い（質問の読み取りが対応していない）"),
    ("I'm frozen by Korunu: my Aura has no Sakura tokens and 1 freeze token. Can I choose the "
     "basic action Focus (宿し)?", "how 「凍結」 applies (the question reader does not model it)"),
])
def test_a_goddess_keyword_state_abstains(question, missing):
    a = _ask(question)
    assert a.verdict is None
    assert missing in a.missing


def test_a_card_used_through_an_effect_is_not_a_plain_use():
    a = _ask("In a main phase where I chose a standard action, I play an action card whose text is "
             "'Choose an attack card in your hand and use it.' I have an attack card with the "
             "Throughout (全力) subtype in hand and the Distance is within its range. Can I use that "
             "full-power card through this effect?")
    assert a.verdict != "no"
