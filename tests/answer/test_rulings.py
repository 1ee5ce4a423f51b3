"""The ruling library matcher and the answer metrics."""

from __future__ import annotations

import json

import pytest

from judge.answer.evaluate import evaluate, verdict_matches
from judge.answer.rulings import Ruling, best_match

R = Ruling("x.scn", "sakura", {"ja": "自分のオーラが5のとき前進できるか？"}, "no: full", "")


def test_close_question_matches_same_language_only():
    m = best_match("自分のオーラが5のとき、前進はできるか？", "ja", rulings=[R])
    assert m is not None and m.ruling is R and m.score > 0.8
    assert best_match("My aura is 5. Can I advance?", "en", rulings=[R]) is None


def test_different_numbers_never_match():
    assert best_match("自分のオーラが4のとき前進できるか？", "ja", rulings=[R]) is None


def test_other_game_is_skipped():
    assert best_match("自分のオーラが5のとき前進できるか？", "ja", "histoy", rulings=[R]) is None


@pytest.mark.parametrize("stated, gold, ok", [
    ("no", "no", True), ("No", "ｎｏ", True), ("no", "no (neither is destroyed)", True),
    ("4", "4 each", True), ("no", "not yet", False), ("yes", "no", False),
    ("2", "20", False), ("the attack stops", "the attack stops with no result", True),
])
def test_verdict_matches(stated, gold, ok):
    assert verdict_matches(stated, gold) is ok


def test_evaluate_counts(tmp_path):
    recs = [
        {"id": "a", "game": "sakura", "verdict": "no", "gold_clauses": ["9-6"],
         "needs_card_text": False,
         "question_ja": "自分のオーラにすでに桜花結晶が5つある。基本動作の「前進」を選べるか？",
         "question_en": "Can I Retreat?"},
        {"id": "b", "game": "sakura", "verdict": "yes", "gold_clauses": [],
         "needs_card_text": True, "question_ja": "「分身の術」は使えるか？"},
    ]
    path = tmp_path / "set.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in recs), "utf-8")
    from judge.answer.evaluate import load_records

    result = evaluate(load_records(path), modes=(False,))["no_rulings"]
    assert (result["n"], result["stated"], result["precision"]) == (3, 1, 1.0)
    assert result["coverage"] == 0.333 and result["coverage_sim"] == 0.5
    assert result["by_lang"]["ja"]["gold@5"] == 1.0
    assert result["wrong"] == []


def test_judge_eval_answers_json(tmp_path, monkeypatch, capsys, lexical_search):
    from judge.cli import main
    from judge.index.service import SearchService

    monkeypatch.setattr(SearchService, "_instance", lexical_search)
    rec = {"id": "a", "game": "sakura", "verdict": "no", "gold_clauses": ["9-6"],
           "needs_card_text": False,
           "question_ja": "自分のオーラにすでに桜花結晶が5つある。基本動作の「前進」を選べるか？"}
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(rec, ensure_ascii=False) + "\n", "utf-8")
    assert main(["eval", str(path), "--answers", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for mode in ("with_rulings", "no_rulings"):
        m = out["answers"][mode]
        assert (m["n"], m["precision"], m["coverage"], m["gold@5"]) == (1, 1.0, 1.0, 1.0)
