"""Clause uids of the Japanese comprehensive rules (000) and the fixed numbers they define."""

from __future__ import annotations

DOC = "sakura-ja"
PLAYERS = ("A", "B")
CRYSTALS = 36
"""4-1 1): 10 in <間合>, 3 in each <オーラ>, 10 in each <ライフ>."""
AURA_MAX = 5
"""7-1-3-1: the <オーラ> holds at most 5 crystals."""
DISTANCE_MAX = 10
"""7-1-1: the <間合> holds at most 10 crystals."""
FOCUS_MAX = 2
"""5-1-2: 集中力上限 is 2."""
HAND_LIMIT = 2
"""5-1-3: 手札の上限 is 2."""
MASTER_DISTANCE = 2
"""5-2-2: 達人の間合 is 2."""
ATTACK_AURA_MAX = 5
"""6-4-1-4: an attack's damage to aura is capped at 5 (unless 超克, 10-21)."""


def uid(number: str) -> str:
    """The clause uid of `number` in the Sakura Arms Japanese rules.

    >>> uid("9-6-1")
    'sakura-ja#9-6-1'
    >>> uid("add/21-5")  # the additional rules live in the Korean document
    'sakura-ko#add/21-5'
    """
    return f"sakura-ko#{number}" if number.startswith("add/") else f"{DOC}#{number}"


def other(player: str) -> str:
    """The opponent of `player` (1-2: two players)."""
    return "B" if player == "A" else "A"
