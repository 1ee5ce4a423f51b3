"""Eval: both input shapes, gold matching by game + number in any language, the metrics."""

import json

import pytest

from judge.errors import JudgeError
from judge.index.eval import collapse, evaluate, load_queries, score


def test_score_success_at_k_and_mrr():
    assert score(["a", "b", "g"], ["g", "z"]) == {
        "recall@1": 0.0, "recall@5": 1.0, "recall@10": 1.0, "mrr": pytest.approx(1 / 3)}
    assert score(["x"] * 0, ["g"]) == {"recall@1": 0.0, "recall@5": 0.0, "recall@10": 0.0,
                                       "mrr": 0.0}


def test_both_shapes_and_skipped_records(tmp_path):
    path = tmp_path / "e.jsonl"
    rows = [
        {"id": "r1", "game": "sakura", "gold_clauses": ["9-6-1"], "question_ja": "前進できる？",
         "question_ko": "전진할 수 있나요?", "question_en": "Can I Advance?"},
        {"id": "r2", "game": "sakura", "gold_clauses": [], "question_ja": "何？"},
        {"question": "オーラは？", "lang": "ja", "game": "sakura", "gold_clauses": ["7-1-3"]},
    ]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n")
    queries, skipped = load_queries(path)
    assert skipped == 1
    assert [(q.id, q.lang, q.gold) for q in queries] == [
        ("r1", "ja", ("9-6-1",)), ("r1", "ko", ("9-6-1",)), ("r1", "en", ("9-6-1",)),
        ("line3", "ja", ("7-1-3",))]
    path.write_text('{"game": "sakura", "question": "x", "gold_clauses": ["1"]}\n{oops\n')
    with pytest.raises(JudgeError, match=r"e.jsonl:2: not JSON"):
        load_queries(path)


def test_evaluate_on_the_fixture_service(make_service, tmp_path):
    svc = make_service()
    path = tmp_path / "e.jsonl"
    path.write_text(json.dumps({"id": "a", "game": "sakura", "gold_clauses": ["9-6-1"],
                                "question_ja": "前進できる？", "question_ko": "전진"}) + "\n")
    queries, _ = load_queries(path)
    # a ko hit on sakura-ko#9-6-1 and a ja hit on sakura-ja#9-6-1 are the same rule
    assert collapse(svc.search("전진", game="sakura", k=5))[0] == "9-6-1"
    result = evaluate(svc, queries, ["hybrid", "lexical", "vector"])
    assert set(result) == {"n", "overall", "by"}
    assert result["n"] == 2
    assert set(result["by"]) == {"sakura/ja", "sakura/ko"}
    assert result["overall"]["hybrid"] == {"recall@1": 1.0, "recall@5": 1.0, "recall@10": 1.0,
                                           "mrr": 1.0}
    assert set(result["overall"]["lexical"]) == {"recall@1", "recall@5", "recall@10", "mrr"}
