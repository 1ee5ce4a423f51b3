"""`judge serve [--host H] [--port P] [--workers N]`: the HTTP API and web page (uvicorn)."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("serve", help="run the HTTP API and the web page (uvicorn)")
    p.add_argument("--host", default=None, help="address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=None, help="port (default 8080)")
    p.add_argument("--workers", type=int, default=None,
                   help="worker processes (default 1); N > 1 needs JUDGE_CHROMA_URL (one shared "
                        "Chroma server) unless JUDGE_EMBEDDINGS=none")
    p.add_argument("--json", action="store_true", help="print the address as JSON, then serve")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from judge.api.config import get_settings
    from judge.cli.output import print_json
    from judge.errors import JudgeError

    settings = get_settings()
    host = args.host or settings.host
    port = args.port if args.port is not None else settings.port
    workers = args.workers if args.workers is not None else settings.workers
    if workers < 1:
        raise JudgeError("--workers must be at least 1")
    if workers > 1 and not settings.chroma_url and settings.embeddings != "none":
        # Chroma's embedded PersistentClient is not safe for several processes on one folder.
        raise JudgeError(
            f"--workers {workers} needs a shared Chroma server: run `chroma run --path DIR` and "
            "set JUDGE_CHROMA_URL=http://host:port (docs/service.md); the embedded index folder "
            "must not be opened by several processes (or set JUDGE_EMBEDDINGS=none for "
            "lexical-only workers)")
    if workers > 1:
        # Open (or build) the index once here, so N workers start by reusing it instead of
        # racing to build the same collection.
        from judge.api.state import load_state

        load_state(settings, install=False)
    if args.json:
        print_json({"url": f"http://{host}:{port}/", "workers": workers})
    # Keep-alive longer than uvicorn's 5 s: a judge's page sends a request every few seconds,
    # and a close racing a reused connection is an error for the client. A busy 2-core machine
    # can delay a worker's health-check answer, so give it 30 s before it is restarted.
    uvicorn.run("judge.api.main:create_app", factory=True, host=host, port=port,
                workers=workers, log_level="warning", access_log=False,
                timeout_keep_alive=30, timeout_worker_healthcheck=30)
    return 0
