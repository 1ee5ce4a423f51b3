"""`judge verify scenarios/sakura` passes; every clause a scenario or trace cites exists."""

from judge.cli import main
from judge.dsl import load_scenario
from judge.engine.runner import run_scenario
from tests.sakura.helpers import SCENARIOS, rule_numbers


def test_verify_scenario_library(capsys):
    code = main(["verify", str(SCENARIOS)])
    out = capsys.readouterr().out.strip().splitlines()
    count = len(list(SCENARIOS.rglob("*.scn")))
    assert out[-1] == f"{count} passed, 0 failed"
    assert code == 0 and count >= 40


def test_verify_reports_failure_and_exit_code(tmp_path, capsys):
    bad = tmp_path / "bad.scn"
    bad.write_text("game sakura\ndistance 6\nturn A main standard\nA basic 前進\n"
                   "expect distance == 4\n", encoding="utf-8")
    good = tmp_path / "sub" / "good.scn"
    good.parent.mkdir()
    good.write_text("game sakura\ndistance 6\nturn A main standard\nA basic 前進\n"
                    "expect distance == 5\n", encoding="utf-8")
    code = main(["verify", str(tmp_path)])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 1
    assert out[-1] == "1 passed, 1 failed"
    assert any(line.startswith("FAIL") and "line 5: expect distance == 4 — distance is 5" in line
               for line in out)


def test_every_cited_clause_exists():
    numbers = rule_numbers()
    for path in SCENARIOS.rglob("*.scn"):
        scn = load_scenario(path)
        missing = [c for c in scn.clauses if c not in numbers]
        assert missing == [], f"{path.name} cites {missing}"
        for step in run_scenario(scn).trace.walk():
            assert step.clause.split("#", 1)[1] in numbers, (path.name, step.clause)


def test_simulate_and_legal_commands(capsys):
    path = SCENARIOS / "sa-faq-001-advance-full-aura.scn"
    assert main(["simulate", str(path)]) == 0
    out = capsys.readouterr().out
    assert "refused: illegal (sakura-ja#9-6)" in out
    assert main(["legal", str(path)]) == 0
    out = capsys.readouterr().out
    assert "A:basic(cost=focus, name=retreat)" in out
    assert "A:basic(cost=focus, name=advance)  [9-6 基本動作]" in out


def test_json_outputs(capsys):
    import json

    path = SCENARIOS / "attack-hit-life.scn"
    assert main(["verify", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["passed"], data["failed"]) == (1, 0)
    assert main(["simulate", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["board_after"]["sides"]["B"]["life"] == 9
    assert data["trace"][0]["clause"] == "sakura-ja#9-2-1"
    assert data["trace"][0]["title"] == "《攻撃》カードを使用する際の手順"
    assert main(["legal", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "A:end_phase()" in data["legal"]
