"""Which game a question is about, from term-table evidence; "could be X or Y" when unsure."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from judge.answer.lang import normalize
from judge.answer.lexicon import Lexicon, default_lexicon
from judge.errors import JudgeError

SURE_RATIO = 2.0
"""The best game must score at least this many times the runner-up to be called sure."""
ALIAS_WEIGHT = 5.0
"""A game's own name in the question ("ふるよに", "Hi!story") outweighs any single term."""

SHARED_DISCOUNT = 0.3
"""A name several games use counts this much of its share (the term tables are uneven: a game
whose table lists more everyday words would otherwise win on them)."""
SURE_MARGIN = 1.0
"""…or lead by at least one game-specific term (shared terms add the same to every game)."""
HIT_WEIGHT = 0.5
"""Vote of the best search hit's game (halved for the 2nd, a third for the 3rd…)."""


@dataclass(frozen=True)
class GameGuess:
    """The likeliest game, every candidate with its score, and the terms that decided."""

    game: str | None
    scores: dict[str, float] = field(default_factory=dict)
    evidence: dict[str, list[str]] = field(default_factory=dict)
    forced: bool = False
    """True when the caller named the game (--game)."""

    @property
    def sure(self) -> bool:
        if self.forced:
            return True
        ranked = sorted(self.scores.values(), reverse=True)
        if not ranked or ranked[0] <= 0:
            return False
        return (len(ranked) == 1 or ranked[1] == 0 or ranked[0] >= SURE_RATIO * ranked[1]
                or ranked[0] - ranked[1] >= SURE_MARGIN)

    @property
    def candidates(self) -> list[str]:
        """Games with any evidence, likeliest first."""
        return [g for g, s in sorted(self.scores.items(), key=lambda kv: (-kv[1], kv[0])) if s > 0]


def detect_game(text: str, game: str | None = None, lexicon: Lexicon | None = None,
                aliases: dict[str, list[str]] | None = None,
                hit_games: list[str] | None = None) -> GameGuess:
    """Score each game by the terms the question uses; a name shared by games counts less.

    `hit_games`: the games of the best search hits over all games, best first (a weak vote).

    >>> detect_game("オーラが5のとき前進できますか？").game
    'sakura'
    """
    lex = lexicon or default_lexicon()
    norm = normalize(text)
    if aliases is None:
        aliases = _manifest_aliases()
    if game:
        return GameGuess(_resolve(game, aliases), {_resolve(game, aliases): 1.0}, forced=True)
    games_of: dict[str, set[str]] = defaultdict(set)
    for name, term in lex.entries:
        games_of[name].add(term.game)
    scores: dict[str, float] = defaultdict(float)
    evidence: dict[str, list[str]] = defaultdict(list)
    for mention in lex.find(norm):
        if len(mention.name) < 2:
            continue  # 場, 장, 패: too often an ordinary word or a counter
        shared = games_of[mention.name]
        weight = (1.0 + min(len(mention.name), 6) / 6) / len(shared)
        if len(shared) > 1:
            weight *= SHARED_DISCOUNT  # 手札, attack: every game has one; barely evidence
        for g in sorted(shared):  # a set: sorted, so ties break the same way in every run
            scores[g] += weight
            evidence[g].append(mention.name)
    for g, names in aliases.items():
        for name in names:
            n = normalize(name)
            if len(n) >= 3 and n in norm:
                scores[g] += ALIAS_WEIGHT
                evidence[g].append(n)
                break
    for rank, g in enumerate(hit_games or (), 1):
        scores[g] += HIT_WEIGHT / rank
        evidence[g].append(f"search hit #{rank}")
    best = max(sorted(scores), key=lambda g: scores[g]) if scores else None
    return GameGuess(best, dict(scores), dict(evidence))


def _resolve(game: str, aliases: dict[str, list[str]]) -> str:
    n = normalize(game)
    for g, names in aliases.items():
        if n == g or n in (normalize(a) for a in names):
            return g
    known = ", ".join(sorted(aliases)) or "none"
    raise JudgeError(f"unknown game {game!r}; known: {known}")


def _manifest_aliases() -> dict[str, list[str]]:
    from judge.corpus import load_corpus

    out: dict[str, list[str]] = defaultdict(list)
    for alias, g in load_corpus().manifest.game_aliases.items():
        out[g].append(alias)
    return dict(out)
