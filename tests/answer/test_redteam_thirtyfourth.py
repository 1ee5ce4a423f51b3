"""Wave thirty-four's wrong verdicts and the English forms the Japanese already had, fixed at
their cause: paraphrases in ja/ko/en, played on the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "magical-girl"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "自分の怪異で相手の怪異を攻撃しました。どちらの怪異が破壊されますか？",
    "My monster attacks one of my opponent's monsters. Which monster is destroyed?",
])
def test_which_is_destroyed_with_no_stats_is_undecided(question):
    """804.3/804.4: with no ATK, DEF or state given, a probe where the target is destroyed must
    count against 'neither' (it used to be dropped, leaving 'neither' alone)."""
    a = _ask(question)
    assert a.verdict is None
    assert any("ATK" in m or "攻撃力" in m for m in a.missing)


@pytest.mark.parametrize("question", [
    "相手の戦場の怪異はリバース状態の1体だけで、「この怪異は攻撃力2000以下の怪異の攻撃目標として選択されない」と"
    "書かれています。自分のリカバー状態の怪異1体で攻撃したいのですが、相手プレイヤーを直接攻撃できますか？",
    "My opponent's only Servant is in Reverse Position and reads 'This Servant can't be chosen as "
    "an attack target by Servants with ATK 2000 or less.' I want to attack with one of my "
    "Recovered Servants. Can it attack my opponent directly?",
])
def test_a_conditional_untargetability_is_not_placed(question):
    """803.3b turns on whether the reversed one can be chosen by this attacker: the condition
    (ATK 2000 or less) and the attacker's ATK decide, and neither is played."""
    a = _ask(question)
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "相手の戦場にリバース状態の怪異が1体いて、それを攻撃目標に選べない理由は特にありません。"
    "自分のリカバー状態の怪異で、相手プレイヤーを直接攻撃できますか？",
    "My opponent has a Servant in Reverse Position, and nothing stops it from being chosen as an "
    "attack target. Can my Recovered Servant attack my opponent directly instead?",
    "My opponent controls one reversed monster and one recovered monster; neither has any effect "
    "that stops it being chosen as an attack target. Can I choose my opponent as the attack "
    "target?",
    "My battle phase, attack declaration step. I have a recovered monster with ATK 3000. My "
    "opponent controls a reversed monster (ATK 2500 / DEF 1000) and a recovered monster (ATK "
    "1000). No effects restrict attacks or targets. Can I choose my opponent as the attack "
    "target?",
])
def test_a_choosable_reversed_monster_shields_the_player(question):
    """803.3b: a reversed monster that can be chosen keeps the player from being chosen; 'nothing
    stops it' is no untargetability, and a stat aside does not split the two monsters."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert any(c.number == "803.3b" for c in a.citations)


@pytest.mark.parametrize("question", [
    "My opponent's only Servant is Reversed, but it has an ability saying it can't be chosen as "
    "an attack target. They have 3 Orbs. Can my Servant attack the player?",
    "My opponent's only monster is reversed, but an effect makes it unable to be chosen as an "
    "attack target. The opponent has 2 Orbs. Can my monster attack the opponent player?",
    "My opponent's only reversed monster is under an effect that stops it from being chosen as an "
    "attack target. Can I attack the player?",
])
def test_an_untargetable_reversed_monster_does_not_shield(question):
    """803.3b: a reversed monster that cannot be chosen leaves the player choosable ("has an
    ability saying…" is the untargetability itself, not an unknown keyword)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "My opponent has 0 Orbs and I declare an attack on them. In the priority window right after "
    "the declaration, they use an effect that gives them 1 Orb. Do I still win with this attack?",
    "The opponent has 0 Orbs. I attack the player, and in the priority after the declaration they "
    "use an effect that adds one card to their Orbs. Do I win with this attack?",
    "I have 0 Orbs and I'm attacked directly. In the priority after the attack declaration I use "
    "an effect that raises my Orbs to 1. Do I lose at battle judgment?",
    "オーブが0の相手プレイヤーに攻撃宣言しました。宣言直後の優先権で、相手が効果を使ってオーブを1つ増やしました。"
    "それでも私はこの攻撃で勝利しますか？",
])
def test_an_orb_gained_in_the_priority_is_corrupted_instead(question):
    """804.5: the Orb gained after the declaration is corrupted at judgement; nobody wins."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("I declared an attack with my 3000 ATK monster on an enemy Reversed monster (ATK 1000 / DEF "
     "5000). In the priority after the declaration, an effect turned that enemy monster "
     "Recovered. Is it destroyed at battle judgment?", "yes"),
    ("I declare an attack with a 2000-ATK monster on my opponent's Reversed monster (1000 ATK / "
     "2500 DEF). In the priority window after the declaration, my opponent uses an effect to "
     "make that monster Recovered. Is it destroyed at battle judgment?", "yes"),
    ("My 3000 ATK Servant attacks an opposing Servant in Reverse Position (1000 ATK / 3500 DEF). "
     "In the priority after my declaration, I use an effect that makes it Recovered. Is it "
     "destroyed at battle judgment?", "yes"),
    ("攻撃力2500の自分の怪異で、相手のリバース状態の怪異（攻撃力2000／防御力3000）に攻撃宣言しました。宣言後の優先権で、"
     "私がカードの効果でその怪異をスイッチし、リカバー状態にしました。その怪異は破壊されますか？", "yes"),
])
def test_a_target_switched_to_recovered_is_compared_by_atk(question, verdict):
    """804.3: recovered in the priority, the target is judged ATK against ATK."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "I chose my opponent's monster as the attack target, but before the battle judgment step it "
    "was returned to hand by an effect. Does the attack switch over to the opponent player?",
    "I declared an attack targeting an opponent's monster, then in the following priority window "
    "I destroyed that monster with another effect. Does the attack switch to the opponent "
    "player?",
    "After my attack declaration, during the priority window, the monster I'm attacking leaves "
    "the battlefield because of an effect. Does my attack turn into an attack on the opponent?",
])
def test_a_target_that_leaves_is_no_redirect(question):
    """804.2: the attack ends when its target leaves; it does not turn to the player."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


def test_an_attacker_returned_to_my_hand_corrupts_nothing():
    a = _ask("After I declared an attack on the opponent player, my attacking monster was "
             "returned to my hand by an effect during the priority step. Is an Orb corrupted?")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "My Servant has '+1000 ATK until end of battle'. When its 'at end of battle' triggered ability "
    "resolves, does it still have the +1000?",
    "Is an 'ATK +2000 until end of battle' buff still applying during the battle end step's "
    "priority (805.2)?",
])
def test_an_until_end_of_battle_boost_holds_in_the_battle_end_step(question):
    """805.2 handles 'at end of battle' while the boost lasts; a clause number's dot is no
    sentence end."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "At the start of my battle phase I control 3 recovered Servants that aren't forbidden to "
    "attack, and no effect changes how often they can attack. How many attacks can I make this "
    "battle phase at most?",
    "I control 3 recovered Servants, none of them forbidden to attack. With no other effects, how "
    "many attacks can I make this battle phase?",
])
def test_three_attackers_make_three_attacks(question):
    """803.3a / 805.5: each recovered monster attacks once ("none of them forbidden" is no
    prohibition)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("3", "simulation"), a.missing


def test_choosing_my_own_monster_as_the_target():
    a = _ask("Without any card effect allowing it, can you choose a servant you yourself control "
             "as the attack target?")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


def test_looking_at_face_down_orbs_is_not_an_attack():
    """A yes for the attack played would answer another question."""
    a = _ask("My Servant's direct attack will corrupt one of my opponent's Orbs. Can I look at "
             "their face-down Orbs first to pick which one?")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "Distance is 2 and Dust is 0, and a card tells me to \"perform the basic action Advance or "
    "Breakaway\". May I pick Advance even though it will move nothing?",
    "간격 2, 더스트 0일 때 카드 효과로 '기본동작 《전진》이나 《이탈》을 한다'를 하게 되었습니다. 아무것도 움직이지 "
    "않는 《전진》을 골라도 되나요?",
    "間合2、ダスト0のときに、カードの効果で「基本動作《前進》か《離脱》を行う」ことになった。何も移動しない《前進》を"
    "選んでもよいか？",
])
def test_an_effects_choice_of_basic_actions_is_not_the_main_phase_one(question):
    """An effect offering 《前進》か《離脱》 lets a player pick one that moves nothing (9-6 ⅰ-A);
    9-6 ⅰ-B's main-phase rule does not apply, so yes."""
    a = _ask(question, game="sakura")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
    assert a.citations[0].uid == "sakura-ja#9-6"


@pytest.mark.parametrize("question", [
    "I choose to take a 3/1 attack on Life. Do I lose?",
    "3/1の《攻撃》のダメージをライフで受けることを選んだ。これで敗北するか？",
])
def test_taking_an_attack_on_life_needs_my_life(question):
    """5-8-3-1 / 4-2: taking it on Life loses only if it reaches 0; 'I take a 3/1 attack' makes
    me the one attacked, and my Life is not given."""
    a = _ask(question, game="sakura")
    assert a.verdict is None
