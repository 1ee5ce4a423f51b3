"""Embedding cache committed as data: vectors keyed by model id + sha256 of the embedded text.

Layout under rules_corpus/embeddings/: `<model>.npy` (float16, one row per text) and
`<model>.tsv` (`sha256<TAB>label` per row, same order). float16 keeps the whole corpus near
1 MB; cosine ranks are unaffected at that precision.

Reads and writes hold an exclusive flock on the cache folder (so a reader never sees one new and
one old file of the pair), and each file is written to a temporary name and moved into place with
os.replace (so a crash or a lock-less reader never sees a torn file).
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from judge.index.embeddings import model_id_of
from judge.index.locking import dir_lock

PROGRESS_AFTER_S = 2.0
BATCH = 16


def text_key(text: str) -> str:
    """sha256 hex of the exact text handed to the model."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _slug(model_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", model_id)


class EmbeddingCache:
    """In-memory view of one model's cache files; `save()` writes them back."""

    def __init__(self, directory: Path, model_id: str) -> None:
        self.directory = Path(directory)
        self.model_id = model_id
        self.npy = self.directory / f"{_slug(model_id)}.npy"
        self.tsv = self.directory / f"{_slug(model_id)}.tsv"
        self.rows: dict[str, np.ndarray] = {}
        self.labels: dict[str, str] = {}
        self.dirty = False
        self._load()

    def _load(self) -> None:
        with dir_lock(self.directory):
            if not (self.npy.exists() and self.tsv.exists()):
                return
            try:
                mat = np.load(self.npy, allow_pickle=False)
                lines = self.tsv.read_text(encoding="utf-8").splitlines()
            except (OSError, ValueError):
                return  # unreadable cache: behave as empty, it is rewritten on save
        keys = [ln.split("\t", 1) for ln in lines if ln and not ln.startswith("#")]
        if len(keys) != len(mat):
            return
        for row, parts in zip(mat, keys, strict=True):
            self.rows[parts[0]] = row
            self.labels[parts[0]] = parts[1] if len(parts) > 1 else ""

    def get(self, text: str) -> np.ndarray | None:
        return self.rows.get(text_key(text))

    def put(self, text: str, vector: Any, label: str = "") -> None:
        key = text_key(text)
        self.rows[key] = np.asarray(vector, dtype=np.float16)
        self.labels[key] = label
        self.dirty = True

    def save(self, keep: Sequence[str] | None = None) -> None:
        """Write the files; with `keep` (texts), only those rows, in that order."""
        keys = [text_key(t) for t in keep] if keep is not None else list(self.rows)
        keys = [k for k in dict.fromkeys(keys) if k in self.rows]
        self.directory.mkdir(parents=True, exist_ok=True)
        mat = np.stack([self.rows[k] for k in keys]) if keys else np.zeros((0, 0), np.float16)
        body = "".join(f"{k}\t{self.labels.get(k, '')}\n" for k in keys)
        with dir_lock(self.directory):
            _replace(self.npy, lambda fh: np.save(fh, mat.astype(np.float16), allow_pickle=False))
            _replace(self.tsv, lambda fh: fh.write(f"# {self.model_id}\n{body}".encode()))
        self.dirty = False


def _replace(path: Path, write: Any) -> None:
    """Write a file under a temporary name in the same folder, then move it over `path`."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            write(fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


class CachedEmbeddings(Embeddings):
    """Wraps a model: documents come from the cache, misses are embedded (with progress) and stored.

    Queries always go to the model. `labels` (text -> uid) only annotates the cache file.
    """

    def __init__(self, base: Embeddings, cache: EmbeddingCache, refresh: bool = False) -> None:
        self.base = base
        self.cache = cache
        self.refresh = refresh
        self.model_id = model_id_of(base)
        self.labels: dict[str, str] = {}
        self.embedded = 0
        self._fresh: set[str] = set()
        """Texts embedded by this object (with refresh, each text is re-embedded once)."""

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        todo = list(dict.fromkeys(
            t for t in texts
            if t not in self._fresh and (self.refresh or self.cache.get(t) is None)
        ))
        if todo:
            self._embed_missing(todo)
        return [np.asarray(self.cache.get(t), dtype=np.float32).tolist() for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self.base.embed_query(text)

    def _embed_missing(self, texts: list[str]) -> None:
        start = time.monotonic()
        bar = None
        done = 0
        try:
            for i in range(0, len(texts), BATCH):
                chunk = texts[i : i + BATCH]
                fn = getattr(self.base, "embed_documents_array", None)
                vecs = fn(chunk) if fn else self.base.embed_documents(chunk)
                for text, vec in zip(chunk, vecs, strict=True):
                    self.cache.put(text, vec, self.labels.get(text, ""))
                    self._fresh.add(text)
                done += len(chunk)
                self.embedded += len(chunk)
                if bar is None and time.monotonic() - start > PROGRESS_AFTER_S / 4 and sys.stderr:
                    rate = done / max(time.monotonic() - start, 1e-6)
                    if (len(texts) - done) / rate > PROGRESS_AFTER_S:
                        from tqdm import tqdm

                        bar = tqdm(total=len(texts), initial=done, desc="embedding clauses",
                                   unit="clause", file=sys.stderr)
                elif bar is not None:
                    bar.update(len(chunk))
        finally:
            if bar is not None:
                bar.close()
