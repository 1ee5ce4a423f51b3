"""§8 ターンの進行: start phase (8-1), main phase (8-2), end phase (8-3); 9-7 reshuffle; 10-13."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING

from judge.engine.core import Action, Change
from judge.games.sakura import akina, basic, crystals, damage, enhance, focus, use
from judge.games.sakura.conditions import holds
from judge.games.sakura.effects import draw_one
from judge.games.sakura.errors import SakuraIllegal
from judge.games.sakura.flow import Gen, PhaseEnded, decide
from judge.games.sakura.rules import HAND_LIMIT, other, uid

if TYPE_CHECKING:
    from judge.games.sakura.state import SakuraState


def play(st: SakuraState, phase: str) -> Gen[None]:
    """Play turns from `phase` of the current turn on, forever (the game ends by 4-2)."""
    while True:
        if phase == "start":
            yield from start_phase(st)
            phase = "main"
        if phase == "main":
            yield from main_phase(st)
        yield from end_phase(st)
        next_turn(st)
        phase = "start"


def start_phase(st: SakuraState) -> Gen[None]:
    """8-1-1 turn-start distance; 8-1-3 ⅰ-ⅳ, skipped on each player's first turn."""
    b = st.board
    p = b.turn
    b.phase = "start"
    side = b.sides[p]
    with st.trace.nested(uid("8-1"), f"turn {b.turn_no}: {p}'s start phase"):
        b.start_distance = b.distance
        st.trace.record(uid("8-1-1"), f"turn-start distance is {b.distance}")
        try:
            yield from phase_effects(st, p, "at-start", "8-1-2")
            if any(side.laceration.values()):  # sakura-ko add/22-11-1
                from judge.games.sakura import laceration

                yield from laceration.start_phase(st, p)
        except PhaseEnded:
            _end_by_effect(st)
            return
        if side.first_turn:
            side.first_turn = False
            st.trace.record(uid("8-1-3"), f"{p}'s first turn: the start-phase default "
                            "processing (focus, enhancements, reshuffle, draw) is skipped")
            return
        try:
            focus.gain(st, p, 1, "8-1-3")  # ⅰ
            # ⅱ: the turn player's <付与札> — the procedure is the turn player's, and an
            # enhancement's 納 counts its owner's turns (the basic rules say 「自分の付与札」).
            for name in list(b.sides[p].enhancements):
                crystals.move(st, f"{p}.enh:{name}", "dust", 1, uid("8-1-3"),
                              f"start phase: 1 crystal leaves {p}'s {name} (8-1-3 ⅱ)")
            yield from enhance.settle(st)
            options = [Action.make("reshuffle", p, yes=False),
                       Action.make("reshuffle", p, yes=True)]
            choice = yield from decide(st, p, f"{p}: reshuffle the deck (1 life damage)?",
                                       uid("8-1-3"), options, default=options[0])
            if choice.arg("yes"):  # ⅲ
                yield from akina.before_reshuffle(st, p)  # sakura-ko add/21-6-1
                reshuffle(st, p, by_rule=True)
            for _ in range(2):  # ⅳ
                yield from draw_one(st, p)
            yield from enhance.settle(st)
        except PhaseEnded:
            _end_by_effect(st)


OPPONENT_SECTION = {"at-start": "at-opp-start", "at-end": "at-opp-end"}
"""「相手の開始フェイズに」「相手の終了フェイズに」 texts of the non-turn player's cards."""


def phase_effects(st: SakuraState, player: str, section: str, number: str) -> Gen[None]:
    """8-1-2 / 8-3-1: 「開始フェイズに」「終了フェイズに」 effects of the turn player's
    付与札 (【展開中】) and used 切札 (【使用済】), each once, in the order they lie."""
    from judge.games.sakura import effects

    b = st.board
    for owner, part in ((player, section), (other(player), OPPONENT_SECTION.get(section))):
        if part is None:
            continue
        side = b.sides[owner]
        sources = [n for n in side.enhancements] + [n for n, s in side.specials.items()
                                                     if s == "used"]
        for name in sources:
            for eff in b.card(name).effects(part):
                still = name in side.enhancements or side.specials.get(name) == "used"
                if not still:
                    break
                with st.trace.nested(uid(number), f"{owner}'s {name}: phase effect resolves"):
                    yield from effects.run(st, eff, effects.Ctx(owner, name))
                yield from enhance.settle(st)


def reshuffle(st: SakuraState, player: str, by_rule: bool) -> None:
    """9-7: ⅰ 1 life damage only when the rules call for it; ⅱ discard + face-down normal
    cards into the deck, shuffled."""
    b = st.board
    side = b.sides[player]
    with st.trace.nested(uid("9-7"), f"{player} reshuffles the deck "
                         f"({'by the rules' if by_rule else 'by a card effect: no damage'})"):
        if by_rule:
            damage.zone_damage(st, player, "life", 1, reshuffle=True)
        back = [c for c in side.discard + side.facedown if not b.card(c).special]
        before = len(side.deck)
        side.discard = [c for c in side.discard if b.card(c).special]
        side.facedown = [c for c in side.facedown if b.card(c).special]
        side.deck.extend(back)
        random.Random(b.turn_no).shuffle(side.deck)
        st.trace.record(uid("9-7"), f"{len(back)} card(s) from discard and face-down go into the "
                        "deck, which is shuffled", [Change(f"{player}.deck", before,
                                                           len(side.deck))])


@lru_cache(maxsize=4096)
def _act(kind: str, player: str, name: str = "", cost: str = "", card: str = "") -> Action:
    """Cached main-phase Action values (they are frozen, so sharing them is safe)."""
    if kind == "basic":
        if cost == "focus":
            return Action.make("basic", player, name=name, cost="focus")
        return Action.make("basic", player, name=name, cost="card", card=card)
    if kind == "use":
        return Action.make("use", player, card=card)
    return Action.make(kind, player)


def main_options(st: SakuraState) -> list[Action]:
    """8-2-2: what the turn player may do now (legal ones only; same order as candidates)."""
    b = st.board
    p = b.turn
    side = b.sides[p]
    hand = list(dict.fromkeys(side.hand))
    out: list[Action] = []
    if b.phase == "main" and b.mode != "full" and not side.terminal:  # 8-2-2 A, 9-2 終端
        for name in basic.BASICS:
            if basic.can_move(b, p, name) is None:  # 9-6 ⅰ-B
                if side.focus >= 1:  # 9-6 ⅱ-A
                    out.append(_act("basic", p, name, "focus"))
                out.extend(_act("basic", p, name, "card", c) for c in hand  # 9-6 ⅱ-B
                           if b.can_face_down(c))  # 1-4
    for card in hand + [n for n, s in side.specials.items() if s == "unused"]:
        if use.check(b, p, card, "main") is None:
            out.append(_act("use", p, card=card))
    out.append(_act("end_phase", p))
    return out


def main_candidates(st: SakuraState) -> list[Action]:
    """Every main-phase action worth listing: basics × costs, card uses, ending the phase."""
    b = st.board
    p = b.turn
    side = b.sides[p]
    out: list[Action] = []
    for name in basic.BASICS:
        out.append(Action.make("basic", p, name=name, cost="focus"))
        for card in dict.fromkeys(side.hand):
            out.append(Action.make("basic", p, name=name, cost="card", card=card))
    for card in list(dict.fromkeys(side.hand)) + [n for n, s in side.specials.items()
                                                   if s == "unused"]:
        out.append(Action.make("use", p, card=card))
    out.append(Action.make("end_phase", p))
    return out


def main_check(st: SakuraState, action: Action) -> SakuraIllegal | None:
    """Why a main-phase action is illegal now, or None."""
    b = st.board
    if action.kind == "basic":
        return basic.check(b, action)
    if action.kind == "use":
        return use.check(b, action.player, str(action.arg("card")), "main")
    if action.kind == "end_phase":
        if action.player != b.turn or b.phase != "main":
            return SakuraIllegal("8-2-2", "only the turn player ends their main phase")
        return None
    return SakuraIllegal("8-2-2", f"{action.kind!r} is not a main-phase action")


def main_phase(st: SakuraState) -> Gen[None]:
    """8-2-1 choose 標準行動/全力行動; 8-2-2 act until the phase is ended; 8-2-3."""
    b = st.board
    p = b.turn
    b.phase = "main"
    try:
        if b.mode is None:
            yield from akina.main_start(st, p)  # sakura-ko add/21-6-2, 21-6-1
            options = [Action.make("mode", p, mode="standard"), Action.make("mode", p, mode="full")]
            choice = yield from decide(st, p, f"{p}: 標準行動 or 全力行動?", uid("8-2-1"), options,
                                       default=options[0])
            b.mode = str(choice.arg("mode"))
            chosen = "標準行動" if b.mode == "standard" else "全力行動"
            st.trace.record(uid("8-2-1"), f"{p} chooses {chosen}")
            yield from phase_effects(st, p, "at-main", "8-2-1")
        while True:
            options = main_options(st)
            act = yield from decide(st, p, f"{p}: main-phase action", uid("8-2-2"), options,
                                    force=True)
            if act.kind == "end_phase":
                st.trace.record(uid("8-2-2"), f"{p} ends the main phase (このフェイズを終える)")
                break
            if act.kind == "effect":  # a scenario resolves an effect directly (9-1)
                from judge.games.sakura import effects

                with st.trace.nested(uid("9-1"), f"an effect of {act.player} resolves"):
                    yield from effects.run(st, act.arg("effect"), effects.Ctx(act.player, None))
                yield from enhance.settle(st)
            elif act.kind == "basic":
                basic.perform(st, p, str(act.arg("name")), str(act.arg("cost")), act.arg("card"))
                yield from enhance.settle(st)
            else:
                yield from use.use_card(st, p, str(act.arg("card")), "main")
        st.trace.record(uid("8-2-3"), "main phase end processing")
        yield from phase_effects(st, p, "at-main-end", "8-2-3")
    except PhaseEnded:
        _end_by_effect(st)


def end_phase(st: SakuraState) -> Gen[None]:
    """8-3-1 再起 (10-7); 8-3-2 turn face down down to the hand limit (5-1-3)."""
    b = st.board
    p = b.turn
    b.phase = "end"
    side = b.sides[p]
    with st.trace.nested(uid("8-3"), f"{p}'s end phase"):
        try:
            yield from phase_effects(st, p, "at-end", "8-3-1")
            for name, state in list(side.specials.items()):
                card = b.card(name)
                if state == "used" and card.rerise is not None and holds(b, p, card.rerise):
                    side.specials[name] = "unused"
                    st.trace.record(uid("10-7"), f"再起: {name} becomes unused")
            while len(side.hand) > HAND_LIMIT:
                # 8-3-2: 「かつ伏せ札にできるカードがある場合」 — a card whose own text forbids
                # it (no-facedown, 1-4) stays in the hand
                hideable = [c for c in dict.fromkeys(side.hand) if b.can_face_down(c)]
                if not hideable:
                    st.trace.record(uid("8-3-2"), f"{p} keeps {len(side.hand)} cards: none left "
                                    "in the hand can be put face down (8-3-2; 1-4)")
                    break
                options = [Action.make("facedown", p, card=c) for c in hideable]
                choice = yield from decide(st, p, f"{p}: put a hand card face down (hand limit "
                                           f"{HAND_LIMIT})", uid("8-3-2"), options,
                                           default=options[-1])
                card_name = str(choice.arg("card"))
                side.hand.remove(card_name)
                side.facedown.append(card_name)
                st.trace.record(uid("8-3-2"), f"{p} puts {card_name} face down (hand over "
                                f"{HAND_LIMIT}, 5-1-3)")
        except PhaseEnded:
            _end_by_effect(st)


def next_turn(st: SakuraState) -> None:
    """§8: the non-turn player becomes the turn player; per-turn records reset."""
    b = st.board
    b.turn = other(b.turn)
    b.turn_no += 1
    b.mode, b.full_done = None, False
    for side in b.sides.values():
        side.used = side.basics = side.attacks = 0
        side.terminal = False
        side.next_attack.clear()  # 「このターン中」
    st.trace.record(uid("§8"), f"turn {b.turn_no} begins: {b.turn} is the turn player")


def _end_by_effect(st: SakuraState) -> None:
    """10-13: pending processing vanishes; <使用中> cards and <攻撃中> attacks are cleared."""
    b = st.board
    for owner, name, n in list(b.in_use):
        card = b.card(name)
        side = b.sides[owner]
        if card.type == "enhance":
            side.enhancements[name] = n
        elif card.special:
            side.specials[name] = "used"
        else:
            side.discard.append(name)
    b.in_use.clear()
    b.attacks.clear()
    for side in b.sides.values():
        for name, n in list(side.enhancements.items()):
            if n == 0:  # moved without 【破棄時】 effects
                del side.enhancements[name]
                if b.card(name).special:
                    side.specials[name] = "used"
                else:
                    side.discard.append(name)
    st.trace.record(uid("10-13"), f"the {b.phase} phase ends by an effect")
