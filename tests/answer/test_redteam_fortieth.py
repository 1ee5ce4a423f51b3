"""Wave thirty-nine's misses left open last session, and wave forty's, fixed at their cause:
played on the real engines (no rulings). Questions are paraphrases, not the sets' wording."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)


def _says(question: str, verdict: str, game: str | None = "sakura") -> None:
    a = _ask(question, game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def _abstains(question: str, game: str | None = "sakura") -> list[str]:
    a = _ask(question, game)
    assert (a.verdict, a.verdict_source) == (None, "none"), a.scenario
    assert a.missing
    return a.missing


@pytest.mark.parametrize("question", [
    "開始フェイズです。集中力は2で畏縮しています。開始フェイズの処理のあと、集中力と畏縮はどうなっていますか？",
    "Start phase of my third turn: Vigor 2 and I'm Flinched. After the start phase, what are my "
    "Vigor and Flinch?",
])
def test_two_values_asked_with_a_state_get_no_yes_no(question):
    """「集中力と畏縮はどうなっていますか」 asks two things (5-1-4, 8-1-3): a yes/no answers
    neither, so no verdict (it was 'yes')."""
    _abstains(question)


def test_doko_natte_imasu_ka_is_a_what_question():
    from judge.answer.extract.kinds import question_kind

    assert question_kind("このあと、畏縮はどうなっていますか？") == "what"
    assert question_kind("攻撃のあと、相手の怪異はどうなっていますか？") == "what"


@pytest.mark.parametrize("question, lang", [
    ("相手のオーブは0個です。相手の戦場には怪異が1体います（攻撃力1000／防御力1000）。自分はリカバー状態の攻撃力2000の怪異が1体。"
     "この攻撃で勝てますか？", "ja"),
])
def test_a_win_question_aims_at_the_player_and_needs_the_opposing_state(question, lang):
    """804.5 wins by corrupting at 0 Orbs: the attack aims at the player; 803.3b forbids that
    when a targetable reversed opposing monster exists, and its state is never said."""
    missing = _abstains(question, "magical-girl")
    assert missing == ["攻撃目標の怪異の状態（リカバー/レスト/リバース）"]


@pytest.mark.parametrize("question", [
    "相手の怪異はリバース状態の1体だけで防御力8000、こちらの怪異はどれも攻撃力2000なので破壊できません。"
    "この怪異を無視して相手プレイヤーを攻撃目標にできますか？（「攻撃目標に選ばれない」といった能力はありません）",
    "Their only monster is reversed with DEF 8000, so I can't destroy it with my 2000-ATK "
    "monsters. Can I skip it and target the opponent player instead? It has no ability which "
    "prevents it from being chosen as a target.",
])
def test_a_reversed_monster_must_be_attacked_even_when_it_cannot_be_destroyed(question):
    """803.3b: a targetable reversed opposing monster bars the player as the target. 'can't
    destroy it' told before the question is not the question; 'no ability which prevents it
    from being chosen' is a denial, not the ability."""
    _says(question, "no", "magical-girl")


@pytest.mark.parametrize("question", [
    "My opponent's attack had 'No Reactions', but I can't remember whether it said anything in "
    "brackets. Could I react with my Reaction card?",
    "相手の攻撃は「対応不可」でしたが、括弧書きがあったかどうか覚えていません。対応できましたか？",
    "상대 공격은 대응불가였는데 괄호 안에 뭐가 있었는지 기억이 안 납니다. 대응할 수 있었나요?",
])
def test_a_fact_the_asker_does_not_remember_is_not_assumed(question):
    missing = _abstains(question)
    assert any(m.startswith(("the fact the question says", "質問が「わからない」と述べている事実",
                             "질문에서 모른다고 한 사실")) or "対応" in m or "대응" in m
               for m in missing)


@pytest.mark.parametrize("question", [
    "I took 3 damage to Life. Do the 3 Sakura tokens I remove go to the Dust?",
    "ライフに3ダメージを受けました。取り除く桜花結晶3つはダストに置けばいいですか？",
    "라이프에 3 대미지를 받았습니다. 빼는 벚꽃결정 3개는 더스트에 두면 되나요?",
])
def test_where_the_tokens_go_is_not_answered_by_a_can_probe(question):
    """5-8-3-1 sends Life damage to the Flare: 'do they go to the Dust?' is a where-question the
    attack probes do not answer (the Korean form was answered 'yes')."""
    _abstains(question)


def test_which_basic_actions_gets_no_yes():
    """A which-question after a comma ("…, which basic actions can I choose?") is no yes/no."""
    _abstains("Distance 5, my Aura 0, Flare 2. Paying with a card from hand, which basic "
              "actions can I choose?")


@pytest.mark.parametrize("question", [
    "身代わりでパワー1000の攻撃中のカードが−3000されパワー0になりました。パワー0になったことで自動的に墓地へ送られますか？",
    "A substitute took my attacking card from 1000 power to 0. Is it sent to the graveyard "
    "automatically for having 0 power?",
])
def test_power_zero_itself_is_not_a_battle(question):
    """11.6.3: reaching 0 power sends nothing to the graveyard by itself; the probes play a
    battle, which is another cause, so no verdict (it was 'yes')."""
    _abstains(question, "histoy")
