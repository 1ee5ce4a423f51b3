"""Sakura Arms: 000 (ja, `9-4-1　title`) and 004 (ko, `9-4-1 title`, page markers, add/ rules)."""

from __future__ import annotations

import re

from judge.corpus.draft import Draft, SplitResult, finalize
from judge.corpus.model import DocInfo
from judge.corpus.refs import hyphen_refs

_JA_HEADING = re.compile(r"^(§\d+|\d+(?:-\d+)+)\u3000(.*)$")
_KO_HEADING = re.compile(r"^(\d+(?:-\d+)+)\s*(\D.*)$")
_KO_ADD_TOP = re.compile(r"^(\d+)\.\s+(.+)$")
_KO_APPENDIX = re.compile(r"^부속\s*(\d+)\s+(.+)$")
"""`부속 1 여신 리스트`: an appendix (the goddess and card lists), numbered add/A1 — not part of
the rule printed before it."""
_PAGE_MARKER = re.compile(r"^\d+p\.?\s+")
_ELLIPSIS_ONLY = re.compile(r"^[\s…\.]*…[\s…\.]*$")
ADD_MARKER = "추가 규칙"
ADD_PREFIX = "add/"


def implied_parent(number: str) -> str | None:
    """`9-4-1` → `9-4`; `9-4` → `§9`; `add/21-5` → `add/21`; `§9` → None."""
    prefix = ADD_PREFIX if number.startswith(ADD_PREFIX) else ""
    core = number.removeprefix(prefix)
    if core.startswith("§") or "-" not in core:
        return None
    head = core.rsplit("-", 1)[0]
    if "-" in head or prefix:
        return prefix + head
    return f"§{head}"


def split_ja(info: DocInfo, lines: list[str], aligned: dict[str, str]) -> SplitResult:
    """000: a heading line starts each clause; paragraphs and bullets follow until the next."""
    drafts: list[Draft] = []
    for lineno, line in enumerate(lines, 1):
        match = _JA_HEADING.match(line)
        if match:
            drafts.append(Draft(match.group(1), match.group(2).strip(), lineno, end=lineno))
        elif drafts:
            drafts[-1].add(line, lineno)
        elif line.strip():
            drafts.append(Draft("preamble", line.strip(), lineno, end=lineno))
    return finalize(info, drafts, implied_parent, lambda text, _number: hyphen_refs(text))


def split_ko(info: DocInfo, lines: list[str], aligned: dict[str, str]) -> SplitResult:
    """004: strip page markers, drop `…`-only paragraphs, put rules after 추가 규칙 under add/."""
    drafts: list[Draft] = []
    prefix = ""
    for lineno, raw in enumerate(lines, 1):
        if raw.strip() == ADD_MARKER:
            prefix = ADD_PREFIX
            continue
        had_marker = bool(_PAGE_MARKER.match(raw))
        line = _PAGE_MARKER.sub("", raw)
        heading = _KO_HEADING.match(line) or (prefix and _KO_ADD_TOP.match(line))
        appendix = _KO_APPENDIX.match(line.strip()) if prefix else None
        if appendix:
            drafts.append(Draft(f"{prefix}A{appendix.group(1)}", line.strip(), lineno,
                                end=lineno))
        elif heading:
            drafts.append(Draft(prefix + heading.group(1), heading.group(2).strip(), lineno,
                                end=lineno))
        elif had_marker and line.strip() in aligned:
            # A heading printed without its number, aligned by title in the manifest.
            drafts.append(Draft(aligned[line.strip()], line.strip(), lineno, end=lineno))
        elif _ELLIPSIS_ONLY.match(line):
            continue
        elif drafts:
            drafts[-1].add(line.rstrip(), lineno)
        elif line.strip():
            drafts.append(Draft("preamble", "", lineno, end=lineno))
            drafts[-1].add(line, lineno)

    known = {d.number for d in drafts}

    def cite(text: str, number: str) -> list[str]:
        # Inside the additional rules, `21-6-1` means add/21-6-1 when that exists; other
        # numbers cite the core rules (resolved against the Japanese original by the corpus).
        refs = hyphen_refs(text)
        if number.startswith(ADD_PREFIX):
            refs = [ADD_PREFIX + r if ADD_PREFIX + r in known else r for r in refs]
        return refs

    return finalize(info, drafts, implied_parent, cite)
