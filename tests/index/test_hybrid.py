"""RRF arithmetic, graph expansion and the quoted sentence."""

import pytest

from judge.index.hybrid import best_sentence, expand, rrf
from judge.index.lexical import tokenize
from tests.index.conftest import CLAUSES, FixtureGraph

BY = {c.uid: c for c in CLAUSES}


def test_rrf_sums_reciprocal_ranks():
    fused = rrf({"lexical": ["a", "b", "c"], "vector": ["b", "d"]}, k=60)
    assert [u for u, _ in fused] == ["b", "a", "d", "c"]
    assert dict(fused)["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert dict(fused)["a"] == pytest.approx(1 / 61)
    assert dict(fused)["d"] == pytest.approx(1 / 62)
    weighted = rrf({"lexical": ["a"], "vector": ["b"]}, k=1, weights={"vector": 3.0})
    assert weighted == [("b", 1.5), ("a", 0.5)]


def test_expansion_pulls_refs_translations_and_parent_of_heading_only():
    graph = FixtureGraph(CLAUSES)
    fused = [("sakura-ja#9-6", 1.0), ("sakura-ko#9-6-1", 0.5), ("sakura-ja#§9", 0.2)]
    ranked, via = expand(fused, graph, BY, allowed=lambda c: True)
    assert via["sakura-ja#9-6-1"] == {"via": "sakura-ja#9-6", "edge": "ref"}
    assert dict(ranked)["sakura-ja#9-6-1"] == pytest.approx(0.6)
    assert [u for u, _ in ranked][:3] == ["sakura-ja#9-6", "sakura-ja#9-6-1", "sakura-ko#9-6-1"]
    assert "sakura-ja#§9" not in via  # a root heading has no parent
    # a ko hit pulls its ja original; filters are respected
    ranked, via = expand([("sakura-ko#9-6-1", 1.0)], graph, BY, allowed=lambda c: True)
    assert via == {"sakura-ja#9-6-1": {"via": "sakura-ko#9-6-1", "edge": "translation"}}
    ranked, via = expand([("sakura-ko#9-6-1", 1.0)], graph, BY, allowed=lambda c: c.lang == "ko")
    assert via == {} and ranked == [("sakura-ko#9-6-1", 1.0)]


def test_heading_only_clause_pulls_its_parent():
    heading = CLAUSES[0].__class__("sakura-ja#9-5", "sakura", "sakura-ja", "ja", "9-5", "見出し",
                                   "", ("sakura-ja#§9",))
    by = {**BY, heading.uid: heading}
    graph = FixtureGraph([*CLAUSES, heading])
    _, via = expand([(heading.uid, 1.0)], graph, by, allowed=lambda c: True)
    assert via == {"sakura-ja#§9": {"via": "sakura-ja#9-5", "edge": "parent"}}


def test_best_sentence_quotes_the_matching_one():
    clause = BY["sakura-ja#9-6"]
    quote = best_sentence(clause, tokenize("動かせない"), tokenize)
    assert quote == "動かせない基本動作は選べない。"
    assert best_sentence(BY["sakura-ja#§9"], tokenize("行動"), tokenize) == "行動"


def test_sentences_split_ja_and_ko_and_drop_list_marks():
    from judge.index.hybrid import sentences

    assert sentences("間合を確認する。不正である。\n• 1)次へ") == [
        "間合を確認する。", "不正である。", "• 1)次へ"]
    assert sentences("2. 현재 벚꽃 결정을 선택한다. 그 결정을 이동시킨다.") == [
        "현재 벚꽃 결정을 선택한다.", "그 결정을 이동시킨다."]


def test_best_sentence_of_one_clause_follows_each_question():
    """Sentence tokens are kept per clause text; the pick still depends on the question only."""
    clause = BY["sakura-ja#9-6"]
    first = best_sentence(clause, tokenize("動かせない"), tokenize)
    second = best_sentence(clause, tokenize("桜花結晶を動かす行動"), tokenize)
    third = best_sentence(clause, tokenize("動かせない"), tokenize)
    assert (first, second, third) == ("動かせない基本動作は選べない。", "基本動作は桜花結晶を動かす行動である。",
                                      "動かせない基本動作は選べない。")
