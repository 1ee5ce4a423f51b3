"""One splitter per numbering scheme (manifest `scheme`): text lines → Drafts → Clauses."""

from __future__ import annotations

from collections.abc import Callable

from judge.corpus.draft import SplitResult
from judge.corpus.model import DocInfo
from judge.corpus.splitters import guide, histoy, magical_girl, sakura

Splitter = Callable[[DocInfo, list[str], dict[str, str]], SplitResult]

SPLITTERS: dict[str, Splitter] = {
    "sakura-ja": sakura.split_ja,
    "sakura-ko": sakura.split_ko,
    "guide-ko": guide.split,
    "histoy-ja": histoy.split,
    "magical-girl-ja": magical_girl.split,
}
