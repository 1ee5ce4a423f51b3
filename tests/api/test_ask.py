"""POST /ask over the real answer service: verdicts backed by a simulation, citations, errors."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.api.scenarios import ADVANCE, SYNTAX_ERROR, step_for


def test_japanese_question_gets_a_simulated_verdict_with_citations(client: TestClient) -> None:
    r = client.post("/ask", json={"question": "オーラが5のとき前進できますか？"})
    assert r.status_code == 200
    a = r.json()
    assert (a["lang"], a["game"], a["verdict"], a["verdict_source"]) == (
        "ja", "sakura", "no", "simulation")
    by_uid = {c["uid"]: c for c in a["citations"]}
    assert a["citations"][0]["uid"] == "sakura-ja#9-6"
    # The aura cap decides it: cited with its sentence (from the trace or the retrieval).
    assert by_uid["sakura-ja#7-1-3-1"]["quote"] == "＜オーラ＞の上限は５である。"
    assert {c["from"] for c in a["citations"]} <= {"trace", "retrieval"}
    assert a["trace"][0]["clause"] == "sakura-ja#9-6" and a["trace"][0]["title"] == "基本動作"


def test_korean_question_with_game_alias(client: TestClient) -> None:
    a = client.post("/ask", json={"question": "전진할 수 있나요? 오라가 5입니다",
                                  "game": "벚꽃"}).json()
    assert (a["lang"], a["game"], a["verdict"]) == ("ko", "sakura", "no")
    assert "sakura-ja#7-1-3-1" in [c["uid"] for c in a["citations"]]


def test_question_with_a_scenario_plays_it(client: TestClient) -> None:
    a = client.post("/ask", json={"question": "この状況で前進したら間合はいくつになりますか？",
                                  "scenario": ADVANCE}).json()
    assert (a["verdict"], a["verdict_source"]) == ("5", "simulation")
    advance = step_for(a["trace"], "sakura-ja#9-6-1")
    assert advance["title"] == "前進"
    assert {"path": "distance", "before": 6, "after": 5} in advance["changes"]


def test_ask_errors(client: TestClient) -> None:
    bad = client.post("/ask", json={"question": "前進できますか？", "scenario": SYNTAX_ERROR})
    assert bad.status_code == 422
    assert (bad.json()["line"], bad.json()["column"]) == (4, 10)
    long = client.post("/ask", json={"question": "あ" * 2001})
    assert (long.status_code, long.json()["limit"]) == (413, 2000)
    big = client.post("/ask", json={"question": "前進", "scenario": "#\n" * 40000})
    assert (big.status_code, big.json()["limit"]) == (413, 65536)
    assert client.post("/ask", json={"question": ""}).status_code == 422
    blank = client.post("/ask", json={"question": "   "})
    assert (blank.status_code, blank.json()["message"]) == (400, "empty question")
    assert client.post("/ask", json={"question": "x", "game": "chess"}).status_code == 400
