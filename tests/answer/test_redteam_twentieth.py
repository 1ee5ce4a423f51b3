"""Wave twenty's wrong verdicts, fixed at their cause: paraphrases in ja/ko/en, played on the
real engines (no rulings)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str, game: str | None = "sakura"):
    return ask(question, game=game, use_rulings=False)




@pytest.mark.parametrize("question, verdict", [
    ("間合0、ダスト2、集中力2の状態で、集中力を支払って基本動作「離脱」を2回行いました。間合はいくつになりましたか？", "2"),
    ("At Distance 0 with 2 tokens in Shadow and 2 Vigor, I pay Vigor to Breakaway (離脱) twice. "
     "What is the Distance now?", "2"),
    ("간격 0, 더스트 2, 집중력 2인 상태에서 집중력을 지불하고 기본동작 '이탈'을 2번 했습니다. 간격은 몇이 되었나요?",
     "2"),
    ("間合が2で、ダストに桜花結晶が3つあります。同じターンに《離脱》を2回行えますか？（コストはそれぞれ払います）", "no"),
    ("Distance is 2 and there are 3 Sakura tokens in Shadow. Can I Withdraw twice in the same "
     "turn, paying for each one?", "no"),
    ("Distance is 5 and my Aura is 4. Can I Advance twice?", "no"),
    ("Distance is 5 and my Aura is 2. Can I Advance twice?", "yes"),
])
def test_a_basic_action_done_twice_is_played_twice(question, verdict):
    """9-6-5: Withdraw moves nothing above the master distance (2), and 9-6 ⅰ-B lets only an
    action that moves something be chosen; 9-6-1: Advance fills the Aura up to 5."""
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert sum(1 for line in (a.scenario or "").splitlines() if " basic " in line) == 2


def test_twice_with_the_vigor_short_needs_the_payment():
    a = _ask("Distance is 5, my Aura is 1 and I have 1 Vigor. Can I Advance twice?")
    assert a.verdict is None
    assert "how each cost is paid" in a.missing


@pytest.mark.parametrize("question", [
    "相手のオーブは2つで、相手の戦場には怪異が1体だけいます（攻撃目標に選ばれない効果などはありません）。自分のリカバー"
    "状態の怪異で、相手プレイヤーを攻撃目標に選べますか？",
])
def test_an_untargetable_effect_denied_with_nado(question):
    """「選ばれない効果などはありません」 denies the effect: the monster's state decides (803.3b)."""
    a = _ask(question, game="magical-girl")
    assert a.verdict is None
    assert "攻撃目標の怪異の状態（リカバー/レスト/リバース）" in a.missing


@pytest.mark.parametrize("question", [
    "My 2000-ATK Servant attacks an opposing Servant with ATK 1800 and DEF 2600. In the priority "
    "after the declaration, my opponent uses an effect that switches that Servant's position "
    "(Recovered to Reverse or Reverse to Recovered). Is it destroyed at battle judgment?",
    "攻撃力2000の自分の怪異で、相手の怪異（攻撃力1800・防御力2600）を攻撃宣言しました。その後の優先権で、相手が効果"
    "でその怪異の状態をスイッチしました（リカバー⇔リバースを入れ替える効果）。バトル判定でこの怪異は破壊されますか？",
])
def test_a_switch_described_both_ways_abstains(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


@pytest.mark.parametrize("question", [
    "My attack on the player goes through and I corrupt one of my opponent's 3 face-down Orbs. "
    "Can my opponent put a Servant onto the battlefield as a result of this corruption?",
    "自分の攻撃が相手プレイヤーに通り、相手の裏向きのオーブ3つのうち1つを穢しました。この穢しの結果として、相手は怪異"
    "を戦場に出せますか？",
])
def test_putting_a_monster_out_is_no_attack(question):
    a = _ask(question, game="magical-girl")
    assert a.verdict is None


def test_or_only_once_is_an_alternative():
    a = _ask("My opponent has 0 Orbs. My Servant's attack on the player goes through and nobody "
             "responds. Do I win right there at battle judgment, or only once the battle end step "
             "has been processed?", game="magical-girl")
    assert a.verdict is None


def test_a_count_before_in_the_zone():
    """"0 in the Dust and 1 in my Aura": each number counts the zone after it."""
    a = _ask("With 0 in the Dust and 1 in my Aura, I play an enhancement with Charge (納) 3. How "
             "many Sakura tokens end up on it?")
    assert (a.verdict, a.verdict_source) == ("1", "simulation"), a.missing
