"""Fixes from the sixty-fifth wave of red-team sets (rt345–rt352), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from judge.answer.extract import extractor_for
from tests.answer.asking import abstains, says


def test_a_belief_of_two_contrasted_claims_is_not_answered():
    """5.5.1 holds two restrictions; one played action tests one of them."""
    abstains("後攻です。「先攻だけがドローできないが、1ターン目に攻撃できないのは私も同じだ」と"
             "理解しています。正しいですか？", "histoy")


def test_an_enchantment_with_crystals_is_the_enhancement_with_sakura_tokens():
    """8-1-3 ⅱ: one token leaves at the start phase; 2 tokens leave one, so it stays (9-5)."""
    says("I went first and put out an Enchantment with 2 crystals on turn 1. Is it destroyed in "
         "the start phase of my second turn?", "no")


def test_my_second_turn_does_not_hang_on_who_went_first():
    """8-1-3: the start phase of a player's own second turn is processed whoever went first."""
    says("先攻です。1ターン目に納2の付与札を出しました。自分の2ターン目の開始フェイズにその付与札は"
         "破棄されますか？", "no")


def test_an_aside_closing_a_value_question():
    """5-1-4: the flinch is lost instead of the Vigor gain; Vigor stays 0."""
    says("A flinched player at 0 Vigor starts one of their later turns (not the first). After "
         "the start phase default processing, what is their Vigor (ignoring card effects)?", "0")


def test_the_main_phase_of_the_second_players_first_turn():
    """4-1 ⅵ: the second player starts with Vigor 1; 8-1-3 skips the first turn's gain."""
    says("後攻プレイヤーの最初のターンのメインフェイズで、集中力はいくつですか？何の効果も受けて"
         "いないものとします。", "1")
    says("후공 플레이어가 자신의 첫 턴 메인 페이즈를 맞이했을 때 집중력은 얼마인가요? 집중력을 "
         "바꾸는 효과는 받지 않았습니다.", "1")


def test_quoted_effects_named_only_to_deny_them():
    """9-7 ⅰ, 4-2: the start-phase reshuffle's Life damage from 1 Life loses the game."""
    says("ライフ1で、開始フェイズの既定処理で山札の再構成を選びました。『敗北しない』のような効果は"
         "ありません。どちらのプレイヤーが勝ちますか？", "the opponent")


def test_specials_labelled_with_the_class_word():
    """10-20, 10-29: the unchosen specials outside the game are not counted."""
    says("私の＜切札＞には切札P（未使用）、切札Q（使用済）、切札R（使用済）があります。眼前構築で"
         "選ばなかった切札2枚がゲーム外に裏向きで置かれています。切札Pから見て「あなたの他の切札"
         "が全て使用済である」は満たされますか？", "yes")


def test_nothing_done_yet_leaves_the_mode_open():
    """8-2-2: a 全力 card is usable in the normal way only under a full-power action."""
    missing = abstains("メインフェイズで、まだカードの使用も基本動作も行っていません。手札の"
                       "《全力》カードを通常の方法で使用できますか？")
    assert missing == ["標準行動か全力行動か"]


def test_neither_card_is_a_negated_claim():
    """11.6.1: equal powers send both cards to the graveyard, 0 against 0 too."""
    says("Is it correct that when two 0-power cards battle, neither of them is sent to the "
         "graveyard?", "no", "histoy")


def test_an_aura_choice_made_only_when_allowed():
    """5-8-3-2: whether the Aura side may be chosen turns on the Aura, not given."""
    missing = abstains("I take a 3/2 hit. Life 6, Flare 2. I put it on Aura if I'm allowed to. "
                       "What is my Life afterwards?")
    assert missing == ["the current value of オーラ"]


def test_tokens_that_leave_life_are_not_a_withdraw():
    """5-8-3-1 is not a basic action (離脱 is not read from 'leave')."""
    abstains("I had Flare 1 and took 2 damage to Life. Someone told me the tokens that leave "
             "Life go to the Dust. What is my Flare now?")


def test_a_negated_statement_closed_by_a_tag():
    """9-1-2: a 全力化 effect is inactive when the card is used as a reaction."""
    says("I reacted to my opponent's attack with a reaction card that has a 全力化 effect. So "
         "the 全力化 part doesn't work, right?", "yes")
    says("전력화 효과가 있는 대응 카드를 상대 공격에 대응으로 썼습니다. 전력화 부분은 적용 안 되는 "
         "거 맞죠?", "yes")


def test_a_players_quoted_claim():
    """9-1-2: the claim that the 全力化 part does not work as a reaction holds."""
    says("B reacts to A's attack with a card that has a '全力化:' effect. A says: 'It was used "
         "as a reaction, so the 全力化 part doesn't work.' Is A right?", "yes")


def test_the_hand_left_after_the_end_phase_with_cards_that_cannot_be_hidden():
    """8-3-2: only the normal card can be put face down; three stay."""
    says("My end phase. My hand: three of Chikage's poison cards and one normal card. How many "
         "cards do I hold after the face-down step?", "3")


def test_lettered_players_in_a_battle():
    """804.5: an attack on a player with 0 Orbs wins for the attacking monster's controller."""
    says("A's turn. A: 3 Orbs. B: 0 Orbs and a recovered monster (ATK 8000). A's recovered "
         "monster (ATK 300) attacks player B and nobody does anything. Who wins?", "A",
         "magical-girl")


def test_no_attack_prohibition_told_with_no():
    """805.5: a recovered monster not forbidden to attack may attack again."""
    says("1回目のバトルが終わりました。自分の場にはリカバー状態で攻撃禁止のない怪異がもう1体います。"
         "その怪異で攻撃宣言できますか？", "yes", "magical-girl")


def test_deck_piles_listed_with_one_count():
    """All three piles are told empty at once (「모두 0장」)."""
    reading = extractor_for("sakura").read(
        "제 턴 개시 페이즈(첫 턴 아님). 집중력 0, 오라 1, 라이프 3. 패산·버림패·덮음패는 모두 "
        "0장입니다. 개시 페이즈 후 라이프는?", "ko")
    assert (reading.facts["deck"], reading.facts["discard"], reading.facts["facedown"]) == \
        (0, 0, 0)


def test_an_opposing_monster_of_unknown_state_beside_a_player_target():
    """803.3b: a reversed opposing monster would forbid targeting the player."""
    abstains("相手の場には怪異が1体、オーブは3つ。自分はリカバー状態の怪異が1体。相手プレイヤーを"
             "攻撃目標にできますか？", "magical-girl")


def test_two_of_my_monsters_and_none_of_theirs():
    """803.3a: the probe places one attacker; two of the asker's are described."""
    abstains("自分の場：怪異A（レスト状態、攻撃力5000）、怪異B（リバース状態、攻撃力4000）。"
             "相手の怪異はいません。攻撃宣言できますか？", "magical-girl")


def test_a_belief_that_the_game_moves_to_a_step():
    """805.5 is not played: moving to the end step is not an action the probes test."""
    abstains("攻撃は1回だけなので、最初のバトルの後はリカバー状態の怪異が残っていてもバトルフェイズ"
             "終了ステップに進む、と理解しています。正しいですか？", "magical-girl")


def test_a_blocked_attack_on_the_deck():
    """11.2.2: (5000 − 2000) / 1000 cards leave the deck."""
    says("相手の山札にパワー5000の自分のカードで攻撃し、相手はパワー2000のブロッカーでブロック"
         "しました。相手の山札から墓地へ行くカードは何枚ですか？", "3", "histoy")


def test_the_asked_action_after_but():
    """5.5.1: neither player attacks on turn 1."""
    says("It is the second player's first turn. They draw and refresh, but can they attack in "
         "the attack phase?", "no", "histoy")


def test_a_terminal_card_finished_resolving():
    """9-2: after a 終端 card resolves, no basic action for the rest of the turn."""
    says("I finished resolving a card with Terminal (終端). Can I still put a card face down to "
         "do a basic action this turn?", "no")


def test_a_negated_belief_about_the_player_target():
    """803.3b: a rested opposing monster does not stop the player being targeted."""
    says("相手の場の怪異はレスト状態の1体だけです。相手の場に怪異がいる限りプレイヤーには攻撃できない"
         "、と思っていますが合っていますか？", "no", "magical-girl")


def test_a_non_turn_player_named_by_letter_at_the_end_phase():
    """8-3-2 binds the turn player only; whose end phase it is is not said."""
    abstains("At the end phase B had 4 cards in hand, all of which could go face down. How many "
             "did B have to put face down?")


def test_the_attacked_monsters_stats_before_with():
    """804.3: a rested target is compared by ATK; 4000 beats 3000."""
    says("I attacked the opponent's rested monster, ATK 3000 and DEF 6000, with my 4000-ATK "
         "monster. Was it destroyed?", "yes", "magical-girl")


def test_an_enhancement_told_as_played_earlier():
    """8-1-3 ⅱ: the enhancement played on turn 1 is the board's card, not an effect to play."""
    says("I went first and played an Enhancement with 2 Sakura tokens on turn 1. Is it destroyed "
         "in the start phase of my second turn?", "no")


def test_cards_sent_from_the_deck_asked_in_korean():
    """11.2.2: a blocked deck attack sends (5000 − 2000) / 1000 cards to the graveyard."""
    says("내 파워 5000 카드가 상대의 덱을 공격했고, 상대는 파워 2000 카드로 블록했다. 상대의 덱은 "
         "20장이었다. 이 공격으로 상대의 덱에서 묘지로 보내진 카드는 몇 장인가?", "3", "histoy")


def test_a_pile_with_its_own_count_ends_the_list():
    """8-1-3 ⅳ: the hand's own 3 is kept; the shared 2 is only the listed piles'."""
    says("自分の開始フェイズ（最初のターンではない）。手札は3枚、山札・捨て札・伏せ札はすべて2枚です。"
         "開始フェイズ後の手札は何枚ですか？", "5")
    says("제 턴 개시 페이즈(첫 턴 아님). 손패 1장, 패산 5장, 버림패·덮음패는 모두 0장. 개시 페이즈 "
         "후 손패는 몇 장?", "3")


def test_no_need_to_hide_at_the_end_phase_confirmed():
    """8-3-2, 5-1-3: over the limit of 2 one card must go face down; at 2 none."""
    says("My end phase, 3 normal cards in hand, no effects. I don't have to put any card face "
         "down, right?", "no")
    says("My end phase, 2 normal cards in hand, no effects. I don't have to put any card face "
         "down, right?", "yes")


def test_lettered_players_in_sakura():
    """5-8-3-2: a 3/1 hit on Aura 2 goes to Life (Aura short); 6 → 5."""
    says("It's A's turn, distance 3. B has Aura 2, Life 6, Flare 1. A uses an attack card (range "
         "3-4, 3/1) from hand in the normal way and B does not react. What is B's Life after the "
         "attack?", "5")
    says("Aのターン、間合3です。Bはオーラ2、ライフ8、フレア1です。Aは標準行動で手札から《攻撃》"
         "カード（適正距離3-4、3/1）を使い、Bは対応しませんでした。Bのライフはいくつになりますか？",
         "7")


def test_the_graveyard_after_a_blocked_deck_attack():
    """11.2.2: the smaller blocker and one card per 1000 of the difference go to the graveyard;
    equal powers send both cards and mill nothing (11.6.1)."""
    says("파워 6000으로 상대 덱에 공격했고, 상대는 파워 4000 카드로 블록했습니다. 묘지로 보내진 "
         "카드는 모두 몇 장인가요?", "3", "histoy")
    says("パワー5000で相手の山札に攻撃し、相手はパワー5000のカードでブロックしました。墓地へ送られる"
         "カードは何枚ですか？", "2", "histoy")
    says("I attack the opponent's deck with power 6000 and they block with a power 4000 card. How "
         "many cards go to the graveyard?", "3", "histoy")


def test_lettered_players_on_the_second_letters_turn():
    """5-8-3-2: on B's turn B is the asker; A's Aura 1 cannot take 2, so A's Life 7 → 5."""
    says("B's turn, distance 4. A has Aura 1, Life 7, Flare 0. B uses an attack card (range 3-5, "
         "2/2) from hand in the normal way and A does not react. What is A's Life after the "
         "attack?", "5")


def test_lettered_players_in_hi_story():
    """12.1.1: an unblocked 3000 attack mills B's last 2 cards; A wins at once."""
    says("B had 2 cards left in the deck and 6 in hand. A's 3000-power card attacked B's deck and "
         "B did not block. Who won?", "A", "histoy")
    says("A's 5000-power card attacked B's deck and B blocked with a 2000-power card. B had 20 "
         "cards in the deck. How many cards went from B's deck to the graveyard?", "3", "histoy")


def test_a_start_phase_win_with_the_opponents_life_told():
    """9-7 ⅰ, 4-2: the reshuffle's damage takes the turn player from 1 Life to 0; the opponent's
    Life told beside it does not matter."""
    says("自分の開始フェイズ（最初のターンではない）。ライフ1で山札の再構成を選びました。相手は"
         "ライフ3です。誰が勝ちますか？", "the opponent")
    says("Start phase of A's turn (not A's first). A: Life 1, Aura 3. B: Life 5. A chooses to "
         "reshuffle. Who wins?", "B")


def test_the_vigor_asked_to_stay_as_it_is_while_flinched():
    """5-1-4: the flinch is lost instead of the gain, so the Vigor stays."""
    says("위축 상태에서 개시 페이즈에 집중력을 얻게 되면, 집중력은 그대로인가요?", "yes")


def test_not_reacting_told_with_orazu():
    """5-8-3-2: 「対応しておらず」 is no reaction; whether Aura may be chosen needs the Aura."""
    missing = abstains("自分の4/2の《攻撃》が相手に当たりました。相手は対応しておらず、ライフは5です。"
                       "相手はオーラへのダメージを選べますか？")
    assert missing == ["相手のオーラ"]


def test_a_lettered_attack_that_connects():
    """5-8-3-2: Aura 2 cannot take 3; the 3/1 goes to Life."""
    says("A's 3/1 attack connects. B has Aura 2, Life 5. B wants to take it on Aura and lose "
         "only 2. Can B choose the Aura damage?", "no")
