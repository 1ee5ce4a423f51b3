"""Fixes from the sixty-third wave of red-team sets (rt329–rt336), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_not_on_my_first_turn_is_a_later_turn():
    """8-1-3, 7-1-6, 10-10: two draws from an empty deck are two 焦燥; Aura 0 takes them on Life."""
    says("My start phase, and it is not on my first turn. My deck has 0 cards and I don't "
         "reshuffle. Aura 0, Life 4. After the start phase draws, what is my Life?", "2")


def test_a_claim_someone_says_in_quotes_confirmed_in_korean():
    """10-4: extensions before reductions; the attack at range 5 still hits, so the claim that
    it misses is wrong."""
    says("적정거리 3-4인 《공격》에 거리 확대(원1)와 거리 축소(근2)가 붙었습니다. 간격은 5입니다. "
         "상대는 '이 《공격》은 맞지 않는다'고 주장합니다. 맞나요?", "no")


def test_a_negated_belief_told_before_a_separate_confirmation():
    """804.3: a rested target battles by ATK; 2000 beats 1500, so 'cannot destroy' is wrong."""
    says("相手のレスト状態の怪異は攻撃力1500・防御力5000。私の攻撃力2000の怪異で攻撃すると、防御力と"
         "比べるので破壊できないと思います。合っていますか？", "no", "magical-girl")
    says("後攻の最初のターン（ゲームの2ターン目）はバトルフェイズがないから攻撃できない、と"
         "理解しています。合っていますか？", "no", "magical-girl")


def test_only_the_last_sentence_of_a_belief_is_its_claim():
    """805.5: a recovered monster not forbidden to attack can declare again after the battle."""
    says("最初のバトルが終わりました。攻撃を禁止されていないリカバー状態の怪異が1体残っています。"
         "「もう一度攻撃宣言できる」と考えていますが、合っていますか？", "yes", "magical-girl")


def test_a_belief_held_with_a_reason_then_confirmed():
    """10-40: 「そうした場合」 needs the first part done in full; with Flare 1 of 2, no draw."""
    says("私のフレアは1です。「フレアから桜花結晶を2つダストへ送ってもよい。そうした場合、カードを"
         "1枚引く」を解決し、送ることを選びました。「足りないので引けない」と思っているけど、正しい？",
         "yes")


def test_the_opening_enhancement_stays_on_the_reshuffle_damage():
    """10-6 隙: the reshuffle's Life damage (9-7) does not put it face down."""
    says("隙を持つ付与札（納2）があります。開始フェイズに山札の再構成でライフに1ダメージを受けました。"
         "その付与札は場に残っていますか？", "yes")
    says("I have an enhancement with Opening (隙) out. My start-phase reshuffle dealt me 1 Life "
         "damage. I don't have to turn it face down, right?", "yes")


def test_not_flinched_in_korean():
    """8-1-3, 5-1-2: a later turn's start phase gains 1 Vigor (not flinched)."""
    says("제 턴 개시 페이즈입니다. 집중력 0, 위축 아님. 메인 페이즈 시작 시 집중력은?", "1")


def test_if_not_full_power_is_met_by_a_reaction():
    """9-1-2: 「全力化していないならば」 holds for any use but 通常の方法 in a 全力行動."""
    says("「全力化していないならば」の効果は、対応で使ったときに満たされますか？", "yes")
    says("Is 'if not Throughout' satisfied when the card is used in a Throughout action?", "no")


def test_extra_turn_resolutions_not_said_to_be_in_one_turn():
    """5.8.3 / 5.8.4: across the extra turn they would give another; unsaid, undecided."""
    abstains("これまでに「再び自分のターンになる」効果を2回解決しました。この後、追加のターンは何回？",
             "histoy")
    says("ターン5の間に「再び自分のターンになる」を2回解決した。追加のターンは何回？", "1", "histoy")


def test_a_count_asked_of_nobody_in_a_battle_is_both_sides():
    """11.1.3: equal powers send both cards; "how many go to the graveyard" counts both."""
    says("パワー2000の自分のカードで、相手のオモテでレスト状態のパワー2000のカードを攻撃した。このバトル"
         "で墓地へ送られるカードは何枚？", "2", "histoy")


def test_survives_said_before_but_destroyed_asked():
    """804.3: a rested target battles by ATK: 3000 beats 2000 whatever its DEF."""
    says("攻撃力3000の怪異で、相手のレスト状態の怪異（攻撃力2000、防御力6000）を攻撃した。防御力が"
         "高いから耐えると思ったけど、破壊される？", "yes", "magical-girl")


def test_flinch_said_to_stay_while_the_vigor_is_capped():
    """5-1-4: 畏縮 is removed instead of the Vigor gain, at any Vigor."""
    says("畏縮状態で、集中力は2です。自分の開始フェイズ（最初のターンではない）では集中力が増えない"
         "ので、畏縮はそのまま残るんですよね？", "no")


def test_several_opposing_monsters_in_different_states():
    """803.3b turns on every opposing monster; the probe places one: no verdict."""
    abstains("My opponent controls C (rested, ATK 1000) and D (reversed, ATK 3000 / DEF 5000). "
             "Can my recovered monster choose the opponent player as its attack target?",
             "magical-girl")


def test_review_findings_of_the_sixty_third_wave():
    """The review's cases: a total over the extra turn (5.8.4), the opponent's 切札 (10-20),
    a 1-crystal 隙 enhancement (9-5), 'my first turn, not the game's' (8-1-3), a belief
    corrected by the asker, Korean 아니면, two 全力化 conditions (9-1-2)."""
    abstains("自分のターンに「再び自分のターンになる」を1回解決し、その追加のターン中にもう1回解決した。"
             "追加のターンは合計何回？", "histoy")
    abstains("相手の切札は1枚使用済で、私の切札は3枚とも未使用です。私のカードの「あなたの切札が1枚以上"
             "使用済」は満たされますか？")
    says("隙を持つ付与札（納1）があります。開始フェイズに山札の再構成でライフに1ダメージを受けました。"
         "その付与札は場に残っていますか？", "no")
    says("Start phase of my first turn (not the game's first turn; I went second). Vigor 1. "
         "What is my Vigor when the main phase starts?", "1")
    says("前進はできないと思っていた。正しいルールでは、間合2で標準行動の《前進》はできますか？", "no")
    abstains("「全力化していない場合」でも、全力化の効果は標準行動で使ったときに有効になりますか？")


def test_second_review_findings():
    """The second review's cases: whose graveyard (11.1.3), a belief ending in けど (804.4),
    Vigor said to stay while flinched (5-1-4), 'not my first turn either' (8-1-3), tokens back
    to the Dust are not the 切札 back in <切札> (10-20), totals within one turn (5.8.3), a
    destroyed 《付与》 切札 is back and used (9-5 ⅱ)."""
    says("My 3000-power card attacks my opponent's rested 3000-power card. How many cards go "
         "to the defending player's graveyard?", "1", "histoy")
    says("攻撃力3000の怪異で、相手のリバース状態の怪異（攻撃力1000、防御力2000）を攻撃した。相手の"
         "怪異は耐えると思うけど、合ってる？", "no", "magical-girl")
    says("Start phase. It's not the game's first turn, and it's not my first turn either. "
         "Vigor 1, not flinched. What is my Vigor when my main phase starts?", "2")
    says("同じターン中に「再び自分のターンになる」効果を2回解決した。追加のターンは合計で何回？", "1",
         "histoy")
    says("切札aは使用済。bは《付与》で付与札にあったが、破棄されて切札に戻った。cの「あなたの他の切札が"
         "全て使用済である」は満たされる？", "yes")
    says("切札aは使用済。bは《付与》で付与札にあり、桜花結晶が1つダストに戻った。cの「あなたの他の"
         "切札が全て使用済である」は満たされる？", "no")


def test_opposing_states_denied_or_untargetable():
    """803.3b: no reversed opposing monster, or one that cannot be chosen: the player is a
    legal target."""
    says("My opponent controls two monsters, both recovered, and none of their monsters is "
         "reversed. May I choose the opponent player as the attack target?", "yes",
         "magical-girl")
    says("相手の場には怪異が2体いるが、どちらもレスト状態（リバース状態ではない）。リカバー状態の私の"
         "怪異で相手プレイヤーを攻撃できますか？", "yes", "magical-girl")
