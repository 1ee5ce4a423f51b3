"""Print a SakuraScenario back as DSL text (canonical English keywords); parse(dump(s)) == s."""

from __future__ import annotations

from typing import Any

from judge.games.sakura.cards import CardDef, Cond, Effect, format_damage, format_range
from judge.games.sakura.model import SakuraScenario, SideSpec, Stmt


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def cond(c: Cond) -> str:
    return f"{c.lhs} {c.op} {c.value}"


def _zone(spec: str) -> str:
    who, _, kind = spec.partition(".")
    return f"{who} {kind}" if kind else spec


def effect(e: Effect) -> str:
    """One effect as DSL text."""
    a = dict(e.args)
    op = e.op
    if op == "then":
        return f"{effect(a['first'])} then {effect(a['second'])}"
    if op == "move":
        arrow = "<->" if a.get("both") else "->"
        return f"{_zone(a['src'])} {arrow} {_zone(a['dst'])} {a['n']}"
    if op == "cards":
        return f"{a['who']} {a['src']} -> {a['dst']} {a['n']}"
    if op == "draw":
        return f"{a['who']} draw {a['n']}"
    if op == "pay":
        return f"{a['who']} pay {a['zone']} {a['n']}"
    if op == "damage":
        if a.get("zone"):
            return f"{a['who']} damage {a['zone']} {a['n']}"
        return f"{a['who']} damage {format_damage(a['aura'], a['life'])}"
    if op == "laceration":
        if a.get("zone"):
            return f"{a['who']} laceration {a['zone']} {a['n']}"
        return f"{a['who']} laceration {format_damage(a['aura'], a['life'])}"
    if op == "damageify":
        return f"{a['who']} damageify {a['zone']}"
    if op in ("collect", "invest"):
        return f"{a['who']} {op}"
    if op == "market":
        return f"{a['who']} market {a['n']:+d}"
    if op == "attack":
        kws = "".join(f" {k}" for k in a.get("keywords", ()))
        return f"attack {format_range(a['range'])} {format_damage(a['aura'], a['life'])}{kws}"
    if op == "focus":
        return f"{a['who']} focus {a['n']:+d}"
    if op in ("flinch", "reshuffle", "lose", "win"):
        return f"{a['who']} {op}"
    if op == "end_phase":
        return "end-phase"
    if op == "cancel":
        return f"cancel {a.get('what', 'attack')}"
    aim = "opp " if a.get("who") == "opp" else ""
    if op == "assign":
        return f"{aim}damage-becomes {format_damage(a['aura'], a['life'])}"
    if op == "plus":
        return f"{aim}{a['aura']:+d}/{a['life']:+d}"
    if op == "storage":
        return f"{aim}storage-shift {a['n']:+d}"
    if op == "reach":
        if a["kind"] == "shift":
            return f"{aim}range-shift {a['n']:+d}"
        return f"{aim}{a['kind']} {a['n']}"
    if op == "if":
        return f"if {cond(a['cond'])}: {effect(a['then'])}"
    if op == "next":
        return f"next-attack {effect(a['then'])}"
    if op == "use":
        return f"use {a['card']}" + (f" from {a['zone']}" if a.get("zone") else "")
    if op == "basic":  # 9-6 ⅰ-A: 「《〇〇》か《△△》」 keeps every offered action
        return "basic " + " or ".join(a.get("options") or (a["name"],))
    if op == "remove":
        return f"remove {a['card']}"
    if op == "reset":
        return f"reset {a['card']}"
    raise ValueError(f"cannot print effect {op}")


def card(c: CardDef) -> str:
    """A card definition: one line, plus a { } block when it has effects."""
    parts = ["card", c.name, c.type]
    if c.special:
        parts.append("special")
    if c.subtype:
        parts.append(c.subtype)
    if c.type == "attack" or c.range:
        parts.append(format_range(c.range))
    if c.type == "attack" or c.aura is not None or c.life is not None:
        parts.append(format_damage(c.aura, c.life))
    if c.cost:
        parts += ["cost", str(c.cost)]
    if c.storage or c.type == "enhance":
        parts += ["storage", str(c.storage)]
    parts += sorted(c.keywords)
    if c.limit:
        parts += ["limit", f"{c.limit[0]}-{c.limit[1]}"]
    for r in c.require:
        parts += ["require", cond(r)]
    if c.rerise:
        parts += ["rerise", cond(c.rerise)]
    if c.quick_rerise:
        parts += ["quick-rerise", cond(c.quick_rerise)]
    line = " ".join(parts)
    if not c.sections:
        return line
    body = [f"  {name}: {effect(e)}" for name, effects in c.sections for e in effects]
    return line + " {\n" + "\n".join(body) + "\n}"


def _side(p: str, s: SideSpec) -> list[str]:
    out: list[str] = []
    nums = [f"{k} {getattr(s, k)}" for k in ("aura", "life", "flare", "focus", "market",
                                             "circulation")
            if getattr(s, k) is not None]
    if nums:
        out.append(f"{p} " + " ".join(nums))
    for k in ("hand", "deck", "discard", "facedown"):
        if getattr(s, k):
            out.append(f"{p} {k} " + " ".join(getattr(s, k)))
    if s.specials:
        out.append(f"{p} specials " + " ".join(f"{n}:{st}" for n, st in s.specials.items()))
    for name, n in s.enhancements.items():
        out.append(f"{p} enhance {name} {n}")
    if s.extra:
        out.append(f"{p} extra " + " ".join(s.extra))
    if s.outside:
        out.append(f"{p} outside " + " ".join(f"{n}:{f}" for n, f in s.outside.items()))
    if s.flags:
        out.append(f"{p} flags " + " ".join(s.flags))
    if any(s.laceration.values()):
        out.append(f"{p} laceration " + " ".join(f"{z} {n}" for z, n in s.laceration.items()))
    return out


def stmt(s: Stmt) -> str:
    """One action or expectation line."""
    a: dict[str, Any] = dict(s.args)
    p = s.player
    k = s.kind
    if k == "basic":
        cost = "" if a.get("cost") is None else (" pay focus" if a["cost"] == "focus"
                                                  else f" pay card {a['card']}")
        return f"{p} basic {a['name']}{cost}"
    if k in ("use", "react"):
        return f"{p} {k} {a['card']}"
    if k == "facedown":
        return f"{p} hide {a['card']}"
    if k == "pick":
        return f"{p} choose {a['card']}"
    if k == "decline":
        return f"{p} decline"
    if k == "damage":
        return f"{p} damage {a['to']}"
    if k == "damageify":
        return f"{p} damageify {a['to']}"
    if k == "akina":
        return f"{p} {'no-collect' if a['do'] == 'none' else a['do']}"
    if k == "store":
        return f"{p} store {a['zone']} {a['n']}"
    if k == "end":
        return f"{p} end phase"
    if k == "reshuffle":
        return f"{p} reshuffle {'yes' if a['yes'] else 'no'}"
    if k == "mode":
        return f"{p} mode {a['mode']}"
    if k == "arrow":
        return f"{p} arrow {'reverse' if a['reverse'] else 'forward'}"
    if k == "order":
        return f"{p} first {a['card']}"
    if k == "effect":
        return f"{p} effect {effect(a['effect'])}"
    x = k[2:]
    if x == "illegal":
        return "expect illegal" + (f" {a['clause']}" if a.get("clause") else "")
    if x in ("legal", "drawn"):
        return "expect legal" if x == "legal" else "expect draw"
    if x == "winner":
        return f"expect winner {p or 'none'}"
    if x == "attack":
        return f"expect attack {a['result']}"
    if x == "compare":
        return f"expect {a['subject']} {a['op']} {a['value']}"
    if x == "has":
        return f"expect {p}.{a['zone']} {'has' if a['has'] else 'lacks'} " + " ".join(a["cards"])
    if x == "pending":
        return f"expect pending {p}" + (f" {a['what']}" if a.get("what") else "")
    if x == "trace":
        return f"expect trace {a['clause']}"
    if x == "phase":
        return f"expect phase {p} {a['phase']}"
    raise ValueError(f"cannot print statement {k}")


def dump(scn: SakuraScenario) -> str:
    """The whole scenario as DSL text."""
    out = ["game sakura"]
    if scn.title:
        out.append(f"title {_q(scn.title)}")
    if scn.source:
        out.append(f"source {scn.source}" if " " not in scn.source else f"source {_q(scn.source)}")
    for lang, text in scn.questions.items():
        out.append(f"question {lang} {_q(text)}")
    if scn.clauses:
        out.append("clauses " + " ".join(scn.clauses))
    if scn.verdict:
        out.append(f"verdict {_q(scn.verdict)}")
    for note in scn.notes:
        out.append(f"note {_q(note)}")
    out.extend(card(c) for c in scn.cards)
    b = scn.board
    out.append("board")
    if b.distance is not None:
        out.append(f"distance {b.distance}")
    if b.dust is not None:
        out.append(f"dust {b.dust}")
    if b.out:
        out.append(f"out {b.out:+d}")
    if b.start_distance is not None:
        out.append(f"start-distance {b.start_distance}")
    for p in ("A", "B"):
        out.extend(_side(p, b.sides[p]))
    out.append(f"turn {b.turn} {b.phase}" + (f" {b.mode}" if b.mode else ""))
    out.extend(stmt(s) for s in scn.steps)
    return "\n".join(out) + "\n"
