"""Retrieval evaluation: recall@1/5/10 and MRR per game × language, for each search mode.

A retrieved clause hits a gold number when its game and number match, whatever its language
(sakura-ko#9-6 hits gold "9-6"). Ranked lists are first collapsed to distinct (game, number)
rules, so a clause and its translation count once. recall@k is the share of questions with at
least one gold rule in the top k (success@k); MRR uses the first gold rule's rank (0 if none in
the top 10). Records with no gold clauses are skipped and counted as such.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.errors import JudgeError

CUTOFFS = (1, 5, 10)
DEPTH = 30
"""Results fetched per query before collapsing translations (enough for 10 distinct rules)."""
LANGS = ("ja", "ko", "en")


@dataclass(frozen=True)
class Query:
    """One evaluation question."""

    id: str
    game: str
    lang: str
    text: str
    gold: tuple[str, ...]


def load_queries(path: Path | str) -> tuple[list[Query], int]:
    """Queries from either JSONL shape; returns (scored queries, records skipped as gold-less)."""
    out: list[Query] = []
    skipped = 0
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as err:
                raise JudgeError(f"{path}:{lineno}: not JSON ({err.msg})") from err
            gold = tuple(str(g).strip() for g in rec.get("gold_clauses") or () if str(g).strip())
            game = rec.get("game")
            if not game:
                raise JudgeError(f"{path}:{lineno}: record has no 'game'")
            rid = str(rec.get("id", f"line{lineno}"))
            if "question" in rec:
                qs = [(rec.get("lang") or "", rec["question"])]
            else:
                qs = [(lg, rec[f"question_{lg}"]) for lg in LANGS if rec.get(f"question_{lg}")]
            if not qs:
                raise JudgeError(f"{path}:{lineno}: no question field")
            if not gold:
                skipped += 1
                continue
            out.extend(Query(rid, game, lang, text, gold) for lang, text in qs)
    return out, skipped


def ranks_of(numbers: Sequence[str], gold: Iterable[str]) -> list[int]:
    """1-based ranks of gold numbers in a collapsed list of numbers."""
    want = set(gold)
    return [i for i, n in enumerate(numbers, start=1) if n in want]


def score(numbers: Sequence[str], gold: Iterable[str]) -> dict[str, float]:
    """Per-question metrics for one ranked list of distinct rule numbers."""
    ranks = ranks_of(numbers[: max(CUTOFFS)], gold)
    first = ranks[0] if ranks else 0
    out = {f"recall@{k}": float(bool(first and first <= k)) for k in CUTOFFS}
    out["mrr"] = 1.0 / first if first else 0.0
    return out


def mean(rows: Sequence[dict[str, float]]) -> dict[str, float]:
    keys = [*(f"recall@{k}" for k in CUTOFFS), "mrr"]
    if not rows:
        return {k: 0.0 for k in keys}
    return {k: round(sum(r[k] for r in rows) / len(rows), 4) for k in keys}


def collapse(hits: Sequence[Any]) -> list[str]:
    """Distinct rule numbers in rank order (a clause and its translation count once)."""
    seen: list[str] = []
    for h in hits:
        n = h.clause.number
        if n not in seen:
            seen.append(n)
    return seen


def evaluate(
    service: Any, queries: Sequence[Query], modes: Sequence[str], by_lang: bool = False
) -> dict[str, Any]:
    """The `judge eval --json` object: n, overall per mode, and by "game/lang" per mode.

    With by_lang, also "by_lang" ("*/ja" …, all games pooled) and "counts" per group: the text
    table shows them; the JSON shape stays exactly the documented one.
    """
    rows: dict[str, dict[str, list[dict[str, float]]]] = {}
    pooled: dict[str, dict[str, list[dict[str, float]]]] = {}
    overall: dict[str, list[dict[str, float]]] = {m: [] for m in modes}
    for q in queries:
        group = rows.setdefault(f"{q.game}/{q.lang}", {m: [] for m in modes})
        lang_group = pooled.setdefault(f"*/{q.lang}", {m: [] for m in modes})
        for m in modes:
            hits = service.search(q.text, game=q.game, k=DEPTH, mode=m)
            s = score(collapse(hits), q.gold)
            group[m].append(s)
            lang_group[m].append(s)
            overall[m].append(s)
    out: dict[str, Any] = {
        "n": len(queries),
        "overall": {m: mean(overall[m]) for m in modes},
        "by": {g: {m: mean(v[m]) for m in modes} for g, v in sorted(rows.items())},
    }
    if by_lang:
        out["by_lang"] = {g: {m: mean(v[m]) for m in modes} for g, v in sorted(pooled.items())}
        out["counts"] = {g: len(v[modes[0]]) for g, v in (*rows.items(), *pooled.items())}
    return out


def format_table(result: dict[str, Any], skipped: int, vector: bool) -> str:
    """Plain-text table: one line per group × mode."""
    lines = [
        f"{result['n']} questions scored ({skipped} records without gold clauses skipped)"
        + ("" if vector else "; vector side unavailable"),
        f"{'group':<18}{'mode':<9}{'R@1':>7}{'R@5':>7}{'R@10':>7}{'MRR':>7}  n",
    ]
    counts = result.get("counts", {})
    groups = [("overall", result["overall"], result["n"])]
    groups += [(g, v, counts.get(g, "")) for g, v in result.get("by_lang", {}).items()]
    groups += [(g, v, counts.get(g, "")) for g, v in result["by"].items()]
    for name, per_mode, n in groups:
        for i, (mode, m) in enumerate(per_mode.items()):
            lines.append(
                f"{name:<18}{mode:<9}{m['recall@1']:>7.3f}{m['recall@5']:>7.3f}"
                f"{m['recall@10']:>7.3f}{m['mrr']:>7.3f}  {n if i == 0 else ''}"
            )
    return "\n".join(lines)
