"""Shisui's 裂傷 (sakura-ko add/22): laceration tokens, single and X/Y laceration, damage-ification,
lacerated attacks and costs, the start-phase processing and 失血死.

Tokens are kept per player and zone (Side.laceration). Modelling decision, from the text: a token
placed in a player's <오라>/<라이프>/<플레어> by 22-6-3-1 is owned by that player (22-7-1: the
damage-ifying player removes the tokens *they own* from *their* zone and takes the damage there;
22-11-1 damage-ifies the turn player's own tokens), and tokens are not sakura crystals, so they
never count toward a zone's crystal capacity (22-2..22-4 add them as a further kind of object;
7-1-3-1 caps crystals only) nor toward "the crystals in <오라>" of 22-6-3-2.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Action, Change
from judge.games.sakura import damage
from judge.games.sakura.cards import Damage, format_damage
from judge.games.sakura.flow import Gen, decide

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState

DOC = "sakura-ko"
ZONES = ("aura", "life", "flare")
DAMAGEIFY = {"aura": "22-7-1", "life": "22-7-2", "flare": "22-7-3", "out": "22-7-4"}
"""22-7-1..4: the clause that damage-ifies the tokens of each zone."""


def ko(number: str) -> str:
    """The uid of an additional rule of the Korean document.

    >>> ko("22-7-1")
    'sakura-ko#add/22-7-1'
    """
    return f"{DOC}#add/{number}"


def tokens(st: SakuraState, player: str, zone: str) -> int:
    """Laceration tokens `player` owns in their `zone` (22-1)."""
    return st.board.sides[player].laceration.get(zone, 0)


def place(st: SakuraState, player: str, zone: str, n: Damage, what: str = "laceration") -> None:
    """add/22-6-3-1: N tokens come from <게임 밖> (countless, 22-5) onto the player's zone."""
    if n is None:
        st.trace.record(ko("22-6-1"), f"{what} '-' to {player}'s {zone}: nothing happens")
        return
    side = st.board.sides[player]
    before = side.laceration.get(zone, 0)
    side.laceration[zone] = before + n
    st.trace.record(ko("22-6-3-1"), f"{what}: {n} laceration token(s) from <게임 밖> onto "
                    f"{player}'s {zone}", [Change(f"{player}.laceration.{zone}", before,
                                                  before + n)])
    bleed(st)


def options(st: SakuraState, victim: str, aura: Damage, life: Damage) -> list[str]:
    """add/22-6-3-2: '-' forces the other side; aura crystals < X forbids the aura (tokens are not
    crystals, so they do not count)."""
    if aura is None and life is None:
        return []
    if aura is None:
        return ["life"]
    if life is None:
        return ["aura"]
    if st.board.sides[victim].aura < aura:
        return ["life"]
    return ["aura", "life"]


def take(st: SakuraState, victim: str, aura: Damage, life: Damage, *, both: bool = False,
         what: str = "laceration") -> Gen[str | None]:
    """add/22-6-3-2: X/Y laceration — the victim picks aura or life; returns the zone."""
    label = format_damage(aura, life)
    if both:  # 22-6-3-2 ¶2: a damage-choice effect (10-26 両方) applies to laceration as well
        st.trace.record(ko("22-6-3-2"), f"{victim} takes both halves of laceration {label} "
                        "(the damage-choice effect 10-26 applies, 22-6-3-2)")
        for zone, n in (("aura", aura), ("life", life)):
            if n is not None:
                place(st, victim, zone, n, what)
        return "both"
    opts = options(st, victim, aura, life)
    if not opts:
        st.trace.record(ko("22-6-3-2"), f"{what} {label}: both values are '-', nothing happens")
        return None
    acts = [Action.make("damage", victim, to=o) for o in opts]
    choice = yield from decide(st, victim, f"{victim}: take laceration {label} to aura or life?",
                               ko("22-6-3-2"), acts,
                               default=acts[0] if len(acts) == 1 else None, force=True)
    zone = str(choice.arg("to"))
    reason = "chosen" if len(opts) > 1 else (
        "forced: aura holds fewer sakura crystals than the aura laceration" if aura is not None
        and life is not None else "forced: the other value is '-'")
    st.trace.record(ko("22-6-3-2"), f"{victim} takes laceration {label} to {zone} ({reason})")
    place(st, victim, zone, life if zone == "life" else aura, what)
    return zone


def damageify(st: SakuraState, player: str, zone: str) -> int:
    """add/22-7-1..3: remove all the player's tokens there and take that much damage to the zone
    (normal damage, 5-8-3-1); 22-7-4 <게임 밖>: nothing. Returns the damage X."""
    number = DAMAGEIFY[zone]
    if zone == "out":
        st.trace.record(ko(number), f"{player} damage-ifies the tokens in <게임 밖>: nothing "
                        "happens")
        return 0
    side = st.board.sides[player]
    n = side.laceration.get(zone, 0)
    with st.trace.nested(ko(number), f"{player} damage-ifies {n} laceration token(s) in their "
                         f"{zone}: removed, then {n} damage to {zone}") as step:
        side.laceration.pop(zone, None)
        step.changes.append(Change(f"{player}.laceration.{zone}", n, 0))
        damage.zone_damage(st, player, zone, n)
    return n


def start_phase(st: SakuraState, player: str) -> Gen[None]:
    """add/22-11-1: the player picks a zone holding their tokens and damage-ifies it, until none
    remain outside <게임 밖>."""
    while not st.board.over:
        held = [z for z in ZONES if tokens(st, player, z) > 0]
        if not held:
            return
        acts = [Action.make("damageify", player, to=z) for z in held]
        choice = yield from decide(st, player, f"{player}: which zone's laceration tokens are "
                                   "damage-ified first?", ko("22-11-1"), acts)
        zone = str(choice.arg("to"))
        with st.trace.nested(ko("22-11-1"), f"start phase: {player} damage-ifies the tokens in "
                             f"their {zone} (22-11-1 1)"):
            damageify(st, player, zone)


def bleed(st: SakuraState) -> None:
    """add/22-11-2 失血死: tokens on a <라이프> ≥ that life → damage-ify them at once."""
    b = st.board
    for player, side in b.sides.items():
        n = side.laceration.get("life", 0)
        if n > 0 and n >= side.life and not b.over:
            with st.trace.nested(ko("22-11-2"), f"{player}'s life holds {n} laceration token(s) "
                                 f"≥ life {side.life}: they are damage-ified at once (失血死)"):
                damageify(st, player, "life")


def pay_cost(st: SakuraState, player: str, n: int, card: str) -> None:
    """add/22-10 ii: the crystals chosen for a lacerated 消費 stay; the player takes N laceration
    to <플레어> instead."""
    st.trace.record(ko("22-10"), f"{card}'s 消費 {n} is lacerated: the {n} crystal(s) chosen "
                    f"in {player}'s flare do not move; {player} takes {n} laceration to flare")
    place(st, player, "flare", n, f"lacerated 消費 of {card}")
