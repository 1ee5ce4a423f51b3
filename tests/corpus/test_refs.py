"""Citations inside rule texts become refers-to edges (at least 20 checked, all three games)."""

import pytest

from judge.corpus.refs import dotted_refs, hyphen_refs, paren_refs
from judge.graph import load_graph


@pytest.mark.parametrize(
    ("source", "target"),
    [
        ("sakura-ja#5-5-1", "sakura-ja#5-8-3"),  # 5-8-3に従って
        ("sakura-ja#9-2-1", "sakura-ja#9-4-1"),  # 9-4-1に示す
        ("sakura-ja#10-5", "sakura-ja#9-4-1"),
        ("sakura-ja#5-7", "sakura-ja#10-35-1"),  # 10-35-1に定義される
        ("sakura-ja#5-7", "sakura-ja#10-4-1"),  # 10-4-1、10-4-2に定義される
        ("sakura-ja#5-7", "sakura-ja#10-4-2"),
        ("sakura-ja#10-30", "sakura-ja#9-2-1"),  # 9-2-1のⅳ
        ("sakura-ja#10-30", "sakura-ja#9-2-3"),
        ("sakura-ja#5-9", "sakura-ja#5-10"),  # (5-10 十分な変化…)
        ("sakura-ja#9-6", "sakura-ja#9-6-5"),
        ("sakura-ja#10-45", "sakura-ja#8-2-2"),
        ("sakura-ko#5-5-1", "sakura-ko#5-8-3"),  # 5-8-3에 따라
        ("sakura-ko#9-1-3-3", "sakura-ja#6-2-1-7"),  # untranslated: the Japanese original
        ("sakura-ko#add/21-4", "sakura-ko#add/21-6-1"),  # a number inside the add/ rules
        ("histoy-ja#2.3.6", "histoy-ja#4.1"),  # （4.1参照）
        ("histoy-ja#2.5.2", "histoy-ja#第12章"),  # (第12章参照)
        ("histoy-ja#4.4.1", "histoy-ja#10.1.9"),  # （10.1.9参照）
        ("histoy-ja#14.2", "histoy-ja#10.1.8"),  # 10.1.8の通り
        ("histoy-ja#6.5.11", "histoy-ja#6.7.1"),
        ("histoy-ja#6.5.10", "histoy-ja#5.2.2"),
        ("magical-girl-ja#506.1", "magical-girl-ja#800"),  # (800)
        ("magical-girl-ja#803.3", "magical-girl-ja#806"),  # (806)
        ("magical-girl-ja#805.5", "magical-girl-ja#803"),
    ],
)
def test_reference_edge(source, target):
    graph = load_graph()
    assert target in graph.refs_out(source)
    assert source in graph.refs_in(target)


def test_citation_forms():
    assert hyphen_refs("9-2-1のⅳ、9-2-2のⅲ、9-2-3のⅲ以降を行わず") == ["9-2-1", "9-2-2", "9-2-3"]
    assert hyphen_refs("• 5-1) 自分の手札 • 5-3) 5-1で") == ["5-1"]
    assert dotted_refs("（10.1.9参照） 5.8.3/5.8.4 バージョン：v1.0.0") == ["10.1.9", "5.8.3", "5.8.4"]
    assert paren_refs("(806)に進みます (803.3a)") == ["806", "803.3a"]


def test_no_self_references():
    graph = load_graph()
    for clause in graph.corpus.clauses:
        assert clause.uid not in clause.refs
