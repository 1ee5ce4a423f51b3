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
