"""The Clause value and the document metadata it belongs to."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Clause:
    """One numbered (or slugged) unit of a rules document. IDs come from the printed numbering."""

    uid: str
    """`<doc>#<number>`, e.g. "sakura-ja#9-4-1", "sakura-ko#add/21-5"."""
    game: str
    """Game id: "sakura", "histoy" or "magical-girl"."""
    doc: str
    """Document id from the manifest, e.g. "sakura-ja"."""
    lang: str
    """"ja" or "ko"."""
    number: str
    """The number as printed ("9-4-1", "§5", "第6章", "803.3a"), or a slug for unnumbered text."""
    title: str
    """Heading title ("" when the document gives none)."""
    text: str
    """Body text, paragraphs joined by newlines."""
    path: tuple[str, ...] = ()
    """Uids of the ancestors, root first (the Catala-style heading chain)."""
    refs: tuple[str, ...] = ()
    """Uids of the clauses this one cites in its text (same document)."""
    lines: tuple[int, int] = (0, 0)
    """1-based first and last source line."""
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def parent(self) -> str | None:
        """Uid of the direct parent, if any."""
        return self.path[-1] if self.path else None

    @property
    def label(self) -> str:
        """Number and title, as a judge reads them: "9-4-1 適正距離の確認"."""
        return f"{self.number} {self.title}".strip()

    def to_json(self) -> dict[str, Any]:
        return {
            "uid": self.uid,
            "game": self.game,
            "doc": self.doc,
            "lang": self.lang,
            "number": self.number,
            "title": self.title,
            "text": self.text,
            "path": list(self.path),
            "refs": list(self.refs),
            "lines": list(self.lines),
        }


@dataclass(frozen=True)
class DocInfo:
    """A manifest entry: one rules document."""

    doc: str
    game: str
    lang: str
    title: str
    file: str
    sha256: str
    scheme: str
    version: str = ""
    source: str = ""
    translation_of: str = ""
    """Doc id whose clauses share numbers with this one (sakura-ko → sakura-ja)."""
