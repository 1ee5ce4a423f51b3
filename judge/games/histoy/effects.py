"""Effects (第6章, 第8章, 第9章, 第10章): marks, その後, draws, targets, protections, incidents."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.core import Action, Change, IllegalAction
from judge.games.histoy.model import (
    PLAYERS,
    Card,
    Cond,
    Effect,
    Op,
    Sentence,
    Target,
    name_matches,
    other,
    uid,
)
from judge.games.histoy.state import Forbid, HistoyState
from judge.games.histoy.turns import hand_card

_CMP = {
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, "<": lambda a, b: a < b,
}


# ---- 6.4 effect activation ------------------------------------------------------------------
def pick_effect(card: Card, mark: str) -> Effect | None:
    """6.4.1–6.4.3: the 召/1 effect asked for (the first one when no mark is given)."""
    for eff in card.defn.effects:
        if eff.mark in ("召", "1") and (not mark or eff.mark == mark):
            return eff
    return None


def validate_use(st: HistoyState, a: Action) -> None:
    """5.2.4 / 6.4.1: use an effect of an own face-up field card in the effect phase."""
    if st.phase != "effect" or st.attack is not None:
        raise IllegalAction(uid("5.2.4"), "effects are activated in the effect phase")
    n = int(a.arg("place", 0))
    if not 1 <= n <= 5:
        raise IllegalAction(uid("2.3.1"), f"a field has places 1–5, not {n}")
    card = st.place(a.player, n).top
    if card is None:
        raise IllegalAction(uid("5.2.4"), f"{a.player}.p{n} is empty")
    if not card.face_up:
        raise IllegalAction(uid("3.1.2"), "a face-down card has no effects")
    eff = pick_effect(card, a.arg("mark", ""))
    if eff is None:
        raise IllegalAction(uid("6.4.3"), f"{card.name} has no 召/1 effect "
                            f"{a.arg('mark', '')}".rstrip())
    if card.used_turn == st.serial:
        raise IllegalAction(uid("6.4.3"), f"{card.name} already used a 召/1 effect this turn")
    if eff.mark == "召" and card.summoned_turn != st.serial:
        raise IllegalAction(uid("6.4.1"), f"{card.name} was not summoned this turn")
    if eff.mark == "1" and card.used_one:
        raise IllegalAction(uid("6.4.2"), f"{card.name} already used its 「1」 effect")
    if a.arg("choose", None) is not None and not any(
            op.verb == "draw_upto" for sen in eff.sentences for op in sen.ops):
        raise IllegalAction(uid("6.5.1"), f"{card.name}'s effect has no 「n枚まで」 count to "
                            "choose: it is processed as far as possible")
    groups = alternatives(eff)
    picks = tuple(a.arg("pick", ()))
    if len(picks) > len(groups) or any(
            not 1 <= k <= len(g) for k, g in zip(picks, groups, strict=False)):
        raise IllegalAction(uid("6.5.7"), f"pick {' '.join(map(str, picks))}: {card.name}'s "
                            f"effect has {len(groups)} 「または」 group(s) of sizes "
                            f"{[len(g) for g in groups]}")
    for n in a.arg("decline", ()):
        if not 1 <= n <= len(eff.sentences) or not eff.sentences[n - 1].optional:
            raise IllegalAction(uid("6.5.1"), f"sentence {n} of {card.name}'s effect is not "
                                "optional: it must be processed as far as possible")


def do_use(st: HistoyState, a: Action) -> None:
    """6.1.1 activate; 6.4.2/6.4.3 record the use on the card (this turn, and 「1」 for good)."""
    card = st.place(a.player, int(a.arg("place"))).top
    assert card is not None
    eff = pick_effect(card, a.arg("mark", ""))
    assert eff is not None
    card.used_turn = st.serial
    if eff.mark == "1":
        card.used_one = True
    st.upto_choice = a.arg("choose", None)  # 6.5.4 the count picked for 「n枚まで」
    try:
        resolve(st, a.player, card, eff, declined=frozenset(a.arg("decline", ())),
                picks=tuple(a.arg("pick", ())))
    finally:
        st.upto_choice = None


# ---- 6.8 incidents --------------------------------------------------------------------------
def validate_incident(st: HistoyState, a: Action) -> None:
    """6.8.1: a 事変 from the hand, in one's effect phase (5.2.4) or on an attack (11.2.4)."""
    card = hand_card(st, a.player, a.arg("card"), uid("6.8.1"))
    if card.defn.kind != "incident":
        raise IllegalAction(uid("2.2.1"), f"{card.name} is not an incident card")
    defending = st.attack is not None and a.player == other(st.attack.player)
    if defending:
        if not card.defn.defence:
            raise IllegalAction(uid("11.2.4"), f"{card.name} cannot be used on an attack")
        if st.attack is not None and st.attack.defence:
            raise IllegalAction(uid("11.2.5"), "one defence per attack")
    elif st.phase != "effect" or a.player != st.active or st.attack is not None:
        raise IllegalAction(uid("5.2.4"), "incidents are used in one's effect phase")
    if st.incident_serial[a.player] == st.serial:
        raise IllegalAction(uid("6.8.1"), f"{a.player} already used an incident this turn")
    ranks = st.face_up_ranks()
    top = max(ranks, default=None)
    if top is None or card.defn.level > top:
        shown = "no face-up card" if top is None else f"highest face-up rank {top}"
        raise IllegalAction(uid("6.8.2"), f"level {card.defn.level} needs a face-up card of "
                            f"that rank or higher ({shown})")


def do_incident(st: HistoyState, a: Action) -> None:
    """6.8.1: the 事変 leaves the hand, belongs to no zone while processed (2.8.1), resolves."""
    card = hand_card(st, a.player, a.arg("card"), uid("6.8.1"))
    z = st.z[a.player]
    z.hand.remove(card)
    z.limbo.append(card)
    st.incident_serial[a.player] = st.serial
    st.trace.record(uid("2.8.1"), f"{a.player} activates incident {card.name} (level "
                    f"{card.defn.level}); it belongs to no zone while processed",
                    [Change(f"{a.player}.hand", len(z.hand) + 1, len(z.hand))])
    try:
        for eff in card.defn.effects:
            resolve(st, a.player, None, eff, label=card.name)
    finally:
        if card in z.limbo:
            z.limbo.remove(card)
            z.grave.append(card)
            st.trace.record(uid("6.8.3"), f"{card.name} goes to the graveyard",
                            [Change(f"{a.player}.grave", len(z.grave) - 1, len(z.grave))])


# ---- 6.5 / 6.7 resolution -------------------------------------------------------------------
def alternatives(eff: Effect) -> list[list[int]]:
    """6.5.7 / 7.3.10: the 「または」 groups of an effect (1-based sentence numbers, ≥ 2 each)."""
    groups: list[list[int]] = []
    for number, s in enumerate(eff.sentences, 1):
        if s.alt and groups:
            groups[-1].append(number)
        else:
            groups.append([number])
    return [g for g in groups if len(g) > 1]


def skipped_alternatives(eff: Effect, picks: tuple[int, ...]) -> set[int]:
    """Sentence numbers not chosen: each group runs the picked one (default the first)."""
    out: set[int] = set()
    for i, group in enumerate(alternatives(eff)):
        k = picks[i] if i < len(picks) else 1
        out.update(n for j, n in enumerate(group, 1) if j != k)
    return out


def resolve(st: HistoyState, controller: str, source: Card | None, eff: Effect,
            label: str = "", declined: frozenset[int] = frozenset(),
            picks: tuple[int, ...] = ()) -> None:
    """Process an effect sentence by sentence (6.5.1 maximum; 6.7 その後; 10.1.9 triggers).

    `declined`: 1-based numbers of optional sentences the player chose not to do (6.5.3).
    `picks`: the alternative chosen in each 「または」 group, all decided before processing (6.5.7).
    """
    name = label or (source.name if source else "effect")
    mark = f"「{eff.mark}」 " if eff.mark in ("召", "1", "常") else ""
    saved_it, st.it = st.it, None  # 「それ」 belongs to this effect's text (7.2.3)
    try:
        _resolve(st, controller, eff, name, mark, source, declined, picks)
    finally:
        st.it = saved_it


def _resolve(st: HistoyState, controller: str, eff: Effect, name: str, mark: str,
             source: Card | None, declined: frozenset[int], picks: tuple[int, ...]) -> None:
    """6.1.1: resolve an effect sentence by sentence (6.5.3 optional, 6.5.7 「または」, 6.7.1)."""
    with st.trace.nested(uid("6.1.1"), f"{controller} resolves {mark}effect of {name}"):
        previous_done = True
        skipped = skipped_alternatives(eff, picks)
        for group in alternatives(eff):
            chosen = next(n for n in group if n not in skipped)
            st.trace.record(uid("6.5.7"), f"「または」: {controller} chooses sentence {chosen} "
                            f"of {group[0]}–{group[-1]} before processing (7.3.10)")
        for number, s in enumerate(eff.sentences, 1):
            if number in skipped:
                continue
            if s.then:
                if not previous_done:
                    st.trace.record(uid("6.7.1"), "「その後」: the previous sentence did not "
                                    "fully resolve, so the rest is not processed")
                    return
                st.trace.record(uid("6.7.1"), "「その後」: the previous sentence fully resolved")
            if s.optional and number in declined:
                st.trace.record(uid("6.5.3"), f"sentence {number} is optional and {controller} "
                                "declines it (not done)")
                previous_done = False
                continue
            previous_done = run_sentence(st, controller, source, s)


def run_sentence(st: HistoyState, controller: str, source: Card | None, s: Sentence) -> bool:
    """Run one sentence; True when every operation fully resolved (6.1.3)."""
    if s.cond is not None and not cond_holds(st, controller, s.cond):
        st.trace.record(uid("6.3.1"), f"condition {_cond_text(s.cond)} not met: skipped")
        return False
    done = True
    for op in s.ops:
        done = run_op(st, controller, source, op) and done
        refresh_it(st)  # 10.1.10 ③ remember it as last seen face up on the field
        st.flush_triggers()  # 10.1.9
        st.check_deck_out()  # 12.1.2
    return done


def _cond_text(c: Cond) -> str:
    named = f" named 〈{c.name}〉" if c.name else ""
    return f"{c.side}.{c.zone}{named} {c.op} {c.value}"


def refresh_it(st: HistoyState) -> None:
    """10.1.10 ③: while 「それ」 is face up on the field its information is current."""
    if st.it is not None and st.it[0].face_up and st.locate(st.it[0]):
        card = st.it[0]
        st.it = (card, {"rank": card.defn.rank, "power": st.power(card)})


def it_value(st: HistoyState, prop: str) -> int | None:
    """「それのランク/パワー」: current if face up on the field, else as last seen (10.1.10 ③)."""
    if st.it is None:
        return None
    card, seen = st.it
    if card.face_up and st.locate(card):
        return card.defn.rank if prop == "rank" else st.power(card)
    st.trace.record(uid("10.1.10"), f"「それ」 ({card.name}) is no longer face up on the field: "
                    f"its {prop} as last seen there ({seen.get(prop)}) is used")
    return seen.get(prop)


def cond_holds(st: HistoyState, controller: str, c: Cond) -> bool:
    """6.2.2 a resolution condition, read at the moment it is processed (8.2.1)."""
    player = controller if c.side == "own" else other(controller)
    if c.side == "it":
        value = it_value(st, c.zone)
        ok = value is not None and _CMP[c.op](value, c.value)
        st.trace.record(uid("6.2.2"), f"condition it.{c.zone} {c.op} {c.value}: {value} → "
                        f"{'met' if ok else 'not met'}")
        return ok
    if c.name:  # 7.1.2 / 3.1.10 〈name〉 among face-up field cards only
        value = sum(1 for p in st.z[player].places if p.top is not None and p.top.face_up
                    and name_matches(c.name, p.top.name))
    else:
        value = st.counts(player)[c.zone]
    ok = _CMP[c.op](value, c.value)
    st.trace.record(uid("6.2.2"), f"condition {_cond_text(c)}: {value} → "
                    f"{'met' if ok else 'not met'}")
    return ok


# ---- targets (8.1–8.3, 9.1–9.2) ---------------------------------------------------------------
def targets(st: HistoyState, controller: str, source: Card | None, t: Target) -> list[Card] | None:
    """The cards an operation acts on; None when a named card is gone or cannot be chosen."""
    if t.kind == "this":
        # 3.5.3 「これ」 is this very card while it stays on the field
        return [source] if source is not None and st.locate(source) else None
    if t.kind == "it":
        # 7.2.3 「それ」; 3.5.3 / 10.1.10 ③ a card that left the field cannot be acted on
        card = st.it[0] if st.it is not None else None
        return [card] if card is not None and st.locate(card) else None
    if t.kind in ("attacker", "defender"):
        ctx = st.attack
        if ctx is None:
            return None
        card = ctx.attacker if t.kind == "attacker" else (ctx.blocker or ctx.target_card)
        return [card] if card is not None and st.locate(card) else None
    if t.kind == "place":
        player = controller if t.side == "own" else other(controller)
        card = st.place(player, t.place).top
        if card is None:
            return None
        if card.untargetable or card.defn.untargetable:
            st.trace.record(uid("9.2.1"), f"{card.name} cannot be chosen (選ばれない)")
            return None
        return [card]
    return all_cards(st, controller, t)


def all_cards(st: HistoyState, controller: str, t: Target) -> list[Card]:
    """8.3.1 「全て」: every matching field card at resolution (possibly none, 8.3.2)."""
    sides = PLAYERS if t.side == "both" else (
        (controller,) if t.side == "own" else (other(controller),))
    out = []
    for p in sides:
        for place in st.z[p].places:
            top = place.top
            if top is None:
                continue
            if t.face and top.face_up != (t.face == "up"):
                continue
            if t.state and place.rested != (t.state == "rested"):
                continue
            if t.name and not (top.face_up and name_matches(t.name, top.name)):
                continue  # 7.1.2 / 7.1.4; 3.1.10 a face-down card has no name
            out.append(top)
    return out


def static_targets(st: HistoyState, source: Card, op: Op) -> list[Card]:
    """Cards a 常 operation of `source` reaches now (8.2.2: judged each time)."""
    if op.target is None:
        return []
    if op.target.kind == "all":
        return all_cards(st, source.owner, op.target)
    if op.target.kind == "this":
        return [source]
    return []


def immune(st: HistoyState, card: Card, what: str) -> bool:
    """9.1.1 効果を受けない blocks changes to the card itself."""
    if card.immune or (card.defn.immune and card.face_up):
        st.trace.record(uid("9.1.1"), f"{card.name} is unaffected by effects: {what} does not "
                        "happen")
        return True
    return False


def stays(st: HistoyState, card: Card) -> bool:
    """10.2.1 「場を離れない」 beats 「場を離れさせる」 (a granted one is dormant while face
    down, 3.6.2; a printed one works only face up, 6.4.5)."""
    if card.face_up and (card.staying or card.defn.staying):
        st.trace.record(uid("10.2.1"), f"{card.name} does not leave the field (場を離れない "
                        "beats the move)")
        return True
    return False


# ---- operations -----------------------------------------------------------------------------
def run_op(st: HistoyState, controller: str, source: Card | None, op: Op) -> bool:
    """Perform one operation; True when it fully resolved (6.1.3). 7.2.1: `opp` = 相手は."""
    actor = controller if op.who == "own" else other(controller)
    handler = _OPS[op.verb]
    return handler(st, actor, controller, source, op)


def _draw(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """6.5.8: a fixed count is drawn all at once or not at all."""
    hand = len(st.z[actor].hand)
    if st.forbidden(actor, "draw"):
        st.trace.record(uid("6.5.11"), f"{actor} cannot draw (引けない): the draw is not done")
        return False
    cap = st.handcap.get(actor)
    if cap is not None and hand + op.amount >= cap:
        st.trace.record(uid("6.5.8"), f"drawing {op.amount} would make the hand {cap} or more: "
                        "the fixed draw is not done at all")
        return False
    return st.draw(actor, op.amount, uid("6.5.8")) == op.amount


def _draw_upto(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """6.5.4 / 6.5.8: "up to n": choose the largest count the limits allow."""
    if st.forbidden(actor, "draw"):
        st.trace.record(uid("6.5.11"), f"{actor} cannot draw (引けない): the draw is not done")
        return False
    n = op.amount
    if st.upto_choice is not None and actor == ctl:
        n = max(0, min(n, st.upto_choice))  # 6.5.4 the player picks 0..n (decided first, 6.5.5)
        st.trace.record(uid("6.5.4"), f"\"up to {op.amount}\": {ctl} chooses {n}")
    cap = st.handcap.get(actor)
    if cap is not None:
        n = max(0, min(n, cap - 1 - len(st.z[actor].hand)))
        if n < op.amount:
            st.trace.record(uid("6.5.8"), f"\"up to {op.amount}\": {n} chosen to stay under "
                            f"the hand limit {cap}")
    st.draw(actor, n, uid("6.5.4"))
    return True


def _draw_to(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """6.5.12: "draw until the hand is k": a fixed count decided by the hand now."""
    n = max(0, op.amount - len(st.z[actor].hand))
    if n == 0:
        st.trace.record(uid("6.5.12"), f"{actor}'s hand already has {op.amount} or more: draws "
                        "0, fully resolved")
        return True
    if st.forbidden(actor, "draw"):
        st.trace.record(uid("6.5.11"), f"{actor} cannot draw (引けない)")
        return False
    cap = st.handcap.get(actor)
    if cap is not None and len(st.z[actor].hand) + n >= cap:
        st.trace.record(uid("6.5.12"), f"drawing {n} would reach the hand limit {cap}: no card "
                        "is drawn and the draw does not resolve")
        return False
    return st.draw(actor, n, uid("6.5.12")) == n


def _mill(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    # 11.3.1 sending deck cards by effect is a zone move, not damage
    return st.mill(actor, op.amount, uid("11.3.1"), "effect") == op.amount


def _add(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """6.5.10 adding cards to the hand from the deck / graveyard is not 「引く」: 引けない and
    hand limits on drawing do not stop it."""
    z = st.z[actor]
    pool = z.deck if op.mode == "deck" else z.grave
    before = st.counts(actor)
    k = min(op.amount, len(pool))
    for _ in range(k):
        z.hand.append(pool.pop(0))
    if op.mode == "grave" and k:
        st.rng.shuffle(z.grave)  # 4.4.1 the searched graveyard is shuffled
    st.trace.record(uid("6.5.10"), f"{actor} adds {k} card(s) from the {op.mode} to the hand "
                    "(not a draw)", st.diff(actor, before))
    return k == op.amount


def _discard(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """2.6.1 cards sent from the hand to the graveyard (as many as there are, 6.5.1)."""
    z = st.z[actor]
    before = st.counts(actor)
    k = min(op.amount, len(z.hand))
    for _ in range(k):
        z.grave.append(z.hand.pop(0))
    st.trace.record(uid("2.6.1"), f"{actor} sends {k} card(s) from the hand to the graveyard",
                    st.diff(actor, before))
    return k == op.amount


def _each(st: HistoyState, ctl: str, src: Card | None, op: Op, what: str,
          need_info: bool = True) -> list[Card] | None:
    """An op's target cards (3.5.3 a card that left is gone: None; 8.3.2 「全て」 of 0 is done)."""
    assert op.target is not None
    cards = targets(st, ctl, src, op.target)
    if cards is None:
        st.trace.record(uid("3.5.3"), f"{what}: the target is not on the field (or cannot be "
                        "chosen)")
        return None
    if op.target.kind == "all" and not cards:
        st.trace.record(uid("8.3.2"), f"{what}: 「全て」 matches 0 cards — fully resolved")
    if op.target.kind != "all" and cards:  # 7.2.3 this card is now 「それ」
        card = cards[0]
        st.it = (card, {"rank": card.defn.rank if card.face_up else None,
                        "power": st.power(card)})
    return cards


def _on_each(st: HistoyState, ctl: str, src: Card | None, op: Op, what: str, shield: str,
             act: Callable[[Card], object], usable: Callable[[Card], bool] | None = None) -> bool:
    """Apply `act` to each target card not shielded by 9.1.1 (and `usable`, checked first);
    False when the target is gone or any card was skipped — the effect was not fully done."""
    cards = _each(st, ctl, src, op, what)
    if cards is None:
        return False
    done = True
    for card in cards:
        if (usable is not None and not usable(card)) or immune(st, card, shield):
            done = False
            continue
        act(card)
    return done


def _power(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """10.4.2 additions accumulate; 10.4.3 「パワーが〇〇になる」 overrides them; 11.6.2 floor 0."""

    def face_up(card: Card) -> bool:
        if not card.face_up:
            st.trace.record(uid("3.1.7"), f"face-down {card.name} has no power to change")
        return card.face_up

    def change(card: Card) -> None:
        before = st.power(card)
        if op.verb == "setpower":
            if op.mode == "turn":  # 5.6.3 for this turn only
                card.turn_set = (op.amount, st.serial)
            else:
                card.power_set, card.turn_set = op.amount, None
            card.power_mods, card.turn_mods = [], []  # 10.4.3 earlier additions are overridden
            clause = uid("10.4.3")
        elif op.mode == "turn":
            card.turn_mods.append((op.amount, st.serial))  # 5.6.3 / 10.4.2
            clause = uid("10.4.2")
        else:
            card.power_mods.append(op.amount)  # 10.4.2 accumulates
            clause = uid("10.4.2")
        after = st.power(card)
        if after == 0 and (before or 0) + op.amount < 0 and op.verb == "power":
            clause = uid("11.6.2")
        where = st.locate(card)
        path = f"{where[0]}.p{where[1]}.power" if where else f"{card.owner}.{card.name}.power"
        st.trace.record(clause, f"{card.name} power {before} → {after}",
                        [Change(path, before, after)])

    return _on_each(st, ctl, src, op, "power", "the power change", change, usable=face_up)


def _rest(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """3.2.3 rest / activate: the top card's state is the whole stack's."""

    def turn(card: Card) -> None:
        where = st.locate(card)
        assert where is not None
        st.set_rested(*where, op.verb == "rest", uid("3.2.3"), f"effect {op.verb}")

    return _on_each(st, ctl, src, op, op.verb, op.verb, turn)


def _norefresh(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """3.2.2 「次の自分のターンの初めにアクティブにできない」 on the named cards."""

    def ban(card: Card) -> None:
        card.no_refresh = True
        st.trace.record(uid("3.2.2"), f"{card.name} cannot become active at its owner's next "
                        "refresh")

    return _on_each(st, ctl, src, op, "norefresh", "the refresh ban", ban)


def _flip(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """3.1.1 turn face up / down; 6.4.4 face down resets 召/1 history; 3.5.2 not leaving."""
    up = op.mode == "up"

    def flip(card: Card) -> None:
        if card.face_up == up:
            return
        card.face_up = up
        where = st.locate(card)
        assert where is not None
        if not up:
            card.used_turn, card.used_one = -1, False  # 6.4.4 history resets
        st.trace.record(uid("6.4.4") if not up else uid("3.1.1"),
                        f"{where[0]}.p{where[1]} {card.name} turns face {op.mode}",
                        [Change(f"{where[0]}.p{where[1]}.face", "up" if not up else "down",
                                op.mode)])

    return _on_each(st, ctl, src, op, "flip", "flip", flip)


def _send(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """3.5.1 leave the field for the graveyard / hand / deck (2.3.3 only the top card)."""
    cards = _each(st, ctl, src, op, "send")
    if cards is None:
        return False
    done = True
    # 10.1.3 / 2.3.4 targets are fixed before any of them moves
    movable = []
    for card in cards:
        if immune(st, card, f"sending to {op.mode}"):
            done = False
        elif stays(st, card):
            done = False
        else:
            movable.append(card)
    remaining = st.before_leaving(movable, uid("10.1.7"))
    watching = st.watchers()
    left: list[Card] = []
    for card in movable:
        if card not in remaining:
            st.trace.record(uid("10.1.7"), f"{card.name} already left the field: the send "
                            "is not performed for it")
            done = False
            continue
        st.leave_field(card, op.mode, uid("3.5.1"), "effect")
        left.append(card)
    st.queue_watchers("leave", watching, left)  # 10.1.11
    return done


def _move(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """3.3/3.4 move within the field: not leaving it (3.4.1); never onto face down (3.1.5)."""
    cards = _each(st, ctl, src, op, "move")
    if not cards:
        return False
    card = cards[0]
    if immune(st, card, "move"):
        return False
    origin = st.locate(card)
    assert origin is not None
    owner, n = origin
    if n == op.place:
        return False
    dest = st.place(owner, op.place)
    if dest.top is not None and not dest.top.face_up:
        st.trace.record(uid("3.1.5"), "nothing can be moved onto a face-down card")
        return False
    src_place = st.place(owner, n)
    rested = src_place.rested
    src_place.cards.pop()
    if not src_place.cards:
        src_place.rested = False
    dest.cards.append(card)
    # 3.3.1 the moved card's state overrides the new stack; 3.4.1 its history travels with it
    dest.rested = rested
    st.trace.record(uid("3.3.1"), f"{card.name} moves {owner}.p{n} → {owner}.p{op.place} "
                    f"({'rested' if rested else 'active'}; history kept, 3.4.1)",
                    [Change(f"{owner}.p{op.place}.rested", None, rested)])
    return True


def _summon(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """6.9: summoning without set: face up, at the time of the effect (6.9.6)"""
    if st.forbidden(actor, "summon"):
        st.trace.record(uid("6.10.3"), f"{actor} cannot summon (召喚できない)")
        return False
    z = st.z[actor]
    chosen: list[Card] = []
    pool = list(z.hand)
    for name in op.names:
        card = next((c for c in pool if c.name == name and c.defn.kind == "person"), None)
        if card is None:
            st.trace.record(uid("6.6.1"), f"{name} is not in {actor}'s hand: treated as absent")
            continue
        pool.remove(card)
        chosen.append(card)
    slots = _summon_slots(st, actor, op, chosen)
    limit = st.summon_limit.get(actor)
    if limit is not None and st.summons_made[actor] + len(slots) > limit:
        room = max(0, limit - st.summons_made[actor])
        st.trace.record(uid("6.10.1"), f"the summon limit {limit} leaves room for {room}")
        slots = slots[:room]
    st.summons_made[actor] += len(slots)
    done = len(slots) == len(op.names)
    placed: list[Card] = []
    watching = st.watchers()
    for card, n, clause in slots:
        z.hand.remove(card)
        card.summoned_turn = card.noset_turn = st.serial
        st.put_on_field(card, actor, n, True, clause, "summon without set")
        placed.append(card)
    for card in placed:  # 10.1.8 「〜た時」 after every card is placed
        st.queue_triggers(card, "on:summoned")
    st.queue_watchers("summoned", watching, placed)  # 10.1.11
    return done


def _summon_slots(st: HistoyState, actor: str, op: Op,
                  cards: list[Card]) -> list[tuple[Card, int, str]]:
    """Where each card is summoned without set (6.9.1–6.9.4, 14.2), with the clause."""
    out: list[tuple[Card, int, str]] = []
    places = st.z[actor].places
    if op.mode == "empty":
        empty = [i for i, p in enumerate(places, 1) if not p.cards]
        # 14.2 overflow only for 三河武士団の結束: onto face-up cards once places run out
        onto = [i for i, p in enumerate(places, 1) if p.top is not None and p.top.face_up
                and p.top.noset_turn != st.serial]
        for card in cards:
            if empty:
                out.append((card, empty.pop(0), uid("6.9.3")))
            elif op.overflow and onto:
                out.append((card, onto.pop(0), uid("14.2")))
            else:
                st.trace.record(uid("6.9.3"), f"no empty place left for {card.name}")
        return out
    for card in cards:
        n = op.place
        top = places[n - 1].top
        if top is None:
            if op.mode == "onto":
                st.trace.record(uid("6.9.2"), f"p{n} is empty: 「〇〇の上に」 needs a card")
            elif card.defn.rank != 0:
                st.trace.record(uid("6.9.1"), "only rank 0 goes to an empty place")
            else:
                out.append((card, n, uid("6.9.1")))
            continue
        if not top.face_up:
            st.trace.record(uid("3.1.5"), "nothing can be summoned onto a face-down card")
        elif top.noset_turn == st.serial:
            st.trace.record(uid("6.9.4"), f"{top.name} was summoned without set this turn: "
                            "nothing is summoned without set onto it")
        elif op.mode == "onto":
            out.append((card, n, uid("6.9.2")))
        elif card.defn.rank != top.defn.rank + 1:
            st.trace.record(uid("6.9.1"), f"rank order: on rank {top.defn.rank} only rank "
                            f"{top.defn.rank + 1}")
        else:
            out.append((card, n, uid("6.9.1")))
    return out


def _set(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """7.4.1: 「〇〇の上にセットする」: onto the named card regardless of rank order, face down;
    5.5.2 not a set-phase set, so the first-turn limit does not apply; 4.5.2 shown.
    """
    if st.forbidden(actor, "set"):
        st.trace.record(uid("5.3.1"), f"{actor} cannot set (セットできない)")
        return False
    card = next((c for c in st.z[actor].hand if c.name == op.names[0]
                 and c.defn.kind == "person"), None)
    if card is None:
        st.trace.record(uid("6.6.1"), f"{op.names[0]} is not in {actor}'s hand: treated as absent")
        return False
    top = st.place(actor, op.place).top
    if top is None:
        st.trace.record(uid("7.4.1"), f"{actor}.p{op.place} is empty: nothing to set onto")
        return False
    if not top.face_up:
        st.trace.record(uid("3.1.5"), "nothing can be set onto a face-down card")
        return False
    st.z[actor].hand.remove(card)
    st.trace.record(uid("4.5.2"), f"{card.name} is set by an effect: shown to the opponent")
    st.put_on_field(card, actor, op.place, False, uid("5.5.2"), "set by effect")
    return True


def _forbid(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """5.3.1: an action ban (召喚できない etc.) forbids the action, not the phase."""
    player = ctl if op.who == "own" else other(ctl)
    f = st.forbids.setdefault((player, op.mode), Forbid())
    if op.turns:
        f.own_turns = max(f.own_turns, op.turns)  # 5.7.1 / 10.4.1 the longest one applies
        f.after = st.serial  # 5.6.4 「次の」: counted from the next turn of that player
    else:
        f.serial = st.serial
    span = f"for {player}'s next {op.turns} turn(s)" if op.turns else "this turn"
    st.trace.record(uid("5.3.1"), f"{player} cannot {op.mode} {span}")
    return True


def _handcap(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """6.5.8: 「手札がn枚以上になるように引けない」 caps later draws."""
    player = ctl if op.who == "own" else other(ctl)
    st.handcap[player] = min(op.amount, st.handcap.get(player, op.amount))
    st.trace.record(uid("6.5.8"), f"{player} cannot draw so that the hand becomes {op.amount} "
                    "or more (this turn)")
    return True


def _attacklimit(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """10.3.1 limits stack (the tighter one binds); 10.3.2 earlier attacks this turn count."""
    player = ctl if op.who == "own" else other(ctl)
    st.attack_limit[player] = min(op.amount, st.attack_limit.get(player, op.amount))
    st.trace.record(uid("10.3.2"), f"{player} may attack at most {st.attack_limit[player]} "
                    f"time(s) this turn ({st.attacks_made[player]} made so far)")
    return True


def _summonlimit(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """「このターン、召喚はN回まで」: 10.3.2 earlier summons this turn count; 10.3.1 the tighter
    limit binds; 6.10.1 shared by flips, rank-0 summons and summons without set."""
    player = ctl if op.who == "own" else other(ctl)
    st.summon_limit[player] = min(op.amount, st.summon_limit.get(player, op.amount))
    st.trace.record(uid("10.3.2"), f"{player} may summon at most {st.summon_limit[player]} "
                    f"time(s) this turn ({st.summons_made[player]} made so far)")
    return True


def _copy(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """6.11 effect copy: the 召/1 effect of a face-up field card runs as an effect of the host
    (「これ」 = the host, 6.11.2); its mark conditions are not copied (6.11.3) and no 召/1 use
    is recorded on the copied card (6.11.7)."""
    cards = _each(st, ctl, src, op, "copy")
    if not cards:
        return False
    card = cards[0]
    if not card.face_up:
        st.trace.record(uid("3.1.2"), "a face-down card has no effect to copy")
        return False
    eff = pick_effect(card, "")
    if eff is None:
        st.trace.record(uid("6.11.1"), f"{card.name} has no 召/1 effect to copy")
        return False
    st.trace.record(uid("6.11.1"), f"{ctl} copies the effect of {card.name} (no mark, no "
                    "mark conditions, 6.11.3); it is the host's effect (6.11.2)")
    resolve(st, ctl, src, Effect("", eff.sentences, eff.name), label=f"copy of {card.name}")
    return True


def _swap(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """11.4.1 swap the deck and the graveyard as whole zones: no card-by-card move, no damage."""
    player = ctl if op.who == "own" else other(ctl)
    z = st.z[player]
    before = st.counts(player)
    z.deck, z.grave = z.grave, z.deck
    st.rng.shuffle(z.deck)  # the new deck is face down and unordered (2.5.1)
    st.trace.record(uid("11.4.1"), f"{player}'s deck and graveyard are swapped",
                    [Change(f"{player}.{k}", before[k], st.counts(player)[k])
                     for k in ("deck", "grave")])
    return True


def _nullify(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """10.4.2: rights to reduce deck damage to 0 add up."""
    player = ctl if op.who == "own" else other(ctl)
    st.nullify[player] += op.amount  # 10.4.2 counts of rights add up
    st.trace.record(uid("10.4.2"), f"{player} may reduce deck damage to 0 {op.amount} more "
                    f"time(s) (now {st.nullify[player]})")
    return True


def _protect(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """9.1.1 効果を受けない / 9.2.1 選ばれない granted to the target cards."""
    cards = _each(st, ctl, src, op, "protect")
    if cards is None:
        return False
    for card in cards:
        setattr(card, op.mode, True)
        clause = {"immune": uid("9.1.1"), "untargetable": uid("9.2.1"),
                  "staying": uid("10.2.1")}.get(op.mode, uid("11.7.2"))
        st.trace.record(clause, f"{card.name} gains {op.mode}")
    return True


def _win(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    st.end_game(actor, uid("12.1.4"), f"{actor} wins by effect (このゲームに勝利する)")
    return True


def _extra_turn(st: HistoyState, actor: str, ctl: str, src: Card | None, op: Op) -> bool:
    """5.8.1: 「再び自分のターンになる」 — one extra turn after this one (5.8.3 no stacking)."""
    if st.extra_turn:
        st.trace.record(uid("5.8.3"), "an extra turn is already pending: they do not stack")
    else:
        st.trace.record(uid("5.8.4") if st.in_extra_turn else uid("5.8.1"),
                        f"{actor} will take an extra turn after this one")
    st.extra_turn = True
    return True


_OPS = {
    "draw": _draw, "draw_upto": _draw_upto, "draw_to": _draw_to, "mill": _mill,
    "add": _add, "discard": _discard,
    "power": _power, "setpower": _power, "rest": _rest, "activate": _rest, "flip": _flip,
    "norefresh": _norefresh,
    "send": _send, "move": _move, "summon": _summon, "set": _set, "forbid": _forbid,
    "handcap": _handcap, "nullify": _nullify,
    "attacklimit": _attacklimit, "summonlimit": _summonlimit, "copy": _copy, "swap": _swap,
    "protect": _protect, "win": _win,
    "extra_turn": _extra_turn,
}
