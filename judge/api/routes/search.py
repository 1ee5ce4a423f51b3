"""GET /search?q=&game=&lang=&k=: ranked clauses, the `judge search --json` shape."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Query

from judge.api.deps import CorpusDep, SearchDep, SettingsDep, check_question_size, resolve_game
from judge.api.errors import BadRequest
from judge.api.responses import FastJSON

router = APIRouter(tags=["search"])


@router.get("/search", summary="Search the rule clauses (ja / ko / en)", response_class=FastJSON)
def search(
    service: SearchDep,
    corpus: CorpusDep,
    settings: SettingsDep,
    q: str = Query(min_length=1, description="question or keywords"),
    game: str | None = None,
    lang: Literal["ja", "ko"] | None = None,
    k: int = Query(10, ge=1),
    mode: Literal["hybrid", "lexical", "vector"] = "hybrid",
) -> FastJSON:
    """Hybrid lexical + vector search, expanded through the rules graph."""
    check_question_size(q, settings)
    if k > settings.max_k:
        raise BadRequest(f"k is at most {settings.max_k}")
    if mode == "vector" and not service.vector:
        raise BadRequest("vector search is unavailable here (embedding model not loaded)")
    hits = service.search(q, game=resolve_game(game, corpus), lang=lang, k=k, mode=mode)
    return FastJSON({"query": q, "mode": mode, "vector": service.vector,
                     "hits": [h.to_json() for h in hits]})
