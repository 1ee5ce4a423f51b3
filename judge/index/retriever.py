"""The hybrid search as a langchain `BaseRetriever`: Documents whose metadata holds the uid."""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever


class ClauseRetriever(BaseRetriever):
    """Wraps a SearchService (the process singleton unless one is given)."""

    service: Any = None
    game: str | None = None
    lang: str | None = None
    k: int = 10
    mode: str = "hybrid"

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        if self.service is None:
            from judge.index.service import SearchService

            self.service = SearchService.get()
        hits = self.service.search(query, game=self.game, lang=self.lang, k=self.k, mode=self.mode)
        docs = []
        for h in hits:
            meta = h.to_json()
            meta["sources"] = {k: dict(v) for k, v in h.sources.items()}
            docs.append(Document(page_content=h.clause.text or h.clause.title, metadata=meta,
                                 id=h.uid))
        return docs
