"""Every scenario in scenarios/magical_girl passes; rulings are covered; clauses exist."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge.corpus import load_corpus
from judge.dsl.frame import load_scenario
from judge.engine.runner import legal_report, run_scenario
from judge.games.magical_girl.scenario import MagicalGirlScenario

from .helpers import scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "scenarios" / "magical_girl").glob("*.scn"))
# shared/ sits beside the checkout (here and in CI)
RULINGS = ROOT.parent / "shared" / "eval" / "rulings_dev.jsonl"


def test_there_are_at_least_fifteen_scenarios() -> None:
    assert len(SCENARIOS) >= 15


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_passes(path: Path) -> None:
    result = run_scenario(load_scenario(path))
    failed = [(e.line, e.text, e.detail) for e in result.expectations if not e.passed]
    assert failed == []
    assert result.expectations, "a scenario must expect something"
    assert result.illegal is None


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_metadata_cites_existing_clauses(path: Path) -> None:
    s = load_scenario(path)
    assert isinstance(s, MagicalGirlScenario)
    assert s.title and s.source and s.verdict and s.clauses
    assert set(s.questions) == {"ja", "ko", "en"}
    known = load_corpus().by_uid
    assert [c for c in s.clauses if f"magical-girl-ja#{c}" not in known] == []


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_traced_step_is_an_existing_clause(path: Path) -> None:
    known = load_corpus().by_uid
    trace = run_scenario(load_scenario(path)).trace
    cited = {step.clause for step in trace.walk()} | {a for s in trace.walk() for a in s.also}
    assert sorted(c for c in cited if c not in known) == []


def _decided_rulings() -> list[dict]:
    if not RULINGS.exists():
        return []
    rows = [json.loads(line) for line in RULINGS.read_text(encoding="utf-8").splitlines() if line]
    return [r for r in rows if r["game"] == "magical-girl" and r["gold_clauses"]]


def test_every_decided_ruling_is_a_scenario_with_its_source_and_questions() -> None:
    rulings = _decided_rulings()
    if not rulings:
        pytest.skip("shared dev rulings not present")
    by_id = {re.match(r"mg-faq-\d+", p.stem).group(0): p for p in SCENARIOS
             if p.stem.startswith("mg-faq-")}
    assert sorted(by_id) == sorted(r["id"] for r in rulings)
    for r in rulings:
        s = load_scenario(by_id[r["id"]])
        assert s.source == r["source_url"]
        assert s.questions["ja"] == r["question_ja"] and s.questions["en"] == r["question_en"]
        assert set(r["gold_clauses"]) <= set(s.clauses)


def test_legal_report_at_the_declaration_lists_refusals_with_their_clause() -> None:
    s = scenario("monster A of P1 atk 1500 def 1000 recover\n"
                 "monster B of P1 atk 1500 def 1000 rest\n"
                 "monster R of P2 atk 3000 def 1000 reverse\nat 803.3\n")
    report = legal_report(s)
    assert [str(a) for a in report.legal] == ["P1:attack(attacker=A, target=R)"]
    refused = {str(a): (e.clause, e.reason) for a, e in report.illegal}
    assert refused["P1:attack(attacker=A, target=P2)"] == (
        "magical-girl-ja#803.3b",
        "P2 cannot be chosen while the reversed opposing monster R can be chosen as the "
        "attack target")
    assert refused["P1:attack(attacker=B, target=R)"][0] == "magical-girl-ja#803.3a"
    assert refused["P1:attack(attacker=R, target=P2)"][0] == "magical-girl-ja#803.3a"
    assert report.to_json()["legal"] == ["P1:attack(attacker=A, target=R)"]


def test_legal_report_in_a_priority_window_offers_pass_and_effects() -> None:
    report = legal_report(scenario("monster A of P1 atk 1500 def 1000 recover\n"))
    assert str(report.legal[0]) == "P1:pass()"
    assert "P2:effect(effect=orbs, target=P2, until_battle_end=False, value=1)" in [
        str(a) for a in report.legal]
    assert {e.clause for _, e in report.illegal} == {"magical-girl-ja#803.3"}


def test_scenario_traces_cover_every_rule_and_commentary_clause_of_002() -> None:
    """Every numbered clause (506.1, 801.1 … 806.2) and every commentary sub-clause that explains
    a step is exercised by at least one scenario's trace."""
    wanted = {c.uid for c in load_corpus().of_doc("magical-girl-ja")
              if re.fullmatch(r"\d{3}\.\d+[a-z]?|80[2-6]|\d{3}/wiki(-\d)?/.+|801/wiki", c.number)}
    seen: set[str] = set()
    for path in SCENARIOS:
        for step in run_scenario(load_scenario(path)).trace.walk():
            seen.update([step.clause, *step.also])
    assert len(wanted) == 58  # 35 numbered clauses + 23 commentary clauses
    assert sorted(wanted - seen) == []
