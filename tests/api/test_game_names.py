"""The API resolves game names with Manifest.resolve_game (any width, case, `_` or `-`)."""

from __future__ import annotations

from fastapi.testclient import TestClient


def test_search_and_clauses_accept_full_width_and_underscore_names(client: TestClient) -> None:
    hits = client.get("/search", params={"q": "前進", "game": "Ｓａｋｕｒａ", "k": 3}).json()["hits"]
    assert hits and all(h["uid"].startswith("sakura-") for h in hits)
    rows = client.get("/clauses", params={"game": "Magical_Girl"}).json()["clauses"]
    assert rows and all(r["uid"].startswith("magical-girl-ja#") for r in rows)
    r = client.get("/clauses", params={"game": "chess"})
    assert (r.status_code, r.json()["error"]) == (400, "bad_request")
