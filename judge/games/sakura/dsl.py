"""Parse Sakura scenario text (sakura.lark) into a SakuraScenario, and print it back."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from judge.dsl.frame import meta_value, syntax_error
from judge.dsl.grammar import open_grammar
from judge.errors import ScenarioError
from judge.games.sakura.basic import ALIASES as BASIC_ALIASES
from judge.games.sakura.cards import CardDef, Cond, Effect, parse_damage, parse_range
from judge.games.sakura.conditions import FIELDS
from judge.games.sakura.model import BoardSpec, SakuraScenario, SideSpec, Stmt
from judge.games.sakura.names import CANON


def canon(token: Any) -> str:
    """The English keyword for a Japanese one (or the token itself)."""
    text = str(token)
    return CANON.get(text, text)


@lru_cache(maxsize=1)
def grammar() -> Lark:
    here = Path(__file__).parent
    return open_grammar(here / "sakura.lark", propagate_positions=True,
                        import_paths=[str(here.parent.parent / "dsl")])


class SakuraParser:
    """The `game sakura` parser registered with judge.dsl.frame."""

    def parse(self, text: str, path: str = "") -> SakuraScenario:
        """Parse scenario text; ScenarioError with line/column on any mistake."""
        try:
            tree = grammar().parse(text if text.endswith("\n") else text + "\n")
        except UnexpectedInput as err:
            raise syntax_error(err, text, path, name=_friendly, token=_token) from None
        scn = SakuraScenario(game="sakura", path=path, text=text)
        _Builder(scn, path).run(tree)
        return scn

    def dump(self, scenario: Any) -> str:
        from judge.games.sakura.dump import dump

        return dump(scenario)


FRIENDLY = {
    "NUMBER": "a number", "SIGNED": "a signed number like +1", "NAME": "a name",
    "STRING": "a quoted string", "PLAYER": "A or B", "NUMKEY": "aura/life/flare/focus",
    "LISTKEY": "hand/deck/discard/facedown", "CMP": "== != <= >= < >", "HAS": "has/lacks",
    "RANGE": "a range like 3-4 or 1,3", "DAMAGE": "a damage like 3/1 or -/2",
    "MOD": "a modification like +1/+0", "ZONE": "a zone (aura, life, flare, distance, dust)",
    "PHASE": "start/main/end", "MODE": "standard/full", "CTYPE": "attack/action/enhance/undefined",
    "KEYWORD": "a keyword (unavoidable, overcome, no-reaction, ...)", "CLAUSE": "a clause number",
    "SECTION": "use/after/deploy/ongoing/destroy", "FLAG": "a flag (flinch, no-lose, ...)",
    "_NL": "end of line", "ARROW": "-> or <->", "CONDLHS": "distance/dust/farther/closer/my.X",
}


def _friendly(terminal: str) -> str:
    """A grammar terminal in words a scenario writer knows (hidden ones keep their "_")."""
    if terminal.startswith("_"):
        return terminal
    return FRIENDLY.get(terminal, terminal.strip('"').lower())


def _token(token: Token) -> str:
    """The unexpected token as the writer typed it ('six', not Token('NAME', 'six'))."""
    shown = repr(token)
    plain = re.fullmatch(r"Token\('[A-Z_0-9]+', ('[^']*')\)", shown)
    return plain.group(1) if plain else shown


def _line(node: Tree | Token) -> int:
    if isinstance(node, Token):
        return node.line or 0
    return getattr(node.meta, "line", 0) or 0


class _Builder:
    """Walks the parse tree statement by statement, filling the scenario."""

    def __init__(self, scn: SakuraScenario, path: str) -> None:
        self.scn = scn
        self.path = path
        self.board_seen_turn = False
        self._said: dict[str, dict[str, int]] = {}
        """Per player, the zones and values given so far and on which line (each once)."""

    def fail(self, node: Tree | Token, message: str) -> ScenarioError:
        col = node.column if isinstance(node, Token) else getattr(node.meta, "column", 1)
        where = f"{self.path}: " if self.path else ""
        return ScenarioError(f"{where}{message}", _line(node), col)

    def run(self, tree: Tree) -> None:
        for stmt in tree.children:
            if isinstance(stmt, Tree):
                data = str(stmt.data).rsplit("__", 1)[-1]
                if data.startswith("b_") and self.scn.steps:
                    raise self.fail(stmt, "board lines must come before the first action or "
                                    "expectation")
                if data.startswith("meta_"):
                    self.meta(data[5:], stmt)
                else:
                    getattr(self, data)(stmt)

    # -- metadata -------------------------------------------------------------------------
    def game_stmt(self, t: Any) -> None:
        return None

    def meta(self, kind: str, t: Any) -> None:
        vals = t.children
        if kind == "title":
            self.scn.title = meta_value(vals[0])
        elif kind == "source":
            self.scn.source = meta_value(vals[0])
        elif kind == "question":
            self.scn.questions[str(vals[0])] = meta_value(vals[1])
        elif kind == "clauses":
            self.scn.clauses.extend(str(v) for v in vals)
        elif kind == "verdict":
            self.scn.verdict = meta_value(vals[0])
        elif kind == "note":
            self.scn.notes.append(meta_value(vals[0]))

    # -- board ----------------------------------------------------------------------------
    def b_header(self, t: Any) -> None:
        return None

    def b_numbers(self, t: Any) -> None:
        for item in t.children:
            getattr(self, item.data)(item)

    def b_distance(self, t: Any) -> None:
        self.scn.board.distance = int(t.children[-1])

    def b_dust(self, t: Any) -> None:
        self.scn.board.dust = int(t.children[-1])

    def b_out(self, t: Any) -> None:
        self.scn.board.out = int(t.children[-1])

    def b_start(self, t: Any) -> None:
        self.scn.board.start_distance = int(t.children[-1])

    def b_turn(self, t: Any) -> None:
        b = self.scn.board
        b.turn = str(t.children[0])
        rest = [c for c in t.children[1:]]
        phases = [canon(c) for c in rest if c.type == "PHASE"]
        modes = [canon(c) for c in rest if c.type == "MODE"]
        b.phase = phases[0] if phases else "main"
        b.mode = modes[0] if modes else None

    def _side(self, t: Any) -> SideSpec:
        return self.scn.board.sides[str(t.children[0])]

    def b_side(self, t: Any) -> None:
        side = self._side(t)
        said = self._said.setdefault(str(t.children[0]), {})
        for attr in t.children[1:]:
            name = canon(attr.children[0])
            if name in said:  # a second `A hand …` line would silently replace the first
                raise self.fail(attr, f"{t.children[0]} {name} is already given on line "
                                      f"{said[name]}: put all of it on one line")
            said[name] = _line(attr) or _line(t)
            if attr.data == "num_attr":
                setattr(side, canon(attr.children[0]), int(attr.children[1]))
            else:
                setattr(side, canon(attr.children[0]), [str(c) for c in attr.children[1:]])

    def b_specials(self, t: Any) -> None:
        side = self._side(t)
        for item in t.children[1:]:
            state = canon(item.children[1]) if len(item.children) > 1 else "unused"
            side.specials[str(item.children[0])] = state

    def b_extra(self, t: Any) -> None:
        """`A extra X`: cards in <追加札> (7-1-12)."""
        self._side(t).extra.extend(str(c) for c in t.children[1:])

    def b_outside(self, t: Any) -> None:
        """`A outside X:up Y:down`: cards in <ゲーム外>, face up (10-18) or down (10-29)."""
        side = self._side(t)
        for item in t.children[1:]:
            facing = str(item.children[1]) if len(item.children) > 1 else "up"
            side.outside[str(item.children[0])] = {"表": "up", "裏": "down"}.get(facing, facing)

    def b_enhance(self, t: Any) -> None:
        self._side(t).enhancements[str(t.children[1])] = int(t.children[2])

    def b_flags(self, t: Any) -> None:
        self._side(t).flags.extend(canon(f) for f in t.children[1:])

    def b_laceration(self, t: Any) -> None:
        """`B laceration aura 2 life 1`: 裂傷トークン per zone (sakura-ko add/22-1)."""
        side = self._side(t)
        for item in t.children[1:]:
            zone = canon(item.children[0])
            if zone not in ("aura", "life", "flare"):
                raise self.fail(item.children[0], "laceration tokens lie in aura, life or flare "
                                f"(sakura-ko 22-1), not {zone}")
            side.laceration[zone] = int(item.children[1])

    # -- cards ----------------------------------------------------------------------------
    def card_stmt(self, t: Any) -> None:
        name = str(t.children[0])
        props: dict[str, Any] = {"keywords": set(), "require": [], "sections": {}}
        for prop in t.children[1:]:
            if prop.data == "card_block":
                for sec in prop.children:
                    self._section(sec, props)
            else:
                self._prop(prop, props)
        ctype = props.get("type")
        if ctype is None:
            raise self.fail(t, f"card {name}: give its type (attack / action / enhance / "
                            "undefined, 6-2-1-5)")
        if ctype == "attack" and ("range" not in props or "damage" not in props):
            raise self.fail(t, f"card {name}: an attack card needs a range and a damage "
                            "(6-2-1-8..10), e.g. `3-4 3/1`")
        aura, life = props.get("damage", (None, None))
        card = CardDef(
            name, ctype, special=props.get("class") == "special", subtype=props.get("sub"),
            range=props.get("range", frozenset()), aura=aura, life=life,
            cost=props.get("cost", 0), storage=props.get("storage", 0),
            keywords=frozenset(props["keywords"]), limit=props.get("limit"),
            require=tuple(props["require"]), rerise=props.get("rerise"),
            quick_rerise=props.get("quick_rerise"),
            sections=tuple((k, tuple(v)) for k, v in props["sections"].items()))
        if any(c.name == name for c in self.scn.cards):
            raise self.fail(t, f"card {name} is defined twice")
        self.scn.cards.append(card)

    def _prop(self, prop: Any, props: dict[str, Any]) -> None:
        kind, vals = prop.data, prop.children
        if kind == "c_type":
            props["type"] = canon(vals[-1])
        elif kind == "c_class":
            props["class"] = canon(vals[-1])
        elif kind == "c_sub":
            props["sub"] = canon(vals[-1])
        elif kind == "c_range":
            props["range"] = parse_range(str(vals[-1]))
        elif kind == "c_damage":
            props["damage"] = parse_damage(str(vals[-1]))
        elif kind == "c_cost":
            props["cost"] = int(vals[-1])
        elif kind == "c_storage":
            props["storage"] = int(vals[-1])
        elif kind == "c_keyword":
            props["keywords"].add(canon(vals[-1]))
        elif kind == "c_limit":
            values = sorted(parse_range(str(vals[-1])))
            props["limit"] = (values[0], values[-1])
        elif kind == "c_require":
            props["require"].append(self._cond(vals[-1]))
        elif kind == "c_rerise":
            props["rerise"] = self._cond(vals[-1])
        elif kind == "c_quick_rerise":
            props["quick_rerise"] = self._cond(vals[-1])
        elif kind == "c_section":
            self._section(vals[0], props)

    def _section(self, sec: Any, props: dict[str, Any]) -> None:
        name = canon(sec.children[0])
        props["sections"].setdefault(name, []).append(self._effect(sec.children[-1]))

    def _cond(self, t: Any) -> Cond:
        lhs, op, value = t.children
        name = canon(lhs)
        if "." in name and name.split(".", 1)[1] not in FIELDS:
            raise self.fail(lhs, f"unknown field {name!r} in a condition; use my./opp. with one "
                            f"of: {', '.join(FIELDS)}")
        return Cond(name, str(op), int(value))

    # -- effects --------------------------------------------------------------------------
    def _effect(self, t: Any) -> Effect:
        parts = [self._simple(s) for s in t.children if isinstance(s, Tree)]
        eff = parts[-1]
        for first in reversed(parts[:-1]):
            eff = Effect.make("then", first=first, second=eff)
        return eff

    def _simple(self, t: Any) -> Effect:
        kind = t.data
        toks = [c for c in t.children if isinstance(c, Token)]
        owner = next((canon(c) for c in toks if c.type == "OWNER"), None)
        if kind == "e_move":
            src, dst = (self._zone(z) for z in t.children if isinstance(z, Tree))
            arrow = next(c for c in toks if c.type == "ARROW")
            return Effect.make("move", src=src, dst=dst, n=int(toks[-1]),
                               both=str(arrow) in ("<->", "↔"))
        if kind == "e_cards":
            src, dst = (canon(c) for c in toks if c.type == "LISTKEY")
            return Effect.make("cards", who=owner or "my", src=src, dst=dst, n=int(toks[-1]))
        if kind == "e_draw":
            return Effect.make("draw", who=owner or "my", n=int(toks[-1]))
        if kind == "e_damage":
            aura, life = parse_damage(str(toks[-1]))
            return Effect.make("damage", who=owner or "opp", aura=aura, life=life)
        if kind == "e_zone_damage":
            zone = canon(next(c for c in toks if c.type == "ZONE"))
            if zone not in ("aura", "life", "flare"):
                raise self.fail(t, f"damage goes to aura, life or flare (5-8-1), not {zone}")
            return Effect.make("damage", who=owner or "opp", zone=zone, n=int(toks[-1]))
        if kind == "e_both_damage":  # one effect damaging both players at once (6-3)
            zone = canon(next(c for c in toks if c.type == "ZONE"))
            if zone not in ("aura", "life", "flare"):
                raise self.fail(t, f"damage goes to aura, life or flare (5-8-1), not {zone}")
            return Effect.make("damage", who="both", zone=zone, n=int(toks[-1]))
        if kind in ("e_collect", "e_invest"):
            return Effect.make(kind[2:], who=owner or "my")
        if kind == "e_market":
            return Effect.make("market", who=owner or "my", n=int(toks[-1]))
        if kind in ("e_lac_xy", "e_lac_zone", "e_damageify"):
            return self._laceration(t, kind, toks, owner)
        if kind == "e_attack":
            rng = next(c for c in toks if c.type == "RANGE")
            dmg = next(c for c in toks if c.type == "DAMAGE")
            aura, life = parse_damage(str(dmg))
            kws = tuple(sorted(canon(c) for c in toks if c.type == "KEYWORD"))
            return Effect.make("attack", range=parse_range(str(rng)), aura=aura, life=life,
                               keywords=kws)
        if kind == "e_focus":
            return Effect.make("focus", who=owner or "my", n=int(toks[-1]))
        if kind == "e_pay_focus":
            return Effect.make("pay", who=owner or "my", zone="focus", n=int(toks[-1]))
        if kind == "e_pay_zone":
            zone = canon(next(c for c in toks if c.type == "ZONE"))
            if zone not in ("aura", "flare", "life"):
                raise self.fail(t, f"a payment is made from one's aura, flare or life, not {zone}")
            return Effect.make("pay", who=owner or "my", zone=zone, n=int(toks[-1]))
        if kind == "e_flinch":
            return Effect.make("flinch", who=owner or "opp")
        if kind == "e_reshuffle":
            return Effect.make("reshuffle", who=owner or "my")
        if kind == "e_end_phase":
            return Effect.make("end_phase")
        if kind == "e_cancel":
            what = next((canon(c) for c in toks if c.type == "CANCELWHAT"), "attack")
            return Effect.make("cancel", what=what)
        aim = {"who": "opp"} if owner == "opp" else {}  # 展開中/使用済 on the opponent's objects
        if kind == "e_assign":
            aura, life = parse_damage(str(toks[-1]))
            return Effect.make("assign", aura=aura, life=life, **aim)
        if kind == "e_plus":
            left, right = str(toks[-1]).split("/")
            return Effect.make("plus", aura=int(left), life=int(right), **aim)
        if kind == "e_storage":
            return Effect.make("storage", n=int(toks[-1]), **aim)
        if kind == "e_shift":
            return Effect.make("reach", kind="shift", n=int(toks[-1]), **aim)
        if kind == "e_reach":
            reach = next(c for c in toks if c.type == "REACH")
            return Effect.make("reach", kind=canon(reach), n=int(toks[-1]), **aim)
        if kind in ("e_lose", "e_win"):
            return Effect.make(kind[2:], who=owner or "my")
        if kind == "e_if":
            cond = self._cond(t.children[0])
            return Effect.make("if", cond=cond, then=self._simple(t.children[1]))
        if kind == "e_next":
            inner = self._simple(t.children[-1])
            if inner.op not in ("plus", "reach", "assign"):
                raise self.fail(t, "next-attack takes +X/+Y, damage-becomes, expand-*/shrink-* "
                                "or range-shift (10-3, 10-4, 5-6)")
            return Effect.make("next", then=inner)
        if kind == "e_use":
            where = next((canon(c) for c in toks if c.type == "LISTKEY"), None)
            return Effect.make("use", card=str(toks[0]), zone=where)
        if kind == "e_reset":
            return Effect.make("reset", card=str(toks[-1]))
        if kind == "e_remove":
            return Effect.make("remove", card=str(toks[-1]))
        if kind == "e_basic":  # 9-6 ⅰ-A: 「基本動作《〇〇》か《△△》を行う」 names one or more
            names = []
            for tok in toks:
                raw = str(tok)
                name = BASIC_ALIASES.get(raw.lower(), BASIC_ALIASES.get(raw))
                if name is None:
                    raise self.fail(tok, f"unknown basic action {raw!r} (9-6)")
                names.append(name)
            if len(names) == 1:
                return Effect.make("basic", name=names[0])
            return Effect.make("basic", name=names[0], options=tuple(names))
        raise self.fail(t, f"unknown effect {kind}")  # pragma: no cover

    def _laceration(self, t: Any, kind: str, toks: list[Token], owner: str | None) -> Effect:
        """sakura-ko add/22-6 laceration (default: the opponent) and 22-7 damage-ification
        (default: yourself)."""
        if kind == "e_lac_xy":
            aura, life = parse_damage(str(toks[-1]))
            return Effect.make("laceration", who=owner or "opp", aura=aura, life=life)
        zone = canon(next(c for c in toks if c.type == "ZONE"))
        if kind == "e_lac_zone":
            if zone not in ("aura", "life", "flare"):
                raise self.fail(t, f"laceration goes to aura, life or flare (22-6-1), not {zone}")
            return Effect.make("laceration", who=owner or "opp", zone=zone, n=int(toks[-1]))
        if zone not in ("aura", "life", "flare", "out"):
            raise self.fail(t, f"damageify takes aura, life, flare or out (22-7), not {zone}")
        return Effect.make("damageify", who=owner or "my", zone=zone)

    def _zone(self, t: Any) -> str:
        toks = [canon(c) for c in t.children]
        zone = toks[-1]
        if zone in ("distance", "dust", "out"):
            return zone
        owner = toks[0] if len(toks) > 1 else "my"
        return f"{owner}.{zone}"

    # -- actions --------------------------------------------------------------------------
    def _act(self, t: Any, kind: str, **args: Any) -> None:
        self.scn.steps.append(Stmt(kind, str(t.children[0]), tuple(sorted(args.items())),
                                   _line(t)))

    def a_basic(self, t: Any) -> None:
        raw = str(t.children[1])
        name = BASIC_ALIASES.get(raw.lower(), BASIC_ALIASES.get(raw))
        if name is None:
            raise self.fail(t.children[1], f"unknown basic action {raw!r}; the five are 前進 "
                            "advance, 後退 retreat, 纏い recover, 宿し focus, 離脱 withdraw (9-6)")
        cost: str | None = None
        card: str | None = None
        if len(t.children) > 2:
            node = t.children[2]
            cost = "focus" if node.data == "cost_focus" else "card"
            card = str(node.children[-1]) if cost == "card" else None
        self._act(t, "basic", name=name, cost=cost, card=card)

    def a_use(self, t: Any) -> None:
        self._act(t, "use", card=str(t.children[1]))

    def a_react(self, t: Any) -> None:
        self._act(t, "react", card=str(t.children[1]))

    def a_decline(self, t: Any) -> None:
        self._act(t, "decline")

    def a_damage(self, t: Any) -> None:
        zone = canon(t.children[1])
        if zone not in ("aura", "life"):
            raise self.fail(t.children[1], "X/Y damage goes to aura or life (5-8-3-2)")
        self._act(t, "damage", to=zone)

    def a_akina(self, t: Any) -> None:
        """`A collect` / `A invest` / `A no-collect`: the main-phase start choice (add/21-6-2)."""
        do = canon(t.children[1])
        self._act(t, "akina", do={"no-collect": "none"}.get(do, do))

    def a_damageify(self, t: Any) -> None:
        zone = canon(t.children[1])
        if zone not in ("aura", "life", "flare"):
            raise self.fail(t.children[1], "the start phase damage-ifies aura, life or flare "
                            "tokens (sakura-ko 22-11-1)")
        self._act(t, "damageify", to=zone)

    def a_store(self, t: Any) -> None:
        zone = canon(t.children[1])
        if zone not in ("aura", "dust"):
            raise self.fail(t.children[1], "納 takes crystals from dust or own aura (9-2-3 ⅲ)")
        self._act(t, "store", zone=zone, n=int(t.children[2]))

    def a_end(self, t: Any) -> None:
        self._act(t, "end")

    def a_reshuffle(self, t: Any) -> None:
        yes = len(t.children) < 2 or canon(t.children[1]) == "yes"
        self._act(t, "reshuffle", yes=yes)

    def a_mode(self, t: Any) -> None:
        self._act(t, "mode", mode=canon(t.children[1]))

    def a_facedown(self, t: Any) -> None:
        self._act(t, "facedown", card=str(t.children[1]))

    def a_pick(self, t: Any) -> None:
        self._act(t, "pick", card=str(t.children[1]))

    def a_arrow(self, t: Any) -> None:
        self._act(t, "arrow", reverse=canon(t.children[1]) == "reverse")

    def a_order(self, t: Any) -> None:
        self._act(t, "order", card=f"{t.children[1]}:{t.children[2]}")

    def a_effect(self, t: Any) -> None:
        self._act(t, "effect", effect=self._effect(t.children[1]))

    # -- expectations ---------------------------------------------------------------------
    def _expect(self, t: Any, kind: str, player: str = "", **args: Any) -> None:
        self.scn.steps.append(Stmt("x:" + kind, player, tuple(sorted(args.items())), _line(t)))

    def x_illegal(self, t: Any) -> None:
        self._expect(t, "illegal", clause=str(t.children[0]) if t.children else None)

    def x_legal(self, t: Any) -> None:
        self._expect(t, "legal")

    def x_winner(self, t: Any) -> None:
        self._expect(t, "winner", str(t.children[0]) if t.children else "")

    def x_drawn(self, t: Any) -> None:
        self._expect(t, "drawn")

    def x_attack(self, t: Any) -> None:
        self._expect(t, "attack", result=canon(t.children[0]))

    def x_compare(self, t: Any) -> None:
        subj, op, value = t.children
        if subj.data == "s_player":
            subject = f"{subj.children[0]}.{canon(subj.children[1])}"
        else:
            subject = canon(subj.children[0])
        val: int | str = int(value) if value.type == "NUMBER" else canon(value)
        self._expect(t, "compare", subject=subject, op=str(op), value=val)

    def x_has(self, t: Any) -> None:
        player, zone, has, *names = t.children
        self._expect(t, "has", str(player), zone=canon(zone), has=str(has) == "has",
                     cards=tuple(str(n) for n in names))

    def x_pending(self, t: Any) -> None:
        what = str(t.children[1]) if len(t.children) > 1 else None
        self._expect(t, "pending", str(t.children[0]), what=what)

    def x_trace(self, t: Any) -> None:
        self._expect(t, "trace", clause=str(t.children[0]))

    def x_phase(self, t: Any) -> None:
        self._expect(t, "phase", str(t.children[0]), phase=canon(t.children[1]))


__all__ = ["SakuraParser", "BoardSpec", "SideSpec", "canon", "grammar"]
