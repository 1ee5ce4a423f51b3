"""MagicalGirlGame: the factory of battle-phase states, from defaults or from a scenario."""

from __future__ import annotations

from judge.engine.core import Game
from judge.games.magical_girl.model import DOC, Board, Card, Monster, Player, Trigger
from judge.games.magical_girl.scenario import MagicalGirlScenario
from judge.games.magical_girl.state import MagicalGirlState


class MagicalGirlGame(Game):
    """魔法少女 ザ・デュエル battle phase (rules 506, 800–806 of 002)."""

    name = "magical-girl"
    doc = DOC

    def new_initial_state(self) -> MagicalGirlState:
        """Two players with 7 orbs each; P1 has one recovered 1000/1000 monster.

        >>> MagicalGirlGame().new_initial_state().pos
        '802.2'
        """
        board = Board(turn="P1", players={"P1": Player("P1", 7), "P2": Player("P2", 7)})
        board.monsters["M1"] = Monster("M1", "P1", 1000, 1000)
        return MagicalGirlState(board)

    def state_from(self, scenario: MagicalGirlScenario) -> MagicalGirlState:
        """The battle phase of a scenario's board, started (506.1) up to its first decision."""
        return MagicalGirlState(board_from(scenario))


def board_from(s: MagicalGirlScenario) -> Board:
    """A fresh Board from a validated scenario's setup lines."""
    board = Board(turn=s.turn, first_turn=s.first_turn,
                  players={p.name: Player(p.name, p.orbs, p.hand) for p in s.players})
    for m in s.monsters:
        board.monsters[m.name] = Monster(
            m.name, m.controller, m.atk, m.defense, m.state, forbid_attack=m.forbid_attack,
            untargetable=m.untargetable, cost=m.cost, corrupt=m.corrupt)
    for c in s.cards:
        board.cards[c.name] = Card(c.name, c.controller, c.targetable)
    board.triggers = [Trigger(t.name, t.controller, t.event, t.effect, t.once) for t in s.triggers]
    return board
