"""Builds the FastAPI app: settings, start-up loading, error handlers, routes, static page.

>>> app = create_app()
>>> sorted(r.path for r in app.routes if r.path in ("/health", "/lookup/{ref:path}"))
['/health', '/lookup/{ref:path}']
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

from judge.api import errors
from judge.api.config import Settings, get_settings
from judge.api.routes import ask, clauses, health, lookup, page, scenarios, search
from judge.api.routes.page import STATIC
from judge.api.state import load_state

Scope = MutableMapping[str, Any]
ASGIApp = Callable[[Scope, Any, Any], Awaitable[None]]


class BodyLimit:
    """Refuse request bodies over `limit` bytes with 413 before reading them (Content-Length).

    A chunked body without a length is read; the per-field limits (question, scenario) still apply.
    """

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            length = headers.get(b"content-length")
            if length is not None and length.isdigit() and int(length) > self.limit:
                body = errors.error_body("too_large", f"request body is {int(length)} bytes; "
                                         f"the limit is {self.limit} bytes", limit=self.limit,
                                         unit="bytes")
                await JSONResponse(body, status_code=413)(scope, receive, send)
                return
        await self.app(scope, receive, send)


class Assets(StaticFiles):
    """The page's CSS/JS, revalidated on each load (ETag) so a new deploy is picked up at once."""

    def file_response(self, *args: Any, **kwargs: Any) -> Any:
        response = super().file_response(*args, **kwargs)
        response.headers["Cache-Control"] = "no-cache"
        return response


def create_app(settings: Settings | None = None) -> FastAPI:
    """The judge service; corpus, graph and index load once in the lifespan and are shared."""
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if getattr(app.state, "judge", None) is None:  # tests may load it before serving
            app.state.judge = load_state(settings)
        yield

    app = FastAPI(title="rules-judge", version="0.1.0", lifespan=lifespan,
                  description="Rules judge for card games: clauses, search, answers, scenarios.")
    errors.install(app)
    for module in (lookup, search, clauses, ask, scenarios, health, page):
        app.include_router(module.router)
    app.mount("/static", Assets(directory=STATIC), name="static")
    app.add_middleware(BodyLimit, limit=settings.max_body_bytes)
    return app
