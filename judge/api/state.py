"""What the service loads once at start-up and shares read-only between requests."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from judge.api.config import Settings
from judge.corpus import Corpus, load_corpus
from judge.graph import RulesGraph, load_graph

CHROMA_ENV = "JUDGE_CHROMA_URL"
"""What judge.index.store.make_client reads: one code path for the embedded and server stores."""


@dataclass
class ServiceState:
    """The corpus, the rules graph and the search service, plus how the index was opened."""

    settings: Settings
    corpus: Corpus
    graph: RulesGraph
    search: Any
    """judge.index.service.SearchService (typed loosely: chromadb is imported lazily)."""
    chroma_url: str | None = None
    """The Chroma server the index lives on, or None for the embedded store."""
    started: float = field(default_factory=time.time)
    startup_seconds: float = 0.0


def load_state(settings: Settings, install: bool = True) -> ServiceState:
    """Load corpus, graph and index (building the index if it is missing or stale).

    `install` hands the search service to `ask` (so it searches the same index) and warms `ask`
    up once, so its lazily loaded parts (rulings, lexicon, engines) load before any request.
    """
    start = time.monotonic()
    corpus = load_corpus()
    graph = load_graph()
    with _chroma_env(settings.chroma_url):
        search = _search_service(settings)
    if install:
        _install_for_ask(search)
    return ServiceState(settings, corpus, graph, search, chroma_url=settings.chroma_url,
                        startup_seconds=round(time.monotonic() - start, 3))


@contextmanager
def _chroma_env(url: str | None) -> Iterator[None]:
    """Point judge.index at the Chroma server named in the settings while the index opens."""
    if not url:
        yield
        return
    before = os.environ.get(CHROMA_ENV)
    os.environ[CHROMA_ENV] = url
    try:
        yield
    finally:
        if before is None:
            del os.environ[CHROMA_ENV]
        else:
            os.environ[CHROMA_ENV] = before


def _search_service(settings: Settings) -> Any:
    from judge.index.embeddings import load_embeddings
    from judge.index.service import SearchService

    embeddings: Any = load_embeddings(settings.embeddings)
    return SearchService.from_corpus(embeddings=embeddings, index_path=settings.index_dir,
                                     save_cache=settings.save_embedding_cache)


WARM_UP_QUESTION = "オーラが5のとき前進できますか？"


def _install_for_ask(search: Any) -> None:
    from judge.answer import service as answer

    answer.set_search(search)
    answer.ask(WARM_UP_QUESTION, game="sakura")
