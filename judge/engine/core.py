"""The shared engine types. Kept small: games subclass `Game` and `State`."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from judge.errors import JudgeError


@dataclass(frozen=True)
class Action:
    """One thing a player can do at a decision point."""

    kind: str
    """Machine name of the action, e.g. "basic", "use", "react", "decline", "end_phase"."""
    player: str
    """Who acts ("A"/"B", "P1"/"P2")."""
    args: tuple[tuple[str, Any], ...] = ()
    """Action parameters as sorted (name, value) pairs, so actions stay hashable."""

    @classmethod
    def make(cls, kind: str, player: str, **args: Any) -> Action:
        """Build an action from keyword arguments.

        >>> Action.make("basic", "A", name="advance").arg("name")
        'advance'
        """
        return cls(kind, player, tuple(sorted(args.items())))

    def arg(self, name: str, default: Any = None) -> Any:
        """The value of one parameter, or `default`."""
        return dict(self.args).get(name, default)

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={v}" for k, v in self.args)
        return f"{self.player}:{self.kind}({inner})"


@dataclass(frozen=True)
class Change:
    """One value that changed: where, from what, to what."""

    path: str
    before: Any
    after: Any

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "before": self.before, "after": self.after}


@dataclass
class Step:
    """A recorded state change (or check) and the clause that justifies it."""

    clause: str
    """Clause uid, e.g. "sakura-ja#9-6-1". A step with no clause is a bug."""
    what: str
    """What happened, in a short sentence."""
    changes: list[Change] = field(default_factory=list)
    children: list[Step] = field(default_factory=list)
    also: list[str] = field(default_factory=list)
    """Further clause uids cited beside `clause` (e.g. commentary that explains it)."""

    def __post_init__(self) -> None:
        if not self.clause or "#" not in self.clause:
            raise ValueError(f"step {self.what!r} names no clause uid (got {self.clause!r})")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "clause": self.clause,
            "what": self.what,
            "changes": [c.to_json() for c in self.changes],
            "children": [c.to_json() for c in self.children],
        }
        if self.also:
            data["also"] = list(self.also)
        return data

    def walk(self) -> Iterator[Step]:
        """This step and all nested steps, depth first."""
        yield self
        for child in self.children:
            yield from child.walk()


class Trace:
    """A tree of steps; `nested()` opens a step whose later steps become its children."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self._open: list[Step] = []

    def record(self, clause: str, what: str, changes: list[Change] | None = None) -> Step:
        """Append a step at the current nesting level."""
        step = Step(clause, what, list(changes or []))
        (self._open[-1].children if self._open else self.steps).append(step)
        return step

    @contextmanager
    def nested(self, clause: str, what: str) -> Iterator[Step]:
        """Record a step and nest every step recorded inside the `with` block under it."""
        step = self.record(clause, what)
        self._open.append(step)
        try:
            yield step
        finally:
            self._open.pop()

    def walk(self) -> Iterator[Step]:
        for step in self.steps:
            yield from step.walk()

    def to_json(self) -> list[dict[str, Any]]:
        return [s.to_json() for s in self.steps]

    def __len__(self) -> int:
        return sum(1 for _ in self.walk())


class IllegalAction(JudgeError):
    """An action the rules forbid, with the clause that forbids it."""

    def __init__(self, clause: str, reason: str) -> None:
        self.clause = clause
        self.reason = reason
        super().__init__(f"illegal ({clause}): {reason}")


class InvariantViolation(JudgeError):
    """A state that breaks a rule that must always hold (names the clause)."""

    def __init__(self, clause: str, reason: str) -> None:
        self.clause = clause
        self.reason = reason
        super().__init__(f"invariant broken ({clause}): {reason}")


@dataclass(frozen=True)
class Decision:
    """A choice a rule hands to a player: the scenario answers it or the engine lists options."""

    player: str
    prompt: str
    clause: str
    options: tuple[Action, ...]


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winner (None for a draw) and the clause that decided it."""

    winner: str | None
    clause: str
    reason: str


class State(ABC):
    """A position. Subclasses keep their own board; this class fixes the protocol."""

    def __init__(self) -> None:
        self.trace = Trace()

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Actions the player to act may take now."""

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Play an action; raises IllegalAction (nothing changes) if the rules forbid it."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game has a winner (or a draw)."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once terminal, else None."""

    @abstractmethod
    def check_invariants(self) -> None:
        """Raise InvariantViolation if the board breaks a rule that must always hold."""

    def pending_decision(self) -> Decision | None:
        """The open choice a rule handed to a player, if any."""
        return None

    def illegal_reasons(self) -> list[tuple[Action, IllegalAction]]:
        """Candidate actions that are not legal now, each with the clause that forbids it."""
        return []


class Game(ABC):
    """Fixed parameters of a game; a factory of States."""

    name: str = ""
    """Registry key, e.g. "sakura"."""
    doc: str = ""
    """Doc id of the rules whose clauses this engine cites, e.g. "sakura-ja"."""

    @abstractmethod
    def new_initial_state(self) -> State:
        """The state at the start of a game with default setup."""

    def clause(self, number: str) -> str:
        """The uid of clause `number` in this game's rules document.

        >>> class G(Game):
        ...     doc = "sakura-ja"
        ...     def new_initial_state(self): ...
        >>> G().clause("9-6-1")
        'sakura-ja#9-6-1'
        """
        return f"{self.doc}#{number}"
