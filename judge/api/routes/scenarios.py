"""POST /simulate, /legal, /verify with {"scenario": "<DSL text>"}: the CLI's JSON shapes."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field

from judge.api import scenarios
from judge.api.deps import CorpusDep, SettingsDep, check_scenario_size

router = APIRouter(tags=["scenarios"])


class ScenarioIn(BaseModel):
    """A scenario in the DSL, e.g. "game sakura\\nboard\\ndistance 6\\n..."."""

    scenario: str = Field(min_length=1, description="scenario text (at most 64 KiB)")


@router.post("/simulate", summary="Play a scenario; the trace cites a clause per step")
def simulate(body: ScenarioIn, corpus: CorpusDep, settings: SettingsDep) -> dict[str, Any]:
    """422 with line/column/expected for a syntax error; 400 with the clause for a bad board."""
    check_scenario_size(body.scenario, settings)
    return scenarios.simulate(body.scenario, corpus)


@router.post("/legal", summary="Legal actions at a scenario's position, refused ones with clause")
def legal(body: ScenarioIn, corpus: CorpusDep, settings: SettingsDep) -> dict[str, Any]:
    check_scenario_size(body.scenario, settings)
    return scenarios.legal(body.scenario, corpus)


@router.post("/verify", summary="Run a scenario's expectations: passed / failed")
def verify(body: ScenarioIn, settings: SettingsDep) -> dict[str, Any]:
    check_scenario_size(body.scenario, settings)
    return scenarios.verify(body.scenario)
