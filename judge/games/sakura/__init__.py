"""Sakura Arms (桜降る代に決闘を 再演): engine, scenario DSL and runner, registered on import."""

from judge.engine.registry import register_game
from judge.games.sakura.state import SakuraGame, SakuraState

__all__ = ["SakuraGame", "SakuraState"]

register_game("sakura", SakuraGame, aliases=("sakura-arms", "桜降る代に決闘を", "furuyoni"))

from judge.dsl.frame import register_parser  # noqa: E402
from judge.games.sakura.dsl import SakuraParser  # noqa: E402

register_parser("sakura", SakuraParser(), aliases=("sakura-arms", "桜降る代に決闘を", "furuyoni"))

from judge.engine.runner import register_runner  # noqa: E402
from judge.games.sakura.runner import SakuraRunner  # noqa: E402

register_runner("sakura", SakuraRunner())
