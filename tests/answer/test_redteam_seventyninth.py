"""Fixes from the seventy-ninth wave of red-team sets (rt457–rt464), asked in paraphrase on
the real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_a_korean_denied_overcome_keeps_the_aura_cap():
    """6-4-1-4: with 「초극 같은 효과는 없어요」 the Aura damage of 2/1 + 4/+0 stops at 5 (the
    Korean words are spaced, so the denial lies further from 초극 than in Japanese)."""
    says("제 2/1 《공격》에 효과로 +4/+0 수정이 붙었습니다. 초극 같은 대미지 상한에 관한 효과는 "
         "전혀 없습니다. 이 《공격》의 오라 대미지는 얼마인가요?", "5")
    says("自分の2/1の《攻撃》に効果で+4/+0の修正がついた。超克などの効果はない。この《攻撃》の"
         "オーラへのダメージはいくつ？", "5")


def test_each_part_asked_separately_gets_no_single_yes():
    """5.5.1: 「引くことと攻撃することは、それぞれできますか」 asks two things with two answers."""
    abstains("後攻の1ターン目です。ドローフェイズに引くことと、アタックフェイズに攻撃することは、"
             "それぞれできますか？", game="histoy")
    abstains("후공의 1턴째입니다. 드로우하는 것과 공격하는 것은 각각 가능한가요?", game="histoy")


def test_players_lettered_a_and_b_own_the_monsters():
    """803.3b: 「Bの場の怪異はリバース状態」 is B's monster (the target side), not a monster
    lettered A or B; an untargetable reversed monster does not shield the player."""
    says("Bの場の怪異はリバース状態の1体だけで、その怪異は「攻撃目標として選択できない」効果を"
         "受けている。Aは自分のリカバー状態の怪異で相手プレイヤーを攻撃目標に選べるか？", "yes",
         game="magical-girl")


def test_a_battle_that_ends_with_nothing_destroyed():
    """804.2: an attacker switched to reverse during 803.6 ends the battle; "does it end with
    nothing destroyed?" is yes. With 804.3 destroying the target, it is no."""
    says("My monster with 4000 attack attacked the opponent's recover-state monster with 1000 "
         "attack. During the priority after the declaration an effect of theirs switched my "
         "attacking monster to reverse. Does that battle end with nothing destroyed?", "yes",
         game="magical-girl")
    says("自分の攻撃力4000の怪異で、相手のリカバー状態の攻撃力1000の怪異を攻撃した。誰も何も"
         "しなかった。このバトルは何も破壊されずに終わりますか？", "no", game="magical-girl")


def test_game_turn_two_is_not_the_first_turn_of_the_game():
    """506.1 skips only the game's first turn: 「2ターン目はBの最初のターン」 is not it."""
    says("Aが先攻で1ターン目を終えました。2ターン目はBの最初のターンです。Bはリカバー状態の"
         "攻撃を禁止されていない怪異を支配しています。Bはこのターンに攻撃できますか？", "yes",
         game="magical-girl")


def test_dust_with_no_tokens_at_all():
    """9-6-5: "no tokens at all in Dust" is Dust 0; Withdraw moves nothing and is refused."""
    says("The Distance is 3 and there are no tokens at all in Dust. Can I Withdraw by paying "
         "Vigor?", "no")


def test_an_after_attack_effect_nothing_cancelled():
    """9-4 ⅳ, ⅶ: a reaction cancelled only the damage ("nothing cancelled the After-attack
    effect"): the After-attack effect still resolves."""
    says("A reaction cancelled just the damage of my attack, and nothing negated its After-attack "
         "effect. Does the After-attack effect resolve?", "yes")


def test_a_basic_action_a_card_effect_lets_me_take():
    """9-6 ⅱ: 「カードの効果で基本動作を行えるので前進したい」 pays no cost, even with Vigor 0
    and no hand."""
    says("間合は4です。カードの効果で基本動作を行えるので《前進》したいのですが、集中力は0で手札も"
         "ありません。それでも前進できますか？", "yes")
    says("간격은 4입니다. 카드 효과로 기본동작을 할 수 있어서 '전진'하려는데 집중력은 0이고 손패도 "
         "없습니다. 그래도 전진할 수 있나요?", "yes")


def test_a_friend_said_claim_confirmed_in_japanese_and_korean():
    """10-6: 隙 ignores reshuffle damage; 「…しないって友達は言うんですが、合ってますか」 and
    「…않는다고 친구가 말하는데, 맞나요?」 confirm the negated claim."""
    says("【隙】を持つ付与札があります。開始フェイズの山札の再構成でライフに1ダメージを受けても、"
         "隙は反応しないって先輩は言うんですが、合ってますか？", "yes")
    says("【틈】이 있는 부여패가 있습니다. 개시 페이즈에 패산 재구성으로 라이프에 1 대미지를 받아도 "
         "틈은 반응하지 않는다고 선배가 말하는데, 맞나요?", "yes")


def test_a_card_whose_name_is_forgotten_has_no_known_text():
    """A trump "whose name I forgot" may be 全力 (8-2-2): no verdict on using it."""
    abstains("ユリナの切札（消費1、名前は忘れた）を標準行動のターンに使えますか？フレアは2です。")
    abstains("I'd like to use a special card (cost 1, I forgot its name) in a standard-action "
             "turn. I have 2 Flare. Can I use it?")


def test_control_of_the_target_taken_in_the_priority_window():
    """803.5a: a target whose controller changes in the 803.6 window is no longer attacked, so
    804.1 ends the battle before 804.3 (「支配を奪い」, 「지배자가 제가 되었습니다」)."""
    says("自分の攻撃力5000の怪異で相手のリカバー状態の攻撃力1000の怪異を攻撃した。攻撃宣言ステップ"
         "の優先権処理で、自分の効果によりその相手の怪異の支配を奪った。バトル判定ステップでその怪異"
         "は破壊されるか？", "no", game="magical-girl")
    says("공격력 5000인 제 괴이가 공격력 1000인 리커버 상태의 상대 괴이를 공격 목표로 했습니다. 선언 "
         "후 우선권 처리에서 효과로 그 괴이의 지배자가 제가 되었습니다. 배틀 판정 스텝에서 그 괴이는 "
         "파괴되나요?", "no", game="magical-girl")


def test_orbs_raised_from_zero_before_the_judgement():
    """804.5: orbs raised from 0 to 1 in the 803.6 window are counted at the judgement: one is
    corrupted and nobody wins yet."""
    says("The opponent has 0 orbs and my monster targets the opponent player. In the priority "
         "processing of the attack declaration step they raise their orbs from 0 to 1 with an "
         "effect. Nothing else happens. Does the opponent lose this battle?", "no",
         game="magical-girl")
    says("相手のオーブは0個。自分の怪異が相手プレイヤーを攻撃目標に選んだ。攻撃宣言ステップの"
         "優先権処理で、相手は効果でオーブを0個から1個に増やした。相手はこのバトルで敗北するか？",
         "no", game="magical-girl")


def test_the_monster_that_attacked_me_removed_in_the_window():
    """803.4a, 804.1: 「攻撃してきた怪異」 removed after the declaration corrupts no orb."""
    says("相手の怪異が自分に攻撃してきた。攻撃宣言のあとの優先権で、自分の効果でその攻撃してきた"
         "怪異を戦場から除去した。自分のオーブは1つ穢されますか？", "no", game="magical-girl")


def test_the_draw_after_a_reshuffle_that_empties_life():
    """9-7 ⅰ, 4-2: with Life 1 the start-phase reshuffle's damage ends the game before the draw
    (8-1-3 ⅳ); with Life 4 the draw follows."""
    says("ライフは残り1で山札は0枚。次の自分のターンの開始フェイズで山札の再構成をすると1ダメージを受けるらしいが、"
         "そのダメージのあと、2枚引くところまで進めますか？", "no")
    says("ライフは残り4、山札は0枚、捨て札は5枚。次の自分のターンの開始フェイズで山札の再構成をすると1ダメージを受けるらしいが、"
         "そのダメージのあと、2枚引くところまで進めますか？", "yes")


def test_only_my_card_goes_to_the_graveyard():
    """11.2.3, 11.6.2, 11.1.3: 身代わり takes my 1000 to 0 (never below), 0 against 0 sends
    both away — "only mine?" is no."""
    says("私のパワー1000のカードで、相手の場のオモテでレストしているパワー0の人物を攻撃した。相手は"
         "手札から｛身代わり｝を見せて墓地に送り、私のカードのパワーを−3000した。私の方だけが"
         "墓地に行くんですか？", "no", game="histoy")


def test_the_games_second_turn_said_in_english():
    """506.1: "my first turn, so game turn 2" is not the game's first turn."""
    says("My opponent went first and the game's first turn is over. Now it's my first turn, so game "
         "turn 2. I have a monster in recover state that isn't forbidden to attack. Can I attack "
         "with it?", "yes", game="magical-girl")


def test_deck_building_is_not_played():
    """3-2 (7 normal and 3 special cards) is a deck list, not a board the engine plays: "8 normal
    and 2 special" must not be read as using a special card."""
    missing = abstains("I'm building my deck. Can I go with 8 normal cards and 2 special cards?")
    assert any("building my deck" in m for m in missing)


def test_a_win_asked_as_waiting_for_a_later_step():
    """804.5 wins at the judgement step; 「…까지 가야 승리 처리되나요?」 asks WHEN, which the
    played outcome (a win) does not answer with yes."""
    abstains("상대 오브가 0개일 때 상대 플레이어에게 공격이 통했습니다. 배틀 종료 스텝까지 가야 "
             "승리 처리되는 건가요?", game="magical-girl")
    abstains("My attack on the opponent player went through while they had 0 orbs. Do I have to "
             "wait until the battle end step to win?", game="magical-girl")


def test_the_player_named_first_as_the_korean_target():
    """803.3b: 「상대 플레이어는 공격 목표로 고를 수 없다」 is about targeting the player (not the
    reversed monster), and the negated belief is right."""
    says("상대 오브 3, 상대 필드에 리버스 상태 괴이 1체(공격 목표로 선택 가능). '상대 플레이어는 "
         "공격 목표로 고를 수 없다'고 저는 생각합니다. 맞나요?", "yes", game="magical-girl")


def test_a_declined_reshuffle_before_the_draw():
    """10-10 焦燥: declining the reshuffle (「재구성 안 하고」) and drawing from an empty deck
    deals 1 damage per card, which Aura 2 takes — the asker survives (not the reshuffle's draw)."""
    says("라이프 1, 오라 2, 패산 0장, 버림패 5장인 상태로 제 턴(첫 턴 아님)이 시작됐습니다. 재구성하면 "
         "라이프 1 대미지로 지니까 재구성 안 하고 그냥 2장 드로우하려고 하는데, 이러면 살 수 "
         "있나요?", "yes")
