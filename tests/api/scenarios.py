"""Scenario texts the API and browser tests send (small, self-contained, Sakura Arms)."""

ADVANCE = """game sakura
title "前進 moves one crystal from the distance to the aura"
board
distance 6
A aura 3 focus 1
turn A main standard
A basic advance pay focus
expect distance == 5
expect A.aura == 4
"""

WRONG_EXPECTATION = ADVANCE.replace("expect A.aura == 4", "expect A.aura == 5")

SYNTAX_ERROR = """game sakura
title "a typo on line 4"
board
distance six
A aura 3 focus 1
"""

IMPOSSIBLE_BOARD = """game sakura
board
distance 11
turn A main standard
"""


def walk(steps: list[dict]) -> list[dict]:
    """Every step of a JSON trace, depth first."""
    out = []
    for step in steps:
        out.append(step)
        out += walk(step.get("children", []))
    return out


def step_for(trace: list[dict], clause: str) -> dict:
    """The one step of a JSON trace that cites `clause`."""
    (step,) = [s for s in walk(trace) if s["clause"] == clause]
    return step
