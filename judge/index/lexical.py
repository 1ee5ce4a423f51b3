"""BM25 (bm25s) over character bigrams, with term-table expansion across ja / ko / en."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

import numpy as np

_CJK = "\u3005\u3006\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HANGUL = "\uac00-\ud7af\u1100-\u11ff\u3130-\u318f"
_TOKEN_RE = re.compile(
    rf"(?P<num>\d+(?:[-.]\d+)+[a-z]?)|(?P<cjk>[{_CJK}]+)|(?P<hangul>[{_HANGUL}]+)|(?P<word>[a-z0-9]+)"
)
SHORT_RUN = 1
"""Runs up to this length also emit unigrams (a run of one character has no bigram)."""
EXPANSION_WEIGHT = 0.5
"""Weight of tokens that come only from term-table aliases, relative to the query's own."""
GENERAL_WEIGHT = 1.0
"""Further factor for aliases of kind = "general" terms (dev: 1.0 beat 0.5 and 0.25)."""
MATCH_CACHE = 512
"""Recent (question, game) term look-ups kept per table / index."""


class TermLike(Protocol):
    game: str
    kind: str
    ja: tuple[str, ...]
    ko: tuple[str, ...]
    en: tuple[str, ...]


def normalize(text: str) -> str:
    """NFKC + lower case: full-width digits/letters fold to ASCII, so "９－６" meets "9-6"."""
    return unicodedata.normalize("NFKC", text).lower()


def tokenize(text: str, short_run: int = SHORT_RUN) -> list[str]:
    """Character bigrams of ja and ko runs, whole ASCII words, clause numbers kept whole."""
    out: list[str] = []
    for m in _TOKEN_RE.finditer(normalize(text)):
        kind = m.lastgroup
        run = m.group()
        if kind in ("num", "word"):
            out.append(run)
            continue
        if len(run) <= short_run:
            out.extend(run)
        out.extend(run[i : i + 2] for i in range(len(run) - 1))
    return out


@dataclass(frozen=True)
class Alias:
    """One alias of a term, matched against normalized query text."""

    text: str
    term: int
    pattern: re.Pattern[str] | None


class TermTable:
    """Finds term aliases in a query and returns all the other aliases of those terms."""

    def __init__(self, terms: Iterable[TermLike]) -> None:
        self.terms = list(terms)
        self.aliases: list[Alias] = []
        for i, term in enumerate(self.terms):
            for a in (*term.ja, *term.ko):
                a = normalize(a)
                if len(a) >= 2 or (a and "\uac00" <= a[0] <= "\ud7af"):
                    # a one-syllable ko alias must be a whole word
                    pat = (re.compile(rf"(?<![{_HANGUL}]){re.escape(a)}(?![{_HANGUL}])")
                           if len(a) == 1 else None)
                    self.aliases.append(Alias(a, i, pat))
            for a in term.en:
                a = normalize(a)
                if a:
                    pat = re.compile(rf"(?<![a-z0-9]){re.escape(a)}(?:s|es)?(?![a-z0-9])")
                    self.aliases.append(Alias(a, i, pat))
        self._by_game: dict[str | None, tuple[tuple[str, int, re.Pattern[str] | None], ...]] = {}
        # one ask looks the same question up ~8 times (vector text, BM25 scoring, quoting);
        # the answer depends only on (text, game), so it is computed once (thread-safe cache)
        self._matches = lru_cache(maxsize=MATCH_CACHE)(self._find_terms)

    def _aliases_for(self, game: str | None) -> tuple[tuple[str, int, re.Pattern[str] | None], ...]:
        """(alias text, term index, pattern) of the terms a game may name, in table order."""
        found = self._by_game.get(game)
        if found is None:
            found = tuple(
                (a.text, a.term, a.pattern) for a in self.aliases
                if not game or self.terms[a.term].game in (game, "", "*", None)
            )
            self._by_game[game] = found
        return found

    def _find_terms(self, norm: str, game: str | None) -> tuple[int, ...]:
        found: list[int] = []
        for text, term, pattern in self._aliases_for(game):
            # every pattern contains its alias literally: the substring test only skips misses
            if text in norm and (pattern is None or pattern.search(norm) is not None) \
                    and term not in found:
                found.append(term)
        return tuple(found)

    def matches(self, text: str, game: str | None = None) -> list[int]:
        """Indices of the terms the text names (one-syllable ko aliases need a whole word)."""
        return list(self._matches(normalize(text), game or None))

    def ja_names_missing(self, text: str, game: str | None = None) -> list[str]:
        """The preferred ja name of each named term whose ja names the text does not contain."""
        norm = normalize(text)
        out: list[str] = []
        for i in self.matches(text, game):
            ja = self.terms[i].ja
            if ja and not any(normalize(a) in norm for a in ja) and ja[0] not in out:
                out.append(ja[0])
        return out

    def expand(self, text: str, game: str | None = None, general: bool | None = None) -> list[str]:
        """The ja and ko aliases of every term named in the text (en aliases match nothing).

        general=True / False: only terms of kind "general" / only the others."""
        out: list[str] = []
        for i in self.matches(text, game):
            term = self.terms[i]
            if general is not None and (getattr(term, "kind", "") == "general") != general:
                continue
            out.extend(a for a in (*term.ja, *term.ko) if a not in out)
        return out


class LexicalIndex:
    """BM25 over the clause texts; scores every clause, then masks by game / lang."""

    def __init__(
        self,
        uids: Sequence[str],
        texts: Sequence[str],
        games: Sequence[str],
        langs: Sequence[str],
        terms: TermTable | None = None,
        tokenizer: Any = tokenize,
    ) -> None:
        import bm25s

        self.uids = list(uids)
        self.games = np.array(games)
        self.langs = np.array(langs)
        self.terms = terms or TermTable([])
        self.tokenizer = tokenizer
        self.bm25 = bm25s.BM25()
        self.bm25.index([tokenizer(t) or ["\x00"] for t in texts], show_progress=False)
        self.vocab = set(self.bm25.vocab_dict)
        # search, its quotes and ask's citations read the same question's tokens several times
        self._split = lru_cache(maxsize=MATCH_CACHE)(self._split_tokens)

    def query_tokens(self, text: str, game: str | None = None) -> list[str]:
        """Query tokens plus those of its term-table expansions, deduplicated, known ones only."""
        own, extra, general = self.split_tokens(text, game)
        return own + extra + general

    def split_tokens(
        self, text: str, game: str | None = None
    ) -> tuple[list[str], list[str], list[str]]:
        """Known tokens: the query's own, those only its term aliases add, and those only
        general-vocabulary aliases add."""
        own, extra, general = self._split(text, game or None)
        return list(own), list(extra), list(general)

    def _split_tokens(
        self, text: str, game: str | None
    ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        own = [t for t in dict.fromkeys(self.tokenizer(text)) if t in self.vocab]
        seen = set(own)
        groups: list[list[str]] = []
        for general in (False, True):
            extra: list[str] = []
            for alias in self.terms.expand(text, game, general=general):
                for t in self.tokenizer(alias):
                    if t in self.vocab and t not in seen:
                        seen.add(t)
                        extra.append(t)
            groups.append(extra)
        return tuple(own), tuple(groups[0]), tuple(groups[1])

    def mask(self, game: str | None, lang: str | None) -> np.ndarray:
        keep = np.ones(len(self.uids), dtype=bool)
        if game:
            keep &= self.games == game
        if lang:
            keep &= self.langs == lang
        return keep

    def scores(self, text: str, game: str | None = None) -> np.ndarray | None:
        """BM25 of every clause: own tokens + EXPANSION_WEIGHT × alias tokens (× GENERAL_WEIGHT
        for general vocabulary); None when the query has no known token."""
        own, extra, general = self.split_tokens(text, game)
        if not own and not extra and not general:
            return None
        scores = np.zeros(len(self.uids), dtype=np.float32)
        if own:
            scores += self.bm25.get_scores(own)
        if extra:
            scores += EXPANSION_WEIGHT * self.bm25.get_scores(extra)
        if general:
            scores += EXPANSION_WEIGHT * GENERAL_WEIGHT * self.bm25.get_scores(general)
        return scores

    def top(self, scores: np.ndarray | None, mask: np.ndarray, k: int) -> list[tuple[str, float]]:
        if scores is None:
            return []
        masked = scores * mask
        top = np.argsort(-masked, kind="stable")[:k]
        return [(self.uids[i], float(masked[i])) for i in top if masked[i] > 0]

    def search(
        self, text: str, game: str | None = None, lang: str | None = None, k: int = 50
    ) -> list[tuple[str, float]]:
        """Top-k (uid, bm25 score), best first; clauses scoring 0 are left out."""
        return self.top(self.scores(text, game), self.mask(game, lang), k)

    def search_by_lang(
        self, text: str, game: str | None, langs: list[str], k: int = 50
    ) -> dict[str, list[tuple[str, float]]]:
        """One top-k per document language, from a single scoring pass."""
        scores = self.scores(text, game)
        return {lg: self.top(scores, self.mask(game, lg or None), k) for lg in langs}
