"""The search service: one per process, shared by `judge search`, `judge ask` and the HTTP API."""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from judge.corpus.model import Clause
from judge.errors import NotFound
from judge.index import hybrid, lexical
from judge.index.config import CACHE_DIR, index_dir
from judge.index.hybrid import GraphLike, Hit

log = logging.getLogger(__name__)
MODES = ("hybrid", "lexical", "vector")
DEPTH = 50
"""How many candidates each source hands to the fusion."""
PASSAGE_CHARS = 1200
QUERY_CACHE = 256
_EMBED_POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="judge-query-embed")
"""Background query embedding (`prefetch_query`): the model call releases the GIL."""
HANDOFF_WAIT = 0.005
"""At most this long (s) `prefetch_query` waits for its worker to start (a busy pool: no more)."""
LANG_SPLIT = {"lexical": True, "vector": True}
SOURCE_WEIGHT = {"lexical": 1.0, "vector": 0.7}


def passage_text(clause: Clause) -> str:
    """What the embedding model reads for a clause: number, title, body (trimmed)."""
    return f"{clause.label}\n{clause.text}"[:PASSAGE_CHARS]


def lexical_text(clause: Clause, by_uid: dict[str, Clause]) -> str:
    """What BM25 reads: the clause plus its parent's title, so "9-6-1" also matches 基本動作."""
    parent = by_uid.get(clause.parent or "")
    head = parent.title if parent is not None else ""
    return f"{head}\n{clause.label}\n{clause.text}"


def entries_digest(entries: Sequence[Any]) -> str:
    """sha256 over what is stored (ids, texts, metadata): catches a changed clause splitter,
    which leaves the corpus fingerprint (manifest + documents) unchanged."""
    h = hashlib.sha256()
    for e in entries:
        h.update(json.dumps([e.uid, e.text, e.metadata], ensure_ascii=False,
                            sort_keys=True).encode("utf-8"))
    return h.hexdigest()


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
        self.games = {c.game for c in self.clauses}
        self._langs: dict[str | None, list[str]] = {}
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
        self._inflight: dict[str, Future[Any]] = {}
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
        stamp = {"corpus": self.fingerprint, "entries": entries_digest(entries), "model": model}
        self.store = VectorStore(emb, directory, stamp)
        self.report = self.store.open(entries, rebuild=rebuild)
        if cache is not None and save_cache and (cache.dirty or rebuild):
            try:
                cache.save(keep=[e.text for e in entries])
            except OSError as err:  # a read-only install: the index is built, only reuse is lost
                log.warning("embedding cache not saved to %s: %s", cache.directory, err)

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

    def vector_query_text(self, text: str, game: str | None = None) -> str:
        """The question plus the ja names of the terms it names in ko / en.

        The embedding model matches across languages poorly (a ko question ranked its own
        clause's ja original far down); appending the ja rule terms from the term table lifted
        vector recall@5 on the dev set from 0.27 to 0.73 (ko) and 0.27 to 0.47 (en).
        """
        extra = self.terms.ja_names_missing(text, game)
        return f"{text}\n{' '.join(extra)}" if extra else text

    def query_vector(self, text: str) -> Any:
        """The embedding of a query text, memoised (a judge often re-asks the same question);
        waits for a `prefetch_query` of the same text instead of embedding it twice."""
        with self._qlock:
            vec = self._qcache.get(text)
            if vec is not None:
                self._qcache.move_to_end(text)
                return vec
            pending = self._inflight.get(text)
        if pending is not None:
            return pending.result()
        return self._embed_and_cache(text)

    def prefetch_query(self, text: str, game: str | None = None) -> None:
        """Start embedding a question in the background, so the caller's other work (reading
        the question, playing positions) overlaps the model call; `search` then finds it."""
        if self.store is None or self.embeddings is None:
            return
        if not getattr(self.embeddings, "overlaps", True):
            return  # no spare core: the embedding would only slow down (see _spare_core)
        qtext = self.vector_query_text(text, game)
        started = threading.Event()

        def job() -> Any:
            started.set()
            return self._embed_and_cache(qtext)

        with self._qlock:
            if qtext in self._qcache or qtext in self._inflight:
                return
            self._inflight[qtext] = _EMBED_POOL.submit(job)
        # Hand the GIL over until the worker has entered the model call (which releases it):
        # otherwise the caller's own Python work kept the worker waiting for up to one switch
        # interval (5 ms) before the embedding even began (median start 1.9 ms after `ask`).
        started.wait(HANDOFF_WAIT)

    def _embed_and_cache(self, text: str) -> Any:
        try:
            fn = getattr(self.embeddings, "embed_query_array", None)
            vec = fn(text) if fn else self.embeddings.embed_query(text)
            with self._qlock:
                self._qcache[text] = vec
                while len(self._qcache) > QUERY_CACHE:
                    self._qcache.popitem(last=False)
            return vec
        finally:
            with self._qlock:
                self._inflight.pop(text, None)

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
            vec = self.query_vector(self.vector_query_text(text, game))
            return self.store.search(vec, depth, game, lang)
        raise ValueError(f"unknown source {source!r}")

    def doc_langs(self, game: str | None) -> list[str]:
        """Languages the clauses of a game (or of all games) are written in."""
        langs = self._langs.get(game)
        if langs is None:
            langs = self._langs[game] = sorted(
                {c.lang for c in self.clauses if not game or c.game == game})
        return list(langs)

    def ranked_lists(
        self, text: str, sources: Sequence[str], game: str | None, lang: str | None
    ) -> dict[tuple[str, str], list[tuple[str, float]]]:
        """One ranking per (source, document language).

        Ranking each language separately keeps a ko question's ja originals from being drowned
        by the ko documents that share its surface words (and the reverse); RRF then interleaves
        the languages fairly.
        """
        out: dict[tuple[str, str], list[tuple[str, float]]] = {}
        for s in sources:
            langs = [lang] if lang else (self.doc_langs(game) if LANG_SPLIT[s] else [""])
            if len(langs) == 1:
                out[(s, langs[0])] = self.rank(text, s, game, langs[0] or None)
            elif s == "lexical":
                for lg, ranking in self.lexical.search_by_lang(text, game, langs).items():
                    out[(s, lg)] = ranking
            else:
                # One store query (half the round trips), split by language. A language's list
                # keeps only clauses inside the pooled top: the model scores cross-language
                # matches far lower, and interleaving them by rank alone promoted noise (dev
                # hybrid recall@5 en .74 → .89, ja .89 → .95 with this cut).
                pooled = self.rank(text, s, game, None, depth=DEPTH * len(langs))
                for lg in langs:
                    out[(s, lg)] = [p for p in pooled if self.by_uid[p[0]].lang == lg][:DEPTH]
        return out

    def search(
        self, text: str, game: str | None = None, lang: str | None = None, k: int = 10,
        mode: str = "hybrid",
    ) -> list[Hit]:
        """Ranked clauses for a question in ja, ko or en; mode hybrid | lexical | vector."""
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        if game and game not in self.games:
            raise NotFound(f"game {game}", sorted(self.games))
        sources = ["lexical", "vector"] if mode == "hybrid" else [mode]
        if mode == "vector" and self.store is None:
            return []
        lists = self.ranked_lists(text, sources, game, lang)
        per_source: dict[str, dict[str, dict[str, Any]]] = {s: {} for s in sources}
        for (s, _lg), ranking in lists.items():
            for i, (uid, sc) in enumerate(ranking, 1):
                per_source[s][uid] = {"rank": i, "score": round(sc, 6)}
        fused = hybrid.rrf(
            {f"{s}/{lg}": [u for u, _ in r] for (s, lg), r in lists.items()},
            weights={f"{s}/{lg}": SOURCE_WEIGHT[s] for (s, lg) in lists},
        )
        via: dict[str, dict[str, str]] = {}
        if mode == "hybrid":

            def allowed(c: Clause) -> bool:
                return (not game or c.game == game) and (not lang or c.lang == lang)

            final, via = hybrid.expand(fused, self.graph, self.by_uid, allowed)
        else:
            final = fused
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
