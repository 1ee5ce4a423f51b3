"""Play a SakuraScenario: build the board (rejecting impossible ones), play, check expectations."""

from __future__ import annotations

from typing import Any

from judge.dsl.frame import Scenario
from judge.engine.core import Action, IllegalAction
from judge.engine.runner import ExpectationResult, LegalReport, RunResult
from judge.errors import ScenarioError
from judge.games.sakura import invariants
from judge.games.sakura.board import Board, Side
from judge.games.sakura.cards import CardDef
from judge.games.sakura.conditions import OPS
from judge.games.sakura.errors import SakuraIllegal
from judge.games.sakura.model import SakuraScenario, Stmt
from judge.games.sakura.rules import CRYSTALS, uid
from judge.games.sakura.state import SakuraState

MAIN_KINDS = ("basic", "use", "end_phase", "effect")
ANSWER_KINDS = {"9-4": ("react", "decline"), "5-8-3-2": ("damage",), "9-2-3": ("store",),
                "8-1-3": ("reshuffle",), "8-2-1": ("mode",), "8-3-2": ("facedown",),
                "10-1": ("arrow",), "9-6": ("pick",), "5-5": ("order",), "7-1-6": ("pick",),
                "7-1-7": ("pick",), "7-1-8": ("pick",), "7-1-10": ("pick",),
                "add/22-6-3-2": ("damage",), "add/22-11-1": ("damageify",),
                "add/21-6-2": ("akina",), "add/21-6-1": ("pick", "akina")}
"""Which statements answer a decision, by the clause that opens it."""


def build_board(scn: SakuraScenario) -> Board:
    """The Board a scenario states; ScenarioError naming the clause an impossible board breaks."""
    spec = scn.board
    cards = {c.name: c for c in scn.cards}
    sides: dict[str, Side] = {}
    for p, s in spec.sides.items():
        side = Side(
            aura=3 if s.aura is None else s.aura, life=10 if s.life is None else s.life,
            flare=0 if s.flare is None else s.flare, focus=1 if s.focus is None else s.focus,
            hand=list(s.hand), deck=list(s.deck), discard=list(s.discard),
            facedown=list(s.facedown), specials=dict(s.specials),
            enhancements=dict(s.enhancements), extra=list(s.extra), outside=dict(s.outside),
            laceration={z: n for z, n in s.laceration.items() if n},
            market=s.market, circulation=s.circulation or 0)
        flags = set(s.flags)
        side.flinch, side.no_lose, side.no_win = ("flinch" in flags, "no-lose" in flags,
                                                  "no-win" in flags)
        side.no_attack, side.first_turn = "no-attack" in flags, "first-turn" in flags
        side.terminal = "terminal" in flags
        _check_cards(p, side, cards)
        _check_laceration(p, side)
        sides[p] = side
    distance = 10 if spec.distance is None else spec.distance
    board = Board(sides=sides, cards=cards, distance=distance, dust=0, out=spec.out,
                  turn=spec.turn, phase=spec.phase,
                  mode=spec.mode if spec.phase == "main" else None,
                  start_distance=distance if spec.start_distance is None else spec.start_distance)
    caps = [v for v in invariants.violations(board) if not v[0].endswith("#4-1")]
    if caps:
        raise _impossible(caps[0][0].split("#")[1], caps[0][1])
    rest = board.crystals_in_play()
    if spec.distance is None and spec.dust is not None:  # fill the distance instead
        fill = CRYSTALS + spec.out - (rest - distance) - spec.dust
        if 0 <= fill <= 10:
            board.distance = fill
            board.start_distance = fill if spec.start_distance is None else spec.start_distance
            rest = board.crystals_in_play()
    if spec.dust is None:
        board.dust = CRYSTALS + spec.out - rest
        if board.dust < 0:
            raise _impossible("4-1", f"the zones hold {rest} sakura crystals, more than "
                              f"{CRYSTALS}{spec.out:+d} (4-1: 36 in play, plus ゲーム外 moves)")
    else:
        board.dust = spec.dust
    broken = invariants.violations(board)
    if broken:
        clause, reason = broken[0]
        hint = ("; leave `dust` (or `distance`) out and it is filled in" if clause.endswith("#4-1")
                else "")
        raise _impossible(clause.split("#")[1], reason + hint)
    return board


def _impossible(number: str, reason: str) -> ScenarioError:
    return ScenarioError(f"impossible board: {reason} [{uid(number)}]")


def _check_laceration(p: str, side: Side) -> None:
    """sakura-ko add/22-11-2: a life holding tokens ≥ its value would already have bled."""
    n = side.laceration.get("life", 0)
    if n > 0 and n >= side.life:
        raise ScenarioError(f"impossible board: {p}'s life holds {n} laceration token(s), at "
                            f"least its life {side.life}; 失血死 would already have damage-ified "
                            "them [sakura-ko#add/22-11-2]")


def _check_cards(p: str, side: Side, cards: dict[str, Any]) -> None:
    zones = {"hand": side.hand, "deck": side.deck, "discard": side.discard,
             "facedown": side.facedown, "specials": list(side.specials),
             "enhance": list(side.enhancements), "extra": side.extra,
             "outside": list(side.outside)}
    for zone in ("deck", "discard", "facedown"):  # filler cards: a plain 通常札 《行動》, no text
        for name in zones[zone]:
            cards.setdefault(name, CardDef(name, "action"))
    for zone, names in zones.items():
        for name in names:
            if name not in cards:
                raise ScenarioError(f"{p}'s {zone} names card {name!r}, which no `card` line "
                                    "defines")
    for name in side.specials:
        if not cards[name].special:
            raise _impossible("7-1-11", f"{name} is in {p}'s 切札 but is not a 切札")
    for name in [*side.extra, *side.outside]:
        if name in side.specials:
            raise _impossible("6-3", f"{name} is in {p}'s 切札 and also in another zone")
    for name in side.enhancements:
        if cards[name].type != "enhance":
            raise _impossible("7-1-9", f"{name} is in {p}'s 付与札 but is not an 《付与》 card")
    for zone in ("hand", "deck", "discard", "facedown"):
        for name in zones[zone]:
            if cards[name].special:
                raise _impossible("7-1-11", f"切札 {name} cannot be in {p}'s {zone}")


def to_action(st: SakuraState, s: Stmt) -> Action:
    """The engine Action a statement stands for (fills a basic action's default cost)."""
    p, a = s.player, dict(s.args)
    if s.kind == "basic":
        cost, card = a.get("cost"), a.get("card")
        side = st.board.sides[p]
        if cost is None:  # unstated cost: 1 focus if there is any, else the first hand card
            cost, card = ("focus", None) if side.focus or not side.hand else ("card", side.hand[0])
        if cost == "focus":
            return Action.make("basic", p, name=a["name"], cost="focus")
        return Action.make("basic", p, name=a["name"], cost="card", card=card)
    if s.kind in ("use", "react", "facedown", "pick"):
        return Action.make(s.kind, p, card=a["card"])
    if s.kind == "decline":
        return Action.make("decline", p)
    if s.kind == "damage":
        return Action.make("damage", p, to=a["to"])
    if s.kind == "akina":
        return Action.make("akina", p, do=a["do"])
    if s.kind == "damageify":
        return Action.make("damageify", p, to=a["to"])
    if s.kind == "store":
        n = int(a["n"])
        storing = st.board.storing  # the 納 being paid now (10-35-2 applied; 5-10)
        return Action.make("store", p, aura=n if a["zone"] == "aura" else storing - n)
    if s.kind == "end":
        return Action.make("end_phase", p)
    if s.kind == "reshuffle":
        return Action.make("reshuffle", p, yes=bool(a["yes"]))
    if s.kind == "mode":
        return Action.make("mode", p, mode=a["mode"])
    if s.kind == "arrow":
        return Action.make("arrow", p, reverse=bool(a["reverse"]))
    if s.kind == "effect":
        return Action.make("effect", p, effect=a["effect"])
    if s.kind == "order":
        return Action.make("order", p, card=a["card"])
    raise ScenarioError(f"line {s.line}: cannot play statement {s.kind}")


def _answers(st: SakuraState, action: Action) -> bool:
    dec = st.pending
    if dec is None:
        return True
    if dec.clause == uid("8-2-2"):
        return action.kind in MAIN_KINDS
    kinds = ANSWER_KINDS.get(dec.clause.split("#", 1)[1], tuple(o.kind for o in dec.options))
    return action.player == dec.player and action.kind in kinds


def _reaction_window(st: SakuraState, player: str) -> bool:
    """True if `player` is being asked whether to react (9-4 ⅰ)."""
    dec = st.pending
    return dec is not None and dec.clause == uid("9-4") and dec.player == player


def settle_defaults(st: SakuraState, upto: Action | None = None) -> None:
    """Answer open 'may' decisions with their default (no reaction, no reshuffle, ...)."""
    while st.pending is not None and st.pending_default is not None:
        if upto is not None and _answers(st, upto):
            return
        st.apply(st.pending_default)


class SakuraRunner:
    """Runs `game sakura` scenarios for simulate / legal / verify."""

    def start(self, scn: SakuraScenario) -> SakuraState:
        return SakuraState(build_board(scn), scn.board.phase)

    def run(self, scenario: Scenario) -> RunResult:
        scn = _sakura(scenario)
        st = self.start(scn)
        before = board_json(st.board)
        results: list[ExpectationResult] = []
        last: IllegalAction | None = None
        last_ok = False
        refused: IllegalAction | None = None
        steps = scn.steps
        for i, s in enumerate(steps):
            if s.is_expect:
                if s.kind not in ("x:illegal", "x:legal", "x:pending", "x:trace"):
                    settle_defaults(st)
                results.append(self._expect(st, s, last, last_ok))
                continue
            if st.board.over:
                results.append(ExpectationResult(_line_text(scn, s), s.line, False,
                                                 "the game is already over"))
                break
            action = to_action(st, s)
            settle_defaults(st, action)
            if action.kind == "decline" and not _reaction_window(st, action.player):
                st.trace.record(uid("9-4"), f"{action.player} declines, but no reaction window "
                                "is open for them (9-4 ⅰ): nothing to do")
                last, last_ok = None, True
                continue
            try:
                st.apply(action)
                last, last_ok = None, True
            except IllegalAction as err:
                last, last_ok, refused = err, False, err
                nxt = steps[i + 1] if i + 1 < len(steps) else None
                if nxt is None or nxt.kind != "x:illegal":
                    results.append(ExpectationResult(
                        _line_text(scn, s), s.line, False,
                        f"the rules refused this action: {err} (add `expect illegal` if meant)"))
                    break
        return RunResult(scn, st.trace, before, board_json(st.board), results, st.outcome(),
                         refused)

    def legal(self, scenario: Scenario) -> LegalReport:
        scn = _sakura(scenario)
        st = self.start(scn)
        for s in scn.steps:
            if s.is_expect or st.board.over:
                continue
            try:
                action = to_action(st, s)
                settle_defaults(st, action)
                st.apply(action)
            except IllegalAction:
                continue
        return LegalReport(scn, st.legal_actions(), st.illegal_reasons())

    # -- expectations ---------------------------------------------------------------------
    def _expect(self, st: SakuraState, s: Stmt, last: IllegalAction | None,
                last_ok: bool) -> ExpectationResult:
        ok, detail = _evaluate(st, s, last, last_ok)
        from judge.games.sakura.dump import stmt as show

        return ExpectationResult(show(s), s.line, ok, detail)


def _sakura(scenario: Scenario) -> SakuraScenario:
    if not isinstance(scenario, SakuraScenario):
        raise ScenarioError("not a Sakura Arms scenario")
    return scenario


def _line_text(scn: SakuraScenario, s: Stmt) -> str:
    lines = scn.text.splitlines()
    if scn.text and 0 < s.line <= len(lines):
        return lines[s.line - 1].strip()
    from judge.games.sakura.dump import stmt as show

    return show(s)


def _evaluate(st: SakuraState, s: Stmt, last: IllegalAction | None,
              last_ok: bool) -> tuple[bool, str]:
    b = st.board
    a = dict(s.args)
    kind = s.kind[2:]
    if kind == "illegal":
        if last is None:
            return False, "the last action was legal"
        clause = a.get("clause")
        if clause and not (isinstance(last, SakuraIllegal) and last.cites(clause)):
            return False, f"refused by {last.clause}, not {clause}: {last.reason}"
        return True, f"refused: {last}"
    if kind == "legal":
        return (last_ok, "the last action was played" if last_ok else f"refused: {last}")
    if kind == "winner":
        winner = s.player or None
        if winner is None:
            return (not b.over, "no winner yet" if not b.over else f"game over: {b.end_reason}")
        return (b.over and b.winner == winner,
                f"winner is {b.winner}" if b.over else "the game is not over")
    if kind == "drawn":
        return (b.over and b.winner is None, b.end_reason or "the game is not over")
    if kind == "attack":
        atk = b.last_attack
        got = "none" if atk is None else atk.result or "pending"
        return got == a["result"], f"last attack: {got}"
    if kind == "compare":
        got = subject_value(b, a["subject"])
        want: Any = a["value"]
        if isinstance(want, str) and isinstance(got, bool):
            want = want in ("yes", "true")
        if isinstance(got, int) != isinstance(want, int) or isinstance(got, bool) != isinstance(
                want, bool):
            ok = str(got) == str(want) if a["op"] == "==" else str(got) != str(want)
        else:
            ok = bool(OPS[a["op"]](got, want))
        detail = f"{a['subject']} is {got}"
        if not ok and st.pending is not None and st.pending.clause != uid("8-2-2"):
            detail += f" (a decision is still open: {st.pending.prompt})"
        return ok, detail
    if kind == "has":
        zone = zone_list(b, s.player, a["zone"])
        missing = [c for c in a["cards"] if (c in zone) != a["has"]]
        return (not missing, f"{s.player}.{a['zone']} is {zone}")
    if kind == "pending":
        dec = st.pending
        if dec is None or dec.player != s.player:
            return False, f"open decision: {dec.prompt if dec else 'none'}"
        what = a.get("what")
        kinds = {o.kind for o in dec.options}
        if what and what not in kinds and what not in dec.prompt:
            return False, f"open decision: {dec.prompt} ({', '.join(sorted(kinds))})"
        return True, dec.prompt
    if kind == "trace":
        want = str(a["clause"])
        for step in st.trace.walk():
            own = step.clause.split("#", 1)[1]
            if own == want or own.startswith(want + "-"):
                return True, f"{step.clause}: {step.what}"
        return False, f"no step cites {want}"
    if kind == "phase":
        return (b.turn == s.player and b.phase == a["phase"], f"{b.turn}'s {b.phase} phase")
    return False, f"unknown expectation {kind}"  # pragma: no cover


def subject_value(b: Board, subject: str) -> Any:
    """The value an expectation names: distance, dust, A.life, B.hand (count), A.special.X ..."""
    board_subjects = {"distance": b.distance, "dust": b.dust, "start-distance": b.start_distance,
                      "out": b.out, "turn-no": b.turn_no}
    if subject in board_subjects:
        return board_subjects[subject]
    player, _, field = subject.partition(".")
    side = b.sides[player]
    if field.startswith("enhance."):
        return side.enhancements.get(field[8:], 0)
    if field.startswith("laceration."):  # sakura-ko add/22-1: tokens per zone
        return side.laceration.get(field[11:], 0)
    if field == "laceration":
        return sum(side.laceration.values())
    if field.startswith("special."):
        return side.specials.get(field[8:], "absent")
    if field in ("enhancements", "specials"):
        return len(getattr(side, field))
    aliases = {"vigor": "focus", "concentration": "focus", "畏縮": "flinch"}
    field = aliases.get(field, field)
    raw = getattr(side, field, None)
    if raw is None:
        raise ScenarioError(f"unknown field {subject!r}")
    return len(raw) if isinstance(raw, list) else raw


def zone_list(b: Board, player: str, zone: str) -> list[str]:
    side = b.sides[player]
    if zone in ("hand", "deck", "discard", "facedown"):
        return list(getattr(side, zone))
    if zone in ("enhance", "enhancements"):
        return list(side.enhancements)
    if zone in ("unused", "specials"):
        return [n for n, s in side.specials.items() if s == "unused"]
    if zone == "used":
        return [n for n, s in side.specials.items() if s == "used"]
    raise ScenarioError(f"unknown zone {zone!r} (hand, deck, discard, facedown, enhance, "
                        "unused, used)")


def board_json(b: Board) -> dict[str, Any]:
    """The board as plain data for JSON output and golden files."""
    return {
        "distance": b.distance, "dust": b.dust, "out": b.out, "turn": b.turn,
        "phase": b.phase, "mode": b.mode, "turn_no": b.turn_no,
        "start_distance": b.start_distance,
        "sides": {p: {
            "aura": s.aura, "life": s.life, "flare": s.flare, "focus": s.focus,
            "flinch": s.flinch, "hand": s.hand, "deck": s.deck, "discard": s.discard,
            "facedown": s.facedown, "specials": s.specials, "enhancements": s.enhancements,
            "used": s.used, "attacks": s.attacks, "basics": s.basics,
            **({"extra": s.extra} if s.extra else {}),
            **({"outside": s.outside} if s.outside else {}),
            **({"laceration": dict(s.laceration)} if s.laceration else {}),
            **({"market": s.market, "circulation": s.circulation} if s.market is not None
               or s.circulation else {}),
        } for p, s in b.sides.items()},
        "winner": b.winner, "over": b.over,
    }
