"""The ja/ko/en term table (rules_corpus/terms.toml): aliases across languages and editions."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from judge.errors import CorpusError


@dataclass(frozen=True)
class Term:
    """One rules term and its names in each language (first name = the preferred one)."""

    game: str
    ja: tuple[str, ...]
    ko: tuple[str, ...] = ()
    en: tuple[str, ...] = ()
    kind: str = ""
    """zone, action, card-type, subtype, keyword, phase, concept…"""
    context: tuple[str, ...] = ()
    """Regexes (over the normalized question) that pick this term when one of its aliases is
    shared with another term of the game ("Charge": 宿し, or 納 beside an enhancement)."""

    idioms: tuple[str, ...] = ()
    """Regexes (over the normalized question) for phrases where an alias is an ordinary word,
    not the term: a mention inside a match is no mention ("put them back": not Back, 後退)."""

    def names(self, lang: str | None = None) -> tuple[str, ...]:
        """Every alias, or those of one language."""
        if lang is None:
            return self.ja + self.ko + self.en
        return {"ja": self.ja, "ko": self.ko, "en": self.en}.get(lang, ())


def load_terms(path: Path) -> list[Term]:
    """Read the term table; every entry needs a game and at least one ja name."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CorpusError(f"term table not found: {path}") from None
    except tomllib.TOMLDecodeError as err:
        raise CorpusError(f"term table {path} is malformed: {err}") from None
    terms = []
    for i, entry in enumerate(data.get("term", []), 1):
        if not entry.get("game") or not entry.get("ja"):
            raise CorpusError(f"term #{i} in {path.name} needs `game` and `ja`")
        terms.append(Term(
            game=entry["game"], ja=tuple(entry["ja"]), ko=tuple(entry.get("ko", ())),
            en=tuple(entry.get("en", ())), kind=entry.get("kind", ""),
            context=tuple(entry.get("context", ())), idioms=tuple(entry.get("idioms", ())),
        ))
    return terms
