"""The rules graph: parent→child, refers-to, translation-of and explains edges.

Queries read typed adjacency maps built once from the corpus; the same edges are available as
a networkx MultiDiGraph (`RulesGraph.g`) for analysis. networkx is imported only when `.g` is
first used, which keeps `judge lookup` cold start under 0.3 s.

>>> g = load_graph()
>>> g.translations("sakura-ko#5-8-3-1")
['sakura-ja#5-8-3-1']
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

from judge.corpus import Corpus, load_corpus

if TYPE_CHECKING:
    import networkx as nx

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
        self._outs: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self._ins: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        for clause in corpus.clauses:
            if clause.parent:
                self._add(clause.parent, clause.uid, PARENT)
            for ref in clause.refs:
                self._add(clause.uid, ref, REFERS)
        self._link_translations()
        self._link_explanations()

    def _add(self, source: str, target: str, kind: str) -> None:
        self._outs[kind][source].append(target)
        self._ins[kind][target].append(source)

    @cached_property
    def g(self) -> nx.MultiDiGraph:
        """The same graph as a networkx MultiDiGraph; edge keys are the edge kinds."""
        import networkx as nx

        graph = nx.MultiDiGraph()
        graph.add_nodes_from(c.uid for c in self.corpus.clauses)
        for kind, outs in self._outs.items():
            for source, targets in outs.items():
                graph.add_edges_from((source, t, kind) for t in targets)
        return graph

    def _link_translations(self) -> None:
        """Same number in a translation and its original ⇒ translation-of, both ways."""
        by_uid = self.corpus.by_uid
        for info in self.corpus.manifest.docs:
            if not info.translation_of:
                continue
            for clause in self.corpus.of_doc(info.doc):
                original = f"{info.translation_of}#{clause.number}"
                if original in by_uid:
                    self._add(clause.uid, original, TRANSLATION)
                    self._add(original, clause.uid, TRANSLATION)

    def _link_explanations(self) -> None:
        """A guide section → the rules clause it explains (manifest data: the guide cites none)."""
        self.bad_explanations: list[tuple[str, str]] = []
        for doc, mapping in self.corpus.manifest.explains.items():
            for number, target in mapping.items():
                source = f"{doc}#{number}"
                if source in self.corpus.by_uid and target in self.corpus.by_uid:
                    self._add(source, target, EXPLAINS)
                else:
                    self.bad_explanations.append((source, target))

    def explains(self, uid: str) -> list[str]:
        """Rules clauses a guide clause explains."""
        return self._out(uid, EXPLAINS)

    def explained_by(self, uid: str) -> list[str]:
        """Guide clauses that explain a rules clause."""
        return self._in(uid, EXPLAINS)

    def _out(self, uid: str, kind: str) -> list[str]:
        return list(self._outs[kind].get(uid, ()))

    def _in(self, uid: str, kind: str) -> list[str]:
        return list(self._ins[kind].get(uid, ()))

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
        return sum(len(targets) for targets in self._outs[kind].values())

    def check(self) -> CheckReport:
        """Cited numbers that do not exist, clauses whose parent number is missing, and
        manifest alignments that point at no clause."""
        dangling = {doc: list(pairs) for doc, pairs in self.corpus.dangling.items()}
        for source, target in self.bad_explanations:
            dangling.setdefault(source.split("#")[0], []).append((source, target))
        return CheckReport(dangling, dict(self.corpus.orphans))


@lru_cache(maxsize=1)
def load_graph() -> RulesGraph:
    """The graph of the repository's corpus, built once per process."""
    return RulesGraph(load_corpus())
