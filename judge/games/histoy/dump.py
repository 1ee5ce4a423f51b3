"""HistoyScenario → DSL text (the inverse of parser.py: parse(dump(s)) == s)."""

from __future__ import annotations

import re
from pathlib import Path

from judge.games.histoy.model import FILLER, CardDef, Cond, Effect, Op, Sentence, Target
from judge.games.histoy.scenario import ActionSpec, Expect, HistoyScenario, PlaceSpec

_BARE = re.compile(r'^[^\s"#:=,()\[\]{}<>0-9+\-.][^\s"#:=,()\[\]{}<>]*(?<!\.)$')
_GRAMMARS = (Path(__file__).parent / "histoy.lark",
             Path(__file__).resolve().parents[2] / "dsl" / "common.lark")
_KEYWORDS = frozenset(word for g in _GRAMMARS
                      for word in re.findall(r'"([^"\s]+)"', g.read_text(encoding="utf-8")))
"""Every literal of the grammars: Lark turns a bare name equal to one into that keyword."""


def q(text: str) -> str:
    """A string literal with quotes and backslashes escaped."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def name(text: str) -> str:
    """A card name, quoted only when it would not lex as a bare NAME."""
    return text if _BARE.match(text) and text not in _KEYWORDS else q(text)


def target(t: Target) -> str:
    if t.kind == "place":
        return f"{t.side}.p{t.place}"
    if t.kind == "all":
        named = ["named", name(t.name)] if t.name else []
        return " ".join([*(x for x in ("all", t.side, t.face, t.state) if x), *named])
    return t.kind


def cond(c: Cond) -> str:
    named = f" named {name(c.name)}" if c.name else ""
    return f"if {c.side}.{c.zone}{named} {c.op} {c.value}"


_SIDED = ("forbid", "handcap", "nullify", "attacklimit", "summonlimit", "swap")
"""Verbs that name their side as an argument (`forbid opp attack`), not as a prefix."""


def op(o: Op) -> str:
    prefix = "opp " if o.who == "opp" and o.verb not in _SIDED else ""
    v = o.verb
    body = {
        "draw": lambda: f"draw {o.amount}",
        "draw_upto": lambda: f"draw upto {o.amount}",
        "draw_to": lambda: f"draw to {o.amount}",
        "mill": lambda: f"mill {o.amount}",
        "add": lambda: f"add {o.amount} from {o.mode}",
        "discard": lambda: f"discard {o.amount}",
        "power": lambda: (f"power {target(o.target)} {o.amount:+d}"  # type: ignore[arg-type]
                          + (" this turn" if o.mode == "turn" else "")),
        "setpower": lambda: (f"power {target(o.target)} = {o.amount}"  # type: ignore[arg-type]
                             + (" this turn" if o.mode == "turn" else "")),
        "rest": lambda: f"rest {target(o.target)}",  # type: ignore[arg-type]
        "activate": lambda: f"activate {target(o.target)}",  # type: ignore[arg-type]
        "norefresh": lambda: f"norefresh {target(o.target)}",  # type: ignore[arg-type]
        "flip": lambda: f"flip {target(o.target)} {o.mode}",  # type: ignore[arg-type]
        "send": lambda: f"send {target(o.target)} {o.mode}",  # type: ignore[arg-type]
        "move": lambda: f"move {target(o.target)} to {o.place}",  # type: ignore[arg-type]
        "summon": lambda: " ".join(
            ["summon", *(name(n) for n in o.names), o.mode]
            + ([str(o.place)] if o.place else []) + (["overflow"] if o.overflow else [])),
        "set": lambda: f"set {name(o.names[0])} on {o.place}",
        "forbid": lambda: f"forbid {o.who} {o.mode}" + (f" for {o.turns}" if o.turns else ""),
        "handcap": lambda: f"handcap {o.who} {o.amount}",
        "nullify": lambda: f"nullify {o.who} {o.amount}",
        "attacklimit": lambda: f"attacklimit {o.who} {o.amount}",
        "summonlimit": lambda: f"summonlimit {o.who} {o.amount}",
        "copy": lambda: f"copy {target(o.target)}",  # type: ignore[arg-type]
        "swap": lambda: f"swap {o.who}",
        "protect": lambda: f"protect {target(o.target)} {o.mode}",  # type: ignore[arg-type]
        "win": lambda: "win",
        "extra_turn": lambda: "extra_turn",
    }[v]()
    return prefix + body


def sentence(s: Sentence) -> str:
    head = (["or"] if s.alt else []) + (["then"] if s.then else [])
    if s.cond:
        head.append(cond(s.cond))
    if s.optional:
        head.append("may")
    return " ".join([*head, ", ".join(op(o) for o in s.ops)]) + "."


def effect(e: Effect) -> str:
    mark = (" on " + e.mark[3:]) if e.mark.startswith("on:") else (f" {e.mark}" if e.mark else "")
    label = f" name {q(e.name)}" if e.name else ""
    return f"  effect{mark}{label}: " + " ".join(sentence(s) for s in e.sentences)


def card(c: CardDef) -> list[str]:
    parts = ["card", name(c.name)]
    if c.kind == "incident":
        parts += ["incident", "level", str(c.level)]
    else:
        parts += ["rank", str(c.rank), "power", str(c.power)]
    for flag in ("attacker", "blocker", "substitute", "defence", "immune", "untargetable",
                 "battleproof", "staying"):
        if getattr(c, flag):
            parts.append(flag)
    if c.skip:
        parts += ["skip", str(c.skip)]
    return [" ".join(parts), *(effect(e) for e in c.effects)]


def zone(items: list[str]) -> str:
    """Zone items; runs of anonymous cards become a count."""
    out: list[str] = []
    run = 0
    for item in [*items, None]:
        if item == FILLER:
            run += 1
            continue
        if run:
            out.append(str(run))
            run = 0
        if item is not None:
            out.append(name(item))
    return " ".join(out)


def place(player: str, n: int, p: PlaceSpec) -> str:
    flags = (["down"] if p.down else []) + (["rested"] if p.rested else []) + p.flags
    return " ".join([f"{player}.p{n}", *(name(c) for c in p.cards), *flags])


def action(a: ActionSpec) -> str:
    """One action line (`A attack 1 -> deck`)."""
    g = a.args
    text = {
        "draw": lambda: f"draw {g['n']}",
        "redraw": lambda: " ".join(["redraw", *(name(c) for c in g["cards"])]),
        "keep": lambda: "keep",
        "summon": lambda: f"summon {name(g['card'])} at {g['place']}",
        "use": lambda: f"use {g['place']}" + (f" {g['mark']}" if g["mark"] else "") + (
            " decline " + " ".join(map(str, g["decline"])) if g.get("decline") else "") + (
            f" choose {g['choose']}" if "choose" in g else "") + (
            " pick " + " ".join(map(str, g["pick"])) if g.get("pick") else ""),
        "incident": lambda: f"incident {name(g['card'])}",
        "substitute": lambda: f"substitute {name(g['card'])}",
        "set": lambda: f"set {name(g['card'])} on {g['place']}",
        "attack": lambda: f"attack {g['place']} -> {g['target']}",
        "block": lambda: f"block {g['place']}",
        "pass": lambda: "pass",
        "end": lambda: "end",
    }[a.kind]()
    return f"{a.player} {text}" + (" zero" if g.get("zero") else "")


def expect(e: Expect) -> str:
    if e.kind == "count":
        return f"expect {e.path} {e.op} {e.value}"
    if e.kind == "top":
        return " ".join(["expect", e.path, "is", name(e.value), *e.extra])
    if e.kind == "empty":
        return f"expect {e.path} is empty"
    if e.kind == "illegal" and not e.value:
        return "expect illegal"
    if e.kind in ("can", "cannot"):
        return " ".join(["expect", e.kind, action(e.value), *(f"by {c}" for c in e.extra)])
    return f"expect {e.kind} {e.value}"


def dump(s: HistoyScenario) -> str:
    """The scenario as DSL text.

    >>> from judge.games.histoy.scenario import HistoyScenario
    >>> dump(HistoyScenario(game="histoy", title="t")).splitlines()[:2]
    ['game histoy', 'title "t"']
    """
    lines = ["game histoy"]
    if s.title:
        lines.append(f"title {q(s.title)}")
    if s.source:
        lines.append(f"source {s.source if s.source.startswith('http') else q(s.source)}")
    lines += [f"question {lang} {q(text)}" for lang, text in s.questions.items()]
    if s.clauses:
        lines.append("clauses " + " ".join(s.clauses))
    if s.verdict:
        lines.append(f"verdict {q(s.verdict)}")
    lines += [f"note {q(n)}" for n in s.notes]
    lines.append("")
    for c in s.cards.values():
        lines += card(c)
    lines.append("")
    lines.append(f"first {s.first}")
    lines.append(f"turn {s.active} {s.turn} phase {s.phase}")
    if s.order:
        lines.append("order " + " ".join(name(n) for n in s.order))
    for player, side in s.sides.items():
        lines.append(f"{player}.deck {zone(side.deck)}".rstrip())
        lines.append(f"{player}.hand {zone(side.hand)}".rstrip())
        lines.append(f"{player}.grave {zone(side.grave)}".rstrip())
        lines += [place(player, n, p) for n, p in sorted(side.places.items())]
        if side.flags:
            flags = [f.replace("=", " ") for f in side.flags]
            lines.append(f"{player}.flags " + " ".join(flags))
    lines.append("")
    # actions and expectations keep their relative order (an expect between actions is a
    # checkpoint); items built in code (line 0) go last, actions before expectations
    script = [(a.line or 1 << 30, 0, i, action(a)) for i, a in enumerate(s.actions)]
    script += [(e.line or 1 << 30, 1, i, expect(e)) for i, e in enumerate(s.expects)]
    lines += [text for *_, text in sorted(script)]
    return "\n".join(lines) + "\n"
