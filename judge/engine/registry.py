"""Registry of game engines, looked up by name or alias (python-chess's find_variant)."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.core import Game
from judge.errors import JudgeError
from judge.names import game_key

_FACTORIES: dict[str, Callable[[], Game]] = {}
_ALIASES: dict[str, str] = {}


def register_game(name: str, factory: Callable[[], Game], aliases: tuple[str, ...] = ()) -> None:
    """Make a game engine available under `name` and its aliases."""
    _FACTORIES[name] = factory
    for alias in (name, *aliases):
        _ALIASES[game_key(alias)] = name


def _load_builtin() -> None:
    # Importing a game package registers it.
    import importlib

    for module in ("judge.games.sakura", "judge.games.histoy", "judge.games.magical_girl"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as err:  # a game package not written yet
            if err.name != module:
                raise


def find_game(name: str) -> Game:
    """A new Game for `name` (or an alias); JudgeError names the known games otherwise."""
    if not _FACTORIES:
        _load_builtin()
    key = _ALIASES.get(game_key(name))
    if key is None:
        known = ", ".join(sorted(_FACTORIES)) or "none"
        raise JudgeError(f"unknown game {name!r}; known games: {known}")
    return _FACTORIES[key]()


def registered_games() -> list[str]:
    """Names of every registered game."""
    if not _FACTORIES:
        _load_builtin()
    return sorted(_FACTORIES)
