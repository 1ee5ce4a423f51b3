"""Wave thirty-nine's misses left open last session, and wave forty's, fixed at their cause:
played on the real engines (no rulings). Questions are paraphrases, not the sets' wording."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains as _abstains
from tests.answer.asking import says as _says


@pytest.mark.parametrize("question", [
    "開始フェイズです。集中力は2で畏縮しています。開始フェイズの処理のあと、集中力と畏縮はどうなっていますか？",
    "Start phase of my third turn: Vigor 2 and I'm Flinched. After the start phase, what are my "
    "Vigor and Flinch?",
])
def test_two_values_asked_with_a_state_get_no_yes_no(question):
    """「集中力と畏縮はどうなっていますか」 asks two things (5-1-4, 8-1-3): a yes/no answers
    neither, so no verdict (it was 'yes')."""
    _abstains(question)


def test_doko_natte_imasu_ka_is_a_what_question():
    from judge.answer.extract.kinds import question_kind

    assert question_kind("このあと、畏縮はどうなっていますか？") == "what"
    assert question_kind("攻撃のあと、相手の怪異はどうなっていますか？") == "what"


@pytest.mark.parametrize("question, lang", [
    ("相手のオーブは0個です。相手の戦場には怪異が1体います（攻撃力1000／防御力1000）。自分はリカバー状態の攻撃力2000の怪異が1体。"
     "この攻撃で勝てますか？", "ja"),
])
def test_a_win_question_aims_at_the_player_and_needs_the_opposing_state(question, lang):
    """804.5 wins by corrupting at 0 Orbs: the attack aims at the player; 803.3b forbids that
    when a targetable reversed opposing monster exists, and its state is never said."""
    missing = _abstains(question, "magical-girl")
    assert missing == ["攻撃目標の怪異の状態（リカバー/レスト/リバース）"]


@pytest.mark.parametrize("question", [
    "相手の怪異はリバース状態の1体だけで防御力8000、こちらの怪異はどれも攻撃力2000なので破壊できません。"
    "この怪異を無視して相手プレイヤーを攻撃目標にできますか？（「攻撃目標に選ばれない」といった能力はありません）",
    "Their only monster is reversed with DEF 8000, so I can't destroy it with my 2000-ATK "
    "monsters. Can I skip it and target the opponent player instead? It has no ability which "
    "prevents it from being chosen as a target.",
])
def test_a_reversed_monster_must_be_attacked_even_when_it_cannot_be_destroyed(question):
    """803.3b: a targetable reversed opposing monster bars the player as the target. 'can't
    destroy it' told before the question is not the question; 'no ability which prevents it
    from being chosen' is a denial, not the ability."""
    _says(question, "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "My opponent's attack had 'No Reactions', but I can't remember whether it said anything in "
    "brackets. Could I react with my Reaction card?",
    "相手の攻撃は「対応不可」でしたが、括弧書きがあったかどうか覚えていません。対応できましたか？",
    "상대 공격은 대응불가였는데 괄호 안에 뭐가 있었는지 기억이 안 납니다. 대응할 수 있었나요?",
])
def test_a_fact_the_asker_does_not_remember_is_not_assumed(question):
    missing = _abstains(question)
    assert any(m.startswith(("the fact the question says", "質問が「わからない」と述べている事実",
                             "질문에서 모른다고 한 사실")) or "対応" in m or "대응" in m
               for m in missing)


@pytest.mark.parametrize("question", [
    "I took 3 damage to Life. Do the 3 Sakura tokens I remove go to the Dust?",
    "ライフに3ダメージを受けました。取り除く桜花結晶3つはダストに置けばいいですか？",
    "라이프에 3 대미지를 받았습니다. 빼는 벚꽃결정 3개는 더스트에 두면 되나요?",
])
def test_where_the_tokens_go_is_not_answered_by_a_can_probe(question):
    """5-8-3-1 sends Life damage to the Flare: 'do they go to the Dust?' is a where-question the
    attack probes do not answer (the Korean form was answered 'yes')."""
    _abstains(question)


def test_which_basic_actions_gets_no_yes():
    """A which-question after a comma ("…, which basic actions can I choose?") is no yes/no."""
    _abstains("Distance 5, my Aura 0, Flare 2. Paying with a card from hand, which basic "
              "actions can I choose?")


@pytest.mark.parametrize("question", [
    "身代わりでパワー1000の攻撃中のカードが−3000されパワー0になりました。パワー0になったことで自動的に墓地へ送られますか？",
    "A substitute took my attacking card from 1000 power to 0. Is it sent to the graveyard "
    "automatically for having 0 power?",
])
def test_power_zero_itself_is_not_a_battle(question):
    """11.6.3: reaching 0 power sends nothing to the graveyard by itself; the probes play a
    battle, which is another cause, so no verdict (it was 'yes')."""
    _abstains(question, "histoy")


# --- wave forty (sets 187-192) ---------------------------------------------------------------

@pytest.mark.parametrize("question", [
    "ライフが2のときに山札を再構成しました。特別な効果はありません。これで負けますか？",
    "라이프가 2일 때 패산을 재구성했습니다. 특별한 효과는 없습니다. 이걸로 지나요?",
    "My Life is 2 and I reshuffle my deck. No special effects apply. Do I lose from it?",
])
def test_a_denied_effect_is_no_reshuffle_by_effect(question):
    """9-7 ⅰ: only a reshuffle the rules generate deals damage; 'no special effects' denies an
    effect and does not make it one (it was played as an effect's reshuffle: 'no')."""
    _abstains(question)


def test_put_back_is_not_the_basic_action_back():
    """'piles back into it' is no Retreat (後退, English alias "Back")."""
    from judge.answer.lexicon import default_lexicon

    text = "my deck ran out, so i shuffle my discard and face-down piles back into it."
    assert [m.key for m in default_lexicon().find(text, "sakura") if m.key == "後退"] == []
    assert [m.key for m in default_lexicon().find("can i back once?", "sakura")] == ["後退"]


@pytest.mark.parametrize("question", [
    "山札0枚、捨て札4枚、オーラ3で、開始フェイズに再構成をしようとしています。これで即座に負けますか？",
    "Deck is empty with 4 cards in my discard and Aura 3. I'm about to reshuffle in my start "
    "phase. Do I lose right away?",
])
def test_a_reshuffle_about_to_be_done_needs_the_life(question):
    """9-7 ⅰ deals 1 to Life: whether it loses turns on the Life, which is never said."""
    missing = _abstains(question)
    assert missing in (["ライフ"], ["the Life"])


@pytest.mark.parametrize("question, verdict", [
    ("自分のオーラ1、ライフ5。相手の攻撃のダメージは2/-です。この攻撃で自分のライフから減る桜花結晶はいくつですか？", "0"),
    ("I have Aura 1 and Life 5. The attack deals 2/-. How many tokens leave my Life?", "0"),
    ("제 오라 1, 라이프 5. 상대 공격 대미지는 2/-입니다. 이 공격으로 제 라이프에서 빠지는 벚꽃결정은 몇 개인가요?",
     "0"),
])
def test_a_loss_asked_by_the_noun_it_counts(question, verdict):
    """5-8-3-2: with '-' on Life the Aura damage is taken; the Life loses nothing. The loss verb
    before the how-many word asks the change, not the Life left (it was '5')."""
    _says(question, verdict)


def test_three_values_asked_with_nakaguro_get_all_three():
    """No single number answers three values; each is played (5-8-3-1: Life 6 → 4, Flare +2)."""
    _says("間合4、自分のオーラ3・ライフ6・フレア1。1/2の攻撃でライフへのダメージを選びました。"
          "その後の自分のオーラ・ライフ・フレアはいくつですか？", "Aura 3, Life 4, Flare 3")


@pytest.mark.parametrize("question", [
    "カードの効果で「基本動作を1回行う」を解決中です。集中力0、手札なし、間合4、オーラ1です。この基本動作は行えますか？",
    "카드 효과로 '기본동작을 1회 한다'를 해결하는 중입니다. 집중력 0, 손패 0장, 간격 4, 오라 1. 이 기본동작을 할 수 있나요?",
])
def test_a_basic_action_an_effect_performs_costs_nothing(question):
    """9-6 ⅱ: a basic action performed by an effect needs no Vigor or card (it was 'no')."""
    _says(question, "yes")


def test_an_effect_offering_two_basic_actions_in_korean_is_its_own_choice():
    _abstains("간격은 3입니다. 사용한 카드 효과에 '기본동작 전진이나 후퇴를 한다'고 적혀 있습니다. "
              "아무것도 옮길 수 없는 쪽을 골라도 되나요?")


def test_and_if_so_asks_a_second_question():
    _abstains("During a standard action, a card's effect has me use a Throughout card from my "
              "hand. Is that allowed, and if so does its Throughout-only effect apply?")


@pytest.mark.parametrize("question", [
    "自分の開始フェイズです（最初のターンではない）。付与札Aに桜花結晶が2つ、付与札Bに1つ。既定処理のあと、残る付与札は何枚ですか？",
    "Start of my turn (not the first). Enhancement A has 2 tokens and Enhancement B has 1. "
    "After the start phase, how many of my Enhancements remain?",
])
def test_two_enhancements_are_not_played_as_one(question):
    _abstains(question)


@pytest.mark.parametrize("question", [
    "自分が支配しているレスト状態の怪異を、自分の別の怪異の攻撃目標にできますか？攻撃目標を増やす効果はありません。",
    "Can I pick one of my own rested monsters as the attack target of another of my monsters?",
])
def test_ones_own_monster_is_no_attack_target(question):
    """803.3b: the target is the opponent or a monster the opponent controls."""
    _says(question, "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "持ち主は私ですが、いまは相手が支配しているリカバー状態の怪異がいます。私のバトルフェイズにこの怪異で攻撃できますか？",
    "A recovered monster I own is now controlled by my opponent. In my battle phase, can I "
    "choose it as my attacking monster?",
])
def test_an_owned_monster_the_opponent_controls_cannot_attack_for_me(question):
    """803.3a: the attacker is a recovered monster the turn player controls."""
    _says(question, "no", "magical-girl")


def test_the_state_in_the_asking_sentence_is_the_attackers():
    """Two states said of my side: the asking sentence's (「自分のリカバー状態の怪異で」) is the
    attacker's; my reversed monster does not bar the player (803.3b looks at the opponent's)."""
    _says("リバース状態の怪異は自分の戦場にしかおらず、相手の怪異はすべてリカバー状態です。"
          "自分のリカバー状態の怪異で相手プレイヤーを攻撃目標に選べますか？", "yes", "magical-girl")


def test_back_to_the_attack_declaration_step_is_after_the_battle():
    """805.3a ends until-end-of-battle effects before 805.5 returns to 803."""
    _says("During the battle end step I gave my monster 'ATK +1000 until end of battle'. When "
          "we go back to the attack declaration step and it attacks, does it still have the "
          "+1000?", "no", "magical-girl")


@pytest.mark.parametrize("question, game, missing", [
    ("「破壊する」とは、どのような処理のことですか？", "magical-girl",
     "盤面で決まる問い（用語の意味の問い：引用条項を参照）"),
    ("What does 'destroy' (破壊する) mean?", "magical-girl",
     "a question a position decides (this asks what a term means: see the cited clauses)"),
    ("'전진'이란 무엇인가요?", "sakura", "판면으로 정해지는 질문(용어의 뜻: 인용 조항 참조)"),
])
def test_a_definition_question_says_so_instead_of_asking_for_a_card(question, game, missing):
    """A term's meaning is the cited clauses' to give; the missing fact was 'the card
    「破壊する」's text', which misled."""
    assert _abstains(question, game) == [missing]
