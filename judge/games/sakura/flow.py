"""Resolution plumbing: generators that pause at decision points, and the control-flow signals."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, TypeVar

from judge.engine.core import Action, Decision

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState

T = TypeVar("T")
Gen = Generator[Decision, Action, T]
"""A resolution procedure: yields a Decision, is sent the chosen Action, returns T."""


class GameOver(Exception):  # noqa: N818 - a control-flow signal, not an error
    """4-2: the game ended; unwinds every procedure in progress."""


class PhaseEnded(Exception):  # noqa: N818
    """10-13: an effect ended the current phase."""


def decide(
    st: SakuraState, player: str, prompt: str, clause: str, options: list[Action],
    default: Action | None = None, force: bool = False,
) -> Gen[Action]:
    """Hand a choice to `player`; a single option is taken without asking unless `force`."""
    if len(options) == 1 and not force:
        return options[0]
    st.pending_default = default
    answer = yield Decision(player, prompt, clause, tuple(options))
    st.pending_default = None
    return answer


def done(value: Any = None) -> Gen[Any]:
    """A procedure that needs no decision (lets plain code sit in a `yield from` chain)."""
    return value
    yield  # pragma: no cover
