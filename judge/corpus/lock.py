"""The clause lock: a digest of every clause's title and text, to see what a rules update changed.

`rules_corpus/clauses.lock.json` records, for the corpus the rulings were last verified against,
one short sha256 per clause uid. After a document is replaced (and its manifest entry updated),
`diff_lock` names the clauses whose wording changed, appeared or disappeared; `judge verify
--changed` then replays the rulings that rest on them.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from judge.corpus.model import Clause
from judge.errors import CorpusError

LOCK_NAME = "clauses.lock.json"


def clause_digest(clause: Clause) -> str:
    """16 hex digits of sha256 over the title and the text (the clause's wording, nothing else)."""
    return hashlib.sha256(f"{clause.title}\n{clause.text}".encode()).hexdigest()[:16]


def digests(clauses: tuple[Clause, ...] | list[Clause]) -> dict[str, str]:
    """uid → digest for every clause."""
    return {c.uid: clause_digest(c) for c in clauses}


def write_lock(path: Path, clauses: tuple[Clause, ...] | list[Clause]) -> int:
    """Record the current wording of every clause; returns the number of clauses written."""
    table = digests(clauses)
    body = {"about": "sha256[:16] of each clause's title and text; see `judge verify --changed`",
            "clauses": dict(sorted(table.items()))}
    path.write_text(json.dumps(body, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    return len(table)


def read_lock(path: Path) -> dict[str, str]:
    """uid → digest from a lock file; a missing or malformed file is a CorpusError that says how
    to make one."""
    try:
        body = json.loads(path.read_text(encoding="utf-8"))
        table = body["clauses"]
    except FileNotFoundError as err:
        raise CorpusError(f"no clause lock at {path}: run `judge verify --update-lock` to record "
                          "the current rules") from err
    except (ValueError, KeyError, TypeError) as err:
        raise CorpusError(f"{path} is not a clause lock ({err}); run `judge verify "
                          "--update-lock` to rewrite it") from err
    if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
        raise CorpusError(f"{path}: `clauses` must map uids to digests")
    return table


@dataclass(frozen=True)
class LockDiff:
    """What changed between the lock and the current corpus, as sorted uid lists."""

    changed: list[str]
    added: list[str]
    removed: list[str]

    @property
    def all(self) -> list[str]:
        return sorted(set(self.changed) | set(self.added) | set(self.removed))

    def kind(self, uid: str) -> str:
        """"changed", "added" or "removed"."""
        return "changed" if uid in self.changed else "added" if uid in self.added else "removed"


def diff_lock(locked: dict[str, str], current: dict[str, str]) -> LockDiff:
    """Clauses whose digest differs, that are new, or that are gone."""
    return LockDiff(
        changed=sorted(u for u in locked.keys() & current.keys() if locked[u] != current[u]),
        added=sorted(current.keys() - locked.keys()),
        removed=sorted(locked.keys() - current.keys()),
    )
