"""Resolve what a judge types (`9-4-1`, `９－４－１`, `hs 6.7.1`, `add/21-5`, `전진`) to clauses."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass

from judge.corpus import Clause, Corpus
from judge.errors import NotFound

_DASHES = re.compile(r"(?<=\d)[\u2010-\u2015\u2212\u30fc\uff70ｰ_](?=\d)")
_NUMBER = re.compile(
    r"^(?:§\d+|第\d+章|add/\d+(?:-\d+)*|add/A\d+|\d+(?:-\d+)+|\d+(?:\.\d+)*[a-z]?|[\w/\-]+/wiki[^\s]*)$"
)
_PREFIX = re.compile(r"^\s*([^\s:#]+)\s*[:\s]\s*(\S.*)$")


@dataclass(frozen=True)
class Query:
    """A normalised lookup: an optional game or doc scope and a clause number or words."""

    raw: str
    number: str | None
    words: str | None
    game: str | None = None
    doc: str | None = None


def normalize(ref: str) -> str:
    """Full-width digits and dashes → ASCII; trailing dots and spaces dropped.

    >>> normalize("９－４－１")
    '9-4-1'
    >>> normalize("803.3a.")
    '803.3a'
    """
    text = unicodedata.normalize("NFKC", ref).strip()
    text = _DASHES.sub("-", text)
    text = re.sub(r"\s*-\s*(?=\d)", "-", text) if re.fullmatch(r"[\d\s\-]+", text) else text
    return text.rstrip(".。 ")


def parse_query(ref: str, corpus: Corpus) -> Query:
    """Split a typed reference into scope and number (or words)."""
    text = normalize(ref)
    if "#" in text:
        doc_id, _, number = text.partition("#")
        if doc_id in corpus.docs:
            return Query(ref, number.rstrip("."), None, doc=doc_id)
    game: str | None = None
    doc: str | None = None
    match = _PREFIX.match(text)
    if match:
        scope = match.group(1).lower()
        if scope in corpus.docs:
            doc, text = scope, normalize(match.group(2))
        elif (found := corpus.manifest.resolve_game(scope)) is not None:
            game, text = found, normalize(match.group(2))
    if _NUMBER.match(text):
        return Query(ref, text, None, game, doc)
    return Query(ref, None, text, game, doc)


def _in_scope(clause: Clause, query: Query) -> bool:
    return (query.game is None or clause.game == query.game) and (
        query.doc is None or clause.doc == query.doc)


def resolve(ref: str, corpus: Corpus) -> list[Clause]:
    """Every clause the reference names, originals before translations; NotFound otherwise.

    >>> from judge.corpus import load_corpus
    >>> [c.uid for c in resolve("hs 6.7.1", load_corpus())]
    ['histoy-ja#6.7.1']
    """
    if not normalize(ref):
        raise NotFound(ref, [])
    query = parse_query(ref, corpus)
    scope = [c for c in corpus.clauses if _in_scope(c, query)]
    if query.number is not None:
        found = [c for c in scope if c.number == query.number]
        if not found:
            raise NotFound(ref, suggest(query.number, scope))
        return found
    return _by_words(query, scope, corpus)


def _by_words(query: Query, scope: list[Clause], corpus: Corpus) -> list[Clause]:
    """Titles equal to the words or to one of their term-table aliases, then titles containing
    them. Full-text search is `judge search`; this is the judge's quick title lookup."""
    words = (query.words or "").strip()
    names = {words}
    for term in corpus.terms:
        if words.lower() in (n.lower() for n in term.names()):
            names.update(term.ja)
    exact = [c for c in scope if c.title in names]
    if exact:
        return exact
    contains = [c for c in scope if any(n and n in c.title for n in names)]
    if contains:
        return contains
    titles = {c.title: c for c in scope if c.title}
    close = difflib.get_close_matches(words, list(titles), n=5, cutoff=0.4)
    raise NotFound(query.raw, [titles[t].label for t in close])


def suggest(number: str, scope: list[Clause], n: int = 5) -> list[str]:
    """Existing numbers nearest to `number`: shared leading parts first, then spelling.

    >>> from judge.corpus import load_corpus
    >>> suggest("9-6-9", load_corpus().of_doc("sakura-ja"))[:3]
    ['9-6', '9-6-5', '9-6-4']
    """
    parts = re.split(r"[-.]", number)

    def key(candidate: str) -> tuple[int, int, int]:
        cparts = re.split(r"[-.]", candidate)
        shared = 0
        for a, b in zip(parts, cparts, strict=False):
            if a != b:
                break
            shared += 1
        # then the closest value of the first part that differs, then the closest depth
        a_next = parts[shared] if shared < len(parts) else ""
        b_next = cparts[shared] if shared < len(cparts) else ""
        gap = abs(_int(a_next) - _int(b_next)) if a_next and b_next else 0
        return (-shared, gap, abs(len(cparts) - len(parts)))

    # document order breaks ties, so equally near numbers come out the same on every run
    in_order = list(dict.fromkeys(c.number for c in scope if c.number != "preamble"))
    return sorted(in_order, key=key)[:n]


def _int(part: str) -> int:
    digits = re.match(r"\d+", part.lstrip("§第"))
    return int(digits.group()) if digits else 0
