"""Many requests at once against the real server answer exactly as the same requests one by one.

Every search text is new to the process, so concurrent requests embed queries at the same time
(the embedding calls must be serialised or otherwise safe) while asks, /simulate, /legal and
/verify parse and play scenarios of all three games in parallel (no lock serialises them).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
from fastapi.testclient import TestClient

SEARCHES = [f"{text} {n}" for n, text in enumerate(
    ["前進できる間合", "オーラの上限", "집중력 소모", "damage to life", "山札の再構成",
     "リバース状態の怪異", "勝利条件の確認", "対応不可の攻撃"])]
ASKS = ["オーラが5のとき前進できますか？", "間合が10のとき後退できますか？",
        "오라가 5일 때 전진할 수 있습니까?"]
LOOKUPS = ["9-4-1", "hs 6.7.1", "803.3a", "9-4-9"]
SCENARIOS = [p.read_text(encoding="utf-8")
             for game in ("sakura", "histoy", "magical_girl")
             for p in sorted((Path(__file__).resolve().parents[2] / "scenarios" / game)
                             .glob("*.scn"))[:3]]


def requests() -> list[tuple[str, str, Any]]:
    out: list[tuple[str, str, Any]] = []
    for q in SEARCHES:
        out.append(("GET", f"/search?q={quote(q)}&k=5", None))
    for q in ASKS:
        out.append(("POST", "/ask", {"question": q, "game": "sakura"}))
    for ref in LOOKUPS:
        out.append(("GET", "/lookup/" + quote(ref, safe=""), None))
    for text in SCENARIOS:
        for endpoint in ("/simulate", "/legal", "/verify"):
            out.append(("POST", endpoint, {"scenario": text}))
    return out * 3


def answer(http: httpx.Client | TestClient, method: str, path: str, body: Any) -> tuple[int, Any]:
    r = http.request(method, path, json=body)
    data = r.json()
    if isinstance(data, dict):
        data.pop("suggestions", None)  # the order of equally near numbers may vary
    return r.status_code, data


def test_concurrent_requests_match_sequential_answers(live_url: str) -> None:
    todo = requests()
    with ThreadPoolExecutor(max_workers=24) as pool, httpx.Client(base_url=live_url,
                                                                   timeout=60) as http:
        together = list(pool.map(lambda req: answer(http, *req), todo))
    with httpx.Client(base_url=live_url, timeout=60) as http:
        alone = [answer(http, *req) for req in todo]
    assert [status for status, _ in together] == [status for status, _ in alone]
    assert together == alone
    assert {status for status, _ in together} == {200, 404}
    verified = [data for (_m, path, _b), (_s, data) in zip(todo, together, strict=True)
                if path == "/verify"]
    assert len(verified) == 3 * len(SCENARIOS)
    assert all(v["passed"] == 1 for v in verified)
