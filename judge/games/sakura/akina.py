"""Akina's rules (sakura-ko add/21): 相場 (market price 1..4), the <流通量> zone (≤ 4 crystals),
回収 (collect), 投資権 (investment), the life-damage market shift and the 時価 cost.

A player "has" a market price when Side.market is not None (they bear アキナ, 21-2-1); a player
without it is read as 1 wherever a market price is referred to (21-2-1 last paragraph).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Action, Change
from judge.games.sakura import crystals
from judge.games.sakura.flow import Gen, decide
from judge.games.sakura.rules import other

if TYPE_CHECKING:
    from judge.games.sakura.board import Board
    from judge.games.sakura.cards import CardDef
    from judge.games.sakura.state import SakuraState

MARKET_MIN, MARKET_MAX = 1, 4
"""21-2-1: the market price lies in 1..4 (starts at 2)."""
CIRCULATION_MAX = 4
"""21-1: <流通量> holds at most 4 sakura crystals."""
MARKET_ZONE = {4: "life", 3: "flare", 2: "aura", 1: "dust"}
"""21-2-1: the zone each market price corresponds to."""


def ko(number: str) -> str:
    """The uid of an additional rule of the Korean document ("sakura-ko#add/21-5")."""
    return f"sakura-ko#add/{number}"


def market(b: Board, player: str) -> int:
    """add/21-2-1: the player's market price; 1 for a player without one."""
    value = b.sides[player].market
    return MARKET_MIN if value is None else value


def shift(st: SakuraState, player: str, delta: int, clause: str, why: str) -> None:
    """Raise / lower a market price within 1..4 (21-2-1); nothing for a player without one."""
    side = st.board.sides[player]
    if side.market is None:
        return
    before = side.market
    side.market = max(MARKET_MIN, min(MARKET_MAX, before + delta))
    st.trace.record(clause, f"{why}: {player}'s market price {before} → {side.market}",
                    [Change(f"{player}.market", before, side.market)])


def cost_of(b: Board, player: str, card: CardDef) -> int:
    """add/21-3-1: a 時価 消費 is the owner's market price (no other effect changes it)."""
    return market(b, player) if "market-cost" in card.keywords else card.cost


def _zone(st: SakuraState, player: str, own: bool) -> str:
    """add/21-5 2 / 21-6-1 2: the zone of the current market price; a player's zone is the
    opponent's (collect) or one's own (investment)."""
    kind = MARKET_ZONE[market(st.board, player)]
    if kind == "dust":
        return "dust"
    return f"{player if own else other(player)}.{kind}"


def collect(st: SakuraState, player: str) -> bool:
    """add/21-5 回収: 1 circulation → dust; 2 a crystal of the market zone (the opponent's) → own
    aura (full: dust instead); 3 market −2. Each step needs the one before; True if all ran."""
    side = st.board.sides[player]
    with st.trace.nested(ko("21-5"), f"{player} collects (回収)"):
        if crystals.move(st, f"{player}.circulation", "dust", 1, ko("21-5"),
                         "回収 1: a crystal of <유통량> goes to dust") != 1:
            st.trace.record(ko("21-5"), "回収 1 could not be done: the rest is skipped")
            return False
        src = _zone(st, player, own=False)
        dst = f"{player}.aura" if crystals.room(st.board, f"{player}.aura") else "dust"
        if crystals.move(st, src, dst, 1, ko("21-5"), f"回収 2: market {side.market} → a "
                         f"crystal of {src} goes to {dst}") != 1:
            st.trace.record(ko("21-5"), "回収 2 could not move a crystal: the rest is skipped")
            return False
        shift(st, player, -2, ko("21-5"), "回収 3")
    return True


def invest(st: SakuraState, player: str) -> Gen[bool]:
    """add/21-6-1 投資権: 1 a discarded / used card with 投資権 → face down / unused; 2 a crystal of
    the market zone (one's own) → own <流通量>; 3 market +1. Each step needs the one before."""
    b = st.board
    side = b.sides[player]
    names = [n for n in dict.fromkeys(side.discard) if "investment" in b.card(n).keywords]
    names += [n for n, s in side.specials.items() if s == "used"
              and "investment" in b.card(n).keywords]
    with st.trace.nested(ko("21-6-1"), f"{player} uses 投資権"):
        if not names:
            st.trace.record(ko("21-6-1"), "投資権 1: no card with 投資権 in the discard or among "
                            "used 切札: the rest is skipped")
            return False
        options = [Action.make("pick", player, card=n) for n in names]
        choice = yield from decide(st, player, f"{player}: which 投資権 card?", ko("21-6-1"),
                                   options)
        name = str(choice.arg("card"))
        if b.card(name).special:
            side.specials[name] = "unused"
            st.trace.record(ko("21-6-1"), f"投資権 1: {name} becomes unused")
        else:
            side.discard.remove(name)
            side.facedown.append(name)
            st.trace.record(ko("21-6-1"), f"投資権 1: {name} goes face down")
        src = _zone(st, player, own=True)
        if crystals.move(st, src, f"{player}.circulation", 1, ko("21-6-1"),
                         f"投資権 2: market {market(b, player)} → a crystal of {src} goes to "
                         "<유통량>") != 1:
            st.trace.record(ko("21-6-1"), "投資権 2 could not move a crystal: the rest is skipped")
            return False
        shift(st, player, 1, ko("21-6-1"), "投資権 3")
    return True


def main_start(st: SakuraState, player: str) -> Gen[None]:
    """add/21-6-2 / 21-6-1: at the start of their main phase an Akina player may collect once, or
    (not having collected) use 投資権; default: neither."""
    if st.board.sides[player].market is None:
        return
    options = [Action.make("akina", player, do=d) for d in ("none", "collect", "invest")]
    choice = yield from decide(st, player, f"{player}: collect (回収) or use 投資権 at the start "
                               "of the main phase?", ko("21-6-2"), options, default=options[0],
                               force=True)
    if choice.arg("do") == "collect":
        collect(st, player)
    elif choice.arg("do") == "invest":
        yield from invest(st, player)


def before_reshuffle(st: SakuraState, player: str) -> Gen[None]:
    """add/21-6-1 (first timing): right before a reshuffle an Akina player may use 投資権, as an
    interrupt; default: not."""
    if st.board.sides[player].market is None:
        return
    options = [Action.make("akina", player, do=d) for d in ("none", "invest")]
    choice = yield from decide(st, player, f"{player}: use 投資権 before the reshuffle?",
                               ko("21-6-1"), options, default=options[0], force=True)
    if choice.arg("do") == "invest":
        yield from invest(st, player)


def life_damaged(st: SakuraState, victim: str) -> None:
    """add/21-6-3: right after ≥0 damage to a life (not by reshuffle): the victim's market −1, the
    opponent's +1."""
    b = st.board
    if b.sides[victim].market is None and b.sides[other(victim)].market is None:
        return
    shift(st, victim, -1, ko("21-6-3"), "life damage")
    shift(st, other(victim), 1, ko("21-6-3"), "the opponent took life damage")
