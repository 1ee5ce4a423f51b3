"""Shared by simulate / legal / verify: clause titles for display, scenario file discovery."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

_CORPUS = Path(__file__).resolve().parents[2] / "rules_corpus"


@lru_cache(maxsize=8)
def _headings(doc: str) -> dict[str, str]:
    path = _CORPUS / f"{doc}.txt"
    out: dict[str, str] = {}
    if not path.exists():
        return out
    pattern = re.compile(r"^(§?[0-9][0-9A-Za-z\-\.]*?)\.?[\u3000 ]+(.+)$")
    for line in path.read_text(encoding="utf-8").splitlines():
        m = pattern.match(line.strip())
        if m and m.group(1) not in out:
            out[m.group(1)] = m.group(2).strip()[:40]
    return out


@lru_cache(maxsize=1)
def _corpus_titles() -> dict[str, str]:
    """uid → title from the corpus loader; empty if the corpus cannot be loaded."""
    try:
        from judge.corpus import load_corpus

        return {c.uid: c.title for c in load_corpus().clauses}
    except Exception:  # noqa: BLE001 - titles are decoration; fall back to the raw headings
        return {}


def clause_title(uid: str) -> str:
    """The heading text of a clause uid (e.g. "sakura-ja#9-6-1" → "前進"), or ""."""
    title = _corpus_titles().get(uid)
    if title is not None:
        return title[:40]
    doc, _, number = uid.partition("#")
    return _headings(doc).get(number, "")


def scenario_files(paths: list[str]) -> list[Path]:
    """Files named on the command line, and every *.scn file under named directories."""
    out: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            out.extend(sorted(p.rglob("*.scn")))
        else:
            out.append(p)
    return out
