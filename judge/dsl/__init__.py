"""Scenario DSL: one Lark grammar per game sharing common.lark; parse → Scenario objects.

A scenario file starts with `game NAME` (e.g. `game sakura`). `parse_scenario` reads that
line and hands the text to the parser the game registered with `register_parser`.
"""

from judge.dsl.frame import (
    Scenario,
    ScenarioParser,
    load_scenario,
    parse_scenario,
    register_parser,
    scenario_game,
)

__all__ = [
    "Scenario",
    "ScenarioParser",
    "load_scenario",
    "parse_scenario",
    "register_parser",
    "scenario_game",
]
