"""Mutated scenario text gets a JudgeError with a message, never a stack trace."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.dsl import parse_scenario
from judge.engine.runner import run_scenario
from judge.errors import JudgeError
from tests.sakura.helpers import SCENARIOS

TEXTS = [p.read_text(encoding="utf-8") for p in sorted(SCENARIOS.rglob("*.scn"))]
WORDS = ["A", "B", "aura", "0", "9", "-", "3-4", "1/1", "->", "use", "react", "expect", "==",
         "斬", "distance", "dust", "card", "hand", "full", "{", "}", ":", "turn", "main"]


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(TEXTS) - 1), st.integers(0, 10**6), st.sampled_from(WORDS),
       st.sampled_from(["replace", "insert", "delete"]))
def test_mutated_scenarios_fail_cleanly(index, where, word, how):
    tokens = TEXTS[index].split(" ")
    i = where % len(tokens)
    if how == "replace":
        tokens[i] = word
    elif how == "insert":
        tokens.insert(i, word)
    else:
        del tokens[i]
    text = " ".join(tokens)
    try:
        run_scenario(parse_scenario(text))
    except JudgeError as err:
        assert str(err)
