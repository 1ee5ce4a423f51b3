"""Numeric comparisons in magical-girl expectations (>=, <=, >, <)."""

from judge.dsl.frame import parse_scenario
from judge.engine.runner import run_scenario

BASE = """game magical-girl
turn P1
player P1 orbs 7
player P2 orbs 3
monster A of P1 atk 1000 def 1000 recover
attack A -> P2
finish
"""


def test_numeric_ops_pass_and_fail_on_the_real_orb_count() -> None:
    s = parse_scenario(BASE + "expect P2.orbs >= 2\nexpect P2.orbs < 3\nexpect P2.orbs > 2\n")
    results = run_scenario(s).expectations
    assert [r.passed for r in results] == [True, True, False]
    assert results[2].detail == "P2.orbs is 2"


def test_numeric_op_on_a_non_number_fails() -> None:
    s = parse_scenario(BASE + "expect A.state >= 1\n")
    assert [r.passed for r in run_scenario(s).expectations] == [False]
