"""The rules graph: edge counts, translations, explanations, graph-check on real and fixture data."""

import shutil

import pytest

from judge.corpus import build_corpus
from judge.corpus.manifest import CORPUS_DIR, sha256_file
from judge.graph import EXPLAINS, PARENT, REFERS, TRANSLATION, RulesGraph, load_graph


def test_edge_counts():
    graph = load_graph()
    assert graph.edge_count(TRANSLATION) == 54  # 27 numbers shared by sakura-ko and sakura-ja
    assert graph.edge_count(PARENT) == 633
    assert graph.edge_count(REFERS) == 189
    assert graph.edge_count(EXPLAINS) == 20
    assert graph.g.number_of_edges() == 633 + 189 + 54 + 20  # the networkx view agrees


def test_translation_both_ways():
    graph = load_graph()
    assert graph.translations("sakura-ko#5-8-3-1") == ["sakura-ja#5-8-3-1"]
    assert graph.translations("sakura-ja#5-8-3-1") == ["sakura-ko#5-8-3-1"]
    assert graph.translations("sakura-ko#add/7-4") == []


def test_guide_explains_rules():
    graph = load_graph()
    assert graph.explains("sakura-guide-ko#2.2.3") == ["sakura-ja#9-6"]
    assert "sakura-guide-ko#3.2.1" in graph.explained_by("sakura-ja#9-4")


def test_children_in_document_order():
    graph = load_graph()
    assert graph.children("sakura-ja#9-6") == [
        f"sakura-ja#9-6-{i}" for i in range(1, 6)]


def test_graph_check_real_corpus():
    report = load_graph().check()
    assert all(report.dangling[doc] == [] for doc in report.dangling)
    assert report.orphans["histoy-ja"] == [
        "histoy-ja#12.1.1", "histoy-ja#12.1.2", "histoy-ja#12.1.3", "histoy-ja#12.1.4"]
    assert report.orphans["magical-girl-ja"] == ["magical-girl-ja#506"]
    assert report.orphans["sakura-ja"] == []
    assert len(report.orphans["sakura-ko"]) == 15  # a partial translation


@pytest.fixture
def fixture_corpus(tmp_path):
    """A one-document corpus whose 1-2 cites a 1-9 that does not exist."""
    text = "§1　基本\n\n1-1　ゲーム\n\n本文。\n\n1-2　参照\n\n1-9に従って解決する。1-1も見る。\n"
    (tmp_path / "tiny.txt").write_text(text, encoding="utf-8")
    shutil.copy(CORPUS_DIR / "terms.toml", tmp_path / "terms.toml")
    digest = sha256_file(tmp_path / "tiny.txt")
    (tmp_path / "manifest.toml").write_text(
        f'[[doc]]\ndoc = "tiny-ja"\ngame = "sakura"\nlang = "ja"\ntitle = "t"\n'
        f'file = "tiny.txt"\nsha256 = "{digest}"\nscheme = "sakura-ja"\n', encoding="utf-8")
    return build_corpus(tmp_path)


def test_graph_check_finds_dangling_reference(fixture_corpus):
    graph = RulesGraph(fixture_corpus)
    report = graph.check()
    assert report.dangling == {"tiny-ja": [("tiny-ja#1-2", "1-9")]}
    assert not report.ok
    assert graph.refs_out("tiny-ja#1-2") == ["tiny-ja#1-1"]
