"""Turn structure (第5章): setup and redraws, the five phases, first-turn limits, extra turns."""

from __future__ import annotations

from judge.engine.core import Action, Change, IllegalAction
from judge.games.histoy.model import PLAYERS, Card, other, uid
from judge.games.histoy.state import HistoyState

NEXT_PHASE = {"summon": "effect", "effect": "set", "set": "attack"}


def hand_card(st: HistoyState, player: str, name: str, clause: str) -> Card:
    """The first card called `name` in `player`'s hand, or IllegalAction(clause)."""
    for card in st.z[player].hand:
        if card.name == name:
            return card
    raise IllegalAction(clause, f"{player} has no {name} in hand")


# ---- 5.1 setup ------------------------------------------------------------------------------
def validate_redraw(st: HistoyState, a: Action) -> None:
    """5.1.3: 手札は2回まで引き直すことができる."""
    if st.phase != "setup" or a.player in st.kept:
        raise IllegalAction(uid("5.1.3"), "redraws happen only before the game starts")
    if st.redraws[a.player] >= 2:
        raise IllegalAction(uid("5.1.3"), f"{a.player} has already redrawn twice")
    names = list(a.arg("cards", ()))
    pool = [c.name for c in st.z[a.player].hand]
    for name in names:
        if name not in pool:
            raise IllegalAction(uid("5.1.3"), f"{a.player} has no {name} in hand to put aside")
        pool.remove(name)


def do_redraw(st: HistoyState, a: Action) -> None:
    """5.1.3: put the unwanted cards aside, draw as many from the deck."""
    z = st.z[a.player]
    names = list(a.arg("cards", ()))
    before = len(z.hand)
    for name in names:
        card = hand_card(st, a.player, name, uid("5.1.3"))
        z.hand.remove(card)
        z.limbo.append(card)
    st.redraws[a.player] += 1
    st.trace.record(uid("5.1.3"), f"{a.player} puts {len(names)} card(s) aside "
                    f"(redraw {st.redraws[a.player]} of 2)",
                    [Change(f"{a.player}.hand", before, len(z.hand))])
    st.draw(a.player, len(names), uid("5.1.3"))


def validate_keep(st: HistoyState, a: Action) -> None:
    """5.1.3: the hand is kept (before the game starts, once per player)."""
    if st.phase != "setup" or a.player in st.kept:
        raise IllegalAction(uid("5.1.3"), "the hand is already decided")


def do_keep(st: HistoyState, a: Action) -> None:
    """5.1.3: the put-aside cards go back into the deck, which is shuffled."""
    z = st.z[a.player]
    back = len(z.limbo)
    z.deck.extend(z.limbo)
    z.limbo.clear()
    st.rng.shuffle(z.deck)
    st.kept.add(a.player)
    st.trace.record(uid("5.1.3"), f"{a.player} keeps the hand; {back} card(s) back into the "
                    "deck, which is shuffled")
    if st.kept == set(PLAYERS):
        # 5.1.4 the first player starts; 5.2.1 from the draw & refresh phase
        st.phase, st.active, st.serial = "draw", st.first, 1
        st.turns = {st.first: 1, other(st.first): 0}
        st.trace.record(uid("5.1.4"), f"the game starts: {st.first} goes first")


# ---- 5.2.2 draw & refresh -------------------------------------------------------------------
def validate_draw(st: HistoyState, a: Action) -> None:
    """5.2.2: draw 0–2 cards in the draw & refresh phase (5.5.1 not the first player's turn 1)."""
    n = int(a.arg("n", 0))
    if st.phase != "draw":
        raise IllegalAction(uid("5.2.2"), "drawing 0–2 happens in the draw & refresh phase")
    if not 0 <= n <= 2:
        raise IllegalAction(uid("5.2.2"), f"the phase draw is 0–2 cards, not {n}")
    if n and st.first_turn(a.player) and a.player == st.first:
        raise IllegalAction(uid("5.5.1"), "the first player cannot draw on turn 1")
    if n and st.forbidden(a.player, "draw"):
        raise IllegalAction(uid("5.3.1"), f"{a.player} cannot draw (引けない)")
    cap = st.handcap.get(a.player)
    if n and cap is not None and len(st.z[a.player].hand) + n >= cap:
        # 6.5.8 / 6.5.4: an "up to" draw must choose a count that keeps within the limit
        raise IllegalAction(uid("6.5.8"), f"drawing {n} would make the hand {cap} or more")


def do_draw(st: HistoyState, a: Action) -> None:
    """5.2.2 / 6.5.5: draw the chosen 0–2 cards, then refresh (not the first player's turn 1)."""
    n = int(a.arg("n", 0))
    with st.trace.nested(uid("5.2.2"), f"{a.player}'s draw & refresh phase"):
        # 6.5.5 the count is fixed before drawing
        st.draw(a.player, n, uid("6.5.5"))
        st.check_deck_out()
        if st.first_turn(a.player) and a.player == st.first:
            st.trace.record(uid("5.5.1"), "turn 1 of the first player: no refresh")
        else:
            refresh(st, a.player)
    enter_summon(st)


def refresh(st: HistoyState, player: str) -> None:
    """3.2.1 / 3.2.2: every rested card becomes active (a forced process)"""
    for i, place in enumerate(st.z[player].places, 1):
        top = place.top
        if top is None or not place.rested:
            continue
        if top.no_refresh:
            # 3.2.2 a card named by 「アクティブにできない」 alone stays rested
            top.no_refresh = False
            st.trace.record(uid("3.2.2"), f"{player}.p{i} {top.name} cannot become active "
                            "this time: it stays rested")
            continue
        st.set_rested(player, i, False, uid("3.2.1"), "refresh")


# ---- 5.2.3 summon phase ---------------------------------------------------------------------
def enter_summon(st: HistoyState) -> None:
    """5.2.3 the summon phase: face-down cards turn face up (forced, 6.10.1)."""
    st.phase = "summon"
    player = st.active
    with st.trace.nested(uid("5.2.3"), f"{player}'s summon phase"):
        if st.forbidden(player, "summon"):
            st.trace.record(uid("6.10.3"), "召喚できない: face-down cards stay face down")
            return
        if player in st.summon_limit:
            # 6.10.2 under a shared limit the rank-0 summons chosen first leave fewer flips:
            # the forced flips are made when the normal summon ends
            st.trace.record(uid("6.10.2"), f"{player} may summon {st.summon_limit[player]} "
                            "card(s) this turn: the forced flips fill what the rank-0 summons "
                            "leave")
            return
        flip_face_down(st, player)


def flip_face_down(st: HistoyState, player: str) -> None:
    """6.10.1 turn face-down cards face up as far as possible (within a summon limit)."""
    flipped: list[Card] = []
    watching = st.watchers()
    for i, place in enumerate(st.z[player].places, 1):
        top = place.top
        if top is None or top.face_up:
            continue
        if not summon_room(st, player):
            st.trace.record(uid("6.10.1"), f"{player}.p{i} {top.name} stays face down: the "
                            "summon limit is reached")
            continue
        top.face_up = True
        top.summoned_turn = st.serial
        top.used_turn, top.used_one = -1, False  # 6.4.4
        st.summons_made[player] += 1
        flipped.append(top)
        st.trace.record(uid("6.10.1"), f"{player}.p{i} {top.name} turns face up "
                        "(summoned)", [Change(f"{player}.p{i}.face", "down", "up")])
    for card in flipped:
        st.queue_triggers(card, "on:summoned")
    st.queue_watchers("summoned", watching, flipped)  # 10.1.11
    st.flush_triggers()


def summon_room(st: HistoyState, player: str) -> bool:
    """6.10.1: whether a summon limit in force still allows one more summon this turn."""
    limit = st.summon_limit.get(player)
    return limit is None or st.summons_made[player] < limit


def validate_summon(st: HistoyState, a: Action) -> None:
    """5.2.3: summon rank-0 cards from the hand in the summon phase (6.10 limits)."""
    if st.phase != "summon":
        raise IllegalAction(uid("5.2.3"), "cards are summoned from hand in the summon phase")
    if st.forbidden(a.player, "summon"):
        raise IllegalAction(uid("6.10.3"), f"{a.player} cannot summon (召喚できない)")
    if not summon_room(st, a.player):
        raise IllegalAction(uid("6.10.1"), f"{a.player} may summon only "
                            f"{st.summon_limit[a.player]} card(s) this turn")
    card = hand_card(st, a.player, a.arg("card"), uid("5.2.3"))
    if card.defn.kind != "person" or card.defn.rank != 0:
        raise IllegalAction(uid("5.2.3"), f"only rank-0 cards are summoned from hand "
                            f"({card.name} is {_rank_text(card)})")
    n = int(a.arg("place", 0))
    if not 1 <= n <= 5:
        raise IllegalAction(uid("2.3.1"), f"a field has places 1–5, not {n}")
    if st.place(a.player, n).cards:
        raise IllegalAction(uid("6.9.1"), f"{a.player}.p{n} is not empty: rank 0 goes to an "
                            "empty place")


def _rank_text(card: Card) -> str:
    return f"level {card.defn.level}" if card.defn.kind == "incident" else f"rank {card.defn.rank}"


def do_summon(st: HistoyState, a: Action) -> None:
    card = hand_card(st, a.player, a.arg("card"), uid("5.2.3"))
    st.z[a.player].hand.remove(card)
    card.summoned_turn = st.serial
    st.summons_made[a.player] += 1
    watching = st.watchers()
    st.put_on_field(card, a.player, int(a.arg("place")), True, uid("5.2.3"), "summon")
    st.queue_triggers(card, "on:summoned")
    st.queue_watchers("summoned", watching, [card])  # 10.1.11
    st.flush_triggers()
    st.check_deck_out()


# ---- 5.2.5 set phase ------------------------------------------------------------------------
def validate_set(st: HistoyState, a: Action) -> None:
    """5.2.5: in one's set phase, set a card face down on an own face-up card (5.5.1, 5.3.1)."""
    if st.phase != "set":
        raise IllegalAction(uid("5.2.5"), "normal sets happen in the set phase")
    if st.first_turn(a.player):
        raise IllegalAction(uid("5.5.1"), "no setting in the set phase of one's first turn")
    if st.forbidden(a.player, "set"):
        raise IllegalAction(uid("5.3.1"), f"{a.player} cannot set (セットできない)")
    card = hand_card(st, a.player, a.arg("card"), uid("5.2.5"))
    n = int(a.arg("place", 0))
    if not 1 <= n <= 5:
        raise IllegalAction(uid("2.3.1"), f"a field has places 1–5, not {n}")
    top = st.place(a.player, n).top
    if top is None:
        raise IllegalAction(uid("5.2.5"), f"{a.player}.p{n} is empty: a set goes on a face-up "
                            "card")
    if not top.face_up:
        raise IllegalAction(uid("3.1.5"), "nothing can be put on a face-down card")
    if card.defn.kind != "person":
        raise IllegalAction(uid("2.2.2"), f"{card.name} is an incident and has no rank")
    want = top.defn.rank + 1
    if card.defn.rank == want:
        return
    if card.defn.skip and want < card.defn.rank <= want + card.defn.skip:
        return  # 5.2.5 / 4.5.2: a rank skip granted by an effect (shown to the opponent)
    raise IllegalAction(uid("5.2.5"), f"on rank {top.defn.rank} only rank {want} can be set "
                        f"({card.name} is rank {card.defn.rank})")


def do_set(st: HistoyState, a: Action) -> None:
    """5.2.5: set the card face down on the place (4.5.2 a skipped rank is shown, 3.2.4)."""
    card = hand_card(st, a.player, a.arg("card"), uid("5.2.5"))
    n = int(a.arg("place"))
    top = st.place(a.player, n).top
    assert top is not None
    st.z[a.player].hand.remove(card)
    shown = card.defn.rank != top.defn.rank + 1
    if shown:
        st.trace.record(uid("4.5.2"), f"{card.name} skips a rank: shown to the opponent")
    st.put_on_field(card, a.player, n, False, uid("5.2.5"), "set")
    if st.place(a.player, n).rested:
        st.trace.record(uid("3.2.4"), f"set on a rested card: {card.name} is rested too")


# ---- phase and turn ends (5.2.1, 5.6, 5.8) ----------------------------------------------------
def validate_end(st: HistoyState, a: Action) -> None:
    """5.2.1: the setup and draw & refresh phases do not end by passing."""
    if st.phase in ("setup", "draw"):
        raise IllegalAction(uid("5.2.1"), f"the {st.phase} phase does not end by passing")


def do_end(st: HistoyState, a: Action) -> None:
    """5.2.1: the phase ends and the next begins (10.5.1 end of the summon phase, 6.4.6)."""
    if st.phase == "summon":
        if st.active in st.summon_limit and not st.forbidden(st.active, "summon"):
            flip_face_down(st, st.active)  # 6.10.2
        st.trace.record(uid("10.5.1"), "end of the summon phase")
    st.last_defence = ""
    if st.phase in NEXT_PHASE:
        st.phase = NEXT_PHASE[st.phase]
        st.trace.record(uid("5.2.1"), f"{st.active} enters the {st.phase} phase")
        if st.phase == "attack":
            # 5.3.2 the phase exists even when attacking is forbidden; 6.4.6 only cards face up
            # at that very moment trigger 「攻撃フェーズの初めに」
            for place in st.z[st.active].places:
                if place.top is not None and place.top.face_up:
                    st.queue_triggers(place.top, "on:attack_phase")
            st.flush_triggers(uid("6.4.6"), "「攻撃フェーズの初めに」 effect")
            st.check_deck_out()
        return
    end_turn(st)


def end_turn(st: HistoyState) -> None:
    """5.2.1 the turn passes; 5.6.1 durations count down; 5.8.1/5.8.3 a pending extra turn."""
    player = st.active
    for (who, what), f in list(st.forbids.items()):
        if f.serial == st.serial:
            f.serial = -1
        if who == player and f.own_turns > 0 and st.serial > f.after:
            f.own_turns -= 1  # 5.6.1 count only the affected player's turns (5.6.4 after it began)
        if f.serial == -1 and f.own_turns == 0:
            del st.forbids[(who, what)]
    st.handcap.clear()
    st.attack_limit.clear()
    st.summon_limit.clear()
    st.summons_made = {p: 0 for p in PLAYERS}
    st.attacks_made = {p: 0 for p in PLAYERS}
    if st.extra_turn:
        # 5.8.1 / 5.8.3: one extra turn follows, however often the effect resolved
        st.extra_turn = False
        nxt = player
        clause = uid("5.8.4") if st.in_extra_turn else uid("5.8.1")
        what = f"{player} takes an extra turn"
    else:
        nxt = other(player)
        clause = uid("5.2.1")
        what = f"turn passes to {nxt}"
    st.in_extra_turn = nxt == player
    st.last_defence = ""
    st.serial += 1
    st.turns[nxt] += 1  # 5.8.5 an extra turn counts as that player's turn
    st.active, st.phase = nxt, "draw"
    st.trace.record(clause, what, [Change("active", player, nxt),
                                   Change(f"{nxt}.turn", st.turns[nxt] - 1, st.turns[nxt])])
