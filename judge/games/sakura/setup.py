"""4-1 桜花決闘の準備: crystals, decks (7 normal + 3 special), first player, draw 3, mulligan."""

from __future__ import annotations

import random

from judge.games.sakura.board import Board, Side
from judge.games.sakura.cards import CardDef, Cond, Effect, parse_range

E = Effect.make


def _attack(name: str, rng: str, aura: int | None, life: int | None, **kw: object) -> CardDef:
    return CardDef(name, "attack", range=parse_range(rng), aura=aura, life=life, **kw)  # type: ignore[arg-type]


def default_cards(prefix: str) -> list[CardDef]:
    """A generic deck for random play (invented cards covering each rules area)."""
    p = prefix
    return [
        _attack(f"{p}斬", "3-4", 3, 1),
        _attack(f"{p}柄打ち", "1-2", 2, 1, sections=(("after", (E("draw", n=1),)),)),
        _attack(f"{p}突き", "2-3", 1, 1, subtype="reaction"),
        _attack(f"{p}大振り", "4-5", 5, 3, subtype="full"),
        CardDef(f"{p}足捌き", "action", sections=(("use", (
            E("move", src="distance", dst="my.aura", n=1, both=True),)),)),
        CardDef(f"{p}圧気", "enhance", storage=2, keywords=frozenset({"opening"}), sections=(
            ("destroy", (E("attack", range=parse_range("1-4"), aura=3, life=None),)),)),
        CardDef(f"{p}見切り", "action", subtype="reaction", sections=(("use", (
            E("plus", aura=-1, life=0),)),)),
        _attack(f"{p}月影落", "3-4", 4, 4, special=True, cost=7),
        CardDef(f"{p}浦波嵐", "action", special=True, subtype="reaction", cost=2, sections=(
            ("use", (E("cancel", what="damage"),)),), rerise=Cond("my.life", "<=", 5)),
        CardDef(f"{p}天音揺波", "enhance", special=True, cost=3, storage=3, sections=(
            ("ongoing", (E("plus", aura=1, life=0),)),)),
    ]


def initial_board(seed: int = 0, mulligan: dict[str, list[str]] | None = None) -> Board:
    """4-1 1)-7): the board right before the first player's first turn."""
    rng = random.Random(seed)
    cards: dict[str, CardDef] = {}
    sides: dict[str, Side] = {}
    for p, prefix in (("A", "A:"), ("B", "B:")):
        deck = default_cards(prefix)
        cards.update({c.name: c for c in deck})
        normal = [c.name for c in deck if not c.special]
        rng.shuffle(normal)
        sides[p] = Side(aura=3, life=10, flare=0, deck=normal,  # 4-1 1)-2), 4)
                        specials={c.name: "unused" for c in deck if c.special}, first_turn=True)
    first = rng.choice(["A", "B"])  # 4-1 3)
    for p in (first, "B" if first == "A" else "A"):
        side = sides[p]
        side.hand, side.deck = side.deck[:3], side.deck[3:]  # 4-1 4)
        back = [c for c in (mulligan or {}).get(p, []) if c in side.hand]  # 4-1 5)
        for c in back:
            side.hand.remove(c)
            side.deck.append(c)
        side.hand.extend(side.deck[: len(back)])
        side.deck = side.deck[len(back):]
    sides[first].focus = 0  # 4-1 6)
    sides["B" if first == "A" else "A"].focus = 1
    return Board(sides=sides, cards=cards, distance=10, dust=0, turn=first, phase="start",
                 mode=None, start_distance=10)
