"""GET /clauses?game=&doc=: every clause uid, number and title (the `judge clauses` shape)."""

from __future__ import annotations

from fastapi import APIRouter

from judge.api.deps import CorpusDep, resolve_game
from judge.api.errors import BadRequest
from judge.api.responses import FastJSON

router = APIRouter(tags=["clauses"])


@router.get("/clauses", summary="List clauses of a game or document", response_class=FastJSON)
def clauses(corpus: CorpusDep, game: str | None = None, doc: str | None = None) -> FastJSON:
    """All clauses, optionally only one game (aliases accepted) or one document."""
    game_id = resolve_game(game, corpus)
    if doc and doc not in corpus.docs:
        raise BadRequest(f"unknown document {doc!r}; known: " + ", ".join(corpus.docs))
    rows = [c for c in corpus.clauses
            if (game_id is None or c.game == game_id) and (doc is None or c.doc == doc)]
    return FastJSON({"clauses": [{"uid": c.uid, "number": c.number, "title": c.title}
                                 for c in rows]})
