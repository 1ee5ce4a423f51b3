"""Random play (hypothesis): orbs never negative, every step cites an existing clause, play ends."""

from __future__ import annotations

from functools import lru_cache

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.corpus import load_corpus
from judge.engine.core import Action
from judge.games.magical_girl.model import (
    STATES,
    Board,
    Card,
    Effect,
    Monster,
    Player,
    Trigger,
    uid,
)
from judge.games.magical_girl.state import MagicalGirlState

MAX_ACTIONS = 120


@lru_cache(maxsize=1)
def known_uids() -> frozenset[str]:
    return frozenset(load_corpus().by_uid)


@st.composite
def boards(draw: st.DrawFn) -> Board:
    board = Board(turn="P1", first_turn=draw(st.integers(0, 9)) == 0,
                  players={"P1": Player("P1", draw(st.integers(0, 7)), draw(st.integers(0, 2))),
                           "P2": Player("P2", draw(st.integers(0, 7)))})
    for i in range(draw(st.integers(1, 5))):
        name = f"M{i}"
        board.monsters[name] = Monster(
            name, draw(st.sampled_from(["P1", "P2"])), draw(st.integers(0, 4)) * 500,
            draw(st.integers(0, 4)) * 500, draw(st.sampled_from(STATES)),
            forbid_attack=draw(st.integers(0, 5)) == 0, untargetable=draw(st.integers(0, 5)) == 0,
            cost=draw(st.integers(0, 1)), corrupt=draw(st.integers(1, 2)))
    if draw(st.booleans()):
        board.cards["C"] = Card("C", "P2", draw(st.booleans()))
    events = st.sampled_from(["battle_phase_start", "attack_step_start", "battle_end",
                              "battle_phase_end", "effects_end"])
    for i in range(draw(st.integers(0, 2))):
        effect = Effect("orbs", draw(st.sampled_from(["P1", "P2"])), draw(st.sampled_from([-1, 1])))
        board.triggers.append(Trigger(f"T{i}", "P1", draw(events), effect, once=True))
    return board


@settings(max_examples=150, deadline=None)
@given(boards(), st.data())
def test_random_play_keeps_orbs_non_negative_and_cites_every_step(board: Board,
                                                                  data: st.DataObject) -> None:
    state = MagicalGirlState(board)
    for _ in range(MAX_ACTIONS):
        legal = state.legal_actions()
        if not legal:
            break
        passes = [a for a in legal if a.kind == "pass"]
        if passes and data.draw(st.integers(0, 3)) > 0:
            action = passes[0]
        else:
            action = legal[data.draw(st.integers(0, len(legal) - 1))]
        state.apply(action)
        assert all(p.orbs >= 0 for p in state.board.players.values())
    else:
        # effects may keep recovering monsters; then only passing must still end the phase
        for _ in range(MAX_ACTIONS):
            legal = state.legal_actions()
            if not legal:
                break
            state.apply(next((a for a in legal if a.kind == "pass"), legal[0]))
    assert state.over, f"play did not end: at {state.pos}"
    cited = [s.clause for s in state.trace.walk()] + [a for s in state.trace.walk() for a in s.also]
    assert [c for c in cited if c not in known_uids()] == []
    if state.is_terminal():
        outcome = state.outcome()
        assert outcome is not None and outcome.clause == uid("804.5")
        assert state.trace.steps[-1].clause == uid("804.5")
    assert state.legal_actions() == []
    refused = state.illegal_reasons()
    assert all(err.clause.startswith("magical-girl-ja#") for _, err in refused)


def test_orbs_never_go_below_zero_by_effect() -> None:
    board = Board(turn="P1", players={"P1": Player("P1", 1), "P2": Player("P2", 0)})
    board.monsters["A"] = Monster("A", "P1", 1000, 1000)
    state = MagicalGirlState(board)
    state.apply(Action.make("effect", "P1", effect="orbs", target="P2", value=-3,
                            until_battle_end=False))
    assert state.board.players["P2"].orbs == 0
