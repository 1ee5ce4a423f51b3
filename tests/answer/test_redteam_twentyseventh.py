"""Waves twenty-seven and twenty-eight's wrong verdicts, fixed at their cause: paraphrases in
ja/ko/en, played on the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.extract.common import asked_winner, blank_denied_lists
from judge.answer.extract.kinds import asks_two_parts
from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "適正距離2-3の《攻撃》に距離拡大（近1）が付いています。間合は1です。相手が対応しなければ当たりますか？",
    "적정거리 2-3인 공격에 거리확대(근1)가 붙었습니다. 지금 간격은 1입니다. 상대가 대응하지 않으면 명중하나요?",
    "My attack has range 2-3 and Range Extension (near 1). The Distance is 1. If my opponent "
    "doesn't react, does it hit?",
])
def test_a_range_extension_with_no_reaction_is_the_attacks_own(question):
    """10-4-1 widens 2-3 to 1-3; 「対応しなければ」 plays no reaction, so 9-4-1 passes at 1."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "expand-near 1" in a.scenario


@pytest.mark.parametrize("question", [
    "相手の場にはリバース状態の怪異とリカバー状態の怪異が1体ずついます。リカバー状態の怪異の方を攻撃目標にできますか？",
    "My opponent has one Servant in the reversed state and one in the rested state. May I "
    "attack the rested one instead of the reversed one?",
])
def test_the_picked_one_of_two_monsters_is_placed(question):
    """803.3b: a reversed monster shields only the player; the picked monster is the target."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "attack A -> T" in a.scenario


@pytest.mark.parametrize("question, verdict", [
    ("攻撃力3000の自分の怪異で、相手のリバース状態の怪異（攻撃力1000・防御力3000）を攻撃しました。何の効果も使われませ"
     "んでした。破壊されるのはどちらの怪異ですか？", "neither"),
    ("My ATK 3000 monster attacks my opponent's reversed monster (ATK 1000 / DEF 3000). No "
     "effects are used. Which monster is destroyed?", "neither"),
    ("My ATK 4000 monster attacks my opponent's reversed monster (ATK 1000 / DEF 3000). Which "
     "monster is destroyed?", None),
])
def test_which_monster_is_destroyed_takes_no_yes(question, verdict):
    """804.4 destroys only on a greater ATK: a tie destroys neither ("neither", not "no"); when
    one is destroyed, a which-question is not answered by yes/no."""
    a = _ask(question, game="magical-girl")
    assert a.verdict == verdict, a.missing
    assert a.verdict != "no"


@pytest.mark.parametrize("question", [
    "自分のリカバー状態の怪異Aは攻撃にオーブ1つの支払いが必要ですが、払えないのでAでは攻撃できませんでした。代わりに、条件の"
    "ないリカバー状態の怪異Bで攻撃できますか？",
    "My Recovered Servant A needs me to discard a card to attack, and I have no cards, so A "
    "cannot attack. Can I attack with my other Recovered Servant B instead?",
])
def test_another_attacker_asked_instead_is_not_the_blocked_one(question):
    """803.4 returns to the choice of the attacker: the asked one is another monster than the
    one whose cost is told, which the probes do not place."""
    assert _ask(question, game="magical-girl").verdict is None


@pytest.mark.parametrize("question", [
    "相手のオーブは6個です。まず自分の怪異Aで相手プレイヤーを攻撃し、次に怪異Bでも攻撃します。相手のオーブは何個残りますか？",
    "My opponent has 6 Orbs and no Servants. I attack them with one Servant, then with a second "
    "one. How many Orbs do they have left?",
])
def test_two_attacks_in_sequence_are_not_one(question):
    """804.5 corrupts one Orb per attack: the probes play one battle, so no count."""
    assert _ask(question, game="magical-girl").verdict is None


@pytest.mark.parametrize("question", [
    "怪異1体のバトルが終わりました。もう一度攻撃できますか？",
    "One of my Servants has finished its battle. Can I attack again?",
])
def test_one_of_several_monsters_done_leaves_the_others_open(question):
    """805.5: another attack needs another recovered monster, whose state is not said."""
    assert _ask(question, game="magical-girl").verdict is None


@pytest.mark.parametrize("question", [
    "相手のライフは3、オーラは1。こちらの《攻撃》はX/4（Xは不明）で命中した。相手は敗北するか？",
    "상대 라이프 3, 오라 1입니다. 제 공격은 X/4인데 X는 모릅니다. 적중했어요. 상대는 패배하나요?",
    "My opponent has 3 Life and 1 Aura. My attack is X/4 and I don't know X. It hits. Do they "
    "lose?",
])
def test_a_damage_left_as_a_letter_is_missing(question):
    """5-8-3-2: whether the Aura side may be chosen hangs on X, which is not given."""
    a = _ask(question)
    assert a.verdict is None
    assert any("x/4" in m.casefold() for m in a.missing), a.missing


@pytest.mark.parametrize("question", [
    "相手のライフは3、オーラは1です。こちらの4/4の《攻撃》が命中しました。相手はこの《攻撃》で敗北しますか？",
    "상대 라이프 3, 오라 1입니다. 제 4/4 공격이 적중했어요. 상대는 이 공격으로 패배하나요?",
    "My opponent has 3 Life and 1 Aura. My 4/4 attack hits. Does my opponent lose to it?",
])
def test_the_opponent_as_topic_is_the_one_asked_about(question):
    """5-8-3-2: 1 Aura cannot hold 4, so 4 goes to Life 3 and the opponent loses (4-2)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "B aura 1" in a.scenario and "B damage life" in a.scenario


def test_asked_winner_reads_the_sentence_topic():
    assert asked_winner("相手はこの《攻撃》で敗北するか？", "ja", "A", "B") == "A"
    assert asked_winner("상대는 이 공격으로 패배하나요?", "ko", "A", "B") == "A"
    assert asked_winner("私はこの《攻撃》で敗北するか？", "ja", "A", "B") == "B"


@pytest.mark.parametrize("question", [
    "私のフレアは2です。相手の《攻撃》に、未使用の《対応》の切札で対応できますか？",
    "내 플레어는 2입니다. 상대 공격에 미사용 대응 비장패로 대응할 수 있나요?",
    "I have 2 Flare. Can I react to my opponent's attack with an unused Reaction Special?",
])
def test_an_unstated_special_cost_may_exceed_a_stated_flare(question):
    """9-3-1: the 切札's 消費 must be paid from the Flare; unstated, it may be more than 2."""
    a = _ask(question)
    assert a.verdict is None
    assert a.missing


@pytest.mark.parametrize("question", [
    "お互いにアキナを宿しています。自分の相場は2、相手の相場は3です。相手が《攻撃》でライフに1ダメージを受けました。双方の相場は"
    "いくつになりますか？",
    "서로 아키나를 깃들이고 있습니다. 제 시세는 2, 상대 시세는 3입니다. 상대가 공격으로 라이프에 1 대미지를 받았습니다. "
    "양쪽 시세는 몇이 되나요?",
    "Both of us play Akina. My market price is 2 and my opponent's is 3. They take 1 Life "
    "damage from an attack. What are the two market prices now?",
])
def test_two_market_prices_asked_at_once(question):
    """add/21-6-3 moves both prices: one number answers half of the question."""
    assert _ask(question).verdict is None


def test_two_values_wordings():
    assert asks_two_parts("双方の相場はいくつになりますか？")
    assert asks_two_parts("양쪽 시세는 몇이 되나요?")
    assert asks_two_parts("What are the two market prices now?")
    assert asks_two_parts("After damage, what is their Aura, and do they lose any Life?")


@pytest.mark.parametrize("question", [
    "相手の攻撃は修正で6/2になりました（超克はありません）。自分のオーラは5です。オーラで受けられますか？",
    "With the modifiers my opponent's attack is now 6/2 (no Overwhelm / 超克). My Aura is 5. "
    "Can I take it on Aura?",
])
def test_a_denied_keyword_named_twice_is_denied_twice(question):
    """6-4-1-4 caps the Aura damage at 5 without 超克 (10-21), so 5 Aura holds it (5-8-3-2)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "overcome" not in a.scenario


@pytest.mark.parametrize("question", [
    "パワー4000の自分のカードで相手の山札を攻撃しました。相手はブロックも身代わりも事変も使いませんでした。相手の山札は何枚墓地へ"
    "送られますか？",
    "My 4000-power card attacks my opponent's deck. They don't block, use a substitute or an "
    "event. How many cards go from their deck to the graveyard?",
])
def test_a_denied_list_in_english_denies_the_substitute(question):
    """11.1.2: one card per 1000 power; no 身代わり (11.2.3) lowers it."""
    a = _ask(question, game="histoy")
    assert (a.verdict, a.verdict_source) == ("4", "simulation"), a.missing
    assert "substitute" not in a.scenario


def test_english_denied_list():
    text = "They don't block, use a substitute or an event, and have no effect."
    assert "substitute" not in blank_denied_lists(text)


@pytest.mark.parametrize("question", [
    "標準行動中です。間合7、手札は通常札1枚です。このメインフェイズに基本動作《前進》を3回行えますか？",
    "표준행동 중입니다. 간격 7, 손패는 통상패 1장입니다. 이번 메인 페이즈에 기본동작 전진을 3번 할 수 있나요?",
    "Standard action. Distance 7, one normal card in hand. Can I Advance three times this main "
    "phase?",
])
def test_a_hand_too_small_to_pay_every_basic_action_needs_the_vigor(question):
    """9-6: each basic action costs 1 Vigor or a hand card; 1 card leaves the Vigor deciding."""
    a = _ask(question)
    assert a.verdict is None
    assert any(m in ("集中力", "집중력", "the Vigor (focus)") for m in a.missing), a.missing


@pytest.mark.parametrize("question", [
    "標準行動中に手札のカードAを使用しました。Aの効果は『手札のカードを1枚使用する』です。これで手札の《全力》カードを使えますか？",
    "During a standard action I play card A, whose effect reads 'use one card from your hand'. "
    "Can I use a Throughout card from my hand through it?",
])
def test_a_quoted_effect_that_uses_a_card_is_a_use_by_effect(question):
    """8-2-2 limits only the normal use; the effect's use is not played as one (no 'no')."""
    assert _ask(question).verdict != "no"


# -- language gaps of waves 27–28 and wave 29's wrong verdicts ---------------------------------

@pytest.mark.parametrize("question, verdict", [
    ("I'm hit by a 4/1 attack that has 'take both damages' applied, while I have 2 Aura. How "
     "much Life do I lose?", "1"),
    ("I have 1 Flare. Can I play a Special whose cost is 2?", "no"),
    ("I have 3 Flare. Can I play a Special whose cost is 2?", "yes"),
])
def test_rules_phrases_and_costs_in_english(question, verdict):
    """10-26 (both damages, a rules phrase in quotes, not a card); 9-3-1 (消費 from the Flare)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "My opponent controls one reversed Servant and one rested Servant. Can I attack my "
    "opponent directly?",
    "相手はリバース状態の怪異1体とレスト状態の怪異1体を支配しています。相手プレイヤーを攻撃できますか？",
])
def test_a_reversed_one_of_two_forbids_the_player(question):
    """803.3b turns on the reversed monster alone: the probe places it."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "reverse" in a.scenario and "attack A -> P2" in a.scenario


@pytest.mark.parametrize("question", [
    "My opponent has 2 Orbs and a single Servant in Reverse Position. My Recovered Servant has "
    "ATK 3000. Can I attack my opponent directly to corrupt an Orb?",
    "相手のオーブは2個で、相手の場にはリバース状態の怪異が1体だけいます。相手プレイヤーを攻撃してオーブを穢せますか？",
])
def test_a_refused_attack_corrupts_nothing(question):
    """803.3b refuses the attack on the player, so 804.5 corrupts no Orb."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


def test_a_state_word_before_opposing_is_the_targets():
    """"a rested opposing Servant": 804.3 compares ATK 3500 with ATK 3000 (rested target)."""
    a = _ask("My 3500-ATK Servant attacks a rested opposing Servant with 3000 ATK and 4000 "
             "DEF. Is the rested Servant destroyed?", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "monster A of P1 atk 3500 def 1000 recover" in a.scenario
    assert "monster T of P2 atk 3000 def 4000 rest" in a.scenario


@pytest.mark.parametrize("question, verdict", [
    ("A range 2-3 attack has both Range Extension (far 1) and Range Reduction (near 1). At "
     "Distance 4, does its range check succeed?", "yes"),
    ("End of my turn and I'm holding 5 normal cards. How many do I have to put face down?",
     "3"),
])
def test_english_range_checks_and_held_cards(question, verdict):
    """10-4 (far 1 then near 1: 3-4); 8-3 ⅰ keeps 2 cards in hand at the end phase."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_a_monster_chosen_to_attack_in_the_rested_state():
    """803.3a: only a recovered monster attacks; 'state' and 'chosen' are words of both games."""
    a = ask("Can a monster in the rested (レスト) state be chosen to attack?", use_rulings=False)
    assert (a.game, a.verdict, a.verdict_source) == ("magical-girl", "no", "simulation")


def test_a_judge_call_word_is_not_a_card_name():
    a = _ask("ジャッジお願いします。相手が間合2で《攻撃》（適正距離1-2、ダメージ2/-）を使い、私は対応しませんでした。私のオーラは1、"
             "ライフは5です。ダメージを解決したあと、私のオーラに桜花結晶はいくつ残りますか？")
    assert (a.verdict, a.verdict_source) == ("0", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "相手の唯一の怪異はリバース状態で、「このカードは攻撃目標として選択されない。」というテキストを持っています。相手プレイヤーを"
    "攻撃できますか？",
])
def test_an_untargetable_text_in_quotes(question):
    """803.3b needs a reversed monster that can legally be chosen; this one cannot."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "Opponent attacks at Distance 2 with an attack (range 2, 3/1, no text) and I don't react. "
    "I have Life 6 and Flare 1. May I choose to take it as Aura damage?",
    "相手が間合2で《攻撃》（適正距離2、3/1）を使い、私は対応しませんでした。私のライフは6です。この攻撃をオーラへのダメージで受けることを"
    "選べますか？",
    "An attack with damage 4/1 hits me. Can I choose to take the 4 on my Aura?",
    "ダメージ4/1の《攻撃》を受けました。オーラへのダメージを選んで4をオーラで受けられますか？",
])
def test_taking_it_on_the_aura_needs_the_aura(question):
    """5-8-3-2: the Aura side only if the Aura holds the damage; the Aura is not given."""
    a = _ask(question)
    assert a.verdict is None
    assert a.missing


@pytest.mark.parametrize("question", [
    "My attack corrupted my opponent's last Orb, so they have 0 Orbs now. Do they lose at "
    "this point?",
    "攻撃で相手の最後のオーブを穢し、相手のオーブが0になりました。相手はこの時点で敗北しますか？",
])
def test_the_attack_that_corrupts_the_last_orb_wins_nothing_yet(question):
    """804.5: the told attack corrupts the last Orb from 1; only a later one finds 0."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "player P2 orbs 1" in a.scenario


@pytest.mark.parametrize("question", [
    "During my start phase one Sakura token is removed from my enhancement. Is it destroyed?",
    "開始フェイズ既定処理で、自分の付与札から桜花結晶が1つダストに送られた。この付与札は破棄されるか？",
    "개시 페이즈 기정처리에서 내 부여패의 벚꽃결정이 1개 더스트로 보내졌습니다. 이 부여패는 파기되나요?",
])
def test_a_token_count_removed_is_not_the_charge(question):
    """9-5/8-1-3: destroyed only if no token remains; the 納 before is not given."""
    assert _ask(question).verdict is None


def test_how_many_successful_attacks_spans_several_battles():
    a = _ask("My opponent has 3 Orbs and no monsters. How many successful attacks on the player "
             "do I need to win?", game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "My recovered monster A (ATK 3000) attacks my opponent's recovered monster B (ATK 2000, "
    "DEF 4000). Nobody does anything with the following priority. Is B destroyed?",
    "自分のリカバー状態の怪異A（攻撃力3000）で、相手のリカバー状態の怪異B（攻撃力2000・防御力4000）を攻撃しました。その後の優先権では"
    "お互い何もしませんでした。Bは破壊されますか？",
])
def test_a_priority_everyone_passes_is_what_the_probes_play(question):
    """803.6 with nothing done; 804.3 compares ATK 3000 with ATK 2000 (recovered target)."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing


def test_a_target_switched_to_recovered_in_the_priority():
    """803.6: the switch is placed; 804.3 then compares ATK 2000 with ATK 3000 (no)."""
    a = _ask("I declare an attack with my 2000 ATK Servant on their Reversed Servant (3000 ATK "
             "/ 500 DEF). During the priority after that, my opponent switches their Servant to "
             "Recovered with an effect. Is their Servant destroyed?", game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing
    assert "switch T recover" in a.scenario


@pytest.mark.parametrize("question, verdict", [
    ("An attack with range 2-3 has both distance expansion (near 1) and distance reduction "
     "(far 1) applied. At Distance 3, does its range check succeed?", "no"),
    ("私の《攻撃》は適正距離4です。効果で距離拡大（近1）と距離縮小（遠1）の両方を得ています。現在の間合は3。この《攻撃》は適正距離の"
     "確認に成功しますか？", "yes"),
    ("제 공격은 적정거리 4입니다. 효과로 거리확대(근1)와 거리축소(원1)를 둘 다 얻었습니다. 현재 간격은 3입니다. 이 공격은 적정거리 "
     "확인에 성공하나요?", "yes"),
])
def test_range_checks_after_two_range_changes(question, verdict):
    """10-4-1 then 10-4-4 (5-7's order): 2-3 → 1-3 → 1-2; 4 → 3-4 → 3."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_a_target_that_left_corrupts_no_orb_instead():
    """804.1: the target left, so the battle ends with no judgement and no Orb corrupted."""
    a = _ask("I declare an attack on an opponent's Servant, and in the following priority that "
             "Servant leaves the battlefield because of an effect. Do I corrupt an Orb instead?",
             game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


def test_the_owner_window_keeps_whole_words():
    """owner_before reads "opponent's" whole, not "ponent's" cut by the 24-character window."""
    from judge.answer.extract.common import owner_before

    text = "My opponent's only Servant is a Reversed Servant."
    assert owner_before(text, text.index("Reversed"), "en") == "B"


@pytest.mark.parametrize("question", [
    "My opponent's only Servant is a Reversed Oni no Ko (鬼の子). Can I choose the player as my "
    "attack target?",
    "상대의 유일한 괴이는 리버스 상태의 鬼の子입니다. 상대 플레이어를 공격 목표로 선택할 수 있나요?",
])
def test_a_servant_named_in_japanese_needs_its_text(question):
    """803.3b turns on whether it can legally be chosen, which its text may forbid."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert any("鬼の子" in m for m in a.missing), a.missing


def test_an_opposing_monster_with_stats_in_brackets_and_no_state():
    """803.3b: a reversed one forbids the player, another state does not; it is unsaid."""
    a = _ask("相手のオーブは2で、相手の戦場には怪異（ATK2000）が1体います。自分のリカバー状態の怪異で、相手プレイヤーを攻撃目標に"
             "選べますか？", game="magical-girl")
    assert a.verdict is None
    assert a.missing


@pytest.mark.parametrize("question, verdict", [
    ("'양쪽 대미지를 모두 받는다'가 부여된 대미지 3/1 공격을 받았습니다. 제 오라는 1, 라이프는 6입니다. 라이프는 몇이 되나요?", "5"),
    ("「両方のダメージを受ける」が付与された3/1の《攻撃》を受けました。私のオーラは1、ライフは6です。ライフはいくつになりますか？",
     "5"),
    ("상대 공격의 대미지가 「-/3」입니다. 제 오라에는 벚꽃결정이 5개 있습니다. 오라 대미지를 골라서 받을 수 있나요?", "no"),
])
def test_korean_granted_and_chosen_damage(question, verdict):
    """10-26 (both damages: 1 from the Aura, 1 from Life); 5-8-3-2 ('-' on the Aura side).
    「부여된」/「付与された」 is granted, not the 付与 card type."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


@pytest.mark.parametrize("question", [
    "An attack with range 4 has been given two instances of Range Extension (near 1). If the "
    "Distance is 2, does the range check succeed?",
    "適正距離3-4の《攻撃》に、二枚のカードから『距離拡大（近1）』が一つずつ与えられています。間合は1で、対応はなし。当たりますか？",
])
def test_several_copies_of_one_modifier_are_not_played_as_one(question):
    """10-4 sums same-kind extensions; the family plays each stated modifier once."""
    assert _ask(question).verdict is None


def test_a_relative_which_is_no_which_question():
    """", which is in recover state," describes; the question is a yes/no (804.3: equal ATK)."""
    a = _ask("My 3000-ATK monster attacks their monster, which is in the recovered state, with "
             "ATK 3000. Is the attacked monster destroyed?", game="magical-girl")
    assert a.verdict != "neither"


@pytest.mark.parametrize("question, verdict", [
    ("The attacking monster's attack is 2500 and the attacked monster, which is in the recover "
     "state, also has attack 2500. Is the attacked monster destroyed?", "no"),
    ("The attacking monster's attack is 3000 and the attacked monster, which is in the recover "
     "state, has attack 2000. Is the attacked monster destroyed?", "yes"),
])
def test_attack_as_a_stat_word_in_english(question, verdict):
    """804.3 compares the two ATK values; 'attack is 3000' / 'has attack 2000' are ATK."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_one_each_of_two_different_range_modifiers_is_played():
    """10-4: 2-4 widened near 1 (1-4), then reduced near 1 (2-4): distance 1 fails (9-4-1)."""
    a = _ask("적정거리 2-4인 《공격》에 거리 축소(근1)와 거리 확대(근1)가 하나씩 부여되어 있습니다. 현재 간격이 1일 때, 이 《공격》의 "
             "적정거리 확인은 성공합니까?")
    assert (a.verdict, a.verdict_source) == ("no", "simulation"), a.missing


def test_a_japanese_timing_word_in_english_is_no_card():
    a = _ask("My Kaii has '+1000 attack until end of battle' (バトル終了時まで). When the 'at end of "
             "battle' (バトル終了時) triggered abilities are resolved, is that +1000 still applied?",
             game="magical-girl")
    assert not any("バトル終了時" in m for m in a.missing), a.missing


def test_a_soul_bound_monster_is_a_monster_not_a_card_name():
    """803.3a: a recovered monster not forbidden to attack may attack; 結魂怪異 is a kind."""
    a = _ask("I have a Recovered 結魂怪異 on the battlefield and nothing forbids it from "
             "attacking. In my Battle Phase, can I choose it as my attacking Servant?",
             game="magical-girl")
    assert not any("結魂" in m for m in a.missing), a.missing


def test_a_stat_raised_by_an_unsaid_amount_is_not_played():
    """804.3 compares current ATK values; 'its ATK is being raised' by an unsaid amount."""
    a = _ask("I attack an opposing recovered monster whose printed ATK is 2000 with my 2500-ATK "
             "monster, but that monster's ATK is being raised by one of my opponent's barriers. "
             "Can I destroy it?", game="magical-girl")
    assert a.verdict is None


def test_a_hyphenated_state_picked_as_the_target_is_placed():
    """803.3b lets any opposing monster be chosen: 'the recover-state one' is placed (not the
    player, which the reversed one would forbid)."""
    a = _ask("My opponent has one reverse-state monster and one rest-state monster. May I "
             "choose the rest-state one as my attack target instead of the reverse-state one?",
             game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "attack A -> T" in a.scenario


def test_players_named_a_and_b_own_their_monsters():
    """804.4: B's reversed monster is the target; its DEF is not given."""
    a = _ask("A's battle phase. A's recovered monster (ATK 3000) attacks B's reversed monster "
             "(ATK 4000). Neither player does anything at priority. Is B's monster destroyed?",
             game="magical-girl")
    assert a.verdict is None
    assert "monster T of P2 atk 4000 def 1000 reverse" in a.scenario or a.missing


def test_a_conditional_distance_is_not_the_distance():
    """'if the current Distance is 2 or less': a condition, not the Distance (which decides
    whether the -1/-1 applies)."""
    a = _ask("My opponent uses an attack (Range 2-4, 4/3; if the current Distance is 2 or less, "
             "this attack gets -1/-1). My Aura is 3. Can I choose to take it on Aura?")
    assert a.verdict is None


@pytest.mark.parametrize("question, verdict", [
    ("If a monster with ATK 1000 attacks the opposing player, does it corrupt an orb?", "yes"),
    ("I declared an attack on the player with my 3000 ATK Servant, and in response my opponent "
     "lowered it to 1000 ATK. Does it still corrupt an Orb?", "yes"),
])
def test_does_it_corrupt_an_orb_presumes_the_opponent_has_one(question, verdict):
    """804.5 corrupts one Orb of a player who has one, whatever the ATK."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
