"""The Answer value and its citations; `Answer.to_json()` is the stable schema of issue 5."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

VERDICT_SOURCES = ("simulation", "ruling", "llm-draft", "none")
""""llm-draft": a scenario drafted by the LLM, checked by the parser and engine (one board)."""


@dataclass(frozen=True)
class Citation:
    """One clause an answer rests on, with the sentence quoted and where it came from."""

    uid: str
    game: str
    doc: str
    lang: str
    number: str
    title: str
    quote: str
    origin: str
    """"retrieval" (a search hit) or "trace" (a step of the simulation)."""

    def to_json(self) -> dict[str, Any]:
        return {"uid": self.uid, "game": self.game, "doc": self.doc, "lang": self.lang,
                "number": self.number, "title": self.title, "quote": self.quote,
                "from": self.origin}


@dataclass
class Answer:
    """A question, what was found, what was played and what it decided (or what is missing)."""

    question: str
    lang: str
    game: str | None
    verdict: str | None = None
    """"yes" / "no", a value, a winner — only when a simulation or a ruling decides it."""
    verdict_source: str = "none"
    explanation: str = ""
    citations: list[Citation] = field(default_factory=list)
    scenario: str | None = None
    """The scenario played, as DSL text."""
    trace: list[dict[str, Any]] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    """What would be needed to decide ("the card's text", "the distance"…)."""
    candidates: list[str] = field(default_factory=list)
    """Games the question could be about, likeliest first (more than one when unsure)."""
    board_before: dict[str, Any] | None = None
    board_after: dict[str, Any] | None = None
    ruling: str | None = None
    """Path of the ruling scenario that backs the verdict, if any."""
    ruling_source: str | None = None
    """Where that ruling is published (the scenario's `source` line)."""
    notes: list[str] = field(default_factory=list)
    retrieved: list[dict[str, Any]] = field(default_factory=list)
    """The hybrid search's hits: uid, number, title, fused score, and why (per-source ranks)."""
    """Diagnostics: a rejected LLM draft, a stripped citation, an unsure game."""

    def __post_init__(self) -> None:
        if self.verdict_source not in VERDICT_SOURCES:
            raise ValueError(f"verdict_source must be one of {VERDICT_SOURCES}")

    def to_json(self) -> dict[str, Any]:
        """The issue-5 schema (plus `explanation`, `candidates`, `ruling`, `notes`, the boards).

        >>> sorted(Answer("q", "en", None).to_json())[:4]
        ['candidates', 'citations', 'explanation', 'game']
        """
        return {
            "question": self.question,
            "lang": self.lang,
            "game": self.game,
            "verdict": self.verdict,
            "verdict_source": self.verdict_source,
            "explanation": self.explanation,
            "citations": [c.to_json() for c in self.citations],
            "scenario": self.scenario,
            "trace": self.trace,
            "missing": list(self.missing),
            "candidates": list(self.candidates),
            "ruling": ({"path": os.path.relpath(self.ruling), "source": self.ruling_source}
                       if self.ruling else None),
            "notes": list(self.notes),
            "board_before": self.board_before,
            "board_after": self.board_after,
            "retrieved": list(self.retrieved),
        }
