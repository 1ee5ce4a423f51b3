"""`judge verify --json` and POST /verify build their rows with one function: same rows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from judge.cli import main
from tests.api.scenarios import ADVANCE, IMPOSSIBLE_BOARD, WRONG_EXPECTATION

NO_EXPECTATIONS = "\n".join(ln for ln in ADVANCE.splitlines() if not ln.startswith("expect"))
CASES = {
    "pass": (ADVANCE, {"passed": True, "failure": None, "expectations": 2}),
    "wrong": (WRONG_EXPECTATION, {"passed": False, "expectations": 2, "failure": {
        "line": 9, "text": "expect A.aura == 5", "detail": "A.aura is 4"}}),
    "empty": (NO_EXPECTATIONS, {"passed": False, "expectations": 0, "failure": {
        "line": None, "text": "", "detail": "no expectations"}}),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_cli_and_api_rows_agree(case: str, client: TestClient, tmp_path: Path,
                                capsys: pytest.CaptureFixture[str]) -> None:
    text, want = CASES[case]
    path = tmp_path / f"{case}.scn"
    path.write_text(text, encoding="utf-8")
    main(["verify", str(path), "--json"])
    (cli_row,) = json.loads(capsys.readouterr().out)["results"]
    (api_row,) = client.post("/verify", json={"scenario": text}).json()["results"]
    title = text.splitlines()[1].removeprefix("title ").strip('"')
    assert cli_row == {"path": str(path), "title": title, **want}
    assert api_row == {**cli_row, "path": ""}


def test_a_board_the_rules_forbid_is_a_failed_row_naming_the_clause(
        client: TestClient, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "board.scn"
    path.write_text(IMPOSSIBLE_BOARD, encoding="utf-8")
    assert main(["verify", str(path), "--json"]) == 1
    (cli_row,) = json.loads(capsys.readouterr().out)["results"]
    (api_row,) = client.post("/verify", json={"scenario": IMPOSSIBLE_BOARD}).json()["results"]
    assert cli_row["failure"] == {"line": None, "text": "", "detail":
                                  "impossible board: distance 11 outside 0..10 [sakura-ja#7-1-1]"}
    assert cli_row["passed"] is False and "expectations" not in cli_row
    assert api_row == {**cli_row, "path": ""}
    assert main(["verify", str(path)]) == 1
    assert capsys.readouterr().out.splitlines()[0] == f"FAIL {path}: {cli_row['failure']['detail']}"


def test_a_syntax_error_is_a_cli_row_with_its_line_and_a_422_from_the_api(
        client: TestClient, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.api.scenarios import SYNTAX_ERROR

    path = tmp_path / "typo.scn"
    path.write_text(SYNTAX_ERROR, encoding="utf-8")
    assert main(["verify", str(path), "--json"]) == 1
    (row,) = json.loads(capsys.readouterr().out)["results"]
    assert row["path"] == str(path) and row["passed"] is False and row["failure"]["line"] == 4
    assert row["failure"]["detail"].startswith("line 4, column 10: ")
    r = client.post("/verify", json={"scenario": SYNTAX_ERROR})
    assert (r.status_code, r.json()["line"], r.json()["column"]) == (422, 4, 10)
