"""The search service: one per process, shared by `judge search`, `judge ask` and the HTTP API."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from judge.corpus.model import Clause
from judge.index import hybrid, lexical
from judge.index.config import CACHE_DIR, index_dir
from judge.index.hybrid import GraphLike, Hit

MODES = ("hybrid", "lexical", "vector")
DEPTH = 50
"""How many candidates each source hands to the fusion."""
PASSAGE_CHARS = 1200
QUERY_CACHE = 256


def passage_text(clause: Clause) -> str:
    """What the embedding model reads for a clause: number, title, body (trimmed)."""
    return f"{clause.label}\n{clause.text}"[:PASSAGE_CHARS]


def lexical_text(clause: Clause, by_uid: dict[str, Clause]) -> str:
    """What BM25 reads: the clause plus its parent's title, so "9-6-1" also matches 基本動作."""
    parent = by_uid.get(clause.parent or "")
    head = parent.title if parent is not None else ""
    return f"{head}\n{clause.label}\n{clause.text}"


class SearchService:
    """Lexical + vector + graph search over the clauses; `get()` returns the process singleton."""

    _instance: SearchService | None = None
    _lock = threading.Lock()

    def __init__(
        self,
        clauses: Sequence[Clause],
        terms: Iterable[Any] = (),
        graph: GraphLike | None = None,
        fingerprint: str = "",
        embeddings: Any = "default",
        index_path: Path | str | None = None,
        cache_dir: Path | None = CACHE_DIR,
        rebuild: bool = False,
        save_cache: bool = True,
    ) -> None:
        self.clauses = list(clauses)
        self.by_uid = {c.uid: c for c in self.clauses}
        self.graph = graph
        self.fingerprint = fingerprint
        self.terms = lexical.TermTable(terms)
        self.lexical = lexical.LexicalIndex(
            [c.uid for c in self.clauses],
            [lexical_text(c, self.by_uid) for c in self.clauses],
            [c.game for c in self.clauses],
            [c.lang for c in self.clauses],
            self.terms,
        )
        if embeddings == "default":
            from judge.index.embeddings import load_embeddings

            embeddings = load_embeddings()
        self.embeddings = embeddings
        self.store: Any = None
        self.report: Any = None
        self._qcache: OrderedDict[str, Any] = OrderedDict()
        self._qlock = threading.Lock()
        if embeddings is not None:
            self._open_store(Path(index_dir(index_path)), cache_dir, rebuild, save_cache)

    def _open_store(
        self, directory: Path, cache_dir: Path | None, rebuild: bool, save_cache: bool
    ) -> None:
        from judge.index.cache import CachedEmbeddings, EmbeddingCache
        from judge.index.embeddings import model_id_of
        from judge.index.store import Entry, VectorStore

        model = model_id_of(self.embeddings)
        emb: Any = self.embeddings
        cache = None
        if cache_dir is not None:
            cache = EmbeddingCache(cache_dir, model)
            emb = CachedEmbeddings(self.embeddings, cache, refresh=rebuild)
        entries = []
        for c in self.clauses:
            text = passage_text(c)
            if cache is not None:
                emb.labels[text] = c.uid
            meta = {"uid": c.uid, "game": c.game, "doc": c.doc, "lang": c.lang,
                    "number": c.number, "title": c.title}
            entries.append(Entry(c.uid, text, meta))
        self.store = VectorStore(emb, directory, {"corpus": self.fingerprint, "model": model})
        self.report = self.store.open(entries, rebuild=rebuild)
        if cache is not None and save_cache and (cache.dirty or rebuild):
            cache.save(keep=[e.text for e in entries])

    # -- the singleton ---------------------------------------------------------------------------

    @classmethod
    def get(cls, **kwargs: Any) -> SearchService:
        """The process-wide service over the real corpus (built on first call, thread-safe)."""
        with cls._lock:
            if cls._instance is None:
                cls._instance = cls.from_corpus(**kwargs)
            return cls._instance

    @classmethod
    def from_corpus(cls, **kwargs: Any) -> SearchService:
        """A service over judge.corpus + judge.graph (not cached; `get()` caches)."""
        from judge.corpus import load_corpus
        from judge.graph import load_graph

        corpus = load_corpus()
        return cls(
            corpus.clauses,
            terms=corpus.terms,
            graph=load_graph(),
            fingerprint=corpus.fingerprint,
            **kwargs,
        )

    # -- searching -------------------------------------------------------------------------------

    @property
    def vector(self) -> bool:
        """Whether the vector side is available (False: lexical-only fallback)."""
        return self.store is not None

    def query_vector(self, text: str) -> Any:
        """The query embedding, memoised (a judge often re-asks the same question)."""
        with self._qlock:
            vec = self._qcache.get(text)
            if vec is not None:
                self._qcache.move_to_end(text)
                return vec
        fn = getattr(self.embeddings, "embed_query_array", None)
        vec = fn(text) if fn else self.embeddings.embed_query(text)
        with self._qlock:
            self._qcache[text] = vec
            while len(self._qcache) > QUERY_CACHE:
                self._qcache.popitem(last=False)
        return vec

    def rank(
        self, text: str, source: str, game: str | None = None, lang: str | None = None,
        depth: int = DEPTH,
    ) -> list[tuple[str, float]]:
        """One source's ranking: (uid, score) best first."""
        if source == "lexical":
            return self.lexical.search(text, game, lang, depth)
        if source == "vector":
            if self.store is None:
                return []
            return self.store.search(self.query_vector(text), depth, game, lang)
        raise ValueError(f"unknown source {source!r}")

    def search(
        self, text: str, game: str | None = None, lang: str | None = None, k: int = 10,
        mode: str = "hybrid",
    ) -> list[Hit]:
        """Ranked clauses for a question in ja, ko or en; mode hybrid | lexical | vector."""
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        sources = ["lexical", "vector"] if mode == "hybrid" else [mode]
        ranked = {s: self.rank(text, s, game, lang) for s in sources}
        per_source: dict[str, dict[str, dict[str, Any]]] = {
            s: {uid: {"rank": i, "score": round(sc, 6)} for i, (uid, sc) in enumerate(r, 1)}
            for s, r in ranked.items()
        }
        if mode == "hybrid":
            fused = hybrid.rrf({s: [u for u, _ in r] for s, r in ranked.items()})

            def allowed(c: Clause) -> bool:
                return (not game or c.game == game) and (not lang or c.lang == lang)

            final, via = hybrid.expand(fused, self.graph, self.by_uid, allowed)
        else:
            final, via = ranked[mode], {}
        qtoks = self.lexical.query_tokens(text, game)
        hits: list[Hit] = []
        for uid, score in final[:k]:
            clause = self.by_uid[uid]
            src = {s: per_source[s][uid] for s in sources if uid in per_source[s]}
            if uid in via:
                src["graph"] = via[uid]
            quote = hybrid.best_sentence(clause, qtoks, lexical.tokenize)
            hits.append(Hit(uid, clause, score, src, quote))
        return hits
