"""Sakura questions about an attack's modified numbers: +X/+Y (10-3), the aura cap of 5
(6-4-1-4) and 超克 (10-21), 距離拡大/距離縮小 (10-4, applied in the order of 5-7).

"An attack with 4 aura damage gets +2/+0; what is its aura damage?", "適正距離1-4に距離縮小（近2）。
間合2で当たりますか？". The probe plays the attack with the stated modifiers on an enhancement of
the attacker and reads the engine's own label of the resolving 《攻撃》 (its effective range and
damage, `attack.effective_damage` / `effective_range`); a hit question reads the range checks.
Every number in the question must be read, or there is no verdict.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import QUOTED
from judge.answer.extract.kinds import question_kind
from judge.answer.extract.sakura_attack.wording import NO_REACTION
from judge.answer.extract.words import say
from judge.engine.runner import RunResult

KIND = "modify"
PLUS = re.compile(r"(?<![\d/])(?P<a>[+\-−]\s?\d+)\s*/\s*(?P<b>[+\-−]\s?\d+)")
_NEAR, _FAR = r"(近|근|near|close)", r"(遠|원|far)"
RANGE_MOD = re.compile(
    r"(?P<op>距離拡大|거리\s?확대|range (?:expansion|extension)|distance (?:expansion|extension)"
    r"|range\s?\+"
    r"|距離縮小|거리\s?축소|range (?:shrink|reduction|contraction)|distance (?:shrink|reduction)"
    r"|range\s?[-−])"
    rf"\s*['’]?\s*[（(]\s*(?P<side>{_NEAR}|{_FAR})\s*(?P<n>\d+)\s*[）)]", re.I)
BASE_XY = re.compile(r"(?<![+\-−\d])(?P<a>\d+|-)\s*/\s*(?P<b>\d+|-)(?!\s*[）)])")
AURA_DMG = re.compile(r"(オーラへのダメージ|オーラダメージ|오라\s?(대미지|데미지)|aura damage)"
                      r"\s*(が|は|이|가|of|:)?\s*(?P<n>\d+)|(?P<m>\d+)\s*(aura damage)", re.I)
LIFE_DMG = re.compile(r"(ライフへのダメージ|ライフダメージ|라이프\s?(대미지|데미지)|life damage)"
                      r"\s*(が|は|이|가|of|:)?\s*(?P<n>\d+)|(?P<m>\d+)\s*(life damage)", re.I)
RANGE = re.compile(r"(適正距離|적정거리|range)\s*(が|は|이|가|of|:)?\s*(?P<lo>\d+)"
                   r"\s*(?:-\s*(?P<hi>\d+))?"
                   r"|(?P<lo2>\d+)\s*-\s*(?P<hi2>\d+)\s*(range|の攻撃|인 공격|짜리)", re.I)
AT_DIST = re.compile(r"(間合|간격|distance)\s*(が|は|이|가|은|는|of|is|at)?\s*(?P<n>\d+)"
                     r"(?!\d|\s*(or (less|more|fewer|greater|lower|higher)"
                     r"|以下|以上|未満|이하|이상|미만))",
                     re.I)
_OC = r"(超克|초극|overcome|overwhelm|transcend\w*)"
OVERCOME = re.compile(_OC, re.I)
DENIED = re.compile(_OC + r"[^。.?？]{0,16}(ない|なし|無し|ません|せず|없|아니|않)"
                    # Korean spaces its words: 「초극 등 대미지 상한에 관련된 효과는 없습니다」
                    r"|초극[^.?。？]{0,24}(없|아니|않)"
                    r"|(n't|\b(no|without|lacks?|lacking|not|nothing|none)\b)[^.?]{0,12}"
                    + _OC +
                    r"|\b(nothing|none|no \w+)( else| other)? (like|such as) " + _OC +
                    r"|" + _OC + r"\s*(などの効果は)?(ありません|없음|없어)"
                    r"|" + _OC + r"\)?\s+(is|was|are)(n't| not)\b", re.I)
"""No 超克: 「超克はありません」, "without Overwhelm", "超克 is not involved"."""
SWAP = re.compile(r"(入れ替え|入れ替わ|交換|맞바꾸|맞바꾼|뒤바꾸|\bswap(s|ped)?\b|\bexchange[sd]?\b"
                  r"|\binterchange)", re.I)
"""An effect that swaps the two damages: not a +X/+Y the probe carries (no verdict)."""
MOD_TEXT = re.compile(r"[+＋-]?\s*[\d-]+\s*/\s*[+＋-]?\s*[\d-]+|(近|遠|near|far)\s*\d+", re.I)
ASK_AURA = re.compile(r"(オーラへのダメージ|オーラダメージ"
                      r"|오라(로의|에의|에|로 가는)?\s?(대미지|데미지)"
                      r"|aura damage|damage to (the |their |my )?aura)", re.I)
ASK_LIFE = re.compile(r"(ライフへのダメージ|ライフダメージ"
                      r"|라이프(로의|에의|에|로 가는)?\s?(대미지|데미지)"
                      r"|life damage|damage to (the |their |my )?life)", re.I)
ASK_WHAT = re.compile(r"(\bwhat('?s| is| will be| does it become)\b|(は|는|은)\s*[?？]?\s*$"
                      r"|いくつ|몇|얼마|how much)", re.I)
"""A how-much on the attack's damage: "what's its aura damage?", 「最終オーラ대미지는?」."""
HIT = re.compile(r"(当たり|当たる|命中|명중|含まれ(ます|る)か|確認(は|に)成功|포함되"
                 r"|확인(은|이|에)\s?성공|\b(is|lies) (with)?in (the |its )?range\b"
                 r"|맞(나요|습니까|아요|을까|히)"
                 r"|\bhits?\b|\bconnects?\b|\brange check (succeeds?|pass(es)?|works?)\b"
                 r"|\bpass(es)? (the |its )?range check\b)", re.I)
OTHER = re.compile(r"(倍|배|doubl|multipl|乗算|곱"
                   r"|twice|half|halv|半分|半減|절반|代わり|대신|instead|になる効果|becomes"
                   r"|両方のダメージ|양쪽\s?대미지|both damage|対応|대응|react|不可避|불가피"
                   r"|unavoidable|打ち消|무효|cancel"
                   r"|二つ|2つ|두\s?개|two (separate|different)|twice|each|それぞれ|각각"
                   r"|二枚|三枚|二回|\b(two|three|2|3) (instances|copies|times)\b"
                   r"|\b(two|three|four|2|3|4) ([+\-−]?\d+\s*/\s*[+\-−]?\d+ )?"
                   r"(modifiers|modifications"
                   r"|effects)\b|(2|3|4)\s?(回|枚|개|장|번))", re.I)
"""Wordings this family does not play (代入, doubling, reactions, several copies…)."""
TAKE_AURA_Q = re.compile(r"(オーラ(へのダメージ|ダメージ)を?(選|受け)|オーラで(ダメージを)?受け"
                         r"|オーラに(ダメージを)?受け|오라\s?(대미지를|데미지를|로)\s?(선택|받)"
                         r"|오라로\s?(대미지를|데미지를)\s?(선택|받)"
                         r"|\b(take|choose to take|receive) the aura damage\b"
                         r"|\b(take|choose|receive) (it|the damage|that|this)? ?(on|to|with) "
                         r"(my |the )?aura\b|\bchoose (the )?aura (damage|side)\b)", re.I)
"""Asked whether the defender may take the (modified) damage on the Aura (5-8-3-2)."""
RESULT_TOLD = re.compile(r"(\b(making it|to make it|which makes it|turning it into|so it becomes"
                         r"|so it's now|now)\s+\d+\s*/\s*\d+"
                         r"|\d+\s*/\s*\d+\s*(となり|になり|になって|となって|になった|이\s?되|가\s?되))")
"""The modified numbers told as a result (not the printed ones)."""
HELD_AURA = re.compile(r"オーラ(は|が)?\s?(\d+)|오라(는|가|은)?\s?(\d+)|\baura (is |of |at )?(\d+)"
                       r"|(\d+) aura\b", re.I)
HELD_LIFE = re.compile(r"ライフ(は|が)?\s?(\d+)|라이프(는|가|은)?\s?(\d+)"
                       r"|\blife (is |of |at )?(\d+)|(\d+) life\b", re.I)
CLAIM = re.compile(r"([+\-−]\s?\d+\s*/\s*[+\-−]\s?\d+|距離拡大|距離縮小|거리\s?확대|거리\s?축소"
                   r"|(range|distance) (expansion|extension|shrink|reduction|contraction)"
                   r"|range\s?[+\-−](?=\s*[（(]\s*(近|遠|near|close|far)))", re.I)


CONDITIONAL = re.compile(
    r"(なら|ならば|の場合|のとき|の時|であれば|면|경우(에는|에)?)\s*[（(]?\s*"
    r"[+＋][\d]+\s*/"
    r"|[+＋]\d+\s*/\s*[+＋\-−]\d+[^。.?？]{0,30}\b(if|when|while|as long as|provided|unless"
    r"|with (?!(a|an|the|my|its|their|his|her|this|that|\d)\b)\w+)\b", re.I)
"""A modifier with a condition (「ライフ3以下なら+1/+0」, "+1/+0 if her Life is 3 or less",
"+1/+0 with Resolve"): whether it holds is not read, so the modified numbers are not known."""


def claims(text: str) -> bool:
    return bool(CLAIM.search(text))


def owns(reading: Reading) -> bool:
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


COPIES_BEFORE = re.compile(r"\b(?P<w>two|three|2|3)\s?(x\s?)?['‘\"“(（]?\s*$", re.I)
COPIES_AFTER = re.compile(r"\s*['’\"”)）]?\s*(が|を|이|가|\s)?\s*(?P<n>[23]|二|三)\s?"
                          r"(つ|個|개|枚|장)"
                          r"|\s*['’\"”)）]?\s*(x|×)\s?(?P<m>[23])\b", re.I)
_WORDS = {"two": 2, "three": 3, "二": 2, "三": 3}


def _copies(text: str, start: int, end: int) -> int:
    """How many of one modifier the question gives ("two 'range extension (near 1)'",
    「距離拡大（近1）が2つ」); 1 when no count is said."""
    before = COPIES_BEFORE.search(text[max(0, start - 12):start])
    after = COPIES_AFTER.match(text, end)
    raw = (before.group("w") if before else None) or (
        (after.group("n") or after.group("m")) if after else None)
    if raw is None:
        return 1
    return int(raw) if raw.isdigit() else _WORDS.get(raw.lower(), 1)


def read(text: str, lang: str) -> Reading | None:
    """The attack, its modifiers and what is asked; None when the question is not of this
    family (another family may read it), a Reading with `missing` when it is but cannot be
    decided."""
    if OTHER.search(NO_REACTION.sub(" ", text)):  # 「相手が対応しなければ」 plays no reaction
        return None  # a reaction, a doubling, several copies: another family's (or none)
    kind = question_kind(text)
    asked = re.split(r"(?<=[。.?？!！])\s*", text.strip().rstrip("?？ "))[-1]
    if kind == "value" or ASK_WHAT.search(asked):
        want = "aura" if ASK_AURA.search(asked) else "life" if ASK_LIFE.search(asked) else None
        if want is None:
            return None
    elif HIT.search(asked) and kind in ("can", "other", "what"):
        want = "hit"
    elif TAKE_AURA_Q.search(asked) and kind in ("can", "other"):
        want = "take-aura"  # 5-8-3-2: the Aura side only if the Aura holds the modified damage
    else:
        return None
    reading = Reading("sakura", lang, "value" if want not in ("hit", "take-aura") else "can",
                      text=text)
    used: list[tuple[int, int]] = []
    mods: list[str] = []
    for m in PLUS.finditer(text):
        a, b = (int(re.sub(r"[\s−]", lambda x: "-" if x.group(0) == "−" else "", g))
                for g in (m.group("a"), m.group("b")))
        mods.append(f"{a:+d}/{b:+d}")
        used.append(m.span())
    for m in RANGE_MOD.finditer(text):
        grow = re.search(r"(拡大|확대|expansion|extension|\+)", m.group("op"), re.I)
        near = re.fullmatch(_NEAR, m.group("side"), re.I)
        mods += [f"{'expand' if grow else 'shrink'}-{'near' if near else 'far'} "
                 f"{int(m.group('n'))}"] * _copies(text, m.start(), m.end())
        used.append(m.span())
    if len(mods) == 1 and re.search(r"(ずつ|씩)", text):
        return None  # 「二枚から距離拡大（近1）が一つずつ」: one modifier, several copies
    half = len(mods) // 2
    if half and mods[:half] == mods[half:] and re.search(r"(近|遠|근|원)", text) and re.search(
            r"\b(near|far|close)\b", text, re.I):
        # "range extension (close 2) … (距離拡大（近2） / 距離縮小（近1）)": the same modifiers
        # given again in the other language, not twice as many
        mods = mods[:half]
    act: dict[str, Any] = {"kind": KIND, "want": want, "mods": mods}
    blank = _blank(text, used)
    xy = BASE_XY.search(blank)
    if xy:
        act["aura"], act["life"] = xy.group("a"), xy.group("b")
        used.append(xy.span())
    for key, pat in (("aura", AURA_DMG), ("life", LIFE_DMG)):
        said = pat.search(_blank(text, used))
        if said and key not in act:
            act[key] = said.group("n") or said.group("m")
            used.append(said.span())
    rng = RANGE.search(_blank(text, used))
    if rng:
        lo = int(rng.group("lo") or rng.group("lo2"))
        hi = int(rng.group("hi") or rng.group("hi2") or lo)
        act["range"] = (lo, hi)
        used.append(rng.span())
    dist = AT_DIST.search(_blank(text, used))
    if dist:
        act["distance"] = int(dist.group("n"))
        used.append(dist.span())
    if OVERCOME.search(text):
        act["overcome"] = not DENIED.search(text)
    if want == "take-aura":
        for key, pat in (("held", HELD_AURA), ("held_life", HELD_LIFE)):
            found = list(pat.finditer(_blank(text, used)))
            if len(found) == 1:  # one stated Aura / Life: the defender's
                act[key] = int(next(g for g in found[0].groups() if g and g.isdigit()))
                used.append(found[0].span())
    reading.actions = [act]
    reading.evidence.append("modified attack " + " ".join(f"{k}={v}" for k, v in act.items()
                                                          if k != "kind"))
    _strict(text, used, act, reading)
    return reading


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    for s, e in spans:
        text = text[:s] + " " * (e - s) + text[e:]
    return text


SAID_AFTER = re.compile(r"\s?(と(言|主張|思|考え|理解|聞)|って(言|思)"
                        r"|(이)?(라)?고\s?(말|주장|생각|이해)"
                        r"|,? (he|she|they|my opponent|the opponent|someone) "
                        r"(says|said|claims|claimed)"
                        r"|,? (i|we) (think|thought|believe))", re.IGNORECASE)
"""A quoted claim someone says or believes, not an effect's text."""


def _strict(text: str, used: list[tuple[int, int]], act: dict[str, Any], reading: Reading) -> None:
    lang = reading.lang
    rest = _blank(text, used)
    digit = re.search(r"\d", rest)
    if digit:
        reading.missing.append(say("keyword", lang, rest[digit.start():digit.start() + 6].strip()))
    if not act["mods"]:
        reading.missing.append(say("keyword", lang, "+X/+Y"))
    for q in QUOTED.finditer(rest):
        said = (q.group(1) or q.group(2) or "").strip()
        if SAID_AFTER.match(rest, q.end()):
            continue  # 「…当たらない」と言っている / '…'고 주장합니다: a claim to check, no effect
        if said and not MOD_TEXT.fullmatch(said):
            # 「オーラへのダメージとライフへのダメージを入れ替える」: an effect the probe lacks
            reading.missing.append(say("keyword", lang, said))
    cond = CONDITIONAL.search(text)
    if cond:
        reading.missing.append(say("keyword", lang, cond.group(0).strip()))
    swap = SWAP.search(rest)
    if swap:
        reading.missing.append(say("keyword", lang, swap.group(0)))
    told = RESULT_TOLD.search(text)
    if told:  # "…+3/+0, making it 6/1": the modified damage told, the printed one unsaid
        reading.missing.append(say("keyword", lang, told.group(0).strip()))
    if act["want"] == "take-aura":
        if "held" not in act:
            reading.missing.append({"ja": "受ける側のオーラ", "ko": "받는 쪽의 오라",
                                    "en": "the defender's Aura"}[lang])
        if "aura" not in act:
            reading.missing.append({"ja": "元のダメージ", "ko": "원래 대미지",
                                    "en": "the attack's printed damage"}[lang])
    elif act["want"] == "hit":
        if "range" not in act or "distance" not in act:
            reading.missing.append({"ja": "適正距離と間合", "ko": "적정거리와 간격",
                                    "en": "the range and the Distance"}[lang])
    elif act["want"] not in act:
        reading.missing.append({"ja": "元のダメージ", "ko": "원래 대미지",
                                "en": "the attack's printed damage"}[lang])
    if act.get(act["want"]) == "-":
        reading.missing.append(say("keyword", lang, "-"))


# -- probes -----------------------------------------------------------------------------------
def probes(reading: Reading) -> list[Probe]:
    """The attack with its modifiers on an enhancement of the attacker; unstated numbers
    (the other damage, the range or distance of a damage question) varied."""
    act = reading.actions[0]
    out = []
    others = [act["life"]] if "life" in act else ["1", "3"]
    auras = [act["aura"]] if "aura" in act else ["1", "3"]
    if act["want"] == "hit":
        places = [(act["range"], act["distance"])]
    else:
        lo, hi = act.get("range", (2, 4))  # every distance inside the printed range
        places = [((lo, hi), d) for d in range(lo, hi + 1)]
    for (lo, hi), d in places:
        for aura in auras:
            for life in others:
                kw = " overcome" if act.get("overcome") else ""
                lines = ["game sakura", f"card X attack {lo}-{hi} {aura}/{life}{kw}",
                         "card M enhance storage 1 {",
                         *(f"  ongoing: {m}" for m in act["mods"]),
                         "}", "board", f"distance {d}", "A hand X", "A enhance M 1",
                         f"B aura {act.get('held', 5)} life {act.get('held_life', 10)}",
                         "turn A main standard", "A use X", "B decline"]
                if act["want"] == "take-aura":
                    lines.append("B damage aura")
                assumed = {k: v for k, v in (("range", f"{lo}-{hi}"), ("distance", d),
                                             ("aura damage", aura), ("life damage", life))
                           if k.split()[0] not in act}
                out.append(Probe("\n".join(lines) + "\n", assumed))
    return out


LABEL = re.compile(r"\[(?P<range>[\d,\- ]*), (?P<aura>\d+|-)/(?P<life>\d+|-)\] resolves")


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    act = reading.actions[0]
    if act["want"] == "hit":
        if result.illegal is not None:  # 9-2-1: out of the modified range, the use is refused
            return Finding("no", "sakura-ja#10-4", result.illegal.reason)
        passed = [s for s in result.trace.walk() if s.clause.endswith("#9-4-1")
                  and "passes" in s.what]
        return Finding("yes" if len(passed) >= 2 else "no", "sakura-ja#10-4",
                       "range checks: " + "; ".join(s.what for s in passed))
    if act["want"] == "take-aura":
        if result.illegal is not None:  # 5-8-3-2: fewer crystals than the Aura damage
            return Finding("no", result.illegal.clause, result.illegal.reason)
        took = next((s for s in result.trace.walk() if s.clause.endswith("#5-8-3-2")), None)
        return Finding("yes", took.clause if took else "sakura-ja#5-8-3-2",
                       took.what if took else "the Aura side was chosen")
    step = next((s for s in result.trace.walk() if LABEL.search(s.what)), None)
    if step is None:
        return None
    value = LABEL.search(step.what).group(act["want"])  # type: ignore[union-attr]
    if not value.isdigit():
        return None
    # the engine names the clauses its numbers rest on (attack.damage_clauses): the cap or
    # 超克 first for the aura, else the +X/+Y of 10-3
    also = [u.split("#")[-1] for u in step.also]
    order = ("6-4-1-4", "10-21", "10-3") if act["want"] == "aura" else ("10-3",)
    clause = next((f"sakura-ja#{n}" for n in order if n in also), step.clause)
    return Finding(value, clause, step.what)
