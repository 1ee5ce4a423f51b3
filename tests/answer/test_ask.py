"""End-to-end asks in ja, ko and en: exact verdicts, sources and cited uids; abstentions."""

from __future__ import annotations

import pytest

from judge.answer.cite import trace_uids
from judge.answer.service import ask

AURA_FULL = {  # paraphrases of sa-faq-001 (the dev text itself stays in the eval only)
    "ja": "オーラに桜花結晶が既に5個置かれている状態で、基本動作「前進」を行えますか？",
    "ko": "내 오라에 벚꽃결정이 벌써 5개 있을 때 기본동작 '전진'을 할 수 있나요?",
    "en": "My Aura already has five Sakura tokens on it. May I take the basic action Advance (前進)?",
}


@pytest.mark.parametrize("lang", ["ja", "ko", "en"])
def test_advance_with_full_aura_is_refused_by_9_6(lang):
    a = ask(AURA_FULL[lang], use_rulings=False)
    assert (a.lang, a.game, a.verdict, a.verdict_source) == (lang, "sakura", "no", "simulation")
    assert a.citations[0].uid == "sakura-ja#9-6"
    assert a.citations[0].origin == "trace"
    assert a.trace[-1]["clause"] == "sakura-ja#9-6"
    # the refusal names 前進 and the aura cap: both are traced, both cited early
    assert {"sakura-ja#9-6-1", "sakura-ja#7-1-3-1"} <= set(a.trace[-1]["also"])
    assert {"sakura-ja#9-6-1", "sakura-ja#7-1-3-1"} <= {c.uid for c in a.citations[:4]}
    assert "A aura 5" in a.scenario and "A basic 前進 pay focus" in a.scenario
    assert a.missing == []


@pytest.mark.parametrize("question", [
    "相手のオーラが2、ライフが5のとき、3/2の攻撃を受けたらライフはいくつになりますか？",
    "상대 오라가 2, 라이프가 5일 때 3/2 공격을 받으면 라이프는 몇이 되나요?",
    "The opponent has 2 Aura and 5 Life. If they take a 3/2 attack, how much Life is left?",
])
def test_damage_forced_to_life(question):
    # aura 2 cannot take 3 (5-8-3-2), so the 2 life damage is forced: 5 - 2 = 3
    a = ask(question, use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("3", "simulation")
    assert a.board_after["sides"]["B"]["life"] == 3
    cited = [c.uid for c in a.citations]
    assert cited[0] == "sakura-ja#5-8-3-1"  # the step that moved the life crystals
    assert "sakura-ja#5-8-3-2" in trace_uids(a.trace)  # the forced choice


def test_out_of_range_attack_cites_9_2_1_and_9_4_1():
    a = ask("間合がその《攻撃》カードの適正距離外のとき、使用できますか？", use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("no", "simulation")
    cited = [c.uid for c in a.citations[:5]]
    assert cited[0] == "sakura-ja#9-2-1"
    assert "sakura-ja#9-4-1" in cited


def test_losing_to_an_attack_names_4_2():
    a = ask("My life is 2 and my aura is 0. The opponent hits me with a 2/2 attack. Do I lose?",
            use_rulings=False)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
    assert "sakura-ja#4-2" in [c.uid for c in a.citations]


@pytest.mark.parametrize("question", [
    "先攻プレイヤーはゲームの最初のターンに怪異で攻撃できますか？",
    "Can the player who goes first attack with a monster on the first turn of the game?",
])
def test_magical_girl_first_turn_attack(question):
    a = ask(question, use_rulings=False)
    assert (a.game, a.verdict, a.verdict_source) == ("magical-girl", "no", "simulation")
    assert a.citations[0].uid == "magical-girl-ja#506.1"


def test_ruling_backs_the_verdict():
    q = ("The attacking monster's ATK exactly equals the ATK of the recovered monster it "
         "attacks. Is either monster destroyed?")
    a = ask(q)
    assert (a.verdict, a.verdict_source) == ("no", "ruling")
    assert a.ruling.endswith("mg-faq-022-equal-atk-no-destruction.scn")
    b = ask(q, use_rulings=False)
    assert (b.verdict, b.verdict_source) == ("no", "simulation")
    assert "magical-girl-ja#804.3" in [c.uid for c in b.citations[:3]]


def test_abstains_when_card_text_is_missing():
    a = ask("「分身の術」で別のカードを使った。使用枚数は合計2枚と数えるか？", game="sakura",
            use_rulings=False)
    assert a.verdict is None and a.verdict_source == "none"
    assert a.missing == ["カード「分身の術」のテキスト"]


@pytest.mark.parametrize("question, missing", [
    ("後退できますか？", ["間合", "自分のオーラ"]),
    ("Can I Retreat?", ["the Distance", "your Aura"]),
    ("간격의 내 쪽 징검돌이 전부 차 있을 때 '이탈'이나 '후퇴'가 가능한가요?",
     ["어느 행동인지(행동에 따라 답이 다름)", "간격", "내 오라"]),
])
def test_abstains_when_the_position_is_unclear(question, missing):
    a = ask(question, use_rulings=False)
    assert a.verdict is None
    assert a.missing == missing


def test_every_citation_is_retrieved_or_traced(lexical_search):
    q = AURA_FULL["ja"]
    a = ask(q, use_rulings=False)
    provided = {h.uid for h in lexical_search.search(q, game="sakura", k=10)}
    provided |= set(trace_uids(a.trace))
    assert a.citations and {c.uid for c in a.citations} <= provided


def test_given_scenario_is_played():
    text = ("game sakura\nboard\ndistance 2\nA aura 3 focus 1\n"
            "turn A main standard\nA basic 離脱 pay focus\n")
    a = ask("離脱できますか？", scenario_text=text)
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")
    # dust is filled in: 36 - 2 - 2×3 - 2×10 = 8; 離脱 moves one to the distance
    assert (a.board_after["distance"], a.board_after["dust"]) == (3, 7)
    assert a.citations[0].uid == "sakura-ja#9-6-5"


@pytest.mark.parametrize("question, game, missing", [
    ("達人の間合が3で間合が3、ダストが3のとき離脱できますか？", "sakura",
     "「達人の間合」の扱い（質問の読み取りが対応していない）"),
    ("I control no Mars magical girl when a monster with Break is corrupted. Can it attack?",
     "magical-girl", "how 「ブレイク」 applies (the question reader does not model it)"),
    ("身代わりを持つカードがあるとき、パワー5000のカードで山札を攻撃した。相手の山札は何枚減りますか？",
     "histoy", "「身代わり」の扱い（質問の読み取りが対応していない）"),
])
def test_terms_the_reader_cannot_place_abstain(question, game, missing):
    a = ask(question, game=game, use_rulings=False)
    assert a.verdict is None and missing in a.missing


def test_other_games_still_parse_after_a_one_game_ask():
    # ask imports only the game it plays; the dispatcher must still find every other game
    import subprocess
    import sys

    code = ("from judge.answer.simulate import play\n"
            "play('game sakura\\nboard\\ndistance 6\\nturn A main standard\\nA basic 前進 pay focus\\n')\n"
            "from judge.dsl.frame import parse_scenario\n"
            "print(parse_scenario(open('scenarios/histoy/deck-attack-basic.scn').read()).game)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "histoy"
