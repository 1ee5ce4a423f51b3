"""Citations written inside rule texts → clause numbers of the same document."""

from __future__ import annotations

import re

# 5-8-3に従って / 9-4-1に示す / 10-4-1、10-4-2 / 9-2-1のⅳ / (5-10 十分な…) / 9-6-1から9-6-5.
# Bullet labels such as "• 5-1) …" are not citations.
_HYPHEN = re.compile(r"(?<![\d\-])(\d+(?:-\d+)+)(?![\d\-])")
_BULLET_LABEL = re.compile(r"(?:^|•\s*)(\d+(?:-\d+)+)[)）]", re.MULTILINE)

# （10.1.9参照） / 5.2.2 / 10.1.8の通り / (第12章参照). Versions such as v1.0.0 are not citations.
_DOTTED = re.compile(r"(?<![\d.vV])(\d+\.\d+(?:\.\d+)?)(?![\d.])")
_CHAPTER = re.compile(r"第(\d+)章")

# (800) / (806) / (803.3a)
_PAREN3 = re.compile(r"[(（](\d{3}(?:\.\d+[a-z]?)?)[)）]")


def hyphen_refs(text: str) -> list[str]:
    """Sakura-style numbers cited in `text`.

    >>> hyphen_refs("ダメージが発生した場合、5-8-3に従ってそれを解決する。• 5-1) 自分の手札")
    ['5-8-3']
    """
    labels = {m.start(1) for m in _BULLET_LABEL.finditer(text)}
    return _unique(m.group(1) for m in _HYPHEN.finditer(text) if m.start(1) not in labels)


def dotted_refs(text: str) -> list[str]:
    """Hi!story numbers cited in `text`, chapters as 第N章.

    >>> dotted_refs("常に公開情報として扱う（4.1参照）。(第12章参照) v1.0.0")
    ['4.1', '第12章']
    """
    found = [m.group(1) for m in _DOTTED.finditer(text)]
    found += [f"第{m.group(1)}章" for m in _CHAPTER.finditer(text)]
    return _unique(found)


def paren_refs(text: str) -> list[str]:
    """魔法少女 ザ・デュエル numbers cited in parentheses.

    >>> paren_refs("バトルフェイズの処理(800)に則って")
    ['800']
    """
    return _unique(m.group(1) for m in _PAREN3.finditer(text))


def _unique(items: object) -> list[str]:
    out: list[str] = []
    for item in items:  # type: ignore[attr-defined]
        if item not in out:
            out.append(item)
    return out
