"""第12章: deck-out checked after each simultaneous step; winning by effect."""

from __future__ import annotations

from .helpers import final, run


def test_deck_out_mid_effect_stops_processing() -> None:
    r = run("""card 鬼 rank 2 power 3000
  effect 召: opp mill 1. draw 2.
turn A 3 phase effect
A.deck 10
A.p1 鬼 summoned
B.deck 1
A use 1 召
expect winner A
""")
    assert r.outcome is not None and r.outcome.winner == "A"
    assert r.outcome.clause == "histoy-ja#12.1.1"
    assert r.board_after["sides"]["A"]["deck"] == 10 and r.board_after["winner"] == "A"


def test_no_action_after_game_over() -> None:
    r = run("""turn A 3 phase draw
A.deck 1
B.deck 5
A draw 1
A end
""")
    assert r.illegal is not None and r.illegal.clause == "histoy-ja#12.1.1"


def test_win_by_effect_ignores_decks() -> None:
    st = final("""card 天下人 rank 4 power 1
  effect 召: win.
turn A 3 phase effect
A.deck 1
A.p1 天下人 summoned
B.deck 30
A use 1 召
""")
    assert st.result is not None and st.result.winner == "A"
    assert st.result.clause == "histoy-ja#12.1.4"
