"""POST /ask {question, game?, scenario?, use_rulings?}: the `judge ask --json` Answer."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel, Field

from judge.answer.service import ask as answer
from judge.api.deps import CorpusDep, SettingsDep, check_question_size, check_scenario_size
from judge.api.deps import resolve_game as game_id
from judge.api.responses import FastJSON
from judge.corpus.view import add_titles

router = APIRouter(tags=["ask"])


class AskIn(BaseModel):
    """A ruling question in Japanese, Korean or English, with an optional scenario."""

    question: str = Field(min_length=1, description="at most 2,000 characters")
    game: str | None = Field(None, description="sakura | histoy | magical-girl (or an alias)")
    scenario: str | None = Field(None, description="scenario DSL text to play (at most 64 KiB)")
    use_rulings: bool = True


@router.post("/ask", summary="Answer a ruling question with cited clauses and a simulation",
             response_class=FastJSON)
def ask(body: AskIn, corpus: CorpusDep, settings: SettingsDep) -> FastJSON:
    """The verdict (only when a simulation or ruling backs it), explanation, citations, trace."""
    check_question_size(body.question, settings)
    if body.scenario is not None:
        check_scenario_size(body.scenario, settings)
    result = answer(body.question, game=game_id(body.game, corpus),
                    scenario_text=body.scenario or None, use_rulings=body.use_rulings)
    data = result.to_json()
    add_titles(data["trace"], corpus)
    return FastJSON(data)
