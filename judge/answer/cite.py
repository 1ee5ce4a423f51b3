"""Citations: drawn only from retrieved clauses and trace steps; anything else is stripped.

paper-qa's rule: the set of cited keys minus the set of provided keys is removed, from the
citation list and from the explanation text alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from judge.answer.model import Citation
from judge.corpus.model import Clause

MAX_CITATIONS = 8
CROSS_LANG_MARGIN = 0.03
"""An other-language hit is cited when its cosine is within this of the reader's best clause
(dev and red-team gold@5 unchanged; the ko-only clause fusion lifted into every ja answer,
0.07 below, is dropped)."""


def from_clause(clause: Clause, origin: str, quote: str = "") -> Citation:
    """A citation of `clause`; the quote defaults to its first sentence."""
    return Citation(clause.uid, clause.game, clause.doc, clause.lang, clause.number,
                    clause.title, quote or first_sentence(clause.text), origin)


def first_sentence(text: str) -> str:
    """The first sentence of a clause body (up to 。/./!/? or a line end), trimmed to 160 chars."""
    body = text.strip().splitlines()[0] if text.strip() else ""
    m = re.search(r"^.*?(?:[。．！？]|[.!?](?=\s|$))", body)  # 。 needs no space after it
    sentence = m.group(0) if m else body
    return sentence[:160]


_ITEM_MARK = "ⅰⅱⅲⅳⅴⅵⅶⅷⅸⅹ"


def marked_item(clause: Clause, trace: Iterable[dict[str, Any]]) -> str:
    """The item of `clause` a trace step names, e.g. "(9-6 ⅰ-B)" → the `• ⅰ-B：…` line.

    A refusal that names the sub-item it applies is best quoted by that item, not by the
    sentence that happens to share the most words with the question.
    """
    pattern = re.compile(rf"\({re.escape(clause.number)} ([{_ITEM_MARK}]+(?:-[A-Z])?)\)")

    def marks(steps: Iterable[dict[str, Any]]) -> Iterable[str]:
        for step in steps:
            if step.get("clause") == clause.uid:
                yield from pattern.findall(step.get("what", ""))
            yield from marks(step.get("children", ()))

    for mark in marks(trace):
        # the item may be split over lines in the source ("• ⅰ-\nB：…"): join them first
        flat = re.sub(r"\n(?=[A-Z]：)", "", clause.text)
        for line in flat.splitlines():
            body = line.lstrip("• ").strip()
            if re.match(rf"{re.escape(mark)}\s*[：:]", body):
                return first_sentence(body)
    return ""


def trace_uids(trace: Iterable[dict[str, Any]], also: bool = True) -> list[str]:
    """Every clause uid the trace names (with the clauses steps also cite), depth first."""
    out: list[str] = []

    def visit(step: dict[str, Any]) -> None:
        for uid in (step.get("clause"), *(step.get("also", ()) if also else ())):
            if uid and uid not in out:
                out.append(uid)
        for child in step.get("children", ()):
            visit(child)

    for step in trace:
        visit(step)
    return out


def _by_weight(trace: Sequence[dict[str, Any]]) -> list[str]:
    """Traced uids, those whose steps changed the board first (they did the work)."""
    changed: list[str] = []
    other: list[str] = []

    def visit(step: dict[str, Any]) -> None:
        uid = step.get("clause")
        if uid:
            (changed if step.get("changes") else other).append(uid)
        for child in step.get("children", ()):
            visit(child)

    for step in trace:
        visit(step)
    return list(dict.fromkeys(changed + other))


def _refusal_also(trace: Sequence[dict[str, Any]]) -> list[str]:
    """Clauses the refusing step names beside its own (e.g. 7-1-3-1 for a full aura)."""
    last = trace[-1] if trace else {}
    return list(last.get("also", ())) if str(last.get("what", "")).startswith("refused") else []


def compose(hits: Sequence[Any], trace: Sequence[dict[str, Any]], by_uid: dict[str, Clause],
            focus: Iterable[str] = (), limit: int = MAX_CITATIONS,
            quote: Callable[[Clause], str] | None = None) -> list[Citation]:
    """Citations, most telling first: decisive trace clauses (`focus`, e.g. the clause that
    refused the action) and trace clauses the search also found, then search hits, then the
    rest of the trace. Uids not in the corpus are dropped. `quote` picks the quoted sentence
    of a traced clause the search did not return (default: its first sentence)."""
    hit_by_uid = {h.uid: h for h in hits}
    traced = [u for u in trace_uids(trace, also=False) if u in by_uid]
    named = set(trace_uids(trace))  # with the clauses a step names beside its own ("also")
    order: list[tuple[str, str]] = []
    for uid in focus:
        if uid in by_uid and (uid in named or uid in hit_by_uid):
            order.append((uid, "trace" if uid in named else "retrieval"))
    order += [(u, "trace") for u in traced if u in hit_by_uid]
    order += [(u, "trace") for u in _refusal_also(trace)]  # what the refusal itself names
    rest_hits = [(h.uid, "retrieval") for h in hits]
    rest_trace = [(u, "trace") for u in _by_weight(trace) if u in by_uid]
    for i in range(max(len(rest_hits), len(rest_trace))):
        order += rest_hits[i:i + 1] + rest_trace[i:i + 1]
    seen: set[str] = set()
    rules: set[tuple[str, str, str]] = set()
    out: list[Citation] = []
    for uid, origin in order:
        if uid in seen or uid not in by_uid:
            continue
        seen.add(uid)
        clause = by_uid[uid]
        doc = _original(clause.doc)
        if (clause.game, doc, clause.number) in rules:
            continue  # sakura-ko#10-33 after sakura-ja#10-33: the same rule, one slot
        rules.add((clause.game, doc, clause.number))
        hit = hit_by_uid.get(uid)
        said = (marked_item(clause, trace) or (hit.quote if hit is not None else "")
                or (quote(clause) if quote else ""))
        out.append(from_clause(by_uid[uid], origin, said))
    return out[:limit]


def _original(doc: str) -> str:
    """The document a translation shares its numbers with (sakura-ko → sakura-ja)."""
    from judge.corpus import load_corpus

    info = load_corpus().docs.get(doc)
    return info.translation_of if info is not None and info.translation_of else doc


def strip_unsupported(citations: Sequence[Citation], provided: set[str]) -> tuple[
        list[Citation], list[str]]:
    """Keep citations whose uid was provided (retrieved or traced); return (kept, stripped uids)."""
    kept = [c for c in citations if c.uid in provided]
    stripped = [c.uid for c in citations if c.uid not in provided]
    return kept, stripped


_INLINE = re.compile(r"\[([^\[\]\s]+?)\]")


def strip_text(text: str, allowed: Iterable[Citation]) -> tuple[str, list[str]]:
    """Remove bracketed citation keys ([9-6-1], [sakura-ja#9-6-1]) that match no allowed
    citation's uid or number; return (text, removed keys)."""
    keys = set()
    for c in allowed:
        keys.add(c.uid)
        keys.add(c.number)
    removed: list[str] = []

    def repl(m: re.Match[str]) -> str:
        key = m.group(1)
        if key in keys or not _looks_like_key(key):
            return m.group(0)
        removed.append(key)
        return ""

    out = _INLINE.sub(repl, text)
    return re.sub(r"[ \t]{2,}", " ", out).strip(), removed


def _looks_like_key(key: str) -> bool:
    return "#" in key or bool(re.fullmatch(r"§?\d[\w.\-/]*", key))


def readable_hits(hits: list[Any], lang: str) -> list[Any]:
    """The hits worth citing to a reader of `lang`. Where the game has rules in that language,
    an other-language hit is kept when it is an original those rules translate (a ko reader
    gets the ja clauses the partial translation lacks), or when its vector similarity — the one
    score comparable across languages — is close to the best of the reader's own clauses (a ja
    question about Akina needs the ko-only additional rules); not merely because per-language
    fusion ranks the best of a weak list high. Lexical-only search keeps every hit."""
    from judge.corpus import load_corpus

    def vec(h: Any) -> float:
        return float(h.sources.get("vector", {}).get("score", 0.0))

    own = [vec(h) for h in hits if h.clause.lang == lang and "vector" in h.sources]
    if not own:
        return hits
    docs = load_corpus().manifest.docs
    games_in_lang = {d.game for d in docs if d.lang == lang}
    originals = {d.translation_of for d in docs if d.lang == lang and d.translation_of}
    return [h for h in hits if h.clause.game not in games_in_lang or h.clause.lang == lang
            or h.clause.doc in originals or vec(h) >= max(own) - CROSS_LANG_MARGIN]
