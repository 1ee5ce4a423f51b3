"""Test helpers: play scenario text through the Sakura runner."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from judge.engine.runner import RunResult
from judge.games.sakura.dsl import SakuraParser
from judge.games.sakura.runner import SakuraRunner
from judge.games.sakura.state import SakuraState

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios" / "sakura"


def parse(text: str):  # noqa: ANN201 - SakuraScenario
    return SakuraParser().parse("game sakura\n" + text)


def run(text: str) -> RunResult:
    """Parse and play scenario text (the `game sakura` line is added)."""
    return SakuraRunner().run(parse(text))


def start(text: str) -> SakuraState:
    """The state at the scenario's position, before its statements."""
    return SakuraRunner().start(parse(text))


def failures(result: RunResult) -> list[str]:
    return [f"line {e.line}: {e.text} — {e.detail}" for e in result.expectations if not e.passed]


@lru_cache(maxsize=1)
def rule_numbers() -> frozenset[str]:
    """Every clause number of the Japanese rules (000), as the corpus loader splits them."""
    from judge.corpus import load_corpus

    corpus = load_corpus()
    numbers = frozenset(c.number for c in corpus.of_doc("sakura-ja"))
    # the Korean document's additional rules (add/21 アキナ, add/22 シスイ) the engine models
    numbers |= frozenset(c.number for c in corpus.of_doc("sakura-ko")
                         if c.number.startswith("add/"))
    text = (ROOT / "rules_corpus" / "sakura-ja.txt").read_text(encoding="utf-8")
    headings = frozenset(m.group(1) for m in re.finditer(r"^(§\d+|\d+(?:-\d+)*)\u3000", text,
                                                         re.M))
    assert headings <= numbers, sorted(headings - numbers)
    return numbers
