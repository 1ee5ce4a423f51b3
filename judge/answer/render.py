"""Renderers: terminal text (clause numbers stand out, board before/after), JSON, Markdown."""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from judge.answer.explain import verdict_word
from judge.answer.model import Answer

_LABELS = {
    "ja": {"verdict": "判定", "undecided": "判定不能", "missing": "不足", "cites": "根拠条項",
           "scenario": "再現した盤面", "before": "前", "after": "後", "game": "ゲーム"},
    "ko": {"verdict": "판정", "undecided": "판정 불가", "missing": "부족", "cites": "근거 조항",
           "scenario": "재현한 판면", "before": "전", "after": "후", "game": "게임"},
    "en": {"verdict": "Verdict", "undecided": "cannot decide", "missing": "Missing",
           "cites": "Clauses", "scenario": "Scenario played", "before": "before",
           "after": "after", "game": "Game"},
}


def to_json(answer: Answer) -> str:
    """The stable JSON schema (see Answer.to_json), UTF-8, indented."""
    return json.dumps(answer.to_json(), ensure_ascii=False, indent=2)


def _bold(text: str, color: bool) -> str:
    return f"\033[1;36m{text}\033[0m" if color else text


def to_text(answer: Answer, color: bool | None = None) -> str:
    """Terminal text: verdict, explanation, citations with bold numbers, boards, scenario."""
    if color is None:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    lab = _LABELS.get(answer.lang, _LABELS["en"])
    verdict = verdict_word(answer.verdict, answer.lang) if answer.verdict else lab["undecided"]
    games = " / ".join(answer.candidates) if len(answer.candidates) > 1 else (answer.game or "?")
    lines = [f"{lab['verdict']}: {_bold(verdict, color)}  ({answer.verdict_source}; "
             f"{lab['game']}: {games})", "", answer.explanation, ""]
    if answer.missing:
        lines.append(f"{lab['missing']}: " + "; ".join(answer.missing))
    if answer.citations:
        lines.append(f"{lab['cites']}:")
        for c in answer.citations:
            lines.append(f"  {_bold(c.number, color)} {c.title}  [{c.uid}, {c.origin}]")
            if c.quote:
                lines.append(f"      「{c.quote}」" if c.lang != "en" else f"      \"{c.quote}\"")
    if answer.board_before is not None:
        lines.append(f"{lab['scenario']} ({lab['before']} → {lab['after']}):")
        lines += [f"  {row}" for row in board_diff(answer.board_before, answer.board_after or {})]
    if answer.scenario:
        lines += ["", *(f"  | {ln}" for ln in answer.scenario.rstrip().splitlines())]
    for note in answer.notes:
        lines.append(f"note: {note}")
    return "\n".join(lines).rstrip() + "\n"


def board_diff(before: dict[str, Any], after: dict[str, Any], prefix: str = "") -> list[str]:
    """`path: before → after` for every scalar; unchanged values once, changed ones with →."""
    out: list[str] = []
    for key in before.keys() | after.keys():
        b, a = before.get(key), after.get(key)
        path = f"{prefix}{key}"
        if isinstance(b, dict) or isinstance(a, dict):
            out += board_diff(b or {}, a or {}, path + ".")
        elif b == a:
            if b not in (None, [], {}, False, 0) or key in ("distance", "aura", "life", "orbs"):
                out.append(f"{path}: {_short(b)}")
        else:
            out.append(f"{path}: {_short(b)} → {_short(a)}")
    return sorted(out)


def _short(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    return str(value)


def to_markdown(answer: Answer) -> str:
    """Markdown for the web page: verdict heading, explanation, citation table, scenario block."""
    lab = _LABELS.get(answer.lang, _LABELS["en"])
    verdict = verdict_word(answer.verdict, answer.lang) if answer.verdict else lab["undecided"]
    lines = [f"### {lab['verdict']}: **{verdict}**", "",
             f"> {answer.question}", "",
             f"*{answer.verdict_source}* · {lab['game']}: `{answer.game or '?'}`", ""]
    lines += [ln if ln.strip() else "" for ln in answer.explanation.splitlines()] + [""]
    if answer.missing:
        lines += [f"**{lab['missing']}:** " + "; ".join(answer.missing), ""]
    if answer.citations:
        lines += [f"| # | {lab['cites']} | quote | from |", "|---|---|---|---|"]
        for c in answer.citations:
            quote = c.quote.replace("|", "\\|")
            lines.append(f"| **{c.number}** | {c.title} (`{c.uid}`) | {quote} | {c.origin} |")
        lines.append("")
    if answer.scenario:
        lines += [f"**{lab['scenario']}**", "", "```", answer.scenario.rstrip(), "```", ""]
    lines += [f"- note: {note}" for note in answer.notes]
    return "\n".join(lines)
