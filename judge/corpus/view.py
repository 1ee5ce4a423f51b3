"""The lookup service: a clause with its neighbourhood, as the CLI, API and web page show it."""

from __future__ import annotations

from typing import Any

from judge.corpus import Clause, Corpus, load_corpus
from judge.corpus.lookup import resolve
from judge.graph import RulesGraph, load_graph


def brief(uid: str, graph: RulesGraph) -> dict[str, str]:
    """uid, number and title of a clause (for parent chains and reference lists)."""
    clause = graph.corpus.by_uid[uid]
    return {"uid": uid, "doc": clause.doc, "number": clause.number, "title": clause.title}


def clause_view(clause: Clause, graph: RulesGraph) -> dict[str, Any]:
    """Everything a judge reads about one clause, in the `judge lookup --json` shape."""
    translations = [graph.corpus.by_uid[u] for u in graph.translations(clause.uid)]
    translations += [graph.corpus.by_uid[u] for u in graph.explained_by(clause.uid)]
    translations += [graph.corpus.by_uid[u] for u in graph.explains(clause.uid)]
    return {
        "uid": clause.uid,
        "game": clause.game,
        "doc": clause.doc,
        "lang": clause.lang,
        "number": clause.number,
        "title": clause.title,
        "text": clause.text,
        "lines": list(clause.lines),
        "parents": [brief(u, graph) for u in clause.path],
        "children": [brief(u, graph) for u in graph.children(clause.uid)],
        "refs_out": [brief(u, graph) for u in graph.refs_out(clause.uid)],
        "refs_in": [brief(u, graph) for u in graph.refs_in(clause.uid)],
        "translations": [
            {"uid": t.uid, "doc": t.doc, "lang": t.lang, "number": t.number, "title": t.title,
             "text": t.text, "relation": _relation(clause, t, graph)}
            for t in translations
        ],
    }


def _relation(clause: Clause, other: Clause, graph: RulesGraph) -> str:
    if other.uid in graph.translations(clause.uid):
        return "translation"
    return "explained-by" if other.uid in graph.explained_by(clause.uid) else "explains"


def lookup(ref: str) -> dict[str, Any]:
    """`{"matches": [...]}` for a typed reference; raises NotFound with suggestions.

    >>> [m["uid"] for m in lookup("5-8-3-1")["matches"]]
    ['sakura-ja#5-8-3-1']
    """
    graph = load_graph()
    found = resolve(ref, load_corpus())
    uids = {c.uid for c in found}
    # A translation of another match is shown beside it, not as a match of its own.
    primary = [c for c in found if not any(t in uids for t in _originals(c, graph))]
    return {"query": ref, "matches": [clause_view(c, graph) for c in primary]}


def _originals(clause: Clause, graph: RulesGraph) -> list[str]:
    info = graph.corpus.docs[clause.doc]
    return graph.translations(clause.uid) if info.translation_of else []


def clause_title(uid: str, corpus: Corpus | None = None) -> str:
    """The title of a clause uid (e.g. "sakura-ja#9-6-1" → "前進"), or "" for an unknown uid."""
    clause = (corpus or load_corpus()).by_uid.get(uid)
    return clause.title if clause is not None else ""


def add_titles(trace: list[dict[str, Any]], corpus: Corpus | None = None) -> list[dict[str, Any]]:
    """Give every step of a JSON trace (and its children) the title of its clause, in place.

    The one annotation behind `judge simulate --json`, `judge ask --json` and the API.
    """
    by_uid = (corpus or load_corpus()).by_uid
    todo = list(trace)
    while todo:
        step = todo.pop()
        clause = by_uid.get(step["clause"])
        step["title"] = clause.title if clause is not None else ""
        todo.extend(step.get("children", ()))
    return trace
