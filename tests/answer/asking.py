"""Shared asks for the answer tests: the real service, no ruling library (the engine path)."""

from __future__ import annotations

from judge.answer.model import Answer
from judge.answer.service import ask


def ask_engine(question: str, game: str | None = "sakura") -> Answer:
    return ask(question, game=game, use_rulings=False)


def says(question: str, verdict: str, game: str | None = "sakura") -> None:
    """The simulation states exactly `verdict`."""
    a = ask_engine(question, game)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing


def abstains(question: str, game: str | None = "sakura") -> list[str]:
    """No verdict, and the answer says what is missing (returned)."""
    a = ask_engine(question, game)
    assert (a.verdict, a.verdict_source) == (None, "none"), a.scenario
    assert a.missing
    return a.missing
