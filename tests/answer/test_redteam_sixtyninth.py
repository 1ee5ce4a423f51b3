"""Fixes from the sixty-ninth wave of red-team sets (rt377–rt384) and the official-FAQ-style
abstentions before it, asked in paraphrase on the real engines (no rulings)."""

from __future__ import annotations

from judge.answer.extract.kinds import confirms_negation, negative_question, question_kind
from tests.answer.asking import abstains, ask_engine, says


def test_an_offered_basic_action_that_moves_nothing_may_be_chosen():
    """9-6 ⅰ-A: in the form 「《前進》か《離脱》」 either may be picked, even one moving nothing."""
    says("カードの効果で「基本動作《前進》か《離脱》を行う」を処理中。間合は7で、ダストには何もない。"
         "《離脱》のほうを選んでもいいですか？", "yes")
    says("효과로 '기본동작 《전진》이나 《이탈》을 한다'를 처리 중입니다. 간격은 7이고 더스트는 "
         "0개예요. 이탈을 골라도 되나요?", "yes")
    says("A card's effect reads 'Perform the basic action Advance or Withdraw.' The Distance is 7 "
         "and there is nothing in the Dust. Am I allowed to pick Withdraw?", "yes")


def test_the_chosen_action_is_played():
    """9-6 ⅰ-A, 9-6-1: Advance chosen at Distance 7 moves one token; no cost (9-6 ⅱ)."""
    a = ask_engine("An effect says 'Perform the basic action Advance or Withdraw.' The Distance "
                   "is 7, my Aura is 2 and my Vigor is 0. I pick Advance. What is the Distance "
                   "afterwards?")
    assert (a.verdict, a.verdict_source) == ("6", "simulation")
    assert "use: basic 前進 か 離脱" in a.scenario


def test_the_pick_must_be_said():
    """Without the one picked, the choice form decides nothing."""
    abstains("カードの効果で「基本動作《前進》か《離脱》を行う」を処理する。間合は7、ダストは0。"
             "このとき間合はいくつになる？")


def test_a_basic_action_by_an_effect_pays_no_cost():
    """9-6 ⅱ: the cost is paid only for a basic action taken as a standard action."""
    says("カードの効果で基本動作《後退》を行うとき、集中力1か手札1枚のコストを払わないといけない"
         "んでしたっけ？", "no")
    says("카드 효과로 기본동작 후퇴를 할 때에도 집중력을 지불해야 하나요?", "no")
    says("If a card's effect makes me perform the basic action Retreat, must I pay a Vigor for "
         "it?", "no")


def test_a_negated_cost_question_is_left_alone():
    """'Don't I have to pay…?' is not read as the plain question."""
    abstains("Don't I have to pay 1 Vigor when a card's effect has me perform the basic action "
             "Retreat?")


def test_de_form_may_questions_are_can_questions():
    """「選んでもよいか」: the voiced て-form asks permission like 「てもよいか」."""
    assert question_kind("この効果で《離脱》を選んでもよいか？") == "can"
    assert question_kind("ここで休んでもいい？") == "can"


def test_how_many_monsters_are_destroyed_is_a_count():
    """804.3, 804.4: only the attacked monster can be destroyed, and only by a greater ATK."""
    says("自分の怪異（攻撃力4000）で相手のリバース状態の怪異（攻撃力2000、防御力4000）を攻撃。"
         "他に効果はない。このバトルで破壊される怪異は何体？", "0", "magical-girl")
    says("내 괴이(공격력 4000)로 상대의 리버스 상태 괴이(공격력 2000, 방어력 3000)를 공격했어요. "
         "다른 효과는 없어요. 몇 체가 파괴되나요?", "1", "magical-girl")
    says("My monster (ATK 2000) attacks the opponent's recovered monster (ATK 2000). Nothing "
         "else applies. How many monsters are destroyed?", "0", "magical-girl")


def test_a_tag_after_a_dash_confirms_a_negated_claim():
    """10-6: the reshuffle's Life damage does not turn a 隙 enhancement face down."""
    assert confirms_negation("Taking Life damage from the reshuffle doesn't flip my 隙 "
                             "enhancement face down — is that correct?")
    assert confirms_negation("Taking Life damage from the reshuffle doesn't flip my 隙 "
                             "enhancement face down. Is that right?")
    assert not confirms_negation("I can advance. Is that correct?")


def test_a_negation_in_a_reason_is_not_the_claim():
    """9-1-2: 全力化 works only in a full-power action; a reaction is none."""
    says("I figured a 全力化 ('Throughout:') effect works any time the card isn't used in a "
         "standard action - so when I play that card as a Reaction, the 全力化 part works as "
         "well, right?", "no")


def test_an_unquoted_report_is_no_prohibition():
    """506.1: only the game's first turn has no battle phase."""
    says("Judge call: I'm the second player, on my first turn, in the battle phase. My opponent "
         "says nobody can attack on a first turn, so I can't attack. Can I attack with my "
         "recovered monster?", "yes", "magical-girl")
    says("An effect says my recovered monster can't attack this turn. It's my battle phase. "
         "Can it attack the opponent?", "no", "magical-girl")


def test_a_claimed_ability_whose_text_is_unseen():
    """803.3b: whether the reversed monster bars the player rests on its unseen ability."""
    abstains("相手の場にはリバース状態の「霧の番人」だけ。相手は「この怪異は能力で攻撃目標に"
             "選べない」と言うけれど、テキストは確認できない。相手プレイヤーを攻撃目標に"
             "選べる？", "magical-girl")


def test_no_card_effect_involved_is_no_effect_reshuffle():
    """8-2-2: the main phase offers no reshuffle; 9-7 comes from 8-1-3 or an effect."""
    says("メインフェイズ中に山札が尽きた。カードの効果は一切関係ない。いまここで山札を再構成して"
         "いい？", "no")
    says("메인 페이즈에 패산이 0장이 됐어요. 카드 효과는 전혀 상관없어요. 지금 재구성해도 되나요?",
         "no")
    says("My deck hit 0 during my main phase, with no card effect in play. Can I reshuffle now?",
         "no")


def test_ok_closes_a_negated_claim():
    """506.1: the second player's first turn has its battle phase."""
    says("後攻の自分の1ターン目も、先攻の1ターン目と同じくバトルフェイズが無いから攻撃できない、"
         "でOK？", "no", "magical-girl")
    says("후공인 제 첫 턴도 선공 첫 턴처럼 배틀 페이즈가 없어서 공격 못 하는 거, 맞죠?", "no",
         "magical-girl")
    # an English tag closing a claim with one can-verb is read like the Japanese 「でOK？」
    says("I'm going second: my first turn has no battle phase either, just like the first "
         "player's first turn, so I can't attack. OK?", "no", "magical-girl")


def test_a_certain_loss_is_asked_against_the_best_choice():
    """10-10, 5-8-3-2: each 焦燥 may go to the Aura, so Aura 2 keeps Life 1."""
    says("山札0枚で再構成はしない。オーラ2、ライフ1。開始フェイズの2枚ドローの焦燥で、もう負け確定"
         "だよね？", "no")
    says("My deck is empty and I didn't reshuffle. Aura 2, Life 1. The start phase's two draws "
         "mean the desperation damage kills me for sure, right?", "no")
    says("My deck is empty and I didn't reshuffle. Aura 0, Life 1. The start phase's two draws "
         "mean the desperation damage kills me for sure, right?", "yes")


def test_the_player_in_person_as_the_target():
    """803.3b: a reversed monster that cannot be chosen does not bar the player."""
    says("Bの場のリバース状態の怪異は1体だけで、『攻撃目標として選択できない』能力を持っている。"
         "AはB本人を攻撃目標に選べるか？", "yes", "magical-girl")
    says("B's only reversed monster has an ability saying it cannot be chosen as an attack "
         "target. Can A choose B herself as the attack target?", "yes", "magical-girl")


def test_an_objection_is_a_claim_to_judge():
    """803.3b: recovered and rested monsters do not bar the player."""
    says("Bの場にはリカバー状態の怪異1体とレスト状態の怪異1体がいた。Bは『リカバー状態の怪異が"
         "いるから、Aは私を直接攻撃できない』と異議を出した。Bの異議は通るか？", "no",
         "magical-girl")


def test_a_belief_with_its_subject_before_the_verb():
    """803.3b: recovered monsters do not bar the player as the target."""
    says("相手の怪異は2体ともリカバー状態。相手が怪異を支配している限り相手プレイヤーは攻撃目標に"
         "できない、と私は思っている。正しい？", "no", "magical-girl")


def test_field_cards_sent_do_not_count_the_substitute():
    """11.2.3, 11.6.2, 11.6.1: 0 against 0 sends both field cards; the 身代わり card came
    from the hand."""
    says("パワー2000の私のカードが、相手の場の表向きレスト状態のパワー0のカードを攻撃。相手は"
         "手札の｛身代わり｝を持つカードを公開して墓地へ。このバトルで墓地へ行く場のカードは何枚？",
         "2", "histoy")


def test_what_the_enhancement_holds_once_placed():
    """9-2-3 ⅲ, 5-10: 納 takes as many as the dust and the user's aura can give."""
    says("納が4の《付与》カードを使う。ダストは1、自分のオーラは2。付与札に置いたとき、この"
         "カードの上の桜花結晶はいくつ？", "3")


def test_no_cost_said_is_no_cost_to_read():
    """9-2-3 ⅲ: 納3 with dust 1 and aura 1 holds 2; 「消費なし」 is no 消費 to place."""
    says("間合5、ダスト1、自分のオーラ1、集中力2。納3の《付与》カード（消費なし）を手札から使った。"
         "このカードに乗る桜花結晶はいくつ？", "2")
    says("Distance 5, Dust 1, my Aura 1. I play an Enhancement with Charge 3 (no cost) from my "
         "hand. How many tokens end up on it?", "2")


def test_storage_may_come_from_both_zones():
    """9-2-3 ⅲ 「２つの領域にまたがって選んでもよい」."""
    says("納2の付与札を使う。納める桜花結晶をダストとオーラから分けて取ってもいい？", "yes")
    says("납 2인 부여패를 쓸 때, 올릴 벚꽃결정을 더스트와 오라에서 나눠서 가져와도 되나요?", "yes")
    says("When I play an Enhancement with Charge 2, may I take some of the tokens from the Dust "
         "and some from my Aura?", "yes")


def test_bracketed_zone_counts_and_an_empty_dust_in_words():
    """9-2-3 ⅳ: 【展開時】 resolves even when 納 finds too few crystals (5-10)."""
    says("納3の付与カードを使用した。＜ダスト＞に桜花結晶は0個、自分の＜オーラ＞には1個だけ。"
         "【展開時】効果は解決される？", "yes")
    says("ダストに桜花結晶がなく、自分のオーラも0。この状態で納2の付与札を使った。【展開時】効果は"
         "解決される？", "yes")


def test_the_destroy_section_asked_after_the_deploy_one():
    """9-2-3 ⅳ, 5-5-2, 9-5 ⅰ: an enhancement left with no crystal is discarded at once and its
    【破棄時】 resolves."""
    says("ダスト0、自分のオーラ0で納3の付与札を使った。【展開時】効果の解決後、このカードの"
         "【破棄時】効果は解決される？", "yes")
    says("With 0 Dust and 0 Aura I play an Enhancement with Charge 3. After its On-deploy "
         "(展開時) effects, does its On-destroy (破棄時) effect resolve?", "yes")


def test_a_cards_target_aimed_at_the_attacker():
    """803.6, 804.1: 'destroy target Servant' aimed at my attacker destroys my attacker."""
    says("I declare an attack with my 2000-ATK Servant on an opposing Servant. In the priority "
         "after it, my opponent casts a spell reading 'destroy target Servant with ATK 2000 or "
         "less' targeting my attacker. Is my Servant destroyed?", "yes", "magical-girl")


def test_a_special_said_not_full_power_in_english():
    """9-3-1: the 消費 is paid from the Flare, which the question leaves unsaid."""
    a = ask_engine("Life 6, Aura 3, Vigor 2, Dust 4, Distance 5. Can I use an unused Action "
                   "Special that costs 4 and is not 《全力》 in a standard action?")
    assert a.verdict is None
    assert a.missing == ["the opponent's Aura"]


def test_my_monsters_state_written_before_the_owner():
    """803.3b: whether the player may be targeted rests on the opposing monsters' states."""
    assert abstains("상대 필드에 괴이가 2체 있어요. 레스트 상태인 제 괴이… 아니, 리커버 상태인 제 "
                    "괴이로 상대 플레이어를 직접 공격할 수 있나요?", "magical-girl")


def test_a_start_phase_claim_confirmed_in_its_own_sentence():
    """5-1-4 補足: at Vigor 2 the gain is still replaced by losing Flinch (8-1-3 ⅰ)."""
    says("自分は畏縮していて集中力は上限の2。最初のターンではない自分の開始フェイズでは、集中力が"
         "増やせないので畏縮は残る、と思っている。合ってる？", "no")
    says("I'm Flinched with Vigor 2 (the cap). I think that in the start phase of a later turn "
         "of mine the Flinch just stays. Is that correct?", "no")


def test_the_opponents_hand_beside_my_end_phase():
    """8-3-2: only the turn player's hand is cut to 2."""
    says("私のターンの終了フェイズ。私の手札は5枚（どれも伏せ札にできる通常札）、相手の手札は3枚。"
         "終了フェイズ既定処理で私が伏せ札にするのは何枚？", "3")
    says("End phase of my turn: I hold five normal cards, and my opponent is holding two. How "
         "many cards do I put face down?", "3")


def test_a_voiced_claim_is_no_card_name():
    """5-1-4 補足: the Flinch goes even at Vigor 2."""
    says("自分の2ターン目の開始フェイズ。集中力2（上限）で畏縮している。相手は「上限だから畏縮は"
         "残る」と言う。開始フェイズ後も畏縮したまま？", "no")


def test_a_count_asked_of_each_player_is_two_answers():
    """8-3-2: two counts asked as one question get no single number."""
    abstains("My end phase: I have 4 cards in hand and my opponent has 5. How many cards does each "
             "of us put face down?")


def test_a_claim_voiced_without_quotes_or_by_a_label():
    """9-7 ⅰ, 4-1: the rule reshuffle at Life 1 loses; 5-1-4 補足 at the cap."""
    says("My start phase, not my first turn. Life 1, Aura 3, deck empty. I reshuffle. My "
         "opponent: 'You just lost.' No other effects. Who wins?", "the opponent")
    says("私の開始フェイズ（最初のターンではない）。ライフ1、山札0で、山札の再構成を行う。相手「それで"
         "終わりだね」。他に効果はない。どちらが勝つ？", "the opponent")
    says("Start phase of my fourth turn. Vigor 2, the cap, and I'm Flinched. My opponent says I "
         "can't gain Vigor at the cap, so the Flinch stays. Am I still Flinched after the start "
         "phase?", "no")


def test_a_lettered_monsters_state_in_its_parentheses():
    """804.4: a reversed target is compared by its DEF; the attacker's state is its own."""
    says("自分の怪異X（攻撃力4000／防御力1000、リカバー状態）で、相手のリバース状態の怪異Y"
         "（攻撃力2000／防御力5000）を攻撃した。バトル判定でYは破壊される？", "no", "magical-girl")


def test_another_monster_asked_in_place_of_the_told_one():
    """803.4 returns to the choice of the attacker: which other monster is asked is not played."""
    abstains("攻撃に「手札を1枚捨てる」必要がある怪異で攻撃しようとしたが、手札が0枚だった。別の"
             "リカバー状態の怪異を選び直して攻撃できる？", "magical-girl")


def test_an_effects_activation_is_not_an_attack():
    """5.5.1: the first turn bars attacking, not the phase; the effect's text is not given."""
    abstains("It's the second player's first turn. I have a face-up card whose effect activates "
             "'at the start of the attack phase'. Can that effect be activated?", "histoy")


def test_stop_being_flinched_is_the_flinch_going():
    """5-1-4: two claims at once (Flinch gone, Vigor stays) get no single yes."""
    abstains("I'm at Vigor 2 (the cap) and Flinched. In my next start phase I just stop being "
             "Flinched and stay at 2 Vigor, right?")


def test_another_recovered_monster_attacks_in_place():
    """803.4 returns to the choice of the attacker; a recovered monster may attack (803.3a)."""
    says("攻撃に必要な行動ができず、その怪異では攻撃できなかった。続けて別のリカバー状態の怪異を"
         "選んで攻撃できる？", "yes", "magical-girl")


def test_a_voiced_claim_is_not_the_asked_sentence():
    """8-1-3: the asked value is the hand, not the Vigor the opponent's claim names."""
    says("Judge call. My start phase, not my first turn. Vigor 0, not Flinched, hand 1, deck 6. "
         "Opponent: 'you go to Vigor 1 and draw 2.' How many cards are in my hand after the "
         "start phase?", "3")


def test_the_opponents_hand_alone_is_not_mine():
    """8-3-2: with only the opponent's hand told, my own hand count is missing."""
    abstains("私の終了フェイズ。相手の手札は4枚、私は集中力2・オーラ3。このターンは2枚引いてカードを"
             "1枚使った。私は何枚伏せ札にする？")


def test_a_lettered_attack_with_its_damage_names_the_turn_player():
    """5-8-3-2 with 'both damages': the lettered attacker is the turn player."""
    says("A's 3/2 attack had been given 'the opponent takes both damages'. B had Aura 2 and "
         "Life 7. What were B's Aura and Life after it resolved?", "Aura 0, Life 5")
    says("Aの3/2の《攻撃》には『両方のダメージを受ける』効果が与えられていた。Bはオーラ2、ライフ7"
         "だった。解決後のBのオーラとライフはいくつだったか？", "Aura 0, Life 5")


def test_tapped_is_both_games_rest():
    """'Tapped' is the rested state of magical-girl monsters as of Hi!story cards."""
    from judge.answer.detect import detect_game

    assert detect_game("One of my monsters is tapped — rested, I mean. Can it attack?").game \
        == "magical-girl"


def test_that_monster_after_my_attack_on_the_player_is_my_attacker():
    """803.4a, 804.1: an attacker that leaves corrupts no Orb."""
    says("相手のオーブは3。私の怪異が相手プレイヤーを攻撃したが、攻撃宣言ステップの優先権処理で相手の"
         "効果によりその怪異が戦場を離れた。この攻撃で穢される相手のオーブはいくつ？", "0",
         "magical-girl")
    says("The opponent has 3 Orbs. My monster attacks the opponent player, but in the priority "
         "processing of the attack declaration step an opponent's effect makes it leave the "
         "battlefield. How many Orbs does this attack corrupt?", "0", "magical-girl")


def test_who_gets_priority_first():
    """803.6, 804.6: 「ターンプレイヤーに優先権が与えられ」 in every step's 優先権処理."""
    says("攻撃する怪異と攻撃目標が選ばれ、その怪異がレストした後の優先権処理では、どちらのプレイヤーが"
         "最初に優先権を得るか？", "the turn player", "magical-girl")
    says("After the battle judgment, which player is given priority first?", "the turn player",
         "magical-girl")
    # asked of "me", the answer is a person: left alone
    abstains("After my attack declaration, who gets priority first, me or my opponent?",
             "magical-girl")


def test_who_gets_priority_first_asked_by_sides_or_as_yes_no():
    """803.6: the attacking (turn) player; a yes/no about one player is not read as a name."""
    says("After the attack is declared, who receives priority first: the attacking player or the "
         "defending player?", "the attacking player", "magical-girl")
    abstains("In the priority right after the attacker and target are chosen, does the "
             "non-turn player get priority first?", "magical-girl")


def test_wave_seventy_one_negated_tags_and_confirms():
    """803.3b: a recovered monster does not bar the player; 9-2-3 ⅳ: 【展開時】 still resolves."""
    says("相手の場に怪異が1体でもいたら直接攻撃できないと思っていました。相手の怪異がリカバー状態の"
         "1体だけでも、やっぱりプレイヤーは狙えないんですよね？", "no", "magical-girl")
    says("納2の付与札を使ったが、自分のオーラもダストも0。桜花結晶を置けないので【展開時】効果は"
         "解決されないはずですよね？", "no")
    says("相手の怪異はリカバー状態の1体だけ。怪異がいる限りプレイヤーには攻撃できないんだよね？",
         "no", "magical-girl")
    # must-statements are no negation: 「伏せ札にしないといけないんですよね」
    assert negative_question("手札上限は2なので、2枚伏せ札にしないといけないんですよね？") is None
    # bare negative questions are unclear
    assert negative_question("後攻も最初のターンは攻撃できない？") == "unclear"
    assert negative_question("첫 턴에는 드로우를 안 하나요?") == "unclear"
    assert negative_question("있는 두 개만 내고 쓰는 건 안 되나요?") != "unclear"


def test_a_monster_of_mine_as_the_target():
    """803.3b: one's own monster is no legal attack target."""
    says("I control a reversed monster. Can my recovered monster pick that reversed monster of "
         "mine as its attack target?", "no", "magical-girl")


def test_a_japanese_gloss_after_a_quote_is_no_hit_on_me():
    """5-8-3-2 'both damages' on a lettered attack: B takes both."""
    says("Player A's 3/1 attack had gained 'take both damages' (両方のダメージを受ける). B had "
         "Aura 4, Life 6, Flare 0. What were B's Aura and Life afterwards?", "Aura 1, Life 5")


def test_a_token_moved_off_is_not_the_count_on_it_in_korean():
    """8-1-3 ⅱ, 9-5: whether it is destroyed rests on the tokens it had."""
    abstains("제 두 번째 턴 개시 페이즈 기정처리에서 제 부여패 위의 벚꽃결정이 1개 <더스트>로 "
             "이동했습니다. 이 부여패는 파기됩니까?")


def test_a_basic_action_asked_in_a_full_power_turn_is_no_card_use():
    """8-2-2 B: a full-power action allows no basic action; never 'yes' by the card's use."""
    says("On a turn where I chose the full-power action, can I Advance paying Vigor after "
         "playing my full-power card?", "no")
    # in Japanese the 全力 card beside it is not placed: no verdict, and it says why
    assert abstains("全力行動を選んだターンに、全力カードを使ってから集中力で前進できる？") == [
        "「全力」の扱い（質問の読み取りが対応していない）"]
