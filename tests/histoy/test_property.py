"""Random play (hypothesis): cards are conserved per player and every step cites a clause."""

from __future__ import annotations

from functools import lru_cache

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.corpus import load_corpus
from judge.engine.core import IllegalAction
from judge.games.histoy.game import DEMO_DECK, HistoyGame
from judge.games.histoy.model import PLAYERS


@lru_cache(maxsize=1)
def _uids() -> frozenset[str]:
    return frozenset(c.uid for c in load_corpus().of_doc("histoy-ja"))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), choices=st.lists(st.integers(0, 1_000), min_size=40,
                                                     max_size=400))
def test_random_play_conserves_cards_and_cites_clauses(seed: int, choices: list[int]) -> None:
    state = HistoyGame().new_initial_state(seed=seed)
    totals = {p: sum(1 for _ in state.z[p].cards()) for p in PLAYERS}
    assert totals == {"A": len(DEMO_DECK), "B": len(DEMO_DECK)} == {"A": 37, "B": 37}
    for pick in choices:
        if state.is_terminal():
            break
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {state.phase}"
        state.apply(legal[pick % len(legal)])
        assert {p: sum(1 for _ in state.z[p].cards()) for p in PLAYERS} == totals
    known = _uids()
    cited = {step.clause for step in state.trace.walk()}
    assert cited and cited <= known, cited - known
    for _action, err in state.illegal_reasons():
        assert isinstance(err, IllegalAction) and err.clause in known


def test_random_games_reach_an_end() -> None:
    import random

    ended = 0
    for seed in range(5):
        rng = random.Random(seed)
        state = HistoyGame().new_initial_state(seed=seed)
        for _ in range(3000):
            if state.is_terminal():
                ended += 1
                break
            state.apply(rng.choice(state.legal_actions()))
    assert ended == 5


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 150))
def test_refused_actions_change_nothing(seed: int, steps: int) -> None:
    import random

    rng = random.Random(seed)
    state = HistoyGame().new_initial_state(seed=seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    legal = set(state.legal_actions())
    before, length = state.board(), len(state.trace)
    for action, err in state.illegal_reasons():
        assert action not in legal
        try:
            state.apply(action)
        except IllegalAction as again:
            assert again.clause == err.clause
        else:
            raise AssertionError(f"{action} was listed as illegal but applied")
        assert state.board() == before and len(state.trace) == length


@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, 10_000), seed=st.integers(0, 10_000))
def test_random_play_from_every_scenario_position(index: int, seed: int) -> None:
    """Start from a scenario's position (its own cards and effects), then play at random."""
    import random
    from pathlib import Path

    from judge.games.histoy.parser import HistoyParser
    from judge.games.histoy.setup import build_state

    files = sorted(Path("scenarios/histoy").glob("*.scn"))
    path = files[index % len(files)]
    state = build_state(HistoyParser().parse(path.read_text(encoding="utf-8"), str(path)))
    totals = {p: sum(1 for _ in state.z[p].cards()) for p in PLAYERS}
    rng = random.Random(seed)
    for _ in range(150):
        legal = state.legal_actions()
        if state.is_terminal() or not legal:
            break
        state.apply(rng.choice(legal))  # check_invariants runs inside apply
    assert {p: sum(1 for _ in state.z[p].cards()) for p in PLAYERS} == totals
    known = _uids()
    assert {step.clause for step in state.trace.walk()} <= known
