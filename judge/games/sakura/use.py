"""9-2 カードの使用: legality, costs (9-3), and the attack/action/enhancement procedures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Action, Change
from judge.games.sakura import akina, attack, crystals
from judge.games.sakura.board import Attack, Board
from judge.games.sakura.conditions import describe, holds, special_detail
from judge.games.sakura.errors import SakuraIllegal
from judge.games.sakura.flow import Gen, decide
from judge.games.sakura.rules import uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState

PROCEDURE = {"attack": "9-2-1", "action": "9-2-2", "enhance": "9-2-3"}


def where(b: Board, player: str, name: str) -> str | None:
    """The zone a usable copy of the card is in: hand, special (unused), facedown, discard."""
    side = b.sides[player]
    if name in side.hand:
        return "hand"
    if side.specials.get(name) == "unused":
        return "special"
    if name in side.facedown:
        return "facedown"
    if name in side.discard:
        return "discard"
    return None


def check(b: Board, player: str, name: str, how: str,
          from_zone: str | None = None) -> SakuraIllegal | None:
    """Why using `name` now is illegal (8-2-2, 9-2, 9-2-1 ⅰ-ⅱ, 9-3, 10-37), or None.

    `how` is main (通常の方法), reaction (対応, 9-4 ⅰ) or effect (カードの効果)."""
    side = b.sides[player]
    if name not in b.cards:
        return SakuraIllegal("6-2", f"card {name!r} is not defined")
    card = b.card(name)
    zone = where(b, player, name)
    if card.type == "undefined":  # 6-2-1-5 注意: a 《不定》 card has no rules for its use
        return SakuraIllegal("6-2-1-5", f"{name} is of card type 《不定》: it has no rules for "
                             "being used, so it cannot be used (6-2-1-5)", also=("9-2",))
    if side.terminal:  # 9-2: after a 終端 card, no other card use this turn (any way)
        return SakuraIllegal("9-2", f"{player} used a 終端 card this turn: no more card uses")
    if how == "main":
        if player != b.turn or b.phase != "main":
            return SakuraIllegal("8-2-2", f"{player} may use a card only in their own main phase")
        if b.mode == "full" and b.full_done:
            return SakuraIllegal("8-2-2", "全力行動 allows only one card use (8-2-2 B)")
        if zone not in ("hand", "special"):
            return SakuraIllegal("8-2-2", f"{name} is neither in {player}'s hand nor an unused "
                                 "切札")
        if card.is_full and b.mode != "full":
            return SakuraIllegal("9-2", f"{name} is 《全力》: not usable in 標準行動 "
                                 "(9-2, 8-2-2 A)", also=("8-2-2",))
    elif how == "reaction":
        if zone not in ("hand", "special"):
            return SakuraIllegal("9-4", f"{name} is neither in {player}'s hand nor an unused 切札")
        if not card.is_reaction:
            return SakuraIllegal("9-2", f"{name} is not 《対応》: it cannot react (9-2)",
                                 also=("9-4",))
    elif from_zone is not None:
        zones = {"hand": side.hand, "deck": side.deck, "discard": side.discard,
                 "facedown": side.facedown}
        if name not in zones.get(from_zone, ()):
            return SakuraIllegal("9-2", f"{name} is not in {player}'s {from_zone}, where the "
                                 "effect uses it from")
    elif zone is None and side.specials.get(name) != "used":
        # sakura-guide-ko 3.1: by a card's effect a 切札 is usable unused or used alike
        return SakuraIllegal("9-2", f"{name} is not where the effect uses it from")
    if card.limit is not None and not card.limit[0] <= b.distance <= card.limit[1]:
        return SakuraIllegal("10-37", f"間合制限({card.limit[0]}-{card.limit[1]}): distance is "
                             f"{b.distance}", also=("9-2",))
    for cond in card.require:
        if not holds(b, player, cond, name):
            detail = special_detail(b, player, cond, name)
            return SakuraIllegal("10-20" if detail else "9-2",
                                 f"the use condition {describe(cond)} is not met"
                                 + (f" ({detail})" if detail else ""),
                                 also=("9-2",) if detail else ("5-2-1",))
    if card.type == "attack":
        if side.no_attack:
            return SakuraIllegal("9-2", f"{player} cannot attack (「《攻撃》を行えない」)")
        atk = attack.from_card(player, card, how == "reaction")
        attack.reserve(b, atk)
        if not attack.in_range(b, atk):
            return SakuraIllegal("9-2-1", f"range check fails: distance {b.distance} is not in "
                                 f"{name}'s range {sorted(attack.effective_range(b, atk))}; the "
                                 "use is illegal and not counted (9-2-1 ⅰ, 9-4-1)",
                                 also=("9-4-1", *attack.range_clauses(b, atk)))
    cost = akina.cost_of(b, player, card)  # sakura-ko add/21-3-1 時価
    if cost > side.flare:
        return SakuraIllegal(PROCEDURE[card.type], f"{name} costs {cost} (消費) but "
                             f"{player}'s flare is {side.flare}; the use is illegal (9-3-1, 5-9)",
                             also=("9-3-1", "9-3", "5-9"))
    return None


def use_card(st: SakuraState, player: str, name: str, how: str, *,
             target: Attack | None = None, from_zone: str | None = None) -> Gen[bool]:
    """Use a card (9-2); nested when by reaction or effect (9-8). False if the use was illegal."""
    from judge.games.sakura import enhance

    b = st.board
    err = check(b, player, name, how, from_zone)
    if err is not None:
        st.trace.record(err.clause, f"{player} cannot use {name}: {err.reason}")
        return False
    card = b.card(name)
    side = b.sides[player]
    b.using.append((name, how))
    try:
        yield from _procedure(st, player, name, how, target, from_zone)
    finally:
        b.using.pop()
    if "terminal" in card.keywords:  # 9-2 終端
        side.terminal = True
        st.trace.record(uid("9-2"), f"終端: {player} may use no more cards or basic actions this "
                        "turn")
    yield from enhance.settle(st)
    return True


def _procedure(st: SakuraState, player: str, name: str, how: str, target: Attack | None,
               from_zone: str | None) -> Gen[None]:
    """9-2-1 / 9-2-2 / 9-2-3 for a use already found legal."""
    from judge.games.sakura import effects, enhance

    b = st.board
    card = b.card(name)
    number = PROCEDURE[card.type]
    kind = {"main": "通常の方法", "reaction": "対応 (nested, 9-8)", "effect": "by an effect "
            "(nested, 9-8)"}[how]
    with st.trace.nested(uid(number), f"{player} uses {name} ({kind})"):
        atk = None
        if card.type == "attack":  # 9-2-1 ⅰ
            atk = attack.from_card(player, card, how == "reaction")
            attack.reserve(b, atk)
            b.attacks.append(atk)
            attack.used_up(st, player)
            st.trace.record(uid("9-4-1"), f"《攻撃》 generated; range check passes at distance "
                            f"{b.distance} (9-2-1 ⅰ)")
        cost = akina.cost_of(b, player, card)  # sakura-ko add/21-3-1 時価
        if cost != card.cost:
            st.trace.record(uid("add/21-3-1"), f"{name}'s 消費 is 時価: {player}'s market price "
                            f"{cost}")
        if cost and "lacerated-cost" in card.keywords:  # sakura-ko add/22-10 ii
            from judge.games.sakura import laceration

            laceration.pay_cost(st, player, cost, name)
        elif cost:  # 9-2-1 ⅱ / 9-2-2 ⅰ / 9-2-3 ⅰ
            crystals.move(st, f"{player}.flare", "dust", cost, uid("9-3-1"),
                          f"{player} pays 消費 {cost}")
        zone = from_zone or where(b, player, name)
        if zone is None and how == "effect" and b.sides[player].specials.get(name) == "used":
            zone = "special"
            st.trace.record("sakura-guide-ko#3.1", f"{name} is a used 切札: a card's effect "
                            "may use a 切札 whether it is unused or used (3.1)")
        _to_in_use(st, player, name, zone or "hand")
        if how == "main" and b.mode == "full":
            b.full_done = True
        if atk is not None:  # 9-2-1 ⅳ
            yield from attack.resolve(st, atk)
        elif card.type == "action":  # 9-2-2 ⅲ
            ctx = effects.Ctx(player, name, target=target)
            for eff in card.effects("use"):
                yield from effects.run(st, eff, ctx)
                yield from enhance.settle(st)
        else:
            yield from _deploy(st, player, name, target)
        _leave_in_use(st, player, name)
        st.trace.record(uid(number), f"{name}: カードの解決が終了した")


def _to_in_use(st: SakuraState, player: str, name: str, zone: str) -> None:
    """9-2-1 ⅲ / 9-2-2 ⅱ / 9-2-3 ⅱ: the card is 「使用した」 when it enters <使用中>."""
    b = st.board
    side = b.sides[player]
    if zone == "special":
        side.specials[name] = "in-use"
    else:
        getattr(side, zone).remove(name)
    b.in_use.append((player, name, 0))
    side.used += 1
    st.trace.record(uid("9-2"), f"{name} moves from {player}'s {zone} to <使用中>: it counts as "
                    f"used ({side.used} this turn)", [Change(f"{player}.used", side.used - 1,
                                                              side.used)])


def _leave_in_use(st: SakuraState, player: str, name: str) -> None:
    """9-2-1 ⅴ / 9-2-2 ⅳ: a card still in <使用中> goes to discard, a 切札 becomes used."""
    b = st.board
    entry = next((e for e in b.in_use if e[1] == name), None)
    if entry is None:
        return
    b.in_use.remove(entry)
    owner = entry[0]
    side = b.sides[owner]
    card = b.card(name)
    if card.special:
        side.specials[name] = "used"
        st.trace.record(uid(PROCEDURE[card.type]), f"{name} returns to {owner}'s 切札, used")
    else:
        side.discard.append(name)
        st.trace.record(uid(PROCEDURE[card.type]), f"{name} goes to {owner}'s discard")


def _deploy(st: SakuraState, player: str, name: str, target: Attack | None) -> Gen[None]:
    """9-2-3 ⅲ-ⅴ: 納 from dust and/or own aura, 【展開時】 effects, then into <付与札>."""
    from judge.games.sakura import effects, enhance

    b = st.board
    card = b.card(name)
    side = b.sides[player]
    n = max(0, card.storage + sum(e.arg("n") for e in attack.ongoing(b, player)
                                  if e.op == "storage"))  # 10-35-2; 6-2-1-11 floor 0
    if n != card.storage:
        st.trace.record(uid("10-35-2"), f"納 of {name} is {n} (printed {card.storage})")
    lo, hi = max(0, n - b.dust), min(n, side.aura)
    if lo > hi:  # 5-10: not enough crystals in total: as many as possible
        lo = hi = side.aura
    options = [Action.make("store", player, aura=k) for k in range(lo, hi + 1)]
    b.storing = min(n, b.dust + side.aura)
    choice = yield from decide(st, player, f"{player}: how many of 納 {n} from aura (rest from "
                               "dust)?", uid("9-2-3"), options, default=options[0])
    k = int(choice.arg("aura"))
    crystals.move(st, "dust", f"use:{name}", n - k, uid("9-2-3"), f"納: {name} takes from dust")
    crystals.move(st, f"{player}.aura", f"use:{name}", k, uid("9-2-3"),
                  f"納: {name} takes from {player}'s aura")
    ctx = effects.Ctx(player, name, target=target)
    for eff in card.effects("deploy"):  # 9-2-3 ⅳ; state-based effects at once (5-5)
        st.trace.record(uid("9-2-3"), f"【展開時】 effect of {name} resolves (9-2-3 ⅳ)")
        yield from effects.run(st, eff, ctx)
        yield from enhance.settle(st)
    entry = next((e for e in b.in_use if e[1] == name), None)
    if entry is not None:  # 9-2-3 ⅴ
        b.in_use.remove(entry)
        side.enhancements[name] = entry[2]
        st.trace.record(uid("9-2-3"), f"{name} enters {player}'s <付与札> with {entry[2]} "
                        "crystal(s) (moved as one move from their source, 6-3)")
    yield from enhance.settle(st)
