"""アキナ questions (sakura-ko add/21) in ja/ko/en: 回収 (collect), 投資権 (investment), the
life-damage market shift (21-6-3) and the 時価 cost (21-3-1), read strictly (every number must be
read; one operation; one asked value) and played with every unstated count varied."""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import (
    OPPONENT,
    WHO_WINS,
    owner_before,
    quoted_names,
    winner_finding,
)
from judge.answer.extract.kinds import VALUE, question_kind
from judge.answer.extract.words import say
from judge.engine.runner import RunResult

KIND = "akina"
KEY = (r"(?P<k>相場|流通量|시세|유통량|market price|circulation|オーラ|ライフ|フレア|오라"
       r"|라이프|플레어|aura|life|flare)")
KEYS = {"相場": "market", "시세": "market", "market price": "market", "流通量": "circulation",
        "유통량": "circulation", "circulation": "circulation", "オーラ": "aura", "오라": "aura",
        "aura": "aura", "ライフ": "life", "라이프": "life", "life": "life", "フレア": "flare",
        "플레어": "flare", "flare": "flare"}
NUM = r"(?P<n>\d+)"
OWN = r"(?:(?:my|their|his|her|the|opponent's)\s+){0,2}"
NOT_DAMAGE = r"(?!\s*(?:点の)?(?:damage|ダメージ|대미지|데미지|/))"
DAMAGE = [re.compile(p, re.I) for p in (
    rf"{NUM}\s+(?:life\s+)?damage\s+(?:to|on)\s+{OWN}life"
    r"(?P<of>\s+of\s+(?:my\s+|the\s+|their\s+)?opponent)?",
    rf"(?:ライフ)(?:に|へ){NUM}(?:点の)?ダメージ",
    rf"라이프(?:에|로)\s?{NUM}\s?(?:의\s?)?(?:대미지|데미지)",
)]
"""N damage to a life (21-6-3)."""
COUNTS = [re.compile(p, re.I) for p in (
    rf"{KEY}(?:\s*\([^()]{{0,12}}\))?\s+(?:is|of|at|=|has|holds|contains)?\s*(?:only\s+)?"
    rf"{NUM}{NOT_DAMAGE}"
    r"(?:\s+(?:sakura\s+)?crystals?)?",
    rf"{NUM}\s+(?:sakura\s+)?(?:crystals?\s+(?:in|on)\s+{OWN})?{KEY}",
    rf"{KEY}(?:の桜花結晶|に(?:ある)?桜花結晶)?(?:が|は|も)?\s?{NUM}{NOT_DAMAGE}",
    rf"{KEY}(?:의\s?벚꽃\s?결정|에\s?(?:있는\s?)?벚꽃\s?결정)?(?:가|는|이|은)?\s?{NUM}{NOT_DAMAGE}",
)]
ATTACK_BY = re.compile(r"(相手|自分|私)の《?攻撃》?(で|により|によって|から)"
                       r"|(상대|나|내|제)(의)?\s?공격(으로|에\s?의해|에서)"
                       r"|\b(from|by) (my|their|his|her|the opponent's|my opponent's) attack\b"
                       r"|\b(my|their|his|her|the opponent's|my opponent's) attack"
                       r" (deals|dealt|does)\b")
"""Whose attack dealt the damage: blanked before the life's owner is read."""
HOSTS = re.compile(r"(アキナ|秋那|아키나)\s?(を|를|은|는|は)?\s?[^。.?？]{0,4}(宿|품)")
"""「アキナを宿して(いない)」: a player hosting the メガミ (the verb of the basic action 宿し)."""
COLLECT = re.compile(r"(回収|회수|\bcollect(s|ing|ed|ions?)?\b)", re.I)
INVEST = re.compile(r"(投資権|투자권|\binvestment\b|\binvest(s|ing|ed)?\b)", re.I)
MARKET_COST = re.compile(r"(時価|시가|(cost|消費|소모값)[^.?。]{0,20}(market price|相場|시세))",
                         re.I)
MODELLED = {"相場", "流通量", "投資権", "回収", "オーラ", "ライフ", "フレア", "桜花結晶",
            "ダメージ", "消費", "カード", "使用", "プレイヤー", "メインフェイズ", "勝敗判定"}
"""「メインフェイズの開始時に回収」: when a collection is made (add/21-4), which the probe plays."""
BASE = {"A.market": 2, "A.circulation": 1, "A.aura": 3, "A.life": 6, "A.flare": 2,
        "B.aura": 3, "B.life": 6, "B.flare": 2}
PERTURB = (("A.market", 1), ("A.market", 3), ("A.market", 4), ("A.circulation", 0),
           ("A.circulation", 4), ("A.aura", 5), ("A.aura", 0), ("A.flare", 0), ("A.flare", 4),
           ("B.aura", 0), ("B.flare", 0), ("B.life", 3), ("B.market", 2))
"""Unstated values, one at a time (B.market: whether the opponent bears アキナ too)."""
LIST_GAP = re.compile(r"\s*([,、・·，/]|\band\b|와|과|및|に|、そして)\s*(and\s+)?")
"""What separates the items of one owner's list of counts."""
DISTANCE = 2
TOTAL = 36
"""Crystals in play for two players (4-1, 6-3): what an emptied Dust's crystals must fill."""


def read(lexicon: Any, text: str, lang: str) -> Reading:
    """The アキナ reading of normalized `text`, with `missing` when it cannot be played."""
    reading = Reading("sakura", lang, question_kind(text), text=text)
    act: dict[str, Any] = {"kind": KIND}
    reading.actions.append(act)
    used: list[tuple[int, int]] = []
    asides = [m.span() for m in re.finditer(r"（[^（）]*）|\([^()]*\)", text)]
    # 「相手（アキナは宿していない）がライフに」: the aside does not hide whose Life it is
    unowned = text
    for a, b in reversed(asides):
        unowned = unowned[:a] + unowned[b:]
    unowned = ATTACK_BY.sub(lambda m: " " * len(m.group(0)), unowned)
    for pat in DAMAGE:
        for m in pat.finditer(text):
            word = re.search(r"(ライフ|라이프|life)", m.group(0))
            life = m.start() + (word.start() if word else 0)  # whose life: its owner word
            life -= sum(b - a for a, b in asides if b <= life)
            # 「相手の《攻撃》でライフに1ダメージを受けた」: 相手 owns the attack, not the life
            owner = "B" if m.groupdict().get("of") else owner_before(unowned, life, lang, "A")
            act["damage"] = (owner, int(m.group("n")))  # "the Life of my opponent": theirs
            used.append(m.span())
    counts = sorted((m for pat in COUNTS for m in pat.finditer(text)), key=lambda m: m.start())
    last: tuple[int, str] | None = None  # where the previous count ended, and whose it was
    for m in counts:
        if any(s < m.end("n") and m.start("n") < e for s, e in used):
            continue
        owner = owner_before(text, m.start("k"), lang, "?")
        if owner == "?":
            # "my opponent has 3 Aura, 2 Flare and 6 Life": a list keeps its owner; not the
            # market price or the circulation, which are the アキナ player's own (21-1, 21-2)
            listed = last is not None and LIST_GAP.fullmatch(text[last[0]:m.start()]) and \
                KEYS[m.group("k")] not in ("market", "circulation")
            owner = last[1] if listed and last is not None else "A"
        reading.facts.setdefault(f"{owner}.{KEYS[m.group('k')]}", int(m.group("n")))
        used.append(m.span("n"))
        last = (m.end(), owner)
    ops = [name for name, pat in (("collect", COLLECT), ("invest", INVEST),
                                  ("cost", MARKET_COST)) if pat.search(text)]
    ops += ["damage"] if "damage" in act else []
    if len(ops) != 1:
        reading.missing.append(say("keyword", lang, "アキナ (sakura-ko 21)"))
        return reading
    act["op"] = ops[0]
    reading.evidence.append(f"akina: {act['op']} {reading.facts}")
    _target(text, reading)
    for m in re.finditer(r"\d+", text):
        if not any(s <= m.start() < e for s, e in used):
            reading.missing.append(say("keyword", lang, m.group(0)))
            break
    for mention in lexicon.find(text, "sakura"):
        if mention.key == "宿し" and HOSTS.search(text[max(0, mention.start - 12):mention.end]):
            continue  # 「アキナを宿していて」: who plays アキナ, not the basic action
        if mention.key == "攻撃" and act["op"] == "damage":
            continue  # the attack only delivers the life damage the shift follows (21-6-3)
        if mention.key not in MODELLED and mention.term.kind != "general":
            reading.missing.append(say("keyword", lang, mention.key))
    for name in quoted_names(re.sub(r"(\w)'s\b", r"\1s", text), lexicon.names):
        reading.missing.append(say("card", lang, name))
    if reading.kind == "winner" and act["op"] in ("collect", "damage") and WHO_WINS.search(text):
        # "…collect; who wins?": the collection's moved crystal may empty a Life — the market
        # price (which zone it takes from, 21-2-1) and both Lives must be told
        for key, name in (("A.market", "相場"), ("A.life", "ライフ"), ("B.life", "ライフ")):
            if key not in reading.facts and (key != "A.life" or act["op"] == "damage"):
                reading.missing.append(say("start value", lang, name))
                break
        return reading
    if reading.kind not in ("value", "can") or (reading.kind == "can") != (act["op"] == "cost"):
        reading.missing.append(say("keyword", lang, "アキナ (sakura-ko 21)"))
    return reading


LIST_GAP = re.compile(r"\s*(と|や|、|・|및|와|과|랑|하고|,|and|&|, and)\s*"
                      r"((私|自分|相手|あなた)の|(내|나의|제|상대의?|상대방의)\s?"
                      r"|(my|the|their|his|her|your|the opponent's|opponent's)\s)?\s*", re.I)
"""Two asked values in one list: 「相手のライフと私の相場」, "my Aura and market price"."""


def _target(text: str, reading: Reading) -> None:
    """The asked value: the key next to the question word, with its owner."""
    if reading.kind != "value":
        return
    q = VALUE.search(text)
    if q is None:  # 「回収後の相場と自分のオーラは？」: values asked by their nouns alone
        reading.missing.append({"ja": "問われている値（量を問う語がない）",
                                "ko": "묻는 값(양을 묻는 말이 없음)",
                                "en": "the value asked (no how-much word)"}[reading.lang])
        return
    tail = ""
    if reading.lang == "en":
        tail = scope = re.split(r"[.?!;]", text[q.start():])[0]
        m = re.search(KEY, tail, re.I)
        at = q.start() + m.start() if m else 0
    else:
        head = scope = re.split(r"[。.?？!！;；]", text[:q.start()])[-1]
        found = list(re.finditer(KEY, head, re.I))
        m = found[-1] if found else None
        at = q.start() - len(head) + m.start() if m else 0
    if m is None:
        reading.missing.append(say("keyword", reading.lang, "アキナ (sakura-ko 21)"))
        return
    keys = list(re.finditer(KEY, scope, re.I))
    if any(LIST_GAP.fullmatch(scope[a.end():b.start()])
           for a, b in zip(keys, keys[1:], strict=False)):
        # 「相手のライフと私の相場はいくつ」: two values asked as one list; the probe reads one
        reading.missing.append({"ja": "問われている値の一つ（二つの値が並べて問われている）",
                                "ko": "묻는 값 하나(두 값이 함께 물어짐)",
                                "en": "which one value is asked (two are asked as a list)"
                                }[reading.lang])
        return
    owner = owner_before(text, at, reading.lang, "A")
    if reading.lang == "en" and OPPONENT.search(tail):
        owner = "B"  # "how much flare does the opponent have"
    reading.target = f"{owner}.{KEYS[m.group('k')]}"
    if reading.target not in reading.facts:  # "how much is X after…" needs X before
        reading.missing.append(say("start value", reading.lang, m.group("k")))


def probes(reading: Reading) -> list[Probe]:
    """The stated facts on a base board, each unstated value changed alone."""
    act = reading.actions[0]
    stated = reading.facts
    perturb = PERTURB + ((("B.life", 1), ("A.life", 1)) if reading.kind == "winner" else ())
    # (who wins: a Life of 1 is the one a collection or a damage may empty, 4-2)
    boards = [dict(BASE)] + [{**BASE, k: v} for k, v in perturb if k not in stated]
    if act["op"] == "invest" and stated.get("A.market", 1) == 1 and "dust" not in stated:
        # 21-6-1 ⅱ: at market price 1 the crystal comes from the Dust, which may be empty
        # (the step is then skipped). Not for 回収: its step ⅰ has just put one there (21-5)
        empty = _empty_dust({**BASE, "A.market": 1, **stated}, stated)
        if empty is not None:
            boards.append(empty)
    out: list[Probe] = []
    for board in boards:
        assumed = {k: v for k, v in board.items() if k not in stated and BASE.get(k) != v}
        out.append(Probe(_dsl(act, {**board, **stated}), assumed))
    return out


def _empty_dust(board: dict[str, int], stated: dict[str, Any]) -> dict[str, int] | None:
    """The board with an empty Dust: the crystals it held moved to the distance and to the
    unstated Lives (4-1: the count in play is fixed), or None if the stated values leave no
    room for them."""
    zones = sum(v for k, v in board.items() if k[:2] in ("A.", "B.") and k[2:] != "market")
    rest = TOTAL - DISTANCE - zones
    out = {**board, "dust": 0, "distance": DISTANCE}
    room = min(rest, 10 - DISTANCE)
    out["distance"] += max(room, 0)
    rest -= max(room, 0)
    for key in ("A.life", "B.life"):
        if rest > 0 and key not in stated:
            out[key] += rest
            rest = 0
    return out if rest == 0 else None


def _dsl(act: dict[str, Any], board: dict[str, int]) -> str:
    lines = ["game sakura", 'title "Akina position read from the question"']
    if act["op"] == "invest":
        lines.append("card 投資の札 action investment")
    if act["op"] == "cost":
        lines.append("card 時価の札 action cost 0 market-cost")
    lines += ["board", f"distance {board.get('distance', DISTANCE)}"]
    if "dust" in board:
        lines.append(f"dust {board['dust']}")
    for p in ("A", "B"):
        nums = " ".join(f"{k.split('.')[1]} {v}" for k, v in board.items()
                        if k.startswith(f"{p}."))
        lines.append(f"{p} {nums}")
    if act["op"] == "invest":
        lines.append("A discard 投資の札")
    if act["op"] == "cost":
        lines.append("A hand 時価の札")
    script = {"collect": ["turn A main", "A collect"], "invest": ["turn A main", "A invest"],
              "cost": ["turn A main standard", "A use 時価の札"]}.get(act["op"])
    if script is None:
        who, n = act["damage"]
        script = ["turn A main standard", f"A effect {'my' if who == 'A' else 'opp'} damage "
                  f"life {n}"]
    return "\n".join(lines + script) + "\n"


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    """yes/no for "can I use it", the asked count after the operation."""
    act = reading.actions[0]
    clause = {"collect": "21-5", "invest": "21-6-1", "cost": "21-3-1", "damage": "21-6-3"}
    main = f"sakura-ko#add/{clause[act['op']]}"
    if reading.kind == "winner":
        if result.illegal is not None:
            return None
        return winner_finding(reading, result, main)
    if reading.kind == "can":
        if result.illegal is not None:
            return Finding("no", result.illegal.clause, result.illegal.reason)
        return Finding("yes", main, "accepted")
    if result.illegal is not None or not reading.target:
        return None
    who, key = reading.target.split(".")
    value = result.board_after["sides"][who].get(key)
    if not isinstance(value, int):
        return None
    return Finding(str(value), main, f"{reading.target} = {value}")
