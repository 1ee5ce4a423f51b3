"""The Korean wiki guide (003): `N.`, `N.N.`, `N.N.N.` headings; numbered steps stay in the text."""

from __future__ import annotations

import re

from judge.corpus.draft import Draft, SplitResult, finalize
from judge.corpus.model import DocInfo
from judge.corpus.refs import hyphen_refs

_DEEP = re.compile(r"^(\d+(?:\.\d+)+)\.\s+(.+)$")
_TOP = re.compile(r"^(\d+)\.\s+(.+)$")
_TITLE_MAX = 30


def implied_parent(number: str) -> str | None:
    """`2.1.3` → `2.1`; `2` → None."""
    return number.rsplit(".", 1)[0] if "." in number else None


def _is_top_heading(match: re.Match[str], current_top: int) -> bool:
    # `3. 카드의 사용` is a chapter; `3. 턴 플레이어는 … 할 수 있다.` is a step of a procedure.
    title = match.group(2).strip()
    return (int(match.group(1)) == current_top + 1 and len(title) <= _TITLE_MAX
            and not title.endswith((".", "다", "。")))


def split(info: DocInfo, lines: list[str], aligned: dict[str, str]) -> SplitResult:
    drafts: list[Draft] = []
    top = 0
    for lineno, line in enumerate(lines, 1):
        deep = _DEEP.match(line)
        single = None if deep else _TOP.match(line)
        if deep:
            drafts.append(Draft(deep.group(1), deep.group(2).strip(), lineno, end=lineno))
        elif single and _is_top_heading(single, top):
            top = int(single.group(1))
            drafts.append(Draft(single.group(1), single.group(2).strip(), lineno, end=lineno))
        elif drafts:
            drafts[-1].add(line.rstrip(), lineno)
        elif line.strip():
            drafts.append(Draft("preamble", line.strip(), lineno, end=lineno))
    return finalize(info, drafts, implied_parent, lambda text, _number: hyphen_refs(text))
