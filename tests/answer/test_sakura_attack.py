"""Sakura attack questions: reactions (9-4 ⅰ, 9-2, 10-22), where damage can be taken (5-8-3-2)
with 不可避 / 超克 / 両方のダメージ (9-4 ⅲ, 10-21, 10-26), the defender read from "take it on
my aura", and the winner after life damage (4-2) — ja, ko and en, decided by the engine."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str):
    return ask(question, game="sakura", use_rulings=False)


def _check(question: str, verdict: str, first: str) -> None:
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict, first", [
    # a 《対応》 card may be used against the opponent's attack (9-4 ⅰ)
    ("相手の攻撃に《対応》カードで対応できる？", "yes", "9-4"),
    ("相手の《攻撃》に対して、手札の対応カードを使用できますか？", "yes", "9-4"),
    ("相手の攻撃に対応の切札で対応できますか？", "yes", "9-4"),
    ("適正距離3-4の攻撃に対応できますか？", "yes", "9-4"),
    ("Can my opponent react to my Unavoidable attack?", "yes", "9-4"),
    ("自分の攻撃に相手は対応できますか？", "yes", "9-4"),
    ("相手の攻撃に対応して対応カードを使った後、もう1枚対応できますか？", "no", "9-4"),
    ("상대의 공격에 대응 카드를 사용할 수 있나요?", "yes", "9-4"),
    ("상대 공격에 대응할 수 있습니까?", "yes", "9-4"),
    ("Can I use a Reaction card in response to my opponent's attack?", "yes", "9-4"),
    ("Can the opponent react to my attack with a reaction card?", "yes", "9-4"),
    # 対応不可 (10-22): no card can be chosen; (通常札)/(切札) only forbid that class
    ("対応不可を持つ《攻撃》に対応できますか？", "no", "10-22"),
    ("対応不可（すべて）の攻撃に切札で対応できますか？", "no", "10-22"),
    ("対応不可(通常札)の攻撃に通常札で対応できますか？", "no", "10-22"),
    ("対応不可(通常札)の攻撃に切札で対応できますか？", "yes", "9-4"),
    ("「対応不可（通常札）」の攻撃に切札で対応できますか？", "yes", "9-4"),
    ("対応不可（切札）の攻撃に切札で対応できますか？", "no", "10-22"),
    ("대응불가 공격에 대응할 수 있나요?", "no", "10-22"),
    ("대응불가(통상패) 공격에 비장패로 대응할 수 있나요?", "yes", "9-4"),
    ("Can I react to an attack that cannot be reacted to?", "no", "10-22"),
    ("Can I react with a special card to an attack with No Reactions (normal cards)?", "yes",
     "9-4"),
    ("相手は対応不可の攻撃に対応できますか？", "no", "10-22"),
    # an attack used as a reaction cannot be reacted to (9-4 ⅰ 「対応していないならば」)
    ("対応で使われた《攻撃》に対応できますか？", "no", "9-4"),
    ("相手が対応として使用した攻撃に、さらに対応できますか？", "no", "9-4"),
    ("상대가 대응으로 사용한 공격에 대응할 수 있나요?", "no", "9-4"),
    ("Can I react to an attack that was used as a reaction?", "no", "9-4"),
    # a card without 《対応》 cannot be used as a reaction (9-2)
    ("《対応》を持たない行動カードで対応できますか？", "no", "9-2"),
    ("대응이 아닌 카드로 대응할 수 있나요?", "no", "9-2"),
    ("Can I react with a non-reaction card?", "no", "9-2"),
    ("대응 카드가 아닌 카드로 대응할 수 있나요?", "no", "9-2"),
    # a 《全力》 card has that one subtype, not 《対応》 (6-2-1-6, 9-2)
    ("対応で全力カードを使えますか？", "no", "9-2"),
    ("Can I react with a Throughout card?", "no", "9-2"),
    # 畏縮 only replaces a focus gain (5-1-4): reacting and attacking are unaffected
    ("畏縮していても相手の攻撃に対応できますか？", "yes", "9-4"),
    ("Can I react to the opponent's attack while I am flinched?", "yes", "9-4"),
    ("대응불가 공격에 대응 카드를 쓸 수 있나요?", "no", "10-22"),
    ("대응불가(통상패)를 가진 공격에 통상패로 대응할 수 있습니까?", "no", "10-22"),
    ("무효화되지 않는 공격을 대응으로 무효화할 수 있나요?", "no", "10-23"),
    # a reacting 切札 pays its 消費 (9-3-1): the stated flare decides
    ("フレアが1のとき、消費2の対応切札で対応できますか？", "no", "9-2-2"),
    ("フレアが3のとき、消費2の対応切札で対応できますか？", "yes", "9-4"),
    ("Can I react with a reaction card that costs 3 when I have 2 flare?", "no", "9-2-2"),
    ("Can I react with a special reaction card costing 2 when my flare is 2?", "yes", "9-4"),
    # a 切札 reacts only while unused (9-4 ⅰ)
    ("使用済の対応切札で対応できますか？", "no", "9-4"),
    ("Can a used special reaction card react?", "no", "9-4"),
    # one reaction card per attack (9-4 ⅰ): the second one is refused
    ("1つの攻撃に対応カードを2枚使って対応できますか？", "no", "9-4"),
    ("Can I react to one attack with two cards?", "no", "9-4"),
    ("手札が2枚のとき、相手の攻撃に対応できますか？", "yes", "9-4"),  # "2枚" is the hand
    # the reacting card's own conditions: 間合制限 (10-37), its range check (9-2-1)
    ("間合制限(0-3)のカードを間合4で対応として使えますか？", "no", "10-37"),
    ("間合2のとき、間合制限(0-3)の対応カードで対応できますか？", "yes", "9-4"),
    ("At distance 4, can a reaction attack with range 1-2 be used as a reaction?", "no", "9-2-1"),
    ("간격 2에서 적정거리 1-2의 대응 공격 카드로 대응할 수 있나요?", "yes", "9-4"),
])
def test_reactions(question, verdict, first):
    _check(question, verdict, first)


@pytest.mark.parametrize("question", [
    # 《対応》 forbids nothing in one's own main phase (9-2): a plain use by 通常の方法
    "対応カードを自分のメインフェイズに通常の方法で使用できますか？",
    "自分のターンに対応カードを使えますか？",
    "Can a reaction card be used in my own main phase?",
    "Can I use a reaction card during my main phase?",
    "대응 카드를 내 메인 페이즈에 사용할 수 있나요?",
])
def test_reaction_card_in_own_main_phase(question):
    _check(question, "yes", "9-2")


@pytest.mark.parametrize("question, verdict, first", [
    # the asker takes the attack: "3/1の攻撃をオーラで受けられますか" (5-8-3-2)
    ("オーラが1のとき、3/1の攻撃をオーラで受けられますか？", "no", "5-8-3-2"),
    ("오라가 1일 때 3/1 공격을 오라로 받을 수 있나요?", "no", "5-8-3-2"),
    ("My aura is 1. Can I take a 3/1 attack on my aura?", "no", "5-8-3-2"),
    ("自分のオーラが0のとき、相手の2/1の攻撃をオーラで受けられますか？", "no", "5-8-3-2"),
    # the opponent takes it
    ("相手のオーラが2のとき、相手は3/1の攻撃をオーラで受けられますか？", "no", "5-8-3-2"),
    ("Can the opponent take a 3/1 attack on their aura when their aura is 2?", "no", "5-8-3-2"),
    ("상대 오라가 2일 때 상대는 3/1 공격을 오라로 받을 수 있나요?", "no", "5-8-3-2"),
    ("If my aura is 3, may I take a 3/1 attack with my aura?", "yes", "5-8-3-2"),
    # a life that the damage empties may still be chosen; a "-" half cannot
    ("ライフが1のとき、1/1の攻撃をライフで受けられますか？", "yes", "5-8-3-2"),
    ("オーラが5のとき、5/-の攻撃をライフで受けられますか？", "no", "5-8-3-2"),
    ("超克を持つ攻撃をライフで受けられますか？", "yes", "5-8-3-2"),
    ("自分のオーラが2のとき、相手の不可避の3/1の攻撃をオーラで受けられますか？", "no", "5-8-3-2"),
    ("超克を持つ5/1の攻撃を、オーラ5のときオーラで受けられますか？", "yes", "5-8-3-2"),
    # the aura damage is capped at 5 (6-4-1-4) …
    ("自分のオーラが5のとき、7/1の攻撃をオーラで受けられますか？", "yes", "5-8-3-2"),
    # … unless the attack has 超克 (10-21)
    ("自分のオーラが5のとき、超克を持つ7/1の攻撃をオーラで受けられますか？", "no", "5-8-3-2"),
    ("超克を持つ攻撃のオーラへのダメージが6になった。オーラ5で受けられますか？", "no", "5-8-3-2"),
    ("An overcome attack deals 6 aura damage. Can an aura of 5 take it?", "no", "5-8-3-2"),
    ("초극 공격의 오라 대미지가 6입니다. 오라 5로 받을 수 있나요?", "no", "5-8-3-2"),
    ("オーラへのダメージが6の攻撃をオーラ5で受けられますか？", "yes", "5-8-3-2"),  # capped: 5
    # 不可避 only skips the second range check (9-4 ⅲ): the damage choice is unchanged
    ("不可避の攻撃のダメージをオーラで受けられますか？", "yes", "5-8-3-2"),
    ("불가피 공격의 대미지를 오라로 받을 수 있나요?", "yes", "5-8-3-2"),
    ("Can I take the damage of an Unavoidable attack on my Aura?", "yes", "5-8-3-2"),
])
def test_where_damage_is_taken(question, verdict, first):
    _check(question, verdict, first)


@pytest.mark.parametrize("question, verdict, first", [
    # a reaction's cancel stops the attack (9-4 ⅱ) or its damage (9-4 ⅳ); 不可避 does not matter
    ("不可避の攻撃を打ち消しの対応で打ち消せますか？", "yes", "9-4"),
    ("Can an unavoidable attack be cancelled by a reaction?", "yes", "9-4"),
    ("불가피 공격을 대응으로 무효화할 수 있나요?", "yes", "9-4"),
    ("対応で相手の攻撃のダメージを打ち消せますか？", "yes", "9-4"),
    # … but not an attack that cannot be cancelled (10-23), nor without a reaction (10-22)
    ("打ち消されない攻撃を対応で打ち消せますか？", "no", "10-23"),
    ("Can a reaction cancel the damage of an attack that cannot be cancelled?", "no", "10-23"),
    ("対応不可の攻撃を対応で打ち消せますか？", "no", "10-22"),
])
def test_reaction_cancels(question, verdict, first):
    _check(question, verdict, first)


@pytest.mark.parametrize("question", [
    # an attack that passed its check on use was made (9-4), even if a reaction then stopped it
    "対応で間合を変えられて失敗した攻撃は、攻撃を行ったことになりますか？",
    "Does an attack that failed because a reaction changed the distance count as an attack made?",
    "대응으로 간격이 바뀌어 실패한 공격도 공격을 한 것으로 취급되나요?",
    "対応で打ち消された攻撃は、攻撃を行ったことになりますか？",
    "対応で間合を変えられて失敗した攻撃は「攻撃を行った」ことになりますか？",  # a quoted phrase
])
def test_a_stopped_attack_was_made(question):
    _check(question, "yes", "9-4")


@pytest.mark.parametrize("question, verdict, first", [
    # 【攻撃後】 (9-4 ⅵ–ⅶ): not after a cancelled or missed attack, yes after a cancelled damage
    ("対応で攻撃を打ち消したら、攻撃後効果は解決されますか？", "no", "9-4"),
    ("대응으로 공격을 무효화하면 공격 후 효과는 해결되나요?", "no", "9-4"),
    ("攻撃のダメージを対応で打ち消されたとき、攻撃後効果は解決されますか？", "yes", "9-4"),
    ("If a reaction cancels the attack's damage, do its after-attack effects resolve?", "yes",
     "9-4"),
    ("対応で攻撃後効果を打ち消されたら、攻撃後効果は解決されますか？", "no", "9-4"),
    # the cancel's source is not said: 9-4 ⅱ/ⅳ read any cancel
    ("攻撃のダメージを打ち消されたとき、攻撃後効果は解決されますか？", "yes", "9-4"),
    ("If an attack's damage is cancelled, do its after-attack effects resolve?", "yes", "9-4"),
    ("打ち消された攻撃の攻撃後効果は解決されますか？", "no", "9-4"),
    ("間合4で適正距離3-4の攻撃に対応して間合を1増やした。攻撃後効果は解決されますか？", "no",
     "9-4-1"),
    ("間合3で適正距離3-4の攻撃に対応して間合を1増やした。攻撃後効果は解決されますか？", "yes",
     "9-4"),
])
def test_after_attack_effects(question, verdict, first):
    _check(question, verdict, first)


@pytest.mark.parametrize("question, verdict, first", [
    # the range is checked again after the reaction (9-4 ⅲ, 9-4-1) …
    ("間合が4のとき、適正距離3-4の攻撃に対応して間合を1増やした。攻撃は当たりますか？", "no", "9-4-1"),
    ("間合が4のとき、適正距離3-5の攻撃に対応して間合を1増やした。攻撃は当たりますか？", "yes",
     "9-4-1"),
    ("間合4で適正距離3-4の攻撃を受け、対応で間合を5にした。攻撃は当たりますか？", "no", "9-4-1"),
    ("間合が4のとき、適正距離3-4の攻撃に対応して間合を1増やしたら、攻撃は失敗しますか？", "yes",
     "9-4-1"),
    ("간격이 4일 때 적정거리 3-4 공격에 대응해서 간격을 1 늘렸습니다. 공격은 맞나요?", "no", "9-4-1"),
    ("The distance is 4. I react to a range 3-4 attack and increase the distance by 1. Does the "
     "attack still hit?", "no", "9-4-1"),
    ("The distance is 3. I react to a range 3-4 attack and the distance becomes 4. Does the "
     "attack hit?", "yes", "9-4-1"),
    # 距離縮小 given by the reaction (10-4) changes the range of the second check
    ("対応で距離縮小(遠1)を与えた。間合4で適正距離3-4の攻撃は当たりますか？", "no", "9-4-1"),
    ("A reaction gives the attack range reduction (far 1). Does a range 3-4 attack at distance 4 "
     "hit?", "no", "9-4-1"),
    ("相手の攻撃に対応して距離縮小(近1)を与えた。間合4で適正距離3-4の攻撃は当たりますか？", "yes",
     "9-4-1"),
    # … unless the attack is 不可避: whatever the numbers
    ("不可避の攻撃に対応して間合を広げた。攻撃は当たりますか？", "yes", "9-4"),
    ("不可避の攻撃に対応して間合を変えたら、攻撃は外れますか？", "no", "9-4"),
    ("If I react to an unavoidable attack by changing the distance, does it miss?", "no", "9-4"),
    ("不可避を持つ攻撃に対応して間合を2増やしたら、ダメージを受けますか？", "yes", "9-4"),
    ("불가피 공격에 대응해서 간격을 늘리면 공격이 성공하나요?", "yes", "9-4"),
    ("I react to an Unavoidable attack and increase the distance by 2. Does the attack hit?", "yes",
     "9-4"),
])
def test_reaction_moves_the_distance(question, verdict, first):
    _check(question, verdict, first)


@pytest.mark.parametrize("question, verdict, first", [
    # the range check on use (9-2-1 ⅰ, 9-4-1): out of range, the card is not used at all
    ("間合3のとき、適正距離4-5の攻撃を使えますか？", "no", "9-2-1"),
    ("間合が3のとき、適正距離3-4の攻撃は使えますか？", "yes", "9-4-1"),
    ("間合が6です。適正距離1-2の攻撃で攻撃できますか？", "no", "9-2-1"),
    ("適正距離4-5の攻撃は間合5で使えますか？", "yes", "9-4-1"),
    ("Can I attack at distance 3 with range 4-5?", "no", "9-2-1"),
    ("Can I play a range 3-4 attack when the distance is 4?", "yes", "9-4-1"),
    ("간격이 3일 때 적정거리 4-5인 공격을 쓸 수 있나요?", "no", "9-2-1"),
    ("간격 4에서 적정거리 3-4 공격을 할 수 있나요?", "yes", "9-4-1"),
    ("畏縮状態のとき、間合3で適正距離3-4の攻撃を使えますか？", "yes", "9-4-1"),
])
def test_attack_use_and_its_range(question, verdict, first):
    _check(question, verdict, first)


@pytest.mark.parametrize("question, verdict, first", [
    ("相手のライフが1のとき、2/2の攻撃でライフにダメージを与えたら勝ちますか？", "yes", "4-2"),
    ("상대의 라이프가 1일 때 2/2 공격으로 라이프에 대미지를 주면 승리하나요?", "yes", "4-2"),
    ("The opponent has 1 Life. If my 2/2 attack deals damage to their Life, do I win?", "yes",
     "4-2"),
    ("自分のライフが2のとき、相手の3/2の攻撃をライフで受けたら負けますか？", "yes", "4-2"),
])
def test_life_damage_decides_the_game(question, verdict, first):
    _check(question, verdict, first)


@pytest.mark.parametrize("question, verdict", [
    # 10-26: both halves are dealt
    ("両方のダメージを受ける2/1の攻撃を受けた。オーラが3、ライフが10のとき、ライフはいくつになりますか？",
     "9"),
    ("両方のダメージを受ける2/1の攻撃を受けた。オーラが3のとき、オーラはいくつになりますか？", "1"),
    ("I am hit by a 2/1 attack that deals both damages. My aura is 3 and my life is 10. How much "
     "life do I have left?", "9"),
    # 超克 7 aura damage against aura 5: life must take it (5-8-3-2, 10-21)
    ("超克を持つ7/1の攻撃を受けた。オーラが5、ライフが10のとき、ライフはいくつになりますか？", "9"),
])
def test_values_after_keyword_attacks(question, verdict):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question, missing", [
    # the card's class decides under 対応不可(通常札): not stated → no verdict
    ("対応不可(通常札)の攻撃に対応できますか？", "対応に使うカードが通常札か切札か"),
    # an action / attack card may or may not be 《対応》
    ("行動カードで対応できますか？", "対応に使うカードが《対応》を持つか"),
    ("Can I react with an attack card against an Unavoidable attack?",
     "whether the reacting card has the Reaction subtype"),
    # a 《対応》 attack card: used as a reaction or normally? not said
    ("《対応》を持つ《攻撃》に対応できますか？", "対応される《攻撃》が対応で使われたものか"),
    ("相手の《対応》攻撃に対応できますか？", "対応される《攻撃》が対応で使われたものか"),
    # 超克 matters only above 5 aura damage: the damage is not stated
    ("超克を持つ攻撃のダメージをオーラで受けられますか？", "攻撃のダメージ"),
])
def test_unstated_values_abstain(question, missing):
    a = _ask(question)
    assert a.verdict is None
    assert missing in a.missing


@pytest.mark.parametrize("question", [
    "相手のメインフェイズに対応カードを使えますか？",  # a reaction? a use? not said
    "《対応》の攻撃カードを自分のメインフェイズに使えますか？",  # its range is not stated
    "対応して前進できますか？",  # a basic action is not a card use
    "相手の攻撃に「受け流し」で対応できますか？",  # a card whose text is unknown
    "相手の攻撃に斬で対応できますか？",  # … even unquoted
    "Can I react with Slash?",
    "自分の攻撃に対応できますか？",
    "適正距離4-5の攻撃を使えますか？",  # the distance is not stated
    "相手を畏縮させる攻撃に対応できますか？",  # an effect that makes one flinch
    # the numbers decide when the attack has no 不可避
    "適正距離3-4の攻撃に対応して間合を1増やした。攻撃は当たりますか？",
    "間合が4のとき、適正距離3-4の2/1の攻撃に対応して間合を1増やした。ライフはいくつになりますか？",
    "間合4のとき適正距離3-4の攻撃に対応して間合を変えたら、攻撃は外れますか？",  # which way?
    "適正距離3-4の攻撃に、適正距離1-2の対応攻撃カードで対応できますか？",  # whose range is 1-2?
    "失敗した攻撃の攻撃後効果は解決されますか？",  # failed how? (no cause stated)
    # negated questions: is "no" the capability or the agreement? not read
    "対応不可の攻撃には対応できないのですか？",
    "Can't I react to an attack with No Reactions?",
    "付与札の距離拡大(遠1)があるとき、適正距離3-4の攻撃を間合5で使えますか？",  # a modification
    "相手の攻撃に対応して、+1/+0した攻撃をオーラで受けられますか？",
    "山札の再構成のダメージをオーラで受けられますか？",  # not an attack's damage
    "手札に対応カードがないとき、相手の攻撃に対応できますか？",
    "伏せ札の対応カードで対応できますか？",  # (9-4 ⅰ: hand or 切札 only — not modelled)
    "終了フェイズに間合3で適正距離3-4の攻撃を使えますか？",
    "Can I react to an attack during my turn?",  # only reaction attacks come then
    "失敗した攻撃は攻撃を行ったことになりますか？",  # failed how? (on use: not made, 9-2-1)
    "相手の攻撃に対応して使ったカードの効果で攻撃できますか？",
    "相手の攻撃が適正距離外なら対応できますか？",  # then no attack is made (9-2-1)
    "間合6のとき、適正距離3-4の攻撃に対応できますか？",
    "間合3のとき、適正距離3-4の攻撃を2回使えますか？",
    "7/1の攻撃を受けた。オーラが5、ライフが10のとき、オーラはいくつになりますか？",  # aura or life
])
def test_near_misses_abstain(question):
    assert _ask(question).verdict is None


@pytest.mark.parametrize("question, reactor", [
    # who reacts: the subject of the reaction verb, not of a clause about the attack
    ("相手が使った攻撃に対応できますか？", "A"),
    ("相手が対応不可の攻撃を使ったとき、対応できますか？", "A"),
    ("相手は対応不可の攻撃に対応できますか？", "B"),
    ("自分の攻撃に相手は対応できますか？", "B"),
    ("상대가 사용한 공격에 대응할 수 있나요?", "A"),
    ("상대는 내 공격에 대응할 수 있나요?", "B"),
    ("Can the opponent react to my attack with a reaction card?", "B"),
])
def test_who_reacts(question, reactor):
    from judge.answer.extract import extractor_for
    from judge.answer.lang import detect_language

    reading = extractor_for("sakura").read(question, detect_language(question))
    assert [a["react"]["reactor"] for a in reading.actions] == [reactor]
