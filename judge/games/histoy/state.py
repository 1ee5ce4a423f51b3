"""The Hi!story position: zones (第2章), card state (第3章), moves, deck-out (第12章)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from judge.engine.core import (
    Action,
    Change,
    Decision,
    IllegalAction,
    InvariantViolation,
    Outcome,
    State,
)
from judge.games.histoy.model import (
    PLACES,
    PLAYERS,
    Card,
    CardDef,
    Effect,
    Place,
    other,
    uid,
)

PHASES = ("setup", "draw", "summon", "effect", "set", "attack")


class GameOver(Exception):
    """Raised inside processing when the game ends: 12.1.2 — the rest is not processed."""


@dataclass
class AttackCtx:
    """One attack in progress (10.6.2 ①–⑧)."""

    attacker: Card
    attacker_place: int
    player: str
    target: str | int
    """"deck" or the defender's place number."""
    target_card: Card | None = None
    defence: str = ""
    """"", "block", "substitute", "incident" (11.2.5: one per attack)."""
    blocker: Card | None = None
    blocker_place: int = 0
    attacker_mod: int = 0
    """身代わり: −3000 for this attack only (11.2.3)."""
    zero: bool = False
    """The defender chose to use a 「山札へのダメージを0にする」 right (10.6.2 ⑤, 11.2.8)."""


@dataclass
class Forbid:
    """A prohibition on a player (5.3): this turn (serial) and/or the player's next n turns."""

    serial: int = -1
    own_turns: int = 0
    after: int = -1
    """5.6.4 「次の…ターン」: the n turns counted are those after the turn (serial) it began in."""


@dataclass
class Zones:
    """One player's zones. deck[0] is the top (2.5.1)."""

    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    grave: list[Card] = field(default_factory=list)
    places: list[Place] = field(default_factory=lambda: [Place() for _ in range(PLACES)])
    limbo: list[Card] = field(default_factory=list)
    """2.8.1 incidents being processed; 5.1.3 cards put aside while redrawing."""

    def cards(self) -> Iterator[Card]:
        yield from self.deck
        yield from self.hand
        yield from self.grave
        yield from self.limbo
        for p in self.places:
            yield from p.cards


class HistoyState(State):
    """A Hi!story position; rule modules (turns, effects, attack) act on it."""

    def __init__(self, defs: dict[str, CardDef], seed: int = 0) -> None:
        super().__init__()
        self.defs = defs
        self.z: dict[str, Zones] = {p: Zones() for p in PLAYERS}
        self.active = "A"
        self.first = "A"
        self.phase = "draw"
        self.serial = 1
        self.turns: dict[str, int] = {"A": 1, "B": 0}
        self.incident_serial: dict[str, int] = {p: -1 for p in PLAYERS}
        self.forbids: dict[tuple[str, str], Forbid] = {}
        self.handcap: dict[str, int] = {}
        self.summon_limit: dict[str, int] = {}
        """「召喚は n 枚まで」 this turn: flips, rank-0 and without-set summons share it (6.10)."""
        self.summons_made: dict[str, int] = {p: 0 for p in PLAYERS}
        self.attack_limit: dict[str, int] = {}
        """「このターン、攻撃は n 回まで」 (10.3.1 limits stack: the smallest applies)."""
        self.attacks_made: dict[str, int] = {p: 0 for p in PLAYERS}
        """Attacks declared this turn (10.3.2 a new limit counts the earlier ones)."""
        self.nullify: dict[str, int] = {p: 0 for p in PLAYERS}
        """Rights to reduce one attack's deck damage to 0 (11.2.8; they add up, 10.4.2)."""
        self.extra_turn = False
        self.in_extra_turn = False
        self.last_defence = ""
        """The defence used on the attack that just ended (11.2.5: it cannot be added to)."""
        self.attack: AttackCtx | None = None
        self.result: Outcome | None = None
        self.redraws: dict[str, int] = {p: 0 for p in PLAYERS}
        self.kept: set[str] = set()
        self.totals: dict[str, int] = {}
        self.triggers: list[tuple[Card, Effect]] = []
        self._leaving: set[int] = set()
        self.it: tuple[Card, dict[str, int | None]] | None = None
        """「それ」 (7.2.3): the card the running effect last acted on, with its rank and power
        when last seen face up on the field (10.1.10 ③)."""
        self.upto_choice: int | None = None
        """6.5.4: the count the acting player picked for 「n枚まで」 in the effect now used."""
        self.order: list[str] = []
        """10.1.2 / 10.6.3: the turn player's chosen order for simultaneous triggers."""
        self.rng = random.Random(seed)
        self._next_cid = 1

    # ---- construction -------------------------------------------------------------------
    def new_card(self, owner: str, defn: CardDef) -> Card:
        card = Card(self._next_cid, owner, defn)
        self._next_cid += 1
        return card

    def seal_totals(self) -> None:
        """Remember each player's card count: it must never change (4.1.1 invariant)."""
        self.totals = {p: sum(1 for _ in self.z[p].cards()) for p in PLAYERS}

    # ---- queries --------------------------------------------------------------------------
    def place(self, player: str, n: int) -> Place:
        return self.z[player].places[n - 1]

    def locate(self, card: Card) -> tuple[str, int] | None:
        """(owner, place number) if `card` is the top of a place (is "on the field", 2.3.2)."""
        for i, p in enumerate(self.z[card.owner].places, 1):
            if p.top is card:
                return card.owner, i
        return None

    def first_turn(self, player: str) -> bool:
        """5.5.1: the player's first turn."""
        return self.turns[player] <= 1

    def to_move(self) -> str:
        """Who acts now: the defender while an attack waits for a defence, else the turn player."""
        if self.phase == "setup":
            return next((p for p in (self.first, other(self.first)) if p not in self.kept),
                        self.first)
        if self.attack is not None:
            return other(self.attack.player)
        return self.active

    def forbidden(self, player: str, what: str) -> bool:
        """5.3.1: a prohibition on one act (攻撃できない / 引けない / 召喚できない …)."""
        f = self.forbids.get((player, what))
        # 5.6.1 / 5.6.4: "the next n turns" never include the turn the effect was applied in
        return f is not None and (f.serial == self.serial
                                  or (f.own_turns > 0 and self.serial > f.after))

    def face_up_ranks(self) -> list[int]:
        """6.8.2: ranks of face-up top cards on both fields (face-down and under cards excluded)."""
        return [p.top.defn.rank for pl in PLAYERS for p in self.z[pl].places
                if p.top is not None and p.top.face_up]

    def power(self, card: Card) -> int | None:
        """Current power (None for a face-down card, 3.1.2); never below 0 (11.6.2)."""
        if not card.face_up:
            return None
        base = card.power_set if card.power_set is not None else card.defn.power  # 10.4.3
        mods = sum(card.power_mods)
        if card.turn_set is not None and card.turn_set[1] == self.serial:
            base = card.turn_set[0]  # 10.4.3 overrides; later additions (power_mods) still add
        # 5.6.3 「このターン」 changes count only during the turn they were made in
        mods += sum(n for n, serial in card.turn_mods if serial == self.serial)
        value = base + mods + self.static_bonus(card)  # 10.4.2
        if self.attack is not None and self.attack.attacker is card:
            value += self.attack.attacker_mod
        return max(0, value)

    def static_bonus(self, card: Card) -> int:
        """6.4.5: 常 power modifiers of face-up field cards reaching `card` (kept by 10.4.3)."""
        from judge.games.histoy.effects import static_targets

        total = 0
        for player in PLAYERS:
            for p in self.z[player].places:
                src = p.top
                if src is None or not src.face_up:
                    continue
                for eff in src.defn.effects:
                    if eff.mark != "常":
                        continue
                    for s in eff.sentences:
                        for op in s.ops:
                            if op.verb == "power" and card in static_targets(self, src, op):
                                total += op.amount
        return total

    # ---- moves (each records a Step citing its clause) -------------------------------------
    def counts(self, player: str) -> dict[str, int]:
        z = self.z[player]
        return {
            "deck": len(z.deck), "hand": len(z.hand), "grave": len(z.grave),
            "field": sum(1 for p in z.places if p.cards),
            "under": sum(len(p.under) for p in z.places),
        }

    def diff(self, player: str, before: dict[str, int]) -> list[Change]:
        """The zone counts of `player` that changed since `before` (for trace steps)."""
        after = self.counts(player)
        return [Change(f"{player}.{k}", before[k], after[k]) for k in before
                if before[k] != after[k]]

    def draw(self, player: str, n: int, clause: str) -> int:
        """Move n cards from the top of the deck to the hand (6.5.10); returns how many."""
        z = self.z[player]
        before = self.counts(player)
        k = min(n, len(z.deck))
        for _ in range(k):
            z.hand.append(z.deck.pop(0))
        self.trace.record(clause, f"{player} draws {k}", self.diff(player, before))
        return k

    def mill(self, player: str, n: int, clause: str, what: str) -> int:
        """Send n cards from the top of `player`'s deck to the graveyard (2.6.1)."""
        z = self.z[player]
        before = self.counts(player)
        k = min(n, len(z.deck))
        for _ in range(k):
            card = z.deck.pop(0)
            card.face_up = False
            z.grave.append(card)
        self.trace.record(clause, f"{what}: {k} card(s) of {player}'s deck to the graveyard",
                          self.diff(player, before))
        return k

    def leave_field(self, card: Card, dest: str, clause: str, why: str) -> None:
        """3.5.1: the top card leaves the field; only it moves (11.1.5); history resets (3.5.4)."""
        where = self.locate(card)
        assert where is not None, "leave_field on a card that is not on the field"
        owner, n = where
        place = self.place(owner, n)
        before = self.counts(owner)
        place.cards.pop()
        if not place.cards:
            place.rested = False
        was_up = card.face_up
        card.reset_history()
        card.face_up = False
        z = self.z[owner]
        if dest == "hand":
            z.hand.append(card)
        elif dest == "deck":
            z.deck.insert(0, card)
        else:
            z.grave.append(card)
        self.trace.record(clause, f"{why}: {owner}.p{n} {card.name} leaves the field → {dest}",
                          self.diff(owner, before))
        if was_up:
            self.queue_triggers(card, "on:leave")

    def put_on_field(self, card: Card, player: str, n: int, face_up: bool, clause: str,
                     what: str) -> None:
        """Put `card` on place n (on top of what is there). 3.2.4: a rested stack stays rested."""
        place = self.place(player, n)
        before = self.counts(player)
        if not place.cards:
            place.rested = False  # 3.2.1: placed active
        card.face_up = face_up
        place.cards.append(card)
        self.trace.record(clause, f"{what}: {card.name} → {player}.p{n}"
                          f" ({'face up' if face_up else 'face down'})",
                          self.diff(player, before))

    def set_rested(self, player: str, n: int, rested: bool, clause: str, why: str) -> None:
        """3.2.3: the top card's state applies to the whole stack."""
        place = self.place(player, n)
        if place.rested == rested:
            return
        place.rested = rested
        word = "rests" if rested else "becomes active"
        top = place.top.name if place.top else "?"
        self.trace.record(clause, f"{why}: {player}.p{n} {top} {word}",
                          [Change(f"{player}.p{n}.rested", not rested, rested)])

    # ---- triggers (10.1.9) and deck-out (12.1) ---------------------------------------------
    def watchers(self) -> set[int]:
        """10.1.11: the face-up top cards on both fields now (the 'just before' snapshot)."""
        return {p.top.cid for pl in PLAYERS for p in self.z[pl].places
                if p.top is not None and p.top.face_up}

    def queue_watchers(self, event: str, before: set[int], moved: list[Card]) -> None:
        """10.1.11: 「〜した時」 常 effects of other cards, one per moved card of their owner, when
        the watcher was face up on the field both just before and just after the move."""
        mark = f"on:ally_{event}"
        now = self.watchers()
        for player in PLAYERS:
            for place in self.z[player].places:
                for card in place.cards:
                    effs = [e for e in card.defn.effects if e.mark == mark]
                    if not effs or card in moved:
                        continue
                    mine = [m for m in moved if m.owner == card.owner]
                    if not mine:
                        continue
                    if card.cid not in before and card.cid not in now:
                        continue  # face down or under the field throughout: nothing to note
                    if card.cid not in before or card.cid not in now:
                        self.trace.record(uid("10.1.11"), f"{card.name} was not face up on the "
                                          "field both just before and just after the move: its "
                                          "「〜した時」 effect does not trigger")
                        continue
                    for _ in mine:
                        self.triggers.extend((card, e) for e in effs)

    def queue_triggers(self, card: Card, event: str) -> None:
        """10.1.9: remember the 「〜た時」 effects `event` met, to process after this action."""
        for eff in card.defn.effects:
            if eff.mark == event:
                self.triggers.append((card, eff))

    def before_leaving(self, cards: list[Card], clause: str) -> list[Card]:
        """10.1.3 / 10.1.7: 「場を離れる時」 effects of the cards about to leave resolve first
        (judged before the move, all together); returns the cards still on the field after."""
        from judge.games.histoy.effects import resolve

        # 6.4.8 「これが場を離れる時」 is a removal-resistance effect: a face-down card may use it
        # too, by showing itself to the opponent
        due = [(c, e) for c in cards if self.locate(c)
               and c.cid not in self._leaving
               for e in c.defn.effects if e.mark == "on:leaving"]
        for c in {c.cid: c for c, _ in due if not c.face_up}.values():
            self.trace.record(uid("6.4.8"), f"face-down {c.name} is shown to the opponent to use "
                              "its 「場を離れる時」 effect")
        self._leaving.update(c.cid for c, _ in due)  # its own move does not re-trigger it
        due = self.chosen_order(due)
        try:
            for card, eff in due:
                with self.trace.nested(clause, f"「場を離れる時」 effect of {card.name} "
                                       "interrupts before the move"):
                    resolve(self, card.owner, card, eff)
        finally:
            self._leaving.difference_update(c.cid for c, _ in due)
        return [c for c in cards if self.locate(c)]

    def flush_triggers(self, clause: str = "", what: str = "「〜た時」 effect") -> None:
        """10.1.9: after the action that met a 「〜た時」 condition, process those effects.

        Effects triggered together are processed one after another (10.1.2), in the order they
        arose; effects they trigger in turn are processed inside them (10.1.9).
        """
        from judge.games.histoy.effects import resolve

        while self.triggers:
            batch, self.triggers = self.chosen_order(self.triggers), []
            for card, eff in batch:
                tail = "" if clause else " interrupts"
                with self.trace.nested(clause or uid("10.1.9"), f"{what} of {card.name}{tail}"):
                    resolve(self, card.owner, card, eff)

    def chosen_order(self, batch: list[tuple[Card, Effect]]) -> list[tuple[Card, Effect]]:
        """10.1.2 / 10.6.3: effects that trigger together are all declared, then processed in
        the order the turn player chooses (the scenario's `order`; otherwise as they arose)."""
        if len(batch) < 2 or not self.order:
            return batch

        def rank(item: tuple[Card, Effect]) -> int:
            name = item[0].name
            return self.order.index(name) if name in self.order else len(self.order)

        ordered = sorted(batch, key=rank)
        if ordered != batch or any(c.name in self.order for c, _ in batch):
            self.trace.record(uid("10.1.2"), f"{self.active} (the turn player) chooses the order: "
                              + ", ".join(c.name for c, _ in ordered))
        return ordered

    def check_deck_out(self) -> None:
        """12.1.1/12.1.2: after each simultaneous step, a player with an empty deck loses."""
        empty = [p for p in PLAYERS if not self.z[p].deck]
        if not empty or self.phase == "setup":
            return
        if len(empty) == 2:
            self.end_game(None, uid("12.1.1"), "both decks reached 0 at the same moment")
        loser = empty[0]
        self.end_game(other(loser), uid("12.1.1"), f"{loser}'s deck reached 0 (2.5.2)")

    def end_game(self, winner: str | None, clause: str, reason: str) -> None:
        """12.1.2 / 12.1.4: the game ends at once; nothing else is processed."""
        self.result = Outcome(winner, clause, reason)
        self.trace.record(clause, f"game over: {reason}; winner {winner or 'none'}")
        raise GameOver

    # ---- State protocol -------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        from judge.games.histoy.actions import candidates, validate

        out = []
        for a in candidates(self):
            try:
                validate(self, a)
            except IllegalAction:
                continue
            out.append(a)
        return out

    def illegal_reasons(self) -> list[tuple[Action, IllegalAction]]:
        from judge.games.histoy.actions import candidates, validate

        out = []
        for a in candidates(self):
            try:
                validate(self, a)
            except IllegalAction as err:
                out.append((a, err))
        return out

    def apply(self, action: Action) -> None:
        from judge.games.histoy.actions import perform, validate

        validate(self, action)
        try:
            perform(self, action)
        except GameOver:
            self.attack = None
            self.triggers.clear()
        self.check_invariants()

    def is_terminal(self) -> bool:
        return self.result is not None

    def outcome(self) -> Outcome | None:
        return self.result

    def pending_decision(self) -> Decision | None:
        if self.attack is None or self.result is not None:
            return None
        return Decision(other(self.attack.player), "choose one defence (or pass)",
                        uid("11.2.1"), tuple(self.legal_actions()))

    def check_invariants(self) -> None:
        """4.1.1 card counts conserved; 2.3.1 five places of one owner; 3.1.5; 6.8.3.

        (Ranks 0–4, 2.2.1, are checked once when a card is defined: definitions never change.)
        """
        for p in PLAYERS:
            z = self.z[p]
            if len(z.places) != PLACES:
                raise InvariantViolation(uid("2.3.1"), f"{p} has {len(z.places)} places")
            n = len(z.deck) + len(z.hand) + len(z.grave) + len(z.limbo)
            for i, place in enumerate(z.places, 1):
                n += len(place.cards)
                for j, c in enumerate(place.cards):
                    if c.owner != p:
                        raise InvariantViolation(uid("2.3.1"), f"{p}.p{i}: another player's card")
                    if c.defn.kind == "incident":
                        raise InvariantViolation(uid("6.8.3"), f"{p}.p{i}: an incident on the "
                                                 "field")
                    if not c.face_up and j < len(place.cards) - 1:
                        raise InvariantViolation(uid("3.1.5"),
                                                 f"{p}.p{i}: a card lies on a face-down card")
            if self.totals and n != self.totals[p]:
                raise InvariantViolation(uid("4.1.1"), f"{p} has {n} cards, expected "
                                         f"{self.totals[p]} across deck/hand/grave/field")

    # ---- output ---------------------------------------------------------------------------
    def board(self) -> dict[str, Any]:
        """A JSON-able picture of the position (what simulate prints and tests compare);
        per-player zones under "sides", as the shared simulate command prints them."""
        out: dict[str, Any] = {
            "active": self.active, "phase": self.phase, "turn": dict(self.turns),
            "first": self.first,
            "winner": None if self.result is None else self.result.winner,
            "sides": {},
        }
        for p in PLAYERS:
            z = self.z[p]
            field_: dict[str, Any] = {}
            for i, place in enumerate(z.places, 1):
                if not place.cards:
                    continue
                top = place.top
                assert top is not None
                field_[f"p{i}"] = {
                    "cards": [c.name for c in place.cards],
                    "face": "up" if top.face_up else "down",
                    "rested": place.rested,
                    "power": self.power(top),
                }
            out["sides"][p] = {
                "deck": len(z.deck), "hand": [c.name for c in z.hand], "grave": len(z.grave),
                "field": field_,
            }
        return out
