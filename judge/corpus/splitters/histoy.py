"""Hi!story (001): 第N章 chapters, `6.7` sections, `6.7.1 text` clauses, `6.5.10（title） text`."""

from __future__ import annotations

import re

from judge.corpus.draft import Draft, SplitResult, finalize
from judge.corpus.model import DocInfo
from judge.corpus.refs import dotted_refs

_CHAPTER = re.compile(r"^第(\d+)章\s*(.*)$")
# Number, optional full-width-parenthesised title, then the text on the same line.
_NUMBERED = re.compile(r"^(\d+\.\d+(?:\.\d+)*)(?:（([^）]*)）)?[ \u3000]*(.*)$")


def implied_parent(number: str) -> str | None:
    """`6.7.1` → `6.7`; `6.7` → `第6章`; `第6章` → None."""
    if number.startswith("第") or number == "preamble":
        return None
    head = number.rsplit(".", 1)[0]
    return head if "." in head else f"第{head}章"


def split(info: DocInfo, lines: list[str], aligned: dict[str, str]) -> SplitResult:
    drafts: list[Draft] = []
    for lineno, line in enumerate(lines, 1):
        chapter = _CHAPTER.match(line)
        numbered = None if chapter else _NUMBERED.match(line)
        if chapter:
            drafts.append(Draft(f"第{chapter.group(1)}章", chapter.group(2).strip(), lineno,
                                end=lineno))
        elif numbered:
            number, title, text = numbered.group(1), numbered.group(2) or "", numbered.group(3)
            if number.count(".") == 1 and not title and text and not _has_body(text):
                # `2.3 場`: a section heading whose rest of line is its title.
                drafts.append(Draft(number, text.strip(), lineno, end=lineno))
            else:
                draft = Draft(number, title.strip(), lineno, end=lineno)
                if text.strip():
                    draft.add(text.strip(), lineno)
                drafts.append(draft)
        elif drafts:
            drafts[-1].add(line.rstrip(), lineno)
        elif line.strip():
            if not drafts:
                drafts.append(Draft("preamble", line.strip(), lineno, end=lineno))
    return finalize(info, drafts, implied_parent, lambda text, _number: dotted_refs(text))


def _has_body(text: str) -> bool:
    """A section title is short and has no sentence end."""
    return "。" in text or len(text) > 30
