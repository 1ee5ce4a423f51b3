"""Does a given scenario play the action a can-question asks about? (`ask --scenario`, B0)

A verdict on "can I X?" read off a user's scenario is only honest when the scenario's last
action is X (same basic action or card kind, same player); anything else says nothing about X.
"""

from __future__ import annotations

import re
from typing import Any

_COMMENT = re.compile(r"#.*$")


def plays_asked(game: str, text: str, act: dict[str, Any]) -> bool:
    """True when the last action `text` plays is the asked action `act` (played by "A"/"P1")."""
    lines = [_COMMENT.sub("", line).strip() for line in text.splitlines()]
    lines = [line for line in lines if line]
    check = {"sakura": _sakura, "histoy": _histoy, "magical-girl": _magical_girl}.get(game)
    return bool(check and check(lines, act))


def _sakura(lines: list[str], act: dict[str, Any]) -> bool:
    acts = [m for m in (re.match(r"^([AB])\s+(basic|use)\s+(\S+)", x) for x in lines) if m]
    if not acts:
        return False
    who, verb, what = acts[-1].groups()
    if who != "A":
        return False
    if act.get("kind") == "basic":
        return verb == "basic" and what == act.get("name")
    if act.get("kind") == "attack":
        cards = {m.group(1) for m in (re.match(r"^card\s+(\S+)\s+attack\b", x) for x in lines)
                 if m}
        return verb == "use" and what in cards
    return False


def _histoy(lines: list[str], act: dict[str, Any]) -> bool:
    acts = [m for m in (re.match(r"^A\s+(\w+)\b(.*)$", x) for x in lines) if m]
    if not acts or act.get("kind") != "attack" or acts[-1].group(1) != "attack":
        return False
    to_deck = bool(re.search(r"->\s*deck\b", acts[-1].group(2)))
    return to_deck == (act.get("target") == "deck")


def _magical_girl(lines: list[str], act: dict[str, Any]) -> bool:
    attacks = [m for m in (re.match(r"^attack\s+\S+\s*->\s*(\S+)", x) for x in lines) if m]
    if not attacks or act.get("kind") != "attack":
        return False
    return (attacks[-1].group(1) == "P2") == (act.get("target") == "P2")
