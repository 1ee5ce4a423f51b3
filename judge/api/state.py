"""What the service loads once at start-up and shares read-only between requests."""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from judge.api.config import Settings
from judge.corpus import Corpus, load_corpus
from judge.graph import RulesGraph, load_graph


@dataclass
class ServiceState:
    """The corpus, the rules graph and the search service, plus how the index was opened."""

    settings: Settings
    corpus: Corpus
    graph: RulesGraph
    search: Any
    """judge.index.service.SearchService (typed loosely: chromadb is imported lazily)."""
    started: float = field(default_factory=time.time)
    startup_seconds: float = 0.0
    scenario_lock: threading.Lock = field(default_factory=threading.Lock)


def load_state(settings: Settings) -> ServiceState:
    """Load corpus, graph and index (building the index if it is missing or stale)."""
    start = time.monotonic()
    if settings.chroma_url:
        # judge.index.store.make_client reads this variable: one code path for both stores.
        os.environ["JUDGE_CHROMA_URL"] = settings.chroma_url
    corpus = load_corpus()
    graph = load_graph()
    search = _search_service(settings)
    return ServiceState(settings, corpus, graph, search,
                        startup_seconds=round(time.monotonic() - start, 3))


def _search_service(settings: Settings) -> Any:
    """The process-wide SearchService, built from the settings (and shared with `ask`)."""
    from judge.index.embeddings import load_embeddings
    from judge.index.service import SearchService

    embeddings: Any = load_embeddings(settings.embeddings)
    service = SearchService.from_corpus(embeddings=embeddings, index_path=settings.index_dir)
    with SearchService._lock:  # install it as the singleton so `ask` searches the same index
        SearchService._instance = service
    return service
