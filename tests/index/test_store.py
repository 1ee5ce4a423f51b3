"""Index lifecycle: cache reuse, stale detection, corrupt-folder recovery, the default-EF guard."""

from dataclasses import replace

import numpy as np
import pytest

from judge.index.cache import EmbeddingCache, text_key
from judge.index.store import MARKER, IndexError_, VectorStore
from tests.index.conftest import CLAUSES, KeywordEmbeddings


def test_second_open_reuses_index_and_cache(make_service, tmp_path):
    emb = KeywordEmbeddings()
    first = make_service(embeddings=emb)
    assert first.report.action == "built" and first.report.embedded == len(CLAUSES)
    assert emb.documents_embedded == len(CLAUSES)
    assert (tmp_path / "index" / MARKER).exists()
    cache = EmbeddingCache(tmp_path / "cache", "fixture-keywords-v1")
    assert len(cache.rows) == len(CLAUSES)
    assert cache.npy.name == "fixture-keywords-v1.npy"
    emb2 = KeywordEmbeddings()
    again = make_service(embeddings=emb2)
    assert again.report.action == "reused" and emb2.documents_embedded == 0


def test_a_reused_index_is_read_without_langchain_and_answers_as_built(make_service):
    """The build goes through langchain's Chroma; a reopened index is read by chromadb alone
    (no default embedding function attached) and gives the same hits and scores."""
    built = make_service()
    vec = KeywordEmbeddings().embed_query("前進 オーラ")
    near_built = built.store.search(vec, 5, "sakura", None)
    again = make_service()
    assert again.report.action == "reused"
    assert again.store.collection._embedding_function is None
    assert again.store.search(vec, 5, "sakura", None) == near_built
    assert near_built[0][0] == "sakura-ja#9-6-1"
    view = again.store.as_langchain()  # langchain's wrapper over the same collection
    assert view._collection.count() == len(CLAUSES)
    top = view.similarity_search_by_vector(vec, k=1, filter={"lang": "ja"})[0]
    assert top.metadata["uid"] == "sakura-ja#9-6-1"


def test_fresh_index_from_cache_embeds_nothing(make_service, tmp_path):
    make_service()
    emb = KeywordEmbeddings()
    fresh = make_service(embeddings=emb, index_path=tmp_path / "other-index")
    assert fresh.report.action == "built" and fresh.report.embedded == 0
    assert emb.documents_embedded == 0
    assert fresh.search("前進", k=1)[0].uid == "sakura-ja#9-6-1"


def test_changed_corpus_is_stale_and_only_changed_clauses_are_reembedded(make_service, tmp_path):
    make_service()
    changed = [replace(c, text=c.text + "（改訂）") if c.uid == "sakura-ja#7-1-3" else c
               for c in CLAUSES]
    emb = KeywordEmbeddings()
    svc = make_service(clauses=changed, embeddings=emb, fingerprint="fp2")
    assert svc.report.action == "rebuilt" and svc.report.reason == "stale index (corpus changed)"
    assert emb.documents_embedded == 1
    cache = EmbeddingCache(tmp_path / "cache", "fixture-keywords-v1")
    assert len(cache.rows) == len(CLAUSES)  # the old text's row was pruned
    assert "（改訂）" in svc.search("オーラ", k=1)[0].clause.text


def test_rebuild_reembeds_everything(make_service):
    make_service()
    emb = KeywordEmbeddings()
    svc = make_service(embeddings=emb, rebuild=True)
    assert svc.report.action == "rebuilt" and svc.report.reason == "rebuild requested"
    assert emb.documents_embedded == len(CLAUSES)


def test_corrupt_index_folder_is_rebuilt(make_service, tmp_path):
    make_service()
    from chromadb.api.client import SharedSystemClient

    SharedSystemClient.clear_system_cache()
    (tmp_path / "index" / "chroma.sqlite3").write_bytes(b"this is not a database" * 100)
    svc = make_service()
    assert svc.report.action == "rebuilt"
    assert svc.report.reason.startswith("unreadable index")
    assert svc.search("前進", k=1)[0].uid == "sakura-ja#9-6-1"


def test_a_foreign_folder_is_never_used_nor_deleted(make_service, tmp_path):
    mine = tmp_path / "precious"
    mine.mkdir()
    (mine / "thesis.txt").write_text("keep me")
    with pytest.raises(IndexError_, match="is not empty and is not a rules-judge index"):
        make_service(index_path=mine)
    assert [p.name for p in mine.iterdir()] == ["thesis.txt"]
    (mine / "chroma.sqlite3").write_bytes(b"someone else's chroma")
    from judge.index.store import _wipe

    with pytest.raises(IndexError_, match="refusing to delete it"):
        _wipe(mine)
    assert (mine / "thesis.txt").read_text() == "keep me"


def test_chroma_default_embedding_function_never_runs(make_service, monkeypatch):
    from chromadb.api import types

    def boom(self, *a, **kw):
        raise AssertionError("Chroma's default embedding function ran")

    monkeypatch.setattr(types.DefaultEmbeddingFunction, "__call__", boom)
    monkeypatch.setattr(types.DefaultEmbeddingFunction, "__init__", boom)
    svc = make_service()
    assert svc.store.collection._embedding_function is None
    assert svc.search("attack", k=1, mode="vector")[0].uid in {"sakura-ja#9-4", "sakura-ja#9-4-1"}
    with pytest.raises(IndexError_, match="explicit embedding function"):
        VectorStore(None, None, {})


def test_cache_roundtrip_is_float16_and_keyed_by_text_hash(tmp_path):
    cache = EmbeddingCache(tmp_path, "m/1")
    cache.put("abc", np.array([0.5, 0.25], np.float32), "u#1")
    cache.put("old", np.array([1.0, 0.0], np.float32))
    cache.save(keep=["abc"])
    again = EmbeddingCache(tmp_path, "m/1")
    assert list(again.rows) == [text_key("abc")]
    assert again.get("abc").dtype == np.float16 and again.get("abc").tolist() == [0.5, 0.25]
    assert again.tsv.read_text().splitlines() == ["# m/1", f"{text_key('abc')}\tu#1"]
    again.npy.write_bytes(b"garbage")
    assert EmbeddingCache(tmp_path, "m/1").rows == {}


def test_chroma_url_selects_the_http_client_and_never_wipes(monkeypatch, tmp_path):
    from judge.index.store import Entry

    monkeypatch.setenv("JUDGE_CHROMA_URL", "http://127.0.0.1:9")
    store = VectorStore(KeywordEmbeddings(), tmp_path / "idx", {"corpus": "x", "model": "m"})
    with pytest.raises(IndexError_, match=r"Chroma server at http://127.0.0.1:9"):
        store.open([Entry("a#1", "text", {"game": "g"})])
    assert not (tmp_path / "idx").exists()


def test_changed_clause_text_with_same_fingerprint_is_stale(make_service):
    make_service()
    changed = [replace(c, title="前進する") if c.uid == "sakura-ja#9-6-1" else c for c in CLAUSES]
    emb = KeywordEmbeddings()
    svc = make_service(clauses=changed, embeddings=emb)  # same corpus fingerprint "fp1"
    assert svc.report.reason == "stale index (entries changed)"
    assert emb.documents_embedded == 1


def test_client_has_telemetry_off(make_service):
    import os

    svc = make_service()
    assert svc.store.client.get_settings().anonymized_telemetry is False
    assert os.environ["ANONYMIZED_TELEMETRY"] == "False"



def test_a_store_reopens_once_when_its_collection_vanished(make_service):
    svc = make_service()
    store = svc.store
    store.client.delete_collection("clauses")  # as if the folder were rebuilt under us
    hits = svc.search("前進", k=1, mode="vector")
    assert hits[0].uid in {"sakura-ja#9-6-1", "sakura-ko#9-6-1"}
    assert store.collection.count() == len(svc.clauses)


def test_open_takes_a_lock_file_beside_the_folder(make_service, tmp_path):
    make_service()
    assert (tmp_path / "index.lock").exists()



def test_game_and_lang_filters_by_id_give_the_metadata_filters_hits(make_service):
    """store.search names the allowed clauses by id; Chroma's own `where` must agree exactly."""
    from judge.index.store import _where

    store = make_service().store
    vec = KeywordEmbeddings().embed_query("advance aura attack")
    for game, lang in (("sakura", None), ("sakura", "ko"), (None, "ja"), ("magical-girl", None)):
        got = store.search(vec, 50, game, lang)
        raw = store.collection.query(
            query_embeddings=[vec], n_results=50, where=_where(game, lang), include=["distances"])
        want = [(u, 1.0 - d / 2.0) for u, d in zip(raw["ids"][0], raw["distances"][0], strict=True)]
        assert got == want and got
        assert all((not game or u.startswith(game)) and (not lang or u.split("#")[0].endswith(lang))
                   for u, _ in got)
    assert store.search(vec, 50, "histoy", None) == []  # no fixture clause of that game
    assert [u for u, _ in store.search(vec, 3, "sakura", "ko")] == ["sakura-ko#9-6-1"]
