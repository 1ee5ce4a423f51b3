"""The real search service, lexical side only (the vector index is slow to build in tests).

JUDGE_TEST_HYBRID=1 runs the same tests against the full hybrid service instead.
"""

from __future__ import annotations

import os

import pytest

from judge.answer import service


@pytest.fixture(scope="session", autouse=True)
def lexical_search():
    from judge.index.service import SearchService

    previous = service._SEARCH
    if os.environ.get("JUDGE_TEST_HYBRID") == "1":
        svc = SearchService.get()
    else:
        svc = SearchService.from_corpus(embeddings=None)
    service.set_search(svc)
    yield svc
    service.set_search(previous)
