"""Random legal play (hypothesis): invariants hold and every step cites an existing clause."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.games.sakura import SakuraGame
from judge.games.sakura.invariants import violations
from tests.sakura.helpers import rule_numbers

ACTIONS_PER_EXAMPLE = 500
EXAMPLES = 22  # 22 × 500 = 11,000 actions per run


def play(seed: int, n: int) -> tuple[int, int]:
    """Play `n` random legal actions from seeded games; returns (actions, steps) checked."""
    rng = random.Random(seed)
    numbers = rule_numbers()
    game_seed = seed
    state = SakuraGame(seed=game_seed).new_initial_state()
    done = steps = 0
    seen = 0
    while done < n:
        if state.is_terminal():
            assert state.outcome() is not None and state.outcome().clause == "sakura-ja#4-2"
            game_seed += 1
            state = SakuraGame(seed=game_seed).new_initial_state()
            seen = 0
        actions = state.legal_actions()
        assert actions, "a live game always offers an action"
        state.apply(rng.choice(actions))
        done += 1
        assert violations(state.board) == []
        top = state.trace.steps
        for root in top[max(0, seen - 1):]:  # the last open step may have gained children
            for step in root.walk():
                doc, _, number = step.clause.partition("#")
                assert doc == "sakura-ja" and number in numbers, step.clause
        steps += len(top) - seen
        seen = len(top)
    return done, steps


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**6))
def test_random_play_keeps_invariants_and_cites_clauses(seed):
    done, steps = play(seed, ACTIONS_PER_EXAMPLE)
    assert done == ACTIONS_PER_EXAMPLE and steps >= done


@settings(max_examples=5, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**6))
def test_refused_actions_change_nothing(seed):
    """Every refused candidate raises IllegalAction with a clause and leaves the board as it was."""
    from judge.engine.core import IllegalAction
    from judge.games.sakura.runner import board_json

    rng = random.Random(seed)
    state = SakuraGame(seed=seed).new_initial_state()
    refused = 0
    for _ in range(300):
        if state.is_terminal():
            break
        for action, reason in state.illegal_reasons()[:3]:
            before = board_json(state.board)
            steps = len(state.trace.steps)
            try:
                state.apply(action)
            except IllegalAction as err:
                assert err.clause == reason.clause and err.clause.startswith("sakura-ja#")
                refused += 1
            else:
                raise AssertionError(f"{action} was listed as illegal but was played")
            assert board_json(state.board) == before and len(state.trace.steps) == steps
        state.apply(rng.choice(state.legal_actions()))
    assert refused > 0
