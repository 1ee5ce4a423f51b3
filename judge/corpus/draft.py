"""Drafts: what a splitter finds before IDs, parents and references are resolved."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from judge.corpus.model import Clause, DocInfo


@dataclass
class Draft:
    """A clause in the making: number, title, body lines and where it came from."""

    number: str
    title: str
    start: int
    body: list[str] = field(default_factory=list)
    end: int = 0
    parent: str | None = None
    """Explicit parent number; None means "derive it from the number"."""
    cites: list[str] = field(default_factory=list)
    """Numbers cited in the text, as found (resolved later)."""

    def add(self, line: str, lineno: int) -> None:
        self.body.append(line)
        self.end = lineno

    @property
    def text(self) -> str:
        return "\n".join(self.body).strip()


@dataclass(frozen=True)
class SplitResult:
    """A document's clauses and the citations that point at numbers the document lacks."""

    clauses: list[Clause]
    dangling: list[tuple[str, str]]
    """(citing uid, cited number) pairs whose number is not a clause of the document."""
    orphans: list[str]
    """Uids whose implied parent number is not a clause of the document."""


def finalize(
    info: DocInfo,
    drafts: list[Draft],
    implied_parent: Callable[[str], str | None],
    cite: Callable[[str, str], list[str]],
) -> SplitResult:
    """Turn drafts into Clauses: uids, parent chains, resolved references.

    `cite(text, number)` lists the numbers cited by the clause `number`; those the document
    lacks are reported as dangling (the corpus may still resolve them in an original document).
    """
    numbers = {d.number for d in drafts}
    parents: dict[str, str | None] = {}
    orphans: list[str] = []
    for d in drafts:
        parent = d.parent
        if parent is None:
            parent = implied_parent(d.number)
            if parent is not None and parent not in numbers:
                orphans.append(d.number)
                while parent is not None and parent not in numbers:
                    parent = implied_parent(parent)
        parents[d.number] = parent
    clauses, dangling = [], []
    for d in drafts:
        chain: list[str] = []
        p = parents[d.number]
        while p is not None:
            chain.append(f"{info.doc}#{p}")
            p = parents.get(p)
        refs: list[str] = []
        for number in cite(d.text, d.number) + d.cites:
            if number == d.number:
                continue
            if number in numbers:
                uid = f"{info.doc}#{number}"
                if uid not in refs:
                    refs.append(uid)
            elif (f"{info.doc}#{d.number}", number) not in dangling:
                dangling.append((f"{info.doc}#{d.number}", number))
        clauses.append(Clause(
            uid=f"{info.doc}#{d.number}", game=info.game, doc=info.doc, lang=info.lang,
            number=d.number, title=" ".join(d.title.split()), text=d.text,
            path=tuple(reversed(chain)), refs=tuple(refs), lines=(d.start, max(d.end, d.start)),
        ))
    return SplitResult(clauses, dangling, [f"{info.doc}#{n}" for n in orphans])
