"""When the embedding model cannot load: one warning line, lexical-only search."""

from judge.index import embeddings


def test_unloadable_model_warns_once_and_returns_none(monkeypatch, capsys):
    monkeypatch.setattr(embeddings, "_WARNED", False)
    assert embeddings.load_embeddings("no_such_module_xyz:Model") is None
    assert embeddings.load_embeddings("no_such_module_xyz:Model") is None
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1
    assert err[0].startswith("warning: embedding model unavailable (")
    assert err[0].endswith("search is lexical-only")


def test_none_spec_means_lexical_only(monkeypatch, capsys):
    monkeypatch.setenv("JUDGE_EMBEDDINGS", "none")
    assert embeddings.load_embeddings() is None
    assert capsys.readouterr().err == ""


def test_other_embeddings_by_configuration(monkeypatch):
    monkeypatch.setenv("JUDGE_EMBEDDINGS", "tests.index.conftest:KeywordEmbeddings")
    emb = embeddings.load_embeddings()
    assert type(emb).__name__ == "KeywordEmbeddings"
    assert embeddings.model_id_of(emb) == "fixture-keywords-v1"
