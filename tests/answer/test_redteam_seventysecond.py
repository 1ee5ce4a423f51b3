"""Fixes from the seventy-second wave of red-team sets (rt401–rt408) and the '-' damage
questions before it, asked in paraphrase on the real engines (no rulings)."""

from __future__ import annotations

from judge.answer.extract import sakura_nothing
from tests.answer.asking import abstains, ask_engine, says


def test_a_dash_side_claimed_to_do_nothing():
    """5-8-3-2: if one side is '-', the other side is taken (the Korean translation's 'do
    nothing' is a mistranslation the Japanese text does not have)."""
    says("The Korean rules text says 'when either half of the damage is \"-\", nothing happens'. "
         "So a -/2 attack that hits me does nothing to me, right?", "no")
    says("韓国語版のルールに「片方のダメージが「-」なら何もしない」と書いてあった。-/2の《攻撃》を"
         "受けても何も起きない、という理解で合っていますか？", "no")
    says("한글 룰에 '한 쪽 대미지가 「-」일 경우, 아무것도 하지 않는다'고 적혀 있던데, -/2 공격을 "
         "맞아도 아무 일도 없는 거죠?", "no")
    says("I'm hit by a 4/- attack and my Aura holds two Sakura tokens. Do I take nothing at all?",
         "no")


def test_the_aura_side_taken_when_the_life_side_is_a_dash():
    """5-8-3-2: with the Life side '-', the Aura side is taken even by a short Aura."""
    says("The opponent's attack deals 4/- and I have just 2 Aura. Does the rest spill over onto my "
         "Life?", "no")
    says("相手の《攻撃》は4/-で、私のオーラは2しかありません。足りない分がライフに回ってきますか？",
         "no")
    says("상대 공격이 4/-인데 제 오라는 2개뿐입니다. 모자란 만큼 라이프로 넘어오나요?", "no")
    says("My Aura is 2 and a 4/- attack hits me. Does this attack reduce my Life?", "no")
    says("The opponent's attack deals 4/- and I've only got 2 Aura. Since my Aura can't cover 4, "
         "I end up taking it on Life instead, right?", "no")
    says("オーラ2、ライフ5のときにダメージ4/-の《攻撃》を受けた。オーラが足りないので、代わりに"
         "ライフにダメージを受けるのか？", "no")


def test_a_dash_damage_taken_without_the_word_attack():
    """'take 4/- damage': a damage pair dealt to the asker, resolved by 5-8-3-2."""
    says("I'm at Aura 2, Life 5 and take 4/- damage. Since my Aura is short, do I have to take it "
         "on Life instead?", "no")
    says("オーラ2、ライフ5のときに「4/-」のダメージを受けました。オーラが4に満たないので、"
         "ライフで受けることになりますか？", "no")


def test_the_life_damage_taken_is_asked_by_zone():
    """5-8-3-2: '-/3' puts 3 on Life; 'how much damage do I take to Life' is that loss."""
    a = ask_engine("The opponent's attack deals -/3. I have Aura 4 and Life 7. When it hits, how "
                   "much damage do I take to Life?")
    assert (a.verdict, a.verdict_source) == ("3", "simulation")
    says("相手の《攻撃》のダメージは「-/3」。自分のオーラは4、ライフは7。この《攻撃》が当たった"
         "とき、ライフへのダメージはいくつ受けるか？", "3")
    says("상대 공격 대미지가 -/3입니다. 제 오라는 4, 라이프는 7이에요. 이 공격이 맞으면 라이프 "
         "대미지를 몇 받나요?", "3")


def test_a_free_choice_leaves_the_life_damage_open():
    """5-8-3-2: with both sides integers and the Aura able to hold it, the defender chooses."""
    abstains("The opponent's attack deals 3/1. I have Aura 4 and Life 6. How much Life damage do "
             "I take?")


def test_a_declared_zone_judged():
    """5-8-3-2: a declaration of the Life side against a '-' Life side is not allowed."""
    says("Player B, at Aura 4 and Life 3, was hit by an attack dealing 2/-. B declared he would "
         "take it on Life to keep his Aura. Was that allowed?", "no")
    says("Bはオーラ4、ライフ3の状態で、ダメージ「2/-」の攻撃を受けた。Bはオーラを温存したいので"
         "ライフで受けると宣言した。この宣言は認められたか？", "no")


def test_the_nothing_claim_reader():
    """Only the asked claim counts: not the quoted rules text, not an alternative question."""
    assert sakura_nothing.read("So a -/2 attack does nothing to me, right?") == (True, None)
    assert sakura_nothing.read("I think my Life doesn't drop. Is that right?") == (True, "life")
    assert sakura_nothing.read("It says 'if one side is -, do nothing'. What is my Life?") is None
    assert sakura_nothing.read("Does nothing happen, or do I take 2 to my Life?") is None


def test_a_loss_asked_with_jige_doenayo():
    """「지게 되나요」 asks about losing (4-2), not whether something may be done."""
    says("라이프가 1일 때 개시 페이즈에 재구성하면 그걸로 지게 되나요?", "yes")
    says("라이프가 6일 때 개시 페이즈에 재구성하면 그걸로 지게 되나요?", "no")
    abstains("개시 페이즈에 재구성하면 그걸로 지게 되나요?")


def test_a_negated_claim_tagged_yone_or_janai():
    """「…しないよね？」 and 「…されないんじゃないの？」 confirm a negated statement: the yes/no
    answers that statement."""
    says("隙を持つ付与札を出している。開始フェイズに山札の再構成をしてライフに1ダメージを受けても、"
         "隙は発動しないよね？", "yes")
    says("《攻撃》のダメージが打ち消されたら、【攻撃後】効果も解決されないんじゃないの？", "no")


def test_a_skip_asked_with_tobashimasu():
    """8-1-3: each player's first turn skips the start phase's default steps."""
    says("後攻プレイヤーの最初のターンの開始フェイズでは、後攻プレイヤーもカードを2枚引く処理を"
         "飛ばしますか？", "yes")


def test_the_face_down_pile_is_a_zone_not_a_facing():
    """'the face-down pile' (伏せ札) is not a card's side asked about (7-1)."""
    abstains("A card I played says 'choose 1 card from the face-down pile and put it on the bottom "
             "of the deck', without saying whose face-down pile. Must I choose from my own "
             "face-down pile?")


def test_an_enhancement_that_lowers_the_current_distance_is_a_modifier():
    """5-2-1: the current Distance after an effect is not the token count the probes place."""
    abstains("There were 3 Sakura tokens in the Distance, but an enhancement in play reduced the "
             "current Distance by 1. Player A, with Aura 2 and Vigor 1, paid 1 Vigor and declared "
             "the basic action Advance. Was that legal?")


def test_a_told_reaction_is_not_the_reaction_asked():
    """The opponent's reaction attack is told; the zone it is taken on is asked. Its card text
    is not read, so no verdict (it used to be played as the asker's reaction)."""
    abstains("상대가 '포파람'(비장패, 《공격》《대응》, 적정거리 2-4, 2/-)으로 대응했습니다. 제 "
             "오라에는 벚꽃결정이 1개밖에 없습니다. 이 2/-를 라이프로 받을 수 있나요?")


def test_magical_girl_negations_and_past_control():
    """803.3b: a reversed monster nothing shields keeps the player from being chosen; monsters
    the opponent 'controlled' with no state told leave it open."""
    says("상대 전장에 리버스 상태의 괴이가 1체 있습니다. 그 괴이를 공격 목표로 선택할 수 없게 하는 "
         "효과는 아무것도 없습니다. 상대 플레이어를 공격 목표로 선택할 수 있나요?", "no",
         game="magical-girl")
    abstains("B controlled two monsters. A declared an attack with B himself as the target. Was "
             "that declaration legal?", game="magical-girl")


def test_who_corrupts_the_orb_claimed():
    """804.5: the attacking monster's controller chooses the orb; a claim naming the attacked
    player is wrong, one naming the attacker right. "Who picks?" asks a phrase: no verdict."""
    says("When my attack on the player corrupts one of their Orbs, the defending player picks "
         "which Orb, right?", "no", game="magical-girl")
    says("My opponent's attack got through while I had 3 Orbs. I get to pick which Orb gets "
         "corrupted, right?", "no", game="magical-girl")
    says("My monster's attack on him (3 Orbs) goes through. He says he picks which Orb gets "
         "corrupted. Is he right?", "no", game="magical-girl")
    says("相手の怪異が私を攻撃してきました。私のオーブは3個あります。穢されるオーブは、攻撃された"
         "私が選べますか？", "no", game="magical-girl")
    says("My monster's attack on the opponent player went through. They have 3 Orbs. I'm the one "
         "who picks which Orb is corrupted, right?", "yes", game="magical-girl")
    abstains("My attack on the opponent player went through. They have 4 Orbs. Who chooses which "
             "Orb gets corrupted?", game="magical-girl")
    abstains("제 괴이 공격이 상대 플레이어한테 들어갔고 상대 오브가 3개일 때, 어떤 오브를 더럽힐지는 "
             "제가 고르나요, 상대가 고르나요?", game="magical-girl")


def test_a_speaker_quoted_then_asked_if_true():
    """「友達が『…できない』と言っています。本当ですか」: the quoted negated claim is confirmed
    (803.3a: a rested monster cannot be chosen to attack)."""
    says("友達が「リバース状態でなくても、レスト状態の怪異は攻撃宣言できない」と言っています。"
         "本当ですか？", "yes", game="magical-girl")


def test_a_self_corrected_word_is_read_as_corrected():
    """「クリーチャー…じゃなくて怪異」: only the corrected word is read (803.3a: rested)."""
    says("私のクリーチャー…じゃなくて怪異がレスト状態です。この怪異を攻撃する怪異として"
         "選べますか？", "no", game="magical-girl")


def test_the_attack_declared_on_the_player():
    """803.3b: 'declare the attack on the opponent player' names the player as the target."""
    says("My opponent has a reversed monster that I could legally target. Can I declare the "
         "attack on the opponent player instead?", "no", game="magical-girl")


def test_tokens_moving_into_a_zone_count_the_gain():
    """5-8-3-2: a 3/1 hit on an Aura of 2 goes to Life; one token moves Life → Flare."""
    says("Distance is 4. My board: Aura 2, Flare 3, Life 7, Vigor 1. My opponent swings a 3/1 "
         "attack with range 3-4 and I don't react. How many sakura tokens move into my Flare "
         "from this hit?", "1")
    says("間合は4。自分はオーラ2、フレア3、ライフ7、集中力1です。相手が適正距離3-4、ダメージ3/1の"
         "攻撃をしてきて、私は対応しません。この攻撃で私のフレアに移動する桜花結晶はいくつですか？",
         "1")


def test_draw_first_then_reshuffle_is_out_of_order():
    """8-1-3: the reshuffle is decided (ⅲ) before the two cards are drawn (ⅳ)."""
    says("In the start phase, can I draw my 2 cards first and then, if they're bad, decide to "
         "reshuffle?", "no")
    says("開始フェイズで、先に2枚引いてみて、いいカードが来なかったら山札の再構成をする、という"
         "順番でやってもいいですか？", "no")
    says("개시 페이즈에 먼저 2장을 뽑아 보고, 좋은 카드가 안 나오면 그때 패산 재구성을 하는 "
         "순서로 해도 되나요?", "no")


def test_a_miss_claimed_with_its_negated_half():
    """9-4 ⅲ: the reaction moved the Distance out of range, so the attack does not hit."""
    says("적정거리 3-4인 공격을 간격 4에서 썼어요. 상대가 대응으로 쓴 카드 때문에 간격이 5가 "
         "됐어요. 이제 적정거리 밖이니까 제 공격은 빗나가고 대미지는 안 들어가는 거, 맞나요?",
         "yes")


def test_a_two_part_claim_with_a_present_tense_verb():
    """8-1-3 ⅰ: at the Vigor cap a Flinched player loses the Flinch; "…does nothing and the
    Flinch stays" claims the Flinch stays, which is wrong."""
    says("At the start phase of my turn (not my first turn) I have Vigor 2, the maximum, and I am "
         "Flinched. I think that because my Vigor is already capped, gaining Vigor does nothing "
         "and the Flinch stays for this turn. Am I right?", "no")


def test_the_next_start_phase_without_whose():
    """After the asker's turn the next start phase is the opponent's: whose is not said."""
    abstains("I put out an Enhancement with Charge 3 this turn. How many tokens will it have "
             "after the next start phase?")


def test_nobody_reacts_is_no_reaction():
    """'Nobody reacts': the range modifiers are the attack's own, not a reaction's (10-4)."""
    abstains("An attack with range 3 has two modifiers: one effect says 'remove 4 from this "
             "attack's range', the other gives Range Extension (far 1). Nobody reacts. Does it "
             "hit at Distance 4?")


def test_the_end_of_battle_trigger_after_the_attacker_left():
    """804.1 → 805.1: with no battle judgment the battle end step still brings its trigger."""
    says("After I declare an attack, my attacking monster leaves the battlefield during the "
         "priority processing because of my opponent's effect. There's no battle judgment, but "
         "the 'at end of battle' trigger condition still occurs — correct?", "yes",
         game="magical-girl")
    says("My monster has '+2000 ATK until end of battle'. When the 'at end of battle' trigger "
         "condition occurs, is the +2000 still applied?", "yes", game="magical-girl")


def test_an_attack_whose_cost_cannot_be_paid_leaves_the_monster_as_it_was():
    """803.4: 「それが実行できない場合、この攻撃は行えず、攻撃を行う怪異の選択までゲームの状況が
    戻されます」 — the monster does not stay rested."""
    says("To attack with my monster I have to discard a card, but my hand is empty so I can't. "
         "Does the monster stay rested anyway?", "no", game="magical-girl")
    says("攻撃するのに手札1枚捨てる必要がある怪異。でも手札0で払えなかった。その怪異はレスト"
         "したまま？", "no", game="magical-girl")
    says("I couldn't carry out the action required to attack. Does the monster I tried to attack "
         "with stay rested?", "no", game="magical-girl")


def test_a_phase_ended_by_an_on_deploy_effect_discards_an_empty_enhancement():
    """10-13: an enhancement with no crystal goes to the discard without 【破棄時】."""
    says("プレイヤーAはオーラ0、ダスト0の状態で、納1で【破棄時】効果を持つ《付与》カードを使用"
         "した。その【展開時】効果によってメインフェイズが終了した。この付与カードの【破棄時】"
         "効果は解決されたか？", "no")


def test_a_negative_question_de_wa_arimasen_ka():
    """「…解決されないのではありませんか」 asks to confirm a negated statement; 納 that moved
    nothing does not stop 【展開時】 (9-2-3)."""
    says("納2の《付与》カードを使用しましたが、ダストにも私のオーラにも桜花結晶が1つもありません"
         "でした。桜花結晶を納められなかったのだから、このカードの【展開時】効果は解決されない"
         "のではありませんか？", "no")


def test_a_heard_rule_is_a_claim_not_a_prohibition():
    """506.1 skips only the first player's first battle phase; a heard rule or a speaker's
    quote is a claim, not an effect forbidding the attack (803.3a)."""
    says("I'm going second. I heard you can't attack on your first turn. On my first turn as "
         "second player, can I attack with a recovered (upright) monster?", "yes",
         game="magical-girl")
    says("Turn 2 of the game, the second player's first turn. They have one monster in recover "
         "state. First player: 'you can't attack on your first turn either.' Can the second "
         "player attack?", "yes", game="magical-girl")


def test_a_draw_after_a_fatal_reshuffle():
    """9-7 ⅰ: the reshuffle's damage at Life 1 ends the game (4-2) before 8-1-3 ⅳ's draw."""
    says("ライフが残り1です。自分のターンの開始フェイズで山札の再構成を選んだら、そのあと普通に"
         "2枚引けますか？", "no")
    says("I'm down to 1 Life. If I choose to reshuffle in my start phase, do I still get to draw "
         "my 2 cards afterwards?", "no")


def test_a_judgement_quoted_then_asked():
    """「『…有効にならない』と判断した。正しいか」: the quoted negated claim is confirmed; a
    全力化 part applies only in a full-power use (9-1-2), not as a reaction."""
    says("Bは、Aの《攻撃》への対応として、全力化の効果を持つ《対応》カードを使用した。Bは"
         "「対応で使ったのだから全力化の部分は有効にならない」と判断した。正しいか？", "yes")


def test_owners_and_unknown_states_in_korean_and_japanese():
    """804.3/804.4: the attacked monster's state decides; 「제 리커버 상태 괴이」 is the
    asker's, and 「相手の場に怪異1体（状態は不明）」 leaves 803.3b open."""
    abstains("제 리커버 상태 괴이(공격력 3000)로 상대 괴이(공격력 2500, 방어력 3500)를 "
             "공격했습니다. 도중에 아무 일도 없었다면 상대 괴이는 파괴되나요?",
             game="magical-girl")
    abstains("相手のオーブ3、相手の場に怪異1体（状態は誰も確認していない）。私はリカバーの怪異で"
             "プレイヤーを攻撃したい。できる？", game="magical-girl")


def test_two_things_asked_in_korean():
    """「어느 쪽이 얼마나 줄고, 무엇이 남나요」 asks two things: no single verdict."""
    abstains("상대의 3/1 공격을 받습니다. 저는 오라 2, 라이프 8입니다. 오라와 라이프 중 어느 "
             "쪽이 얼마나 줄고, 무엇이 남나요?")


def test_wave_75_readings():
    """9-2-1 ⅰ: an attack card of unstated range may be out of range; 9-6 ⅰ-A's choice form
    written 「전진 또는 후퇴」; 「불가능한가요」 and 「できないのか。」 are negative questions;
    「解けないですよね」 confirms a negated claim (8-1-3 ⅰ removes the Flinch); "in total" over
    both hands in the opponent's end phase is not the asker's count."""
    abstains("Distance 3, Aura 2, Flare 3, Vigor 1. Can I play the attack card in my hand right "
             "now? It's a normal card with no cost.")
    says("카드 효과로 '기본동작 전진 또는 후퇴를 한다'를 합니다. 간격은 2이고 제 오라는 0입니다. "
         "아무 일도 일어나지 않는 전진을 골라도 되나요?", "yes")
    abstains("현재 간격은 2, 제 오라는 1, 집중력은 1입니다. 표준행동에서 집중력을 지불하고 "
             "기본동작 《전진》을 선택하는 건 불가능한가요?")
    says("畏縮状態で、集中力はすでに2（上限）です。今は自分の3回目のターンの開始フェイズですが、"
         "集中力はどうせ得られないので畏縮も解けないですよね？", "no")
    abstains("It's my opponent's end phase. I'm holding 4 cards and they're holding 3. No effects "
             "apply. How many cards in total get put face down during that end phase?")


def test_a_korean_concession_before_a_claim_is_not_the_claim():
    """「…올리지 못해도 【전개시】 효과는 해결된다고 생각하는데 맞나요」: the "even if not"
    clause is a concession; the claim (【展開時】 resolves, 9-2-3) is positive."""
    says("더스트 0, 제 오라 0인 상태에서 납 2인 부여 카드를 사용했습니다. 벚꽃결정을 하나도 "
         "올리지 못해도 【전개시】 효과는 해결된다고 생각하는데 맞나요?", "yes")
