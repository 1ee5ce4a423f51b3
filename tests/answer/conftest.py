"""The real search service, lexical side only (the vector index is slow to build in tests)."""

from __future__ import annotations

import pytest

from judge.answer import service


@pytest.fixture(scope="session", autouse=True)
def lexical_search():
    from judge.index.service import SearchService

    previous = service._SEARCH
    svc = SearchService.from_corpus(embeddings=None)
    service.set_search(svc)
    yield svc
    service.set_search(previous)
