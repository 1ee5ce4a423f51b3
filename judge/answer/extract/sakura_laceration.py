"""シスイ's 裂傷 questions (sakura-ko add/22) in ja/ko/en: token counts per zone, X/Y or single
laceration taken, lacerated attacks and 消費, damage-ification (explicit or at the start phase,
22-11-1) and 失血死 (22-11-2). アキナ's rules (add/21) are claimed too, and abstained on.

The reading is strict: every number in the question must be read as a token count, a crystal
count, a laceration/damage value or a cost; one operation only; anything else → `missing`.
Probes (sakura_laceration_play) vary every unstated count, so a verdict never rests on a default.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Reading
from judge.answer.extract.common import OPPONENT, owner_before, quoted_names
from judge.answer.extract.kinds import VALUE, asked_change, asked_part, question_kind
from judge.answer.extract.words import say

KIND = "laceration"
CLAIM = re.compile(r"(裂傷|열상|lacerat|ダメージ化|대미지\s?화|데미지\s?화|damage-?if|失血死"
                   r"|과다\s?출혈|실혈사|bleed(s|ing)? out|シスイ|시스이|shisui|相場|流通量"
                   r"|投資権|アキナ|시세|유통량|투자권|아키나|akina|market price|circulation"
                   r"|investment)", re.I)
AKINA = re.compile(r"(相場|流通量|投資権|回収|アキナ|시세|유통량|투자권|회수|아키나|akina"
                   r"|market price|circulation|investment|\bcollect)", re.I)
ZONE = r"(?P<z>オーラ|ライフ|フレア|오라|라이프|플레어|aura|life|flare)"
ZONES = {"オーラ": "aura", "오라": "aura", "aura": "aura", "ライフ": "life", "라이프": "life",
         "life": "life", "フレア": "flare", "플레어": "flare", "flare": "flare"}
NUM = r"(?P<n>\d+|one|two|three|four|five)"
WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
TOK = r"(?:裂傷トークン|열상\s?토큰|laceration tokens?)"
OWN = r"(?:(?:my|their|his|her|its|the|[ab]'s|opponent's)\s+)?"
TOKEN_COUNTS = [re.compile(p, re.I) for p in (
    rf"{NUM}\s+{TOK}\s+(?:in|on)\s+{OWN}{ZONE}",
    rf"{ZONE}\s+(?:(?:is|of)\s+\d+\s+and\s+)?(?:has|holds|contains|with)\s+"
    rf"(?:\d+\s+(?:sakura\s+)?crystals?\s+and\s+)?{NUM}\s+{TOK}",
    rf"{ZONE}(?:に|の)(?:ある|置かれた|置かれている|乗っている)?{TOK}(?:が|を|は)?{NUM}",
    rf"{TOK}(?:が|を|は)?{ZONE}に{NUM}",
    rf"{ZONE}(?:에|의)\s?(?:있는\s?|놓인\s?)?{TOK}(?:이|을|은|가)?\s?{NUM}",
    rf"{TOK}(?:이|을|은|가)?\s?{ZONE}에\s?{NUM}",
    rf"{ZONE}に桜花結晶が\d+(?:つ|個)?と{TOK}が{NUM}",
    rf"{ZONE}에\s?벚꽃\s?결정(?:이)?\s?\d+\s?개(?:와|하고|랑)\s?{TOK}(?:이|가)?\s?{NUM}",
)]
"""N tokens in a zone: the token word is required (bare 裂傷 N is laceration taken)."""
CONTINUED = re.compile(
    rf"(?:つ|個|개)?(?:\s*(?:,|、|and|그리고|와|과)\s*)+"
    rf"(?:(?:{NUM}\s+(?:in|on)\s+{OWN}{ZONE})"
    rf"|(?:{ZONE.replace('?P<z>', '?P<z2>')}(?:에|に|の)?\s?(?P<n2>\d+)\s?(?:つ|個|개)?))", re.I)
"""「…オーラに2つ、ライフに1つ」 / "2 in aura and 1 in life": a list goes on."""
CRYSTAL_COUNTS = [re.compile(p, re.I) for p in (
    rf"{NUM}\s+(?:sakura\s+)?(?:crystals?\s+(?:in|on)\s+{OWN})?{ZONE}"
    r"(?!\s*(?:laceration|token))",
    rf"{ZONE}\s+(?:is|of|at|=|holds|has|contains)\s+(?:only\s+)?{NUM}(?!\s*(?:laceration|/))"
    r"(?:\s+(?:sakura\s+)?crystals?)?",
    rf"{ZONE}(?:の桜花結晶|に(?:ある)?桜花結晶)?(?:が|は|も)(?:\s?){NUM}(?!\s?/)",
    rf"{ZONE}(?:의\s?벚꽃\s?결정|에\s?(?:있는\s?)?벚꽃\s?결정)?(?:가|는|이|은)\s?{NUM}(?!\s?/)",
    rf"{ZONE}에\s?(?:있는\s?)?벚꽃\s?결정\s?{NUM}\s?개",
    rf"{ZONE}에\s?(?:있는\s?)?(?:벚꽃\s?)?(?:결정|토큰)?(?:이|가|은|는)?\s?{NUM}\s?개(?!\s?의?\s?열상)",
    rf"{ZONE}(?:に|には)(?:ある)?(?:桜花結晶|結晶)?(?:が|は)?{NUM}(?:個|つ)(?!の?裂傷)",
    rf"{NUM}\s+(?:sakura\s+)?(?:crystals?|tokens?)\s+(?:in|on)\s+{OWN}{ZONE}",
)]
LAC_WORD = r"(?:裂傷|열상|laceration)"
_LAC_DMG = r"(?:裂傷化|열상\s?화된?|lacerated)\s?(?:damage|ダメージ|대미지)?"
XY = re.compile(rf"(?:(?:{LAC_WORD}|{_LAC_DMG})\s?(?:の\s?|을\s?|of\s+)?[{{「(]?"
                rf"(?P<a>\d+|-)\s*/\s*(?P<b>\d+|-)"
                rf"|(?P<a2>\d+|-)\s*/\s*(?P<b2>\d+|-)[}}」)]?\s?(?:の|의)?\s?{LAC_WORD})", re.I)
SINGLE = [re.compile(p, re.I) for p in (
    rf"{NUM}\s+laceration\s+(?:to|on|into)\s+{OWN}{ZONE}",
    rf"laceration\s+{NUM}\s+(?:to|on|into)\s+{OWN}{ZONE}",
    rf"{ZONE}(?:に|へ){NUM}(?:の|つの)?裂傷",
    rf"裂傷{NUM}を?{ZONE}(?:に|へ)",
    rf"{ZONE}(?:에|로)\s?열상\s?{NUM}",
    rf"열상\s?{NUM}\s?(?:을|를)?\s?{ZONE}(?:에|로)",
)]
"""Single-value laceration taken (22-6-1, 22-6-3-1)."""
LACERATED = r"(?:裂傷化|열상\s?화|lacerated)"
_COST = r"(?:消費|소모값|cost)"
COST = re.compile(rf"(?:{LACERATED}\s?(?:した|된)?\s?{_COST}\s?(?:が|은|는|of|이)?\s?(?P<n>\d+)"
                  rf"|{_COST}\s?(?P<m>\d+)[^。.?？]{{0,12}}{LACERATED})", re.I)
ATTACK = re.compile(r"(攻撃|공격|attack)", re.I)
DAMAGEIFY = re.compile(r"(ダメージ化|대미지\s?화|데미지\s?화|damage-?if(?:y|ies|ied|ying))", re.I)
START = re.compile(r"(開始フェイズ|개시\s?페이즈|시작\s?페이즈|start(?:ing)? phase"
                   r"|beginning phase)", re.I)
_Z = ZONE.replace("?P<z>", "")
TAKE = re.compile(rf"(?:{_Z}(?:で|に)(?:裂傷を)?受け|{_Z}(?:로|으로)\s?(?:열상을\s?)?받"
                  rf"|(?:take|put|place|choose|receive)\s+(?:it|them|the laceration|that"
                  rf"|[\d/\-]+\s+laceration)?"
                  rf"\s*(?:on|to|in|into)\s+{OWN}{_Z}|{_Z}を選"
                  rf"|{_Z}(?:への|へ)(?:裂傷|ダメージ)?を?選"
                  rf"|{_Z}\s?(?:열상|대미지)?(?:을|를)?\s?(?:고를|골라|선택)"
                  rf"|{_Z}(?:으로|로)\s?(?:고를|선택)"
                  rf"|\b(?:choose|pick|select)\s+(?:the\s+)?{_Z})", re.I)
ATTACKER = re.compile(r"(相手|対戦相手|상대|the opponent|opponent)(の|が|의|가|'s)?\s?"
                      r"[^、,。.?？]{0,14}?(攻撃|공격|attack)", re.I)
"""The opponent named as the one attacking (not as the owner of a count)."""
BASIC = ("前進", "後退", "纏い", "宿し", "離脱")
"""Basic actions (9-6) a token question may ask about: tokens take no aura room (22-2)."""
THEY = re.compile(r"\b(they|them|he|she|his|her)\b")
"""A third person asked about ("can they take it …"): the opponent, unless the counts are theirs."""
LETTER = re.compile(r"(?<![a-z0-9])([ab])"
                    r"(?='s|の|의|が|가|는|은|\s+(?:has|have|takes|is|damageif))")
"""Players named by letter ("b's aura", "bのオーラ")."""
MODELLED = {"勝敗判定", "オーラ", "ライフ", "フレア", "桜花結晶", "ダメージ", "開始フェイズ",
            "攻撃", "消費", "裂傷", "裂傷トークン", "裂傷化", "ダメージ化", "失血死", "シスイ",
            "ゲーム外", "ターン", "プレイヤー", "使用", "カード"}
"""Terms this family plays (by the term's Japanese key); any other rules term: no verdict."""


def claims(text: str) -> bool:
    """True if the question names シスイ's or アキナ's additional rules."""
    return bool(CLAIM.search(text))


def owns(reading: Reading) -> bool:
    """True if `reading` came from this module."""
    return bool(reading.actions) and reading.actions[0].get("kind") in (KIND, "akina")


def _n(m: re.Match[str], name: str = "n") -> int:
    word = m.group(name).lower()
    return int(word) if word.isdigit() else WORDS[word]


def read(lexicon: Any, text: str, lang: str) -> Reading:
    """The laceration reading of normalized `text` (with `missing` when it cannot be played)."""
    if AKINA.search(text):
        from judge.answer.extract import sakura_akina

        return sakura_akina.read(lexicon, text, lang)
    reading = Reading("sakura", lang, question_kind(text), text=text)
    act: dict[str, Any] = {"kind": KIND, "tokens": {}, "crystals": {}}
    reading.actions.append(act)
    used: list[tuple[int, int]] = []
    owners: set[str] = set()

    def take(m: re.Match[str]) -> None:
        used.append(m.span("n"))  # the count only: the zone word may state another count
        owners.add(owner_before(text, m.start("z"), lang, "A"))

    for pat in TOKEN_COUNTS:
        for m in pat.finditer(text):
            if _overlaps(m.span(), used):
                continue
            act["tokens"][ZONES[m.group("z")]] = _n(m)
            take(m)
            end = m.end()
            while (c := CONTINUED.match(text, end)) is not None:
                zone = c.group("z") or c.group("z2")
                act["tokens"][ZONES[zone]] = _n(c) if c.group("n") else int(c.group("n2"))
                used.append(c.span())
                end = c.end()
    for m in XY.finditer(text):
        if not _overlaps(m.span(), used):
            a, b = (m.group("a"), m.group("b")) if m.group("a") else (m.group("a2"), m.group("b2"))
            act["xy"] = (a, b)
            used.append(m.span())
    for pat in SINGLE:
        for m in pat.finditer(text):
            if not _overlaps(m.span(), used):
                act["single"] = (ZONES[m.group("z")], _n(m))
                take(m)
    for m in COST.finditer(text):
        if not _overlaps(m.span(), used):
            act["cost"] = int(m.group("n") or m.group("m"))
            used.append(m.span())
    for pat in CRYSTAL_COUNTS:
        for m in pat.finditer(text):
            if not _overlaps(m.span(), used):
                act["crystals"][ZONES[m.group("z")]] = _n(m)
                take(m)
    basics = {m.key for m in lexicon.find(text, "sakura") if m.key in BASIC}
    if len(basics) == 1:  # 「裂傷トークンがあっても纏いできる？」: a basic action beside tokens
        act["basic"] = basics.pop()
    _operation(text, act, reading)
    _target(text, act, reading)
    _strict(lexicon, text, lang, used, owners, act, reading)
    return reading


def _overlaps(span: tuple[int, int], used: list[tuple[int, int]]) -> bool:
    return any(s < span[1] and span[0] < e for s, e in used)


def _operation(text: str, act: dict[str, Any], reading: Reading) -> None:
    """Exactly one thing happens: laceration taken (X/Y, single, by an attack), a lacerated
    消費, an explicit damage-ification, or the start phase (22-11-1)."""
    ops = []
    if START.search(text) and act["tokens"]:
        ops.append("start")
    elif DAMAGEIFY.search(text):
        zone = _zone_near(text, DAMAGEIFY.search(text))
        if zone is None:
            reading.missing.append(say("keyword", reading.lang, "ダメージ化"))
        elif zone not in act["tokens"]:
            # 「ライフ上の裂傷トークンをダメージ化」 with their number unsaid: it is the damage
            reading.missing.append(say("keyword", reading.lang, "裂傷"))
        act["zone"] = zone
        ops.append("damageify")
    if "xy" in act:
        ops.append("attack" if ATTACK.search(text) and re.search(LACERATED, text, re.I)
                   else "xy")
    if "single" in act:
        ops.append("single")
    if "cost" in act:
        ops.append("cost")
    if "basic" in act and act["tokens"]:
        ops.append("basic")
    if len(ops) != 1:
        reading.missing.append(say("keyword", reading.lang, "裂傷"))
        return
    act["op"] = ops[0]
    took = TAKE.search(text)
    if took and act["op"] in ("xy", "attack"):
        act["take"] = ZONES[next(g for g in took.groups() if g)]
    reading.evidence.append(f"laceration: {act['op']} tokens={act['tokens']} "
                            f"crystals={act['crystals']}")


def _zone_near(text: str, m: re.Match[str] | None) -> str | None:
    """The zone named in the same clause as the damage-ify verb (before or after it)."""
    if m is None:
        return None
    before = re.split(r"[。.,、?？]", text[:m.start()])[-1]
    after = re.split(r"[。.,、?？]", text[m.end():])[0]
    found = re.findall(ZONE, before[-16:], re.I) or re.findall(ZONE, after[:16], re.I)
    zones = {ZONES[z] for z in found}
    return zones.pop() if len(zones) == 1 else None


def _target(text: str, act: dict[str, Any], reading: Reading) -> None:
    """What a how-much question counts: the zone next to the question word (after it in
    English, before it in ja/ko), and its tokens if a token word lies between them."""
    if reading.kind != "value":
        return
    if asked_change(asked_part(text)) is not None:
        # "how many tokens leave my Aura?": a change, and this family reports a zone's value
        reading.missing.append({"ja": "変化量の問い（この読み取りは領域の値を答える）",
                                "ko": "변화량을 묻는 질문(이 해석은 영역의 값을 답함)",
                                "en": "a change asked (this reading answers a zone's value)"}[
                                    reading.lang])
        return
    q = VALUE.search(text)
    if q is None:  # 「回収後の相場と自分のオーラは？」: values asked by their nouns alone
        reading.missing.append({"ja": "問われている値（量を問う語がない）",
                                "ko": "묻는 값(양을 묻는 말이 없음)",
                                "en": "the value asked (no how-much word)"}[reading.lang])
        return
    tail = ""
    if reading.lang == "en":
        tail = re.split(r"[.?!;]", text[q.start():])[0]
        m = re.search(ZONE, tail, re.I)
        between = tail[:m.start()] if m else ""
        at = q.start() + m.start() if m else 0
    else:
        head = re.split(r"[。.?？!！;；]", text[:q.start()])[-1]
        found = list(re.finditer(ZONE, head, re.I))
        m = found[-1] if found else None
        between = head[m.end():] if m else ""
        at = q.start() - len(head) + m.start() if m else 0
    if m is None:
        reading.missing.append(say("keyword", reading.lang, "裂傷"))
        return
    token = bool(re.search(r"(トークン|토큰|token)", between, re.I))
    reading.target = ("laceration." if token else "") + ZONES[m.group("z")]
    act["target_owner"] = owner_before(text, at, reading.lang, "A")
    if reading.lang == "en" and OPPONENT.search(tail):
        act["target_owner"] = "B"  # "how much aura does the opponent have"


def _strict(lexicon: Any, text: str, lang: str, used: list[tuple[int, int]], owners: set[str],
            act: dict[str, Any], reading: Reading) -> None:
    """No verdict if a number, a term, a card name or a second owner was not read."""
    if "target_owner" in act:
        owners.add(act["target_owner"])
    # the opponent may be named as the attacker; otherwise every count is one player's, and a
    # question sentence naming the opponent must be about the opponent's counts
    rest = ATTACKER.sub(" ", text)
    asked = re.split(r"[。.?？!！]", rest.rstrip("?？ "))[-1]
    if len(owners) > 1 or (OPPONENT.search(rest) and owners != {"B"}
                           and act.get("op") not in ("attack", "xy", "single")) \
            or ((OPPONENT.search(asked) or THEY.search(asked)) and owners != {"B"}):
        reading.missing.append(say("keyword", lang, "裂傷 (owner)"))
    act["subject_is_opponent"] = owners == {"B"}
    start = START.search(text)
    if act.get("op") == "start" and start is not None and \
            owner_before(text, start.start(), lang, "A") != ("B" if owners == {"B"} else "A"):
        reading.missing.append(say("keyword", lang, "開始フェイズ (owner)"))  # whose start phase
    if len(set(LETTER.findall(text))) > 1:  # "B's tokens … at A's start phase": two players
        reading.missing.append(say("keyword", lang, "A / B"))
    for m in re.finditer(r"\d+", text):
        if not _overlaps(m.span(), used):
            reading.missing.append(say("keyword", lang, m.group(0)))
            break
    for m in lexicon.find(text, "sakura"):
        if m.key in BASIC + ("基本動作",) and act.get("op") == "basic":
            continue
        if m.key not in MODELLED and m.term.kind not in ("general",):
            what = say("keyword", lang, m.key)
            if what not in reading.missing:
                reading.missing.append(what)
    plain = re.sub(r"(\w)'s\b", r"\1s", text)  # "b's aura": a possessive, not a quote
    for name in quoted_names(plain, lexicon.names):
        reading.missing.append(say("card", lang, name))
    if reading.kind not in ("can", "value", "winner"):
        reading.missing.append(say("keyword", lang, "裂傷"))
    if reading.kind == "can" and "take" not in act and act.get("op") != "basic":
        reading.missing.append(say("keyword", lang, "裂傷"))
