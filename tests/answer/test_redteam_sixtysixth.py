"""Fixes from the sixty-sixth wave of red-team sets (rt353–rt360), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_a_negated_belief_closed_by_sou_desu_yo_ne():
    """804.3: a rested target battles by ATK; 2000 beats 1000, so 'cannot destroy' is wrong."""
    says("相手のレスト状態の怪異（攻撃力1000・防御力3000）を攻撃力2000の怪異で攻撃する。防御力で"
         "比べるので破壊できない――そうですよね？", "no", "magical-girl")


def test_a_non_first_turn_is_a_later_turn():
    """7-1-6, 10-10: two draws from an empty deck are two 焦燥; Aura 0 takes them on Life."""
    says("At the start phase of a non-first turn my deck is empty, Aura 0, Life 3. I skip the "
         "reshuffle and draw 2. What is my Life afterward?", "1")


def test_an_only_claim_joined_to_another():
    """803.3b: one played action does not test which states may be targeted."""
    abstains("攻撃目標にできる相手の怪異はリバース状態のものだけで、レスト状態の怪異は攻撃目標に"
             "できない、と理解しています。正しいですか？", "magical-girl")


def test_a_rule_heard_or_told_then_confirmed():
    """803.3b, 5.5.1: the claims are wrong."""
    says("相手が怪異を1体でも出していれば、リカバー状態でも相手プレイヤーへは攻撃できないと"
         "聞きました。これで合っていますよね？", "no", "magical-girl")
    says("後攻でも、自分の最初のドロー&リフレッシュフェーズではドローできないと言われました。"
         "合っていますか？", "no", "histoy")


def test_an_aura_choice_made_if_it_can_be_chosen():
    """5-8-3-2: with the Aura unstated, whether its side may be chosen is open."""
    assert abstains("ライフは6。相手の3/2の《攻撃》を受け、選べるならオーラへのダメージを選びます。"
                    "ライフはいくつになりますか？") == ["現在の「オーラ」の値"]
    assert abstains("라이프는 6입니다. 상대의 3/2 《공격》을 받았고, 선택할 수 있다면 오라 대미지를 "
                    "선택합니다. 라이프는 얼마인가요?") == ["현재 「オーラ」의 값"]


def test_the_vigor_said_to_just_stay_at_the_cap():
    """5-1-2: the start phase's gain leaves Vigor 2 at its cap."""
    says("My start phase, not my first turn. I have 2 Vigor and I'm not Flinched. When I gain 1 "
         "Vigor, does my Vigor just stay at 2?", "yes")


def test_is_it_the_case_that_i_cannot():
    """9-2: after a 終端 card resolves, no basic action for the rest of the turn."""
    says("終端を持つカードを使って解決し終えました。まだメインフェイズですが、このターンはもう"
         "「前進」もできない、ということですか？", "yes")


def test_which_zone_in_korean_is_not_a_yes_no():
    """A from-which-zone question gets no yes/no."""
    abstains("《부여》 카드를 사용해서 더스트의 벚꽃결정을 납으로 올렸습니다. 이 벚꽃결정은 어느 "
             "영역에서 어느 영역으로 이동한 것으로 취급되나요?")


def test_one_of_their_orbs_is_not_a_count():
    """804.5: with the Orbs unstated, 0 Orbs would win instead of corrupting one."""
    assert abstains("My monster attacks the opponent directly and reaches battle judgment. Will one "
                    "of their Orbs be corrupted?", "magical-girl") == ["the opponent's Orbs"]


def test_two_monsters_in_one_attack_abstain():
    """803.3a: one attacking monster per declaration; the probes place one."""
    abstains("リカバー状態の怪異2体で、1つの攻撃を同時に行うことはできますか？", "magical-girl")
    abstains("리커버 상태의 괴이 2체로 하나의 공격을 동시에 할 수 있나요?", "magical-girl")


def test_the_full_regressions_findings():
    """r59 → r60: a denied removal keeps the flinch-stays reading (5-1-4: it is removed, so
    'no'); 'how many hand cards must go face down' is the count hidden (8-3-2: 5 → 3); the
    player told, a monster asked, targets the monster (803.3b)."""
    says("畏縮状態で、集中力はすでに2（上限）です。自分の開始フェイズ（最初のターンではない）では"
         "集中力を得られないので、畏縮も解除されずそのまま残るんですよね？", "no")
    says("自分のターンの終了フェイズです。手札は通常札ばかり5枚、伏せ札にはすでに4枚、山札は残り"
         "2枚です。伏せ札にしなければならない手札は何枚ですか？", "3")
    says("相手にリバース状態の怪異がいるのでプレイヤーには攻撃できないのは分かってます。別の"
         "リカバー状態の怪異を攻撃目標にすることはできますか？", "yes", "magical-girl")


def test_a_lettered_start_phase():
    """9-7 ⅰ, 4-2: A's reshuffle at 1 Life loses; B wins."""
    says("Player A's start phase (not A's first turn). A has Life 1, Aura 2, 1 card in the deck. "
         "A chooses to reshuffle. No other effects apply. Who wins?", "B")
