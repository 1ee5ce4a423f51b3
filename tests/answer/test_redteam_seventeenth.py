"""Wave seventeen's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question, verdict", [
    ("Can a rested monster I control be chosen to attack?", "no"),
    ("Can a recovered monster I control be chosen to attack?", "yes"),
    ("Can my opponent's reversed monster be chosen as the attack target?", "yes"),
])
def test_chosen_to_attack_is_the_attacker(question, verdict):
    """803.3a: "be chosen to attack" names the attacker, not a monster chosen as the target."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question, verdict, clause", [
    ("I have two Recovered Servants. After the first one has attacked, can I just end my battle "
     "phase and keep the second one back?", "no", "805.5"),
    ("リカバー状態の怪異が2体います。1体目の攻撃が終わったあと、2体目には攻撃させずにバトルフェイズを終えること"
     "はできますか？", "no", "805.5"),
    ("I have one recovered monster. Can I choose not to attack with it?", "no", "803.3"),
    ("리커버 상태의 괴이가 있습니다. 공격하지 않고 배틀 페이즈를 끝낼 수 있나요?", "no", "803.3"),
    ("My only recovered monster is forbidden to attack by an effect. Can I end the battle phase "
     "without attacking?", "yes", "803.3"),
])
def test_declining_to_attack(question, verdict, clause):
    """803.3 chooses an attacker whenever one can be chosen; 805.5 returns to 803 while a
    recovered monster that may attack remains."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert any(c.number == clause for c in a.citations)
    assert "pass" in (a.scenario or "")


@pytest.mark.parametrize("question", [
    "All my monsters are rested. Can I end my battle phase without attacking?",
    "自分の怪異はすべてレスト状態です。攻撃せずにバトルフェイズを終えることはできますか？",
])
def test_declining_with_only_rested_monsters(question):
    """"All my monsters are rested": the state is the asker's attackers' (it used to be left
    unplaced); with no recovered monster 803.3a chooses none and 806 ends the phase."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "rest" in (a.scenario or "")


@pytest.mark.parametrize("question", [
    "This turn my monster A attacked and that battle is over. Nothing lets A attack again. Can A "
    "attack a second time in this battle phase?",
    "このターン、自分の怪異Aで攻撃し、そのバトルが終わりました。Aに再度攻撃を可能にする効果はありません。このバトル"
    "フェイズ中に、同じAでもう一度攻撃できますか？",
])
def test_a_second_time_is_again(question):
    """803.4 rests the attacker; nothing recovers it, so no second declaration (805.5)."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question, missing", [
    ("My monster attacked my opponent and the battle ended. Can it attack my opponent's monster "
     "now?", "what happened during the attack (an event the reader could not place)"),
    ("自分の怪異で相手を攻撃し、バトルが終わりました。その怪異で相手の怪異を攻撃できますか？",
     "攻撃中に起きたこと（盤面に置けなかった出来事）"),
])
def test_a_can_question_after_a_told_battle_abstains(question, missing):
    """The probes play one fresh battle, not the board after the told one."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert missing in a.missing


@pytest.mark.parametrize("question, game, missing", [
    ("My 3000 ATK Servant attacks an opposing Servant in Reverse Position with 2500 DEF. After the "
     "declaration my opponent casts a Conjure that raises that Servant's DEF, but I don't know by "
     "how much. Is it destroyed?", "magical-girl",
     "the amount or what the effect did (the question says it is not known)"),
    ("My Servant's card says something has to be done in order for it to attack, but I don't "
     "remember what. I have one card in hand and one other Servant. Can it attack?",
     "magical-girl", "the amount or what the effect did (the question says it is not known)"),
    ("My opponent played an attack card at Distance 3. I have a normal Reaction card in hand. Can "
     "I react to this attack? I don't remember which card they played.", "sakura",
     "the card's text (the question says it is not given)"),
    ("상대가 간격 3에서 공격 카드를 썼습니다. 제 손패에는 대응 통상패가 있어요. 이 공격에 대응할 수 있나요? 상대 "
     "카드가 뭐였는지는 기억이 안 나네요.", "sakura", "카드의 텍스트(질문에 제시되지 않았다고 함)"),
    ("相手が間合3で《攻撃》カードを使いました。私の手札には《対応》の通常札があります。この攻撃に対応できますか？"
     "相手のカードが何だったかは覚えていません。", "sakura",
     "カードのテキスト（質問が「示されていない」と述べている）"),
])
def test_an_unknown_amount_or_card_abstains(question, game, missing):
    a = _ask(question, game=game)
    assert a.verdict is None
    assert missing in a.missing


def test_an_unknown_amount_in_the_asked_sentence_is_the_question():
    """"I don't know how much…" in the asking sentence is what is asked, not a missing fact."""
    a = _ask("My Aura is 2 and my Life is 5. I take a 3/1 attack on Life. I don't know how much "
             "Life I have left — how much is it?")
    assert "the amount or what the effect did (the question says it is not known)" \
        not in a.missing


def test_two_values_asked_each_in_korean():
    """Both values are played and named (10-26: both damages; 3 Aura damage moves the 2)."""
    a = _ask("상대 공격이 3/1이고 '상대는 한쪽을 고르는 게 아니라 양쪽 대미지를 모두 받는다'는 효과가 붙어 있습니다. 제 "
             "오라는 2, 라이프는 5입니다. 맞고 나면 오라와 라이프는 각각 몇이 되나요?")
    assert (a.verdict, a.verdict_source) == ("Aura 0, Life 4", "simulation")


@pytest.mark.parametrize("question", [
    "유리나로 라이프 3인 상태입니다. 간격 2에서 자루치기를 맞히고, 후퇴로 간격을 3으로 만든 다음 일섬을 썼습니다. "
    "일섬의 대미지는 얼마인가요? 다른 수정은 없습니다.",
    "Distance is 2. I Retreat to make it 3 and then play my attack. What is its damage?",
])
def test_an_asked_damage_is_not_a_zone_named_before(question):
    """The how-much sentence names a damage: the Distance told before is not what is asked."""
    a = _ask(question)
    assert a.verdict is None


def test_a_side_told_in_the_premise_is_not_the_asked_side():
    a = _ask("I have 2 Vigor and I put a card from my hand face down to pay for the basic action "
             "Retreat. If I then play a card with Artistic (Vigor is 2), is Artistic satisfied?")
    assert a.verdict is None


@pytest.mark.parametrize("question, missing", [
    ("I'm about to get hit by the Yurina player's Issen. It's 2/2 and gets +1/+0 with Resolve "
     "(決死: her Life is 3 or less). I have 2 Aura. Am I allowed to take it on Aura?",
     "how 「決死」 applies (the question reader does not model it)"),
    ("The attack is 2/2 and gets +1/+0 if her Life is 3 or less. I have 2 Aura. Can I take it on "
     "Aura?", "how 「+1/+0 if」 applies (the question reader does not model it)"),
    ("攻撃は2/2で、ライフが3以下なら+1/+0されます。私のオーラは2です。オーラで受けられますか？",
     "「なら+1/」の扱い（質問の読み取りが対応していない）"),
    ("공격은 2/2이고 라이프가 3 이하면 +1/+0이 됩니다. 제 오라는 2입니다. 오라로 받을 수 있나요?",
     "「면 +1/」의 처리(질문 해석이 지원하지 않음)"),
])
def test_a_conditional_modifier_abstains(question, missing):
    a = _ask(question)
    assert a.verdict is None
    assert missing in a.missing


def test_an_unconditional_modifier_still_decides():
    a = _ask("The attack is 2/2 and gets +1/+0. I have 2 Aura. Can I take it on Aura?")
    assert (a.verdict, a.verdict_source) == ("no", "simulation")


@pytest.mark.parametrize("question, verdict, missing", [
    ("間合が2です。「離脱」で間合を広げられますか？", None, "ダスト"),
    ("간격이 2입니다. '이탈'로 간격을 벌릴 수 있나요?", None, "더스트"),
    ("Distance is 2 and my Dust has 3. Can I Withdraw?", "yes", None),
    ("自分のオーラは5です。纏いを行えますか？", "no", None),
])
def test_a_basic_action_from_the_dust_needs_the_dust(question, verdict, missing):
    """9-6-3 and 9-6-5 take a crystal from the Dust: an unstated Dust may be empty."""
    a = _ask(question)
    assert a.verdict == verdict
    if missing:
        assert missing in a.missing


@pytest.mark.parametrize("question", [
    "納3の付与カードを使用した。このときダストに1つ、自分のオーラに1つしか桜花結晶がない。この付与札には桜花結晶がいくつ"
    "乗るか？",
    "I play an enhancement with 納 (Charge) 3, but there is only 1 Sakura token in Dust and 1 in my "
    "Aura. How many tokens end up on it?",
    "납 3인 부여 카드를 사용했습니다. 더스트에 1개, 내 오라에 1개밖에 벚꽃 결정이 없습니다. 이 부여패에는 벚꽃 결정이 "
    "몇 개 올라가나요?",
])
def test_a_short_storage_is_a_stated_amount(question):
    """9-2-3 ⅲ: 納 takes what the Dust and the user's Aura hold; 「1つしか…ない」 and "only 1
    token" state an amount, they do not restrict the question."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("2", "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("I have 4 Aura and there are 5 tokens in Dust. An effect moves 3 Sakura tokens from Dust to "
     "my Aura. How many actually move?", "1"),
    ("I have 4 Aura and there are 5 tokens in Dust. An effect moves 3 Sakura tokens from Dust to "
     "my Aura. How much Aura do I have afterwards?", "5"),
    ("自分のオーラは4、ダストは5です。効果でダストから自分のオーラへ桜花結晶を3つ移動させます。実際に何個移動しますか？",
     "1"),
    ("自分のオーラは4、ダストは5です。効果でダストから自分のオーラへ桜花結晶を3つ移動させます。移動後のオーラはいくつ"
     "ですか？", "5"),
    ("내 오라는 4, 더스트는 5입니다. 효과로 더스트에서 내 오라로 벚꽃 결정을 3개 이동시킵니다. 실제로 몇 개 이동하나요?",
     "1"),
    ("My Aura is 1 and my Flare is 0. My card says 'Move 2 tokens from your Aura to your Flare.' "
     "How much Flare do I have after?", "1"),
])
def test_an_effect_moves_as_many_as_it_can(question, verdict):
    """10-1 / 5-10: an effect's move takes what the source holds and the Aura can take (5)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert "effect" in (a.scenario or "")


def test_an_effect_move_with_the_zones_unstated_abstains():
    a = _ask("An effect moves 3 Sakura tokens from Dust to my Aura. How many actually move?")
    assert a.verdict is None
    assert "the current value of aura" in a.missing


def test_an_english_question_glossing_korean_terms_is_answered_in_english():
    from judge.answer.lang import detect_language

    assert detect_language("Akina player: my market price (相場/시세) is 4, there's 1 token in "
                           "circulation (유통량), and I'm at 6 Life.") == "en"
    assert detect_language("내 오라는 4, 더스트는 5입니다.") == "ko"


@pytest.mark.parametrize("question, line, board", [
    ("I have 4 Aura and there are 5 tokens in Dust. An effect moves 3 Sakura tokens from Dust to "
     "my Aura. How many actually move?", "A effect dust -> my aura 3", ("dust 5", "A aura 4")),
    ("相手のオーラは2です。効果で相手のオーラから自分のフレアへ桜花結晶を3つ移動させます。自分のフレアは0です。"
     "移動後の自分のフレアはいくつですか？", "A effect opp aura -> my flare 3",
     ("A aura 3 flare 0", "B aura 2")),
    ("내 라이프는 5입니다. 효과로 내 라이프에서 내 플레어로 벚꽃 결정을 2개 이동시킵니다. 이동 후 내 라이프는 몇인가요?",
     "A effect my life -> my flare 2", ("life 5",)),
])
def test_the_move_read_into_the_scenario(question, line, board):
    """The scenario played carries the move (10-1) and the stated zones."""
    a = _ask(question)
    assert a.verdict_source == "simulation", a.missing
    assert line in (a.scenario or "").splitlines()
    for part in board:
        assert part in (a.scenario or "")
