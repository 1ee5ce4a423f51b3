"""Hi!story DSL text → HistoyScenario (grammar in histoy.lark; errors carry line/column)."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedInput, VisitError

from judge.dsl.frame import meta_value, syntax_error
from judge.dsl.grammar import open_grammar
from judge.errors import ScenarioError
from judge.games.histoy.model import FILLER, CardDef, Cond, Effect, Op, Sentence, Target
from judge.games.histoy.scenario import (
    ActionSpec,
    Expect,
    HistoyScenario,
    PlaceSpec,
)

_DSL_DIR = Path(__file__).resolve().parents[2] / "dsl"


@lru_cache(maxsize=1)
def _lark() -> Lark:
    # common.lark (shared terminals, meta_stmt) lives in judge/dsl; searched before lark's own.
    return open_grammar(Path(__file__).with_name("histoy.lark"), propagate_positions=True,
                        maybe_placeholders=True, import_paths=[str(_DSL_DIR)])


class _Keyword(str):
    """A grammar keyword (flag, mode…) as opposed to a card name that happens to match it."""


def _kids(tree: Tree[Any]) -> list[Any]:
    """A tree's children, untyped (statement handlers know their shapes from the grammar)."""
    return list(tree.children)


@v_args(inline=True)
class _Parts(Transformer[Token, Any]):
    """Transforms the pieces below a statement: card attributes, effects, targets, actions."""

    def cname(self, tok: Token) -> str:
        return meta_value(tok)

    # card attributes → (field, value)
    def attr_rank(self, n: Token) -> tuple[str, Any]:
        return ("rank", int(n))

    def attr_level(self, n: Token) -> tuple[str, Any]:
        return ("level", int(n))

    def attr_power(self, n: Token) -> tuple[str, Any]:
        return ("power", int(n))

    def attr_incident(self) -> tuple[str, Any]:
        return ("kind", "incident")

    def attr_attacker(self) -> tuple[str, Any]:
        return ("attacker", True)

    def attr_blocker(self) -> tuple[str, Any]:
        return ("blocker", True)

    def attr_substitute(self) -> tuple[str, Any]:
        return ("substitute", True)

    def attr_defence(self) -> tuple[str, Any]:
        return ("defence", True)

    def attr_immune(self) -> tuple[str, Any]:
        return ("immune", True)

    def attr_untargetable(self) -> tuple[str, Any]:
        return ("untargetable", True)

    def attr_battleproof(self) -> tuple[str, Any]:
        return ("battleproof", True)

    def attr_staying(self) -> tuple[str, Any]:
        return ("staying", True)

    def choose(self, n: Token) -> tuple[str, int]:
        return ("choose", int(n))

    def attr_skip(self, n: Token) -> tuple[str, Any]:
        return ("skip", int(n))

    # effects
    def mark(self, *toks: Token) -> str:
        if str(toks[0]) == "on":
            return f"on:{toks[1]}"
        return str(toks[0])

    def cond(self, sidezone: Token, named: str | None, cmp: Token, n: Token) -> Cond:
        side, zone = str(sidezone).split(".")
        if named is not None and zone != "field":
            raise ScenarioError(f"`{sidezone} named …`: 〈name〉 counts only field cards; "
                                "use own.field / opp.field", sidezone.line, sidezone.column)
        return Cond(side, zone, str(cmp), int(n), named or "")

    def named(self, name: Any) -> str:
        return str(name)

    def sentence(self, alt: Token | None, then: Token | None, cond: Cond | None,
                 may: Token | None, *ops: Op) -> Sentence:
        return Sentence(tuple(ops), then=then is not None, cond=cond, optional=may is not None,
                        alt=alt is not None)

    def pick(self, *ns: Token) -> tuple[str, tuple[int, ...]]:
        return ("pick", tuple(int(n) for n in ns))

    def op(self, opp: Token | None, op: Op) -> Op:
        return replace(op, who="opp") if opp is not None else op

    def op_draw(self, n: Token) -> Op:
        return Op("draw", amount=int(n))

    def op_draw_upto(self, n: Token) -> Op:
        return Op("draw_upto", amount=int(n))

    def op_draw_to(self, n: Token) -> Op:
        return Op("draw_to", amount=int(n))

    def op_mill(self, n: Token) -> Op:
        return Op("mill", amount=int(n))

    def op_add(self, n: Token, source: str) -> Op:
        return Op("add", amount=int(n), mode=str(source))

    def op_discard(self, n: Token) -> Op:
        return Op("discard", amount=int(n))

    def op_power(self, t: Target, n: Token, turn: Any = None) -> Op:
        return Op("power", target=t, amount=int(n), mode="turn" if turn is not None else "")

    def op_setpower(self, t: Target, n: Token, turn: Any = None) -> Op:
        return Op("setpower", target=t, amount=int(n),
                  mode="turn" if turn is not None else "")

    def thisturn(self, *_: Any) -> str:
        return "turn"

    def op_rest(self, t: Target) -> Op:
        return Op("rest", target=t)

    def op_activate(self, t: Target) -> Op:
        return Op("activate", target=t)

    def op_norefresh(self, t: Target) -> Op:
        return Op("norefresh", target=t)

    def op_flip(self, t: Target, face: Token) -> Op:
        return Op("flip", target=t, mode=str(face))

    def op_send(self, t: Target, dest: Token) -> Op:
        return Op("send", target=t, mode=str(dest))

    def op_move(self, t: Target, n: Token) -> Op:
        return Op("move", target=t, place=int(n))

    def op_summon(self, *parts: Any) -> Op:
        *names, mode, place, overflow = parts
        return Op("summon", names=tuple(names), mode=str(mode), place=int(place) if place else 0,
                  overflow=overflow is not None)

    def op_set(self, name: str, n: Token) -> Op:
        return Op("set", names=(name,), place=int(n))

    def op_forbid(self, side: Token, what: Token, n: Token | None) -> Op:
        return Op("forbid", mode=str(what), who=str(side), turns=int(n) if n else 0)

    def op_handcap(self, side: Token, n: Token) -> Op:
        return Op("handcap", who=str(side), amount=int(n))

    def op_protect(self, t: Target, what: Token) -> Op:
        return Op("protect", target=t, mode=str(what))

    def op_win(self) -> Op:
        return Op("win")

    def op_extra_turn(self) -> Op:
        return Op("extra_turn")

    def t_this(self) -> Target:
        return Target("this")

    def t_it(self) -> Target:
        return Target("it")

    def cond_it(self, prop: Token, cmp: Token, n: Token) -> Cond:
        return Cond("it", str(prop).split(".")[1], str(cmp), int(n))

    def t_attacker(self) -> Target:
        return Target("attacker")

    def t_defender(self) -> Target:
        return Target("defender")

    def t_place(self, ref: Token) -> Target:
        side, place = str(ref).split(".")
        return Target("place", side=side, place=int(place[1:]))

    def t_all(self, side: Token, face: Token | None, state: Token | None,
              named: str | None) -> Target:
        return Target("all", side=str(side), face=str(face or ""), state=str(state or ""),
                      name=named or "")

    def _word(self, tok: Token) -> str:
        return _Keyword(tok)

    phase = event = opp_kw = face = state = dest = summode = overflow = side = sideall = _word
    source = forbid = protection = placeflag = pflag = winner = topstate = zero = _word

    def atarget(self, tok: Token) -> str:
        return str(tok)

    def zone_item(self, item: Any) -> Any:
        return item

    def nullify_flag(self, n: Token) -> str:
        return f"nullify={n}"

    def summonlimit_flag(self, n: Token) -> str:
        return f"summonlimit={n}"

    def op_swap(self, side: Token) -> Op:
        return Op("swap", who=str(side))

    def op_attacklimit(self, side: Token, n: Token) -> Op:
        return Op("attacklimit", who=str(side), amount=int(n))

    def op_summonlimit(self, side: Token, n: Token) -> Op:
        return Op("summonlimit", who=str(side), amount=int(n))

    def op_copy(self, t: Target) -> Op:
        return Op("copy", target=t)

    def op_nullify(self, side: Token, n: Token) -> Op:
        return Op("nullify", who=str(side), amount=int(n))

    def player_flag(self, tok: Token | str) -> str:
        return f"handcap={tok}" if isinstance(tok, Token) and tok.type == "NUMBER" else str(tok)


class HistoyParser:
    """The registered parser: parse(text, path) → HistoyScenario; dump(scenario) → text."""

    def parse(self, text: str, path: str = "") -> HistoyScenario:
        try:
            tree = _lark().parse(text if text.endswith("\n") else text + "\n")
        except UnexpectedInput as err:
            raise syntax_error(err, text, path) from None
        try:
            parts = _Parts().transform(tree)
        except VisitError as err:  # pragma: no cover - transformer bugs surface here
            raise ScenarioError(f"{path}: {err.orig_exc}") from None
        scenario = HistoyScenario(game="histoy", path=path, text=text)
        _Builder(scenario, path).feed(parts.children)
        return scenario

    def dump(self, scenario: Any) -> str:
        from judge.games.histoy.dump import dump

        return dump(scenario)


class _Builder:
    """Fills a HistoyScenario statement by statement (effects attach to the card above)."""

    def __init__(self, scenario: HistoyScenario, path: str) -> None:
        self.s = scenario
        self.path = path
        self.last_card: str | None = None

    def error(self, tree: Tree[Any], message: str) -> ScenarioError:
        where = f"{self.path}: " if self.path else ""
        return ScenarioError(f"{where}{message}", tree.meta.line, tree.meta.column)

    def feed(self, stmts: list[Any]) -> None:
        for stmt in stmts:
            if isinstance(stmt, Tree):
                getattr(self, stmt.data, self.meta)(stmt)

    # ---- statements
    def game_stmt(self, t: Tree[Any]) -> None:
        pass

    def meta(self, t: Tree[Any]) -> None:
        kind, args = str(t.data).rsplit("__", 1)[-1], _kids(t)
        if kind == "meta_title":
            self.s.title = meta_value(args[0])
        elif kind == "meta_source":
            self.s.source = meta_value(args[0])
        elif kind == "meta_question":
            self.s.questions[str(args[0])] = meta_value(args[1])
        elif kind == "meta_clauses":
            self.s.clauses.extend(str(a) for a in args)
        elif kind == "meta_verdict":
            self.s.verdict = meta_value(args[0])
        elif kind == "meta_note":
            self.s.notes.append(meta_value(args[0]))
        else:  # pragma: no cover - every grammar statement has a handler
            raise self.error(t, f"unknown statement {kind}")

    def card_stmt(self, t: Tree[Any]) -> None:
        name, *attrs = _kids(t)
        if name in self.s.cards:
            raise self.error(t, f"card {name!r} is defined twice")
        if name == FILLER:
            raise self.error(t, f"{FILLER!r} is the anonymous card and cannot be defined")
        values = dict(attrs)
        card = CardDef(name, **values)
        if card.kind == "person" and not 0 <= card.rank <= 4:
            raise self.error(t, f"card {name!r}: rank {card.rank} is outside 0–4 "
                                "(histoy-ja#2.2.1)")
        self.s.cards[name] = card
        self.last_card = name

    def effect_stmt(self, t: Tree[Any]) -> None:
        mark, name, *sentences = _kids(t)
        if self.last_card is None:
            raise self.error(t, "an `effect` line must follow the `card` it belongs to")
        card = self.s.cards[self.last_card]
        for sentence in sentences:
            for op in sentence.ops:
                placed = op.verb in ("move", "set") or op.verb == "summon" and op.mode != "empty"
                if placed and not 1 <= op.place <= 5:
                    raise self.error(t, f"{op.verb}: a field has places 1–5, not {op.place} "
                                        "(histoy-ja#2.3.1)")
        effect = Effect(mark or "", tuple(sentences), meta_value(name) if name else "")
        self.s.cards[self.last_card] = replace(card, effects=(*card.effects, effect))

    def b_turn(self, t: Tree[Any]) -> None:
        player, n, phase = _kids(t)
        self.s.active, self.s.turn = str(player), int(n)
        self.s.lines["turn"] = t.meta.line
        if phase:
            self.s.phase = str(phase)

    def b_first(self, t: Tree[Any]) -> None:
        self.s.first = str(_kids(t)[0])

    def b_order(self, t: Tree[Any]) -> None:
        self.s.order = [str(c) for c in _kids(t)]

    def b_zone(self, t: Tree[Any]) -> None:
        ref, *items = _kids(t)
        player, zone = _english(str(ref)).split(".")
        self.s.lines[f"{player}.{zone}"] = t.meta.line
        cards: list[str] = []
        for item in items:
            if isinstance(item, Token) and item.type == "NUMBER":
                if int(item) > _MAX_ANONYMOUS:
                    raise self.error(t, f"{ref}: {item} anonymous cards is more than a game "
                                        f"holds (at most {_MAX_ANONYMOUS})")
                cards.extend([FILLER] * int(item))
            else:
                cards.append(item)
        setattr(self.s.side(player), zone, cards)

    def b_place(self, t: Tree[Any]) -> None:
        ref, *rest = _kids(t)
        player, place = str(ref).split(".")
        self.s.lines[str(ref)] = t.meta.line
        names = [r for r in rest if not isinstance(r, _Keyword)]
        flags = [str(r) for r in rest if isinstance(r, _Keyword)]
        spec = PlaceSpec(names, down="down" in flags, rested="rested" in flags,
                         flags=[f for f in flags if f not in ("down", "rested")])
        self.s.side(player).places[int(place[1:])] = spec

    def b_flags(self, t: Tree[Any]) -> None:
        ref, *flags = _kids(t)
        self.s.side(str(ref).split(".")[0]).flags = list(flags)

    def action_stmt(self, t: Tree[Any]) -> None:
        player, act = _kids(t)
        self.s.actions.append(_action(str(player), act, t.meta.line))

    def expect_stmt(self, t: Tree[Any]) -> None:
        e = _kids(t)[0]
        kind, a = e.data[2:], _kids(e)
        line = t.meta.line
        text = _line_text(self.s.text, line)
        if kind in ("can", "cannot"):
            spec = _action(str(a[0]), a[1], line)
            clause = (str(a[2]),) if kind == "cannot" and a[2] is not None else ()
            ex = Expect(kind, value=spec, extra=clause)
        else:
            ex = _expectation(kind, a)
        self.s.expects.append(replace(ex, line=line, text=text))


def _action(player: str, act: Tree[Any], line: int) -> ActionSpec:
    """An action line's ActionSpec (also used by `expect can/cannot`)."""
    kind = act.data[2:]
    a = _kids(act)
    args: dict[str, Any] = {}
    if kind == "draw":
        args = {"n": int(a[0])}
    elif kind == "redraw":
        args = {"cards": tuple(a)}
    elif kind in ("summon", "set"):
        args = {"card": a[0], "place": int(a[1])}
    elif kind == "use":
        args = {"place": int(a[0]), "mark": a[1] or ""}
        rest = [x for x in a[2:] if x is not None]
        choice = [x for x in rest if isinstance(x, tuple)]
        declined = [x for x in rest if not isinstance(x, tuple)]
        if declined:
            args["decline"] = tuple(int(n) for n in declined)
        for key, value in choice:
            args[key] = value
    elif kind in ("incident", "substitute"):
        args = {"card": a[0]}
    elif kind == "attack":
        target = a[1]
        args = {"place": int(a[0]), "target": "deck" if target == "deck" else int(target)}
    elif kind == "block":
        args = {"place": int(a[0])}
    if a and isinstance(a[-1], _Keyword):  # the trailing `zero` of a defence
        args["zero"] = True
    return ActionSpec(player, kind, args, line=line)


def _expectation(kind: str, a: list[Any]) -> Expect:
    """The Expect value of an `expect` line (other than can/cannot)."""
    if kind == "illegal":
        return Expect("illegal", value=str(a[0]) if a[0] is not None else "")
    if kind in ("winner", "phase", "active"):
        return Expect(kind, value=str(a[0]))
    if kind == "count":
        return Expect("count", path=_english(str(a[0])), op=str(a[1]), value=int(a[2]))
    if kind == "top":
        return Expect("top", path=str(a[0]), value=a[1], extra=tuple(str(x) for x in a[2:]))
    return Expect("empty", path=str(a[0]))


_JA_WORDS = {"山札": "deck", "手札": "hand", "墓地": "grave", "場の下": "under", "場": "field",
             "ターン": "turn", "パワー": "power", "枚数": "size", "ランク": "rank"}


def _english(path: str) -> str:
    """`A.山札` → `A.deck`, `A.p2.パワー` → `A.p2.power` (Japanese zone words are aliases)."""
    return ".".join(_JA_WORDS.get(part, part) for part in path.split("."))


_MAX_ANONYMOUS = 200


def _line_text(text: str, line: int) -> str:
    lines = text.splitlines()
    if not 0 < line <= len(lines):
        return ""
    raw = lines[line - 1]
    if '"' not in raw:
        raw = raw.split("#", 1)[0]
    return raw.strip()


def parse_effect(text: str, mark: str = "") -> Effect:
    """Parse effect sentences (the part after `effect MARK:`) into an Effect — for builders.

    >>> parse_effect("draw 2. then draw 1.", "召").sentences[1].then
    True
    """
    head = f"effect {mark}:" if mark else "effect:"
    scenario = HistoyParser().parse(f"game histoy\ncard _x\n{head} {text}\n")
    return scenario.cards["_x"].effects[0]
