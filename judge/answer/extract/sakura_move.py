"""Sakura crystals moved by an effect (10-1, 5-10): "an effect moves 3 tokens from Dust to my
Aura; how many actually move / what is my Aura after?".

5-10 moves as many as the source holds and the destination can take (the Aura holds 5, 6-4-1-4);
the engine plays the move (`A effect dust -> my aura 3`) and the question's stated zones, the
unstated ones varied as for any position.
"""

from __future__ import annotations

import re
from typing import Any

_ZONE = (r"(?P<{0}>オーラ|ライフ|フレア|ダスト|間合|오라|라이프|플레어|더스트|간격"
         r"|aura|life|flare|dust|shadow|distance)")
_JA_OWNER = r"(?P<{0}>自分の|相手の|私の)?"
_KO_OWNER = r"(?P<{0}>내|나의|자신의|제|상대(의)?|상대방(의)?)?\s?"
_EN_OWNER = r"(?P<{0}>my|your|the opponent'?s|my opponent'?s|opponent'?s|their|the)?\s?"
_N = r"(?P<n>\d+)"
MOVE = [
    re.compile(_JA_OWNER.format("so") + _ZONE.format("src") + r"から[^。？?]{0,20}?"
               + _JA_OWNER.format("do") + _ZONE.format("dst") + r"(へ|に)[^。？?]{0,16}?"
               + _N + r"\s?(つ|個)[^。？?]{0,8}(移動|移し|移す|移さ|送)"),
    re.compile(_N + r"\s?(つ|個)[^。？?]{0,6}?" + _JA_OWNER.format("so") + _ZONE.format("src")
               + r"から[^。？?]{0,6}?" + _JA_OWNER.format("do") + _ZONE.format("dst")
               + r"(へ|に)[^。？?]{0,6}(移動|移し|移す|移さ|送)"),
    re.compile(_KO_OWNER.format("so") + _ZONE.format("src") + r"에서\s?[^.?]{0,20}?"
               + _KO_OWNER.format("do") + _ZONE.format("dst") + r"(으로|로|에)\s?[^.?]{0,16}?"
               + _N + r"\s?개[^.?]{0,8}(이동|옮기|옮겨|옮깁|보내|보냅)"),
    re.compile(_N + r"\s?개[^.?]{0,6}?" + _KO_OWNER.format("so") + _ZONE.format("src")
               + r"에서\s?" + _KO_OWNER.format("do") + _ZONE.format("dst")
               + r"(으로|로|에)\s?(이동|옮기|옮겨|옮깁|보내|보냅)"),
    re.compile(r"\bmov(e|es|ed|ing) " + _N + r" (sakura )?(tokens?|crystals?|counters?)? ?from "
               + _EN_OWNER.format("so") + _ZONE.format("src") + r" (in)?to "
               + _EN_OWNER.format("do") + _ZONE.format("dst") + r"\b"),
]
"""One move an effect makes: the source zone, the destination zone and the number."""
BY_EFFECT = re.compile(r"(効果|효과|\beffects?\b|\bcard\b|カード|카드)")
MOVED_Q = re.compile(r"(何個|いくつ|何つ)[^。？?]{0,6}(移動|移り|移る|移され|送られ)"
                     r"|(移動|移)(する|した|される|された)(の|もの)は\s?(何個|いくつ|何つ)"
                     r"|몇\s?개(가|를)?\s?[^.?]{0,6}(이동|옮겨)"
                     r"|(이동|옮겨)(지는|되는|하는|진|된|한)\s?(것|결정|벚꽃\s?결정)(은|는|이)?\s?몇\s?개"
                     r"|\bhow many\b[^?]{0,30}\b(actually |really )?(move|moves|moved|get moved"
                     r"|are moved|end up moving)\b")
"""Asked how many crystals the move moved (its destination's gain)."""
_DSL = {"オーラ": "aura", "ライフ": "life", "フレア": "flare", "ダスト": "dust", "間合": "distance",
        "오라": "aura", "라이프": "life", "플레어": "flare", "더스트": "dust", "간격": "distance",
        "shadow": "dust"}
_BOARD = ("dust", "distance")


def read(text: str) -> dict[str, Any] | None:
    """The one move an effect makes, as {"src", "dst", "n"} DSL zones, or None."""
    if not BY_EFFECT.search(text):
        return None
    found = [m for pat in MOVE for m in pat.finditer(text)]
    if len(found) != 1:
        return None  # none, or several moves: the order and the sources would matter
    m = found[0]
    src, dst = (_zone(m.group(z), m.group(o)) for z, o in (("src", "so"), ("dst", "do")))
    if src == dst:
        return None
    return {"src": src, "dst": dst, "n": int(m.group("n"))}


def masked_spans(text: str) -> list[tuple[int, int]]:
    """The moved counts ("…フレアへ桜花結晶を3つ移動"): not the count of the zone beside them."""
    return [m.span("n") for pat in MOVE for m in pat.finditer(text)]


def target(move: dict[str, Any], asked: str) -> tuple[str, str | None] | None:
    """(reading target, change) for "how many move?" — the destination's gain — else None."""
    if not MOVED_Q.search(asked):
        return None
    dst = move["dst"]
    zone = dst.split()[-1]
    if zone in _BOARD:
        return zone, "gain"
    return ("B." if dst.startswith("opp") else "A.") + zone, "gain"


def _zone(word: str, owner: str | None) -> str:
    zone = _DSL.get(word, word)
    if zone in _BOARD:
        return zone
    # "your Aura" in card text is the user's
    theirs = bool(re.match(r"(相手|상대|the opponent|my opponent|opponent|their)", owner or ""))
    return f"{'opp' if theirs else 'my'} {zone}"
