"""Load benchmark: N concurrent clients for T seconds against `judge serve` on 127.0.0.1.

A mix of lookup, search and ask; prints requests/s, p50 and p99 per endpoint and the error count,
and checks the targets (0 errors, search p50 <= 30 ms, lookup p50 <= 10 ms, ask p99 <= 500 ms).

    python bench/load.py                       # starts its own server (1 worker), 50 clients, 30 s
    JUDGE_CHROMA_URL=http://127.0.0.1:8000 python bench/load.py --workers 2
                                               # 2 workers on one `chroma run` (needed for N > 1)
    python bench/load.py --url http://127.0.0.1:8080   # an already running server
    python bench/load.py --think 1             # each client pauses ~1 s between requests
    python bench/load.py --fresh               # every search text new: each is embedded

Clients are closed-loop: with --think 0 every client sends its next request as soon as the last
one is answered, so latency includes queueing behind the other 49 (Little's law); --think gives
the pace of judges at tables. A warm-up sends every text of the mix once, so by default the run
measures the steady state (query vectors cached); --fresh measures a new search per request.
The machine running the clients is the machine running the server.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

import httpx

ROOT = Path(__file__).resolve().parents[1]

LOOKUPS = ["9-4-1", "９－４－１", "sakura 9-6-1", "hs 6.7.1", "804.5", "803.3a", "5-5-1",
           "sakura-ja#5-7", "適正距離", "전진", "10-35-1", "histoy-ja#6.2", "9-4-9"]
SEARCHES = ["前進", "適正距離", "전진", "オーラが5のとき前進できますか", "ダメージの解決",
            "リバース状態", "勝利条件", "can I advance with aura 5?", "집중력", "対応不可",
            "山札が0枚", "攻撃の処理", "間合", "기본동작", "bonus damage"]
QUESTIONS = [
    {"question": "オーラが5のとき前進できますか？", "game": "sakura"},
    {"question": "間合が10のとき後退できますか？", "game": "sakura"},
    {"question": "오라가 5일 때 전진할 수 있습니까?", "game": "sakura"},
    {"question": "集中力が0のとき基本動作を行えますか？"},
]
TARGETS = {"search": ("p50", 30.0), "lookup": ("p50", 10.0), "ask": ("p99", 500.0)}


@dataclass
class Tally:
    """Latencies (ms) of successful requests and the errors, per endpoint."""

    ms: list[float] = field(default_factory=list)
    errors: int = 0
    statuses: dict[str, int] = field(default_factory=dict)


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(p / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def request_for(kind: str, rng: random.Random, fresh: bool = False) -> tuple[str, str, dict | None]:
    """One request of a kind; `fresh` makes every search text new (no query-vector cache hit)."""
    if kind == "lookup":
        return "GET", "/lookup/" + quote(rng.choice(LOOKUPS), safe=""), None
    if kind == "search":
        q = rng.choice(SEARCHES)
        if fresh:
            q += f" {rng.randrange(10**9)}"
        return "GET", f"/search?q={quote(q)}&k=10", None
    return "POST", "/ask", rng.choice(QUESTIONS)


def warm_up_requests() -> list[tuple[str, str, dict | None]]:
    """Every text of the mix once, so the run measures the steady state (vectors cached)."""
    return ([("GET", "/lookup/" + quote(r, safe=""), None) for r in LOOKUPS]
            + [("GET", f"/search?q={quote(q)}&k=10", None) for q in SEARCHES]
            + [("POST", "/ask", q) for q in QUESTIONS])


async def client_loop(http: httpx.AsyncClient, kinds: list[str], weights: list[float],
                      stop: float, think: float, fresh: bool, seed: int,
                      tallies: dict[str, Tally]) -> None:
    rng = random.Random(seed)
    await asyncio.sleep(rng.random() * max(0.2, think))  # do not all start on the same tick
    while time.monotonic() < stop:
        kind = rng.choices(kinds, weights)[0]
        method, path, body = request_for(kind, rng, fresh)
        tally = tallies[kind]
        start = time.perf_counter()
        try:
            r = await http.request(method, path, json=body)
            elapsed = (time.perf_counter() - start) * 1000
            ok = r.status_code < 400 or (kind == "lookup" and r.status_code == 404)
            key = str(r.status_code)
        except httpx.HTTPError as err:
            elapsed, ok, key = 0.0, False, type(err).__name__
        tally.statuses[key] = tally.statuses.get(key, 0) + 1
        if ok:
            tally.ms.append(elapsed)
        else:
            tally.errors += 1
        if think:
            await asyncio.sleep(rng.uniform(0.5, 1.5) * think)


async def run_load(url: str, clients: int, seconds: float, think: float, fresh: bool,
                   mix: dict[str, float]) -> tuple[dict[str, Tally], float]:
    kinds = [k for k, w in mix.items() if w > 0]
    weights = [mix[k] for k in kinds]
    tallies = {k: Tally() for k in kinds}
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=30) as http:
        for method, path, body in warm_up_requests():
            if not (path == "/ask" and "ask" not in kinds):
                await http.request(method, path, json=body)
        start = time.monotonic()
        stop = start + seconds
        await asyncio.gather(*(client_loop(http, kinds, weights, stop, think, fresh, i, tallies)
                               for i in range(clients)))
        wall = time.monotonic() - start
    return tallies, wall


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(workers: int, index_dir: str | None) -> tuple[subprocess.Popen, str]:
    port = free_port()
    env = dict(os.environ)
    if index_dir:
        env["JUDGE_INDEX_DIR"] = index_dir
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "cli.py"), "serve", "--port", str(port),
         "--workers", str(workers)], cwd=ROOT, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 600  # a missing index is built first
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"judge serve exited with {proc.returncode}")
        try:
            if httpx.get(url + "/health", timeout=2).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    proc.terminate()
    raise SystemExit("judge serve did not start")


def report(tallies: dict[str, Tally], wall: float, clients: int, think: float,
           fresh: bool) -> bool:
    fresh_note = ", fresh search texts" if fresh else ""
    total = sum(len(t.ms) + t.errors for t in tallies.values())
    errors = sum(t.errors for t in tallies.values())
    print(f"{clients} clients, {wall:.1f} s, think {think} s{fresh_note}: {total} requests, "
          f"{total / wall:.1f} req/s, {errors} errors")
    print(f"{'endpoint':<8} {'requests':>8} {'req/s':>7} {'p50 ms':>8} {'p99 ms':>8} "
          f"{'mean ms':>8} {'errors':>6}  statuses")
    ok = errors == 0
    for kind, t in tallies.items():
        n = len(t.ms) + t.errors
        p50, p99 = percentile(t.ms, 50), percentile(t.ms, 99)
        mean = statistics.fmean(t.ms) if t.ms else float("nan")
        print(f"{kind:<8} {n:>8} {n / wall:>7.1f} {p50:>8.1f} {p99:>8.1f} {mean:>8.1f} "
              f"{t.errors:>6}  {t.statuses}")
    for kind, (stat, limit) in TARGETS.items():
        if kind not in tallies:
            continue
        value = percentile(tallies[kind].ms, 50 if stat == "p50" else 99)
        met = value <= limit
        ok &= met
        verdict = "met" if met else "MISSED"
        print(f"target {kind} {stat} <= {limit:.0f} ms: {value:.1f} ms {verdict}")
    print(f"target 0 errors: {errors} {'met' if errors == 0 else 'MISSED'}")
    return ok


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--url", help="an already running server (default: start one)")
    ap.add_argument("--workers", type=int, default=1, help="workers of the server it starts")
    ap.add_argument("--index-dir", help="JUDGE_INDEX_DIR for the server it starts")
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=30)
    ap.add_argument("--think", type=float, default=0.0,
                    help="mean pause between a client's requests, seconds (default 0)")
    ap.add_argument("--fresh", action="store_true",
                    help="make every search text new, so each one is embedded (no cache hit)")
    ap.add_argument("--mix", default="lookup=45,search=45,ask=10",
                    help="weights per endpoint (default lookup=45,search=45,ask=10)")
    args = ap.parse_args()
    mix = {k: float(v) for k, v in (part.split("=") for part in args.mix.split(","))}
    proc = None
    url = args.url
    if not url:
        proc, url = start_server(args.workers, args.index_dir)
    try:
        health = httpx.get(url + "/health", timeout=10).json()
        idx = health["index"]
        print(f"server {url}: {health['corpus']['clauses']} clauses, index {idx['state']}, "
              f"vector {'on' if idx['vector'] else 'off'} ({idx.get('embedding_model')}), "
              f"{args.workers if proc else '?'} worker(s)")
        if mix.get("ask") and httpx.post(url + "/ask", json=QUESTIONS[0],
                                         timeout=60).status_code == 503:
            print("ask: not available on this server (503); left out of the mix")
            mix["ask"] = 0
        tallies, wall = asyncio.run(run_load(url, args.clients, args.seconds, args.think,
                                             args.fresh, mix))
        return 0 if report(tallies, wall, args.clients, args.think, args.fresh) else 1
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
