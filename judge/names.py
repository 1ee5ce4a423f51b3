"""How game names compare everywhere (manifest, scenario `game` lines, engine registry)."""

from __future__ import annotations

import unicodedata


def game_key(name: str) -> str:
    """NFKC (full-width → ASCII), case-folded, `_` → `-`, trimmed: `Ｍagical_Girl` → `magical-girl`.

    >>> game_key(" Ｍａｇｉｃａｌ_Ｇｉｒｌ ")
    'magical-girl'
    """
    return unicodedata.normalize("NFKC", name).strip().casefold().replace("_", "-")
