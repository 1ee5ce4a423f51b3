"""Fixes from the sixty-second wave of red-team sets (rt321–rt328), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_a_korean_deck_called_paesan():
    """11.2.2: a blocked deck attack mills 1 card per 1000 of the difference; 패산 is the deck."""
    says("파워 6000 카드로 상대 패산을 공격했고, 상대는 파워 3000 블로커로 블록했어요. 상대 패산에서 "
         "몇 장이 묘지로 가나요?", "3", "histoy")


def test_attacking_it_after_naming_the_deck():
    """11.1.2, 12.1.1: "attack it" after the deck is named attacks the deck."""
    says("My opponent's deck has 1 card left. I attack it with my 3000-power card, and they "
         "don't block. Who wins?", "you", "histoy")


def test_an_event_card_as_a_defence_needs_its_text():
    """11.2.4: only an incident that says it may be used on the opponent's attack defends."""
    abstains("Hi!story: my opponent attacks my deck. Can I use the event card in my hand to "
             "defend against it?", "histoy")


def test_caught_by_a_restriction_is_the_opposite_of_can():
    """5.5.2: a set made by an effect in the effect phase is not under turn 1's set ban."""
    says("先攻1ターン目の効果発動フェイズに、カードの効果で手札を場のカードの上にセットします。"
         "1ターン目はセットできないという制限に引っかかりますか？", "no", "histoy")


def test_the_choice_between_aura_and_life_depends_on_the_aura():
    """5-8-3-2: the Aura side can be chosen only with enough Aura; the Life side always."""
    abstains("상대의 3/3 공격을 받습니다. 제 라이프는 7입니다. 오라로 받을지 라이프로 받을지 고를 수 "
             "있나요?")
    says("相手の2/2の攻撃を受けます。オーラは1、ライフは6です。オーラで受けるかライフで受けるか選べますか？",
         "no")
    says("상대의 2/2 공격을 받습니다. 제 오라는 4, 라이프는 6입니다. 오라로 받을지 라이프로 받을지 고를 "
         "수 있나요?", "yes")


def test_a_heard_rule_is_not_a_fact_of_the_position():
    """506.1: only the game's first turn skips the battle phase; a rule someone said is a
    belief to check, not a ban on the monster."""
    says("Does the second player get a battle phase on their own first turn? Someone told me "
         "'you can't attack on the first turn'.", "yes", "magical-girl")


def test_an_action_the_attack_needs_unsaid():
    """803.4: the attack's required action is done on declaration; unsaid, it cannot be judged."""
    abstains("攻撃するために何かの行動が必要な怪異がいます。手札は2枚です。この怪異で攻撃できますか？",
             "magical-girl")


def test_a_text_not_remembered_exactly():
    """803.3b: whether the reversed monster can be targeted is its text's; half-remembered."""
    abstains("相手の戦場にリバース状態の怪異が1体います。攻撃目標にできないようなテキストだった気が"
             "しますが、正確には覚えていません。相手プレイヤーを攻撃できますか？", "magical-girl")


def test_a_korean_negated_belief_with_an():
    """5-8-3-2: with a "-" half, the other half is taken — so "nothing happens" is wrong."""
    says("상대 공격은 2/- 대미지, 적정거리 1-3이고 간격은 2입니다. 저는 대응하지 않아요. 제 오라 1, 라이프 5. "
         "오라가 2 미만이라 오라 대미지는 못 고르고 라이프 쪽은 「-」니까 아무 일도 안 일어난다고 "
         "봐도 되죠?", "no")


def test_the_review_s_cases():
    """The before-commit review's questions on wave 62's fixes: each now right again."""
    # the asker's own basic action after the opponent's attack, or an opponent's denied one
    says("間合は4、オーラは2、集中力は1です。相手が攻撃してきたので私は《後退》できますか？", "yes")
    says("間合は6、オーラは2、集中力は1です。相手は前進しませんでした。私は前進できますか？", "yes")
    # "without violating the rules" is not "is it caught by the restriction?"
    says("間合は4、オーラは2、集中力は1です。ルールに違反しないで《後退》できますか？", "yes")
    says("간격은 4, 오라는 2, 집중력은 1입니다. 규칙 위반 없이 후퇴할 수 있나요?", "yes")
    # the Life side is always allowed; with a "-" half there is no choice (5-8-3-2)
    says("相手の2/2の攻撃を受けます。オーラは1、ライフは6です。オーラで受けるかライフで受けるか迷って"
         "います。ライフで受けられますか？", "yes")
    says("相手の3/-の攻撃を受けます。オーラは5、ライフは6です。オーラで受けるかライフで受けるか"
         "選べますか？", "no")
    # not remembering the rules is why one asks; a 안 in a side clause is no negated belief
    says("ルールを正確には覚えていないので質問です。間合は4、オーラは2、集中力は1です。《後退》"
         "できますか？", "yes")
    says("간격은 4, 오라는 2, 집중력은 1입니다. 제 턴에 아무 것도 안 한 상태에서 후퇴할 수 있다고 "
         "봐도 되죠?", "yes")
    # "it" is the card when a card is named after the deck (11.1.3)
    says("Hi!story: my opponent has 3 cards in their deck, and one rested face-up 1000-power "
         "card. I attack it with my 5000-power card. Who wins?", "no winner", "histoy")
    # 패산 told, the graveyard asked
    says("히스토리: 상대 패산은 10장이에요. 파워 4000 카드로 상대의 앞면 레스트 파워 2000 카드를 "
         "공격했어요. 상대 묘지에는 몇 장이 보내지나요?", "1", "histoy")
    # a card's own quoted text is a ban; a needed action denied is no cost
    says("My monster's card text says 'this monster cannot attack'. Can my monster attack the "
         "opponent's player?", "no", "magical-girl")
    says("My turn 3, battle phase. My opponent controls no monsters. My recovered monster "
         "doesn't need to do anything special to attack. Can it attack the player?", "yes",
         "magical-girl")
