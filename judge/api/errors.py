"""Domain errors → JSON HTTP errors: 404 with suggestions, 422 with line/column, never a trace."""

from __future__ import annotations

import logging
import re
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from judge.errors import JudgeError, NotFound, ScenarioError

log = logging.getLogger("judge.api")

_EXPECTED = re.compile(r"expected one of: ([^\n]*)")
_WHERE = re.compile(r"^line \d+, column \d+: ")
_CLAUSE = re.compile(r"\[([a-z][\w-]*#[^\]\s]+)\]")


class PayloadTooLarge(JudgeError):
    """A question or scenario over the service's size limit (HTTP 413)."""

    def __init__(self, what: str, size: int, limit: int, unit: str) -> None:
        self.what, self.size, self.limit, self.unit = what, size, limit, unit
        super().__init__(f"{what} is {size} {unit}; the limit is {limit} {unit}")


class BadRequest(JudgeError):
    """A request the service understands but cannot serve (unknown game, bad parameter)."""


def error_body(kind: str, message: str, **extra: Any) -> dict[str, Any]:
    """The one JSON error shape: {"error": kind, "message": text, ...details}."""
    return {"error": kind, "message": message, **extra}


def scenario_error_body(err: ScenarioError) -> dict[str, Any]:
    """A scenario error with its line, column, expected tokens and the caret context."""
    text = str(err)
    first, _, context = text.partition("\n")
    match = _EXPECTED.search(first)
    expected = [t.strip() for t in match.group(1).split(",")] if match else []
    message = _WHERE.sub("", _EXPECTED.sub("", first).rstrip("; "))
    clause = getattr(err, "clause", None) or next(iter(_CLAUSE.findall(first)), None)
    return error_body("scenario", message, line=err.line, column=err.column,
                      expected=expected, context=context, clause=clause)


def _json(status: int, body: dict[str, Any]) -> JSONResponse:
    return JSONResponse(body, status_code=status)


def install(app: FastAPI) -> None:
    """Register the handlers that turn every error into a JSON body."""

    @app.exception_handler(NotFound)
    async def not_found(_: Request, err: NotFound) -> JSONResponse:
        return _json(404, error_body("not_found", str(err), ref=err.ref,
                                     suggestions=err.suggestions))

    @app.exception_handler(ScenarioError)
    async def scenario(_: Request, err: ScenarioError) -> JSONResponse:
        return _json(422, scenario_error_body(err))

    @app.exception_handler(PayloadTooLarge)
    async def too_large(_: Request, err: PayloadTooLarge) -> JSONResponse:
        return _json(413, error_body("too_large", str(err), limit=err.limit, unit=err.unit))

    @app.exception_handler(JudgeError)
    async def judge_error(_: Request, err: JudgeError) -> JSONResponse:
        clause = getattr(err, "clause", None)
        extra = {"clause": clause} if clause else {}
        return _json(400, error_body("bad_request", str(err), **extra))

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, err: RequestValidationError) -> JSONResponse:
        problems = [{"where": ".".join(str(p) for p in e.get("loc", ())), "problem": e.get("msg")}
                    for e in err.errors()]
        text = "; ".join(f"{p['where']}: {p['problem']}" for p in problems)
        return _json(422, error_body("invalid_request", text, problems=problems))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, err: StarletteHTTPException) -> JSONResponse:
        kind = {404: "not_found", 405: "method_not_allowed", 413: "too_large"}.get(
            err.status_code, "http_error")
        return _json(err.status_code, error_body(kind, str(err.detail)))

    @app.exception_handler(Exception)
    async def crash(request: Request, err: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return _json(500, error_body("internal", f"internal error ({type(err).__name__}); "
                                                 "the server log has the details"))
