"""Fixes from the seventy-sixth wave of red-team sets (rt433–rt440) and the readings found
while it was written, asked in paraphrase on the real engines (no rulings)."""

from __future__ import annotations

from judge.answer.detect import detect_game
from tests.answer.asking import abstains, says


def test_a_required_action_is_not_sakuras_action_card():
    """803.4's 「攻撃を行うために必要な行動」 is an everyday "action": in Korean it used to count
    as Sakura's card type 행동 and outweigh 괴이 (412-045)."""
    question = "공격에 필요한 행동을 하지 못했습니다. 그 괴이는 레스트 상태로 남아 있나요?"
    assert detect_game(question).game == "magical-girl"
    says(question, "no", game=None)
    says("攻撃に必要な行動を実行できなかった。その怪異はレストしたままか？", "no", game=None)
    assert detect_game("행동 카드를 사용할 수 있나요? 간격은 3입니다.").game == "sakura"


def test_a_required_action_not_done_in_plain_words():
    """803.4: 「必要な行動を行えなかった」, 「필요한 행동을 하지 못했습니다」 and "couldn't perform
    the required action" are the refused attack: the monster does not stay rested."""
    says("攻撃に必要な行動を行えなかった。その怪異はレストしたままか？", "no", game=None)
    says("I couldn't perform the required action for the attack. Does my monster stay rested?",
         "no", game=None)


def test_a_terminal_card_that_resolved_binds_the_turn():
    """9-2: after a 終端 card resolves its user does no basic action that turn, paid by a card
    or not (not "the card is only paid as a cost")."""
    says("After a card with Terminal resolves, can I still do a basic action by putting a card "
         "face-down this turn?", "no")
    says("종단을 가진 카드를 쓴 뒤에 같은 턴에 손패를 덮어서 기본동작을 할 수 있나요?", "no")


def test_a_heard_claim_confirmed_with_its_source():
    """「…って友達から聞きました。本当ですか」, 「…다고 친구한테 들었어요. 진짜인가요?」 and "A friend
    told me that … Is that true?": the negated claim is confirmed (9-2)."""
    says("終端を持つカードを使ったあと、そのターンはもう手札を伏せて基本動作をすることもできない"
         "って先輩から聞きました。本当ですか？", "yes")
    says("종단 카드를 쓴 뒤에는 그 턴에 손패를 덮어서 기본동작을 하는 것도 안 된다고 선배한테 "
         "들었어요. 진짜인가요?", "yes")
    says("Someone told me that once a card with Terminal resolves, I can't do a basic action by "
         "putting a card face-down for the rest of that turn. Is that true?", "yes")


def test_an_english_can_statement_closed_by_a_tag():
    """"Distance 3, Aura 5. I can't Advance, right?": the one can-verb is the claim (9-6 ⅰ-B,
    7-1-3-1); two can-verbs ("I can draw but can't attack, right?") are not read this way."""
    says("The Distance is 3 and my Aura is 5. I can't Advance, right?", "yes")
    says("The Distance is 3 and my Aura is 2. I can't Advance, right?", "no")
    says("The Distance is 3 and my Aura is 2. So I can Advance here, correct?", "yes")
    abstains("Distance 3, my Aura 5. I can Retreat but I can't Advance, right?")


def test_hi_story_turn_one_attack_claimed_after_a_told_draw():
    """5.5.1: on turn 1 neither player attacks; "I got to draw, so I can attack too, right?"
    asks the attack, not the draw told before it."""
    says("I went second and this is my first turn. I drew in my draw phase, so I can attack in "
         "my attack phase too, right?", "no", game="histoy")


def test_swinging_at_the_player_past_a_reversed_monster():
    """803.3b: with a targetable reversed monster of theirs, the player cannot be chosen."""
    says("My opponent controls a reversed monster I'm allowed to target. So I can't just swing "
         "at the player with this attack, correct?", "yes", game="magical-girl")


def test_two_lettered_opposing_monsters_and_a_lettered_target():
    """Two opposing monsters described with different states, the target named by a letter:
    the probe places one monster, so no verdict (803.3b)."""
    abstains("The opponent has reverse-state monster X, which I may target, and rest-state "
             "monster Y. Can I choose Y as the attack target instead?", game="magical-girl")


def test_no_reactions_with_an_unknown_bracket():
    """10-22: 対応不可（〇〇） bars only the cards its bracket names; a bracket not given leaves
    it open."""
    missing = abstains("The attack has No Reactions on it, with something in parentheses I "
                       "couldn't read. I can still react with a Special card, right?")
    assert any("対応不可（…）" in m for m in missing), missing


def test_an_attack_card_whose_range_the_unsaid_distance_decides():
    """9-2-1: "range 3-4, can I use it?" with the Distance unsaid — in range it can."""
    missing = abstains("前進を2回して、今オーラは4です。手元の攻撃カードは適正距離3-4、2/1。"
                       "これ今使えますか？")
    assert "間合" in missing, missing
    says("間合4、オーラ2。手元の攻撃カードは適正距離3-4、2/1。これ今使えますか？", "yes")


def test_orbs_already_corrupted_are_not_counted_by_the_rules():
    """804.5 says nothing of orbs already corrupted: whether they count is not decided."""
    abstains("My opponent has 2 Orbs, both already defiled. My monster attacks the player and "
             "reaches battle judgment. Do I win?", game="magical-girl")
    abstains("相手のオーブは2つで、どちらもすでに穢されている。怪異でプレイヤーを攻撃してバトル判定"
             "ステップまで進んだ。勝てますか？", game="magical-girl")


def test_two_questions_joined_by_and_with_its():
    """"Does its effect resolve, and does the card stay?": one yes cannot answer both."""
    abstains("I play a Charge 2 Enhancement with my Aura and the Dust both empty. Does its "
             "'when deployed' effect resolve, and does the card stay on the board?")


def test_this_one_is_not_a_count():
    """"Can I take this one on my Aura?": 'one' is the attack, not the Aura's count."""
    missing = abstains("An opponent's 4/1 attack hits me. My Life is 7. Can I take this one on "
                       "my Aura?")
    assert any("オーラ" in m for m in missing), missing


def test_a_used_special_in_korean():
    """9-4 ⅰ: a used 切札 cannot react (「앞면(사용됨)」)."""
    says("《대응》 비장패를 지난 턴에 써서 지금은 앞면(사용됨)으로 놓여 있어요. 상대가 공격하는데 이 "
         "비장패로 대응할 수 있나요?", "no")


def test_a_negated_statement_with_a_positive_tag_is_unclear():
    """"It can't be broken, can it?": English answers it either way; no yes/no is stated."""
    abstains("I attack my opponent's rested monster (attack 1000 / defense 5000) with a "
             "2000-attack monster. With 5000 defense it can't be destroyed, can it?",
             game="magical-girl")


def test_a_plain_japanese_negative_question_and_the_games_second_turn():
    """「自分も攻撃できないの？」 is a plain negative question (no yes/no); 「ゲーム全体では2ターン目」
    is not the game's first turn (506.1)."""
    abstains("後攻で、自分の最初のターン（ゲーム全体では2ターン目）。リカバー状態の怪異がいる。"
             "自分も攻撃できないの？", game="magical-girl")
    says("後攻で、自分の最初のターン（ゲーム全体では2ターン目）。攻撃を禁止されていないリカバー状態"
         "の怪異がいる。この怪異で攻撃できますか？", "yes", game="magical-girl")


def test_a_judges_refusal_asked_as_right_or_wrong():
    """"The judge stopped the attack. Was that correct?": the played attack is the refused one;
    its yes answers the question the other way round, so no verdict."""
    abstains("ゲーム2ターン目、後攻プレイヤーがリカバー状態の怪異で相手プレイヤーに攻撃しようとした"
             "ところ、ジャッジは攻撃を止めさせた。止めたのは正しかったか？", game="magical-girl")


def test_the_used_special_that_was_then_removed():
    """10-20: only used 切札 in <切札> count; the one used and then removed (10-18) does not."""
    says("私の切札のうち使用済は1枚だけで、その1枚は効果で取り除かれて＜ゲーム外＞にあります。"
         "残り2枚は＜切札＞に未使用です。「あなたの切札が1枚以上使用済」の条件は満たされますか？",
         "no")
    says("Only one of my special cards was used, and an effect removed it to Out of Game. The "
         "other two are unused in my special zone. Is 'one or more of your special cards are "
         "used' met?", "no")


def test_an_effect_that_triggers_on_a_basic_action_is_not_the_action():
    """9-6 ⅰ-B: "an effect that triggers when I take a basic action" does not perform it; an
    Advance the player chooses at Distance 2 moves nothing, so it cannot be chosen."""
    says("The Distance is 2. I have an effect that triggers when I take a basic action, so I "
         "want to pay 1 Vigor and declare Advance anyway. Can I choose Advance?", "no")


def test_a_lettered_players_own_first_turn_in_korean():
    """506.1 skips the game's first turn only: 「A에게 첫 턴」 with who went first unsaid."""
    missing = abstains("지금은 A에게 첫 턴이고, A의 필드에는 리커버 상태이며 공격이 금지되지 않은 "
                       "괴이가 있습니다. A는 이 턴에 공격할 수 있나요?", game="magical-girl")
    assert any("선공" in m for m in missing), missing


def test_a_tagged_can_claim_led_by_a_because_phrase():
    """"…, but because of Terminal I can't do any more basic actions, right?": the can-statement
    is the claim, its "because of" lead or not (9-2)."""
    says("I used a card with Terminal and it finished resolving. I still have 1 Vigor, but because "
         "of Terminal I can't do any more basic actions this turn, right?", "yes")


def test_a_hi_story_attack_asked_with_a_can_form():
    """11.1.1: only a rested card can be attacked; 「攻撃して墓地に送れますか」 with its state
    unsaid hangs on it (the rested case alone would say yes)."""
    missing = abstains("相手の場にオモテのランク2（パワー2000）のカードがある。パワー3000の自分の"
                       "カードでこれを攻撃して墓地に送れますか？", game="histoy")
    assert any("レスト" in m for m in missing), missing
    says("相手の場にオモテでレスト状態のランク2（パワー2000）のカードがある。パワー3000の自分の"
         "カードでこれを攻撃して墓地に送れますか？", "yes", game="histoy")


def test_the_end_of_battle_phase_trigger_with_no_attacker():
    """803.3 → 806.1: with no attacker to choose, the battle phase end step still raises its
    trigger condition (worded without "the", or as abilities that trigger)."""
    says("I enter the battle phase, but all my monsters are rested, so no attacking monster can "
         "be chosen. Does the 'end of battle phase' trigger condition still occur?", "yes",
         game="magical-girl")
    says("Turn 3 of the game, all my monsters are rested and none can attack. Do abilities that "
         "trigger 'at the end of the battle phase' still happen?", "yes", game="magical-girl")
    says("ゲームの3ターン目、自分の怪異はすべてレスト状態で攻撃できる怪異がいない。それでも"
         "「バトルフェイズ終了時」の誘発能力は誘発する、で合ってる？", "yes", game="magical-girl")


def test_after_the_first_turn_is_not_the_first_turn():
    """506.1 skips only the game's first turn: "a battle phase after the first turn" has it."""
    says("It's a battle phase after the first turn, but all my monsters are rested and nothing "
         "can attack. Does the 'at end of battle phase' trigger still fire?", "yes",
         game="magical-girl")


# -- wave 77 (rt441–rt448) --------------------------------------------------------------------


def test_how_many_of_the_listed_basic_actions_can_be_chosen():
    """9-6 ⅰ-B: each listed basic action is played alone and the ones that can move an object
    are counted (not the Vigor left)."""
    says("During a standard action the Distance is 2, the Dust 0, my Aura 5, Flare 2 and Vigor 1. "
         "Paying 1 Vigor, how many of Advance, Retreat, Recover (纏い), Focus (宿し) and Withdraw "
         "(離脱) can I choose?", "2")
    says("間合10、ダスト0、自分のオーラ5・フレア0・集中力1。標準行動で集中力を払って基本動作をする。"
         "前進・後退・纏い・宿し・離脱のうち選べるのはいくつ？", "1")
    says("간격 2, 더스트 3, 내 오라 1, 플레어 2, 집중력 1입니다. 기본동작 전진·후퇴·휘감기·품기·이탈 "
         "중 선택할 수 있는 것은 몇 가지입니까?", "4")


def test_whose_first_turn_said_with_mukaeru():
    """506.1: 「このゲームで自分が迎える最初のターン」 is the player's own first turn."""
    missing = abstains("このゲームで自分が迎える最初のターンです。このターンのバトルフェイズで、"
                       "自分の怪異で攻撃を行うことはできますか？", game="magical-girl")
    assert any("先攻" in m for m in missing), missing


def test_two_questions_after_a_colon_and_with_irang():
    """"…: can I draw …, and can I set …?" and 「간격이랑 더스트는 몇」 ask two things."""
    abstains("Checking the second player's first turn: can I draw in the Draw & Refresh phase, "
             "and can I set a card in the set phase?", game="histoy")
    abstains("간격 1에서 더스트에 4개 있는 상태로 기본동작 '이탈'을 한 번 했어요. 끝난 뒤 간격이랑 "
             "더스트는 몇이 되나요?")


def test_unpicked_specials_told_as_unused_are_outside_the_game():
    """10-20: 「…選ばなかった切札が＜ゲーム外＞に…もちろん未使用」 are the unpicked cards, not
    other unused 切札 in play."""
    says("自分の切札Xには「あなたの他の切札が全て使用済である」という条件がある。Xのほかの切札Yと"
         "Zはどちらも使用済。眼前構築で選ばなかった切札が＜ゲーム外＞に裏向きで置かれており、もちろん"
         "未使用。Xから見て条件は満たされていますか？", "yes")


def test_a_hi_story_effect_that_moves_the_attacking_card():
    """10.6.5: an effect that sends the attacking card away may cancel the attack; the probes do
    not play it."""
    abstains("An opposing 4000-power card attacks my deck. I activate a card whose effect sends "
             "the attacking card to the graveyard. How many cards from my deck go to the "
             "graveyard?", game="histoy")


def test_a_korean_confirmation_after_a_told_negation():
    """「…'전력화하지 않았다면' 효과가 있음. 이거 적용되는 거 맞나요?」: the told quote's negation is
    not the claim (9-1-2: used as a reaction, it is not 全力化)."""
    says("상대 공격에 대응으로 카드를 썼는데 그 카드에 '전력화하지 않았다면 ~' 효과가 있음. 이거 "
         "적용되는 거 맞나요?", "yes")


def test_a_players_quoted_claim_is_not_a_fact():
    """「Bは『それは選べない』と言う」: B's claim that the player cannot be chosen is argued, not a
    fact of the position (803.3b decides)."""
    # (the quote is then unplaced text: no verdict, where it used to make the monster
    # untargetable and the answer "yes")
    abstains("A의 공격 선언 스텝입니다. B는 리버스 상태의 괴이를 1체 지배하고 있고, 그것을 공격 "
             "목표로 할 수 없게 하는 효과는 없습니다. B는 \"플레이어는 선택할 수 없다\"고 합니다. "
             "A는 B 플레이어를 공격 목표로 선택할 수 있나요?", game="magical-girl")
    abstains("B controls no monsters. A attacks player B with a Recover-state monster. A says "
             "'that's the game'; B says only one orb gets defiled. Does A win at the battle "
             "judgment step?", game="magical-girl")


def test_what_is_destroyed_when_nothing_is():
    """804.3: equal ATK destroys nothing; "what is destroyed?" is answered "nothing"."""
    says("My 3000-attack monster attacks an opponent's Recover-state monster that also has 3000 "
         "attack. What gets destroyed?", "nothing", game="magical-girl")
    says("攻撃力3000の自分の怪異で、攻撃力3000のリカバー状態の相手の怪異を攻撃した。何が破壊されるか？",
         "nothing", game="magical-girl")


def test_no_unavoidable_in_korean_and_a_reaction_out_of_range():
    """9-4 ⅲ: after the reaction moves the Distance to 5, a 3-4 attack without 不可避 does not
    hit (「불가피 같은 건 없어요」 denies it)."""
    says("간격 3일 때 적정거리 3-4인 공격을 했어요. 상대가 대응한 카드의 효과로 간격이 5가 됐습니다. "
         "제 공격 대미지가 들어가나요? (불가피 같은 건 없어요)", "no")


def test_a_goddess_card_used_as_a_reaction():
    """9-4 ⅰ: only a 《対応》 card reacts; 「ユリナのカード」 does not say which card."""
    abstains("相手の攻撃に、手札にあるユリナのカードを1枚使って対応したいです。できますか？")
    abstains("I want to react to the opponent's attack with one of the Yurina cards in my hand. "
             "Can I?")


def test_my_card_at_negative_power_after_a_substitute():
    """11.6.2/11.6.3: the attacking card at power 0 after 身代わり stays on the field."""
    says("パワー2000の私のカードで相手の山札を攻撃したら、相手が身代わりを使った。パワーがマイナス"
         "になった私のカードは、そのまま墓地に行くんですか？", "no", game="histoy")


# -- wave 78 (rt449–rt456) --------------------------------------------------------------------


def test_a_told_forced_take_is_not_the_asked_one():
    """5-8-3-2: 「ダメージを受けることになりました。…オーラで受けることを選べますか。」 asks the
    choice, and the Aura left unsaid decides it."""
    missing = abstains("相手の3/2の《攻撃》が当たり、ダメージを受けることになりました。このダメージを"
                       "オーラへのダメージとして受けることを選べますか。")
    assert "自分のオーラ" in missing, missing


def test_hitting_the_player_in_casual_korean():
    """803.3b: 「상대 플레이어 바로 때려도 되죠?」 aims at the player, barred by the reversed
    monster."""
    says("상대 필드에 리버스 상태 괴이 1체 있는데 공격 목표로 지정 가능한 상태예요. 그냥 무시하고 "
         "상대 플레이어 바로 때릴 수 있나요?", "no", game="magical-girl")


def test_an_effect_that_said_advance_or_withdraw():
    """9-6 ⅰ-A: an effect's 「《前進》か《離脱》」 lets the player pick either, even one that moves
    nothing ("a card said '…'")."""
    says("A card I used said \"perform the basic action Advance or Withdraw\". The Distance is 2 "
         "and the Dust is 0. Can I choose Advance?", "yes")


def test_a_comparison_claim_joined_to_a_destroy_claim():
    """「방어력이랑 비교하니까 못 부수는 거 맞죠?」: two claims, not only "is DEF compared"."""
    abstains("공격력 2000 괴이로 상대 레스트 상태 괴이(공격력 1000 / 방어력 5000) 공격했어요. 레스트면 "
             "방어력이랑 비교하니까 못 부수는 거 맞죠?", game="magical-girl")


def test_the_life_after_the_start_phase_draw_in_korean():
    """10-10, 5-8-3-2: no reshuffle at deck 0, Aura 0, Life 5: two 焦燥 leave Life 3 (not the
    number of cards drawn)."""
    says("개시 페이즈에 패산이 0장이었어요. 재구성은 안 하기로 했어요. 오라 0, 라이프 5입니다. "
         "이어서 2장 뽑는 단계에서 라이프는 몇이 되나요?", "3")


def test_hi_story_draw_and_attack_asked_together():
    """5.5.1 answers the two differently: no one yes/no."""
    abstains("自分は後攻。自分の最初のターンに、ドロー&リフレッシュフェーズでカードを引き、攻撃フェーズ"
             "で攻撃することはできるか？", game="histoy")
    abstains("가위바위보에 져서 후공이 됐어요. 제 첫 턴에 카드를 뽑는 것과 공격 페이즈에 공격하는 것은 "
             "할 수 있나요?", game="histoy")


def test_a_cards_own_text_quoted_is_not_a_players_claim():
    """803.3b: a reversed monster whose text says it can't be chosen does not bar the player."""
    says("My opponent's only reversed monster says 'This monster can't be chosen as an attack "
         "target.' Can I choose my opponent as the target?", "yes", game="magical-girl")
