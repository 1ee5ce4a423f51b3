"""Wave twenty-two's wrong verdict and the readings it showed one language missing, fixed at
their cause: paraphrases in ja/ko/en, played on the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.extract.common import quoted_names
from judge.answer.extract.kinds import asks_two_parts, question_kind
from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


def test_what_happens_and_a_yes_no_in_one_sentence_is_two_questions():
    """rt105-018: "no" answered only the second half of "what happens, and do … resolve?"."""
    q = ("Distance is 4 and I attack with range 3-4; my opponent reacts and the Distance becomes "
         "5. The attack has no Unavoidable. What happens to my attack, and does its After Attack "
         "effect still resolve?")
    assert asks_two_parts(q)
    a = _ask(q)
    assert a.verdict is None
    assert "a reading of every part of the question (some asked action was not read)" in a.missing
    # the yes/no half alone is still answered
    one = _ask("Distance is 4 and I attack with range 3-4; my opponent reacts and the Distance "
               "becomes 5. The attack has no Unavoidable. Does its After Attack effect resolve?")
    assert one.verdict == "no"


@pytest.mark.parametrize("question, kind", [
    ("What is my Vigor when the start phase ends?", "value"),
    ("What will my Aura be after the reshuffle?", "value"),
    ("What is my plan when the start phase ends?", "other"),
])
def test_what_is_a_zone_when_is_a_value_question(question, kind):
    assert question_kind(question) == kind


@pytest.mark.parametrize("question, verdict", [
    ("My turn begins (not the first one). I have 2 Vigor and I'm Flinched. What is my Vigor "
     "when my start phase ends?", "2"),
    ("My turn starts (not my first turn); Vigor 0, not Flinched. What is my Vigor when the start "
     "phase is over?", "1"),
])
def test_start_phase_vigor_asked_as_what_is(question, verdict):
    a = _ask(question)
    assert a.verdict == verdict
    assert a.verdict_source == "simulation"


@pytest.mark.parametrize("question, verdict", [
    ("It is my end phase and I hold 5 cards, all of which can be put face down. How many must I "
     "put face down?", "3"),
    ("It is my end phase and I hold 2 cards. How many must I put face down?", "0"),
])
def test_cards_held_are_the_hand(question, verdict):
    a = _ask(question)
    assert a.verdict == verdict


@pytest.mark.parametrize("question", [
    "오라 2, 더스트 0인 상태에서 납 3인 부여 카드를 썼습니다. 부여패 위에 벚꽃결정이 몇 개 올라가나요?",
    "납 3인 부여 카드를 씁니다. 제 오라에 2개밖에 벚꽃결정이 없고 더스트는 0이에요. 부여패에 올라가는 벚꽃결정은 몇 개인가요?",
    "I play an Enhancement with Charge 3, but there's only 2 tokens in my Aura and the Dust is "
    "empty. How many tokens end up on it?",
])
def test_charge_with_too_few_crystals_in_korean_and_english(question):
    """9-2-3 ⅲ: the crystals that exist are moved (2), the ja reading already did this."""
    a = _ask(question)
    assert a.verdict == "2"


@pytest.mark.parametrize("question, verdict", [
    ("내 개시 페이즈, 패산은 1장이고 재구성은 건너뛰기로 했습니다. 카드를 2장 뽑을 때 초조는 몇 번 받나요?", None),
    ("In my start phase my deck has 1 card and I decline the reshuffle. When I draw 2, how many "
     "times do I take Desperation (焦燥)?", "1"),
    ("라이프 1로 개시 페이즈를 맞았습니다. 패산이 남아 있지만 재구성을 선택하면 지나요? (라이프를 지키는 효과는 없습니다)",
     "yes"),
    ("라이프가 1입니다. 개시 페이즈에 재구성을 하면 지는 건가요? (패배하지 않는 효과 같은 건 없습니다)", "yes"),
])
def test_reshuffle_declined_or_chosen_in_korean_and_english(question, verdict):
    a = _ask(question)
    assert a.verdict == verdict


def test_korean_lose_question_forms_name_the_loser():
    from judge.answer.extract.common import asked_winner

    assert asked_winner("재구성을 하면 지는 건가요?", "ko", "A", "B") == "B"
    assert asked_winner("재구성을 하면 이기는 건가요?", "ko", "A", "B") == "A"


def test_an_effects_denied_aside_in_korean_with_gateun_geon():
    from judge.answer.extract.common import strip_denied_asides

    assert strip_denied_asides("지나요? (패배하지 않는 효과 같은 건 없습니다)") == "지나요?"


@pytest.mark.parametrize("text, names", [
    ("相手が対応で「その《攻撃》のダメージを打ち消す」カードを使いました。", []),
    ("상대가 '그 공격의 대미지를 무효화한다'는 카드를 썼습니다.", []),
    ("相手が対応で「斬」を使いました。", ["斬"]),
    ("「桜花爛漫」を使った。", ["桜花爛漫"]),
])
def test_a_quoted_effect_text_is_not_a_card_name(text, names):
    assert quoted_names(text, set()) == names


@pytest.mark.parametrize("question", [
    "自分の《攻撃》に相手が対応して「その《攻撃》のダメージを打ち消す」カードを使いました（《攻撃》自体は打ち消されていません）。"
    "【攻撃後】効果は解決されますか？",
    "제 공격에 상대가 대응으로 '그 공격의 대미지를 무효화한다'는 카드를 썼습니다(공격 자체는 무효화되지 않았습니다). "
    "공격후 효과는 해결되나요?",
])
def test_damage_cancelled_by_a_quoted_effect_still_resolves_after_attack(question):
    """9-4: only the damage is cancelled; the 【攻撃後】 effects resolve."""
    a = _ask(question)
    assert a.verdict == "yes"


@pytest.mark.parametrize("question, verdict", [
    ("相手はリバース状態の怪異を1体支配していて、その怪異は攻撃目標に選べます。相手プレイヤーを攻撃目標に選べますか？", "no"),
    ("I attack my opponent's recovered monster. In the priority after the declaration my "
     "opponent returns that monster to their hand. Does my attack switch over to the player?",
     "no"),
    ("I attack my opponent's recovered Servant. After the declaration, my opponent bounces that "
     "Servant back to their hand. Will the attack go on to the opponent player?", "no"),
])
def test_magical_girl_control_and_a_bounced_target(question, verdict):
    """803.3b (a reversed monster that can be targeted shields the player); 803.5a (the target
    gone: the attack does not turn onto the player)."""
    a = _ask(question, game="magical-girl")
    assert a.verdict == verdict


@pytest.mark.parametrize("question, verdict", [
    ("後攻です。自分の最初のターンのメインフェイズ開始時、集中力はいくつですか？", "1"),
    ("先攻です。自分の最初のターンの開始フェイズが終わったとき、集中力はいくつですか？", "0"),
    ("후공입니다. 제 첫 턴의 메인 페이즈가 시작될 때 집중력은 몇인가요?", "1"),
    ("I'm the second player. What is my Vigor when the main phase of my first turn begins? "
     "(Nothing changed it during my opponent's turn.)", "1"),
])
def test_first_turn_vigor_comes_from_the_setup(question, verdict):
    """4-1 ⅵ: the first player starts with Vigor 0, the second with 1; each player's first turn
    skips the start phase's gain (8-1-3)."""
    a = _ask(question)
    assert a.verdict == verdict
    assert a.verdict_source == "simulation"


@pytest.mark.parametrize("question, verdict", [
    ("私はアキナを宿していて相場は3です。相手はアキナを宿していません。相手の《攻撃》でライフに2ダメージを受けました。自分の相場はいくつになりますか？",
     "2"),
    ("自分はアキナを宿していて相場は1。自分の《攻撃》で相手のライフに1ダメージを与えた。自分の相場はいくつになるか？", "2"),
    ("I have Akina and my market price (相場) is 3. My opponent's attack deals 1 damage to my "
     "Life. What is my market price now?", "2"),
])
def test_akina_market_shift_after_life_damage(question, verdict):
    """add/21-6-3: the damaged player's market price goes down by 1, the other's up by 1;
    「アキナを宿して」 names who plays アキナ (not the basic action 宿し), and 「相手の《攻撃》で」
    owns the attack, not the damaged Life."""
    a = _ask(question)
    assert a.verdict == verdict


@pytest.mark.parametrize("question, verdict", [
    ("攻撃力3000の自分の怪異で、相手のリバース状態の怪異（防御力2500）に攻撃宣言しました。宣言後の優先権で、"
     "相手が私の怪異の攻撃力を-1000しました。相手の怪異は破壊されますか？", "no"),
    ("攻撃力2000の自分の怪異で、相手のリバース状態の怪異（防御力2500）に攻撃宣言しました。宣言後の優先権で、"
     "私が自分の怪異の攻撃力を+1000しました。相手の怪異は破壊されますか？", "yes"),
    ("My 3000-ATK monster declares an attack on my opponent's reversed monster with DEF 2500. "
     "After the declaration, my opponent gives the attacked monster +1000 DEF. Is their monster "
     "destroyed?", "no"),
])
def test_magical_girl_atk_def_changed_after_the_declaration(question, verdict):
    """803.6 effects at the priority after the declaration, then 804.4 compares the changed
    values."""
    a = _ask(question, game="magical-girl")
    assert a.verdict == verdict
    assert any(step.get("number") == "804.4" or "804.4" in str(step) for step in a.trace)


def test_a_stat_change_of_an_unplaced_monster_is_no_event():
    from judge.answer.extract.magical_girl_battle import stat_events

    assert stat_events("相手が私の怪異の攻撃力を-1000しました", True) == ["atk A -1000"]
    assert stat_events("相手が私の怪異の攻撃力を-1000しました", False) == []
    assert stat_events("gives the attacked monster +1000 def", False) == ["def T +1000"]


@pytest.mark.parametrize("question, verdict", [
    ("相手のオーブは3つで、相手の戦場に怪異はいません。自分の怪異で相手プレイヤーを攻撃し、カードの効果は何も絡みませんでした。"
     "攻撃の後、相手のオーブはいくつ残っていますか？", "2"),
    ("My opponent has 3 Orbs and no monsters. My monster attacks them with no card effects "
     "involved. How many Orbs does my opponent have left?", "2"),
    ("相手の怪異を攻撃目標にしましたが、バトル判定の前にその怪異が除去されました。代わりに相手プレイヤーへの攻撃として扱われますか？",
     "no"),
    ("I targeted an opponent's monster, but it was destroyed before battle judgment. Does the "
     "attack go on to the opponent player?", "no"),
    ("レスト状態の自分の怪異を、攻撃する怪異として選べますか？", "no"),
    ("Can I choose one of my rested monsters to attack with?", "no"),
])
def test_magical_girl_readings_one_language_missed(question, verdict):
    a = _ask(question, game="magical-girl")
    assert a.verdict == verdict


def test_a_player_with_no_monster_is_still_outside_the_battle_when_it_is_the_attacker():
    a = _ask("I have no monsters. Can I attack the opponent?", game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "山札の再構成を行うとき、捨て札にある通常札も山札に戻しますか？",
    "패산 재구성을 할 때 덮음패에 있는 통상패도 패산으로 되돌리나요?",
    "When I reshuffle, do the normal cards in my face-down pile go back into my deck too?",
])
def test_a_reshuffle_returns_both_piles_without_a_phase_named(question):
    """9-7 ⅱ: the normal cards of the discard pile and the face-down pile go to the deck."""
    a = _ask(question)
    assert a.verdict == "yes"
