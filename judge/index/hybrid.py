"""Reciprocal-rank fusion, expansion through the rules graph, and the quoted sentence of a hit."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

from judge.corpus.model import Clause

RRF_K = 60
"""The usual RRF constant: flattens the gap between rank 1 and rank 2 of one source."""
TOP_EXPAND = 5
"""Only the best few fused hits pull in their graph neighbours."""
EDGE_WEIGHT = {"translation": 0.9, "explains": 1.0, "ref": 0.6, "parent": 0.6}
"""Score of a pulled-in clause, as a share of the hit that pulled it."""
SENTENCE_CACHE = 4096
"""Clause bodies whose sentence tokens are kept (the corpus has well under this many)."""
COMMENTARY_PRIOR = 0.7
"""A guide section that explains a rules clause ranks below that clause: rulings cite rules."""


class GraphLike(Protocol):
    def parent(self, uid: str) -> str | None: ...
    def refs_out(self, uid: str) -> list[str]: ...
    def translations(self, uid: str) -> list[str]: ...
    # optional: explains(uid) -> list[str] (guide section → the rules clause it explains)


@dataclass
class Hit:
    """One search result: the clause, its fused score and where it came from."""

    uid: str
    clause: Clause
    score: float
    sources: dict[str, dict[str, Any]] = field(default_factory=dict)
    """{"lexical": {"rank", "score"}, "vector": {"rank", "score"}, "graph": {"via", "edge"}}.

    rank is 1-based within that source's ranking of the clause's document language (each
    language is ranked separately, see SearchService.ranked_lists); score is BM25 or cosine."""
    quote: str = ""

    def to_json(self) -> dict[str, Any]:
        c = self.clause
        return {
            "uid": self.uid,
            "game": c.game,
            "doc": c.doc,
            "lang": c.lang,
            "number": c.number,
            "title": c.title,
            "score": round(self.score, 6),
            "quote": self.quote,
            "sources": self.sources,
        }


def rrf(
    rankings: Mapping[str, Sequence[str]],
    k: int = RRF_K,
    weights: Mapping[str, float] | None = None,
) -> list[tuple[str, float]]:
    """Fuse ranked uid lists: score(uid) = sum over sources of weight / (k + rank), rank from 1.

    Ties keep the order in which uids first appear (sources in the given order).
    """
    scores: dict[str, float] = {}
    for source, ranked in rankings.items():
        w = 1.0 if weights is None else weights.get(source, 1.0)
        for rank, uid in enumerate(ranked, start=1):
            scores[uid] = scores.get(uid, 0.0) + w / (k + rank)
    order = {uid: i for i, uid in enumerate(scores)}
    return sorted(scores.items(), key=lambda kv: (-kv[1], order[kv[0]]))


def is_commentary(clause: Clause) -> bool:
    """Unnumbered wiki commentary (slug numbers like `804/wiki/…`), as opposed to a rule."""
    return "wiki" in clause.number.split("/")


def neighbours(graph: GraphLike, clause: Clause) -> list[tuple[str, str]]:
    """(uid, edge) pairs a hit pulls in: its translations, the rules a guide section explains,
    the clauses it cites, and the parent of a heading-only clause."""
    out: list[tuple[str, str]] = [(u, "translation") for u in graph.translations(clause.uid)]
    explains = getattr(graph, "explains", None)
    if explains is not None:
        out += [(u, "explains") for u in explains(clause.uid)]
    out += [(u, "ref") for u in graph.refs_out(clause.uid)]
    if not clause.text.strip():
        parent = graph.parent(clause.uid)
        if parent:
            out.append((parent, "parent"))
    return out


def expand(
    fused: Sequence[tuple[str, float]],
    graph: GraphLike | None,
    by_uid: Mapping[str, Clause],
    allowed: Callable[[Clause], bool],
    top: int = TOP_EXPAND,
) -> tuple[list[tuple[str, float]], dict[str, dict[str, str]]]:
    """Add graph neighbours of the top fused hits; returns the re-sorted list and, per uid
    that the graph lifted or added, {"via": hit uid, "edge": kind}."""
    scores = dict(fused)
    via: dict[str, dict[str, str]] = {}
    if graph is not None:
        for uid, score in list(fused)[:top]:
            clause = by_uid.get(uid)
            if clause is None:
                continue
            pulled = neighbours(graph, clause)
            if is_commentary(clause) or any(edge == "explains" for _, edge in pulled):
                scores[uid] = score * COMMENTARY_PRIOR
            for other, edge in pulled:
                target = by_uid.get(other)
                if target is None or not allowed(target):
                    continue
                lifted = score * EDGE_WEIGHT[edge]
                if lifted > scores.get(other, 0.0):
                    scores[other] = lifted
                    via[other] = {"via": uid, "edge": edge}
    order = {uid: i for i, uid in enumerate(scores)}
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], order[kv[0]]))
    return ranked, via


_SENTENCE_END = re.compile(r"(?<=[。．！？])\s*|(?<=[.!?])\s+|\n+")
_LIST_MARK = re.compile(r"^(?:[•・\-*]\s*)?(?:\d+[.)]|[ivx]+\)|[①-⑳])?\s*$", re.IGNORECASE)


def sentences(text: str) -> list[str]:
    """Split a clause body into sentences / lines (ja 。, ko/en ". "), dropping bare list marks."""
    out = []
    for piece in _SENTENCE_END.split(text):
        piece = (piece or "").strip()
        if piece and not _LIST_MARK.match(piece):
            out.append(piece)
    return out


def best_sentence(
    clause: Clause, query_tokens: Sequence[str], tokenizer: Callable[[str], list[str]],
    limit: int = 160,
) -> str:
    """The sentence of the clause sharing most query tokens (the title if the body is empty)."""
    wanted = set(query_tokens)
    best, best_score = "", -1.0
    for sent, toks in _sentence_tokens(clause.text, tokenizer):
        score = len(toks & wanted) / (1.0 + 0.01 * len(toks))
        if score > best_score:
            best, best_score = sent, score
    best = best or clause.title
    return best if len(best) <= limit else best[: limit - 1] + "…"


@lru_cache(maxsize=SENTENCE_CACHE)
def _sentence_tokens(
    text: str, tokenizer: Callable[[str], list[str]]
) -> tuple[tuple[str, frozenset[str]], ...]:
    """A clause body's sentences with their token sets: they do not depend on the question,
    and every ask quotes its ten hits twice (search, then the citations)."""
    return tuple((sent, frozenset(tokenizer(sent))) for sent in sentences(text))
