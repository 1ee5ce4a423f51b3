"""Which rulings a rules update touches, and whether they still hold (`judge verify --changed`).

A ruling rests on the clauses its `clauses` line names and on every clause its trace cites when
played. A changed clause touches a ruling when the ruling rests on it, on one of its translations
(a Korean edit may signal a Japanese one), or on a clause that contains it (a ruling citing 9-6
rests on 9-6-1 too). Touched rulings are replayed against the current rules and engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.corpus import Corpus, load_corpus
from judge.corpus.lock import LOCK_NAME, LockDiff, diff_lock, digests, read_lock, write_lock
from judge.errors import JudgeError


def default_lock() -> Path:
    from judge.corpus.manifest import CORPUS_DIR

    return CORPUS_DIR / LOCK_NAME


@dataclass
class Ruling:
    """One scenario file: the clauses it rests on, and its verify row."""

    path: str
    rests_on: set[str] = field(default_factory=set)
    row: dict[str, Any] = field(default_factory=dict)


def _named(numbers: list[str], game: str, corpus: Corpus, known: set[str]) -> set[str]:
    """`clauses 9-6 7-1-3-1` → uids in the game's documents (current or locked)."""
    docs = [d.doc for d in corpus.manifest.docs if d.game == game]
    out = set()
    for number in numbers:
        if "#" in number:
            out.add(number)
            continue
        out |= {f"{doc}#{number}" for doc in docs if f"{doc}#{number}" in known}
    return out


def load_ruling(path: Path, corpus: Corpus, known: set[str]) -> Ruling:
    """Parse and play one file; what it rests on (named + traced) and its verify row."""
    from judge.dsl.frame import load_scenario
    from judge.engine.runner import run_scenario, verify_scenario

    ruling = Ruling(str(path))
    try:
        scenario = load_scenario(path)
    except JudgeError as err:
        ruling.row = {"path": str(path), "passed": False,
                      "failure": {"line": getattr(err, "line", None), "text": "",
                                  "detail": str(err)}}
        return ruling
    ruling.rests_on = _named(list(scenario.clauses), scenario.game, corpus, known)
    try:
        result = run_scenario(scenario)
    except JudgeError:
        result = None
    if result is not None:
        ruling.rests_on |= {s.clause for s in result.trace.walk() if s.clause}
        if result.illegal is not None and result.illegal.clause:
            ruling.rests_on.add(result.illegal.clause)
    ruling.row = verify_scenario(scenario, str(path))
    return ruling


def reasons(rests_on: set[str], diff: LockDiff) -> list[str]:
    """Why each affected clause touches a ruling resting on `rests_on` (empty: untouched)."""
    from judge.graph import load_graph

    graph = load_graph()
    out = []
    for uid in diff.all:
        kind = diff.kind(uid)
        if uid in rests_on:
            out.append(f"{uid} {kind}")
            continue
        via = next((t for t in graph.translations(uid) if t in rests_on), None)
        if via:
            out.append(f"{uid} {kind} (translation of {via}, which it cites)")
            continue
        via = next((a for a in graph.ancestors(uid) if a in rests_on), None)
        if via:
            out.append(f"{uid} {kind} (within {via}, which it cites)")
    return out


def changed_report(paths: list[Path], lock: Path | None = None) -> dict[str, Any]:
    """The clauses changed since the lock and every ruling they touch, replayed now.

    {"lock", "changed", "added", "removed", "touched": [{path, passed, failure, because}],
     "untouched_failing": [...], "passed", "failed", "untouched"}
    """
    lock = lock or default_lock()
    corpus = load_corpus()
    locked = read_lock(lock)
    diff = diff_lock(locked, digests(corpus.clauses))
    known = set(corpus.by_uid) | set(locked)
    touched, quiet_failures, untouched = [], [], 0
    for path in paths:
        ruling = load_ruling(path, corpus, known)
        because = reasons(ruling.rests_on, diff) if diff.all else []
        if because:
            touched.append({**ruling.row, "because": because})
        else:
            untouched += 1
            if not ruling.row["passed"]:
                quiet_failures.append(ruling.row)
    passed = sum(1 for r in touched if r["passed"])
    return {"lock": str(lock), "changed": diff.changed, "added": diff.added,
            "removed": diff.removed, "touched": touched, "untouched_failing": quiet_failures,
            "passed": passed, "failed": len(touched) - passed, "untouched": untouched}


def update_lock(lock: Path | None = None) -> int:
    """Record the current corpus as the one the rulings are verified against."""
    return write_lock(lock or default_lock(), load_corpus().clauses)
