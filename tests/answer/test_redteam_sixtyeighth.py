"""Fixes from the sixty-eighth wave of red-team sets (rt369–rt376), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from judge.answer.extract.kinds import confirms_negation
from tests.answer.asking import abstains, says


def test_a_claim_that_a_step_is_skipped():
    """8-1-3: each player's first turn skips the start phase's Vigor and draws."""
    says("後攻の最初のターンも、開始フェイズの集中力+1と2枚ドローはなし、ですよね？", "yes")
    says("후공의 첫 턴도 개시 페이즈의 집중력 +1과 2장 드로우는 없는 거죠?", "yes")
    says("On the second player's first turn the start phase also skips the +1 Vigor and the "
         "two-card draw, right?", "yes")


def test_a_tag_after_a_comma():
    """803.5a, 804.1: a target that leaves does not turn the attack onto the player."""
    says("相手の怪異に攻撃したら、優先権の処理でその怪異が戦場を離れた。相手プレイヤーへの攻撃に"
         "変わったりはしない、よね？", "yes", "magical-girl")


def test_stopped_by_a_rule_is_the_restriction_applying():
    """5.5.2: an effect's set in the effect phase is not under the turn-one restriction."""
    says("1ターン目（後攻）。効果発動フェイズに、カードの効果で自分の場のカードの上にセットする"
         "ものを使う。1ターン目はセットできないルールで止められる？", "no", "histoy")


def test_a_claimed_absence_confirmed():
    """10-40: the 'if you do' part resolves only when the first part was done in full."""
    says("「あなたのオーラから桜花結晶を2つフレアへ。そうした場合カードを1枚引く」。オーラが1しか"
         "なかったので1つだけ移った。これ、ドローはなし、で合ってる？", "yes")
    says("'Move 2 Sakura tokens from your Aura to your Flare. If you do, draw a card.' My Aura "
         "was 1, so only one moved. No draw then, right?", "yes")


def test_what_a_lettered_monster_can_choose_is_no_yes_no():
    """803.3b: a list of targets, not a yes/no."""
    abstains("It's my battle phase. I control recovered monster A (ATK 2000). The opponent "
             "controls monster B (rested) and monster C (recovered). What can A choose as its "
             "attack target?", "magical-girl")


def test_unavoidable_is_no_negation_in_a_belief():
    """不可避 and 対応不可 are keywords: a belief naming them is not negated."""
    assert not confirms_negation("不可避の攻撃を受けるという理解で合っていますか？")
    assert not confirms_negation("対応不可の攻撃なので、ダメージはライフで受けるという理解で合って"
                                 "いますか？")
    assert confirms_negation("この攻撃は対応不可なので対応できないという理解で合っていますか？")


def test_the_player_not_the_monster_is_what_cannot_be_chosen():
    """803.3b: a targetable reversed monster bars the player; no win by 804.5."""
    says("相手のオーブは0ですが、相手の場には攻撃目標として選べるリバース状態の怪異が1体います。"
         "この状況では相手プレイヤーを攻撃目標に選べないので、この攻撃で勝つことはできない、"
         "という理解で正しいですか？", "yes", "magical-girl")


def test_korean_belief_that_the_attack_fails():
    """9-4 ⅲ: 不可避 skips the range check; the belief that it fails is wrong."""
    says("상대가 불가피를 가진 《공격》(적정거리 2-3)을 간격 3에서 사용했습니다. 저는 대응으로 "
         "간격을 4로 벌렸으니 적정거리를 벗어나서 이 《공격》은 실패한다고 생각하는데, 맞나요?",
         "no")


def test_a_speaker_label_owns_what_it_lists():
    """803.3b: the opponent's reversed, targetable monster bars the player."""
    says("Judge. My battle phase. Opponent: 2 Orbs and one monster in reverse position (ATK 500 "
         "/ DEF 500, a legal target). My recovered monster has ATK 3000. Can I choose the "
         "opponent player as the attack target?", "no", "magical-girl")


def test_the_asked_zone_not_a_quoted_claims():
    """5-8-3-2: the Aura side needs as many tokens as the Aura damage; the Aura is unsaid."""
    assert abstains("Judge. Distance 3, my Life 7. The opponent's 3/1 attack hits. Opponent: "
                    "'not enough Aura, take it on Life.' Me: 'I'll take it on Aura.' Can I take "
                    "it on Aura?") == ["the current value of オーラ"]


def test_a_state_only_named_after_whether():
    """804.3/804.4: whether the target was reversed decides which value is compared."""
    assert abstains("A's monster (ATK 2500) attacked B's monster Y (ATK 3000, DEF 1500). Nobody "
                    "wrote down whether Y was reversed at the battle judgement. Was Y destroyed?",
                    "magical-girl") == ["the fact the question says is not known (the answer "
                                        "may turn on it)"]


def test_life_damage_from_the_draws_in_total():
    """7-1-6, 10-10, 5-8-3-2: two draws from an empty deck are two 焦燥; Aura 0 takes them on
    Life."""
    says("山札が0枚です。自分のターン（最初のターンではない）の開始フェイズで、再構成はせずに2枚"
         "引きます。オーラ0、ライフ4です。このドローで合計いくつのライフダメージを受けますか？",
         "2")
    says("My deck is empty. In my start phase (not my first turn) I skip the reshuffle and draw "
         "2. Aura 0, Life 5. How much Life damage do I take from these draws in total?", "2")


def test_a_second_attacker_after_a_first_battle():
    """805.5, 804.5: the probe plays one battle; the second attacker's is not played."""
    abstains("Opponent has 1 Orb and no monsters. My first monster attacks the player and "
             "corrupts their last Orb. If my second, recovered monster then attacks the player, "
             "who wins?", "magical-girl")


def test_a_case_report_told_by_the_card_played():
    """5-8-3-2: B's Aura 2 cannot take 3; Life 7 − 1 = 6 (A played the attack)."""
    says("プレイヤーBはオーラ2、ライフ7、集中力1で、間合は3だった。プレイヤーAが「斬」（適正"
         "距離3-4、ダメージ3/1）を使用し、Bは対応しなかった。解決後、Bのライフはいくつになった"
         "か？", "6")
    says("플레이어 B는 오라 2, 라이프 7이었고 간격은 3이었습니다. 플레이어 A가 「참」(적정거리 "
         "3-4, 대미지 3/1)을 사용했고 B는 대응하지 않았습니다. 해결 후 B의 라이프는 얼마가 "
         "되었나요?", "6")
    says("Player B had Aura 2 and Life 7; the Distance was 3. Player A played Slash (斬, range "
         "3-4, damage 3/1) and B did not react. What was B's Life afterwards?", "6")


def test_an_obligation_tag_is_no_negative_question():
    """5-8-3-2: Aura 2 cannot take 3, so the damage must go on Life; with Aura 3 it need not."""
    says("3/1の攻撃が当たった。オーラ2、ライフ5。ライフで受けなければいけない、よね？", "yes")
    says("3/1の攻撃が当たった。オーラ3、ライフ5。ライフで受けなければいけない、よね？", "no")


def test_an_advance_lowering_the_distance_is_no_modifier():
    """9-6-1: the Advance itself moves the token; no 5-2-1 modifier is told."""
    says("間合5、オーラ1です。《前進》を1回行い、現在の間合を1下げた。オーラはいくつですか？", "2")


def test_the_game_advanced_to_a_phase_is_no_advance():
    """8-3-2, 5-1-3: four cards in hand at the end phase, two go face down."""
    says("The game has advanced to my end phase. I hold 4 cards and nothing changes the hand "
         "limit. How many cards do I put face down?", "2")


def test_lose_to_this_attack_is_not_the_opponents_attack():
    """5-8-3-2: the opponent's Aura, unsaid, decides whether they may take it on Aura."""
    assert abstains("At Distance 3, I play an attack card with range 3-4 and damage 3/2. The "
                    "opponent has 2 Life and does not react. Does the opponent lose to this "
                    "attack?") == ["whether the damage is taken on Aura or Life"]


def test_the_attackers_def_is_not_the_targets():
    """804.4: a reversed target battles by its own DEF 4000; 3000 does not destroy it."""
    says("相手のリバース状態の怪異（攻撃力1000）を、攻撃力3000・防御力500の自分の怪異で攻撃しました。"
         "その相手の怪異の防御力は4000です。相手の怪異は破壊されますか？", "no", "magical-girl")


def test_my_own_monster_destroyed_is_not_asked_as_can_destroy():
    """804.3/804.4: battle judgement destroys only the attacked monster."""
    says("ATK 2000 내 리커버 상태 괴이로 상대 리버스 상태 괴이(ATK 5000, DEF 1000)를 공격함. "
         "내 괴이는 파괴됨?", "no", "magical-girl")


def test_a_substitute_said_not_used():
    """11.1.2: no 身代わり was used; the substitute's −3000 is not applied."""
    abstains("상대 덱을 파워 5000으로 공격했습니다. 상대는 블록도 하지 않았고 미가와리를 사용하지 "
             "않았습니다. 몇 장이 묘지로 갔나요?", "histoy")
    abstains("My 4000-power card attacks the opponent's deck. They hold a card with {Substitute} "
             "but decided not to play a card with {Substitute}, and they don't block. How many "
             "cards go from their deck to the graveyard?", "histoy")


def test_my_recovered_monster_on_their_reversed_one():
    """804.4: 3000 beats the reversed target's DEF 1000."""
    says("In my turn I declare an attack: my recovered 3000-ATK monster on the opponent's "
         "reversed monster (ATK 4000 / DEF 1000). Is the opponent's monster destroyed?", "yes",
         "magical-girl")


def test_an_untargetable_effect_quoted_with_the_player_as_subject():
    """803.3b: a reversed monster that cannot be chosen does not bar the player."""
    says("相手の場にはリバース状態の怪異が1体いますが、その怪異は「相手プレイヤーはこの怪異を攻撃目標"
         "に選べない」という効果を持っています。相手プレイヤーを攻撃目標に選べますか？", "yes",
         "magical-girl")


def test_a_gloss_of_the_effect_name_is_no_clause():
    """4-2 1: no 'does not lose' nor 'cannot win' effect: both at 0 is a draw."""
    says("Both players' Life hits 0 at the same time. Neither player has a 'does not lose' "
         "(敗北しない) or 'cannot win' (勝利できない) effect. Who wins?", "draw")
    abstains("私には『敗北しない』効果が適用されています（相手にはありません）。ある効果でお互いの"
             "ライフが同時に0になりました。勝敗はどうなりますか？")


def test_stats_written_per_clause_with_their_owners():
    """804.4: the reversed target's DEF 4000 holds against ATK 3000."""
    says("相手の怪異はリバース状態で攻撃力1000・防御力4000、自分のリカバー状態の怪異は攻撃力3000・"
         "防御力500です。自分の怪異で相手の怪異を攻撃すると、相手の怪異は破壊されますか？", "no",
         "magical-girl")


def test_a_lettered_attacker_with_its_stats_in_parentheses():
    """804.4: A's 3000 beats B's reversed monster's DEF 2000."""
    says("Aの怪異（攻撃力3000、リカバー状態）がBのリバース状態の怪異（攻撃力4000・防御力2000）を"
         "攻撃目標にしました。Bの怪異は破壊されますか？", "yes", "magical-girl")


def test_quoted_effects_denied_together():
    """4-2 1: with no 'does not lose' nor 'cannot win' effect, both at 0 is a draw."""
    says("両プレイヤーのライフが同時に0になりました。『敗北しない』『勝利できない』効果はどちらにも"
         "適用されていません。結果は？", "draw")
    says("두 플레이어의 라이프가 동시에 0이 되었습니다. '패배하지 않는다'·'승리할 수 없다' 효과는 "
         "누구에게도 적용되지 않습니다. 결과는?", "draw")


def test_an_abandoned_belief_before_the_confirmed_one():
    """804.3: a recovered target battles by ATK; 3000 beats 2500, so 'can destroy' is right."""
    says("自分の攻撃力3000の怪異で、相手のリカバー状態の怪異（攻撃力2500／防御力4000）を攻撃しました。"
         "防御力4000のほうが高いので破壊できないと思っていたのですが、リカバー状態の怪異は攻撃力同士"
         "で比べるので破壊できる、という認識で合っていますか？", "yes", "magical-girl")


def test_the_attacked_monster_as_the_topic_of_its_stats():
    """804.4: the attacked (reversed) monster's DEF 2000 against my ATK 5000."""
    says("攻撃されている怪異はリバース状態で、攻撃力は7000、防御力は3000です。攻撃を行っている私の"
         "怪異の攻撃力は4000です。攻撃されている怪異は破壊されますか？", "yes", "magical-girl")


def test_a_stats_def_belongs_to_the_nearest_atk():
    """804.4: the reversed defender's DEF 5000 holds against ATK 4000."""
    says("攻撃力4000の怪異が、リバース状態で防御力5000（攻撃力500）の怪異を攻撃。攻撃された怪異は"
         "破壊されますか？", "no", "magical-girl")


def test_choosing_the_aura_side_worded_with_nohou():
    """5-8-3-2: Aura 2 cannot take 3 Aura damage."""
    says("ユリナの「斬」（適正距離3-4、3/1）を間合4で受けました。自分のオーラは2、ライフは6です。"
         "ダメージを受けるとき、オーラへの3ダメージのほうを選べますか？", "no")


def test_the_non_turn_player_using_an_ability_is_no_turn_cue():
    """804.5: B's added Orb means A's attack does not win."""
    says("A's battle phase. B has 0 Orbs and no monsters. A declares an attack on player B. "
         "During the priority process of the attack declaration step, B uses an ability that "
         "adds one Orb. Does A win with this attack?", "no", "magical-girl")


def test_the_asker_s_attacker_makes_the_other_monster_the_target():
    """804.4: the reversed enemy's DEF 4 against my 5 ATK."""
    says("Reversed enemy monster, 7 ATK / 3 DEF; my attacker has 4 ATK. Destroyed?", "yes",
         "magical-girl")


def test_skipped_asked_once_not_flipped_twice():
    """8-1-3: the first player's first turn skips the start phase's gain and draws."""
    says("First turn, I'm going first. The start-phase stuff — gaining 1 Vigor and drawing 2 — "
         "gets skipped entirely on this turn, right?", "yes")


def test_the_opponents_claimed_miss_is_not_the_question():
    """9-4 ⅲ: 不可避 skips the range check; the damage is dealt."""
    says("간격 4. 이번 공격 카드는 적정거리 3-4, 3/1에 불가피가 있습니다. 상대는 대응으로 간격을 "
         "5로 만들고, 적정거리 밖이니 빗나간다고 했습니다. 이 공격의 대미지가 들어가나요?", "yes")


def test_a_quoted_card_with_a_keyword_beside_its_numbers_needs_its_text():
    """対応不可 with an unheard parameter: the card's text decides whether a 切札 may react."""
    abstains("間合3。相手の《攻撃》「夜影縫」（適正距離2-3、3/2）は何かしらの対応不可を持っている"
             "と相手は言うのですが、括弧の中の指定は聞き取れませんでした。私は未使用の《対応》切札"
             "（消費1）とフレア2を持っています。この切札で対応できますか？")


def test_my_own_attacker_asked_destroyed():
    """804.3/804.4: battle judgement destroys only the attacked monster."""
    says("ATK 2000 내 리커버 상태 괴이로 상대 리버스 상태 괴이(ATK 5000, DEF 1000)를 공격했어요. "
         "제 괴이는 파괴되나요?", "no", "magical-girl")
    says("공격력 2000인 제 괴이로 리버스 상태인 상대 괴이(공격력 1000, 방어력 3000)를 공격했어요. "
         "배틀 판정에서 상대 괴이 파괴돼요?", "no", "magical-girl")


def test_stats_told_of_the_attacked_and_the_attacking_monster():
    """804.4: the switched-to-reversed target battles by DEF 1; ATK 3 destroys it."""
    says("攻撃宣言ステップの優先権処理で、攻撃されている怪異（攻撃力6・防御力2）が効果でリバース"
         "状態になりました。攻撃を行っている怪異の攻撃力は4です。攻撃されている怪異は破壊されますか？",
         "yes", "magical-girl")


def test_what_is_the_result_is_no_value_question():
    """4-2 1: both at 0 with no such effects is a draw."""
    says("Resolving an effect leaves both players at Life 0 at the same time. Neither has a "
         "'does not lose' or 'cannot win' effect. What is the result?", "draw")


def test_on_aura_if_she_could():
    """5-8-3-2: with B's Aura unrecorded, whether the Aura side may be taken is open."""
    assert abstains("Player A made a 3/2 attack, and Player B, at Life 6, said she would take it "
                    "on Aura if she could. B's Aura count was not recorded. What was B's Life "
                    "afterwards?") == ["the current value of オーラ"]
