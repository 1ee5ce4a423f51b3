"""Sakura Arms questions about EFFECTS THAT MAKE ATTACKS OR USE CARDS and CARD USE CONDITIONS:
an attack made by an effect (10-5: range-checked when generated; out of range the effect is
illegal, the 《攻撃》 erased, no attack made, 9-4), a card used by another card's effect (9-2:
入れ子解決, counted as used), and use restrictions (9-2 a use condition not met, 「《攻撃》を
行えない」; 6-2-1-5 a 《不定》 card).

The Sakura extractor hands a question here first (`claims`, `read`); a question this family does
not read returns None and goes on to the other readers. The effect is modelled only from what
the question says in words (攻撃『適正距離1-2、2/1』を行う効果, "a card whose effect uses
another card"): a named card with no described text is not read. Probes and findings:
sakura_effects_play.py.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Reading
from judge.answer.extract import sakura_effects_words as w
from judge.answer.extract.common import (
    BOUNDARY,
    EXAMPLE_AFTER,
    EXAMPLE_BEFORE,
    OPPONENT,
    SELF,
    keyword_with_parameter,
    number_near,
    owner_before,
)
from judge.answer.extract.kinds import question_kind
from judge.answer.extract.words import say
from judge.answer.numbers import DAMAGE, read_range

KIND = "effects"
"""reading.actions[0]["kind"] of a question this module reads."""

ALLOWED = {"間合", "オーラ", "ライフ", "ダスト", "適正距離", "ダメージ", "効果", "使用", "カード",
           "攻撃", "行動", "付与", "破棄時", "破棄", "攻撃後", "付与札", "手札", "伏せ札", "捨て札",
           "相手", "プレイヤー", "ターン", "開始", "生成", "条件", "状態", "適用", "解決", "移動",
           "置く", "通常札", "使用中", "攻撃中", "ターンプレイヤー", "メインフェイズ", "公開",
           "不定", "効果による《攻撃》"}
"""Terms the probes carry (or that do not change the answer); any other term: no verdict."""
TYPE_WORDS = {
    "attack": w._any(r"《攻撃》(の)?(カード|札)?", r"攻撃(カード|札)", r"공격\s?(카드|패)",
                     r"\battack cards?\b"),
    "action": w._any(r"《行動》(の)?(カード|札)?", r"行動(カード|札)", r"행동\s?(카드|패)",
                     r"\baction cards?\b"),
    "enhance": w._any(r"《付与》(の)?(カード|札)?", r"付与(カード|札)", r"부여\s?(카드|패)",
                      r"\benhancement cards?\b", r"\benhance cards?\b"),
}


def claims(text: str) -> bool:
    """True if the question speaks of an attack or a card use by an effect, or of a use
    restriction this family reads."""
    return bool(w.EFFECT_ATTACK.search(text) or w.USE_BY_EFFECT.search(text)
                or (w.NO_ATTACK.search(text) and (w.CAN_USE_Q.search(text)
                                                   or w.COUNTED_Q.search(text)))
                or (w.UNDEFINED.search(text) and w.CAN_USE_Q.search(text))
                or (w.FARTHER.search(text) and w.CONDITION.search(text))
                or (w.LIMIT.search(text) and w.CAN_USE_Q.search(text)))


def owns(reading: Reading) -> bool:
    """True if `reading` came from this module (its probes and findings are ours)."""
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


def read(lexicon: Any, text: str, lang: str) -> Reading | None:
    """The effects reading of normalized `text`, or None when no family here reads it."""
    asked = _asked_sentence(text)
    families = [name for name, hit in (
        ("attack", w.EFFECT_ATTACK.search(text)), ("use", w.USE_BY_EFFECT.search(text)),
        ("no-attack", w.NO_ATTACK.search(text) and (w.CAN_USE_Q.search(asked)
                                                    or w.COUNTED_Q.search(asked))),
        ("undefined", w.UNDEFINED.search(text) and w.CAN_USE_Q.search(asked)),
        ("farther", w.FARTHER.search(text) and w.CONDITION.search(text)),
        ("limit", w.LIMIT.search(text) and w.CAN_USE_Q.search(asked))) if hit]
    if len(families) != 1:
        return None  # two mechanics at once (an effect attack while attacks are forbidden…)
    family = families[0]
    reader = {"attack": _read_attack, "use": _read_use, "no-attack": _read_restrict,
              "undefined": _read_restrict, "farther": _read_farther,
              "limit": _read_limit}[family]
    act = reader(text, _final_clause(asked), family)
    if act is None:
        return None
    reading = Reading("sakura", lang, act.pop("_kind"), text=text)
    act["kind"], act["family"] = KIND, family
    reading.actions.append(act)
    reading.evidence.append(f"effects: {family} / {act['measure']}")
    _facts(lexicon, text, lang, act, reading)
    _strict(lexicon, text, lang, act, reading)
    return reading


def _final_clause(asked: str) -> str:
    """The asked sentence's main clause ("…の場合、相手はダメージを受けますか？" → its last part):
    what is asked is there, not in a premise clause of the same sentence."""
    parts = [p for p in w.CLAUSE.split(asked) if p and p.strip(" ?？")]
    return parts[-1] if parts else asked


def _asked_sentence(text: str) -> str:
    """The sentence that asks (the last one with a question mark, else the last one)."""
    parts = [p for p in w.SENTENCE.split(text) if p and p.strip()]
    asking = [p for p in parts if "?" in p or "？" in p]
    return (asking or parts or [text])[-1]


# -- 10-5: an attack made by an effect -----------------------------------------------------------
def _read_attack(text: str, asked: str, family: str) -> dict[str, Any] | None:
    act: dict[str, Any] = {}
    if w.LOSS_Q.search(asked):
        act.update(measure="life-lost", _kind="value")
    elif w.ATTACK_COUNT_Q.search(asked):
        if w.PRIOR.search(text):
            return None  # other attacks this turn would be counted too
        act.update(measure="attacks", _kind="value")
    elif w.REACT_Q.search(asked):
        act.update(measure="react", _kind="can")
    elif w.DAMAGE_Q.search(asked) and question_kind(asked) != "value":
        act.update(measure="damaged", _kind="judged")
    elif w.MADE_Q.search(asked) and question_kind(asked) != "value":
        act.update(measure="made", _kind="judged")
    else:
        return None
    if w.DESTROY.search(text):
        act["source"] = "destroy"
    elif w.AFTER.search(text):
        act["source"] = "after"
    else:
        act["source"] = "effect"
    numbers = _attack_numbers(text)
    if numbers is not None:
        act.update(numbers)
    act["attacker"] = "B" if w.OPP_CARD.search(text) else "A"
    if act["measure"] in ("damaged", "life-lost", "react"):
        subject = "B" if OPPONENT.search(asked) else "A" if SELF.search(asked) else None
        if subject is not None and subject == act["attacker"]:
            return None  # "do I take damage from my own effect's attack?": not the attacked one
        state = w.NO_ATTACK.search(text)
        if state:  # 9-4: the attacker's 「《攻撃》を行えない」 removes the attack unresolved
            before = BOUNDARY.split(text[max(0, state.start() - 24):state.start()])[-1]
            owner = "B" if OPPONENT.search(before + state.group(0)) else "A"
            act["no_attack"] = owner == act["attacker"]
    if re.search(r"(ライフで受け|라이프로\s?받|\bon (my |their |his |her )?life\b)", text):
        act["take"] = "life"
    elif re.search(r"(オーラで受け|오라로\s?받|\bon (my |their |his |her )?aura\b)", text):
        act["take"] = "aura"
    return act


def _attack_numbers(text: str) -> dict[str, Any] | None:
    """The effect attack's range and damage as the question writes them ("1-2、2/1")."""
    out: dict[str, Any] = {}
    m = w.SPAN_RANGE_DAMAGE.search(text)
    if m:
        lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
        out["range"] = (lo, hi)
        out["damage"] = f"{m.group(3)}/{m.group(4)}"
        return out
    rng = read_range(text)
    if rng:
        out["range"] = rng[0]
    dmg = DAMAGE.search(text)
    if dmg:
        out["damage"] = f"{dmg.group(1)}/{dmg.group(2)}"
    out["relation"] = _relation(text)
    return out


def _relation(text: str) -> str | None:
    """"out" / "in" when the question says the distance is outside / inside the range."""
    from judge.answer.extract.sakura import IN_RANGE, OUT_OF_RANGE

    if OUT_OF_RANGE.search(text) or re.search(r"(適正距離に入って(い)?な"
                                              r"|\brange (does not|doesn'?t) (include|contain|"
                                              r"reach|cover) the distance"
                                              r"|적정\s?거리에\s?들어가지\s?않"
                                              r"|not (with)?in (its|the) range)", text):
        return "out"
    if IN_RANGE.search(text) or re.search(r"\brange (includes|contains|covers) the distance",
                                          text):
        return "in"
    return None


# -- 9-2: a card used by another card's effect ---------------------------------------------------
def _read_use(text: str, asked: str, family: str) -> dict[str, Any] | None:
    act: dict[str, Any] = {}
    if w.REACT_Q.search(asked):
        if SELF.search(asked) and not OPPONENT.search(asked):
            return None  # "can I react to the card my effect used?": not the other player
        act.update(measure="react", _kind="can")
    elif w.COUNT_USED_Q.search(asked) and question_kind(asked) == "value":
        if w.PRIOR.search(text):
            return None  # other uses this turn would be counted too
        act.update(measure="count", _kind="value")
    elif w.NO_REACT_KW.search(text) and w.REACT_WORD.search(text) and w.CAN_USE_Q.search(asked):
        return _read_nested_use(text)
    elif w.CAN_USE_Q.search(asked) and not w.COUNTED_Q.search(asked):
        can = _read_can_use(text)
        if can is None:
            return None
        act.update(can)
    elif w.COUNTED_Q.search(asked) and question_kind(asked) != "value" and _asks_use(asked):
        if w.STATED_COUNT.search(asked):
            # "does it count as 2 cards (in total)?": the count is what is asked — answered
            # with the engine's count (9-2), as official rulings state it ("2")
            if w.PRIOR.search(text):
                return None  # other uses this turn would be counted too
            act.update(measure="count", _kind="value")
        else:
            act.update(measure="counted", _kind="judged")
    else:
        return None
    for zone, pat in w.FROM_ZONE.items():
        if pat.search(text):
            act["zone"] = zone
            break
    used = w.USE_BY_EFFECT.search(text)
    types = _types(text[used.start():] if used else text)
    passive = w.PASSIVE_TYPED.search(text)  # "an attack card used by another card's effect"
    if passive and not types:
        types = ["enhance" if passive.group(1).startswith("enhance") else passive.group(1)]
    if len(types) > 1:
        return None
    if types:
        act["type"] = types[0]
    return act


def _read_can_use(text: str) -> dict[str, Any] | None:
    """"Can a card's effect use a 《全力》 card in 標準行動 / a used 切札?" (9-2: the 《全力》 limit
    binds the normal way only; sakura-guide-ko 3.1: by an effect a 切札 is usable in either
    state). The used card's class, state, 《全力》 and the action chosen are read; the rest is
    varied."""
    act: dict[str, Any] = {"measure": "can-use", "_kind": "can"}
    if w.FULL_CARD.search(text):
        act["full"] = True
    modes = [m for m, pat in (("standard", w.STANDARD), ("full", w.FULL_ACTION))
             if pat.search(text)]
    if len(modes) > 1:
        return None
    if modes:
        act["mode"] = modes[0]
    if w.SPECIAL_CARD.search(text):
        act["class"] = "special"
        states = [s for s, pat in (("used", w.USED_SPECIAL), ("unused", w.UNUSED_SPECIAL))
                  if pat.search(text)]
        if len(states) > 1:
            return None
        if states:
            act["state"] = states[0]
    return act


def _read_nested_use(text: str) -> dict[str, Any] | None:
    """"React to a 対応不可（〇〇） attack with X; can X's effect use a 〇〇 card?" (10-22 補足)."""
    kw = w.NO_REACT_KW.search(text)
    what = (kw.group(2) or "") if kw else ""
    keyword = ("no-reaction-normal" if re.match(r"(通常札|통상패|normal)", what) else
               "no-reaction-special" if re.match(r"(切札|비장패|special)", what) else "no-reaction")
    act: dict[str, Any] = {"measure": "can-nested", "_kind": "can", "keyword": keyword}
    reactors = [c for c, pat in w.REACTOR.items() if pat.search(text)]
    if len(reactors) > 1:
        return None
    if reactors:
        act["reactor"] = reactors[0]
    used = w.USE_BY_EFFECT.search(text)
    after = text[used.start():] if used else ""
    classes = [c for c, pat in w.USED_CLASS.items() if pat.search(after)]
    if classes != ["normal"] and classes:
        return None  # a 切札 used by an effect: not modelled
    for zone, pat in w.FROM_ZONE.items():
        if pat.search(after):
            act["zone"] = zone
            break
    return act


def _asks_use(asked: str) -> bool:
    """A counted-as question about a card USE (not "does it count as an attack?")."""
    return bool(w.USE_WORD.search(asked)) and not w.MADE_Q.search(asked)


def _types(part: str) -> list[str]:
    """The card types the text names (《攻撃》カード, action card…)."""
    return [t for t, pat in TYPE_WORDS.items() if pat.search(part)]


# -- 9-2, 6-2-1-5: use restrictions --------------------------------------------------------------
def _read_restrict(text: str, asked: str, family: str) -> dict[str, Any] | None:
    act: dict[str, Any] = {}
    if w.COUNTED_Q.search(asked) and family == "no-attack" and _asks_use(asked):
        act.update(measure="counted", _kind="judged")
    elif w.CAN_USE_Q.search(asked) and not w.COUNTED_Q.search(asked):
        act.update(measure="use", _kind="can")
    else:
        return None
    if family == "no-attack":
        state = w.NO_ATTACK.search(text)
        before = BOUNDARY.split(text[max(0, state.start() - 24):state.start()])[-1] if state else ""
        if OPPONENT.search(before) or OPPONENT.search(state.group(0) if state else ""):
            return None  # the opponent cannot attack: not a limit on the asker's card
        types = _types(text)
        if len(types) > 1:
            return None
        if types:
            act["type"] = types[0]
        elif re.search(r"(攻撃を(使|使用)|《攻撃》を(使|使用)|\b(use|play) an attack\b"
                       r"|공격을\s?사용)", text):
            act["type"] = "attack"
    else:
        if w.SUBTYPE.search(text):
            return None  # サブタイプ《不定》 is no subtype (6-2-1-6): another question
        act["type"] = "undefined"
    return act


def _read_farther(text: str, asked: str, family: str) -> dict[str, Any] | None:
    """A use condition 「ターン開始時の間合から間合がN以上離れている/近づいている」 (5-2-1) and how
    the distance has moved since the turn started."""
    if not w.CAN_USE_Q.search(asked):
        return None
    needs = list(w.AT_LEAST.finditer(text))
    if len(needs) != 1:
        return None
    need = needs[0]
    way = _direction(text, need.start(), need.end())
    if way is None:
        return None
    n = int(need.group(1) or need.group(3))
    start, now = _start_and_now(text)
    moves: list[int] = []
    if start is not None and now is not None:
        moves.append(now - start)
    for m in w.MOVED.finditer(text):
        k = _first_number(m)
        if k is None:
            continue
        if m.start() < need.end() and need.start() < m.end():
            continue  # the condition's own number
        sign = _direction(text, m.start(), m.end(), 14)
        if sign is not None:
            moves.append(k if sign == "farther" else -k)
    moves = list(dict.fromkeys(moves))
    if len(moves) != 1:
        return None
    types = _types(text)
    if len(types) > 1:
        return None
    act: dict[str, Any] = {"measure": "use", "_kind": "can", "need": n, "way": way,
                           "moved": moves[0]}
    if start is not None and now is not None:
        act["start"] = start
    if types:
        act["type"] = types[0]
    return act


def _read_limit(text: str, asked: str, family: str) -> dict[str, Any] | None:
    """「間合制限(2-4)を持つカードを間合5で使えるか」: usable only at those distances (10-37)."""
    limits = {(int(m.group("lo")), int(m.group("hi"))) for m in w.LIMIT.finditer(text)}
    if len(limits) != 1 or not w.CAN_USE_Q.search(asked) or w.REACT_WORD.search(text):
        return None  # a reacting card's 間合制限: the attack family plays the reaction
    lo, hi = limits.pop()
    types = _types(text)
    if lo > hi or hi > 10 or len(types) > 1:
        return None
    act: dict[str, Any] = {"measure": "use", "_kind": "can", "limit": (lo, hi)}
    if types:
        act["type"] = types[0]
    return act


def _direction(text: str, start: int, end: int, reach: int = 24) -> str | None:
    """"farther" / "closer": the distance word nearest to text[start:end] (5-2-1)."""
    found = [(min(abs(m.start() - end), abs(start - m.end())), way)
             for way, pat in (("farther", w.FAR_WORD), ("closer", w.NEAR_WORD))
             for m in pat.finditer(text) if -reach <= m.start() - end <= reach
             or -reach <= start - m.end() <= reach]
    if not found or len({way for _, way in found if _ == min(found)[0]}) > 1:
        return None
    return min(found)[1]


def _start_and_now(text: str) -> tuple[int | None, int | None]:
    """The turn-start distance and the current one when both are stated as numbers."""
    return _first_number(w.START_DISTANCE.search(text)), _first_number(
        w.NOW_DISTANCE.search(text))


def _first_number(m: re.Match[str] | None) -> int | None:
    """The number a match captured (in whichever of its alternatives), or None."""
    return next((int(g) for g in m.groups() if g and g.isdigit()), None) if m else None


# -- facts and strictness ------------------------------------------------------------------------
SIDE = {"オーラ": "aura", "ライフ": "life"}


def _facts(lexicon: Any, text: str, lang: str, act: dict[str, Any], reading: Reading) -> None:
    """Stated counts: the distance (not for 'farther', whose numbers are moves), aura, life."""
    mentions = [m for m in lexicon.find(text, "sakura") if m.key in ("間合", "オーラ", "ライフ",
                                                                      "ダスト")]
    masked = [m.span() for m in w.SPAN_RANGE_DAMAGE.finditer(text)]
    masked += [m.span() for m in DAMAGE.finditer(text)]
    rng = read_range(text)
    if rng:
        masked.append(rng[1])
    if act["family"] == "farther":
        masked.append((0, len(text)))  # the numbers are the condition and the move
    masked += [m.span() for m in w.LIMIT.finditer(text)]  # 間合制限(2-4): not the distance
    for mention in mentions:
        n = number_near(text, mention, mentions, lang, masked)
        if n is None:
            continue
        if mention.key == "間合":
            key = "distance"
        elif mention.key == "ダスト":
            key = "dust"
        else:
            owner = owner_before(text, mention.start, lang, "A")
            if act.get("attacker") == "B":  # the probe plays the attacker as A
                owner = "B" if owner == "A" else "A"
            key = f"{owner}.{SIDE[mention.key]}"
        if reading.facts.setdefault(key, n) != n:  # "間合が4 … 間合が2になった": which one?
            what = say("keyword", lang, f"{mention.name} {reading.facts[key]} / {n}")
            if what not in reading.missing:
                reading.missing.append(what)
        reading.evidence.append(f"{mention.name} {n}")


def _strict(lexicon: Any, text: str, lang: str, act: dict[str, Any], reading: Reading) -> None:
    """No verdict when the question names what the probes do not carry."""
    exempt = {"can-nested": w.NESTED_EXEMPT, "can-use": w.USE_EXEMPT}.get(act["measure"])
    plain = w.MODE_CHOICE.sub(" ", text)
    if act["family"] == "limit":  # the 10-37 limit is on the probe's card
        plain = w.LIMIT.sub(lambda m: " " * len(m.group(0)), plain)
    for blocked in w.BLOCK.finditer(plain):
        if exempt is not None and exempt.fullmatch(blocked.group(0)):
            continue  # 対応不可 / 切札: what the 10-22 probes carry
        reading.missing.append(say("keyword", lang, blocked.group(0)))
        break
    asked = _asked_sentence(text)
    premise = text[:len(text) - len(asked)] if text.endswith(asked) else ""
    premise = w.OPP_ZONE.sub(" ", premise)  # 相手のオーラは0: a stated count (read as a fact)
    if act["family"] == "attack":  # 相手の付与札: read as the attacker's card (attacker B)
        premise = w.OPP_CARD.sub(" ", premise)
    if act["measure"] == "can-nested":  # 相手の《攻撃》: the attack reacted to
        premise = w.OPP_ATTACK.sub(" ", premise)
    if "take" in act:  # "the opponent takes it on life": the stated damage choice (5-8-3-2)
        premise = w.TAKES.sub(" ", premise)
    other = OPPONENT.search(premise)
    if other:  # the opponent does something in the premise (attacks, uses a card…): not played
        reading.missing.append(say("keyword", lang, other.group(0)))
    forbidden = w.NO_ATTACK.search(text)
    if forbidden and (act["family"] == "use" or (act["family"] == "attack"
                                                 and not act.get("no_attack"))):
        # 9-4: an attack made while 「《攻撃》を行えない」 applies is removed unresolved — the
        # probes of these families do not carry that state
        reading.missing.append(say("keyword", lang, forbidden.group(0)))
    storage = w.STORAGE.search(text)
    if storage and act.get("source") != "destroy":
        reading.missing.append(say("keyword", lang, storage.group(0)))
    allowed = set(ALLOWED)
    if act["measure"] == "can-nested":  # 10-22: the attack's 対応不可 and the reacting card
        allowed |= {"対応", "対応不可", "切札"}
    if act["measure"] == "can-use":  # the used card's 《全力》 / class / state, the action chosen
        allowed |= {"全力", "切札", "使用済", "未使用", "標準行動", "全力行動", "通常札"}
    if act["measure"] == "react":
        allowed.add("対応")  # the asked reaction (9-4 ⅰ); a reaction in the premise is not played
        asked = _asked_sentence(text)
        premise = text[:len(text) - len(asked)] if text.endswith(asked) else text
        said = w.REACT_WORD.search(premise)
        if said:
            reading.missing.append(say("keyword", lang, said.group(0)))
    if act.get("source") == "destroy":
        allowed |= {"開始フェイズ", "納", "桜花結晶"}
    if act["family"] == "limit":  # the card is a normal card: focus and flare do not pay it
        allowed |= {"間合制限", "集中力", "フレア"}
    for m in lexicon.find(text, "sakura"):
        if m.key == "使用済" and m.name == "used":
            continue  # the English verb "used", not the state of a 切札
        if m.key == "勝敗判定" and m.name == "lose" and act["measure"] == "life-lost":
            continue  # "how much life does it lose": a count, not a lost game
        if m.key in allowed or m.term.kind in ("general", "concept") and m.key not in (
                "距離拡大", "距離縮小", "勝敗判定", "メガミ"):
            continue
        what = say("keyword", lang, m.key)
        if what not in reading.missing:
            reading.missing.append(what)
    if act["family"] == "attack" and "range" not in act and not act.get("relation"):
        reading.missing.append(_RANGE_MISSING.get(lang, _RANGE_MISSING["en"]))
    known = lexicon.names
    for m in QUOTE.finditer(text):
        name = (m.group(1) or m.group(2)).strip()
        if w.SPAN_RANGE_DAMAGE.search(name) or read_range(name) or DAMAGE.search(name) \
                or GENERIC.search(name) or name.isdigit() or name.casefold() in known \
                or keyword_with_parameter(name, known) \
                or w.NO_ATTACK.search(name) or w.UNDEFINED.search(name) \
                or w.MADE_Q.search(name) or re.search(r"(を行った|행한|했|made)", name):
            continue  # 攻撃『適正距離1-2、2/1』, 「《攻撃》を行えない」: words, not a card name
        opened = max(text.rfind("(", 0, m.start()), text.rfind("（", 0, m.start()))
        in_example = opened >= 0 and ")" not in text[opened:m.start()] and EXAMPLE_WORD.search(
            text[opened:m.start()])  # (例: 間合0で「圧気」が破棄された)
        if EXAMPLE_AFTER.match(text, m.end()) or EXAMPLE_BEFORE.search(text, 0, m.start()) \
                or EXAMPLE.search(text, 0, m.start()) or in_example:
            reading.evidence.append(f"assumed: 「{name}」 is only an example; the probes play the "
                                    "effect the question describes in words, not that card's text")
            continue
        reading.missing.append(say("card", lang, name))
    if not any(e.startswith("assumed: 「") for e in reading.evidence) and EXAMPLE_WORD.search(text):
        reading.evidence.append("assumed: the card named as an example has the effect the question "
                                "describes; the probes play that effect, not the card's text")


QUOTE = re.compile(r"[「『“\"]([^」』”\"]{1,30})[」』”\"]|(?<![a-z])'([^'\n]{1,30})'(?![a-z])")
EXAMPLE = re.compile(r"(例[:：]|例えば|e\.g\.?,?|예[:：]|예를 들어|예컨대|for example|for instance"
                     r"|such as|like)\s*$")
EXAMPLE_WORD = re.compile(r"(例[:：]|\be\.g\.|예[:：]|\bfor example\b|\bfor instance\b|例えば"
                          r"|예를 들어)")
GENERIC = re.compile(r"(カード|枚|카드|장|\bcards?\b)")


_RANGE_MISSING = {"ja": "効果による《攻撃》の適正距離", "ko": "효과에 의한 공격의 적정거리",
                  "en": "the range of the attack the effect makes"}
