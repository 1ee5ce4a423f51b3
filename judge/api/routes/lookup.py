"""GET /lookup/{ref}: a clause by what a judge types, in the `judge lookup --json` shape."""

from __future__ import annotations

from fastapi import APIRouter

from judge.api.deps import SettingsDep, check_question_size
from judge.api.responses import FastJSON
from judge.corpus.view import lookup as lookup_ref

router = APIRouter(tags=["clauses"])


@router.get("/lookup/{ref:path}", summary="A clause by number, uid or title",
            response_class=FastJSON)
async def lookup(ref: str, settings: SettingsDep) -> FastJSON:
    """`9-4-1`, `９－４－１`, `hs 6.7.1`, `sakura-ja#9-4-1` (send `#` as %23), `전진`.

    404 with the nearest numbers as `suggestions` when nothing matches (a blank reference too:
    the lookup service refuses it, as `judge lookup ''` does). It takes well under a
    millisecond on a hit (a few on a miss), so it runs on the event loop, not in a thread.
    """
    check_question_size(ref, settings)
    return FastJSON(lookup_ref(ref))
