"""魔法少女 ザ・デュエル battle phase (002: rules 506 and 800–806): engine, DSL dialect, runner.

Importing this package registers the game, its scenario parser and its scenario runner.

>>> from judge.engine.registry import find_game
>>> find_game("まほエル").name
'magical-girl'
"""

from judge.dsl.frame import register_parser
from judge.engine.registry import register_game
from judge.engine.runner import register_runner
from judge.games.magical_girl.builder import ScenarioBuilder
from judge.games.magical_girl.game import MagicalGirlGame
from judge.games.magical_girl.parser import MagicalGirlParser
from judge.games.magical_girl.runner import MagicalGirlRunner
from judge.games.magical_girl.scenario import MagicalGirlScenario
from judge.games.magical_girl.state import MagicalGirlState

register_game("magical-girl", MagicalGirlGame,
              aliases=("magical_girl", "mahoel", "まほエル", "魔法少女", "mg"))
register_parser("magical-girl", MagicalGirlParser(), aliases=("magical_girl", "mg", "mahoel"))
register_runner("magical-girl", MagicalGirlRunner())

__all__ = [
    "MagicalGirlGame",
    "MagicalGirlParser",
    "MagicalGirlRunner",
    "MagicalGirlScenario",
    "MagicalGirlState",
    "ScenarioBuilder",
]
