"""Sakura Arms (桜降る代に決闘を 再演): engine, scenario DSL and runner, registered on import."""

from judge.engine.registry import register_game
from judge.games.sakura.state import SakuraGame, SakuraState

__all__ = ["SakuraGame", "SakuraState"]

register_game("sakura", SakuraGame, aliases=("sakura-arms", "桜降る代に決闘を", "furuyoni"))
