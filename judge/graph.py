"""The rules graph (networkx MultiDiGraph): parent→child, refers-to, translation-of edges.

>>> g = load_graph()
>>> g.translations("sakura-ko#5-8-3-1")
['sakura-ja#5-8-3-1']
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import networkx as nx

from judge.corpus import Corpus, load_corpus

PARENT = "parent-of"
REFERS = "refers-to"
TRANSLATION = "translation-of"
EXPLAINS = "explains"


@dataclass(frozen=True)
class CheckReport:
    """Dangling references and orphans per document."""

    dangling: dict[str, list[tuple[str, str]]]
    orphans: dict[str, list[str]]

    @property
    def ok(self) -> bool:
        return not any(self.dangling.values())


class RulesGraph:
    """Clauses as nodes; typed edges between them; small query helpers."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.g: nx.MultiDiGraph = nx.MultiDiGraph()
        for clause in corpus.clauses:
            self.g.add_node(clause.uid)
        for clause in corpus.clauses:
            if clause.parent:
                self.g.add_edge(clause.parent, clause.uid, key=PARENT)
            for ref in clause.refs:
                self.g.add_edge(clause.uid, ref, key=REFERS)
        self._link_translations()
        self._link_explanations()

    def _link_translations(self) -> None:
        """Same number in a translation and its original ⇒ translation-of, both ways."""
        by_uid = self.corpus.by_uid
        for info in self.corpus.manifest.docs:
            if not info.translation_of:
                continue
            for clause in self.corpus.of_doc(info.doc):
                original = f"{info.translation_of}#{clause.number}"
                if original in by_uid:
                    self.g.add_edge(clause.uid, original, key=TRANSLATION)
                    self.g.add_edge(original, clause.uid, key=TRANSLATION)

    def _link_explanations(self) -> None:
        """A guide section → the rules clause it explains (manifest data: the guide cites none)."""
        for doc, mapping in self.corpus.manifest.explains.items():
            for number, target in mapping.items():
                source = f"{doc}#{number}"
                if source in self.g and target in self.g:
                    self.g.add_edge(source, target, key=EXPLAINS)

    def explains(self, uid: str) -> list[str]:
        """Rules clauses a guide clause explains."""
        return self._out(uid, EXPLAINS)

    def explained_by(self, uid: str) -> list[str]:
        """Guide clauses that explain a rules clause."""
        return self._in(uid, EXPLAINS)

    def _out(self, uid: str, kind: str) -> list[str]:
        if uid not in self.g:
            return []
        return [v for _, v, k in self.g.out_edges(uid, keys=True) if k == kind]

    def _in(self, uid: str, kind: str) -> list[str]:
        if uid not in self.g:
            return []
        return [u for u, _, k in self.g.in_edges(uid, keys=True) if k == kind]

    def parent(self, uid: str) -> str | None:
        parents = self._in(uid, PARENT)
        return parents[0] if parents else None

    def ancestors(self, uid: str) -> list[str]:
        """Root first."""
        clause = self.corpus.by_uid.get(uid)
        return list(clause.path) if clause else []

    def children(self, uid: str) -> list[str]:
        return self._out(uid, PARENT)

    def refs_out(self, uid: str) -> list[str]:
        return self._out(uid, REFERS)

    def refs_in(self, uid: str) -> list[str]:
        return self._in(uid, REFERS)

    def translations(self, uid: str) -> list[str]:
        return self._out(uid, TRANSLATION)

    def edge_count(self, kind: str) -> int:
        return sum(1 for _, _, k in self.g.edges(keys=True) if k == kind)

    def check(self) -> CheckReport:
        """Cited numbers that do not exist, and clauses whose parent number is missing."""
        return CheckReport(dict(self.corpus.dangling), dict(self.corpus.orphans))


@lru_cache(maxsize=1)
def load_graph() -> RulesGraph:
    """The graph of the repository's corpus, built once per process."""
    return RulesGraph(load_corpus())
