"""The effect vocabulary scenarios write: arrows (10-1), draw, damage, attacks (10-5), focus,
畏縮, reshuffle (9-7), ending a phase (10-13), cancel (9-4), +X/+Y (10-3), reach (10-4),
conditions, 「そうした場合」 (10-40), using a card by effect (9-8), 未使用に戻す (10-17)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.core import Action, Change
from judge.games.sakura import attack, crystals, damage, focus, victory
from judge.games.sakura.board import Attack
from judge.games.sakura.cards import Effect, format_damage
from judge.games.sakura.conditions import describe, holds, special_detail
from judge.games.sakura.flow import Gen, PhaseEnded, decide, done
from judge.games.sakura.rules import other, uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState


@dataclass
class Ctx:
    """Who resolves an effect and what it can refer to."""

    player: str
    """The player the effect's object belongs to (10-12)."""
    card: str | None
    target: Attack | None = None
    """The 《攻撃》 a reaction card responds to."""
    attack: Attack | None = None
    """The 《攻撃》 whose 【攻撃後】 effect this is."""


def zone_of(ctx: Ctx, spec: str) -> str:
    """`my.aura` → `A.aura` for the effect's player; `opp.` → the opponent (10-12)."""
    who, _, kind = spec.partition(".")
    if not kind:
        return spec
    return f"{ctx.player if who == 'my' else other(ctx.player)}.{kind}"


def run(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """Resolve one effect; True if it applied completely (for 10-40 「そうした場合」)."""
    handler = _HANDLERS[eff.op]
    result = yield from handler(st, eff, ctx)
    return bool(result)


def _who(eff: Effect, ctx: Ctx) -> str:
    return ctx.player if eff.arg("who", "my") == "my" else other(ctx.player)


def _move(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """10-1: move N crystals left → right; a two-way arrow lets its player choose (10-1)."""
    src, dst, n = zone_of(ctx, eff.arg("src")), zone_of(ctx, eff.arg("dst")), eff.arg("n")
    if eff.arg("both"):
        options = [Action.make("arrow", ctx.player, reverse=False),
                   Action.make("arrow", ctx.player, reverse=True)]
        choice = yield from decide(st, ctx.player, f"{ctx.player}: which way does the two-way "
                                   "arrow move?", uid("10-1"), options, default=options[0])
        if choice.arg("reverse"):
            src, dst = dst, src
    if ctx.card and "reverse-arrows" in st.board.card(ctx.card).keywords:  # 10-2
        src, dst = dst, src
        st.trace.record(uid("10-2"), f"{ctx.card}'s arrow is reversed: {src} → {dst}")
    moved = crystals.move(st, src, dst, n, uid("10-1"), f"arrow effect of {ctx.card or 'effect'}")
    return moved == n


CARD_ZONE_CLAUSE = {"deck": "7-1-6", "discard": "7-1-7", "facedown": "7-1-8", "hand": "7-1-10"}
"""The clause that defines putting a card into each card zone (山札の上に置く, 捨て札にする …)."""


def _cards(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """Move N of a player's cards between their card zones (e.g. 「手札を1枚伏せ札にする」);
    the cards' owner picks which (deck: from the top, to the top); as many as possible (5-10)."""
    who = _who(eff, ctx)
    side = st.board.sides[who]
    src, dst, n = eff.arg("src"), eff.arg("dst"), eff.arg("n")
    clause = uid(CARD_ZONE_CLAUSE[dst])
    moved = 0
    for _ in range(n):
        pile: list[str] = getattr(side, src)
        movable = [c for c in dict.fromkeys(pile[:1] if src == "deck" else pile)
                   if dst != "facedown" or st.board.can_face_down(c)]
        if not movable:  # a card whose own text forbids the move stays (1-4)
            what = "empty" if not pile else "left with no card that can be put face down (1-4)"
            st.trace.record(uid("5-10"), f"{who}'s {src} is {what}: {moved} of {n} card(s) "
                            "moved")
            break
        name = pile[0]
        if src != "deck":
            options = [Action.make("pick", who, card=c) for c in movable]
            choice = yield from decide(st, who, f"{who}: which card goes from {src} to {dst}?",
                                       clause, options)
            name = str(choice.arg("card"))
        pile.remove(name)
        if dst == "deck":
            side.deck.insert(0, name)
        else:
            getattr(side, dst).append(name)
        moved += 1
        st.trace.record(clause, f"{who}'s {name} moves from {src} to {dst}",
                        [Change(f"{who}.{dst}", len(getattr(side, dst)) - 1,
                                len(getattr(side, dst)))])
    return moved == n


def _draw(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    player = _who(eff, ctx)
    ok = True
    for _ in range(eff.arg("n", 1)):
        drew = yield from draw_one(st, player)
        ok = ok and drew
    return ok


def draw_one(st: SakuraState, player: str) -> Gen[bool]:
    """7-1-6 draw the top card; with an empty deck, 焦燥 instead (5-5-3, 10-10)."""
    side = st.board.sides[player]
    if side.deck:
        card = side.deck.pop(0)
        side.hand.append(card)
        st.trace.record(uid("7-1-6"), f"{player} draws a card", [Change(f"{player}.hand",
                                                                       len(side.hand) - 1,
                                                                       len(side.hand))])
        return True
    with st.trace.nested(uid("10-10"), f"{player}'s deck is empty: 焦燥 — 1/1 damage (5-5-3)"):
        yield from damage.take(st, player, 1, 1, what="焦燥")
    return False


def _damage(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """Effect damage: to one zone (5-8-3-1), X/Y (5-8-3-2), or to both players at once (6-3)."""
    zone = eff.arg("zone")
    if eff.arg("who") == "both":
        # 6-3: the crystals one effect moves move at once — 4-2 looks at both lives after both
        # moves (both at 0: a draw, 4-2 1), not after the first
        st.simultaneous = True
        try:
            each = [damage.zone_damage(st, p, zone, eff.arg("n"))
                    for p in (ctx.player, other(ctx.player))]
        finally:
            st.simultaneous = False
        st.trace.record(uid("6-3"), f"both players took {eff.arg('n')} damage to {zone} at once")
        victory.check(st)
        return all(m == eff.arg("n") for m in each)
    victim = other(ctx.player) if eff.arg("who", "opp") == "opp" else ctx.player
    if zone:  # single-value damage (5-8-1, 5-8-3-1)
        moved = damage.zone_damage(st, victim, zone, eff.arg("n"))
        return moved == eff.arg("n")
    yield from damage.take(st, victim, eff.arg("aura"), eff.arg("life"), what="effect damage")
    return True


def _attack(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    made = yield from attack.effect_attack(st, ctx.player, eff, ctx.card)
    return made


def _focus(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    player, n = _who(eff, ctx), eff.arg("n")
    if n >= 0:
        focus.gain(st, player, n)
        return done(True)
    return done(focus.lose(st, player, -n) == -n)


def _pay(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """5-9: a payment is made in full or not at all (no 5-10 'as far as possible'); a payment
    of crystals goes to the Dust."""
    player, zone, n = _who(eff, ctx), eff.arg("zone"), eff.arg("n")
    side = st.board.sides[player]
    have = side.focus if zone == "focus" else getattr(side, zone)
    if have < n:
        st.trace.record(uid("5-9"), f"{player} cannot pay {n} {zone} (has {have}): nothing is "
                        "paid and the payment is not made")
        return done(False)
    if zone == "focus":
        focus.lose(st, player, n, "5-9")
    else:
        crystals.move(st, f"{player}.{zone}", "dust", n, uid("5-9"), f"{player} pays {n} {zone}")
    return done(True)


def _flinch(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    focus.flinch(st, other(ctx.player) if eff.arg("who", "opp") == "opp" else ctx.player)
    return done(True)


def _reshuffle(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    from judge.games.sakura import turn

    turn.reshuffle(st, _who(eff, ctx), by_rule=False)
    return done(True)


def _end_phase(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """10-13: 「フェイズを終了する」 — pending processes of the phase vanish, then it ends."""
    st.trace.record(uid("10-13"), f"{ctx.card or 'an effect'} ends the phase")
    raise PhaseEnded
    yield  # pragma: no cover


def _cancel(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """9-4 ⅱ/ⅳ/ⅵ: cancel the attack, its damage or its 【攻撃後】 (never if 10-23)."""
    atk = ctx.target or ctx.attack
    what = eff.arg("what", "attack")
    if atk is None:
        st.trace.record(uid("9-4"), "cancel: there is no 《攻撃》 to cancel")
        return done(False)
    if "uncancellable" in atk.keywords:
        st.trace.record(uid("10-23"), "this 《攻撃》 cannot be cancelled (10-23)")
        return done(False)
    setattr(atk, {"attack": "cancelled", "damage": "damage_cancelled",
                  "after": "after_cancelled"}[what], True)
    st.trace.record(uid("9-4"), f"the 《攻撃》's {what} is cancelled (打ち消し)")
    return done(True)


def _plus(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """10-3: +X/+Y is a modification of the 《攻撃》 (not of the card): damage to aura / life."""
    atk = ctx.target or ctx.attack
    if atk is None:
        return done(False)
    atk.plus.append((eff.arg("aura"), eff.arg("life")))
    st.trace.record(uid("10-3"), f"the 《攻撃》 gets {eff.arg('aura'):+d}/{eff.arg('life'):+d}")
    return done(True)


def _assign(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """5-6 ⅰ: 代入 — the 《攻撃》's damage becomes the given value (applied first, 5-6)."""
    atk = ctx.target or ctx.attack
    if atk is None:
        return done(False)
    source = "self" if ctx.target is None else ctx.player  # 5-6 ⅰ a (its own text) / b-c
    atk.assign.append((eff.arg("aura"), eff.arg("life"), source))
    st.trace.record(uid("5-6"), "the 《攻撃》's damage becomes "
                    f"{format_damage(eff.arg('aura'), eff.arg('life'))} (代入, 5-6 ⅰ)")
    return done(True)


def _reach(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """10-4-1..10-4-4 / 10-35-1: 距離拡大・距離縮小 (and shift) change the 《攻撃》's range."""
    atk = ctx.target or ctx.attack
    if atk is None:
        return done(False)
    atk.reach.append((eff.arg("kind"), eff.arg("n")))
    number = {"expand-near": "10-4-1", "expand-far": "10-4-2", "shrink-near": "10-4-3",
              "shrink-far": "10-4-4", "shift": "10-35-1"}[eff.arg("kind")]
    st.trace.record(uid(number), f"the 《攻撃》 gets {eff.arg('kind')} {eff.arg('n')}")
    return done(True)


def _next(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """「このターン中、あなたの次の《攻撃》は…」: reserved for the next 《攻撃》 (9-1-3-4)."""
    inner = eff.arg("then")
    st.board.sides[ctx.player].next_attack.append(inner)
    from judge.games.sakura.dump import effect as show

    st.trace.record(uid("9-1-3-4"), f"{ctx.player}'s next 《攻撃》 this turn gets {show(inner)}")
    return done(True)


def _lose(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    victory.lose_by_effect(st, _who(eff, ctx))
    return done(True)


def _win(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    victory.win_by_effect(st, _who(eff, ctx))
    return done(True)


def _if(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """9-1: a conditional effect resolves its body only when the condition holds."""
    cond = eff.arg("cond")
    detail = special_detail(st.board, ctx.player, cond, ctx.card)
    if detail is not None:
        st.trace.record(uid("10-20"), detail)
    if not holds(st.board, ctx.player, cond, ctx.card):
        st.trace.record(uid("9-1"), f"condition {describe(cond)} does not hold: nothing happens")
        return False
    result = yield from run(st, eff.arg("then"), ctx)
    return result


def _then(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """10-40: B resolves only if A applied completely."""
    first = yield from run(st, eff.arg("first"), ctx)
    if not first:
        st.trace.record(uid("10-40"), "「そうした場合」: the first part was not fully applied, "
                        "so the rest does not resolve")
        return False
    second = yield from run(st, eff.arg("second"), ctx)
    return second


def _use(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """9-2 / 9-8: use a card by an effect, nested; any subtype is fine (10-22 補足)."""
    from judge.games.sakura import use

    name = eff.arg("card")
    target = ctx.target
    if target is not None and name in st.board.cards and _forbidden_for_reaction(
            target.keywords, st.board.card(name).special):
        st.trace.record(uid("10-22"), f"{name} has what 対応不可 names, but it is used by the "
                        f"effect of {ctx.card or 'the reacting card'}, not chosen to react: "
                        "allowed (10-22 補足)")
    with st.trace.nested(uid("9-8"), f"{ctx.player} uses {name} by the effect of "
                         f"{ctx.card or 'an effect'} (nested)"):
        ok = yield from use.use_card(st, ctx.player, name, "effect", target=ctx.target,
                                     from_zone=eff.arg("zone"))
    return ok


def _forbidden_for_reaction(keywords: frozenset[str], special: bool) -> bool:
    """10-22: whether a card of this class could not be CHOSEN to react to such an attack."""
    return ("no-reaction" in keywords or ("no-reaction-normal" in keywords and not special)
            or ("no-reaction-special" in keywords and special))


def _remove(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """10-18 取り除く: the named card goes face up to <ゲーム外>."""
    name = eff.arg("card")
    for side in st.board.sides.values():
        for zone in (side.hand, side.deck, side.discard, side.facedown):
            if name in zone:
                zone.remove(name)
                side.outside[name] = "up"
                st.trace.record(uid("10-18"), f"{name} is removed to <ゲーム外>, face up")
                return done(True)
        if name in side.specials:
            del side.specials[name]
            side.outside[name] = "up"
            st.trace.record(uid("10-18"), f"{name} is removed to <ゲーム外>, face up")
            return done(True)
    st.trace.record(uid("10-18"), f"{name} is nowhere to remove it from")
    return done(False)


def _reset(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """10-17: the named 切札 returns to its owner's 切札, unused."""
    name = eff.arg("card")
    side = st.board.sides[ctx.player]
    if name not in side.specials:
        st.trace.record(uid("10-17"), f"{name} is not one of {ctx.player}'s 切札: nothing happens")
        return done(False)
    side.specials[name] = "unused"
    st.trace.record(uid("10-17"), f"{name} becomes unused")
    return done(True)


def _basic(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """9-6 ⅰ-A / ⅱ: a basic action an effect names, with no cost. In the form 「《〇〇》か《△△》」
    the player picks one, even one that can move no object (9-6 ⅰ-A)."""
    from judge.games.sakura import basic

    name = eff.arg("name")
    options = eff.arg("options") or (name,)
    if len(options) > 1:
        offered = "/".join(basic.JA[o] for o in options)
        choice = yield from decide(
            st, ctx.player, f"{ctx.player}: which basic action ({offered})?", uid("9-6"),
            [Action.make("pick", ctx.player, card=basic.JA[o]) for o in options], force=True)
        name = basic.ALIASES[str(choice.arg("card"))]
        still = basic.can_move(st.board, ctx.player, name)
        st.trace.record(uid("9-6"), f"{ctx.player} chooses {basic.JA[name]} of {offered} "
                        "(9-6 ⅰ-A: in this form an action that moves nothing may be chosen"
                        + (f"; {still}" if still else "") + ")")
    basic.perform(st, ctx.player, name, None)
    return True


def _laceration(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """sakura-ko add/22-6-3: 「열상을 입힌다」 — single-value to a zone, or X/Y (victim picks)."""
    from judge.games.sakura import laceration

    victim = other(ctx.player) if eff.arg("who", "opp") == "opp" else ctx.player
    zone = eff.arg("zone")
    if zone:
        laceration.place(st, victim, zone, eff.arg("n"))
        return True
    got = yield from laceration.take(st, victim, eff.arg("aura"), eff.arg("life"))
    return got is not None


def _damageify(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """sakura-ko add/22-7: the player damage-ifies their laceration tokens in one zone."""
    from judge.games.sakura import laceration

    laceration.damageify(st, _who(eff, ctx), eff.arg("zone"))
    return done(True)


def _collect(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """sakura-ko add/21-5: 「회수를 실행한다」."""
    from judge.games.sakura import akina

    return done(akina.collect(st, _who(eff, ctx)))


def _invest(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """sakura-ko add/21-6-1: use 投資権."""
    from judge.games.sakura import akina

    ok = yield from akina.invest(st, _who(eff, ctx))
    return ok


def _market(st: SakuraState, eff: Effect, ctx: Ctx) -> Gen[bool]:
    """「相場を N 上げる/下げる」 (sakura-ko add/21-2-1: kept within 1..4)."""
    from judge.games.sakura import akina

    akina.shift(st, _who(eff, ctx), eff.arg("n"), uid("add/21-2-1"), "an effect")
    return done(True)


_HANDLERS = {
    "collect": _collect, "invest": _invest, "market": _market,
    "laceration": _laceration, "damageify": _damageify,
    "basic": _basic,
    "move": _move, "cards": _cards, "draw": _draw, "damage": _damage, "attack": _attack,
    "pay": _pay,
    "focus": _focus,
    "flinch": _flinch, "reshuffle": _reshuffle, "end_phase": _end_phase, "cancel": _cancel,
    "plus": _plus, "assign": _assign, "reach": _reach, "lose": _lose, "win": _win, "if": _if,
    "then": _then, "next": _next,
    "use": _use, "reset": _reset, "remove": _remove,
}
EXECUTABLE = frozenset(_HANDLERS)
