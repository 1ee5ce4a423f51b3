"""GET /lookup/{ref}: a clause by what a judge types, in the `judge lookup --json` shape."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from judge.corpus.view import lookup as lookup_ref

router = APIRouter(tags=["clauses"])


@router.get("/lookup/{ref:path}", summary="A clause by number, uid or title")
def lookup(ref: str) -> dict[str, Any]:
    """`9-4-1`, `９－４－１`, `hs 6.7.1`, `sakura-ja#9-4-1` (send `#` as %23), `전진`.

    404 with the nearest numbers as `suggestions` when nothing matches.
    """
    return lookup_ref(ref)
