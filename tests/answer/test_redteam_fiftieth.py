"""Wave fifty's wrong verdicts (sets 247-252), fixed at their cause: paraphrases played on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from tests.answer.asking import abstains, says


def test_a_draw_is_named_as_official_answers_do():
    """4-2 1: the verdict reads "draw", the short verdict most answers give (it was "the game
    is a draw" from wave 50 to wave 67)."""
    says("Both players take damage at the same moment and both Lives reach 0 together. No "
         "special effects apply. Who wins?", "draw")


@pytest.mark.parametrize("question", [
    "私が《対応》で使用した《攻撃》カードの《攻撃》に対して、相手はさらに《対応》カードで対応できますか？",
    "내가 《대응》으로 사용한 《공격》 카드의 《공격》에 대해, 상대는 다시 《대응》 카드로 대응할 수 있나요?",
])
def test_an_attack_used_as_a_reaction_cannot_be_reacted_to(question):
    """9-4: 「《対応》で使用した《攻撃》」 (with the brackets) is a reaction attack (it was 'yes')."""
    says(question, "no")


@pytest.mark.parametrize("question", [
    "During a standard-action main phase I use a card with 終端 (Terminal) and finish resolving "
    "it. Can I still perform a basic action this turn by putting a card from hand face down?",
    "표준행동을 선택한 메인 페이즈에 종단(終端)을 가진 카드를 사용하여 해결을 마쳤습니다. 같은 턴 중에 손패 1장을 덮어서 "
    "기본동작을 할 수 있나요?",
])
def test_terminal_used_in_the_present_tense(question):
    """終端: no basic action for the rest of the turn ('I use … and finish resolving it' was
    read as a card paid as a cost: 'yes')."""
    says(question, "no")


def test_a_reversed_target_named_by_letter_in_english():
    says("My opponent has monster A in the Reverse state (legal to target) and monster B in the "
         "Recover state. May I choose B rather than A as my attack target?", "yes",
         "magical-girl")


def test_both_monsters_as_targets_of_a_single_attack():
    abstains("With one big monster, can I make both of my opponent's Recover-state monsters the "
             "targets of a single attack?", "magical-girl")


def test_korean_my_monster_is_rested():
    says("제 괴이가 레스트 상태입니다. 공격 선언 스텝에서 이 괴이를 공격을 하는 괴이로 고를 수 있나요?", "no",
         "magical-girl")


def test_three_opposing_monsters_of_unsaid_state():
    abstains("My opponent controls three monsters. Can I declare an attack with the opponent "
             "player as the target?", "magical-girl")


def test_each_players_vigor_is_two_values():
    abstains("桜花決闘の準備が終わり、先攻プレイヤーの最初のターンが始まろうとしている。この時点でそれぞれのプレイヤーの"
             "集中力はいくつか？")


def test_nobody_has_moved_the_distance_is_not_an_empty_distance():
    """9-6-2: the Distance holds 10 (7-1-1): Retreat cannot move a token (it read 「間合を動かして
    いない」 as Distance 0: 'yes')."""
    says("まだ誰も間合を動かしていないので、＜間合＞には桜花結晶が10個あります。自分のオーラは3つです。"
         "手札を1枚伏せて基本動作《後退》を行えますか？", "no")


def test_an_attack_special_out_of_range_is_not_played_as_a_paid_use():
    abstains("플레어 3인 상태에서 소모값 2인 공격 비장패를 사용하려 했지만, 현재 간격이 그 적정거리에 들어가 있지 "
             "않았습니다. 플레어는 몇 개 남나요?")


def test_a_no_cannot_lose_effect_is_no_reshuffle_effect():
    """The reshuffle is not said to be an effect's ('no "cannot lose" effect' was read as
    one, which deals no damage: 'no')."""
    abstains("A player with 1 Life reshuffles their deck, and no \"cannot lose\" effect "
             "applies. Does that player lose?")


@pytest.mark.parametrize("question", [
    "양쪽 라이프가 동시에 0이 됐습니다. B 쪽엔 '패배하지 않는다' 효과가 적용 중이고, A 쪽엔 아무것도 없어요. "
    "'승리할 수 없다' 효과는 둘 다 없고요. 누가 이기나요?",
    "One effect drops both players to 0 Life at the same time. Player A is under a 'does not "
    "lose' effect; B has no such effect. Who wins?",
    "An effect drops both players' Life to 0 at the same moment. My opponent has a 'does not "
    "lose' (敗北しない) effect applied and I have nothing. Is it a draw, or who wins?",
])
def test_a_no_lose_effect_applied_to_one_player_is_not_a_draw(question):
    """4-2 1-2: with 『敗北しない』 on one side the other player loses; the denial of the other
    player's effects does not deny it (r45 found these read as a draw)."""
    assert len(abstains(question)) == 1


def test_a_count_on_my_aura_is_not_a_restated_damage():
    """9-2-3 納: 1 from the Dust and 1 from the Aura: 2 go on ('1 on my Aura' is a count)."""
    says("I play an Enhancement with Charge 3, but there is only 1 token in Dust and 1 on my "
         "Aura. How many tokens end up on it?", "2")


def test_korean_my_monster_attacks_their_recovered_one():
    """804.3: 'my monster is destroyed?' — no; 「리커버 상태인 상대 괴이」 is their state even
    after 「제 괴이가」 (r46 found it read as my attacker's)."""
    says("공격력 4인 제 괴이가 리커버 상태인 상대 괴이(공격력 6)를 공격했어요. 제 쪽 공격력이 더 작으니까 제 괴이가 "
         "파괴되나요?", "no", "magical-girl")


def test_one_in_recover_state_one_in_reverse_state():
    """803.3b: the reversed one shields the player (r46: 'yes')."""
    says("Their board: one monster in recover state, one in reverse state (nothing stopping me "
         "from targeting it). Can I ignore both and go face, i.e. attack the player?", "no",
         "magical-girl")


def test_a_denied_keyword_with_a_gloss_in_korean():
    """6-4-1-4: without 超克 the Aura damage is capped at 5, which Aura 5 takes; 「초극(超克)은
    가지고 있지 않습니다」 denies it through the gloss (it was 'no')."""
    says("상대 《공격》의 대미지는 7/1이고, 초극(超克)은 가지고 있지 않습니다. 제 오라에는 벚꽃결정이 5개 있습니다. "
         "이 대미지를 오라로 받는 것을 선택할 수 있나요?", "yes")
