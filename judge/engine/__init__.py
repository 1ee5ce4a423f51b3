"""Game-neutral engine core: Game → State, actions, decisions, cited steps, traces.

Every game engine (Sakura Arms, Hi!story, 魔法少女 ザ・デュエル) builds on these types. A rule
function records what it changed as a `Step` naming the clause uid that justifies it; an action
the rules forbid raises `IllegalAction` naming the clause that forbids it.
"""

from judge.engine.core import (
    Action,
    Change,
    Decision,
    Game,
    IllegalAction,
    InvariantViolation,
    Outcome,
    State,
    Step,
    Trace,
)
from judge.engine.registry import find_game, register_game, registered_games

__all__ = [
    "Action",
    "Change",
    "Decision",
    "Game",
    "IllegalAction",
    "InvariantViolation",
    "Outcome",
    "State",
    "Step",
    "Trace",
    "find_game",
    "register_game",
    "registered_games",
]
