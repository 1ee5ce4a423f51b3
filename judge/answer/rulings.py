"""The ruling library: scenario files whose `question` lines match the asked question.

A match must be close (character-bigram Dice ≥ THRESHOLD in the same language) and mention
the same numbers, so "aura 5" never borrows the ruling for "aura 4".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from judge import REPO_ROOT
from judge.answer.lang import normalize

SCENARIO_ROOT = REPO_ROOT / "scenarios"
THRESHOLD = 0.72
_QUESTION = re.compile(r'^\s*question\s+(ja|ko|en)\s+"((?:[^"\\\n]|\\.)*)"', re.MULTILINE)
_GAME = re.compile(r"^\s*game\s+(\S+)", re.MULTILINE)
_SOURCE = re.compile(r"^\s*source\s+(\S+)", re.MULTILINE)
_VERDICT = re.compile(r'^\s*verdict\s+"((?:[^"\\\n]|\\.)*)"', re.MULTILINE)


@dataclass(frozen=True)
class Ruling:
    """A scenario file that records an official ruling question."""

    path: str
    game: str
    questions: dict[str, str]
    verdict: str
    text: str
    source: str = ""
    """The `source` line: where the official ruling is published."""


@dataclass(frozen=True)
class RulingMatch:
    ruling: Ruling
    score: float
    lang: str


def load_rulings(root: Path = SCENARIO_ROOT) -> list[Ruling]:
    """Every .scn under `root` that has at least one `question` line (read, not parsed)."""
    out = []
    for path in sorted(root.rglob("*.scn")):
        text = path.read_text(encoding="utf-8")
        questions = {lang: _unescape(q) for lang, q in _QUESTION.findall(text)}
        game = _GAME.search(text)
        if not questions or not game:
            continue
        verdict = _VERDICT.search(text)
        source = _SOURCE.search(text)
        out.append(Ruling(str(path), game.group(1), questions,
                          _unescape(verdict.group(1)) if verdict else "", text,
                          source.group(1) if source else ""))
    return out


@lru_cache(maxsize=1)
def library() -> tuple[Ruling, ...]:
    """The repository's ruling library (read once per process)."""
    return tuple(load_rulings())


def best_match(question: str, lang: str, game: str | None = None,
               rulings: tuple[Ruling, ...] | list[Ruling] | None = None,
               threshold: float = THRESHOLD) -> RulingMatch | None:
    """The closest ruling question in `lang` (and `game`, if given), if close enough."""
    q = _shingles(question)
    nums = _numbers(question)
    best: RulingMatch | None = None
    for ruling in library() if rulings is None else rulings:
        if game and game_name(ruling.game) != game:
            continue
        other = ruling.questions.get(lang)
        if not other or _numbers(other) != nums:
            continue
        score = _dice(q, _shingles(other))
        if score >= threshold and (best is None or score > best.score):
            best = RulingMatch(ruling, score, lang)
    return best


def game_name(name: str) -> str:
    """The game id of a scenario's `game` line (magical_girl, mg → magical-girl; hs → histoy)."""
    from judge.corpus import load_corpus

    aliases = load_corpus().manifest.game_aliases
    key = name.lower()
    return aliases.get(key) or aliases.get(key.replace("_", "-")) or name


def _clean(text: str) -> str:
    return re.sub(r"[\W_]+", "", normalize(text))


def _shingles(text: str) -> set[str]:
    t = _clean(text)
    return {t[i:i + 2] for i in range(len(t) - 1)} or {t}


def _numbers(text: str) -> list[str]:
    return sorted(re.findall(r"\d+", normalize(text)))


def _dice(a: set[str], b: set[str]) -> float:
    return 2 * len(a & b) / (len(a) + len(b)) if a and b else 0.0


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)
