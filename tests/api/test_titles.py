"""One title annotation (judge.corpus.view.add_titles) behind the CLI's and the API's traces."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from judge.cli import main
from tests.api.scenarios import ADVANCE, walk

QUESTION = "オーラが3のとき前進できますか？"


def test_simulate_cli_and_api_give_the_same_titled_trace(
        client: TestClient, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "advance.scn"
    path.write_text(ADVANCE, encoding="utf-8")
    assert main(["simulate", str(path), "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    api = client.post("/simulate", json={"scenario": ADVANCE}).json()
    assert cli == {**api, "path": str(path)}
    titles = {s["clause"]: s["title"] for s in walk(cli["trace"])}
    assert titles["sakura-ja#9-6-1"] == "前進"
    assert all(s["title"] for s in walk(cli["trace"]))


def test_ask_json_trace_has_titles_like_post_ask(
        client: TestClient, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "advance.scn"
    path.write_text(ADVANCE, encoding="utf-8")
    assert main(["ask", "--json", "--no-rulings", "--game", "sakura", "--scenario", str(path),
                 QUESTION]) == 0
    cli = json.loads(capsys.readouterr().out)
    api = client.post("/ask", json={"question": QUESTION, "game": "sakura",
                                    "scenario": ADVANCE, "use_rulings": False}).json()
    assert cli["trace"] and cli["trace"] == api["trace"]
    assert {s["clause"]: s["title"] for s in walk(cli["trace"])}["sakura-ja#9-6-1"] == "前進"


def test_unknown_uid_gets_an_empty_title() -> None:
    from judge.corpus.view import add_titles, clause_title

    trace = [{"clause": "sakura-ja#9-6", "children": [{"clause": "sakura-ja#99-99"}]}]
    assert add_titles(trace) == [{"clause": "sakura-ja#9-6", "title": "基本動作", "children": [
        {"clause": "sakura-ja#99-99", "title": ""}]}]
    assert (clause_title("histoy-ja#6.7"), clause_title("nosuch#1")) == ("「その後」", "")
