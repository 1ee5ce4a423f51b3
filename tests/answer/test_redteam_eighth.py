"""Eighth pass: questions the fifth to seventh red-team sets left unanswered, read in general
(終端 9-2, …), and the fixes the eighth and ninth sets prompted, each tested with paraphrases."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "終端を持つカードを使って解決し終えました。同じターンにこのあと基本動作を行えますか？",
    "終端を持つカードを使い終わりました。同じターンに、このあと前進をしてもいいですか？",
    "종단을 가진 카드를 사용해서 해결했습니다. 이번 턴에 기본동작을 할 수 있나요?",
    "I played a card with Terminal and it resolved. Can I still do a basic action this turn?",
])
def test_no_basic_action_after_a_terminal_card(question):
    """9-2: after a 終端 card resolves its user does no basic action that turn."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].number == "9-2"
    assert any(s["clause"] == "sakura-ja#9-2" for s in a.trace)


@pytest.mark.parametrize("question", [
    "私のターンに相手が終端を持つ《対応》カードを使いました。これで私もこのターン、基本動作ができなくなる、"
    "という理解で合っていますか？",
    "My opponent played a Terminal Reaction card during my turn. Am I right that I can no longer "
    "do basic actions this turn?",
])
def test_the_opponents_terminal_card_binds_only_them(question):
    """9-2 binds the player who used the card; the asker's basic action is legal, so "no"."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "終端を持つカードを使いました。次のターンに基本動作はできますか？",
    "I used a Reaction card with Terminal on my opponent's attack. Can I do a basic action during "
    "my next turn?",
    "終端を持つカードを使う前に、基本動作はできますか？",
    "終端を持つカードを使いました。このあと別のカードを使えますか？",
])
def test_terminal_questions_not_played_are_not_answered(question):
    """The next turn, before the use, or a card use (not played by these probes): no verdict."""
    assert _ask(question).verdict is None


@pytest.mark.parametrize("question", [
    "攻撃のダメージで相手のライフが0になりました。この攻撃札には【攻撃後】効果が書いてあるんですが、"
    "それは解決しますか？お互い特殊な効果は出ていません。",
    "相手はライフ1で（敗北しない等の特殊な効果はありません）、私の2/1の攻撃をライフで受けました。"
    "この《攻撃》には【攻撃後】効果がありますが、それは解決されますか？",
    "내 공격으로 상대 라이프가 0이 되었습니다. 이 공격의 【공격 후】 효과는 해결되나요?",
    "상대 라이프는 1이고, 제 2/1 공격을 라이프로 받았습니다. 이 공격의 공격 후 효과는 해결되나요?",
    "My attack brought my opponent's life to 0. Does the attack's After-Attack effect still "
    "resolve?",
    "Opponent at 1 life took my 2/1 attack on life. Does its after-attack effect resolve?",
])
def test_a_lethal_hit_ends_the_game_before_after_attack(question):
    """4-2 checks victory at once: the game is over before 9-4 ⅶ's 【攻撃後】."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert a.citations[0].number == "4-2"
    assert not any("【攻撃後】 effect resolves" in s["what"] for s in a.trace)


@pytest.mark.parametrize("question", [
    "相手はライフ3で、私の2/1の攻撃をライフで受けました。【攻撃後】効果は解決されますか？",
    "相手のライフが0になりました。相手には敗北しない効果が適用されています。【攻撃後】効果は解決されますか？",
])
def test_after_attack_without_a_plain_lethal_hit_is_not_answered(question):
    """Not lethal, or a 『敗北しない』 effect applies: not played, no verdict."""
    assert _ask(question).verdict is None


def test_a_number_before_a_parenthesis_is_not_an_empty_zone():
    """「ライフ1で（敗北しない…）」: the "ない" of 敗北しない does not make the life 0."""
    from judge.answer.extract import extractor_for

    reading = extractor_for("sakura").read(
        "相手はライフ1で（敗北しない等の特殊な効果はありません）、私の2/1の攻撃をライフで受けました。", "ja")
    assert reading.facts["B.life"] == 1


@pytest.mark.parametrize("question", [
    "私の攻撃で相手のライフが0になりました。この《攻撃》には【攻撃後】効果があります。『敗北しない』等の効果は"
    "ありません。【攻撃後】効果を解決する前にゲームは終了しますか？",
    "My attack drops the opponent to 0 Life. The attack has an After-Attack effect. Does the game "
    "end before the After-Attack effect resolves?",
])
def test_does_the_game_end_before_is_not_read_as_does_it_resolve(question):
    """The asked verb is "end"; "resolve" sits in a before-clause: the polarity differs."""
    assert _ask(question).verdict != "no"


@pytest.mark.parametrize("question, verdict", [
    ("パワー4000の自分のカードで、相手の場のオモテかつレスト状態のカードを攻撃しました。攻撃した自分のカードは"
     "墓地へ送られますか？", None),
    ("パワー4000の自分のカードで、パワー2000の相手の場のオモテかつレスト状態のカードを攻撃しました。"
     "攻撃した自分のカードは墓地へ送られますか？", "no"),
    ("パワー2000の自分のカードで、パワー4000の相手の場のオモテかつレスト状態のカードを攻撃しました。"
     "攻撃した自分のカードは墓地へ送られますか？", "yes"),
])
def test_histoy_sent_to_the_graveyard_is_passive_not_can(question, verdict):
    """「送られますか」 asks whether it is sent (11.1.3), not whether an attack can be made;
    with the other card's power unstated the answer varies."""
    a = _ask(question, "histoy")
    assert a.verdict == verdict, a.missing


@pytest.mark.parametrize("question", [
    "最初のターンじゃない。相手の怪異は２体ともレスト状態で、リバース状態の怪異はいない。私のリカバー状態の、"
    "攻撃を禁止されていない怪異で、相手プレイヤーを攻撃目標に選べる？",
    "Not the first turn. The opponent's two kaii are both in rest state; none is in reverse state. "
    "With my recover-state kaii that isn't forbidden from attacking, can I choose the opponent "
    "player as the target?",
])
def test_magical_girl_negated_first_turn(question):
    """803.3b: no reversed monster, so the player may be the target; 「じゃない」 is not turn 1."""
    a = _ask(question, "magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert a.citations[0].number == "803.3b"


def test_a_count_told_in_a_statement_is_not_the_question():
    """「전진을 몇 번 했어요.」 tells (and does not know) a count; the question asks a hit."""
    from judge.answer.extract.kinds import question_kind

    q = ("턴 시작 시 간격은 6. 이번 턴에 표준행동으로 전진을 몇 번 했어요(횟수는 기억 안 나요). 그 외에 간격은 "
         "안 바뀌었어요. 이제 적정거리 3-4 공격 카드를 쓰는데, 적정거리 확인은 성공하나요?")
    assert question_kind(q) != "value"
    assert _ask(q).verdict is None


@pytest.mark.parametrize("question", [
    "盤面の順番バラバラでごめん、相手のフレア０、ライフ６、オーラ２ね。こっちの攻撃はダメージ3/1で、修正も打ち消しも"
    "対応もなし、普通に当たった。相手がこのダメージを受けたあと、相手のライフはいくつ？",
    "Opponent: flare 0, life 6, aura 2. My attack deals 3/1; there are no modifiers, cancels or "
    "reactions. After the opponent takes it, what is the opponent's life?",
])
def test_a_list_said_to_be_absent_is_not_a_modification(question):
    """「修正も打ち消しも対応もなし」: none of them is on the attack; aura 2 < 3 forces life."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("5", "simulation"), a.missing


def test_blank_denied_lists():
    from judge.answer.extract.common import blank_denied_lists

    assert "打ち消" not in blank_denied_lists("修正も打ち消しも対応もなし、当たった。")
    assert blank_denied_lists("ダメージも入らない") == "ダメージも入らない"
    assert "cancel" not in blank_denied_lists("no modifiers, cancels or reactions.")


@pytest.mark.parametrize("question, game, verdict, first", [
    # magical-girl: "with attack N" is ATK; "Is the target destroyed in …?" asks destruction
    ("A monster with attack 4000 attacks an opponent's reverse-state monster with attack 1000 "
     "and defense 3000. Is the target destroyed in the battle judgement step?", "magical-girl",
     "yes", "804.4"),
    ("A monster with attack 3000 attacks an opponent's recover-state monster with attack 3000. "
     "Is the target destroyed?", "magical-girl", "no", "804.3"),
    ("A monster with attack 1000 attacks an opponent's recover-state monster with attack 3000. "
     "Is the attacking monster destroyed in the battle judgement step?", "magical-girl", "no",
     "804.3"),
    # Hi!story: "a power-5000 card"
    ("A power-5000 card attacks the opponent's deck and the opponent blocks with a power-3000 "
     "card. How many cards are sent from the top of the opponent's deck to the graveyard?",
     "histoy", "2", "11.2.2"),
    # Sakura: "an unused Special card that has the Reaction subtype"
    ("Against an attack with No Reactions (Normal Cards), can you react with an unused Special "
     "card that has the Reaction subtype?", "sakura", "yes", "9-4"),
    ("Against an attack with No Reactions (Normal Cards), can you react with a Normal card that "
     "has the Reaction subtype?", "sakura", "no", "10-22"),
    # "changes the current Distance to 4"
    ("An Unavoidable attack with range 3 is made; the opponent reacts and the reaction's effect "
     "changes the current Distance to 4. Does the attack succeed?", "sakura", "yes", "9-4"),
    ("An attack with range 3 is made; the opponent reacts and the reaction's effect changes the "
     "current Distance to 4. Does the attack succeed?", "sakura", "no", "9-4-1"),
    # "a Throughout (full-power) action": a gloss inside the phrase
    ("If you chose a Throughout (full-power) action at the start of your main phase, can you "
     "perform a basic action during that main phase?", "sakura", "no", "8-2-2"),
    # "what is that player's Vigor afterwards?"
    ("A player with 1 Vigor who is Flinched (畏縮) gains 1 Vigor in the start phase default "
     "process. What is that player's Vigor afterwards?", "sakura", "1", "5-1-4"),
    # "damage to Aura" / 「오라로의 대미지」
    ("An attack dealing 4/1 is given a +2/+0 modification (it does not have Overcome/超克). What "
     "is its damage to Aura?", "sakura", "5", "6-4-1-4"),
    ("초극을 가진 대미지 4/1인 《공격》에 +2/+0 수정이 부여되었습니다. 이 《공격》의 오라로의 대미지는 얼마가 "
     "됩니까?", "sakura", "6", "10-21"),
    # 「再構成を行わず」, "0 cards in the deck", "does not reshuffle"
    ("山札が0枚のターンプレイヤーが、開始フェイズで山札の再構成を行わず、既定処理でカードを2枚引きます。焦燥は"
     "何回発生しますか？", "sakura", "2", "10-10"),
    ("A turn player with 0 cards in the deck does not reshuffle during the start phase and then "
     "draws 2 cards in the default process. How many times does Fatigue (焦燥) occur?", "sakura",
     "2", "10-10"),
])
def test_english_and_korean_wordings_of_the_eighth_set(question, game, verdict, first):
    a = _ask(question, game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == first


@pytest.mark.parametrize("question, verdict", [
    ("I declared a Throughout (Full Power) action and played one card from hand. Can I now do a "
     "Recover basic action as well?", "no"),
    ("I chose a full-power action and used one card from my hand. Can I use another card now?",
     "no"),
])
def test_statements_before_the_question_are_the_steps_taken(question, verdict):
    """8-2-2 B: the sentence before the question is the premise (a card already used)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == "8-2-2"


def test_a_special_already_used_described_at_length_cannot_react():
    a = _ask("Can I react using a Special with the Reaction subtype that's already been used "
             "(face up)?")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("消費4の切札（行動）を使いたいのですが、フレアが3しかありません。使えますか？", "no"),
    ("I want to play a Special (Action) with flare cost 4, but I only have 3 Flare. Can I?", "no"),
    ("I played a card with Terminal and it resolved. Can I still do a basic action this turn?",
     "no"),
])
def test_a_wish_is_not_a_step_taken(question, verdict):
    """「使いたい」 / "I want to play" is the asked use, not a premise (9-3-1: 消費 > flare)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    ("パワー0同士の人物でバトルになりました。両方とも墓地へ送られますか？", "yes"),
    ("パワー0のカード同士でバトルになりました。パワー0同士でも、両方とも墓地へ送られる、ということでいいですか？",
     "yes"),
    ("Two power-0 cards battle. Are both sent to the graveyard?", "yes"),
    ("パワー3000とパワー2000のカードでバトルしました。両方とも墓地へ送られますか？", "no"),
])
def test_histoy_battle_of_equal_powers(question, verdict):
    """11.1.3 / 11.6.1: equal powers (0 too) send both cards; "both" needs both to go."""
    a = _ask(question, "histoy")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert "11.6.1" in [c.number for c in a.citations[:3]] or verdict == "no"


@pytest.mark.parametrize("question, verdict", [
    ("パワー2000のカードで山札に攻撃したら、相手が身代わりを使いました。山札から何枚墓地へ行きますか？", "0"),
    ("パワー5000のカードで相手の山札に攻撃しました。相手は｛身代わり｝を1枚使い、ほかの防御はしていません。"
     "山札から墓地へ送られるのは何枚？", "2"),
    ("パワー2000のカードで相手の山札を攻撃した。相手は手札から｛身代わり｝のカードを見せて墓地へ送った。"
     "ブロックはなし、ほかの効果もなし。相手の山札から墓地へ行くのは何枚？", "0"),
    ("My power-5000 card attacks the opponent's deck and they use a substitute. How many cards "
     "go from their deck to the graveyard?", "2"),
    # denied: 「ブロックも身代わりも事変も使いませんでした」 is a plain attack (11.1.2)
    ("パワー3000のカードで相手の山札に攻撃しました。相手はブロックも身代わりも事変も使いませんでした。山札から"
     "何枚墓地へ送られますか？", "3"),
])
def test_histoy_substitute_on_a_deck_attack(question, verdict):
    """11.2.3: 身代わり gives the attacker −3000 for the attack (never below 0, 11.6.2)."""
    a = _ask(question, "histoy")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_histoy_substitute_on_an_earlier_attack_is_not_played():
    a = _ask("このターン、相手の1回目の攻撃には｛身代わり｝を使いました。続く2回目の攻撃には、オモテでアクティブ"
             "の盾マークのカードでブロックしてもいいですか？", "histoy")
    assert a.verdict is None


@pytest.mark.parametrize("question, verdict", [
    ("Two cards with 0 power battle each other. Do both go to the graveyard?", "yes"),
    ("Two 0-power cards battle each other. Do both go to the graveyard?", "yes"),
    ("Power 0 card battles another card. Do both go to the graveyard?", None),
])
def test_histoy_an_unstated_power_is_tried_at_the_tie(question, verdict):
    """The other card's power is varied below, at and above the stated one: a tie decides."""
    assert _ask(question, "histoy").verdict == verdict


@pytest.mark.parametrize("question, verdict", [
    ("納3の付与カードを使いました。ダストは0個、自分のオーラは1個です。付与札に乗る桜花結晶はいくつですか？", "1"),
    ("納3の付与札を使いました。そのとき自分のオーラは1個、ダストは1個しかありませんでした。付与札の上には何個"
     "のりますか？", "2"),
    ("I play an enhancement with Charge 3. The Dust is empty and my Aura has 1. How many Sakura "
     "tokens end up on the enhancement?", "1"),
])
def test_storage_takes_what_dust_and_aura_hold(question, verdict):
    """9-2-3 ⅲ with 5-10: 納 takes as many as dust and the user's aura can give."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == "9-2-3"


def test_magical_girl_unstated_state_tries_def_at_the_stated_atk():
    """804.4: a reversed target with DEF at the attacker's ATK survives; the state is unstated."""
    a = _ask("攻撃力4000の怪異で、攻撃力3000の相手の怪異を攻撃しました。攻撃目標の怪異は破壊されますか？",
             "magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question, game, verdict", [
    # a basic action an effect performs pays no cost (9-6 ⅱ) — it was refused for 0 focus
    ("カードの効果により基本動作《後退》を行うことになりました。私の集中力は0、手札は0枚、オーラは3、間合は6"
     "です。この《後退》を行えますか？", "sakura", "yes"),
    ("카드 효과로 기본동작 후퇴를 하게 되었습니다. 내 집중력은 0, 손패는 0장, 오라는 3, 간격은 6입니다. 이 "
     "후퇴를 할 수 있습니까?", "sakura", "yes"),
    ("A card effect tells me to perform the basic action Retreat. My Vigor is 0, my hand is empty, "
     "my Aura is 3 and the Distance is 6. Can I perform that Retreat?", "sakura", "yes"),
    ("集中力０で手札も空っぽ。でも今解決してるカードの効果に『基本動作《前進》を行う』って書いてある。オーラは２、"
     "間合は５。コストを払えないけど、この前進はちゃんと行える？", "sakura", "yes"),
    # 「不可避なし」 denies; 「相手の対応で」 names the reactor
    ("私の《攻撃》（適正距離3-4、不可避なし）を間合4で使用しました。相手の対応で間合が5になりました。この"
     "《攻撃》の【攻撃後】効果は解決されますか？", "sakura", "no"),
    # "4 cards in hand, and no effects…": the count before the zone, not the "no" after it
    ("At my end phase I have 4 cards in hand, and no effects change the hand limit. How many cards "
     "must I put face down?", "sakura", "2"),
    ("There are 10 sakura tokens on the Distance and 3 in my Aura. Can I choose Retreat as a basic "
     "action during a standard action?", "sakura", "no"),
    # "what is my Life after the start phase's draw?": the main clause comes first in English
    ("At my start phase (not my first turn) my deck is empty and I choose not to reshuffle. My "
     "Aura is 0 and my Life is 5. What is my Life after the start phase's draw?", "sakura", "3"),
    # Hi!story: an aside inside 「山札（残り2枚）に攻撃」; 「ブロックなどの防御は行われませんでした」
    ("私のパワー3000のカードが相手の山札（残り2枚）に攻撃し、ブロックなどの防御は行われませんでした。相手は"
     "敗北しますか？", "histoy", "yes"),
    ("パワー5000のカードで相手の山札（十分な枚数がある）を攻撃しました。相手は｛身代わり｝を使いました（他の"
     "修正なし）。相手の山札から墓地へ送られるカードは何枚ですか？", "histoy", "2"),
    # Chikage's poison cards (the Korean guide's 2.3.2 example; 8-3-2): modelled since
    ("自分の終了フェイズに、手札がチカゲの毒カード2枚と通常のカード1枚です。通常のカードを伏せ札にしなければ"
     "なりませんか？", "sakura", "yes"),
])
def test_fixes_from_the_tenth_and_eleventh_sets(question, game, verdict):
    a = _ask(question, game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question, game", [
    # the deck size decides who wins (12.1.1): not stated, no verdict
    ("My card with power 3000 attacks my opponent's deck and the attack is not blocked or "
     "otherwise defended. Does my opponent lose the game?", "histoy"),
])
def test_questions_the_tenth_and_eleventh_sets_showed_undecidable(question, game):
    assert _ask(question, game).verdict is None


def test_histoy_a_quoted_card_text_is_missing():
    """「場を離れない」 is the card's own text (3.5.1): the plain battle probe does not carry it."""
    a = _ask("「場を離れない」カードがバトルで負けた場合、墓地へ送られますか？", "histoy")
    assert a.verdict is None
    assert any("場を離れない" in m for m in a.missing)


def test_storage_needs_the_dust():
    """min(納, dust + aura): with the dust unstated the count is not decided."""
    assert _ask("オーラが1のとき、納3の付与札を使うと、付与札には桜花結晶がいくつ置かれますか？").verdict is None


@pytest.mark.parametrize("question", [
    "パワー5000のカードで相手の山札に攻撃したら、相手がパワー2000のブロッカーでブロックしてきた。"
    "『山札へのダメージを0にする』系の効果は誰も使ってない。この攻撃で相手の山札から墓地に送られるカードは何枚？",
    "I attack the opponent's deck with a 5000-power card, and they block with a 2000-power blocker. "
    "Nobody uses any 'reduce deck damage to 0' effect. How many cards go from the opponent's deck "
    "to the graveyard from this attack?",
])
def test_a_quoted_effect_said_to_be_unused_is_absent(question):
    a = _ask(question, "histoy")
    assert (a.verdict, a.verdict_source) == ("3", "simulation"), a.missing


@pytest.mark.parametrize("question, verdict", [
    # 「リバース状態ではありません」 / "is not reversed": no event, no state
    ("攻撃力2000の怪異で、リバース状態の相手の怪異（攻撃力5000、防御力1000）を攻撃しました。バトル判定ステップで"
     "両方とも存在し、攻撃している怪異はリバース状態ではありません。攻撃目標の怪異は破壊されますか？", "yes"),
    ("An attack targeting the opponent player reaches the battle judgement step. The attacking "
     "monster still exists and is not reversed. The opponent has 3 orbs. How many orbs are "
     "defiled by this judgement?", "1"),
    ("攻撃力4000の怪異で、相手の怪異（攻撃力3000、防御力5000）を攻撃しました。バトル判定ステップで両方とも存在し、"
     "攻撃している怪異はリバース状態ではありません。攻撃目標の怪異は破壊されますか？", None),
    # 「オーブは一つもありません」 is 0 orbs
    ("私の怪異が相手プレイヤーを攻撃目標としました。バトル判定ステップの時点で、相手のオーブは一つもありません。"
     "私はこの時点で直ちに勝利しますか？", "yes"),
    # "does it survive?" is the other way round of "is it destroyed?" (804.3: a tie survives)
    ("My attacking monster (attack power 3000) attacks my opponent's rested monster (attack power "
     "3000). After the battle judgement step, does the attacked monster survive without being "
     "destroyed?", "yes"),
])
def test_magical_girl_negated_states_and_survival(question, verdict):
    a = _ask(question, "magical-girl")
    assert a.verdict == verdict, a.missing


@pytest.mark.parametrize("question, game, verdict", [
    # "I decide to reshuffle" / 「재구성을 하기로」: the reshuffle happens; life unstated → undecided
    ("In my start phase (not my first turn) I decide to reshuffle my deck during the default "
     "processing. No effects apply. Do I lose right away?", "sakura", None),
    ("개시 페이즈(첫 턴 아님)에 기정처리로 패산 재구성을 하기로 했어요. 아무 효과도 없습니다. 이걸로 제가 바로 "
     "지나요?", "sakura", None),
    ("In my start phase (not my first turn) my life is 1 and I decide to reshuffle. No effects "
     "apply. Do I lose right away?", "sakura", "yes"),
    # 「위축 상태가 아닌」 is not flinched
    ("턴 시작 시 집중력이 1이고 위축 상태가 아닌 플레이어가 있습니다. 첫 턴은 아닙니다. 개시 페이즈 기정처리 후, "
     "이 플레이어의 집중력은 얼마입니까? (개시 페이즈에 다른 효과는 없습니다)", "sakura", "2"),
    # a 《対応》 attack card used to react: the opponent cannot react to it (9-4 ⅰ)
    ("상대의 《공격》에 대해 제가 서브타입 《대응》인 공격 카드를 사용하여 대응했습니다. 상대는 이 제 《공격》에 대해 "
     "다시 《대응》 카드를 사용할 수 있습니까?", "sakura", "no"),
    # Hi!story: the attacker's own card state (剣マーク, その場) is not the target's
    ("後攻プレイヤーのターンの攻撃フェーズです。その場には剣マークを持つオモテかつアクティブのカードが1枚あり、"
     "攻撃を禁止する効果はありません。このカードで攻撃できますか？", "histoy", None),
    ("相手の場のアクティブ状態のカードを攻撃できますか？", "histoy", "no"),
])
def test_fixes_from_the_twelfth_and_thirteenth_sets(question, game, verdict):
    a = _ask(question, game)
    assert a.verdict == verdict, a.missing


@pytest.mark.parametrize("question, verdict", [
    # a reaction moved the distance outside the range; the cancel is denied (9-4 ⅲ, 不可避)
    ("私の不可避の《攻撃》は適正距離3-4で、間合4で使用しました。相手の対応で間合が5になりましたが、《攻撃》を"
     "打ち消す効果はありません。この《攻撃》はダメージを与えますか？", "yes"),
    ("不可避を持つ《攻撃》に相手が対応し、その対応で間合がその攻撃の適正距離の外に変わりました（攻撃は打ち消されて"
     "いません）。この攻撃は成功しますか？", "yes"),
    ("不可避を持たない私の《攻撃》に相手が対応し、間合が適正距離から外れました。この《攻撃》の【攻撃後】効果は"
     "解決されますか？", "no"),
    # 「2回目以降のターン」 is not the first turn; 「他の効果は関係しません」; 通常札 describes it
    ("自分の2回目以降のターンの開始時、桜花結晶がちょうど1個乗った付与札（通常札）があり、他の効果は関係しません。"
     "開始フェイズ中にこのカードは捨て札に移動しますか？", "yes"),
    ("畏縮状態で集中力が1のまま、自分の2回目のターンの開始フェイズを迎えました。開始フェイズ既定処理で集中力を"
     "得た後、集中力はいくつですか？", "1"),
    # 「オーラへの3ダメージを選べますか」: the zone choice (5-8-3-2), no range needed
    ("3/2の《攻撃》を受けます。私のオーラにはちょうど3個の桜花結晶があります。オーラへの3ダメージを選べますか？",
     "yes"),
    # 「適正距離に含まれますか」 asks the range check (10-4)
    ("適正距離3-4の《攻撃》に距離拡大（遠1）と距離縮小（遠2）が与えられています。間合4は適正距離に含まれますか？",
     "no"),
])
def test_wordings_left_uncovered_by_sets_ten_to_thirteen(question, verdict):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question", [
    # 通常札 counted in a pile is not only a description: not read by the turn family
    "開始フェイズで再構成します。捨て札に通常札3枚、伏せ札2枚、山札に1枚あります。再構成した直後（ドロー前）の"
    "山札は何枚ですか？",
])
def test_near_misses_of_the_new_wordings_abstain(question):
    assert _ask(question).verdict is None


def test_magical_girl_says_the_first_turn_assumption():
    a = _ask("自分が支配するリカバー状態の怪異が1体いて、攻撃を禁止されていません。相手の場に怪異はいません。"
             "この怪異で相手プレイヤーに攻撃できますか？", "magical-girl")
    assert a.verdict == "yes"
    assert any("506.1" in n for n in a.notes)


@pytest.mark.parametrize("question", [
    "《攻撃》のダメージのみが効果によって打ち消されました（【攻撃後】効果は打ち消されていません）。この《攻撃》の"
    "【攻撃後】効果は解決されますか？",
])
def test_a_damage_only_cancel_leaves_after_attack(question):
    """9-4: cancelling the damage alone does not cancel the 【攻撃後】 effect."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "현재 간격이 4일 때 적정거리 3-5인 《공격》 카드를 사용했습니다. 상대는 손패의 《대응》 카드로 대응했지만, 그 카드의 "
    "텍스트는 제시되어 있지 않습니다. 이 《공격》의 대미지는 해결됩니까?",
    "The distance is 4 and I play an attack card with range 3-5. My opponent reacts with a "
    "Reaction card whose text is not given. Is the damage of my attack resolved?",
])
def test_a_card_whose_text_is_not_given_abstains(question):
    a = _ask(question)
    assert a.verdict is None
    assert any("text" in m or "텍스트" in m for m in a.missing)


@pytest.mark.parametrize("question, verdict", [
    ("現在の間合が２（達人の間合は２のまま）のとき、標準行動の基本動作として《前進》を選ぶことはできますか？", "no"),
    ("現在の間合が２（達人の間合は２のまま）で、＜ダスト＞に桜花結晶が１つ以上あり、集中力が１あるプレイヤーは、"
     "標準行動の基本動作として《離脱》を行えますか？", "yes"),
    ("対応不可（通常札）を持つ《攻撃》に対して、サブタイプ《対応》を持つ未使用の切札を使用して対応することは"
     "できますか？", "yes"),
    ("達人の間合が3のとき、間合3で前進できますか？", None),
])
def test_master_distance_at_its_rules_value_and_a_special_used_to_react(question, verdict):
    """「達人の間合は２のまま」 is the value the engine plays (9-6-1); any other value abstains."""
    assert _ask(question).verdict == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # 「畏縮状態ではありません」 is not flinched (focus 1 + 1 = 2; not the first turn assumed)
    ("自分のターンの開始フェイズを迎えました。この時点で私の集中力は1で、畏縮状態ではありません。カードの効果は"
     "何も関係しません。開始フェイズが終わった時点で私の集中力はいくつですか？", "sakura", "2"),
    # 「リバース状態でもありません」 is no event
    ("私の怪異が相手プレイヤーを攻撃目標にしました。バトル判定ステップの時点で攻撃を行っている怪異は存在し、"
     "リバース状態でもありません。相手のオーブは0個です。私はこの時点で直ちに勝利しますか？", "magical-girl",
     "yes"),
    # a doubling ("multiplication") is not played by the +X/+Y family
    ("An attack with Life damage 2 has both a numeric modification doubling its Life damage "
     "(multiplication) and a +0/+1 modification (addition) applied. What is its Life damage?",
     "sakura", None),
    # 「不可避を持っていません」 denies it; the distance inside 3-4 is unstated: undecided
    ("適正距離3-4の《攻撃》カードを使用し、使用時の適正距離の確認は成功しました。相手が対応し、その効果で間合が1"
     "近づきました（他の効果はありません）。私の《攻撃》は不可避を持っていません。この攻撃は成功しますか？",
     "sakura", None),
    # the opponent's monster of unstated state may be reversed (803.3b)
    ("My opponent controls exactly one monster. I have a recover-state monster able to attack. In "
     "my attack declaration, can I choose the opponent player as the attack target?",
     "magical-girl", None),
    ("相手の場に怪異が1体います。私のリカバー状態の怪異で、相手プレイヤーを攻撃目標に選べますか？",
     "magical-girl", None),
    ("相手の場にリカバー状態の怪異が1体います。私のリカバー状態の怪異で、相手プレイヤーを攻撃目標に選べますか？",
     "magical-girl", "yes"),
])
def test_fixes_from_the_fourteenth_set(question, game, verdict):
    assert _ask(question, game).verdict == verdict


def test_draw_and_refresh_is_a_histoy_term():
    a = _ask("In a draw & refresh phase that is not the first player's first turn, may I choose to "
             "draw no cards at all?", None)
    assert a.game == "histoy"


@pytest.mark.parametrize("question, verdict", [
    ("相手のターンの終了フェイズに、自分の手札が5枚あります。手札の上限を超えているので自分も伏せ札にしなければ"
     "なりませんか？", "no"),
    ("At my opponent's end phase I have 5 cards in hand. Must I put cards face down down to the "
     "hand limit?", "no"),
    ("자신의 종료 페이즈에 손패가 4장 있습니다. 덮음패로 해야 합니까?", "yes"),
])
def test_the_hand_limit_binds_the_turn_player_only(question, verdict):
    """8-3-2: the turn player's end phase turns only the turn player's cards face down."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].number == "8-3-2"


@pytest.mark.parametrize("question, game, verdict", [
    # ", which has 1000 DEF" is a relative pronoun, not "which one is destroyed?"
    ("My kaii with 3000 ATK attacks my opponent's Recover-state kaii, which has 1000 DEF; its "
     "ATK isn't stated. Is the target destroyed?", "magical-girl", None),
    # the question sentence before an aside is the question, not an event already told
    # (and 「他の効果はないものとします」 says no effect is in play: 804.3 destroys nobody)
    ("攻撃力2000の怪異で、リカバー状態の攻撃力5000の相手の怪異を攻撃しました。バトル判定ステップで、攻撃を"
     "行っている怪異は破壊されますか？（他の効果はないものとします）", "magical-girl", "no"),
    ("My opponent controls a kaii in the Reverse state that I can legally choose as an attack "
     "target. Can I choose my opponent (the player) as the attack target instead?", "magical-girl",
     "no"),
    # "my opponent's … card that has 4000 power": the power is theirs
    ("I attack my opponent's face-up, rested card that has 4000 power. My attacking card's power "
     "isn't stated. Does my opponent's card go to the graveyard?", "histoy", None),
    ("My power-3000 card attacks my opponent's rested card that has 4000 power. Does my "
     "opponent's card go to the graveyard?", "histoy", "no"),
])
def test_fixes_from_the_sixteenth_and_seventeenth_sets(question, game, verdict):
    assert _ask(question, game).verdict == verdict


def test_a_denied_aside_names_no_cancel_target():
    a = _ask("My opponent's Reaction cancels only my attack's damage (not the attack itself or its "
             "After-attack effects). Do my attack's After-attack effects still resolve?")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
