"""`judge verify/simulate/legal` on the magical-girl scenarios (once the shared commands exist)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cli import main

ROOT = Path(__file__).resolve().parents[2]
DIR = ROOT / "scenarios" / "magical_girl"


def test_verify_passes_every_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("judge.cli.commands.verify")
    assert main(["verify", str(DIR), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["failed"] == 0 and report["passed"] == len(list(DIR.glob("*.scn")))


def test_simulate_prints_the_cited_trace(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("judge.cli.commands.simulate")
    path = DIR / "mg-faq-013-attacker-switched-to-reverse.scn"
    assert main(["simulate", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)

    def walk(steps: list[dict]) -> list[str]:
        return [c for s in steps for c in [s["clause"], *walk(s["children"])]]

    clauses = walk(data["trace"])
    assert "magical-girl-ja#804.2" in clauses and "magical-girl-ja#804.5" not in clauses
    assert data["passed"] is True


def test_legal_lists_the_refused_declaration(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    pytest.importorskip("judge.cli.commands.legal")
    scn = tmp_path / "at.scn"
    scn.write_text("game mg\nturn P1\nplayer P1 orbs 7\nplayer P2 orbs 3\n"
                   "monster A of P1 atk 1500 def 1000 recover\n"
                   "monster R of P2 atk 3000 def 1000 reverse\nat 803.3\n", encoding="utf-8")
    assert main(["legal", str(scn), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["legal"] == ["P1:attack(attacker=A, target=R)"]
    refused = {r["action"]: (r["clause"], r["reason"]) for r in data["illegal"]}
    assert refused["P1:attack(attacker=A, target=P2)"] == (
        "magical-girl-ja#803.3b",
        "P2 cannot be chosen while the reversed opposing monster R can be chosen as the attack "
        "target")
