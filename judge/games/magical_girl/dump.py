"""Print a MagicalGirlScenario as DSL text (the inverse of the parser)."""

from __future__ import annotations

from judge.games.magical_girl.model import Effect
from judge.games.magical_girl.scenario import (
    AtStmt,
    AttackStmt,
    EffectStmt,
    ExpectStmt,
    FinishStmt,
    MagicalGirlScenario,
    MonsterSpec,
    PassStmt,
    Stmt,
)


def quote(text: str) -> str:
    """A DSL string literal (JSON escaping is a subset the STRING terminal reads back)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def dump(s: MagicalGirlScenario) -> str:
    """Scenario → text: game line, metadata, board, script."""
    out = ["game magical-girl"]
    if s.title:
        out.append(f"title {quote(s.title)}")
    if s.source:
        out.append(f"source {s.source}" if s.source.startswith(("http://", "https://"))
                   and " " not in s.source else f"source {quote(s.source)}")
    for lang, text in s.questions.items():
        out.append(f"question {lang} {quote(text)}")
    if s.clauses:
        out.append("clauses " + " ".join(s.clauses))
    if s.verdict:
        out.append(f"verdict {quote(s.verdict)}")
    out.extend(f"note {quote(n)}" for n in s.notes)
    out.append("")
    out.append(f"turn {s.turn}" + (" first" if s.first_turn else ""))
    for p in s.players:
        out.append(f"player {p.name} orbs {p.orbs}" + (f" hand {p.hand}" if p.hand else ""))
    out.extend(_monster(m) for m in s.monsters)
    for c in s.cards:
        out.append(f"card {c.name} of {c.controller}" + ("" if c.targetable else " untargetable"))
    for t in s.triggers:
        once = " once" if t.once else ""
        effect = effect_text(t.effect)
        out.append(f"trigger {t.name} of {t.controller} on {t.event}{once}: {effect}")
    if s.script:
        out.append("")
        out.extend(stmt_text(st) for st in s.script)
    return "\n".join(out) + "\n"


def _monster(m: MonsterSpec) -> str:
    parts = [f"monster {m.name} of {m.controller} atk {m.atk} def {m.defense} {m.state}"]
    if m.forbid_attack:
        parts.append("forbid_attack")
    if m.untargetable:
        parts.append("untargetable")
    if m.cost:
        parts.append(f"cost {m.cost}")
    if m.corrupt != 1:
        parts.append(f"corrupt {m.corrupt}")
    return " ".join(parts)


def effect_text(e: Effect) -> str:
    """One effect in DSL form, e.g. `atk A +500 until end of battle`."""
    until = " until end of battle" if e.until_battle_end else ""
    if e.kind in ("atk", "def", "orbs"):
        return f"{e.kind} {e.target} {int(e.value or 0):+d}{until}"
    if e.kind in ("switch", "control"):
        return f"{e.kind} {e.target} {e.value}"
    return f"{e.kind} {e.target}{until}"


def stmt_text(st: Stmt) -> str:
    """One script line in DSL form."""
    if isinstance(st, AttackStmt):
        return f"attack {st.attacker} -> {st.target}"
    if isinstance(st, PassStmt):
        return "pass"
    if isinstance(st, AtStmt):
        return f"at {st.window}"
    if isinstance(st, FinishStmt):
        return "finish"
    if isinstance(st, EffectStmt):
        return (f"{st.player}: " if st.player else "") + effect_text(st.effect)
    if isinstance(st, ExpectStmt):
        return "expect " + expect_text(st)
    raise TypeError(f"unknown statement {st!r}")


def expect_text(st: ExpectStmt) -> str:
    """The part of an expectation after `expect`."""
    simple = {"winner": "winner ", "illegal": "illegal ", "step": "step ", "no_step": "no step ",
              "decision": "decision "}
    if st.kind in simple:
        return simple[st.kind] + st.subject
    if st.kind == "no_winner":
        return "no winner"
    if st.kind == "over":
        return "over"
    return f"{st.subject} {st.op} {st.value}"

