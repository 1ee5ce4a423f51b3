"""The Hi!story Game: a factory of positions (a demo deck when none is given)."""

from __future__ import annotations

from judge.engine.core import Game
from judge.games.histoy.model import DOC, PLAYERS, CardDef, Effect, Op, Sentence, Target
from judge.games.histoy.parser import parse_effect
from judge.games.histoy.state import HistoyState

_DRAW1 = Effect("召", (Sentence((Op("draw", amount=1),)),))
_PUMP = Effect("1", (Sentence((Op("power", target=Target("this"), amount=1000),)),))
DEMO_CARDS: tuple[CardDef, ...] = (
    CardDef("足軽", rank=0, power=1000, attacker=True,
            effects=(parse_effect("power this +500.", "on attack_phase"),)),
    CardDef("門番", rank=0, power=2000, blocker=True),
    CardDef("学者", rank=1, power=1000, blocker=True, effects=(_DRAW1,)),
    CardDef("侍", rank=1, power=3000, attacker=True),
    CardDef("忍", rank=2, power=2000, attacker=True, substitute=True,
            effects=(parse_effect("draw 1.", "on leaving"),)),
    CardDef("武将", rank=2, power=4000, attacker=True, blocker=True, effects=(_PUMP,)),
    CardDef("軍師", rank=3, power=5000, blocker=True),
    CardDef("大名", rank=3, power=6000, attacker=True),
    CardDef("天下人", rank=4, power=8000, attacker=True, blocker=True),
    CardDef("一揆", kind="incident", level=1, defence=True,
            effects=(Effect("", (Sentence((Op("rest", target=Target("attacker")),)),)),)),
    CardDef("刺客", rank=2, power=2000, attacker=True,
            effects=(parse_effect("send opp.p1 grave. then draw 1.", "召"),)),
    CardDef("軍配", rank=1, power=1000, blocker=True,
            effects=(parse_effect("summon 足軽 門番 empty.", "1"),
                     parse_effect("opp mill 1.", "on leave"))),
    CardDef("坊主", rank=2, power=2000, blocker=True,
            effects=(parse_effect("forbid opp attack. nullify own 1.", "召"),)),
    CardDef("旗本", rank=3, power=3000, attacker=True,
            effects=(parse_effect("power all own up +500.", "常"),)),
    CardDef("殿", rank=4, power=6000, attacker=True,
            effects=(parse_effect("extra_turn. then set 天下人 on 1.", "召"),)),
    CardDef("城", kind="incident", level=2,
            effects=(parse_effect("draw to 5. then opp mill 1, move own.p2 to 3.", ""),)),
)
DEMO_DECK = (["足軽"] * 4 + ["門番"] * 4 + ["学者"] * 3 + ["侍"] * 3 + ["軍配"] * 2
             + ["忍"] * 2 + ["武将"] * 2 + ["刺客"] * 2 + ["坊主"] * 2 + ["軍師"] * 2
             + ["大名"] * 2 + ["旗本"] * 2 + ["天下人"] * 2 + ["殿"] * 1 + ["一揆"] * 2
             + ["城"] * 2)
"""A 37-card demo deck exercising every rules area the engine models (random play, bench)."""


class HistoyGame(Game):
    """Hi!story (comprehensive rulebook v1.0.0, doc histoy-ja)."""

    name = "histoy"
    doc = DOC

    def new_initial_state(self, seed: int = 0) -> HistoyState:
        """5.1: shuffled decks, five cards each, redraw decisions pending (phase setup)."""
        defs = {c.name: c for c in DEMO_CARDS}
        st = HistoyState(defs, seed)
        st.phase = "setup"
        for player in PLAYERS:
            z = st.z[player]
            z.deck = [st.new_card(player, defs[n]) for n in DEMO_DECK]
            st.rng.shuffle(z.deck)  # 5.1.1
            z.hand = [z.deck.pop(0) for _ in range(5)]  # 5.1.2
        st.turns = {"A": 0, "B": 0}
        st.seal_totals()
        return st
