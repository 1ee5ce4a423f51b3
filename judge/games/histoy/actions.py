"""Action dispatch: which rule module validates and performs each action kind; candidates."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.core import Action, IllegalAction
from judge.games.histoy import attack, effects, turns
from judge.games.histoy.model import PLACES, other, uid
from judge.games.histoy.state import HistoyState

Handler = Callable[[HistoyState, Action], None]

_TABLE: dict[str, tuple[Handler, Handler]] = {
    "redraw": (turns.validate_redraw, turns.do_redraw),
    "keep": (turns.validate_keep, turns.do_keep),
    "draw": (turns.validate_draw, turns.do_draw),
    "summon": (turns.validate_summon, turns.do_summon),
    "set": (turns.validate_set, turns.do_set),
    "end": (turns.validate_end, turns.do_end),
    "use": (effects.validate_use, effects.do_use),
    "attack": (attack.validate_attack, attack.do_attack),
    "block": (attack.validate_block, attack.do_block),
    "substitute": (attack.validate_substitute, attack.do_substitute),
    "pass": (attack.validate_pass, attack.do_pass),
}


_DEFENCES = ("block", "substitute", "pass", "incident")


def _handlers(st: HistoyState, a: Action) -> tuple[Handler, Handler]:
    if a.kind == "incident":
        if st.attack is not None and a.player == other(st.attack.player):
            return attack.validate_defence_incident, attack.do_defence_incident
        return effects.validate_incident, effects.do_incident
    try:
        return _TABLE[a.kind]
    except KeyError:
        raise IllegalAction(uid("5.2.1"), f"unknown action {a.kind!r}") from None


def validate(st: HistoyState, a: Action) -> None:
    """Raise IllegalAction (naming the clause) unless `a` may be taken now."""
    if st.result is not None:
        raise IllegalAction(st.result.clause, "the game is over")
    if st.attack is None and st.last_defence and a.kind in _DEFENCES and \
            a.player != st.active:
        if st.last_defence == "substitute":
            raise IllegalAction(uid("11.2.6"), "the attack met a 身代わり: no block or incident "
                                "may be added")
        raise IllegalAction(uid("11.2.5"), f"the attack already met its one defence "
                            f"({st.last_defence})")
    setup_turn = st.phase == "setup" and a.player not in st.kept  # 5.1.3 both decide
    if a.player != st.to_move() and not setup_turn:
        if st.attack is not None:
            raise IllegalAction(uid("11.2.1"), f"{other(st.attack.player)} must first choose a "
                                "defence")
        raise IllegalAction(uid("5.2.1"), f"it is {st.to_move()}'s turn to act, not "
                            f"{a.player}'s")
    _handlers(st, a)[0](st, a)


def perform(st: HistoyState, a: Action) -> None:
    """Carry out a validated action, recording every change with its clause."""
    _handlers(st, a)[1](st, a)


def _marks(st: HistoyState, player: str, n: int) -> list[str]:
    top = st.place(player, n).top
    marks = sorted({e.mark for e in top.defn.effects if e.mark in ("召", "1")}) if top else []
    return marks or [""]


def candidates(st: HistoyState) -> list[Action]:
    """Every action worth asking about now (legal or not) for the player to move."""
    if st.result is not None:
        return []
    p = st.to_move()
    hand = sorted({c.name for c in st.z[p].hand if c.defn.kind != "blank"})
    mine = [i for i in range(1, PLACES + 1) if st.place(p, i).cards]
    free = [i for i in range(1, PLACES + 1) if not st.place(p, i).cards][:1]
    theirs = [i for i in range(1, PLACES + 1) if st.place(other(p), i).cards]
    mk = Action.make
    if st.phase == "setup":
        return [mk("keep", p)] + [mk("redraw", p, cards=(n,)) for n in hand]
    if st.attack is not None:
        out = ([mk("pass", p)] + [mk("block", p, place=i) for i in mine]
               + [mk("substitute", p, card=n) for n in hand]
               + [mk("incident", p, card=n) for n in hand])
        if st.nullify[p]:
            out += [Action(a.kind, a.player, tuple(sorted((*a.args, ("zero", True)))))
                    for a in list(out)]
        return out
    if st.phase == "draw":
        return [mk("draw", p, n=n) for n in (0, 1, 2)]
    out = [mk("end", p)]
    if st.phase == "summon":
        out += [mk("summon", p, card=n, place=i) for n in hand for i in free]
    elif st.phase == "effect":
        out += [mk("use", p, place=i, mark=m) for i in mine
                for m in _marks(st, p, i)]
        out += [mk("incident", p, card=n) for n in hand]
    elif st.phase == "set":
        out += [mk("set", p, card=n, place=i) for n in hand for i in mine]
    elif st.phase == "attack":
        out += [mk("attack", p, place=i, target=t) for i in mine for t in ["deck", *theirs]]
    return out
