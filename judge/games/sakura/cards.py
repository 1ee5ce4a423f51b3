"""Card definitions and the effect vocabulary scenarios write (no card database ships: 1-3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

KEYWORDS = {
    "unavoidable": "9-4",  # 不可避 (9-4 iii)
    "overcome": "10-21",  # 超克
    "no-reaction": "10-22",  # 対応不可（すべて）
    "no-reaction-normal": "10-22",  # 対応不可（通常札）
    "no-reaction-special": "10-22",  # 対応不可（切札）
    "uncancellable": "10-23",  # この《攻撃》は打ち消されない
    "both-damage": "10-26",  # 両方のダメージを受ける
    "terminal": "9-2",  # 終端
    "opening": "10-6",  # 隙
    "reverse-arrows": "10-2",  # 「矢印を逆の向きにする」
    "lacerated": "add/22-9",  # 裂傷化したダメージ (sakura-ko)
    "lacerated-cost": "add/22-10",  # 裂傷化した消費 (sakura-ko)
    "investment": "add/21-4",  # 投資権 (sakura-ko)
    "market-cost": "add/21-3-1",  # 消費 時価 (sakura-ko)
}
"""Keyword → clause that defines it."""


@dataclass(frozen=True)
class Cond:
    """A condition on the board: `lhs op value` (e.g. farther >= 2 for 遠心, 5-2-1)."""

    lhs: str
    """distance, dust, farther, closer, used, my.aura, opp.life, ..."""
    op: str
    value: int


@dataclass(frozen=True)
class Effect:
    """One effect of the vocabulary: an op and its arguments (sorted pairs, hashable)."""

    op: str
    args: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def make(cls, op: str, **args: Any) -> Effect:
        return cls(op, tuple(sorted(args.items())))

    def arg(self, name: str, default: Any = None) -> Any:
        return dict(self.args).get(name, default)


Damage = int | None
"""A damage value: an integer ≥ 0, or None for 「-」 (5-8-1)."""


@dataclass(frozen=True)
class CardDef:
    """A card as a scenario defines it (6-2-1): type, class, subtype, numbers, keywords, texts."""

    name: str
    type: str
    """attack / action / enhance / undefined (《不定》: never usable) (6-2-1-5)."""
    special: bool = False
    """True for 切札, False for 通常札 (6-2-1-1)."""
    subtype: str | None = None
    """reaction (対応) / full (全力) / None (6-2-1-6)."""
    range: frozenset[int] = frozenset()
    aura: Damage = None
    life: Damage = None
    cost: int = 0
    """消費 (6-2-1-12), paid from <フレア> (9-3-1)."""
    storage: int = 0
    """納 (6-2-1-11)."""
    keywords: frozenset[str] = frozenset()
    limit: tuple[int, int] | None = None
    """間合制限 X-Y (10-37)."""
    require: tuple[Cond, ...] = ()
    """Special conditions on use (9-2, e.g. 遠心)."""
    rerise: Cond | None = None
    """再起 (10-7) condition."""
    quick_rerise: Cond | None = None
    """即再起 (10-8) condition."""
    sections: tuple[tuple[str, tuple[Effect, ...]], ...] = field(default=())
    """Effects per section: use (使用時), after (攻撃後), deploy (展開時), ongoing (展開中),
    destroy (破棄時), in printed order (6-2-1-7)."""

    def effects(self, section: str) -> tuple[Effect, ...]:
        """The effects printed in one section, in order."""
        for name, effects in self.sections:
            if name == section:
                return effects
        return ()

    @property
    def is_reaction(self) -> bool:
        return self.subtype == "reaction"

    @property
    def is_full(self) -> bool:
        return self.subtype == "full"


SECTIONS = ("use", "after", "deploy", "ongoing", "destroy", "used", "always", "at-start", "at-end",
            "at-main", "at-main-end", "at-opp-start", "at-opp-end")


def parse_range(text: str) -> frozenset[int]:
    """An 適正距離 as printed: `3`, `3-4`, `1,3`, `0-1,4` (6-2-1-8).

    >>> sorted(parse_range("1,3-4"))
    [1, 3, 4]
    """
    values: set[int] = set()
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        values.update(range(int(lo), int(hi or lo) + 1))
    return frozenset(values)


def format_range(values: frozenset[int]) -> str:
    """Print a range back compactly (`1,3-4`)."""
    out: list[str] = []
    nums = sorted(values)
    i = 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(str(nums[i]) if i == j else f"{nums[i]}-{nums[j]}")
        i = j + 1
    return ",".join(out)


def format_damage(aura: Damage, life: Damage) -> str:
    """`3/1`, `-/2` (5-8-2)."""
    return f"{'-' if aura is None else aura}/{'-' if life is None else life}"


def parse_damage(text: str) -> tuple[Damage, Damage]:
    """`3/1` → (3, 1); `-/2` → (None, 2)."""
    left, right = text.split("/")
    return (None if left == "-" else int(left), None if right == "-" else int(right))
