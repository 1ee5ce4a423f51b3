"""Wave forty-six's wrong verdicts (sets 223-228), fixed at their cause: paraphrases played on
the real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


@pytest.mark.parametrize("question", [
    "I control two recovered monsters, neither of which is forbidden to attack. Can both of "
    "them attack in the same battle phase?",
    "I control two recovered Servants, none of which are prohibited from attacking. Can both "
    "of them attack this battle phase?",
])
def test_neither_of_which_is_forbidden(question):
    """805.5 → 803: 'neither of which is forbidden' is no ban (it was read as one: 'no')."""
    says(question, "yes", "magical-girl")


def test_a_card_that_isnt_a_monster_needs_an_allowing_effect():
    """803.3b: without the effect's text the probe cannot say (it was 'yes')."""
    assert abstains("Can my monster choose a card on my opponent's side that isn't a monster "
                    "as its attack target?", "magical-girl") == [
        "the ability's or effect's text (the question reader cannot place it)"]


def test_korean_the_opponent_controls_one_monster():
    """803.3b: its state decides whether the player may be targeted (it was 'yes')."""
    assert abstains("상대는 괴이 1체를 지배하고 있습니다. 제 리커버 상태 괴이로 공격할 때 상대 플레이어를 "
                    "공격 목표로 고를 수 있나요?", "magical-girl") == [
        "공격 목표 괴이의 상태(리커버/레스트/리버스)"]


def test_becoming_rested_after_a_failed_attack_cost_is_not_the_targets_state():
    """「レスト状態になるか」 asks a change, not the attacked monster's state (it was 'yes')."""
    assert abstains("リカバー状態の怪異を攻撃を行う怪異として選んだが、攻撃を行うために必要な行動が実行できない。"
                    "その怪異はレスト状態になるか？", "magical-girl") == ["どの怪異の状態が変わったか"]


@pytest.mark.parametrize("question", [
    "相手ターンの開始フェイズに、自分の付与札2枚から最後の桜花結晶が同時にダストへ送られ、両方とも破棄されます。"
    "2枚の【破棄時】効果の解決順を決めるのは誰ですか？",
    "상대 턴 개시 페이즈에 제 부여패 두 장의 마지막 벚꽃 결정이 동시에 더스트로 가서 둘 다 파기됩니다. "
    "두 장의 파기 시 효과는 누가 해결 순서를 정하나요?",
])
def test_who_orders_two_destroyed_enhancements(question):
    """The turn player orders simultaneous destructions (it was 'yes' in Japanese)."""
    says(question, "the turn player")


def test_a_which_question_gets_no_yes():
    """「送られるのはどれか？」 asks which cards; a yes/no answers nothing (it was 'yes')."""
    abstains("相手のパワー4000のカードが、自分のオモテでレスト状態のパワー1000のカードに攻撃してきた。"
             "自分は手札の｛身代わり｝を持つカードを1枚見せて墓地へ送った。バトルで墓地へ送られるのはどれか？",
             "histoy")


@pytest.mark.parametrize("question", [
    "ある終了フェイズに、プレイヤーBの手札は5枚、伏せ札は2枚。Bは何枚を伏せ札にしなければならないか？",
    "At an end phase, player B has 5 cards in hand and 2 in the face-down pile. How many cards "
    "does B have to put face down?",
])
def test_some_end_phase_leaves_whose_turn_open(question):
    """8-3-2 binds the turn player only; 'an end phase' names nobody's (it was '3')."""
    assert len(abstains(question)) == 1


def test_my_own_end_phase_is_still_decided():
    says("自分の終了フェイズに、手札は5枚、伏せ札は2枚。何枚を伏せ札にしなければならないか？", "3")


def test_the_quoted_effects_opponent_is_not_the_one_attacked():
    """'the opponent takes both damages' is the attack's own text: I am still the one hit."""
    says("My opponent's 3/1 attack has 'the opponent takes both damages instead of choosing "
         "one.' My Aura is 2 and my Life is 5. After it hits, what is my Life?", "4")


# The forum set (228) in English: words a player uses that the reader did not know.

def test_the_opponent_swings_a_3_1_at_me():
    """5-8-3-2: 3 Aura damage cannot be taken on 2 Aura ('swings … at me' is their attack)."""
    says("Opponent swings a 3/1 at me. I've got 2 tokens in Aura and 7 Life. Am I allowed to "
         "take it on Aura?", "no")


def test_where_does_that_leave_my_life():
    """9-7/10-10: two draws from an empty deck without the reshuffle cost 2 Life; 'leave my'
    is no Withdraw (離脱) and 'where does that leave' asks the value."""
    says("Start of my turn (not turn one), my deck is empty and I decide not to reshuffle. "
         "Aura 0, Life 3. I then have to draw two from the empty deck — where does that leave "
         "my Life?", "1")


def test_tokens_that_leave_my_aura_is_a_loss():
    says("With just 1 Aura, I get hit by a 3/- attack. How many Sakura tokens actually leave my "
         "Aura for the Dust?", "1")


def test_an_aside_written_as_a_question_asks_nothing():
    says("My 2000 ATK monster attacks one of their recovered (リカバー) monsters with 3000 ATK. "
         "Does mine die? Like in other games where the weaker one in a fight gets destroyed?",
         "no", "magical-girl")
    abstains("My 2000 ATK monster attacks one of their recovered monsters with 3000 ATK. Does "
             "mine die? Does theirs?", "magical-girl")


def test_their_two_monsters_are_not_my_attackers():
    """804.5 with 0 Orbs: one attack wins; the opponent's monsters are not attacks I make."""
    says("Opponent has 0 Orbs left. They've got five cards in hand and two monsters, both "
         "rested, nothing reversed. I swing at them directly with my little 1000 ATK guy and "
         "nobody does anything in the priority windows. Do I win?", "yes", "magical-girl")


def test_an_attack_that_goes_for_the_deck_with_a_block():
    """11.2/11.6: 5000 blocked by 2000 mills 3 ('goes for … deck', 'come off')."""
    says("Hi!story question: my 5000-power attacker goes for my opponent's deck (they've got "
         "around twenty cards left). They block with a 2000-power blocker. How many cards come "
         "off the top of their deck?", "3", "histoy")


@pytest.mark.parametrize("question", [
    "I have an enhancement with Opening (隙) out, and I take 1 Life damage from reshuffling in "
    "my start phase. Does the enhancement go face down?",
    "隙を持つ付与札が場にあります。開始フェイズに山札の再構成をしてライフに1ダメージを受けました。この付与札は伏せ札になりますか？",
    "틈을 가진 부여패가 있습니다. 개시 페이즈에 재구성을 해서 라이프에 1 대미지를 받았습니다. 이 부여패는 덮음패가 되나요?",
    "I have an Enhancement with 隙 (Opening) in play. In my start phase I reshuffle and take 1 "
    "damage to Life. Does the Enhancement get put face down?",
])
def test_the_reshuffles_damage_does_not_open_an_opening(question):
    """10-6: 隙 answers Life damage other than the reshuffle's (9-7); played with the 隙
    enhancement on the board (four writers of wave 45 asked it; it was unanswered)."""
    says(question, "no")


def test_an_opening_with_the_reshuffle_declined_is_not_played_as_one():
    abstains("I have an Enhancement with 隙 (Opening) in play. In my start phase my deck is empty "
             "and I don't reshuffle, so I take 1 damage to Life from Desperation. Does the "
             "Enhancement get put face down?")
