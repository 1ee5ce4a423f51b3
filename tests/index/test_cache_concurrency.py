"""The embedding cache under concurrent writers: a reader always sees one whole, consistent cache."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from judge.api.config import Settings
from judge.index.cache import EmbeddingCache, text_key

ROOT = Path(__file__).resolve().parents[2]
WRITER = """
import sys
import numpy as np
from judge.index.cache import EmbeddingCache
folder, prefix, n, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
for _ in range(rounds):
    cache = EmbeddingCache(folder, "m")
    texts = [f"{prefix}{i}" for i in range(n)]
    for i, t in enumerate(texts):
        cache.put(t, np.full(64, i % 97, np.float32), t)
    cache.save(keep=texts)
"""


def _expected(prefix: str, n: int) -> dict[str, list[float]]:
    return {text_key(f"{prefix}{i}"): [float(i % 97)] * 64 for i in range(n)}


def _write(folder: Path, prefix: str, n: int) -> None:
    cache = EmbeddingCache(folder, "m")
    for i in range(n):
        cache.put(f"{prefix}{i}", np.full(64, i % 97, np.float32), f"{prefix}{i}")
    cache.save(keep=[f"{prefix}{i}" for i in range(n)])


def test_concurrent_writers_never_show_a_torn_or_mixed_cache(tmp_path: Path) -> None:
    sizes = {"a": 300, "b": 500}
    wants = [_expected(p, n) for p, n in sizes.items()]
    _write(tmp_path, "a", sizes["a"])
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), p, str(n), "40"],
                                cwd=ROOT, env=env) for p, n in sizes.items()]
    reads = 0
    deadline = time.monotonic() + 60
    while any(w.poll() is None for w in writers) and time.monotonic() < deadline:
        cache = EmbeddingCache(tmp_path, "m")
        seen = {k: v.tolist() for k, v in cache.rows.items()}
        assert seen in wants, f"read {reads}: {len(seen)} rows, neither writer's whole cache"
        reads += 1
    assert [w.wait(timeout=30) for w in writers] == [0, 0]
    assert reads > 5
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.npy", "m.tsv"]  # no temp files left


def test_the_server_does_not_write_the_committed_cache_by_default(monkeypatch) -> None:
    monkeypatch.delenv("JUDGE_SAVE_EMBEDDING_CACHE", raising=False)
    assert Settings().save_embedding_cache is False
    monkeypatch.setenv("JUDGE_SAVE_EMBEDDING_CACHE", "1")
    assert Settings().save_embedding_cache is True
