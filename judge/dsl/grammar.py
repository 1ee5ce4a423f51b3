"""Open a game's Lark grammar with its LALR analysis cached on disk.

Building the LALR tables of a game grammar takes ~0.5 s, paid by every cold `judge ask`.
Lark can pickle the analysed parser; we keep the pickles under the user's cache folder
(`$JUDGE_GRAMMAR_CACHE`, else `$XDG_CACHE_HOME/rules-judge/lark`). Lark keys each cache
file by a hash of the grammar text, its options, the Lark and Python versions, and checks
the imported grammars (common.lark) before using it, so an edited grammar is rebuilt.
A missing, stale, truncated or unwritable cache only costs the rebuild.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from lark import Lark

ENV_GRAMMAR_CACHE = "JUDGE_GRAMMAR_CACHE"
"""A folder for the analysed grammars, or "off" to build them on every start."""


def cache_dir() -> Path | None:
    """Where analysed grammars are kept, or None when caching is off or impossible."""
    env = os.environ.get(ENV_GRAMMAR_CACHE, "")
    if env.lower() in ("off", "0", "none"):
        return None
    if env:
        folder = Path(env).expanduser()
    else:
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        folder = Path(base) / "rules-judge" / "lark"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder if os.access(folder, os.W_OK) else None


def open_grammar(path: Path, **options: Any) -> Lark:
    """`Lark.open(path, parser="lalr", **options)`, loaded from the cache when it is fresh."""
    folder = cache_dir()
    if folder is not None:
        # One file per grammar; Lark rewrites it when the grammar's hash no longer matches.
        options["cache"] = str(folder / f"{path.stem}.lalr")
    return Lark.open(str(path), parser="lalr", **options)
