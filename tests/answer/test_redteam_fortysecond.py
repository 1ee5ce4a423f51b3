"""Wave forty-two's wrong verdicts (sets 199-204), fixed at their cause: paraphrases played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


@pytest.mark.parametrize("question", [
    "特別な効果がなければ、自分の怪異の攻撃目標に、自分が支配している他の怪異を選べますか？",
    "With no effects involved, can my Servant attack another Servant that I control?",
])
def test_another_monster_i_control_is_no_target(question):
    """803.3b: the target is the opponent, a monster the opponent controls, or a card an
    effect allows."""
    says(question, "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "1回の攻撃で、相手の怪異2体を同時に攻撃目標にできますか？",
    "Can one attack target two of the opponent's monsters at the same time?",
])
def test_two_targets_for_one_attack_are_not_played_as_one(question):
    abstains(question, "magical-girl")


@pytest.mark.parametrize("question", [
    "The opposing Servant is Rested, with ATK 2 and DEF 9. I attack it with my ATK 5 Servant. "
    "Is it destroyed?",
])
def test_the_opposing_subject_owns_the_first_stats(question):
    """804.3: a rested target is compared ATK against ATK (5 > 2)."""
    says(question, "yes", "magical-girl")


@pytest.mark.parametrize("question", [
    "盤面：自分はオーブ4つ、手札2枚、リカバー状態の怪異1体（攻撃力6、防御力1）。相手はオーブ3つ、リバース状態の怪異1体"
    "（攻撃力9、防御力2）。自分の怪異で相手の怪異を攻撃したら、破壊できますか？",
    "Board: I have 4 Orbs, 2 cards in hand and one Recovered Servant (ATK 6, DEF 1). My "
    "opponent has 3 Orbs and one Servant in Reverse Position (ATK 9, DEF 2). If I attack that "
    "Servant, is it destroyed?",
])
def test_the_sentence_subject_owns_the_states_it_lists(question):
    """804.4: a reversed target's DEF 2 against ATK 6 (the subject 自分は / My opponent has owns
    the monster and its state)."""
    says(question, "yes", "magical-girl")


def test_korean_no_prohibition_is_no_prohibition():
    """506.1 skips only the first player's first battle phase; 「공격 금지 효과는 없어요」
    denies a prohibition (it was read as one)."""
    says("게임 두 번째 턴, 후공의 첫 턴입니다. 후공은 리커버 상태 괴이로 공격할 수 있나요? 공격 금지 효과는 없어요.",
         "yes", "magical-girl")


def test_a_monster_on_their_side_with_its_state_unsaid():
    abstains("My opponent is at zero Orbs with one monster on their side. Can my recovered "
             "monster target the opponent directly?", "magical-girl")


@pytest.mark.parametrize("question", [
    "開始フェイズに再構成を行うことにしました。今ライフ6、フレア2です。再構成後のライフとフレアは？",
    "개시 페이즈에 재구성을 하기로 했습니다. 지금 라이프 6, 플레어 2예요. 재구성 후 라이프와 플레어는?",
])
def test_two_values_asked_by_their_nouns(question):
    abstains(question)


def test_a_card_used_up_then_a_basic_action_in_a_full_action():
    """8-2-2 B: 「使い終えた」 is a step told as done; no basic action follows in 全力行動."""
    says("全力行動を選び、手札の《全力》カードを1枚使い終えた。集中力は1。同じメインフェイズ中に基本動作《前進》を行える？",
         "no")


def test_two_copies_of_a_range_extension():
    """10-4: two near-1 extensions make 3-4 into 1-4; a far-1 reduction then gives 1-3."""
    says("An attack with range 3-4 has two 'range extension (near 1)' and one 'range "
         "reduction (far 1)' applied. The Distance is 1. Does the range check succeed?", "yes")


def test_copies_are_counted_before_and_after():
    from judge.answer.extract.sakura_modify import RANGE_MOD, _copies

    for text, want in (("距離拡大（近1）が2つ", 2), ("two 'range extension (near 1)'", 2),
                       ("거리 확대(근1) 2개", 2), ("range extension (near 1)", 1)):
        m = RANGE_MOD.search(text)
        assert m is not None and _copies(text, m.start(), m.end()) == want, text


@pytest.mark.parametrize("name, lang, said", [
    ("斬", "ja", "カード「斬」のテキスト"),
    ("Slash", "en", "the text of the card 「Slash」"),
    ("as much as possible", "en",
     "what 「as much as possible」 refers to (a card, an effect or a rule the reader cannot "
     "place)"),
    ("破壊する", "ja", "「破壊する」が指すもの（カード・効果・規則のどれか）"),
])
def test_a_quoted_phrase_is_not_called_a_card(name, lang, said):
    """The missing fact names a card only when the quote looks like a name."""
    from judge.answer.extract.words import say

    assert say("card", lang, name) == said
