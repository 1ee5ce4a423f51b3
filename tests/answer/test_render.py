"""The JSON schema of an Answer, and the text / Markdown renderers."""

from __future__ import annotations

import json

from judge.answer import render
from judge.answer.service import ask
from judge.cli import main

KEYS = {"question", "lang", "game", "verdict", "verdict_source", "citations", "scenario",
        "trace", "missing", "explanation", "candidates", "ruling", "notes", "board_before",
        "board_after", "retrieved"}
CITATION_KEYS = {"uid", "game", "doc", "lang", "number", "title", "quote", "from"}
Q = "オーラに桜花結晶が既に5個置かれている状態で、基本動作「前進」を行えますか？"  # a paraphrase
RULED = "自分のオーラにすでに桜花結晶が5つある。この状態で基本動作の「前進」を選べるか？"
"""The ruling library's own question (scenarios/sakura/sa-faq-001-…): a lookup test needs it."""


def _check_schema(obj: dict) -> None:
    assert set(obj) == KEYS
    assert obj["verdict_source"] in ("simulation", "ruling", "llm-draft", "none")
    assert isinstance(obj["notes"], list)
    assert obj["ruling"] is None or set(obj["ruling"]) == {"path", "source"}
    assert obj["verdict"] is None or isinstance(obj["verdict"], str)
    assert obj["scenario"] is None or isinstance(obj["scenario"], str)
    assert isinstance(obj["trace"], list) and isinstance(obj["missing"], list)
    for c in obj["citations"]:
        assert set(c) == CITATION_KEYS
        assert c["from"] in ("retrieval", "trace")
    for step in obj["trace"]:
        assert {"clause", "what", "changes", "children"} <= set(step)
    for hit in obj["retrieved"]:
        assert set(hit) == {"uid", "number", "title", "lang", "score", "why", "sources"}
        assert hit["why"] and set(hit["why"]) <= {"lexical", "vector", "graph"}


def test_retrieved_hits_back_every_retrieval_citation():
    obj = ask(Q, use_rulings=False).to_json()
    uids = [h["uid"] for h in obj["retrieved"]]
    assert len(uids) == 10 and len(set(uids)) == 10
    scores = [h["score"] for h in obj["retrieved"]]
    assert scores == sorted(scores, reverse=True)
    assert "sakura-ja#9-6" in uids
    for c in obj["citations"]:
        if c["from"] == "retrieval":
            assert c["uid"] in uids


def test_json_schema_decided_and_undecided():
    decided = json.loads(render.to_json(ask(Q, use_rulings=False)))
    _check_schema(decided)
    assert decided["verdict"] == "no" and decided["citations"][0]["number"] == "9-6"
    undecided = ask("後退できますか？", use_rulings=False).to_json()
    _check_schema(undecided)
    assert undecided["verdict"] is None and undecided["verdict_source"] == "none"
    assert undecided["missing"] == ["間合", "自分のオーラ"]


def test_text_and_markdown():
    a = ask(Q, use_rulings=False)
    text = render.to_text(a, color=False)
    assert text.startswith("判定: いいえ  (simulation; ゲーム: sakura")
    assert "  9-6 基本動作  [sakura-ja#9-6, trace]" in text
    assert "  sides.A.aura: 5\n" in text  # the board, before → after (unchanged: refused)
    md = render.to_markdown(a)
    assert md.startswith("### 判定: **いいえ**")
    assert "| **9-6** | 基本動作 (`sakura-ja#9-6`) |" in md
    assert "```\ngame sakura\n" in md


def test_cli_json(capsys):
    assert main(["ask", "--no-rulings", "--json", Q]) == 0
    obj = json.loads(capsys.readouterr().out)
    _check_schema(obj)
    assert obj["verdict"] == "no"


def test_json_names_the_ruling_and_its_source():
    obj = ask(RULED).to_json()
    _check_schema(obj)
    assert obj["verdict_source"] == "ruling"
    assert obj["ruling"] == {"path": "scenarios/sakura/sa-faq-001-advance-full-aura.scn",
                             "source": "https://main-bakafire.ssl-lolipop.jp/furuyoni/na/faq.html"}
    assert obj["board_before"]["sides"]["A"]["aura"] == 5


def test_json_keeps_the_notes():
    obj = ask("自分のオーラにすでに桜花結晶が5つある。この状態で基本動作の「後退」を選べるか？").to_json()
    assert any("not used" in n for n in obj["notes"])


def test_titles_follow_the_question_language_through_translation_edges():
    from judge.answer.explain import title_of
    from judge.corpus import load_corpus

    by_uid = load_corpus().by_uid
    assert title_of("sakura-ja#5-8-3-1", by_uid, "ko") == ("5-8-3-1", by_uid["sakura-ko#5-8-3-1"].title)
    assert title_of("sakura-ko#5-8-3-1", by_uid, "ja") == ("5-8-3-1", by_uid["sakura-ja#5-8-3-1"].title)
    assert title_of("sakura-ja#9-6", by_uid, "ko") == ("9-6", "基本動作")  # no Korean 9-6
