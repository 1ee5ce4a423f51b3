"""Wave thirty-one's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.extract.kinds import asked_change, verdict_fits
from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "相手の場にはリバース状態の怪異が2体、リカバー状態の怪異が1体います。リバース状態の怪異ではなく、リカバー状態の怪異を"
    "攻撃目標にできますか？",
    "The opponent controls two Reversed monsters and one Recovered monster. May I pick the "
    "Recovered one as the target of my attack instead of a Reversed one?",
])
def test_counted_monsters_of_two_states_place_the_picked_one(question):
    """803.3b: 「…が2体、…が1体」 / "two Reversed Servants and one …" are two states; the picked
    recovered monster is the target, not the player."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "attack A -> T" in a.scenario
    assert "monster T of P2 atk 1500 def 1000 recover" in a.scenario


@pytest.mark.parametrize("question", [
    "My Flare is 1. Can I react to the opponent's attack with an unused Special that is a "
    "Reaction?",
    "My Flare has 2. May I react to their attack with my unused reaction Special?",
])
def test_react_to_an_attack_with_a_special_needs_its_cost(question):
    """9-3-1: a 切札 used as a reaction pays its 消費 from the flare; "react to X with a Special"
    names the class even with the attack between the verb and the card."""
    a = _ask(question)
    assert a.verdict is None
    assert "the special card's cost" in a.missing


@pytest.mark.parametrize("question", [
    "I take a 2/- attack and my Aura is 1. How do I take the damage?",
    "相手の4/-の《攻撃》を受けます。自分のオーラは2です。ダメージはどのように受けますか？",
    "상대의 5/- 공격을 받습니다. 제 오라는 2입니다. 대미지는 어떻게 받게 되나요?",
])
def test_a_how_question_gets_no_yes_or_no(question):
    """"How do I take the damage?" asks a manner; a yes/no answers nothing."""
    assert not verdict_fits(question, "yes")
    assert _ask(question).verdict not in ("yes", "no")


@pytest.mark.parametrize("question", [
    "I get hit by a 5/- attack with 3 Aura and 8 Life. How many Sakura tokens go from my Aura "
    "to the Dust?",
    "A 5/- attack hits me; my Aura is 3 and my Life 8. How many tokens come off my Aura?",
])
def test_tokens_that_go_from_a_zone_are_a_loss(question):
    """5-8-3-2: "-" forces the aura side; 5 damage to an aura of 3 moves 3 (5-10). "go from" /
    "come off" ask the count moved, not what is left."""
    assert asked_change(question.split(". ")[-1].split("; ")[-1]) == "loss"
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("3", "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("未使用の切札を1枚伏せ札にして、基本動作のコストにできますか？", "no"),
    ("미사용 비장패 1장을 덮음패로 해서 기본동작의 코스트로 지불할 수 있나요?", "no"),
    ("Can I put an unused Special face down as the cost of a basic action?", "no"),
])
def test_a_special_face_down_as_a_basic_action_cost(question, verdict):
    """9-6 / 7-1-10: the cost is a card of the hand put face down; a 切札 is not in the hand.
    「덮음패로 해서」 is putting it face down, not using the card."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "I have Akina and my market price is 3. My attack deals 2 damage to the Life of my "
    "opponent, whose Life is 8 and who doesn't have Akina. What is my market price now?",
])
def test_akina_damage_to_the_life_of_my_opponent_is_theirs(question):
    """add/21-6-3: the damaged player's opponent gains 1: "the Life of my opponent" is theirs."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("4", "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("後手の最初のターンにバトルフェイズを行えますか？", None),
    ("先手の最初のターンにバトルフェイズを行えますか？", "no"),
])
def test_first_and_second_hand_are_the_players_going_first_and_second(question, verdict):
    """506.1 skips the battle phase of the game's first turn: 先手's first turn is it; 後手's is
    not (Hi!story's rules answer otherwise, so the unsaid game leaves it undecided)."""
    a = ask(question, use_rulings=False)
    assert a.verdict == verdict, a.missing
    assert a.game == "magical-girl"


@pytest.mark.parametrize("question", [
    "カムヰを宿しています。禁忌ゲージが16になりました。敗北しますか？",
    "카무이를 깃들이고 있습니다. 금기 게이지가 16이 되었습니다. 패배하나요?",
])
def test_hosting_a_megami_is_not_the_basic_action(question):
    """「カムヰを宿しています」 says which メガミ the player plays; it is not the basic action 宿し,
    and the メガミ's own gauge is not modelled: no verdict."""
    a = _ask(question)
    assert a.verdict is None
    assert "basic 宿し" not in (a.scenario or "")


def test_a_quoted_name_with_only_a_particle_left_is_a_named_card():
    """「'참'으로 대응」: with the quoted name blanked, only 으로 is left before 대응; the reader
    had raised StopIteration. The card's text is what is missing."""
    a = _ask("간격 3에서 상대가 공격(적정거리 3-4, 대미지 2/2)을 했습니다. 제 손패에는 '참'이 있습니다. "
             "이 공격에 '참'으로 대응할 수 있나요?")
    assert a.verdict is None
    assert "카드 「참」의 텍스트" in a.missing
    assert len(a.missing) == len(set(a.missing))


def test_a_reader_that_fails_gives_no_verdict_and_says_so(monkeypatch):
    """A bug in a question reader must not take `ask` down: no verdict, the failure named."""
    from judge.answer import extract

    class Broken:
        def read(self, question, lang):
            raise StopIteration

    monkeypatch.setitem(extract._EXTRACTORS, "sakura", Broken())
    a = _ask("間合2、集中力1です。前進できますか？")
    assert (a.verdict, a.verdict_source) == (None, "none")
    assert a.missing == ["質問の読み取り（読み取りが内部エラーで失敗した）"]
    assert any("StopIteration" in n for n in a.notes)


@pytest.mark.parametrize("question, verdict", [
    ("間合3で、適正距離2-3・2/1の《攻撃》を使いました。相手は対応し、その効果で間合が4になりました。この《攻撃》のダメージは"
     "与えられますか？", "no"),
    ("間合3で、不可避を持つ適正距離2-3の《攻撃》を行いました。相手の対応で間合が4になりました。ダメージは与えられるか？", "yes"),
    ("간격 3에서 불가피를 가진 적정거리 2-3 공격을 했습니다. 상대의 대응으로 간격이 4가 되었습니다. 대미지를 줄 수 있나요?",
     "yes"),
    ("At Distance 3 I attack with range 2-3. My opponent reacts with a card that moves a token "
     "from their Aura to the Distance, making it 4. Does my attack deal its damage?", "no"),
    ("At Distance 3 I make an Unavoidable attack with range 2-3. My opponent reacts with a card "
     "that pushes the Distance to 4. Does the damage still happen?", "yes"),
    ("In reaction to an Unavoidable attack I push the Distance outside its range. Do I still "
     "take its damage?", "yes"),
])
def test_a_reaction_that_moves_the_distance_asked_as_dealing_damage(question, verdict):
    """9-4 ⅲ: after the reaction the range is checked again; 不可避 (10-8) skips that check.
    「ダメージは与えられますか」, "does it deal its damage", "do I still take its damage" ask
    whether the attack still hits."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("私の怪異（攻撃力3000）で、相手のリバース状態の怪異（攻撃力5000、防御力2000）を攻撃しました。優先権では何も起きませ"
     "ん。相手の怪異は破壊されますか？", "yes"),
    ("My monster (ATK 3000) attacks my opponent's reversed monster (ATK 1000, DEF 3000). "
     "Nothing happens with priority. Is either monster destroyed?", "no"),
    ("My recovered ATK 2000 monster attacks my opponent's rested monster (ATK 1000 / DEF "
     "5000). Nobody acts at priority. Is the target destroyed?", "yes"),
])
def test_a_priority_where_nothing_happens_is_passed(question, verdict):
    """803.6 with nothing done, then 804.3/804.4: 「優先権では何も起きません」, "nothing happens
    with priority", "nobody acts at priority" are a priority every player passes."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_atk_written_against_a_number_and_after_a_kana():
    """「（ATK2000／DEF4000）」「…状態のATK3000の怪異」: ATK and DEF glued to the number or to
    the preceding kana are still read (804.3: 3000 > 2000 destroys the rested target)."""
    a = _ask("相手のレスト状態の怪異（ATK2000／DEF4000）を、私のリカバー状態のATK3000の怪異で攻撃しました。優先権では誰も"
             "何もしませんでした。攻撃目標の怪異は破壊されますか？", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "monster A of P1 atk 3000" in a.scenario
    assert "monster T of P2 atk 2000 def 4000 rest" in a.scenario


def test_a_pronoun_for_the_target_switched_in_the_priority():
    """「攻撃目標の怪異は…相手がそれをリバース状態にしました」: それ is the target; 804.4 then
    compares ATK 5 with DEF 6: not destroyed."""
    a = _ask("攻撃宣言の時点では攻撃目標の怪異（ATK3／DEF7）はリカバー状態でしたが、その後の優先権処理で相手がそれをリバース"
             "状態にしました。自分の攻撃している怪異のATKは6です。相手の怪異は破壊されますか？", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "switch T reverse" in a.scenario
