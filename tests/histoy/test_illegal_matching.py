"""`expect illegal CLAUSE` accepts the clause the refusing clause cites, or the same rule restated."""

from judge.games.histoy.runner import _within


def test_parent_and_cited_clauses_match() -> None:
    assert _within("histoy-ja#11.2.2", "11.2")
    assert _within("histoy-ja#11.5.1", "3.1.4")      # 11.5.1 says 「詳細は3.1.4参照」
    assert _within("histoy-ja#6.8.2", "6.8.1")       # 6.8.2 is about 6.8.1's 「一番大きなランク」
    assert _within("histoy-ja#6.8.1", "11.2.4")      # one incident per turn, restated


def test_unrelated_clauses_do_not_match() -> None:
    assert not _within("histoy-ja#11.1.4", "5.2.6")
    assert not _within("histoy-ja#6.8.1", "11.2.2")
    assert not _within("histoy-ja#11.2", "11.2.2")   # a sub-clause never matches its parent refusal
