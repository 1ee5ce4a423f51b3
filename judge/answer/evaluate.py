"""Answer metrics on a JSONL ruling set: verdict precision, coverage and gold@5, per language,
with and without the ruling library.

- precision: correct stated verdicts / stated verdicts. A verdict is correct when it equals the
  official one case- and width-insensitively, or one is the other's leading phrase ("no" vs
  "no (neither is destroyed)").
- coverage: stated verdicts / questions; `coverage_sim` restricts to questions whose sketch
  needs no card text (needs_card_text false), the issue's target population.
- gold@5: questions with gold clauses whose gold number (same game) is among the first 5
  citations / questions with gold clauses.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from judge.answer.lang import normalize
from judge.errors import JudgeError

LANGS = ("ja", "ko", "en")


def verdict_matches(stated: str, gold: str) -> bool:
    """Case/width-insensitive equality, or one being the other's leading phrase.

    >>> verdict_matches("No", "no (neither is destroyed)"), verdict_matches("yes", "no")
    (True, False)
    """
    a, b = _norm(stated), _norm(gold)
    if not a or not b:
        return False
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return long_.startswith(short) and not long_[len(short)].isalnum()


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", normalize(text)).strip(" .。")


def load_records(path: str | Path) -> list[dict[str, Any]]:
    out = []
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if line.strip():
                try:
                    out.append(json.loads(line))
                except json.JSONDecodeError as err:
                    raise JudgeError(f"{path}:{lineno}: not JSON ({err.msg})") from err
    return out


def evaluate(records: list[dict[str, Any]], ask: Callable[..., Any] | None = None,
             modes: tuple[bool, ...] = (True, False)) -> dict[str, Any]:
    """{"with_rulings": {...}, "no_rulings": {...}}, each with totals and `by_lang`."""
    if ask is None:
        from judge.answer.service import ask as ask_fn

        ask = ask_fn
    out: dict[str, Any] = {}
    for use_rulings in modes:
        rows = []
        for rec in records:
            for lang in LANGS:
                q = rec.get(f"question_{lang}")
                if not q:
                    continue
                answer = ask(q, use_rulings=use_rulings)
                rows.append(_row(rec, lang, answer))
        out["with_rulings" if use_rulings else "no_rulings"] = _summarise(rows)
    return out


def _row(rec: dict[str, Any], lang: str, answer: Any) -> dict[str, Any]:
    gold = [str(g) for g in rec.get("gold_clauses") or []]
    cited = [c.number for c in answer.citations[:5] if c.game == rec.get("game")]
    stated = answer.verdict is not None
    return {
        "id": rec.get("id"), "lang": lang, "stated": stated,
        "correct": stated and verdict_matches(answer.verdict, str(rec.get("verdict", ""))),
        "sim_population": not rec.get("needs_card_text", False),
        "has_gold": bool(gold), "gold5": bool(set(gold) & set(cited)),
        "verdict": answer.verdict, "gold_verdict": rec.get("verdict"),
        "source": answer.verdict_source,
    }


def _metrics(rows: list[dict[str, Any]]) -> dict[str, Any]:
    stated = [r for r in rows if r["stated"]]
    pop = [r for r in rows if r["sim_population"]]
    gold = [r for r in rows if r["has_gold"]]
    return {
        "n": len(rows),
        "stated": len(stated),
        "precision": _ratio(sum(r["correct"] for r in stated), len(stated)),
        "coverage": _ratio(len(stated), len(rows)),
        "coverage_sim": _ratio(sum(r["stated"] for r in pop), len(pop)),
        "gold@5": _ratio(sum(r["gold5"] for r in gold), len(gold)),
    }


def _summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    by_lang: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        by_lang[r["lang"]].append(r)
    summary = _metrics(rows)
    summary["by_lang"] = {lang: _metrics(rs) for lang, rs in by_lang.items()}
    summary["wrong"] = [{k: r[k] for k in ("id", "lang", "verdict", "gold_verdict", "source")}
                        for r in rows if r["stated"] and not r["correct"]]
    return summary


def _ratio(a: float, b: int) -> float | None:
    return round(a / b, 3) if b else None


def format_table(result: dict[str, Any]) -> str:
    """Per mode and language: n, stated, precision, coverage, coverage (no card text), gold@5."""
    lines = [f"{'answers':<12} {'lang':<4} {'n':>3} {'stated':>6} {'prec':>6} {'cov':>6} "
             f"{'cov-sim':>7} {'gold@5':>6}"]
    for mode, summary in result.items():
        for lang, m in [("all", summary), *summary["by_lang"].items()]:
            lines.append(f"{mode:<12} {lang:<4} {m['n']:>3} {m['stated']:>6} "
                         f"{_f(m['precision'])} {_f(m['coverage'])} {_f(m['coverage_sim']):>7} "
                         f"{_f(m['gold@5'])}")
        for w in summary["wrong"]:
            lines.append(f"  wrong: {w['id']} {w['lang']} said {w['verdict']!r}, "
                         f"official {w['gold_verdict']!r} ({w['source']})")
    return "\n".join(lines)


def _f(x: float | None) -> str:
    return f"{x:>6.3f}" if x is not None else f"{'—':>6}"


def library_records() -> list[dict[str, Any]]:
    """The ruling library's scenario questions as eval records (a held-out proxy for the
    engine path: run them with --no-rulings, or every answer would simply be the ruling)."""
    from judge.answer.rulings import game_name, load_rulings

    out = []
    for r in load_rulings():
        clauses = re.search(r"^\s*clauses\s+(.+)$", r.text, re.MULTILINE)
        rec: dict[str, Any] = {
            "id": Path(r.path).stem, "game": game_name(r.game),
            "verdict": r.verdict.split(":", 1)[0], "needs_card_text": False,
            "gold_clauses": clauses.group(1).split() if clauses else [],
        }
        rec.update({f"question_{lang}": q for lang, q in r.questions.items()})
        out.append(rec)
    return out


def answer_metrics(path: str | Path) -> dict[str, Any]:
    """What `judge eval FILE --answers --json` adds under "answers": per mode, the totals
    (precision, coverage, gold@5, n) plus coverage_sim, per-language figures and wrong verdicts."""
    return evaluate(load_records(path))


def main(argv: list[str] | None = None) -> int:
    """`python -m judge.answer.evaluate [FILE.jsonl | --library] [--json]`: the same as
    `judge eval --answers FILE` / `judge eval --library` (one CLI; this is a shorthand)."""
    import sys

    from judge.cli import main as cli

    args = list(sys.argv[1:] if argv is None else argv)
    return cli(["eval", *args] if "--library" in args else ["eval", "--answers", *args])


if __name__ == "__main__":
    raise SystemExit(main())
