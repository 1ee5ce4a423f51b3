"""Start and stop a real `chroma run` server on 127.0.0.1 for the scale-out tests."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx


def chroma_cli() -> str:
    """The `chroma` script installed with the chromadb package (beside this Python)."""
    beside = Path(sys.executable).with_name("chroma")
    found = str(beside) if beside.exists() else shutil.which("chroma")
    if not found:
        raise RuntimeError("the `chroma` command (from the chromadb package) is not installed")
    return found


@contextmanager
def chroma_server(path: Path, port: int, timeout: float = 60.0) -> Iterator[str]:
    """A `chroma run` process serving `path`; yields its http URL once the heartbeat answers."""
    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False", "NO_COLOR": "1"}
    log = open(path.parent / f"chroma-{port}.log", "wb")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [chroma_cli(), "run", "--host", "127.0.0.1", "--port", str(port), "--path", str(path)],
        stdout=log, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"chroma run exited with {proc.returncode}; see {log.name}")
            try:
                if httpx.get(url + "/api/v2/heartbeat", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"chroma run did not answer within {timeout} s")
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
