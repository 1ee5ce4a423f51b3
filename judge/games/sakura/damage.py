"""5-8 ダメージ: single-value and X/Y damage, the aura-or-life choice, and 隙 (10-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Action
from judge.games.sakura import crystals
from judge.games.sakura.cards import Damage, format_damage
from judge.games.sakura.flow import Gen, decide
from judge.games.sakura.rules import uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState

_DEST = {"aura": "dust", "flare": "dust", "life": "flare"}


def damage_options(st: SakuraState, victim: str, aura: Damage, life: Damage) -> list[str]:
    """5-8-3-2: where X/Y damage may go ("-" forces the other; aura < X forbids aura)."""
    if aura is None and life is None:
        return []
    if aura is None:
        return ["life"]
    if life is None:
        return ["aura"]
    if st.board.sides[victim].aura < aura:
        return ["life"]
    return ["aura", "life"]


def take(st: SakuraState, victim: str, aura: Damage, life: Damage, *,
         both: bool = False, what: str = "damage") -> Gen[str | None]:
    """Resolve X/Y damage to `victim` (5-8-3-2); returns the zone chosen (None: nothing)."""
    label = format_damage(aura, life)
    if both:  # 10-26: both values are chosen and dealt at the same time
        st.trace.record(uid("10-26"), f"{victim} takes both halves of {label}")
        if aura is not None:
            zone_damage(st, victim, "aura", aura)
        if life is not None:
            zone_damage(st, victim, "life", life)
        return "both"
    options = damage_options(st, victim, aura, life)
    if not options:
        st.trace.record(uid("5-8-3-2"), f"{what} {label}: both values are '-', nothing happens")
        return None
    acts = [Action.make("damage", victim, to=o) for o in options]
    choice = yield from decide(st, victim, f"{victim}: take {label} to aura or life?",
                               uid("5-8-3-2"), acts, default=acts[0] if len(acts) == 1 else None,
                               force=True)
    zone = str(choice.arg("to"))
    reason = "chosen" if len(options) > 1 else (
        "forced: aura holds fewer crystals than the aura damage" if aura is not None
        and life is not None else "forced: the other value is '-'")
    st.trace.record(uid("5-8-3-2"), f"{victim} takes {label} to {zone} ({reason})")
    zone_damage(st, victim, zone, life if zone == "life" else aura)
    return zone


def zone_damage(st: SakuraState, victim: str, zone: str, n: Damage, *,
                reshuffle: bool = False) -> int:
    """5-8-3-1: aura/flare damage → <ダスト>; life damage → the same player's <フレア>."""
    if n is None:
        return 0
    src = f"{victim}.{zone}"
    dst = "dust" if _DEST[zone] == "dust" else f"{victim}.flare"
    moved = crystals.move(st, src, dst, n, uid("5-8-3-1"), f"{victim} takes {n} damage to {zone}")
    if zone == "life" and n >= 1 and not reshuffle:
        _opening(st, victim)
    if zone == "life" and not reshuffle:  # sakura-ko add/21-6-3: ≥0 life damage shifts 相場
        from judge.games.sakura import akina

        akina.life_damaged(st, victim)
    return moved


def _opening(st: SakuraState, victim: str) -> None:
    """10-6 隙: on ≥1 life damage not from a reshuffle, the 隙 enhancement goes face down."""
    side = st.board.sides[victim]
    for name in list(side.enhancements):
        if "opening" in st.board.card(name).keywords and name in side.enhancements:
            side.facedown.append(name)
            st.trace.record(uid("10-6"), f"隙: {victim}'s {name} is put face down")
            crystals.move(st, f"{victim}.enh:{name}", "dust", side.enhancements[name],
                          uid("10-6"), f"隙: then the crystals on {name} go to dust")
            side.enhancements.pop(name, None)


