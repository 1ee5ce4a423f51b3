"""Sakura Arms 「そうした場合」 (10-40): "Move 2 Sakura tokens from your Aura to the Dust. If you
do, draw a card." with one token in the Aura — B resolves only when A applied completely; a
part done "as far as possible" (5-10, 6-3) is not enough.

The question states A in words (a move of N tokens between two zones, or a payment of N Vigor)
and B (drawing cards), and the counts of the zones A takes from. The probe plays a card whose
text is exactly that (`A then B`); the engine decides whether B resolved, or what a zone holds
afterwards. Anything else named (another card, a keyword) leaves the question to the others.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import number_near
from judge.answer.extract.kinds import asked_part
from judge.answer.extract.words import say
from judge.engine.runner import RunResult

KIND = "ifdo"
IF_DO = re.compile(r"(そうした場合|そうしたら|そうすれば|그렇게\s?(한|했을|했다면|하면)|그\s?경우"
                   r"|\bif (you|i) (do|did)( so)?\b|\bif (you|i) (can|could) do so\b)",
                   re.IGNORECASE)
_N = r"(?P<n>\d|one|two|three|four|five|a|一|二|三|四|五|한|두|세|네|다섯)"
_ZONES_JA = r"(オーラ|フレア|ライフ|ダスト|間合)"
_ZONES_KO = r"(오라|플레어|라이프|더스트|간격)"
_ZONES_EN = r"(aura|flare|life|dust|shadow|distance)"
_N2, _N3 = _N.replace("?P<n>", "?P<n2>"), _N.replace("?P<n>", "?P<n3>")
MOVE = re.compile(
    r"\bmov(e|es|ing) (up to )?" + _N + r" (sakura )?(tokens?|crystals?|petals?) from "
    r"(your|my|the) (?P<src>" + _ZONES_EN + r") (in)?to (your |my |the )?(?P<dst>"
    + _ZONES_EN + r")\b"
    r"|(あなたの|自分の)?(?P<src2>" + _ZONES_JA + r")(から|にある)桜花結晶を?\s?" + _N2
    + r"\s?(つ|個)?\s?(を)?\s?(あなたの|自分の)?(?P<dst2>" + _ZONES_JA + r")(へ|に)"
    r"|(?P<src3>" + _ZONES_KO + r")에서\s?(벚꽃\s?결정|결정)?(을|를)?\s?" + _N3
    + r"\s?개(를|을)?\s?(내\s?|자신의\s?)?(?P<dst3>" + _ZONES_KO + r")(으로|로|에)",
    re.IGNORECASE)
"""A: N tokens moved from one of the asker's zones to another (or to the Dust/Distance)."""
PAY = re.compile(r"\bpay (?P<n>\d|one|two|three) ((?P<vigor>vigor|focus)\b|(sakura )?(tokens? |"
                 r"crystals? )?(from|of) (your|my) (?P<pz>aura|flare|life)\b)"
                 r"|(?P<vigor2>集中力)を\s?(?P<n2>\d|一|二|三)\s?(つ)?\s?(支払|払)"
                 r"|(?P<pz2>オーラ|フレア|ライフ)から(桜花結晶を)?\s?(?P<n4>\d|一|二|三)\s?(つ|個)?\s?(を)?\s?"
                 r"(支払|払)"
                 r"|(?P<vigor3>집중력)(을)?\s?(?P<n3>\d|한|두|세)\s?(개|을)?\s?(지불|내|소모)",
                 re.IGNORECASE)
"""A: a payment (5-9: in full or not at all) of N Vigor, or of N crystals of a zone."""
DRAW = re.compile(r"\bdraw (?P<n>a|one|1|two|2) cards?\b"
                  r"|カードを\s?(?P<n2>1|一|2|二)\s?枚(引|ドロー)"
                  r"|카드(를)?\s?(?P<n3>1|한|2|두)\s?장(을)?\s?(뽑|드로우)", re.IGNORECASE)
"""B: draw N cards."""
DRAW_ASKED = re.compile(r"(引け|引き|引く|引いて|ドロー|뽑|드로우|\bdraws?\b|\bdrawing\b"
                        r"|\bthe draw\b|\bget the (card|draw|bonus)\b)", re.IGNORECASE)
MOVED_Q = re.compile(r"(何個|いくつ)[^。?？]{0,12}(移動|移)|몇\s?개[^.?]{0,12}(이동|옮)"
                     r"|\bhow many (sakura )?(tokens?|crystals?)?\s?(actually )?(move|moved|go)\b",
                     re.IGNORECASE)
VALUE_Q = re.compile(r"(いくつ|何個|いくら|몇|얼마|\bhow (much|many)\b|\bwhat (is|are|will be)\b"
                     r"|\bwhat'?s\b)", re.IGNORECASE)
OTHER_BLOCK = re.compile(r"(攻撃|공격|\battack|付与|부여|enhance|切札|비장패|\bspecial\b|対応|대응"
                         r"|\breact|畏縮|위축|flinch|再構成|재구성|reshuffl|相手|상대|opponent"
                         r"|\btheir\b|\bthey\b)", re.IGNORECASE)
"""Anything the one-card probe does not carry: no verdict from this family."""
ZONE_OF = {"オーラ": "aura", "フレア": "flare", "ライフ": "life", "ダスト": "dust",
           "間合": "distance", "오라": "aura", "플레어": "flare", "라이프": "life",
           "더스트": "dust", "간격": "distance",
           "aura": "aura", "flare": "flare", "life": "life", "dust": "dust", "shadow": "dust",
           "distance": "distance"}
NUMBER_OF = {"a": 1, "one": 1, "一": 1, "한": 1, "two": 2, "二": 2, "두": 2, "three": 3, "三": 3,
             "세": 3, "four": 4, "四": 4, "네": 4, "five": 5, "五": 5, "다섯": 5}
FACT_KEYS = {"オーラ": "A.aura", "フレア": "A.flare", "ライフ": "A.life", "ダスト": "dust",
             "間合": "distance", "集中力": "A.focus"}
NAMES = {"A.aura": {"ja": "オーラ", "ko": "오라", "en": "aura"},
         "A.flare": {"ja": "フレア", "ko": "플레어", "en": "flare"},
         "A.life": {"ja": "ライフ", "ko": "라이프", "en": "life"},
         "A.focus": {"ja": "集中力", "ko": "집중력", "en": "vigor"},
         "dust": {"ja": "ダスト", "ko": "더스트", "en": "dust"},
         "distance": {"ja": "間合", "ko": "간격", "en": "distance"}}
BASE = {"A.aura": 3, "A.flare": 0, "A.life": 10, "A.focus": 1, "dust": 10, "distance": 6}
"""Unstated values (the board adds up to the 36 crystals of 4-1 through the Dust)."""
VARIED = {"A.aura": (0, 5), "A.flare": (0, 5), "A.life": (3, 10), "A.focus": (0, 2),
          "dust": (0, 10), "distance": (2, 10)}
"""Each unstated zone is also tried at its extremes: a cap or an empty zone would change A."""


def claims(text: str) -> bool:
    """「A。そうした場合B」 with A a move or a payment and B a draw; or a move whose moved count
    is asked ("how many actually move?", 5-10: as many as possible)."""
    first = MOVE.search(text) or PAY.search(text)
    return bool(first and ((IF_DO.search(text) and DRAW.search(text))
                           or (MOVE.search(text) and MOVED_Q.search(asked_part(text)))))


def owns(reading: Reading) -> bool:
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


def read(lexicon: Any, text: str, lang: str) -> Reading | None:
    """The reading, or None when the question is not one this family plays."""
    first = MOVE.search(text) or PAY.search(text)
    draw = DRAW.search(text) if IF_DO.search(text) else None
    if first is None or (draw is not None and draw.start() < first.start()):
        return None
    asked = asked_part(text)
    told = text.replace(asked, " ") if asked != text else text
    if OTHER_BLOCK.search(re.sub(r"(ダスト|더스트|\bdust\b)", " ", text)):
        return None
    act: dict[str, Any] = {"kind": KIND, "n": _number(first), "draw": _number(draw) if draw else 0}
    if first.re is MOVE:
        src = first.group("src") or first.group("src2") or first.group("src3")
        dst = first.group("dst") or first.group("dst2") or first.group("dst3")
        act["src"], act["dst"] = ZONE_OF[src.lower()], ZONE_OF[dst.lower()]
    else:
        zone = first.group("pz") or first.group("pz2")
        act["src"] = ZONE_OF[zone.lower()] if zone else "focus"
        act["dst"], act["pay"] = None, True
    if MOVED_Q.search(asked) and act["dst"] is not None:
        act["ask"] = "moved"
        kind = "value"
    elif draw is not None and DRAW_ASKED.search(asked) and not VALUE_Q.search(asked):
        act["ask"] = "drew"
        kind = "judged"
    elif VALUE_Q.search(asked) and not DRAW_ASKED.search(asked):
        zones = {FACT_KEYS[m.key] for m in lexicon.find(asked, "sakura") if m.key in FACT_KEYS}
        if len(zones) != 1:
            return None  # "what is my Vigor afterwards?": one zone's value, nothing else
        act["ask"], act["target"] = "zone", zones.pop()
        kind = "value"
    else:
        return None
    reading = Reading("sakura", lang, kind, text=text)
    reading.actions.append(act)
    reading.evidence.append(f"「そうした場合」: {act['n']} {act['src']} → {act['dst'] or 'paid'}, "
                            f"then draw {act['draw']}; asked {act['ask']}")
    masked = [first.span()] + ([draw.span()] if draw else [])
    mentions = [m for m in lexicon.find(told, "sakura") if m.key in FACT_KEYS]
    for m in mentions:
        if any(a <= m.start < b for a, b in masked):
            continue
        n = number_near(told, m, mentions, lang, masked)
        if n is not None:
            reading.facts.setdefault(FACT_KEYS[m.key], n)
            reading.evidence.append(f"{m.name} {n}")
    need = "A.focus" if act["src"] == "focus" else (
        act["src"] if act["src"] in ("dust", "distance") else f"A.{act['src']}")
    if need not in reading.facts:
        reading.missing.append(say("start value", lang, NAMES[need][lang]))
    return reading


def _number(m: re.Match[str]) -> int:
    raw = next(g for g in (m.groupdict().get(k) for k in ("n", "n2", "n3", "n4")) if g)
    return int(raw) if raw.isdigit() else NUMBER_OF.get(raw.lower(), 1)


def probes(reading: Reading) -> list[Probe]:
    act = reading.actions[0]
    stated = {k: v for k, v in reading.facts.items() if k in BASE}
    variants = [dict(BASE, **stated)]
    for key, values in VARIED.items():
        if key not in stated:
            variants += [dict(BASE, **stated, **{key: v}) for v in values]
    out = []
    for v in variants:
        text = _dsl(v, act, "dust" in stated)
        if text is not None:
            out.append(Probe(text, {k: v[k] for k in v if k not in stated}, 0))
    return out


def _dsl(v: dict[str, Any], act: dict[str, Any], dust_said: bool = False) -> str | None:
    """The probe: the asker (A) uses a card whose text is 「A。そうした場合、B」; the 36 crystals
    (4-1) add up through the Dust, or through B's Life when the Dust is stated."""
    rest = 36 - v["distance"] - v["A.aura"] - v["A.flare"] - v["A.life"] - 3
    dust, b_life = (v["dust"], rest - v["dust"]) if dust_said else (rest - 10, 10)
    if dust < 0 or not 1 <= b_life <= 10:
        return None
    if act.get("pay"):  # 5-9: paid in full or not at all
        first = f"my pay {'focus' if act['src'] == 'focus' else act['src']} {act['n']}"
    else:
        zone = {"aura": "my aura", "flare": "my flare", "life": "my life", "dust": "dust",
                "distance": "distance"}
        first = f"{zone[act['src']]} -> {zone[act['dst']]} {act['n']}"
    return "\n".join([
        "game sakura", 'title "「そうした場合」 read from the question"',
        "card 効果札 action {",
        f"  use: {first}" + (f" then my draw {act['draw']}" if act["draw"] else ""), "}",
        "board", f"distance {v['distance']}", f"dust {dust}",
        f"A aura {v['A.aura']} flare {v['A.flare']} life {v['A.life']} focus {v['A.focus']}",
        f"B aura 3 life {b_life}", "A hand 効果札", "A deck D1 D2 D3 D4",
        "turn A main standard", "A use 効果札", ""])


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    act = reading.actions[0]
    if result.illegal is not None:
        return None
    if act["ask"] == "zone":
        board = result.board_after
        key = act["target"]
        value = board.get(key) if "." not in key else board.get("sides", {}).get(
            key[0], {}).get(key.split(".")[1])
        if not isinstance(value, int):
            return None
        step = next((s.clause for s in result.trace.walk() if s.clause.endswith(
            ("#5-9", "#10-40", "#10-1", "#6-3", "#5-10"))), None)
        return Finding(str(value), step, f"{key} = {value}")
    skipped = next((s.clause for s in result.trace.walk() if s.clause.endswith("#10-40")), None)
    drew = next((s.clause for s in result.trace.walk() if s.clause.endswith("#7-1-6")), None)
    if act["ask"] == "drew":
        return Finding("yes" if drew and not skipped else "no", skipped or drew,
                       "B resolved" if drew and not skipped else "A was not fully applied (10-40)")
    moved = next((s for s in result.trace.walk() if s.clause.endswith("#10-1")
                  or s.clause.endswith("#6-3")), None)
    if moved is None:
        return None
    got = re.search(r": (\d+) crystal", moved.what)
    return Finding(got.group(1) if got else "0", moved.clause, moved.what)
