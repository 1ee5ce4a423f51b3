"""Typed dependencies the routes declare: the settings and the state loaded at start-up.

They are `async def` so FastAPI resolves them on the event loop, not in its thread pool.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Request

from judge.api.config import Settings
from judge.api.errors import PayloadTooLarge
from judge.api.state import ServiceState
from judge.corpus import Corpus
from judge.graph import RulesGraph


async def get_state(request: Request) -> ServiceState:
    """The ServiceState that the app's lifespan loaded."""
    state: ServiceState = request.app.state.judge
    return state


async def get_settings(state: Annotated[ServiceState, Depends(get_state)]) -> Settings:
    return state.settings


async def get_corpus(state: Annotated[ServiceState, Depends(get_state)]) -> Corpus:
    return state.corpus


async def get_graph(state: Annotated[ServiceState, Depends(get_state)]) -> RulesGraph:
    return state.graph


async def get_search(state: Annotated[ServiceState, Depends(get_state)]) -> Any:
    return state.search


StateDep = Annotated[ServiceState, Depends(get_state)]
SettingsDep = Annotated[Settings, Depends(get_settings)]
CorpusDep = Annotated[Corpus, Depends(get_corpus)]
GraphDep = Annotated[RulesGraph, Depends(get_graph)]
SearchDep = Annotated[Any, Depends(get_search)]


def check_scenario_size(text: str, settings: Settings) -> None:
    """413 for a scenario over the limit (counted in UTF-8 bytes, as it travels)."""
    size = len(text.encode("utf-8"))
    if size > settings.max_scenario_bytes:
        raise PayloadTooLarge("scenario", size, settings.max_scenario_bytes, "bytes")


def check_question_size(text: str, settings: Settings) -> None:
    """413 for a question over the limit (counted in characters, as a judge types them)."""
    if len(text) > settings.max_question_chars:
        raise PayloadTooLarge("question", len(text), settings.max_question_chars, "characters")


def resolve_game(game: str | None, corpus: Corpus) -> str | None:
    """A game name or alias (`sakura`, `hs`, `まほエル`) → the game id; BadRequest if unknown."""
    from judge.api.errors import BadRequest

    if not game:
        return None
    found = corpus.manifest.resolve_game(game)
    if found is None:
        known = ", ".join(sorted(corpus.manifest.game_titles))
        raise BadRequest(f"unknown game {game!r}; known: {known}")
    return found
