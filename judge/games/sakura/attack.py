"""9-4 攻撃の解決, 9-4-1 range check, 10-3 +X/+Y, 10-4 range expand/shrink, 10-5 effect attacks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core import Action
from judge.games.sakura import damage
from judge.games.sakura.board import Attack, Board
from judge.games.sakura.cards import CardDef, Damage, Effect, format_damage, format_range
from judge.games.sakura.conditions import holds
from judge.games.sakura.flow import Gen, decide
from judge.games.sakura.rules import ATTACK_AURA_MAX, other, uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState


def from_card(owner: str, card: CardDef, reacting: bool) -> Attack:
    """9-2-1 ⅰ: the 《攻撃》 takes the card's class, subtype, range, damage, text, user."""
    return Attack(owner, card.name, card.special, card.subtype, card.range, card.aura, card.life,
                  card.keywords, card.effects("after"), reacting=reacting,
                  always=card.effects("always"))


def _applying(b: Board, player: str, effects: tuple[Effect, ...]) -> list[Effect]:
    """The effects whose `if COND:` holds now, seen from their card's owner (10-12)."""
    out: list[Effect] = []
    for eff in effects:
        while eff.op == "if" and holds(b, player, eff.arg("cond")):
            eff = eff.arg("then")
        if eff.op != "if":
            out.append(eff)
    return out


def ongoing(b: Board, target: str) -> list[Effect]:
    """【展開中】 (9-1-1-6) and 【使用済】 (9-1-1-8) modifications that apply to `target`'s
    objects: the target's own cards' ones, and the opponent's ones written `opp …`."""
    return [eff for _, eff in _ongoing(b, target)]


def _ongoing(b: Board, target: str) -> list[tuple[str, Effect]]:
    """(owner of the card, effect) for every modification `ongoing` lists."""
    out: list[tuple[str, Effect]] = []
    for owner in (target, other(target)):
        side = b.sides[owner]
        texts = [b.card(name).effects("ongoing") for name in side.enhancements
                 if name not in b.discarding]  # 9-5: lost while being discarded
        texts += [b.card(name).effects("used") for name, state in side.specials.items()
                  if state == "used"]
        for text in texts:
            for eff in _applying(b, owner, text):
                aimed = other(owner) if eff.arg("who") == "opp" else owner
                if aimed == target:
                    out.append((owner, eff))
    return out


def modifiers(b: Board, atk: Attack) -> list[Effect]:
    """Every static modification of this 《攻撃》: 【展開中】/【使用済】 ones and the card's own
    【常時】 ones (9-1-1-2), conditions read now."""
    return ongoing(b, atk.owner) + _applying(b, atk.owner, atk.always)


def reserve(b: Board, atk: Attack) -> None:
    """Give a new 《攻撃》 the modifications its owner reserved for 「次の《攻撃》」 (9-1-3-4)."""
    for eff in b.sides[atk.owner].next_attack:
        if eff.op == "plus":
            atk.plus.append((eff.arg("aura"), eff.arg("life")))
        elif eff.op == "reach":
            atk.reach.append((eff.arg("kind"), eff.arg("n")))
        elif eff.op == "assign":
            atk.assign.append((eff.arg("aura"), eff.arg("life"), atk.owner))


def used_up(st: SakuraState, owner: str) -> None:
    """The reserved 「次の《攻撃》」 modifications went to the 《攻撃》 just made (9-1-3-4)."""
    side = st.board.sides[owner]
    if side.next_attack:
        side.next_attack.clear()
        st.trace.record(uid("9-1-3-4"), f"{owner}'s reserved 「次の《攻撃》」 modifications apply "
                        "to this 《攻撃》")


def effective_range(b: Board, atk: Attack) -> frozenset[int]:
    """5-7 order: expand before shrink (10-4); same kinds summed into one."""
    sums = {"shift": 0, "expand-near": 0, "expand-far": 0, "shrink-near": 0, "shrink-far": 0}
    for kind, n in atk.reach:
        sums[kind] += n
    for eff in modifiers(b, atk):
        if eff.op == "reach":
            sums[eff.arg("kind")] += eff.arg("n")
    values = {v + sums["shift"] for v in atk.range}  # 5-7 ⅱ 増減 (10-35-1) before ⅴ/ⅵ
    if values and sums["expand-near"]:  # 10-4-1
        low = min(values)
        values.update(range(low - sums["expand-near"], low))
    if values and sums["expand-far"]:  # 10-4-2
        high = max(values)
        values.update(range(high + 1, high + sums["expand-far"] + 1))
    if values and sums["shrink-near"]:  # 10-4-3
        low = min(values)
        values.difference_update(range(low, low + sums["shrink-near"]))
    if values and sums["shrink-far"]:  # 10-4-4
        high = max(values)
        values.difference_update(range(high - sums["shrink-far"] + 1, high + 1))
    return frozenset(values)


def effective_damage(b: Board, atk: Attack) -> tuple[Damage, Damage]:
    """5-6: ⅰ 代入, then ⅴ 加減 (10-3 +X/+Y), then the bounds 0..5 on aura (6-4-1-4,
    超克 10-21) and life ≥ 0."""
    mods = modifiers(b, atk)
    plus = list(atk.plus) + [(e.arg("aura"), e.arg("life")) for e in mods if e.op == "plus"]
    aura, life = atk.aura, atk.life
    assigned = list(atk.assign)
    assigned += [(e.arg("aura"), e.arg("life"), owner) for owner, e in _ongoing(b, atk.owner)
                 if e.op == "assign"]
    assigned += [(e.arg("aura"), e.arg("life"), "self") for e in _applying(b, atk.owner, atk.always)
                 if e.op == "assign"]
    # 5-6 ⅰ 代入 first, in the order a (the attack's own text), b (the non-turn player's
    # objects), c (the turn player's); within one rank only the smallest value applies
    for rank in ("self", other(b.turn), b.turn):
        auras = [x for x, _, who in assigned if who == rank and x is not None]
        lives = [y for _, y, who in assigned if who == rank and y is not None]
        aura = min(auras) if auras and aura is not None else aura
        life = min(lives) if lives and life is not None else life
    if aura is not None:
        aura = max(0, aura + sum(x for x, _ in plus))
        if "overcome" not in atk.keywords:
            aura = min(aura, ATTACK_AURA_MAX)
    if life is not None:
        life = max(0, life + sum(y for _, y in plus))
    return aura, life


def range_clauses(b: Board, atk: Attack) -> tuple[str, ...]:
    """The clause numbers the effective range rests on: 10-4 (拡大/縮小, in the order of 5-7)
    and 10-35-1 (増減) when any applies."""
    kinds = {k for k, _ in atk.reach} | {e.arg("kind") for e in modifiers(b, atk)
                                          if e.op == "reach"}
    out = ("10-4", "5-7") if kinds - {"shift"} else ()
    return out + (("10-35-1",) if "shift" in kinds else ())


def damage_clauses(b: Board, atk: Attack) -> tuple[str, ...]:
    """The clause numbers the effective damage rests on: 10-3 (+X/+Y), 6-4-1-4 (the aura cap
    reached), 10-21 (超克 lifting it)."""
    mods = modifiers(b, atk)
    plus = list(atk.plus) + [(e.arg("aura"), e.arg("life")) for e in mods if e.op == "plus"]
    out: tuple[str, ...] = ("10-3", "5-6") if plus else ()
    raw = (atk.aura or 0) + sum(x or 0 for x, _ in plus) if atk.aura is not None else 0
    if raw > ATTACK_AURA_MAX:
        out += ("10-21",) if "overcome" in atk.keywords else ("6-4-1-4",)
    return out


def in_range(b: Board, atk: Attack) -> bool:
    """9-4-1: the current distance is an element of the attack's range."""
    return b.distance in effective_range(b, atk)


def label(b: Board, atk: Attack) -> str:
    a, life = effective_damage(b, atk)
    name = atk.source or "effect attack"
    return f"{name} [{format_range(effective_range(b, atk))}, {format_damage(a, life)}]"


def reaction_options(st: SakuraState, atk: Attack) -> list[Action]:
    """9-4 ⅰ: 対応 cards in hand or unused 切札 the attacked player may legally use (10-22)."""
    from judge.games.sakura import use

    b = st.board
    defender = other(atk.owner)
    side = b.sides[defender]
    options = [Action.make("decline", defender)]
    names = list(side.hand) + [n for n, s in side.specials.items() if s == "unused"]
    for name in names:
        card = b.card(name)
        if not card.is_reaction or _forbidden(atk, card):
            continue
        if use.check(b, defender, name, "reaction") is None:
            options.append(Action.make("react", defender, card=name))
    return options


def _forbidden(atk: Attack, card: CardDef) -> bool:
    """10-22 対応不可（〇〇）: the card chosen to react may not match 〇〇."""
    kw = atk.keywords
    return ("no-reaction" in kw or ("no-reaction-normal" in kw and not card.special)
            or ("no-reaction-special" in kw and card.special))


def resolve(st: SakuraState, atk: Attack) -> Gen[None]:
    """9-4 ⅰ–ⅸ for an attack that passed its range check on generation."""
    from judge.games.sakura import effects, enhance, use

    b = st.board
    defender = other(atk.owner)
    b.sides[atk.owner].attacks += 1
    b.last_attack = atk
    if b.sides[atk.owner].no_attack:
        st.trace.record(uid("9-4"), f"{atk.owner} cannot attack: the 《攻撃》 is removed")
        atk.result = "failed"
        _remove(b, atk)
        return
    with st.trace.nested(uid("9-4"), f"{atk.owner}'s 《攻撃》 {label(b, atk)} resolves") as step:
        # the effective numbers in the label: the modification clauses they rest on
        step.also = [uid(n) for n in (*damage_clauses(b, atk), *range_clauses(b, atk))]
        if atk.reacting:  # 9-4 ⅰ only for an attack that is not itself a reaction
            st.trace.record(uid("9-4"), "the 《攻撃》 is a reaction: it cannot be reacted to "
                            "(9-4 ⅰ)")
        else:
            options = reaction_options(st, atk)
            choice = yield from decide(st, defender, f"{defender}: react to the attack?",
                                       uid("9-4"), options, default=options[0], force=True)
            if choice.kind == "react":
                with st.trace.nested(uid("9-8"), f"{defender} reacts with {choice.arg('card')}: "
                                     "nested resolution (9-4 ⅰ, 9-8)"):
                    yield from use.use_card(st, defender, str(choice.arg("card")), "reaction",
                                            target=atk)
            else:
                st.trace.record(uid("9-4"), f"{defender} does not react (9-4 ⅰ)")
        uncancellable = "uncancellable" in atk.keywords  # 10-23
        if atk.cancelled and not uncancellable:  # 9-4 ⅱ
            st.trace.record(uid("9-4"), "the 《攻撃》 was cancelled: the attack fails (9-4 ⅱ)")
            atk.result = "failed"
            _remove(b, atk)
            return
        if "unavoidable" in atk.keywords:  # 9-4 ⅲ
            st.trace.record(uid("9-4"), "不可避: the attack succeeds without a range check (9-4 ⅲ)")
        elif in_range(b, atk):
            st.trace.record(uid("9-4-1"), f"range check passes: distance {b.distance} in "
                            f"{format_range(effective_range(b, atk))} (9-4 ⅲ)")
        else:
            st.trace.record(uid("9-4-1"), f"range check fails: distance {b.distance} not in "
                            f"{format_range(effective_range(b, atk))}; the attack fails (9-4 ⅲ)")
            atk.result = "failed"
            _remove(b, atk)
            return
        atk.result = "hit"
        if atk.damage_cancelled and not uncancellable:  # 9-4 ⅳ
            st.trace.record(uid("9-4"), "the attack's damage was cancelled (9-4 ⅳ)")
        elif "lacerated" in atk.keywords:  # sakura-ko add/22-9-1 replaces 9-4 ⅴ
            from judge.games.sakura import laceration

            aura, life = effective_damage(b, atk)
            with st.trace.nested(laceration.ko("22-9-1"), "the 《攻撃》's damage is lacerated: "
                                 f"{defender} takes laceration {format_damage(aura, life)} "
                                 "instead of damage (9-4 ⅴ as changed by 22-9-1)"):
                yield from laceration.take(st, defender, aura, life,
                                           both="both-damage" in atk.keywords,
                                           what="lacerated attack damage")
            yield from enhance.settle(st)
        else:  # 9-4 ⅴ
            aura, life = effective_damage(b, atk)
            yield from damage.take(st, defender, aura, life, both="both-damage" in atk.keywords,
                                   what="attack damage")
            yield from enhance.settle(st)
        if atk.after_cancelled and not uncancellable:  # 9-4 ⅵ
            st.trace.record(uid("9-4"), "the 【攻撃後】 effects were cancelled (9-4 ⅵ)")
        else:  # 9-4 ⅶ: in printed order
            ctx = effects.Ctx(atk.owner, atk.source, target=None, attack=atk)
            for eff in atk.after:
                with st.trace.nested(uid("9-4"), "【攻撃後】 effect resolves (9-4 ⅶ)"):
                    yield from effects.run(st, eff, ctx)
                    yield from enhance.settle(st)
        _remove(b, atk)  # 9-4 ⅷ
        st.trace.record(uid("9-4"), "the 《攻撃》 is removed; its resolution is over (9-4 ⅷ-ⅸ)")


def _remove(b: Board, atk: Attack) -> None:
    if atk in b.attacks:
        b.attacks.remove(atk)


def effect_attack(st: SakuraState, owner: str, eff: Effect, source: str | None) -> Gen[bool]:
    """10-5: generate the 《攻撃》, check range (fail: the effect is invalid), then resolve."""
    b = st.board
    atk = Attack(owner, None, None, None, eff.arg("range"), eff.arg("aura"), eff.arg("life"),
                 frozenset(eff.arg("keywords", ())), tuple(eff.arg("after", ())))
    b.attacks.append(atk)
    reserve(b, atk)
    if not in_range(b, atk):
        st.trace.record(uid("10-5"), f"effect attack {label(b, atk)} fails its range check at "
                        f"distance {b.distance}: the effect is invalid and the 《攻撃》 is erased; "
                        "no attack was made (10-5 2)")
        _remove(b, atk)
        b.last_attack = atk
        atk.result = "erased"
        return False
    st.trace.record(uid("10-5"), f"effect attack {label(b, atk)} generated; range check passes "
                    f"at distance {b.distance} (10-5 1-2)")
    used_up(st, owner)
    with st.trace.nested(uid("9-8"), f"effect attack from {source or 'an effect'} resolves "
                         "nested (10-5 3, 9-8)"):
        yield from resolve(st, atk)
    return True
