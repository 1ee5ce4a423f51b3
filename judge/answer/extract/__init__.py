"""Extractors: read a position and the asked action from a question, per game (a registry).

An extractor turns a question into a `Reading` (stated facts + asked actions + question kind),
then into one or more probe scenarios (DSL text): the stated facts stay fixed, the unstated
values vary across probes. The verdict policy states a verdict only if every probe agrees.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Protocol

from judge.engine.runner import RunResult


@dataclass
class Reading:
    """What an extractor understood: the position the question states and what it asks."""

    game: str
    lang: str
    kind: str
    """"can", "value", "winner", "what" or "other" (see kinds.question_kind)."""
    facts: dict[str, Any] = field(default_factory=dict)
    """Stated values, e.g. {"distance": 6, "A.aura": 5, "turn": "B"}."""
    actions: list[dict[str, Any]] = field(default_factory=list)
    """Asked actions, e.g. [{"kind": "basic", "name": "前進"}]; one probe set per action."""
    target: str | None = None
    """The value a how-much question asks for, e.g. "B.life"."""
    targets: list[str] = field(default_factory=list)
    """Every value of a question asking several as one list ("Aura and Life"), in order."""
    missing: list[str] = field(default_factory=list)
    """What the question needs that cannot be read or simulated (card text, …)."""
    evidence: list[str] = field(default_factory=list)
    """The phrases the reading rests on (for the explanation and for debugging)."""
    text: str = ""
    """The question, normalized (NFKC, casefolded)."""
    choices: tuple[str, ...] = ()
    """Assumed values that are the asker's own choice ("can I survive?" — where each 焦燥 is
    taken): a "yes" under some choice answers for every choice (simulate, best choice)."""
    inverted: bool = False
    """The asked yes/no is the opposite of the simulated one ("is it certain I lose?" is
    answered by "can I survive?": some choice that survives makes it "no")."""
    lettered: str | None = None
    """The turn player's letter ("A") when the question names the players by letters and the
    reader took them as the asker and the opponent (letters.py): a "you" verdict is that letter."""

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "lang": self.lang, "kind": self.kind, "facts": self.facts,
                "actions": self.actions, "target": self.target,
                "targets": self.targets, "missing": self.missing,
                "evidence": self.evidence}


@dataclass(frozen=True)
class Probe:
    """One scenario to play: DSL text plus the unstated values it assumed."""

    text: str
    assumed: dict[str, Any] = field(default_factory=dict)
    action: int = 0
    """Index of the asked action (in Reading.actions) this probe plays."""


@dataclass(frozen=True)
class Finding:
    """What one played probe says about the question."""

    verdict: str
    clause: str | None = None
    """The uid that decided it (the refusing clause, the damage step, the victory clause)."""
    detail: str = ""


class Extractor(Protocol):
    """A game's question reader: question → Reading → probe scenarios → findings."""

    game: str

    def read(self, question: str, lang: str) -> Reading: ...

    def probes(self, reading: Reading) -> list[Probe]: ...

    def judge(self, reading: Reading, probe: Probe, result: RunResult) -> Finding | None: ...


_EXTRACTORS: dict[str, Extractor] = {}
_BUILTIN = {"sakura": "judge.answer.extract.sakura",
            "magical-girl": "judge.answer.extract.magical_girl",
            "histoy": "judge.answer.extract.histoy"}


def register_extractor(game: str, extractor: Extractor) -> None:
    """Make `extractor` read questions about `game`."""
    _EXTRACTORS[game] = extractor


def extractor_for(game: str) -> Extractor | None:
    """The registered extractor of `game` (importing the built-in one on first use), or None."""
    if game not in _EXTRACTORS and game in _BUILTIN:
        try:
            importlib.import_module(_BUILTIN[game])
        except ModuleNotFoundError as err:
            if err.name != _BUILTIN[game]:
                raise
    return _EXTRACTORS.get(game)
