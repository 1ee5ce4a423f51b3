"""IllegalAction with the extra clauses a refusal rests on (e.g. 9-2-1 and the 9-4-1 check)."""

from __future__ import annotations

from judge.engine.core import IllegalAction
from judge.games.sakura.rules import uid


class SakuraIllegal(IllegalAction):
    """An action the rules forbid: the main clause, and others the refusal also cites."""

    def __init__(self, number: str, reason: str, also: tuple[str, ...] = ()) -> None:
        super().__init__(uid(number), reason)
        self.also = tuple(uid(n) for n in also)

    def cites(self, number: str) -> bool:
        """True if the refusal rests on clause `number` or one of its sub-clauses."""
        for clause in (self.clause, *self.also):
            own = clause.split("#", 1)[1]
            if own == number or own.startswith(number + "-"):
                return True
        return False
