"""Per-card effects (power, norefresh, flip, rest) skip an immune card (9.1.1) and, for power, a
face-down one (3.1.7), and still change the others — one loop (effects._on_each) behind them."""

from __future__ import annotations

from judge.dsl import parse_scenario
from judge.engine.runner import run_scenario

SCN = """game histoy
card 風神 rank 2 power 3000 immune
card 浪人 rank 1 power 2000
card 学者 rank 1 power 1000
card 雷神 rank 2 power 3000
  effect 召: power all opp +1000. norefresh all opp. rest all opp. flip all opp up down.
turn A 3 phase effect
A.deck 20
A.p1 雷神 summoned
B.deck 20
B.p1 風神
B.p2 浪人
B.p3 学者 down
A use 1 召
expect B.p1 is 風神 up active
expect B.p1.power == 3000
expect B.p2 is 浪人 down rested
expect B.p3 is 学者 down rested
"""


def _steps(trace: list[dict]) -> list[tuple[str, str]]:
    return [x for s in trace for x in [(s["clause"], s["what"]), *_steps(s["children"])]]


def test_immune_and_face_down_cards_are_skipped_the_others_changed() -> None:
    result = run_scenario(parse_scenario(SCN))
    assert result.passed, result.first_failure
    steps = _steps(result.to_json()["trace"])
    immune = [what for clause, what in steps if clause == "histoy-ja#9.1.1"]
    assert immune == [f"風神 is unaffected by effects: {w} does not happen"
                      for w in ("the power change", "the refresh ban", "rest", "flip")]
    assert ("histoy-ja#3.1.7", "face-down 学者 has no power to change") in steps
    assert ("histoy-ja#10.4.2", "浪人 power 2000 → 3000") in steps
    assert ("histoy-ja#3.2.2", "浪人 cannot become active at its owner's next refresh") in steps
    assert not any(clause == "histoy-ja#3.2.2" and "風神" in what for clause, what in steps)
