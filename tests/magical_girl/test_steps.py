"""One test per rule step of 002 (506.1, 802–806) with exact board states and cited clauses."""

from __future__ import annotations

import pytest

from judge.engine.core import Action, IllegalAction
from judge.games.magical_girl.model import uid

from .helpers import clauses, played

A_VS_P2 = "monster A of P1 atk 2000 def 1000 recover\n"


def test_506_1_first_turn_has_no_battle_phase() -> None:
    state, _ = played(A_VS_P2, header="game magical-girl\nturn P1 first\nplayer P1 orbs 7\n"
                      "player P2 orbs 7\n")
    assert clauses(state) == ["506.1"]
    assert state.trace.steps[0].what == "this is the game's first turn: P1 has no battle phase"
    assert state.pos == "over" and state.legal_actions() == []
    with pytest.raises(IllegalAction) as err:
        state.apply(Action.make("attack", "P1", attacker="A", target="P2"))
    assert err.value.clause == uid("506.1")


def test_802_start_step_opens_priority_after_the_trigger_window() -> None:
    state, _ = played(A_VS_P2)
    assert clauses(state) == ["506.1", "801.1", "802", "802.1", "802.2"]
    assert state.pos == "802.2"
    decision = state.pending_decision()
    assert decision is not None and decision.clause == uid("802.2") and decision.player == "P1"
    assert Action.make("pass", "P1") in decision.options


def test_803_1_and_803_2_then_the_declaration_decision() -> None:
    state, _ = played(A_VS_P2 + "pass\npass\n")
    assert clauses(state)[5:] == ["802.2", "803", "803.1", "803.2", "803.2", "803.3"]
    assert state.pos == "803.3"
    assert state.legal_actions() == [Action.make("attack", "P1", attacker="A", target="P2")]


def test_803_3a_refuses_rested_reversed_forbidden_and_opposing_attackers() -> None:
    state, _ = played(A_VS_P2 + "monster R of P1 atk 9 def 9 rest\n"
                      "monster V of P1 atk 9 def 9 reverse\n"
                      "monster F of P1 atk 9 def 9 recover forbid_attack\n"
                      "monster O of P2 atk 9 def 9 recover\nat 803.3\n")
    reasons = {(a.arg("attacker"), a.arg("target")): e for a, e in state.illegal_reasons()}
    assert reasons[("R", "P2")].clause == uid("803.3a")
    assert reasons[("R", "P2")].reason == "R is rest (レスト状態), not recovered (リカバー状態)"
    assert reasons[("V", "P2")].reason == (
        "V is reverse (リバース状態), not recovered (リカバー状態)")
    assert reasons[("F", "P2")].reason == "F is forbidden to attack"
    assert reasons[("O", "P2")].reason == "O is controlled by P2, not by the turn player P1"
    assert [(a.arg("attacker"), a.arg("target")) for a in state.legal_actions()] == [
        ("A", "P2"), ("A", "O")]


def test_803_3b_reversed_opposing_monster_shields_the_player() -> None:
    state, _ = played(A_VS_P2 + "monster R of P2 atk 500 def 500 reverse\nat 803.3\n")
    with pytest.raises(IllegalAction) as err:
        state.apply(Action.make("attack", "P1", attacker="A", target="P2"))
    assert err.value.clause == uid("803.3b")
    assert "reversed opposing monster R" in err.value.reason
    assert state.pos == "803.3"  # refused: nothing changed
    assert state.board.monsters["A"].state == "recover"


def test_803_3_without_any_legal_choice_goes_to_806() -> None:
    state, _ = played("monster A of P1 atk 1000 def 1000 rest\nfinish\n")
    assert "803.3" in clauses(state) and "803.3a" not in clauses(state)
    assert clauses(state)[-4:] == ["806.1", "806.2", "806.2", "806"]
    assert state.pos == "over"


def test_803_4_rests_the_attacker_and_pays_the_discard() -> None:
    state, _ = played("monster A of P1 atk 2000 def 1000 recover cost 1\nattack A -> P2\n")
    assert state.board.monsters["A"].state == "rest"
    assert state.board.players["P1"].hand == 0
    assert state.board.battle is not None
    assert state.board.battle.to_json() == {"attacker": "A", "target": "P2",
                                            "target_kind": "player", "attacked": None}
    step = next(s for s in state.trace.steps if s.clause == uid("803.4"))
    assert [c.to_json() for c in step.changes] == [
        {"path": "A.state", "before": "recover", "after": "rest"}]
    assert [c.what for c in step.children] == ["P1 discards 1 card(s) to attack"]
    assert state.pos == "803.6"


def test_803_4_unpayable_cost_returns_to_the_choice() -> None:
    state, _ = played("monster A of P1 atk 2000 def 1000 recover cost 2\n"
                      "monster B of P1 atk 1 def 1 recover\nat 803.3\n")
    with pytest.raises(IllegalAction) as err:
        state.apply(Action.make("attack", "P1", attacker="A", target="P2"))
    assert err.value.clause == uid("803.4")
    assert state.board.monsters["A"].state == "recover" and state.pos == "803.3"
    assert state.board.players["P1"].hand == 1


def test_803_5_target_monster_becomes_the_attacked_monster() -> None:
    state, _ = played(A_VS_P2 + "monster T of P2 atk 1 def 1 recover\nattack A -> T\n")
    assert state.board.battle is not None and state.board.battle.attacked == "T"
    assert clauses(state)[-3:] == ["803.4", "803.5", "803.6"]


def test_803_4a_attacker_that_leaves_stops_attacking_and_804_1_ends_the_battle() -> None:
    state, _ = played(A_VS_P2 + "attack A -> P2\nP2: remove A\npass\n")
    assert state.board.battle is not None and state.board.battle.attacker is None
    assert clauses(state)[14:] == ["803.6", "803.6", "803.4a", "803.6", "804", "804.1", "805",
                                   "805.1", "805.2"]
    assert state.board.players["P2"].orbs == 3


def test_803_5a_attacked_monster_losing_stats_stops_being_attacked() -> None:
    state, _ = played(A_VS_P2 + "monster T of P2 atk 1 def 1 recover\nattack A -> T\n"
                      "lose_stats T\npass\n")
    assert "803.5a" in clauses(state)
    assert state.board.monsters["T"].zone == "battlefield"
    assert "804.3" not in clauses(state)


def test_804_2_reversed_attacker_ends_the_battle() -> None:
    state, _ = played(A_VS_P2 + "attack A -> P2\nswitch A reverse\npass\n")
    assert clauses(state)[14:] == ["803.6", "803.6", "803.6", "804", "804.1", "804.2", "805",
                                   "805.1", "805.2"]
    assert state.board.players["P2"].orbs == 3


@pytest.mark.parametrize(("atk", "target_state", "destroyed", "rule"), [
    (2001, "recover", True, "804.3"),
    (2000, "recover", False, "804.3"),
    (1999, "rest", False, "804.3"),
    (501, "reverse", True, "804.4"),
    (500, "reverse", False, "804.4"),
])
def test_804_3_and_804_4_only_strictly_greater_destroys(
        atk: int, target_state: str, destroyed: bool, rule: str) -> None:
    state, _ = played(f"monster A of P1 atk {atk} def 100 recover\n"
                      f"monster T of P2 atk 2000 def 500 {target_state}\nattack A -> T\npass\n")
    assert state.board.monsters["T"].zone == ("graveyard" if destroyed else "battlefield")
    assert state.board.monsters["A"].zone == "battlefield"
    judged = next(s for s in state.trace.steps if s.clause == uid(rule))
    value, stat = (500, "DEF") if rule == "804.4" else (2000, "ATK")
    assert judged.what == f"A ATK {atk} vs T {stat} {value}"
    assert state.pos == "804.6"


def test_804_5_corrupts_one_orb() -> None:
    state, _ = played(A_VS_P2 + "attack A -> P2\npass\n")
    assert state.board.players["P2"].to_json() == {"orbs": 2, "hand": 0, "corrupted": 1}
    assert state.won is None and state.pos == "804.6"


def test_804_5_zero_orbs_wins_at_once() -> None:
    state, _ = played(A_VS_P2 + "attack A -> P2\npass\n",
                      header="game magical-girl\nturn P1\nplayer P1 orbs 7\nplayer P2 orbs 0\n")
    assert state.is_terminal() and state.pos == "won"
    outcome = state.outcome()
    assert outcome is not None and (outcome.winner, outcome.clause) == ("P1", uid("804.5"))
    assert clauses(state)[-1] == "804.5"


def test_805_until_end_of_battle_effects_end_at_805_3a_not_805_1() -> None:
    state, _ = played(A_VS_P2 + "attack A -> P2\natk A +700 until end of battle\n"
                      "def A -300\nat 805.2\n")
    assert state.board.atk("A") == 2700 and state.board.defense("A") == 700
    state.apply(Action.make("pass", "P1"))
    assert state.board.atk("A") == 2000 and state.board.defense("A") == 700
    ended = next(s for s in state.trace.steps if s.clause == uid("805.3a"))
    assert [c.to_json() for c in ended.changes] == [
        {"path": "A.atk", "before": 2700, "after": 2000}]


def test_805_3b_pending_trigger_opens_priority_and_restarts() -> None:
    state, _ = played(A_VS_P2 + "trigger T of P1 on effects_end: orbs P1 +1\n"
                      "attack A -> P2\nforbid A until end of battle\nat 805.3b\n")
    assert state.board.players["P1"].orbs == 8
    state.apply(Action.make("pass", "P1"))
    tail = clauses(state)
    restart = len(tail) - 1 - tail[::-1].index("805.3")
    assert tail[restart:restart + 3] == ["805.3", "805.3a", "805.3b"]
    assert state.board.players["P1"].orbs == 8  # the trigger already fired: no new pending


def test_805_5_loops_back_to_803_then_806() -> None:
    state, _ = played(A_VS_P2 + "monster B of P1 atk 1 def 1 recover\n"
                      "attack A -> P2\nattack B -> P2\nfinish\n")
    cited = clauses(state)
    assert cited.count("803.1") == 2 and cited.count("805.5") == 2
    assert state.board.players["P2"].orbs == 1
    assert cited[-1] == "806" and state.pos == "over"


def test_priority_window_refuses_attacks_and_declaration_refuses_effects() -> None:
    state, _ = played(A_VS_P2)
    with pytest.raises(IllegalAction) as err:
        state.apply(Action.make("attack", "P1", attacker="A", target="P2"))
    assert err.value.clause == uid("803.3")
    state, _ = played(A_VS_P2 + "at 803.3\n")
    with pytest.raises(IllegalAction) as err:
        state.apply(Action.make("pass", "P1"))
    assert err.value.clause == uid("803.3")


def test_removing_more_orbs_than_exist_stops_at_zero() -> None:
    state, _ = played(A_VS_P2 + "orbs P2 -5\n")
    assert state.board.players["P2"].orbs == 0


def test_every_step_cites_commentary_where_the_wiki_explains_it() -> None:
    state, _ = played(A_VS_P2 + "attack A -> P2\nfinish\n")
    judged = next(s for s in state.trace.steps if s.clause == uid("804.5"))
    assert judged.also == [uid("804/wiki/攻撃目標を相手プレイヤーとしている場合の判定")]
    assert judged.to_json()["also"] == judged.also
