"""シスイ's 裂傷 questions (sakura-ko add/22) in ja, ko and en, decided by the engine; near-misses
(unstated counts, card names, other keywords, アキナ, the wrong owner) abstain."""

from __future__ import annotations

import pytest

from judge.answer.service import ask


def _ask(question: str):  # noqa: ANN202 - Answer
    return ask(question, game="sakura", use_rulings=False)


@pytest.mark.parametrize("question, verdict, first", [
    # X/Y laceration: aura crystals < X forbid the aura; '-' forces the other side (22-6-3-2)
    ("X/Y laceration 2/1 while my aura holds 1 crystal: can I take it on the aura?", "no",
     "add/22-6-3-2"),
    ("I take 3/1 laceration while my aura holds only 2 sakura crystals. Can I take it on my "
     "aura?", "no", "add/22-6-3-2"),
    ("裂傷3/1を受けるとき、自分のオーラに桜花結晶が2つしかない場合、オーラで裂傷を受けられますか？", "no",
     "add/22-6-3-2"),
    ("열상 3/1을 받을 때 내 오라에 벚꽃 결정이 2개뿐이라면 오라로 열상을 받을 수 있나요?", "no",
     "add/22-6-3-2"),
    ("My aura holds 3 crystals. I take 2/1 laceration. Can I take it on my aura?", "yes",
     "add/22-6-3-2"),
    ("내 오라에 벚꽃 결정이 3개 있습니다. 열상 2/1을 받을 때 오라로 받을 수 있나요?", "yes",
     "add/22-6-3-2"),
    ("自分のオーラに桜花結晶が3つある。裂傷2/1を受けるとき、オーラで受けられますか？", "yes",
     "add/22-6-3-2"),
    # tokens are not crystals: 5 crystals + 2 tokens still leave the aura choosable (22-2)
    ("My aura holds 5 crystals and 2 laceration tokens. Can I take 2/1 laceration on my aura?",
     "yes", "add/22-6-3-2"),
    ("I take -/2 laceration. Can I take it on my aura?", "no", "add/22-6-3-2"),
    ("裂傷-/2を受ける。オーラで受けられますか？", "no", "add/22-6-3-2"),
])
def test_xy_laceration_choice(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].uid == f"sakura-ko#{first}"


@pytest.mark.parametrize("question", [
    "B has 2 laceration tokens in aura and 1 in life. B's aura is 3. After B's start phase, "
    "how much aura does B have?",
    "Bのオーラに裂傷トークンが2つ、ライフに1つあります。Bのオーラが3のとき、Bの開始フェイズの後、"
    "オーラはいくつ残りますか？",
    "B의 오라에 열상 토큰 2개, 라이프에 1개가 있습니다. B의 오라가 3일 때, B의 개시 페이즈가 끝나면 "
    "오라는 몇 개 남나요?",
])
def test_start_phase_damageifies_the_tokens(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("1", "simulation")
    assert a.citations[0].uid == "sakura-ko#add/22-7-1"


@pytest.mark.parametrize("question", [
    "My aura has 2 laceration tokens and my aura is 3. When I damageify aura, how much aura is "
    "left?",
    "自分のオーラに裂傷トークンが2つあり、オーラは3です。オーラの裂傷トークンをダメージ化すると、"
    "オーラはいくつ残りますか？",
    "자신의 오라에 열상 토큰이 2개 있고 오라가 3입니다. 오라의 열상 토큰을 대미지화하면 오라는 몇 개 "
    "남나요?",
])
def test_damageify_aura(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("1", "simulation")
    assert a.citations[0].uid == "sakura-ko#add/22-7-1"


@pytest.mark.parametrize("question, verdict, first", [
    ("My life is 3 and holds 2 laceration tokens. I take 1 laceration to my life. Do I lose?",
     "yes", "add/22-11-2"),
    ("自分のライフが3で、ライフに裂傷トークンが2つあります。ライフに1の裂傷を受けました。敗北しますか？",
     "yes", "add/22-11-2"),
    ("내 라이프가 3이고 라이프에 열상 토큰이 2개 있습니다. 라이프에 열상 1을 받으면 패배하나요?", "yes",
     "add/22-11-2"),
    # 3 tokens < life 5: no 失血死; the cited step is the one that put the tokens
    ("My life is 5 and holds 2 laceration tokens. I take 1 laceration to my life. Do I lose?",
     "no", "add/22-6-3-1"),
    ("My life is 3 and holds 2 laceration tokens. I take 1 laceration to my aura. Do I lose?",
     "no", "add/22-6-3-1"),
])
def test_bleeding_out(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].uid == f"sakura-ko#{first}"


@pytest.mark.parametrize("question", [
    "I use a card with a lacerated cost 2 while my flare is 3. How much flare do I have after "
    "paying?",
    "裂傷化した消費2のカードを使用します。自分のフレアは3です。支払った後、フレアはいくつですか？",
    "열상화된 소모값 2의 카드를 사용합니다. 내 플레어는 3입니다. 지불한 후 플레어는 몇 개인가요?",
])
def test_lacerated_cost_keeps_the_flare(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("3", "simulation")
    assert a.citations[0].uid == "sakura-ko#add/22-10"


@pytest.mark.parametrize("question", [
    "The opponent's attack with lacerated damage 3/1 hits me and I take it on my aura. My aura "
    "is 4. How much aura do I have after?",
    "相手の裂傷化ダメージ3/1の攻撃を受け、オーラで受けました。自分のオーラは4です。その後オーラはいくつですか？",
])
def test_lacerated_attack_moves_no_crystal(question):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == ("4", "simulation")
    assert a.citations[0].uid == "sakura-ko#add/22-9-1"


@pytest.mark.parametrize("question, verdict, first", [
    # tokens are not crystals (22-2): a full aura is 5 crystals, whatever tokens lie there
    ("My aura holds 5 crystals and 1 laceration token. Can I use Recover?", "no", "9-6"),
    ("自分のオーラに桜花結晶が5つと裂傷トークンが1つあります。纏いを行えますか？", "no", "9-6"),
    ("내 오라에 벚꽃 결정 5개와 열상 토큰 1개가 있습니다. 휘감기를 할 수 있나요?", "no", "9-6"),
    ("自分のオーラに桜花結晶が4つと裂傷トークンが2つあります。宿しを行えますか？", "yes", "9-6-4"),
])
def test_basic_action_beside_tokens(question, verdict, first):
    a = _ask(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation")
    assert a.citations[0].uid == f"sakura-ja#{first}"


@pytest.mark.parametrize("question", [
    # recovering needs a crystal in dust, which is not stated (the distance varies it)
    "My aura holds 4 crystals and 2 laceration tokens. Can I use Recover?",
    # the aura's crystals are not stated: they decide the choice
    "I take 2/1 laceration. Can I take it on my aura?",
    # the opponent's counts vs mine
    "My aura is 1. The opponent takes 2/1 laceration. Can they take it on their aura?",
    # a card whose text is not given
    "「裂傷の刃」で裂傷2/1を受けた。オーラで受けられますか？",
    # a keyword the family does not play
    "My aura is 3. I take 2/1 laceration with 不可避. Can I take it on my aura?",
    # no operation / no choice named
    "裂傷トークンはオーラの上限に数えますか？",
    # start value of the asked zone not stated
    "My aura is 3 and I have 2 laceration tokens in aura. At my start phase, how much life do "
    "I have?",
    # tokens already on the flare not stated
    "I use a card with a lacerated cost 2 while my flare is 3. How many laceration tokens are "
    "on my flare after paying?",
    # how much damage: not a zone count
    "How much damage do I take when I damageify 2 laceration tokens in my aura?",
    # アキナ: not modelled
    "相場が3のとき、回収を行うとどうなりますか？",
    "My market price is 3. How much aura do I get when I collect?",
    "시세가 2일 때 투자권을 이용할 수 있나요?",
])
def test_near_misses_abstain(question):
    a = _ask(question)
    assert a.verdict is None
    assert a.missing
