"""The rules corpus: documents → Clause values with stable IDs, plus the term table.

>>> corpus = load_corpus()
>>> corpus.by_uid["sakura-ja#9-6-1"].title
'前進'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from judge.corpus.manifest import CORPUS_DIR, Manifest, load_manifest
from judge.corpus.model import Clause, DocInfo
from judge.corpus.splitters import SPLITTERS
from judge.corpus.terms import Term, load_terms
from judge.errors import CorpusError

__all__ = ["Clause", "Corpus", "DocInfo", "Term", "load_corpus"]


@dataclass(frozen=True)
class Corpus:
    """Every clause of every document, indexed by uid, with document-level findings."""

    manifest: Manifest
    clauses: tuple[Clause, ...]
    terms: tuple[Term, ...]
    dangling: dict[str, list[tuple[str, str]]]
    """Per doc: (citing uid, cited number) for numbers the document does not contain."""
    orphans: dict[str, list[str]]
    """Per doc: uids whose implied parent number does not exist in the document."""
    by_uid: dict[str, Clause] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_uid.update((c.uid, c) for c in self.clauses)

    @property
    def docs(self) -> dict[str, DocInfo]:
        return {d.doc: d for d in self.manifest.docs}

    @property
    def fingerprint(self) -> str:
        """Changes whenever the manifest or any document changes (for stale-index checks)."""
        return self.manifest.fingerprint

    def of_doc(self, doc: str) -> list[Clause]:
        return [c for c in self.clauses if c.doc == doc]

    def of_game(self, game: str) -> list[Clause]:
        return [c for c in self.clauses if c.game == game]


def build_corpus(root: Path = CORPUS_DIR) -> Corpus:
    """Split every document the manifest lists (checking hashes) and load the term table."""
    manifest = load_manifest(root)
    clauses: list[Clause] = []
    dangling: dict[str, list[tuple[str, str]]] = {}
    orphans: dict[str, list[str]] = {}
    for info in manifest.docs:
        splitter = SPLITTERS.get(info.scheme)
        if splitter is None:
            raise CorpusError(f"document {info.doc!r}: unknown numbering scheme {info.scheme!r}")
        lines = (root / info.file).read_text(encoding="utf-8").splitlines()
        result = splitter(info, lines, manifest.aligned.get(info.doc, {}))
        clauses += result.clauses
        dangling[info.doc] = result.dangling
        orphans[info.doc] = result.orphans
    clauses = _resolve_in_originals(manifest, clauses, dangling)
    terms = load_terms(root / "terms.toml")
    return Corpus(manifest, tuple(clauses), tuple(terms), dangling, orphans)


def _resolve_in_originals(manifest: Manifest, clauses: list[Clause],
                          dangling: dict[str, list[tuple[str, str]]]) -> list[Clause]:
    """A partial translation cites numbers it did not translate: point them at the original."""
    uids = {c.uid for c in clauses}
    extra: dict[str, list[str]] = {}
    for info in manifest.docs:
        if not info.translation_of:
            continue
        still = []
        for citing, number in dangling[info.doc]:
            target = f"{info.translation_of}#{number}"
            if target in uids:
                extra.setdefault(citing, []).append(target)
            else:
                still.append((citing, number))
        dangling[info.doc] = still
    return [replace(c, refs=c.refs + tuple(extra[c.uid])) if c.uid in extra else c
            for c in clauses]


@lru_cache(maxsize=1)
def load_corpus() -> Corpus:
    """The repository's corpus, built once per process."""
    return build_corpus()
