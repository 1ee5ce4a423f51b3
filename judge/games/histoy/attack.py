"""Attacks (10.6, 第11章): declaration, one defence (block / 身代わり / 事変), battle, damage."""

from __future__ import annotations

from judge.engine.core import Action, Change, IllegalAction
from judge.games.histoy.effects import do_incident, stays, validate_incident
from judge.games.histoy.model import Card, other, uid
from judge.games.histoy.state import AttackCtx, HistoyState
from judge.games.histoy.turns import hand_card


# ---- ① declaration (5.2.6, 11.1) ------------------------------------------------------------
def validate_attack(st: HistoyState, a: Action) -> None:
    """5.2.6 / 11.1.4: an attack in one's attack phase (5.5.1, 10.3.2, 5.4.1) on a legal target."""
    if st.phase != "attack" or st.attack is not None:
        raise IllegalAction(uid("5.2.6"), "attacks are declared in one's attack phase")
    if st.first_turn(a.player):
        raise IllegalAction(uid("5.5.1"), "no attacking in the attack phase of one's first turn")
    limit = st.attack_limit.get(a.player)
    if limit is not None and st.attacks_made[a.player] >= limit:
        raise IllegalAction(uid("10.3.2"), f"{a.player} may attack {limit} time(s) this turn and "
                            f"has attacked {st.attacks_made[a.player]} time(s)")
    if st.forbidden(a.player, "attack"):
        # 10.2.1 a prohibition beats an action
        raise IllegalAction(uid("5.4.1"), f"{a.player} cannot attack (攻撃できない)")
    n = int(a.arg("place", 0))
    if not 1 <= n <= 5:
        raise IllegalAction(uid("2.3.1"), f"a field has places 1–5, not {n}")
    place = st.place(a.player, n)
    card = place.top
    if card is None:
        raise IllegalAction(uid("5.2.6"), f"{a.player}.p{n} is empty")
    if not card.face_up:
        raise IllegalAction(uid("3.1.4"), "a face-down card is not an attacker")
    if not card.defn.attacker:
        raise IllegalAction(uid("5.2.6"), f"{card.name} has no 剣 mark")
    if place.rested:
        raise IllegalAction(uid("5.2.6"), f"{card.name} is rested")
    if card.cant_attack:
        raise IllegalAction(uid("10.2.1"), f"{card.name} cannot attack")
    target = a.arg("target")
    if target == "deck":
        return
    t = int(target)
    if not 1 <= t <= 5:
        raise IllegalAction(uid("2.3.1"), f"a field has places 1–5, not {t}")
    tplace = st.place(other(a.player), t)
    if tplace.top is None:
        raise IllegalAction(uid("11.1.4"), f"{other(a.player)}.p{t} is empty")
    if not tplace.top.face_up:
        raise IllegalAction(uid("3.1.4"), "a face-down card cannot be attacked")
    if not tplace.rested:
        raise IllegalAction(uid("11.1.4"), f"{tplace.top.name} is active: only rested face-up "
                            "cards can be attacked")


def do_attack(st: HistoyState, a: Action) -> None:
    """10.6.2 ① declare and rest, ② 攻撃した時 effects, ③ the defender's choice is pending."""
    n = int(a.arg("place"))
    card = st.place(a.player, n).top
    assert card is not None
    target = a.arg("target")
    defender = other(a.player)
    tcard = None if target == "deck" else st.place(defender, int(target)).top
    what = f"{defender}'s deck" if tcard is None else f"{defender}.p{target} {tcard.name}"
    st.attack = AttackCtx(card, n, a.player, target, tcard)
    st.attacks_made[a.player] += 1
    st.last_defence = ""
    with st.trace.nested(uid("10.6.2"), f"{a.player}.p{n} {card.name} attacks {what}"):
        st.set_rested(a.player, n, True, uid("10.6.2"), "① attack declaration")
        st.queue_triggers(card, "on:attack")
        st.flush_triggers(uid("10.6.2"), "② 「攻撃した時」 effect")
        st.check_deck_out()
        st.trace.record(uid("11.2.1"), f"③ {defender} chooses block, 身代わり, incident or "
                        "none")


# ---- ③④ the defence (11.2) --------------------------------------------------------------------
def _defending(st: HistoyState, a: Action) -> AttackCtx:
    """11.2.1 / 11.2.5: only the attacked player defends, once per attack (11.2.8 the 0 right)."""
    ctx = st.attack
    if ctx is None or a.player != other(ctx.player):
        raise IllegalAction(uid("11.2.1"), "only the attacked player defends, during an attack")
    if ctx.defence:
        raise IllegalAction(uid("11.2.5"), "one defence per attack")
    if a.arg("zero") and st.nullify[a.player] < 1:
        raise IllegalAction(uid("11.2.8"), f"{a.player} has no right to reduce deck damage to 0")
    return ctx


def _choose_zero(st: HistoyState, a: Action) -> None:
    """10.6.2 ⑤ / 11.2.8: after the defence, decide to use a damage-to-0 right (spends it)."""
    ctx = st.attack
    if ctx is None or not a.arg("zero"):
        return
    ctx.zero = True
    st.nullify[a.player] -= 1
    st.trace.record(uid("11.2.8"), f"⑤ {a.player} uses a right to reduce deck damage to 0 "
                    f"({st.nullify[a.player]} left)")


def validate_block(st: HistoyState, a: Action) -> None:
    """11.2.2: block with one own face-up active card with a shield mark (11.5.1 not face down)."""
    _defending(st, a)
    n = int(a.arg("place", 0))
    if not 1 <= n <= 5:
        raise IllegalAction(uid("2.3.1"), f"a field has places 1–5, not {n}")
    place = st.place(a.player, n)
    card = place.top
    if card is None:
        raise IllegalAction(uid("11.2.2"), f"{a.player}.p{n} is empty")
    if not card.face_up:
        raise IllegalAction(uid("11.5.1"), "a face-down card cannot block")
    if not card.defn.blocker:
        raise IllegalAction(uid("11.2.2"), f"{card.name} has no 盾 mark")
    if place.rested:
        raise IllegalAction(uid("11.2.2"), f"{card.name} is rested")


def do_block(st: HistoyState, a: Action) -> None:
    """11.2.2 block: rest the blocker; ④ 「ブロックした時」; then resolve."""
    ctx = st.attack
    assert ctx is not None
    n = int(a.arg("place"))
    ctx.defence, ctx.blocker, ctx.blocker_place = "block", st.place(a.player, n).top, n
    st.set_rested(a.player, n, True, uid("11.2.2"), f"④ {a.player} blocks")
    assert ctx.blocker is not None
    st.queue_triggers(ctx.blocker, "on:block")
    st.flush_triggers(uid("10.6.2"), "④ 「ブロックした時」 effect")
    st.check_deck_out()
    _choose_zero(st, a)
    finish(st)


def validate_substitute(st: HistoyState, a: Action) -> None:
    """11.2.3: 身代わり — show and discard a hand card with ｛身代わり｝."""
    _defending(st, a)
    card = hand_card(st, a.player, a.arg("card"), uid("11.2.3"))
    if not card.defn.substitute:
        raise IllegalAction(uid("11.2.3"), f"{card.name} has no ｛身代わり｝")


def do_substitute(st: HistoyState, a: Action) -> None:
    """11.2.3: 身代わり — the attacking card gets −3000 power for this attack (11.2.6)."""
    ctx = st.attack
    assert ctx is not None
    card = hand_card(st, a.player, a.arg("card"), uid("11.2.3"))
    z = st.z[a.player]
    z.hand.remove(card)
    z.grave.append(card)
    ctx.defence = "substitute"
    before = st.power(ctx.attacker)
    ctx.attacker_mod -= 3000
    st.trace.record(uid("11.2.6"), f"④ {a.player} shows {card.name} and sends it to the "
                    "graveyard (身代わり)", [Change(f"{a.player}.hand", len(z.hand) + 1,
                                                  len(z.hand))])
    st.trace.record(uid("11.2.3"), f"{ctx.attacker.name} power {before} → "
                    f"{st.power(ctx.attacker)} for this attack",
                    [Change(f"{ctx.player}.p{ctx.attacker_place}.power", before,
                            st.power(ctx.attacker))])
    _choose_zero(st, a)
    finish(st)


def validate_defence_incident(st: HistoyState, a: Action) -> None:
    """11.2.4 an incident marked usable on the opponent's attack, within 6.8.1's limits."""
    _defending(st, a)
    validate_incident(st, a)


def do_defence_incident(st: HistoyState, a: Action) -> None:
    """11.2.4: answer an attack with a 事変 that says it may be played on the opponent's attack."""
    ctx = st.attack
    assert ctx is not None
    ctx.defence = "incident"
    st.trace.record(uid("11.2.4"), f"④ {a.player} answers the attack with an incident")
    st.trace.record(uid("11.2.7"), f"{a.player} shows {a.arg('card')} to the opponent")
    do_incident(st, a)
    _choose_zero(st, a)
    finish(st)


def validate_pass(st: HistoyState, a: Action) -> None:
    """11.2.1 using no defence is always possible for the attacked player."""
    _defending(st, a)


def do_pass(st: HistoyState, a: Action) -> None:
    """11.2.1: the attacked player uses none of block / 身代わり / 事変."""
    st.trace.record(uid("11.2.1"), f"{a.player} uses no defence")
    _choose_zero(st, a)
    finish(st)


# ---- ⑤–⑩ resolution ---------------------------------------------------------------------------
def _on_field_at(st: HistoyState, card: Card | None, player: str, n: int | str) -> bool:
    return card is not None and isinstance(n, int) and st.place(player, n).top is card


def finish(st: HistoyState) -> None:
    """10.6.2 ⑥–⑨: cancellation checks, powers, battle or deck damage, then 「〜た後」."""
    ctx = st.attack
    assert ctx is not None
    defender = other(ctx.player)
    try:
        if not _on_field_at(st, ctx.attacker, ctx.player, ctx.attacker_place):
            st.trace.record(uid("10.6.5"), f"{ctx.attacker.name} left the field or went under: "
                            "the attack is cancelled (its rest stays)")
            return
        if ctx.target_card is not None and not _on_field_at(st, ctx.target_card, defender,
                                                            ctx.target):
            st.trace.record(uid("10.6.6"), f"{ctx.target_card.name} left the field: the attack "
                            "is cancelled (no switch to the deck)")
            return
        att = st.power(ctx.attacker) or 0
        st.trace.record(uid("10.6.2"), f"⑥ {ctx.attacker.name}'s power is fixed at {att}")
        if ctx.defence == "block" and ctx.blocker is not None:
            if not _on_field_at(st, ctx.blocker, defender, ctx.blocker_place):
                st.trace.record(uid("10.6.2"), "the blocker left the field: nothing to battle")
                return
            blk = st.power(ctx.blocker) or 0
            battle(st, ctx.attacker, att, ctx.blocker, blk, uid("11.2.2"))
            if ctx.target == "deck" and att > blk:
                n = _damage(st, ctx, (att - blk) // 1000)
                st.mill(defender, n, uid("11.2.2"), f"blocked attack on the deck overflows "
                        f"{att}−{blk}")
            elif ctx.target == "deck":
                st.trace.record(uid("11.2.2"), "the blocker's power is not lower: no cards "
                                "leave the deck")
        elif ctx.target == "deck":
            st.trace.record(uid("11.7.1"), "an unblocked attack on the deck is not a battle")
            n = _damage(st, ctx, att // 1000)
            st.mill(defender, n, uid("11.1.2"), f"deck damage {n} (1 per 1000 power)")
        else:
            assert ctx.target_card is not None
            dfp = st.power(ctx.target_card) or 0
            battle(st, ctx.attacker, att, ctx.target_card, dfp, uid("11.1.3"))
        st.check_deck_out()  # 12.1.2 after ⑧
        st.flush_triggers(uid("10.6.2"), "⑨ 「移動した後」 effect")
        st.check_deck_out()
        if _on_field_at(st, ctx.attacker, ctx.player, ctx.attacker_place):
            st.attack = None  # ⑩ is after the attack (10.6.4)
            st.queue_triggers(ctx.attacker, "on:after_attack")
            st.flush_triggers(uid("10.6.2"), "⑩ 「攻撃した後」 effect")
            st.check_deck_out()
        elif any(e.mark == "on:after_attack" for e in ctx.attacker.defn.effects):
            st.trace.record(uid("10.6.2"), f"⑩ {ctx.attacker.name} is no longer on the field: "
                            "its 「攻撃した後」 effect does not trigger")
    finally:
        st.last_defence = ctx.defence or "none"
        st.attack = None


def _damage(st: HistoyState, ctx: AttackCtx, n: int) -> int:
    """11.3.1 deck damage = cards the attack sends from the deck; a chosen right makes it 0."""
    if ctx.zero and n:
        st.trace.record(uid("11.2.8"), f"deck damage {n} → 0 (9.1.6: whatever the attacker's "
                        "protections)")
        return 0
    return n


def battle(st: HistoyState, a: Card, ap: int, d: Card, dp: int, clause: str) -> None:
    """11.7.1 compare powers; the lower goes to the graveyard, both on a tie (11.6.1 even 0)."""
    tie_clause = uid("11.6.1") if ap == dp == 0 else clause
    if ap == dp:
        st.trace.record(tie_clause, f"battle {a.name} {ap} vs {d.name} {dp}: tie, both go to "
                        "the graveyard")
        losers = [a, d]
    else:
        loser = d if ap > dp else a
        st.trace.record(clause, f"battle {a.name} {ap} vs {d.name} {dp}: {loser.name} loses")
        losers = [loser]
    safe = [c for c in losers if c.face_up and (c.battleproof or c.defn.battleproof)]
    for card in safe:  # 11.7.2 / 10.2.1 the protection beats the move
        st.trace.record(uid("11.7.2"), f"{card.name} is not sent to the graveyard by a battle")
    safe += [c for c in losers if c not in safe and stays(st, c)]  # 3.5.1 / 10.2.1
    losers = [c for c in losers if c not in safe]
    remaining = st.before_leaving(losers, uid("10.6.2"))  # ⑦ 「移動する時」
    watching = st.watchers()
    for card in losers:  # ⑧ only the top card moves (11.1.5)
        if card in remaining:
            st.leave_field(card, "grave", uid("11.1.5"), "⑧ lost the battle")
    st.queue_watchers("leave", watching, [c for c in losers if c in remaining])  # 10.1.11
