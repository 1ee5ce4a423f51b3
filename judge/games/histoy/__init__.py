"""Hi!story rules engine (histoy-ja, comprehensive rulebook v1.0.0) and its scenario dialect.

Importing this package registers the game, the `game histoy` parser and the scenario runner.
"""

from judge.dsl.frame import register_parser
from judge.engine.registry import register_game
from judge.engine.runner import register_runner
from judge.games.histoy.game import HistoyGame
from judge.games.histoy.parser import HistoyParser
from judge.games.histoy.runner import HistoyRunner

register_game("histoy", HistoyGame, aliases=("hi!story", "histoy", "hs", "ハイストーリー"))
register_parser("histoy", HistoyParser(), aliases=("hs", "hi!story"))
register_runner("histoy", HistoyRunner())

__all__ = ["HistoyGame", "HistoyParser", "HistoyRunner"]
