"""Fixes from the fifty-third wave of red-team sets (rt265–rt270), asked in paraphrase on the
real engines (no rulings)."""

from __future__ import annotations

from tests.answer.asking import abstains, says


def test_neither_under_an_effect_that_stops_it_being_chosen():
    """803.3b: a choosable reversed monster keeps the player from being the target."""
    says("The opponent has one reversed and one recovered monster, and neither is under any "
         "effect that stops it being chosen as an attack target. Can I target the opponent "
         "player?", "no", "magical-girl")


def test_not_reacting_declines_the_reaction():
    """5-8-3-2: Aura 2 cannot take the 3 (it played a reaction for 'not reacting')."""
    says("I'm taking a 3/1 attack and not reacting. I have 2 Aura and 5 Life. May I take the "
         "damage on my Aura?", "no")


def test_the_target_put_on_the_bottom_of_the_deck():
    """803.5a: the attacked monster left; the attack does not move to the player (804.1)."""
    says("I declared an attack on an opposing monster, and in response the opponent put that "
         "monster on the bottom of their deck. Does my attack corrupt an Orb instead?", "no",
         "magical-girl")


def test_the_opponents_monsters_in_unsaid_states():
    abstains("Can my recovered monster choose the opponent player as its target? My opponent has "
             "monsters on the battlefield.", "magical-girl")
    abstains("相手の場には怪異が1体だけ。自分にはリカバー状態の怪異がいる。相手プレイヤーを攻撃目標に選べる？",
             "magical-girl")
    abstains("自分のターン。相手：オーブ0、怪異1体（攻撃力2・防御力5）。自分：リカバー状態の怪異1体（攻撃力1）。"
             "このターンに勝てますか？", "magical-girl")


def test_no_attack_ban_said_with_kakatte_imasen():
    says("後攻プレイヤーの最初のターン（ゲームの2ターン目）です。リカバー状態の怪異が1体いて、攻撃を禁止する効果は"
         "何もかかっていません。この怪異で攻撃できますか？", "yes", "magical-girl")


def test_the_nearer_owner_word_owns_the_atk():
    """"an opposing 3 ATK / 6 DEF monster with my 4-ATK monster": the 3 is theirs; the state is
    unsaid, so 804.3 against 804.4 is open."""
    abstains("I attack an opposing 3 ATK / 6 DEF monster with my 4-ATK monster. Does it get "
             "destroyed?", "magical-girl")


def test_a_korean_special_said_not_to_be_full_power():
    """9-3-1: the Flare pays the 消費; it is unsaid (it read 《전력》 아님 as 《全力》)."""
    assert abstains("표준행동 중입니다. 소모값 2인 미사용 비장패(《행동》, 《전력》 아님)를 사용하고 싶습니다. "
                    "오라는 3, 집중력은 1입니다. 사용할 수 있나요?") == ["내 플레어"]  # not 「フレア」


def test_a_quoted_claim_is_not_the_question():
    """804.3: 3000 against ATK 2000 (not DEF) destroys it; 「耐える」 is the opponent's claim."""
    says("自分の攻撃力3000の怪異で、リカバー状態の相手の怪異（攻撃力2000、防御力4000）を攻撃した。相手は"
         "「防御力が高いから耐える」と言うが、この相手の怪異は破壊される？", "yes", "magical-girl")


def test_a_reshuffle_with_no_phase_said_has_no_known_cause():
    """9-7 ⅰ's damage is the rules' reshuffle's; an effect's deals none."""
    assert abstains("捨て札2枚と伏せ札1枚を山札に戻して再構成しました。ライフは5です。この再構成でライフに"
                    "1ダメージを受けますか？") == [
        "再構成の原因（開始フェイズのルールによるものか、効果によるものか）"]


def test_a_korean_denial_of_both_effects_gives_the_draw():
    """4-2 1: 「…효과는 어느 쪽에도 적용되어 있지 않습니다」 denies them (it read them as applying)."""
    says("하나의 효과로 두 플레이어의 라이프가 동시에 0이 되었습니다. 어느 쪽에도 '패배하지 않는다'나 '승리할 수 "
         "없다' 효과는 적용되어 있지 않습니다. 승패는 어떻게 되나요?", "draw")


def test_the_reviews_catches():
    """An effect that DOES stop the reversed monster being chosen frees the player (803.3b); an
    "after" said of the trigger's own monster is no window asked; "I can't react to the
    overcome attack" does not deny 超克; Life asked with an empty deck is not the deck count."""
    says("My opponent has one reversed monster, and it is under an effect that prevents it from "
         "being chosen as an attack target. Can I attack the opponent player?", "yes",
         "magical-girl")
    abstains("Can I use an ability after my monster's ability triggers at the start of the "
             "battle phase?", "magical-girl")
    says("I can't react to the overcome attack: a 4/1 attack with +2/+0. What is its Aura "
         "damage?", "6")
    says("My start phase, not my first turn. My deck is empty and I do not reshuffle. My Life "
         "is 5 and Aura 0. How much life do I have after the start phase?", "3")


def test_a_window_asked_in_korean_with_sseugo():
    """「능력을 쓰고 싶습니다 … 그게 되나요?」: 802.1 precedes the phase's first 우선권 (802.2)."""
    says("배틀 페이즈에 들어간 뒤, '배틀 페이즈 개시 시' 유발 조건이 발생하기 전에 능력을 쓰고 싶습니다. 배틀 페이즈 "
         "안에서 그게 되나요?", "no", "magical-girl")


def test_my_first_turn_of_this_match():
    """「私にとってこの対戦で最初のターン」: the game's first turn only if I went first (506.1)."""
    assert abstains("今は私にとってこの対戦で最初のターンです。このターン、バトルフェイズはありますか？",
                    "magical-girl") == ["先攻か後攻か（506.1はゲームの最初のターンのみ）"]
