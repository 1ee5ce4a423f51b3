"""魔法少女 ザ・デュエル (002): `800.`/`803.3a.` rules, then unnumbered wiki commentary.

Commentary blocks get stable slug ids from their headings: a heading that names a numbered
step (`バトル判定ステップ` = 804's title) opens `804/wiki`; its sub-headings become
`804/wiki/<heading>`. Headings that name no step live under `wiki/<heading>` at the root.
"""

from __future__ import annotations

import re

from judge.corpus.draft import Draft, SplitResult, finalize
from judge.corpus.model import DocInfo
from judge.corpus.refs import paren_refs

_NUMBERED = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.\s*(.*)$")
COMMENTARY_MARKER = "(総合ルールより抜粋)"
_TRAILER = ("関連ページ", "最終更新")
_HEADING_MAX = 45
_OPEN_ENDINGS = ("、", "の", "を", "に", "で", "は", "が", "と", "て")
# The wiki renders [[プレイヤー]] links on a line of their own: the line before is unfinished.
_LINK_CONTINUATIONS = ("プレイヤー",)


def implied_parent(number: str) -> str | None:
    """`803.3a` → `803.3`; `803.3` → `803`; `803` → `800`; `800`, slugs → None."""
    if "/" in number or number == "preamble":
        return None
    if re.fullmatch(r"\d{3}\.\d+[a-z]", number):
        return number[:-1]
    if "." in number:
        return number.split(".", 1)[0]
    hundred = f"{int(number) // 100 * 100}"
    return hundred if hundred != number else None


def _is_heading(line: str, following: str) -> bool:
    """Wiki headings are short noun phrases: no sentence end, no comma, no quotes, and not a
    line broken before a wiki link (`相手` / `プレイヤー…`)."""
    text = line.strip()
    return (bool(text) and len(text) <= _HEADING_MAX
            and not any(ch in text for ch in "。、「")
            and not text.startswith(("-", "・"))
            and not text.endswith(_OPEN_ENDINGS)
            and not following.startswith(_LINK_CONTINUATIONS))


def split(info: DocInfo, lines: list[str], aligned: dict[str, str]) -> SplitResult:
    drafts: list[Draft] = []
    lineno = 0
    for lineno, line in enumerate(lines, 1):
        if line.strip() == COMMENTARY_MARKER:
            break
        numbered = _NUMBERED.match(line)
        if numbered:
            number, rest = numbered.group(1), numbered.group(2).strip()
            draft = Draft(number, rest if "." not in number else "", lineno, end=lineno)
            if "." in number:
                draft.add(rest, lineno)
            drafts.append(draft)
        elif drafts:
            drafts[-1].add(line.rstrip(), lineno)
        elif line.strip():
            drafts.append(Draft("preamble", line.strip(), lineno, end=lineno))
    drafts += _commentary(lines, lineno, {d.title: d.number for d in drafts if d.title})
    return finalize(info, drafts, implied_parent, lambda text, _number: paren_refs(text))


def _commentary(lines: list[str], marker_line: int, steps: dict[str, str]) -> list[Draft]:
    """Blocks after the marker, each under the numbered step its heading names."""
    drafts: list[Draft] = []
    seen: dict[str, int] = {}
    block: str | None = None  # slug of the step block the current sub-block belongs to
    for lineno in range(marker_line + 1, len(lines) + 1):
        line = lines[lineno - 1].rstrip()
        if line.strip().startswith(_TRAILER):
            break
        following = lines[lineno].strip() if lineno < len(lines) else ""
        if not (_is_heading(line, following) or not drafts):
            drafts[-1].add(line, lineno)
            continue
        heading = line.strip()
        parent: str | None
        if heading in steps:
            slug, parent = _unique(f"{steps[heading]}/wiki", seen), steps[heading]
            block = slug
        else:
            slug, parent = _unique(f"{block or 'wiki'}/{heading}", seen), block
        drafts.append(Draft(slug, heading, lineno, end=lineno, parent=parent))
    return drafts


def _unique(slug: str, seen: dict[str, int]) -> str:
    """The slug, or `slug-2`, `slug-3`… when the wiki repeats a heading in the same place."""
    seen[slug] = seen.get(slug, 0) + 1
    return slug if seen[slug] == 1 else f"{slug}-{seen[slug]}"
