"""GET /health: corpus version and hashes, index state, embedding model, vector search on/off."""

from __future__ import annotations

import os
import time
from typing import Any

from fastapi import APIRouter

from judge.api.deps import StateDep

router = APIRouter(tags=["service"])


@router.get("/health", summary="What this worker serves")
def health(state: StateDep) -> dict[str, Any]:
    """Enough to tell two workers apart or see that an index was (re)built at start-up."""
    corpus = state.corpus
    return {
        "status": "ok",
        "corpus": {
            "fingerprint": corpus.fingerprint,
            "clauses": len(corpus.clauses),
            "docs": [{"doc": d.doc, "game": d.game, "lang": d.lang, "version": d.version,
                      "sha256": d.sha256, "clauses": len(corpus.of_doc(d.doc))}
                     for d in corpus.manifest.docs],
        },
        "index": index_state(state.search, state.chroma_url),
        "pid": os.getpid(),
        "uptime_seconds": round(time.time() - state.started, 1),
        "startup_seconds": state.startup_seconds,
    }


def index_state(service: Any, chroma_url: str | None) -> dict[str, Any]:
    """The vector index as opened at start-up: where, which model, reused / built / rebuilt."""
    from judge.index.embeddings import model_id_of

    info: dict[str, Any] = {"vector": bool(service.vector), "lexical": True,
                            "embedding_model": None, "store": None, "state": "lexical-only"}
    if not service.vector:
        return info
    report = service.report
    store = service.store
    info.update(
        embedding_model=model_id_of(service.embeddings),
        store="chroma-http" if chroma_url else "chroma-embedded",
        location=chroma_url or str(store.directory),
        state=report.action,
        reason=report.reason,
        count=report.count,
        embedded=report.embedded,
        build_seconds=round(report.seconds, 3),
    )
    return info
