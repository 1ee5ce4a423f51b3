"""Find rules terms (from rules_corpus/terms.toml) in a question, for any game and language."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from judge.answer.lang import normalize
from judge.corpus.terms import Term


@dataclass(frozen=True)
class Mention:
    """One term name found in a question: which term, which alias, where (NFKC text offsets)."""

    term: Term
    name: str
    start: int
    end: int

    @property
    def key(self) -> str:
        """The term's preferred Japanese name, a language-neutral id ("前進", "オーラ")."""
        return self.term.ja[0]


class Lexicon:
    """All term aliases compiled into per-name patterns; longest match wins at a position."""

    def __init__(self, terms: tuple[Term, ...]) -> None:
        self.terms = terms
        entries: list[tuple[str, Term]] = []
        for term in terms:
            for name in term.names():
                if len(normalize(name)) >= 2 or not name.isascii():
                    entries.append((normalize(name), term))
        entries.sort(key=lambda e: len(e[0]), reverse=True)
        self.entries = entries
        self.names = frozenset(n for n, _ in entries)
        """Every normalized term name (a quoted or Japanese name not among them is a card's)."""
        self._patterns = [(_pattern(n), n, t) for n, t in entries]
        self._senses: dict[tuple[str, str], list[Term]] = {}
        for n, t in entries:
            self._senses.setdefault((t.game, n), []).append(t)

    def find(self, text: str, game: str | None = None) -> list[Mention]:
        """Non-overlapping mentions in normalized `text`, leftmost-longest, optionally one game."""
        taken: list[tuple[int, int]] = []
        out: list[Mention] = []
        for pattern, name, term in self._patterns:
            if game and term.game != game:
                continue
            if name not in text:  # every pattern contains its name literally: a sure miss
                continue
            for m in pattern.finditer(text):
                span = (m.start(), m.end())
                if any(s < span[1] and span[0] < e for s, e in taken):
                    continue
                if _in_idiom(term, text, span):
                    continue
                taken.append(span)
                out.append(Mention(self._sense(term, name, text), name, *span))
        return sorted(out, key=lambda m: m.start)


    def _sense(self, term: Term, name: str, text: str) -> Term:
        """For an alias several terms of a game share, the first whose context the question
        shows; else the table's first (e.g. "charge" is 宿し unless an enhancement is near)."""
        senses = self._senses.get((term.game, name), [term])
        for sense in senses:
            if any(re.search(c, text) for c in sense.context):
                return sense
        return senses[0]


def _in_idiom(term: Term, text: str, span: tuple[int, int]) -> bool:
    """Whether the mention lies inside one of the term's idiom phrases ("put them back")."""
    return any(i.start() <= span[0] and span[1] <= i.end()
               for rx in term.idioms for i in re.finditer(rx, text))


E_VERBS = frozenset({"advance"})
"""Basic-action names whose -ed/-ing drop the e (other terms' "used", "damaged"… stay
unmatched: the readers read those participles themselves)."""


def _pattern(name: str) -> re.Pattern[str]:
    if name in E_VERBS:  # "I advanced", "advancing"
        return re.compile(rf"(?<![a-z]){re.escape(name[:-1])}(?:e|es|ed|ing)(?![a-z])")
    if name.isascii():
        return re.compile(rf"(?<![a-z]){re.escape(name)}(?:s|es|ed|ing)?(?![a-z])")
    return re.compile(re.escape(name))


@lru_cache(maxsize=1)
def default_lexicon() -> Lexicon:
    """The lexicon over the repository's term table (built once)."""
    from judge.corpus import load_corpus

    return Lexicon(load_corpus().terms)
