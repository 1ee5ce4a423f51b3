"""`judge verify/simulate/legal` on the Hi!story scenarios (once the shared commands exist)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge.cli import main

ROOT = Path(__file__).resolve().parents[2]
DIR = ROOT / "scenarios" / "histoy"


def _walk(steps: list[dict[str, Any]]) -> list[str]:
    return [c for s in steps for c in [s["clause"], *_walk(s["children"])]]


def test_verify_passes_every_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("judge.cli.commands.verify")
    assert main(["verify", str(DIR), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["failed"] == 0 and report["passed"] == len(list(DIR.glob("*.scn")))


def test_simulate_prints_the_cited_trace(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("judge.cli.commands.simulate")
    path = DIR / "11-2-2-block-deck-attack-overflow.scn"
    assert main(["simulate", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    clauses = _walk(data["trace"])
    assert clauses.count("histoy-ja#11.2.2") >= 2 and "histoy-ja#11.1.5" in clauses
    assert data["passed"] is True and data["board_after"]["sides"]["B"]["deck"] == 17


def test_legal_lists_refusals_with_clauses(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    pytest.importorskip("judge.cli.commands.legal")
    scn = tmp_path / "hs.scn"
    scn.write_text("game hs\ncard 侍 rank 1 power 3000 attacker\ncard 浪人 rank 1 power 1000\n"
                   "turn A 3 phase attack\nA.deck 9\nA.p1 侍\nB.deck 9\nB.p1 浪人\n",
                   encoding="utf-8")
    assert main(["legal", str(scn), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["legal"] == ["A:end()", "A:attack(place=1, target=deck)"]
    assert [(r["action"], r["clause"], r["reason"]) for r in data["illegal"]] == [
        ("A:attack(place=1, target=1)", "histoy-ja#11.1.4",
         "浪人 is active: only rested face-up cards can be attacked")]
