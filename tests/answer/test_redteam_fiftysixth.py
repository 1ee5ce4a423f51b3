"""Fixes from the fifty-sixth wave of red-team sets (rt281–rt284), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_a_negated_confirmation_is_answered_about_the_statement():
    """804.3: a rested target compares ATK (3000 > 500): it is destroyed, so "it can't be
    destroyed, right?" is answered no; 9-4: a cancelled damage leaves 【攻撃後】 to resolve."""
    says("レスト状態の相手の怪異（攻撃力500・防御力5000）を攻撃力3000の怪異で攻撃します。防御力と比べる"
         "から破壊できないですよね？", "no", "magical-girl")
    says("対応で相手の《攻撃》のダメージを打ち消しました。これでこの《攻撃》の【攻撃後】効果も解決され"
         "なくなりますよね？", "no")
    says("대응으로 상대 《공격》의 대미지를 무효로 했습니다. 그럼 그 《공격》의 【공격 후】 효과도 해결되지 "
         "않는 거죠?", "no")


def test_a_win_asked_at_the_moment_of_choosing_the_target():
    """804.5: the win comes in the battle judgment step, not when the target is chosen."""
    abstains("相手のオーブが0のとき、相手プレイヤーを攻撃目標に選んだ時点で勝利しますか？", "magical-girl")


def test_the_opponent_attacks_the_asker():
    """804.5: the attacked player's orbs decide; "do I lose?" is the attacked player's."""
    says("自分のオーブは0です。相手の怪異に攻撃を受けました。誰も何もしません。私は負けますか？", "yes",
         "magical-girl")
    says("My orbs are 0 and I am attacked by my opponent's monster. Nobody does anything. Do I "
         "lose?", "yes", "magical-girl")
    abstains("相手が怪異で私を攻撃してきました。こちらは何もしていません。相手の勝ちになりますか？",
             "magical-girl")


def test_a_modifier_of_the_current_distance_is_not_probed():
    """5-2-1: the current Distance is the tokens with modifiers (floor 0)."""
    abstains("間合の桜花結晶は2個ですが、「現在の間合を3減らす」効果が適用されています。適正距離0の《攻撃》"
             "カードは使えますか？")
    abstains("There are 2 tokens on the Distance, but an effect reduces the current Distance by 3. "
             "Can I use an attack card with range 0?")


def test_life_damage_told_before_a_card_use():
    """5-8-3-1: the damage moved Life to Flare before the use; the probe pays from the Flare."""
    abstains("フレア0の状態で攻撃を受け、ライフに2ダメージを受けました。消費2の切札があります。次のメイン"
             "フェイズで使えますか？")


def test_a_set_an_effect_tells_me_to_do_on_turn_one():
    """5.5.2: a set made by an effect in the effect phase is not the first turn's ban."""
    says("Hi!story, first player's turn 1: I know I can't set in the set phase. But if a card "
         "effect in my effect phase tells me to set a card, can I do it?", "yes", "histoy")


def test_the_hand_left_after_hiding():
    """8-3-2: a hand of 6 goes down to the limit of 2."""
    says("At my end phase I'm holding 6 cards. After turning cards face down, how many cards "
         "are left in my hand?", "2")
    says("終了フェイズの時点で手札が4枚あります。伏せ札にしていって、最終的に手札は何枚残りますか？", "2")
    says("종료 페이즈 시점에 손패가 6장입니다. 덮음패로 보내고 나면 최종적으로 손패는 몇 장 남나요?", "2")


def test_survival_is_some_choice_of_the_player():
    """10-10 / 9-7: a draw from an empty deck deals 焦燥 the player may take on Aura; a
    reshuffle costs 1 Life. "Do I survive?" is yes when some choice keeps the player in."""
    says("Start phase of my turn (not my first). Life 1, Aura 2, empty deck, 4 cards in my "
         "discard pile, no enhancements. If I don't reshuffle and draw 2 from the empty deck, do "
         "I survive?", "yes")
    says("Start phase of my turn (not my first). Life 1, Aura 0, empty deck, 4 cards in my "
         "discard pile, no enhancements. Is there a way to get through this start phase without "
         "losing?", "no")
    says("ピンチです。ライフ1、オーラ2、山札0枚で捨て札が4枚。自分の開始フェイズ（最初のターンではない）"
         "ですが、再構成せずに山札0のまま2枚ドローしたら生き残れますか？", "yes")
    says("첫 턴이 아닌 제 턴의 개시 페이즈입니다. 라이프 3, 오라 0, 패산 0장, 버림패에 통상패 4장, "
         "부여패는 없습니다. 이 개시 페이즈를 패배하지 않고 넘길 방법이 있나요?", "yes")


def test_who_wins_said_dotchi_and_the_rules_reshuffle():
    """9-7 ⅰ: the rules' reshuffle at Life 1 takes the last Life: the opponent wins."""
    says("ライフ1なのに、開始フェイズに再構成しちゃいました（カード効果ではなくルールの再構成）。"
         "敗北しない系の効果は何もありません。これってどっちの勝ちですか？", "the opponent")


def test_the_deck_before_the_draw_is_not_measured():
    abstains("開始フェイズで再構成します。捨て札に通常札2枚、伏せ札1枚、山札に1枚あります。再構成した直後"
             "（ドロー前）の山札は何枚ですか？")


def test_destroyed_asked_with_tari():
    """804.3: only the attacked monster can be destroyed."""
    says("攻撃力2000の怪異で、相手のレスト状態の攻撃力6000の怪異に攻撃しました。こっちの怪異が破壊され"
         "たりしますか？", "no", "magical-girl")


def test_forum_english_forms():
    """9-6: no Vigor and no hand card pays no basic action; 5-8-3-2: a 3/1 hit on Aura 2 goes
    on Life (Life 6 → 5, Flare 0 → 1); "Legal?" asks whether the described action can be made."""
    says("Zero vigor and zero cards in hand. Can I still do a basic action (Advance or whatever) "
         "in my main phase?", "no")
    says("Got hit by a 3/1. I have 2 aura, 6 life, 0 flare. What are my life and flare after?",
         "Life 5, Flare 1")
    says("My vigor is 0 and my hand is empty. I want to Advance. Legal?", "no")


def test_which_zone_asked_as_a_choice_has_no_yes_or_no():
    abstains("I have 4 Aura and 8 Life and I'm hit by a 3/2 attack. Do I take it on Aura or on "
             "Life?")


def test_regressions_found_by_the_full_rerun():
    """Questions 'my third turn' now lets through: 8-1-3 ⅰ (a Flinch is lost instead of the
    gain: Vigor 1 stays 1), 10-10 (one 焦燥 on Life 5 with Aura 0), and two things asked at
    once or several enhancements, which one number does not answer."""
    says("畏縮状態で、集中力は1です。自分の開始フェイズ（3ターン目以降）で集中力を得る処理があるんですが、"
         "終わったあと集中力は何になりますか？", "1")
    says("Start phase of my third turn: Aura 0, Life 6, one card left in my deck and three in my "
         "discard pile. I choose not to reshuffle. What is my Life when the start phase ends?",
         "5")
    abstains("It's my third turn. I am Flinched and already have 2 Vigor. In the start phase I "
             "would gain 1 Vigor. What is my Vigor afterwards, and am I still Flinched?")
    abstains("End phase of my turn: five cards in hand, none in my face-down pile and no "
             "end-phase effects. When the end phase is over, how many cards are in my hand and "
             "in my face-down pile?")
    abstains("제 세 번째 턴 시작 시, 부여패가 2장 있고 각각 벚꽃 결정이 1개·3개 올려져 있습니다. 관련 "
             "효과는 없습니다. 개시 페이즈가 끝나면 부여패는 몇 장 남나요?")


def test_the_review_of_this_stop():
    """Misreadings the before-stop review found in this stop's patterns."""
    # 「なければならないのですか」 is "must", not a negated question (5-8-3-2: Aura 2 < 3)
    says("オーラ2、ライフ8です。相手の3/1の《攻撃》を受けます。ライフで受けなければならないのですか？", "yes")
    # a polite negated confirmation answers the statement (9-4: 【攻撃後】 still resolves)
    says("対応で相手の《攻撃》のダメージを打ち消しました。これでこの《攻撃》の【攻撃後】効果も解決されませ"
         "んよね？", "no")
    # "without losing any Life" is not survival; a stated 焦燥 zone is not folded over
    abstains("Start phase of my turn (not my first). Life 3, Aura 0, empty deck, 4 cards in my "
             "discard pile, no enhancements. Can I get through the start phase without losing any "
             "Life?")
    says("Start phase of my turn (not my first). Life 1, Aura 2, empty deck, 4 cards in my "
         "discard pile, no enhancements. If I don't reshuffle, draw 2 from the empty deck and take "
         "both desperation damages on my Life, do I survive?", "no")
    # the asker's own attack told: "do I win?" is the attacker's
    says("相手が攻撃してきたら反撃したいです。相手のオーブは0です。私の怪異で相手プレイヤーを攻撃します。"
         "誰も何もしません。私は勝ちますか？", "yes", "magical-girl")
    # a card without the shield mark cannot block (11.2.2): not played as a blocker
    abstains("相手の攻撃フェーズ。相手はパワー5000の人物で私の山札を攻撃してきました。私の場には盾マークを"
             "持たないオモテ・アクティブのパワー4000の人物がいます。この人物でブロックできますか？",
             "histoy")
    # an effect denied is no effect set (5.5.1)
    says("Hi!story, first player's turn 1, set phase. I don't have an effect that lets me set. "
         "Can I set a card in the set phase?", "no", "histoy")
    # two damages told: which attack is asked is not read; "is it OK not to…" is no can-question
    abstains("My Aura is 1 and my Life 8. I took the previous 1/1 attack on my Aura. Now I'm hit "
             "by a 3/1 attack. Do I have to take it on my Life?")
    abstains("간격 3, 집중력 0, 손패 없음. 전진하지 않아도 돼요?")
    abstains("상대의 2/2 공격을 받습니다. 라이프는 8입니다. 오라에 결정을 하나 더 올렸습니다. 오라로 받을 수 "
             "있나요?")


def test_what_the_full_rerun_r52_found():
    """5-8-3-2: a -/2 attack goes on Life whatever the Aura (a zone named as a count is no
    second option); 「山札の枚数とライフ」 asks two values."""
    says("오라 대미지가 「-」이고 라이프 대미지가 3인 공격(-/3)을 받았습니다. 제 오라에 결정이 4개 있어도 "
         "라이프로 받아야 하나요?", "yes")
    abstains("開始フェイズの既定処理で山札の再構成をします。山札1枚、捨て札に通常札2枚、伏せ札に通常札2枚。"
             "ライフ5。再構成してから2枚引いた後、私の山札の枚数とライフはいくつですか？")
