"""Scenario file discovery for `judge verify` (and the benches)."""

from __future__ import annotations

from pathlib import Path


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
