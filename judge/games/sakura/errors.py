"""IllegalAction with the extra clauses a refusal rests on (e.g. 9-2-1 and the 9-4-1 check)."""

from __future__ import annotations

import re

from judge.engine.core import IllegalAction
from judge.games.sakura.rules import uid

_CITED = re.compile(r"(?<![\w-])(\d{1,2}(?:-\d+)+)(?![\w-])")


class SakuraIllegal(IllegalAction):
    """An action the rules forbid: the main clause, and others the refusal also cites."""

    def __init__(self, number: str, reason: str, also: tuple[str, ...] = ()) -> None:
        super().__init__(uid(number), reason)
        cited = tuple(_CITED.findall(reason))  # clauses the reason names, e.g. "(7-1-3-1)"
        self.also = tuple(dict.fromkeys(uid(n) for n in (*also, *cited) if n != number))

    def cites(self, number: str) -> bool:
        """True if the refusal rests on clause `number` or one of its sub-clauses."""
        for clause in (self.clause, *self.also):
            own = clause.split("#", 1)[1]
            if own == number or own.startswith(number + "-"):
                return True
        return False
