"""Wave fourteen's wrong verdicts (and the regressions of wave thirteen's aside stripping),
fixed at their cause: paraphrases in ja/ko/en, played on the real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


@pytest.mark.parametrize("question", [
    "間合3、自分のオーラ1、集中力2で標準行動中です。集中力を払って基本動作《前進》を2回続けて行えますか？",
    "간격 3, 내 오라 1, 집중력 2입니다. 집중력을 지불해서 기본동작 '전진'을 연속으로 2번 할 수 있나요?",
    "Distance is 3, my Aura is 1 and I have 2 Vigor. Can I pay Vigor to Advance twice in a row?",
])
def test_an_action_done_twice_in_a_row_is_not_one_probe(question):
    """The probes play one Advance; the second one (at distance 2, 9-6 ⅰ-B) is not played."""
    assert _ask(question).verdict is None


def test_a_hi_story_attack_on_the_player_is_no_target():
    """11.1: an attack targets a card or the deck; "attack my opponent directly" is neither."""
    a = _ask("I attack my opponent directly. Do I win the game with this attack?", game="histoy")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "My recovered Servant with 2500 ATK attacks my opponent's Servant in reverse position, which "
    "has 3000 ATK and 2000 DEF. Is their Servant destroyed?",
    "My recovered monster (ATK 2500) attacks my opponent's reversed monster (ATK 3000, DEF 2000). "
    "Is the opposing monster destroyed?",
])
def test_my_state_word_at_the_sentence_start_is_the_attackers(question):
    """804.4: against a reversed target, ATK 2500 beats DEF 2000."""
    a = _ask(question, game="magical-girl")
    assert (a.verdict, a.verdict_source) == ("yes", "simulation"), a.missing
    assert "monster T of P2 atk 3000 def 2000 reverse" in a.scenario


@pytest.mark.parametrize("question", [
    "相手の怪異ゾーンに結界が置かれています。この結界を攻撃目標に選べますか？",
    "My opponent has a barrier in their monster zone. Can I pick it as my attack target?",
])
def test_a_barrier_is_no_monster_target(question):
    """803.3b: a card that is no monster is a target only if an effect allows it."""
    assert _ask(question, game="magical-girl").verdict is None


@pytest.mark.parametrize("question", [
    "My first attack destroyed my opponent's only reversed monster. They still have one rested "
    "monster, and I still have a recovered monster. For my second attack, can I target the "
    "player?",
    "1回目の攻撃で相手の唯一のリバース状態の怪異を破壊しました。2回目の攻撃で相手プレイヤーを攻撃目標にできますか？",
    "The opposing monster I attacked left the battlefield before battle judgment. Can my "
    "attacking monster attack again this battle phase?",
])
def test_a_later_attack_after_told_events_is_not_the_first_attack(question):
    assert _ask(question, game="magical-girl").verdict is None


@pytest.mark.parametrize("question, verdict", [
    ("간격이 1이고 더스트에 벚꽃결정이 하나도 없습니다. 기본동작 '이탈'을 할 수 있나요?", "no"),
    ("A player with 3 aura and an empty Dust uses an Enhancement card. What is the player's "
     "aura afterwards?", None),
    ("My Dust is empty and my Aura is 2. Can I Recover?", "no"),
])
def test_empty_belongs_to_its_own_zone(question, verdict):
    """9-6-5 / 9-6-3 move from the Dust: "an empty Dust" is the Dust's, not the Aura before."""
    a = _ask(question)
    assert a.verdict == verdict
    if verdict is not None:
        assert a.verdict_source == "simulation"


def test_putting_tokens_on_the_card_is_not_using_it():
    a = _ask("제 오라가 2인 상태에서 납이 3인 부여 카드를 사용합니다. 이 부여패 위에 벚꽃결정 3개를 모두 올릴 수 "
             "있나요?")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "先攻1ターン目はバトルフェイズを行いませんが、後攻プレイヤーの最初のターンもバトルフェイズは飛ばされますか？",
    "Is the battle phase also skipped on the second player's first turn?",
])
def test_a_skipped_question_is_not_answered_as_does_it_happen(question):
    assert _ask(question, game="magical-girl").verdict is None


@pytest.mark.parametrize("question", [
    "相手の場に、怪異の攻撃力を変える結界があります（テキストは覚えていません）。私の攻撃力3の怪異で、相手のリカバー"
    "状態の攻撃力3の怪異を攻撃したら、破壊できますか？",
    "The opponent has a barrier that changes ATK (I don't remember its text). My ATK 3 monster "
    "attacks their recovered ATK 3 monster. Is it destroyed?",
    "私の怪異のテキストに、攻撃するには何かを行う必要があると書かれています（内容は省略します）。この怪異で攻撃できますか？",
    "My Servant's text says I must do something in order to attack with it (I'm not quoting "
    "what). Can it attack?",
])
def test_a_text_left_unsaid_is_not_played(question):
    assert _ask(question, game="magical-girl").verdict is None


@pytest.mark.parametrize("question", [
    "ライフが2のプレイヤーが、ダメージ2/2の《攻撃》を受けました（ダメージへの修正、対応、『敗北しない』効果はありま"
    "せん）。このプレイヤーはこの《攻撃》によって敗北しますか？",
    "ライフが2のプレイヤーが2/2の《攻撃》を受けました。このプレイヤーは敗北しますか？",
])
def test_a_player_hit_by_an_attack_in_brackets_is_the_one_who_takes_it(question):
    """5-8-3-2: with the Aura not given, taking 2 on Aura or on Life is open — no verdict."""
    a = _ask(question)
    assert a.verdict is None
    assert "ダメージをオーラとライフのどちらで受けるか" in a.missing


@pytest.mark.parametrize("question, verdict", [
    ("オーラが2のときに3/-の《攻撃》を受けました。オーラから何個の桜花結晶がダストへ送られますか？", "2"),
    ("オーラに1個しかない状態で3/-の《攻撃》を受けました。オーラから何個の桜花結晶がダストへ移動しますか？", "1"),
    ("오라가 2일 때 3/- 공격을 받았습니다. 오라에서 몇 개의 벚꽃결정이 더스트로 이동하나요?", "2"),
])
def test_a_count_moved_out_of_a_zone_is_its_loss(question, verdict):
    """5-8-3-1: Aura damage sends that many tokens from the Aura to the Dust (capped by it)."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def test_a_korean_player_hit_by_a_bracketed_attack_takes_it():
    a = _ask("라이프가 2인 플레이어가 대미지 2/2인 《공격》을 받았습니다. 이 플레이어는 이 《공격》으로 패배합니까?")
    assert a.verdict is None
    assert "대미지를 오라와 라이프 중 어디로 받는지" in a.missing
