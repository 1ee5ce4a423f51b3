"""Dispatch scenario text to its game's parser; turn Lark errors into ScenarioError."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from judge.errors import ScenarioError
from judge.names import game_key


@dataclass
class Scenario:
    """What every game's scenario shares; games subclass it with their board and actions."""

    game: str
    title: str = ""
    source: str = ""
    questions: dict[str, str] = field(default_factory=dict)
    """Question text per language ("ja", "ko", "en")."""
    clauses: list[str] = field(default_factory=list)
    """Clause numbers the scenario exercises, as printed."""
    verdict: str = ""
    """The official answer, for ruling scenarios."""
    notes: list[str] = field(default_factory=list)
    path: str = ""
    text: str = ""


class ScenarioParser(Protocol):
    """A game's parser: text → Scenario (raises ScenarioError), and Scenario → text."""

    def parse(self, text: str, path: str = "") -> Scenario: ...

    def dump(self, scenario: Scenario) -> str: ...


_PARSERS: dict[str, ScenarioParser] = {}
_ALIASES: dict[str, str] = {}
_GAME_LINE = re.compile(r"^\s*game\s+(\S+)", re.MULTILINE)


def register_parser(game: str, parser: ScenarioParser, aliases: tuple[str, ...] = ()) -> None:
    """Make `parser` handle scenarios that start with `game GAME` (or an alias)."""
    _PARSERS[game] = parser
    for alias in (game, *aliases):
        _ALIASES[game_key(alias)] = game


def _load_builtin() -> None:
    import importlib

    for module in ("judge.games.sakura", "judge.games.histoy", "judge.games.magical_girl"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as err:
            if err.name != module:
                raise


def scenario_game(text: str) -> str:
    """The registered game name a scenario text declares on its `game` line."""
    match = _GAME_LINE.search(_strip_comments(text))
    if not match:
        raise ScenarioError("a scenario must start with `game NAME` (e.g. `game sakura`)", 1, 1)
    name = game_key(match.group(1))
    if not _PARSERS or name not in _ALIASES:
        _load_builtin()  # also when only some games were imported so far
    if name not in _ALIASES:
        line = text[: text.find(match.group(1))].count("\n") + 1
        known = ", ".join(sorted(_PARSERS)) or "none"
        raise ScenarioError(f"unknown game {match.group(1)!r}; known: {known}", line, 1)
    return _ALIASES[name]


def parse_scenario(text: str, path: str = "") -> Scenario:
    """Parse scenario text with its game's grammar.

    >>> parse_scenario("game nosuchgame\\n")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    judge.errors.ScenarioError: line 1, column 1: unknown game 'nosuchgame'; known: ...
    """
    text = text.removeprefix("\ufeff")  # a BOM some editors write
    return _PARSERS[scenario_game(text)].parse(text, path)


def load_scenario(path: str | Path) -> Scenario:
    """Read and parse one scenario file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as err:
        raise ScenarioError(f"cannot read {p}: {err.strerror}") from err
    return parse_scenario(text, str(p))


def dump_scenario(scenario: Scenario) -> str:
    """Print a scenario back as DSL text (round trip)."""
    if scenario.game not in _PARSERS:
        _load_builtin()
    return _PARSERS[scenario.game].dump(scenario)


def _strip_comments(text: str) -> str:
    return "\n".join("" if line.lstrip().startswith("#") else line for line in text.splitlines())


def syntax_error(
    err: UnexpectedInput,
    text: str,
    path: str = "",
    name: Callable[[str], str] | None = None,
    token: Callable[[Token], str] = repr,
    limit: int = 12,
    by_shown: bool = False,
) -> ScenarioError:
    """A ScenarioError with line, column, the offending line with a caret, and what was expected.

    A game may name things in its own words: `name` turns an expected terminal name into what
    is shown (e.g. NUMBER → "a number", ARROW → '"->"'; a shown name starting with "_" is
    hidden), `token` shows the unexpected token, `limit` caps the expected list, which is in
    terminal-name order, or in the order of the shown names with `by_shown`.
    """
    line = getattr(err, "line", None) or 1
    column = getattr(err, "column", None) or 1
    expected: set[str] = set()
    if isinstance(err, UnexpectedToken):
        expected = set(err.accepts or err.expected or ())
        got = f"unexpected {token(err.token)}"
    elif isinstance(err, UnexpectedCharacters):
        expected = set(err.allowed or ())
        pos = err.pos_in_stream
        got = (f"unexpected character {text[pos]!r}" if pos is not None and pos < len(text)
               else "unexpected character")
    elif isinstance(err, UnexpectedEOF):
        expected = set(err.expected or ())
        got = "unexpected end of file"
    else:
        got = "syntax error"
    expected.discard("$END")
    named = dict.fromkeys((name or str)(e) for e in sorted(expected))
    shown = [t for t in (sorted(named) if by_shown else named) if not t.startswith("_")][:limit]
    context = err.get_context(text, span=60).rstrip("\n")
    where = f"{path}: " if path else ""
    want = f"; expected one of: {', '.join(shown)}" if shown else ""
    return ScenarioError(f"{where}{got}{want}\n{context}", line, column)


def meta_value(token: Any) -> str:
    """The text of a STRING or URL token without quotes and escapes."""
    value = str(token)
    if len(value) >= 2 and value.startswith('"') and value.endswith('"'):
        return re.sub(r"\\(.)", r"\1", value[1:-1])
    return value
