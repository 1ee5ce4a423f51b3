"""9-5 付与札の破棄 as a state-based effect (5-5-2) with 【破棄時】 effects; 即再起 checks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Action
from judge.games.sakura.flow import Gen, decide
from judge.games.sakura.rules import uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState


def settle(st: SakuraState) -> Gen[None]:
    """5-5: resolve state-based effects until none applies (turn player first, 5-5)."""
    b = st.board
    while True:
        empty = [(p, name) for p in (b.turn, "B" if b.turn == "A" else "A")
                 for name, n in b.sides[p].enhancements.items()
                 if n == 0 and name not in b.discarding]
        if not empty:
            _quick_rerise(st)
            return
        owner, name = empty[0]
        if len(empty) > 1:  # 5-5: the turn player picks which state-based effect goes first
            options = [Action.make("order", b.turn, card=f"{p}:{n}") for p, n in empty]
            choice = yield from decide(st, b.turn, f"{b.turn}: which enhancement is discarded "
                                       "first?", uid("5-5"), options, default=options[0])
            owner, _, name = str(choice.arg("card")).partition(":")
            st.trace.record(uid("5-5"), f"{b.turn}, the turn player, chooses which enhancement "
                            f"is discarded first: {owner}'s {name}")
        yield from discard(st, owner, name)


def discard(st: SakuraState, owner: str, name: str) -> Gen[None]:
    """9-5 ⅰ 【破棄時】 effects in printed order; ⅱ to discard (切札: used) if still empty."""
    b = st.board
    side = b.sides[owner]
    card = b.card(name)
    with st.trace.nested(uid("9-5"), f"{owner}'s enhancement {name} has no crystals: it is "
                         "discarded (5-5-2, 9-5)"):
        b.discarding.append(name)
        try:
            yield from _destroy_effects(st, owner, name)
        finally:
            b.discarding.remove(name)
        if name not in side.enhancements or side.enhancements[name] > 0:
            st.trace.record(uid("9-5"), f"{name} stays (moved or holds crystals, 9-5 ⅱ)")
            return
        del side.enhancements[name]
        if card.special:
            side.specials[name] = "used"
            st.trace.record(uid("9-5"), f"{name} returns to {owner}'s 切札, used (9-5 ⅱ)")
        else:
            side.discard.append(name)
            st.trace.record(uid("9-5"), f"{name} goes to {owner}'s discard (9-5 ⅱ)")


def _destroy_effects(st: SakuraState, owner: str, name: str) -> Gen[None]:
    """9-5 ⅰ: 【破棄時】 effects from the top, stopping if the card leaves <付与札>."""
    from judge.games.sakura import effects

    side = st.board.sides[owner]
    ctx = effects.Ctx(owner, name, target=None)
    for eff in st.board.card(name).effects("destroy"):
        if name not in side.enhancements:  # 9-5: moved away, the rest is not resolved
            return
        st.trace.record(uid("9-5"), f"【破棄時】 effect of {name} resolves (9-5 ⅰ)")
        yield from effects.run(st, eff, ctx)


def _quick_rerise(st: SakuraState) -> None:
    """10-8 即再起: a used 切札 whose condition holds becomes unused at once."""
    from judge.games.sakura.conditions import holds

    b = st.board
    for p, side in b.sides.items():
        for name, state in list(side.specials.items()):
            cond = b.card(name).quick_rerise
            if state == "used" and cond is not None and holds(b, p, cond):
                side.specials[name] = "unused"
                st.trace.record(uid("10-8"), f"即再起: {p}'s {name} becomes unused")
