"""JSON responses serialised once with orjson (UTF-8, not ASCII-escaped), skipping re-encoding.

Routes return plain dicts from the services; FastAPI's jsonable_encoder would walk them again.
"""

from __future__ import annotations

from typing import Any

from fastapi.responses import JSONResponse

try:
    import orjson
except ImportError:  # orjson arrives with chromadb; plain json is the fallback
    orjson = None  # type: ignore[assignment]


class FastJSON(JSONResponse):
    """application/json rendered by orjson when available."""

    def render(self, content: Any) -> bytes:
        if orjson is not None:
            return bytes(orjson.dumps(content))
        return super().render(content)
