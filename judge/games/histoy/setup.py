"""Scenario board → HistoyState, rejecting impossible boards with the clause they break."""

from __future__ import annotations

from judge.engine.core import InvariantViolation
from judge.errors import ScenarioError
from judge.games.histoy.model import FILLER, FILLER_CARD, PLAYERS, CardDef, other, uid
from judge.games.histoy.scenario import HistoyScenario
from judge.games.histoy.state import PHASES, Forbid, HistoyState


def _error(s: HistoyScenario, where: str, message: str) -> ScenarioError:
    """A setup error at the line of board statement `where` (when the text is known)."""
    line = s.lines.get(where)
    prefix = f"{s.path}: " if s.path else ""
    return ScenarioError(prefix + message, line, 1 if line else None)


def _def(s: HistoyScenario, name: str, where: str) -> CardDef:
    if name == FILLER:
        return FILLER_CARD
    try:
        return s.cards[name]
    except KeyError:
        raise _error(s, where, f"card {name!r} is used on the board but never defined "
                               "(add a `card` line)") from None


def build_state(s: HistoyScenario, seed: int = 0) -> HistoyState:
    """The position a scenario describes (raises ScenarioError naming the broken clause)."""
    st = HistoyState(s.cards, seed)
    if s.phase not in PHASES:
        raise ScenarioError(f"unknown phase {s.phase!r}")
    st.active, st.first, st.phase = s.active, s.first, s.phase
    st.order = list(s.order)
    if s.turn < 1:
        raise _error(s, "turn", f"turn {s.turn}: turns count from 1 (histoy-ja#5.6.1)")
    st.turns = {s.active: s.turn,
                other(s.active): s.turn - 1 if s.active == s.first else s.turn}
    st.serial = st.turns["A"] + st.turns["B"]
    for player in PLAYERS:
        side = s.sides.get(player)
        if side is None:
            continue
        z = st.z[player]
        for zone in ("deck", "hand", "grave"):
            for name in getattr(side, zone):
                getattr(z, zone).append(st.new_card(player, _def(s, name, f"{player}.{zone}")))
        for n, spec in sorted(side.places.items()):
            place = st.place(player, n)
            for i, name in enumerate(spec.cards):
                defn = _def(s, name, f"{player}.p{n}")
                if defn.kind != "person":
                    rule = uid("6.8.3") if defn.kind == "incident" else uid("2.2.1")
                    raise _error(s, f"{player}.p{n}", f"{player}.p{n}: {name} cannot be on the "
                                 f"field ({rule})")
                card = st.new_card(player, defn)
                card.face_up = not (spec.down and i == len(spec.cards) - 1)
                place.cards.append(card)
            place.rested = spec.rested
            top = place.top
            assert top is not None
            if "summoned" in spec.flags or "noset" in spec.flags:
                top.summoned_turn = st.serial
            if "noset" in spec.flags:
                top.noset_turn = st.serial
            if "used" in spec.flags:
                top.used_turn = st.serial
            if "used1" in spec.flags:
                top.used_one = True
        for flag in side.flags:
            if flag == "incident_used":
                st.incident_serial[player] = st.serial
            elif flag == "extra_turn":
                st.extra_turn = True
            elif flag.startswith("summonlimit="):
                st.summon_limit[player] = int(flag.split("=")[1])
            elif flag.startswith("nullify="):
                st.nullify[player] = int(flag.split("=")[1])
            elif flag.startswith("handcap="):
                st.handcap[player] = int(flag.split("=")[1])
            elif flag.startswith("forbid_"):
                st.forbids[(player, flag[7:])] = Forbid(serial=st.serial)
    if st.phase == "setup":
        for player in PLAYERS:
            if len(st.z[player].hand) != 5:
                raise _error(s, f"{player}.hand", f"{player} starts with "
                             f"{len(st.z[player].hand)} cards in hand; the opening hand is 5 "
                             f"({uid('5.1.2')})")
    try:
        st.check_invariants()
    except InvariantViolation as err:
        raise ScenarioError(f"impossible board: {err}") from None
    if st.phase != "setup":
        empty = [p for p in PLAYERS if not st.z[p].deck]
        if empty:
            raise _error(s, f"{empty[0]}.deck", f"impossible board: {empty[0]}'s deck is empty, "
                         f"so the game is already over ({uid('12.1.1')})")
    st.seal_totals()
    return st
