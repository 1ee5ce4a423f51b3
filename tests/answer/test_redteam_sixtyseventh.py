"""Fixes from the sixty-sixth wave's left-overs and the sixty-seventh wave of red-team sets
(rt361–rt368), asked in paraphrase on the real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_the_hand_limit_number_is_not_the_hand():
    """5-1-3, 8-3-2: 「手札上限は2」 is the rule's limit; the hand's own count decides."""
    assert abstains("終了フェイズです。手札上限は2ですが、手札を何枚伏せ札にする必要が"
                    "ありますか？") == ["手札の枚数"]
    says("종료 페이즈예요. 손패 상한은 2이고 손패는 5장. 몇 장을 덮음패로 해야 하나요?", "3")
    says("End phase. The hand limit is 2 and I'm holding 4 cards. How many go face down?", "2")


def test_a_hand_limit_other_than_two_needs_the_effect():
    """5-1-3: the limit is 2; another one is an effect the question does not give."""
    assert abstains("終了フェイズ。手札5枚で、手札の上限は3です。何枚伏せ札にしますか？") == [
        "手札の上限を変えている効果（上限は2: 5-1-3）"]


def test_korean_destroy_possible_asks_the_battle():
    """804.4: a reversed target battles by its DEF, which is not given."""
    assert abstains("ATK 5000인 내 괴이로 상대의 리버스 상태 괴이(ATK 1000)를 공격했어요. 파괴 "
                    "가능?", "magical-girl") == ["공격 목표 괴이의 방어력"]
    says("ATK 5000인 내 괴이로 상대의 리버스 상태 괴이(ATK 1000, DEF 6000)를 공격했어요. 파괴 "
         "가능?", "no", "magical-girl")


def test_korean_cards_that_go_to_the_graveyard():
    """11.2.3, 11.1.2: a substitute takes 3000 off; 5000 power then mills 2."""
    says("파워 5000 카드로 상대 덱을 공격했는데 상대가 손패의 {미가와리} 카드를 보여주고 묘지로 "
         "보냈어요. 상대 덱에서 몇 장이 묘지로 감? (상대 덱 15장)", "2", "histoy")


def test_a_card_with_substitute_revealed_in_english():
    """11.2.3, 11.1.2: 6000 − 3000 mills 3."""
    says("My 6000-power card attacks the opponent's deck. They reveal a card with {Substitute} "
         "from hand and send it to the graveyard. How many of their deck's cards go to the "
         "graveyard? (Their deck: 20.)", "3", "histoy")


def test_phase_end_discards_without_the_destroy_section():
    """10-13: a crystal-less enhancement in use goes to the discard without 【破棄時】."""
    says("納0の付与カードを使っていて＜使用中＞にあるときに「フェイズを終了する」効果が解決され"
         "ました。この付与札は【破棄時】を解決せずに捨て札へ移りますか？", "yes")
    says("With my 0-storage enhancement still in use, an 'end the phase' effect resolves. Does "
         "the enhancement go to my discard pile without its Disenchant effect resolving?", "yes")
    assert abstains("付与カードを使っていて＜使用中＞にあるときに「フェイズを終了する」効果が解決"
                    "されました。この付与札は【破棄時】を解決せずに捨て札へ移りますか？") == [
        "付与札に乗っている桜花結晶の数"]


def test_advance_twice_with_the_distance_unsaid():
    """9-6-1, 9-6 ⅰ-B: at Distance 3 only one Advance is possible, at 2 none."""
    assert abstains("オーラ1、集中力2です。集中力を払って前進を2回行いました。オーラはいくつ"
                    "ですか？") == ["現在の間合"]
    says("Distance 7, Aura 1, Vigor 2. I Advance twice, paying Vigor each time. What is my "
         "Aura now?", "3")


def test_the_targets_stats_written_first():
    """804.4: a reversed target battles by its DEF — 3000 does not beat DEF 4000."""
    says("相手のリバース状態の怪異は攻撃力500・防御力5000。私の攻撃する怪異は攻撃力4000・"
         "防御力1000。この攻撃で相手の怪異は破壊されますか？", "no", "magical-girl")
    says("Their reversed monster is ATK 500 / DEF 2000; my attacker is ATK 4000 / DEF 6000. Is "
         "their monster destroyed?", "yes", "magical-girl")


def test_unavoidable_said_not_attached_in_kana():
    """9-4 ⅲ: without 不可避 the range is checked again; Distance 6 is outside 3-5."""
    says("間合4で適正距離3-5の攻撃をしたが、相手の対応で間合が6になった。私の攻撃には不可避は"
         "ついていない。ダメージは入りますか？", "no")


def test_an_attack_made_though_it_missed_tag_question():
    """9-4: a generated attack counts as made even when the range check fails."""
    says("相手の対応で間合が離れて、俺の攻撃（不可避なし）は適正距離の外で失敗した。外れたん"
         "だから『攻撃を行った』ことにはならないよね？", "no")
    says("상대가 대응으로 간격을 벌려서 제 공격(불가피 없음)이 적정거리 밖이라 실패했어요. "
         "빗나갔으니까 '공격을 했다'로는 안 치는 거죠?", "no")


def test_attack_prohibition_said_not_to_apply():
    """803.3a: a recovered monster with no prohibition may attack (a later turn assumed)."""
    says("リカバー状態で、攻撃禁止もかかってない自分の怪異がいる。バトルフェイズでこの怪異で"
         "攻撃できる？", "yes", "magical-girl")
    assert abstains("自分のバトルフェイズです。自分の怪異A（攻撃力3000）には攻撃を禁止する効果は"
                    "適用されていません。Aを攻撃を行う怪異として選べますか？", "magical-girl") == [
        "攻撃する怪異の状態（803.3aはリカバー状態のみ）"]


def test_a_negative_question_after_a_quoted_claim():
    """A negative English question answers either way; no yes/no."""
    abstains("We enter the battle phase. Me: \"I use an ability in this phase before the 'at "
             "the start of the battle phase' triggers.\" Can't I use it before those triggers?",
             "magical-girl")


def test_a_belief_acted_on_then_judged():
    """506.1: only the game's first turn skips the battle phase; B could attack on turn 2."""
    says("後攻のBは、自分の最初のターン（ゲーム全体では2ターン目）には攻撃できないと思い込み、"
         "何もせずにターンを終えた。Bの認識は正しかったか？", "no", "magical-girl")


def test_a_modified_current_distance_is_not_placed():
    """5-2-1: the current Distance is the token count after an effect's calculation."""
    assert abstains("＜間合＞には桜花結晶が4個あるが、【常時】効果により現在の間合は-2されて2"
                    "です。ダストは3。《離脱》を行えますか？") == [
        "現在の間合を修正する効果（5-2-1: 盤面に置けない）"]
    says("No effect modifies the current Distance. Distance 2, Dust 2. Can I Withdraw?", "yes")


def test_my_count_before_the_next_zone_is_not_the_aura():
    """5-8-3-2: the Aura side needs 3 tokens in the Aura, which is not said."""
    assert abstains("I'm getting hit by a 2/2 and I'd rather take it on Aura to protect my 5 "
                    "Life. Am I allowed to pick the Aura side?") == ["the current value of オーラ"]


def test_korean_who_chooses_the_orb():
    """804.5: the attacking monster's controller chooses; not played."""
    abstains("상대 괴이가 저를 공격했고 제 오브는 2개예요. 어느 오브를 더럽힐지 제가 고를 수 "
             "있나요?", "magical-girl")


def test_if_i_may_choose_written_noda():
    """5-8-3-2: with the Aura unsaid, whether its side may be chosen is open."""
    assert abstains("相手の3/1の《攻撃》が命中した。ライフ4、フレア1。選べるのであればオーラへの"
                    "ダメージを選ぶ。ダメージ解決後のフレアはいくつか？") == ["現在の「オーラ」の値"]


def test_a_negated_claim_with_a_shared_verb():
    """803.3b: a reversed monster that can be targeted bars the player as the target."""
    says("My opponent has 0 Orbs and controls one reversed kaii that can legally be chosen as "
         "the attack target. Am I right that I cannot choose the opponent player as the target "
         "and win that way?",
         "yes", "magical-girl")


def test_a_not_lose_effect_beside_a_denied_one_in_parentheses():
    """4-2 1-2: a 'does not lose' effect applies, so the play's draw is not the answer."""
    abstains("An effect drops both of us to 0 Life at the same time, but I have a \"you do not "
             "lose\" effect applied (neither of us has a \"cannot win\" effect). Who wins?")


def test_two_akina_values_asked_as_a_list():
    """add/21-5: the probe reads one value; two asked together get no verdict."""
    assert abstains("私はアキナを宿しており、相場は4、流通量に桜花結晶が1つ、オーラは5です。相手"
                    "のライフは6です。回収を行った後の相手のライフと私の相場はいくつですか？") == [
        "問われている値の一つ（二つの値が並べて問われている）"]


def test_a_lettered_turn_player_told_by_his_turn():
    """9-7, 4-2: B's start-phase reshuffle takes his last Life; A wins (said by letter)."""
    says("Player B, at Life 1, chose to reshuffle his deck in the start phase of his turn (not "
         "his first turn). No effects about winning or losing applied to either player. Who "
         "won the game?", "A")


def test_speaker_quotes_pair_in_order():
    """5-8-3-2: Aura 2 cannot take 3; the 2 goes to Life. 'Me:' between quotes is no card."""
    says("Judge! Distance 4; I'm at Aura 1, Life 7, Flare 0. Opponent's 3/2 attack connects. "
         "Opponent: \"Your Aura 1 is under 3, so it goes to Life.\" Me: \"I take it on Aura "
         "anyway.\" What is my Life after?", "5")


def test_case_report_letters_told_by_the_attack():
    """5-8-3-2: B's Aura 2 cannot take 3; Life 6 − 2 = 4 (B is the opponent of A's attack)."""
    says("Player B had Aura 2, Life 6 and Flare 0. Player A's attack with damage 3/2 hit, and B "
         "took the damage. What was B's Life afterwards?", "4")
    says("プレイヤーBはオーラ1、ライフ5、フレア0だった。プレイヤーAの攻撃（ダメージ4/1）が命中"
         "し、Bはそのダメージを受けた。処理後、Bのライフはいくつになったか？", "4")
    says("Aの怪異がBプレイヤー（オーブ3個）を攻撃目標にした。攻撃宣言後の優先権処理中に、Bは効果"
         "によりその攻撃している怪異を戦場から除去した。このバトルで穢されたBのオーブは何個か？",
         "0", "magical-girl")


def test_a_value_asked_in_the_past_tense():
    """9-6-1: an Advance moves a token from the Distance to the Aura."""
    says("Distance 5, Aura 1, Vigor 1. I paid 1 Vigor and Advanced once. What was my Aura "
         "afterwards?", "2")
