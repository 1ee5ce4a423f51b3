"""The optional LLM path, driven through the real code with langchain's fake chat models."""

from __future__ import annotations

import pytest
from langchain_core.language_models import FakeListChatModel

from judge.answer import llm
from judge.answer.service import ask

# a can-question the extractor cannot read an action from
Q = "自分のオーラが5のとき、この行動はできますか？"
GOOD_DRAFT = """Here is the scenario:
```scn
game sakura
board
distance 6
A aura 5 focus 1
turn A main standard
A basic 前進 pay focus
```"""
BAD_DRAFT = "```scn\ngame sakura\nboard\nteleport A 3\n```"


def test_without_configuration_nothing_is_called(monkeypatch):
    monkeypatch.delenv(llm.ENV_MODEL, raising=False)
    assert llm.configured_model() is None
    a = ask(Q, use_rulings=False)
    assert a.verdict is None and a.missing[0].startswith("問われている行動")


def test_unknown_provider_is_a_clear_error(monkeypatch):
    from judge.errors import JudgeError

    monkeypatch.setenv(llm.ENV_MODEL, "nosuch:model")
    with pytest.raises(JudgeError, match="ollama:<model> or openai:<model>"):
        llm.configured_model()


def test_draft_is_checked_by_parser_and_engine_and_phrasing_is_stripped():
    model = FakeListChatModel(responses=[
        GOOD_DRAFT,
        "いいえ。オーラが上限なので前進できません [9-6]。[99-9] も参照。",
    ])
    a = ask(Q, use_rulings=False, llm_model=model)
    assert (a.verdict, a.verdict_source) == ("no", "llm-draft")  # the engine decided its draft
    assert a.scenario.startswith("game sakura\nboard\ndistance 6\nA aura 5")
    assert a.citations[0].uid == "sakura-ja#9-6"
    assert a.explanation == "いいえ。オーラが上限なので前進できません [9-6]。 も参照。"
    assert "stripped from the LLM's wording: 99-9" in a.notes
    assert "scenario drafted by the LLM and checked by the engine" in a.notes


def test_draft_that_fails_to_parse_is_reported_not_used():
    model = FakeListChatModel(responses=[BAD_DRAFT, "判定できません。"])
    a = ask(Q, use_rulings=False, llm_model=model)
    assert a.verdict is None and a.scenario is None
    rejected = [n for n in a.notes if n.startswith("LLM draft rejected:")]
    assert len(rejected) == 1 and "line 3" in rejected[0]
    assert a.explanation == "判定できません。"


def test_draft_of_the_wrong_game_is_rejected():
    draft = ("```\ngame magical-girl\nturn P1\nplayer P1 orbs 7\nplayer P2 orbs 7\n"
             "monster A of P1 atk 1000 def 1000 recover\nattack A -> P2\n```")
    a = ask(Q, use_rulings=False, llm_model=FakeListChatModel(responses=[draft, "x"]))
    assert a.verdict is None
    assert "LLM draft rejected: the draft is a magical-girl scenario, not sakura" in a.notes


def test_draft_whose_board_contradicts_the_question_is_rejected():
    wrong = GOOD_DRAFT.replace("A aura 5", "A aura 2")
    a = ask(Q, use_rulings=False, llm_model=FakeListChatModel(responses=[wrong, "x"]))
    assert a.verdict is None and a.scenario is None
    assert "LLM draft rejected: the draft's board has A.aura = 2, the question states 5" in a.notes
