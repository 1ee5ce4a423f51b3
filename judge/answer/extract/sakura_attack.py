"""Sakura Arms attack questions: reactions (9-4 ⅰ, 9-2, 10-22), the attack's keywords
(不可避 9-4 ⅲ, 超克 10-21, 両方のダメージ 10-26, 対応不可 10-22) and who takes the damage.

Hooked from sakura.py: `refine` reads what the base reader leaves out (the keywords on the
asked attack, a reaction question, "the attack is taken on my aura" = I am the defender) and
returns the rules terms it models, so they stop blocking the answer; `owns`, `probes` and
`judge` play the reaction questions and the keyword-contrast questions as engine positions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import OPPONENT
from judge.answer.extract.words import say
from judge.answer.numbers import RANGE
from judge.engine.runner import RunResult

# -- the attack's keywords ---------------------------------------------------------------------
_NORMAL = r"(通常札|통상패|일반\s?카드|normal( cards?)?|regular( cards?)?)"
_SPECIAL = r"(切札|비장패|special( cards?)?|trump( cards?)?)"
_NO_REACT = r"(対応不可|대응\s?불가|no[- ]reactions?|unreactable|cannot be reacted to" \
            r"|can't be reacted to|can not be reacted to)"
KEYWORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("no-reaction-normal", re.compile(rf"{_NO_REACT}\s*\(\s*{_NORMAL}\s*\)")),
    ("no-reaction-special", re.compile(rf"{_NO_REACT}\s*\(\s*{_SPECIAL}\s*\)")),
    ("no-reaction", re.compile(rf"{_NO_REACT}(\s*\(\s*(すべて|全て|모두|all)\s*\))?(?!\s*\()")),
    ("unavoidable", re.compile(r"(不可避|불가피|unavoidable|inescapable)")),
    ("uncancellable", re.compile(r"(打ち消されない|打ち消せない《攻撃》|무효화되지 않"
                                 r"|무효화할 수 없는 공격|uncancell?able|cannot be cancell?ed"
                                 r"|can't be cancell?ed)")),
    ("overcome", re.compile(r"(超克|초극|초월|overcome|transcend)")),
    ("both-damage", re.compile(r"(両方のダメージ|ダメージを両方|両方(に|へ)?ダメージ"
                               r"|양쪽\s?(모두\s?)?(대미지|데미지)|(대미지|데미지)를\s?양쪽"
                               r"|both (the )?damages?|both (aura and life )?damage"
                               r"|damage to both)")),
)
"""DSL keyword ← its wording in ja/ko/en (10-21, 10-22, 10-26, 9-4 ⅲ)."""
TERMS = {"no-reaction-normal": "対応不可", "no-reaction-special": "対応不可",
         "no-reaction": "対応不可", "unavoidable": "不可避", "overcome": "超克"}
"""The terms.toml key each keyword's mention has (両方のダメージ is not a term)."""

# -- reaction questions ------------------------------------------------------------------------
REACT_VERB = re.compile(
    r"(対応(?!不可)(でき|する|し|を(行|す)|で(使|使用|出)|として(使|使用|出)|可能|させ)"
    r"|対応(で|として)[^。?？]{0,12}(使|使用|出)|対応で"
    r"|대응(?!\s?불가)(할|하|해|했|으로|이 가능)|\breact(s|ed|ing)?\b|\bas an? reaction\b"
    r"|\bin response to\b|\brespond(s|ed|ing)? to\b|\b(by|with) an? reaction\b"
    r"|\ban? reaction (gives|gave|grants|granted|applies|applied|moves|moved|changes|changed"
    r"|increases|increased|decreases|decreased|reduces|reduced)\b|\bbecause of an? reaction\b)")
REACTION_CARD = re.compile(
    r"(《対応》|対応(カード|札|切札|通常札|の(カード|札|切札|通常札|行動|攻撃))|対応を持つ(カード|札|切札|通常札)"
    r"|《대응》|대응\s?(카드|패|비장패|통상패)|reaction (cards?|specials?|trumps?)"
    r"|cards? with (the )?reaction)")
NOT_REACTION = re.compile(
    r"(《?対応》?(を持たない|でない|ではない|がない|なし|を持っていない)"
    r"|《?대응》?\s?(이|을)?\s?(아닌|없는|가지지 않은|갖지 않은)"
    r"|non-?reaction|not an? reaction|isn't an? reaction|without (the )?reaction"
    r"|no reaction subtype|lacks? (the )?reaction)")
REACTOR_OPP = re.compile(r"(相手(は|が)[^。?？]*対応|상대(는|가|방은|방이)[^.?？]*대응"
                         r"|(opponent|they) (can|may|could|react)|can the opponent"
                         r"|may the opponent|could the opponent)")
"""The opponent is the one who reacts (to the asker's attack)."""
REACTING_ATTACK = re.compile(
    r"(対応(で|として)(使用|使|出|行)(われ|され|用され|っ|し)?た?[^。?？]{0,6}(攻撃|《攻撃》)"
    r"|対応して(使|使用|出)(った|した|された|われた)[^。?？]{0,6}(攻撃|《攻撃》)"
    r"|대응(으로|하여|해서)\s?(사용|쓴|사용된|사용한)[^.?？]{0,8}공격"
    r"|attacks? (made|used|played) as an? reaction|reaction attacks? (made|used|played) as"
    r"|attacks? (that|which) (was|were|is|has been) (itself )?(an? reaction"
    r"|(used|played|made) as an? reaction))")
"""The attack reacted to was itself used as a reaction (9-4 ⅰ: it cannot be reacted to)."""
CLASS_OF_REACTOR = (
    ("special", re.compile(r"((切札|비장패)(で|로|으로|를)\s?(対応|대응)"
                           r"|切札の《?対応》?(カード|札)?(で|を)|비장패인?\s?대응\s?카드"
                           r"|(対応|대응)\s?(の)?\s?(切札|비장패)"
                           r"|react with (a|an|my|the)? ?(reaction )?(special|trump)"
                           r"|(special|trump)( card)? (as a reaction|to react|in response)"
                           r"|(special|trump) (reaction )?(card )?(can |may )?react"
                           r"|reaction (special|trump))")),
    ("normal", re.compile(r"((通常札|통상패|일반\s?카드)(で|로|으로|를)\s?(対応|대응)"
                          r"|通常札の《?対応》?(カード|札)?(で|を)|통상패인?\s?대응\s?카드"
                          r"|(対応|대응)\s?(の)?\s?(通常札|통상패)"
                          r"|react with (a|an|my|the)? ?(reaction )?(normal|regular) card"
                          r"|(normal|regular) card (as a reaction|to react|in response)"
                          r"|(normal|regular) (reaction )?card (can |may )?react)")),
)
"""The class of the card the reactor uses, only when it is tied to the reaction itself."""
ATTACK_REACTOR = re.compile(r"((攻撃カード|攻撃札|《攻撃》カード|《攻撃》)(で|を)[^。?？]{0,4}対応"
                            r"|対応(で|として)[^。?？]{0,4}(《攻撃》|攻撃)(カード|札)?を"
                            r"|대응(으로|하여|해서)\s?공격\s?카드"
                            r"|공격\s?카드(로|를)[^.?]{0,4}대응|react with an? (reaction )?attack"
                            r"|attack card (as a reaction|to react|in response))")
"""The reacting card is an 《攻撃》 card (its own range check on use would matter, 9-2-1)."""
REACTION_ATTACK_UNSAID = re.compile(
    r"((《対応》|対応)(を持つ|の)\s?(《攻撃》|攻撃)|대응\s?공격|reaction attack"
    r"|attack with (the )?reaction)")
"""The attack reacted to is a 《対応》 attack card, but how it was used is not said."""
ATTACK_WORD = re.compile(r"(攻撃|공격|\battacks?\b)")

# -- who takes the damage ----------------------------------------------------------------------
TAKE_ON_ZONE = re.compile(
    r"((攻撃|ダメージ|《攻撃》)を[^。?？、]{0,6}(オーラ|ライフ)(で|に|へ)[^。?？]{0,4}受け"
    r"|(공격|대미지|데미지)(을|를)\s?[^.?,]{0,8}(오라|라이프)(로|에)\s?받"
    r"|\b(take|receive|suffer) (it|the damage|the attack|this damage|that damage|the hit)"
    r" (on|to|with) (my )?(aura|life)|\bbe taken (on|to|with) (the |my )?(aura|life)"
    r"|(オーラ|ライフ)\s*\d*\s*(で|に)\s*受け(られ|る|ます)|(오라|라이프)\s*\d*\s*(로|으로)\s?받을\s?수"
    r"|\bcan (an? |my |the )?(aura|life)( of \d+)? (take|absorb) (it|this|that|the damage))")
""""…の攻撃をオーラで受けられますか": the asker is the attacked player unless someone else is."""
LIFE_HIT = re.compile(r"(ライフ(に|へ)[^。?？、]{0,8}ダメージを(与え|受け)"
                      r"|라이프(에|로)\s?[^.?,]{0,8}(대미지|데미지)를\s?(주|입히|받)"
                      r"|\b(deal|deals|dealt|do|does) [^.?]{0,12}damage to (the opponent's |their |"
                      r"my )?life)")
AURA_HIT = re.compile(r"(オーラ(に|へ)[^。?？、]{0,8}ダメージを(与え|受け)"
                      r"|오라(에|로)\s?[^.?,]{0,8}(대미지|데미지)를\s?(주|입히|받)"
                      r"|\b(deal|deals|dealt|do|does) [^.?]{0,12}damage to (the opponent's |their |"
                      r"my )?aura)")
COST = re.compile(r"(消費\s*(\d+)|소모\s*(\d+)|\bcost(s)? (of )?(\d+))")


def refine(text: str, reading: Reading) -> set[str]:
    """Add what the base reader leaves out to the asked attack; return the terms modelled.

    Only an attack question (no basic action asked) is refined: a keyword is put on the probe's
    card only when the attack is the one thing asked."""
    modelled: set[str] = set()
    if any(a["kind"] != "attack" for a in reading.actions):
        return modelled
    modelled = _refine(text, reading)
    if any(a.get("move", {}).get("how") == "reach" for a in reading.actions):
        text = REACH.sub(lambda m: " " * len(m.group(0)), text)
    if any("cancel" in a for a in reading.actions):
        text = CANCEL.sub(lambda m: " " * len(m.group(0)), KEYWORDS[4][1].sub(" ", text))
    modifier = MODIFIER.search(text) or NO_ATTACK_STATE.search(text)
    if modifier and reading.actions:
        # an enhancement, a range or damage modification, a cancel: the probes have none
        reading.missing.append(say("keyword", reading.lang, modifier.group(0)))
    elsewhere = ELSEWHERE.search(text)
    if elsewhere and any(owns(a) for a in reading.actions):
        # a card in another zone, another phase: the probes play the main phase from the hand
        reading.missing.append(say("keyword", reading.lang, elsewhere.group(0)))
    return modelled


def _refine(text: str, reading: Reading) -> set[str]:
    modelled: set[str] = set()
    moved = read_move(text, reading) or _read_cancel(text, reading)
    if moved:
        return moved
    act = reading.actions[0] if reading.actions else None
    if act is None and reading.kind == "can" and (_reaction_asked(text) or (
            TAKE_ON_ZONE.search(text) and ATTACK_WORD.search(text)
            and not OTHER_DAMAGE.search(text))):
        act = {"kind": "attack"}  # 対応 is always to an 《攻撃》 (9-4 ⅰ); "take it on aura"
        reading.actions.append(act)
    if act is None and reading.kind == "can":
        act = _attack_use(text, reading) or _reaction_card_in_main(text, reading)
        if act is not None and act.get("main_reaction"):
            return {"対応"}
    elif act is not None and reading.kind == "can" and set(act) <= {"kind", "range", "damage"} \
            and "range" in act and not _reaction_asked(text) and _own_use(text, reading):
        act["use"] = True  # "間合3のとき適正距離3-4の《攻撃》を使用できますか" (9-2-1 ⅰ)
    if act is None:
        return modelled
    keywords = [kw for kw, pat in KEYWORDS if pat.search(_without_earlier(text, kw))]
    if keywords:
        act["keywords"] = keywords
        modelled |= {TERMS[k] for k in keywords if k in TERMS}
        reading.evidence.append("attack keywords: " + " ".join(keywords))
    if "attacker" not in act and TAKE_ON_ZONE.search(text):
        hit = TAKE_ON_ZONE.search(text)
        if hit and not OPPONENT.search(text[:hit.start()]):
            act["attacker"] = "B"  # "3/1の攻撃をオーラで受けられますか": I am attacked
    if OPP_TAKES.search(text):
        act["attacker"] = "A"  # "can the opponent take it on their aura": they are attacked
    zone = TAKE_ON_ZONE.search(text)
    if "take" not in act and zone:
        act["take"] = "life" if re.search(r"(ライフ|라이프|life)", zone.group(0)) else "aura"
    if "take" not in act:
        if LIFE_HIT.search(text) and not AURA_HIT.search(text):
            act["take"] = "life"
        elif AURA_HIT.search(text) and not LIFE_HIT.search(text):
            act["take"] = "aura"
    one = AURA_DAMAGE.search(text)
    if one and "damage" not in act:
        n = next(g for g in one.groups()[1:] if g and g.isdigit())
        act["aura_damage"] = int(n)  # the life damage is not said: varied (zone probes)
    if reading.kind == "can" and _reaction_asked(text):
        modelled |= _read_reaction(text, act, reading)
    elif "both-damage" in keywords and reading.kind == "can" and "take" in act:
        # 10-26: both halves are dealt, no choice is made; "can I take it on aura" is unclear
        reading.missing.append(say("keyword", reading.lang, "両方のダメージ"))
    elif reading.kind == "can" and "take" in act and OTHER_DAMAGE.search(text):
        reading.missing.append(say("keyword", reading.lang, OTHER_DAMAGE.search(text).group(0)))
    elif reading.kind == "can" and "take" in act:
        act["zone"] = True  # "can I take it on aura": the attack presupposed made (probes)
        act["contrast"] = bool(keywords)  # what does the keyword change?
    return modelled


ATTACK_USE = re.compile(
    r"((攻撃|《攻撃》)(カード|札)?\s?(を|は|が|で)?\s?(使|使用|行|攻撃|し|出|打)"
    r"|(攻撃|《攻撃》)(カード|札)?(を|は|が)[^。?？、]{0,8}(使え|使用でき|使っ|行え|出せ|打て)"
    r"|공격(을|를)?\s?(쓸|사용|할|하|낼)|\battack (at|from|when)\b|\battack\?"
    r"|\b(use|play|make|launch) (an?|the|my|this|that) [^?]{0,30}attack)")
"""Using an attack ("適正距離4-5の攻撃を使えますか", "attack at distance 3 with range 4-5")."""


def _attack_use(text: str, reading: Reading) -> dict[str, Any] | None:
    """"Can I use an attack with range X-Y (at distance D)?": the range check on use (9-2-1 ⅰ).
    Only with a stated range, asked by the player who would attack."""
    from judge.answer.numbers import DAMAGE, read_range

    rng = read_range(text)
    if rng is None or not ATTACK_USE.search(text) or REACT_VERB.search(_blank_keywords(text)):
        return None
    if not _own_use(text, reading) or re.search(
            r"((2|二|두|two|twice)\s?(回|枚|번|장|times|cards)|\btwice\b|2度)", text):
        return None
    act: dict[str, Any] = {"kind": "attack", "range": rng[0], "use": True}
    dmg = DAMAGE.search(text)
    if dmg:
        act["damage"] = f"{dmg.group(1)}/{dmg.group(2)}"
    reading.actions.append(act)
    reading.evidence.append(f"attack use, range {rng[0]}")
    return act


def _own_use(text: str, reading: Reading) -> bool:
    """Not the opponent's use or turn (a 《対応》 attack?), not a 切札 (its 消費?)."""
    return not (re.search(r"(相手(は|が)|상대(는|가)|can the opponent|may the opponent)", text)
                or reading.facts.get("turn") == "B" or re.search(_SPECIAL, text))


MODIFIER = re.compile(
    r"(距離拡大|距離縮小|付与|展開中|常時|決死|打ち消|無効|[+＋-]\d+\s*/\s*[+＋-]\d+"
    r"|거리\s?(확대|축소)|부여|전개\s?중|무효|상쇄"
    r"|\benhancements?\b|\brange (extension|reduction|expansion)\b|\bcancel|\bnegat"
    r"|\bongoing\b|\bwhile deployed\b)")
"""Modifications the attack probes do not carry (10-3, 10-4, 9-4 ⅱ/ⅳ, enhancements)."""


CANCEL = re.compile(r"(打ち消(せ|す|し|され|さ)|무효(화)?|상쇄|\bcancell?(ed|ing|s)?\b)")
CANCEL_DAMAGE = re.compile(r"(ダメージ(を|は|が)?[^。?？]{0,4}打ち消"
                           r"|(대미지|데미지)(를|는|가)?[^.?]{0,6}(무효|상쇄)"
                           r"|cancel[^?.]{0,12}damage|damage[^?.]{0,12}cancel)")
CANCEL_CAN = re.compile(r"(打ち消せ(る|ます)|打ち消すことが?(でき|可能))")
"""「打ち消せますか」: a can-question the shared kind reader does not know."""
CANCEL_AFTER = re.compile(r"(攻撃後|공격\s?후|after[- ]attack|after-effects?|after effects?)")


BY_REACTION = re.compile(r"\b(by|with) an? reaction\b|\ban? reaction (can|could|may|cancels?"
                         r"|to cancel)\b")


def _read_cancel(text: str, reading: Reading) -> set[str]:
    """"不可避の攻撃を対応で打ち消せますか": can a reaction's cancel (9-4 ⅱ/ⅳ) stop it (10-23)?"""
    blank = _blank_keywords(KEYWORDS[4][1].sub(" ", text))
    if reading.kind == "other" and CANCEL_CAN.search(blank):
        reading.kind = "can"
    made = bool(MADE_Q.search(blank))
    if (reading.kind != "can" and not made) or not CANCEL.search(blank) or not (
            REACT_VERB.search(blank) or REACTION_CARD.search(blank)
            or BY_REACTION.search(blank)):
        return set()
    if CANCEL_AFTER.search(text) or reading.actions and any(
            a["kind"] != "attack" for a in reading.actions):
        return set()
    act = reading.actions[0] if reading.actions else {"kind": "attack"}
    if not reading.actions:
        reading.actions.append(act)
    keywords = [kw for kw, pat in KEYWORDS if pat.search(_without_earlier(text, kw))]
    act["keywords"] = keywords
    reactor = "B" if REACTOR_OPP.search(blank) else "A"
    act["attacker"] = "B" if reactor == "A" else "A"
    act["cancel"] = "damage" if CANCEL_DAMAGE.search(text) else "attack"
    if made:
        act["ask"] = "made"
        reading.kind = "attack-hits"
    reading.evidence.append(f"a reaction cancels the {act['cancel']}; keywords {keywords}")
    return {"対応", *(TERMS[k] for k in keywords if k in TERMS)}


ELSEWHERE = re.compile(
    r"(伏せ札|捨て札|山札|追加札|封印|ゲーム外|終了フェイズ|開始フェイズ|덮음패|버림패|패산|덱|추가패"
    r"|종료\s?페이즈|개시\s?페이즈|시작\s?페이즈|face[- ]?down|\bdiscard|\bdeck\b|\bend phase"
    r"|\bstart phase|\bbeginning phase|\bextra (cards?|deck))")
"""Zones and phases the attack probes do not play (they use the hand in the main phase)."""
OTHER_DAMAGE = re.compile(r"(再構成|焦燥|攻撃後|재구성|초조|공격\s?후|reshuffl|desperation"
                          r"|after[- ]attack)")
"""Damage that is not an attack's (9-7, 10-10, 10-19)."""
NO_CARD = re.compile(r"((カード|札|手札|切札)(が|は|も)?(ない|無い|なし|0枚|一枚もない)"
                     r"|(카드|손패|패)(가|는|도)?\s?(없|0장)|\bno (reaction )?cards?\b"
                     r"|\bwithout (a |any )?(reaction )?cards?\b|\bempty hand|\bhand is empty)")
"""No card to react with: the probes would give one."""


AURA_DAMAGE = re.compile(r"(オーラへのダメージ(が|は|を)?\s*(\d+)"
                         r"|(\d+)\s*(点の)?オーラ(への)?ダメージ"
                         r"|오라\s?(로의|에 대한)?\s?(대미지|데미지)(가|는)?\s*(\d+)"
                         r"|\b(\d+) aura damage|\baura damage (of |is )?(\d+))")
"""A stated aura damage without the life damage ("オーラへのダメージが6")."""


def masked_spans(text: str) -> list[tuple[int, int]]:
    """Spans whose numbers are not zone counts (an aura damage value)."""
    return [m.span() for m in AURA_DAMAGE.finditer(text)]


MAIN_USE = re.compile(r"(メインフェイズ|自分のターン|自分の手番|通常の方法|메인\s?페이즈"
                      r"|(내|자신의|제)\s?턴|main phase|\bmy (own )?turn\b|\bnormally\b"
                      r"|\bas a normal (play|action)\b)")


def _reaction_card_in_main(text: str, reading: Reading) -> dict[str, Any] | None:
    """"対応カードを自分のメインフェイズに使えますか": a 《対応》 card used by 通常の方法
    (9-2: the subtype forbids nothing there). Not for an attack card (its range)."""
    blank = _blank_keywords(text)
    if not (REACTION_CARD.search(blank) and MAIN_USE.search(blank)
            and re.search(r"(使|사용|\bused?\b|\bplay(ed)?\b)", blank)):
        return None
    if REACT_VERB.search(blank) or re.search(r"(攻撃|공격|attack)", blank) \
            or reading.facts.get("turn") == "B" or re.search(r"(相手|상대|opponent)", blank):
        return None  # a reaction, an attack card (its range), the opponent's turn
    act: dict[str, Any] = {"kind": "card", "main_reaction": True}
    cls = CARD_CLASS.search(blank)
    if cls:
        act["class"] = "special" if re.search(_SPECIAL, cls.group(0)) else "normal"
    if act.get("class") == "special":
        reading.evidence.append("assumed: the 切札's 消費 can be paid (9-3-1); it is not stated")
    reading.actions.append(act)
    reading.evidence.append("a 《対応》 card used in the main phase (通常の方法)")
    reading.evidence.append("assumed: the 《対応》 card is a 《行動》 card (an 《攻撃》 one would "
                            "also need its range, 9-2-1)")
    return act


EFFECT_WORD = re.compile(r"(効果|효과|\beffects?\b)")
NO_ATTACK_STATE = re.compile(r"((攻撃|《攻撃》)を行えない|攻撃できない(状態|効果)"
                             r"|cannot (make |perform )?attacks?|can't (make )?attacks?"
                             r"|공격을?\s?(할|행할)\s?수 없는 (상태|효과))")
"""「《攻撃》を行えない」 (9-2, 9-4): the probes have no such effect."""


OPP_TAKES = re.compile(r"((相手|対戦相手)(は|が)[^。?？、]{0,16}(受け|受ける)"
                       r"|상대(는|가|방은|방이)\s?[^.?,]{0,16}(받을|받나|받습)"
                       r"|\b(the |my )?opponent (take|takes|receive|receives|suffer)s?\b"
                       r"|\bcan (the |my )?opponent (take|receive)\b)")
"""The opponent is the one who takes the damage (the base reader's 'opponent … attack')."""


def _without_earlier(text: str, kw: str) -> str:
    """The text with the longer no-reaction wordings blanked, so that 対応不可(通常札) is not
    also read as plain 対応不可."""
    if kw != "no-reaction":
        return text
    for other in ("no-reaction-normal", "no-reaction-special"):
        pat = dict(KEYWORDS)[other]
        text = pat.sub(lambda m: " " * len(m.group(0)), text)
    return text


def _reaction_asked(text: str) -> bool:
    """A reaction verb, or a 《対応》 card used against an attack."""
    blank = _blank_keywords(text)
    return bool(REACT_VERB.search(blank) or (
        REACTION_CARD.search(blank) and ATTACK_WORD.search(REACTION_CARD.sub(" ", blank))
        and re.search(r"(使|사용|\buse\b|\bplay\b)", blank)))


def _blank_keywords(text: str) -> str:
    """The text with the 対応不可 wordings blanked (they are not the reaction asked)."""
    for _, pat in KEYWORDS[:3]:
        text = pat.sub(lambda m: " " * len(m.group(0)), text)
    return text


INSTRUMENT = re.compile(
    r"([^\s、。,?？]{1,14}?)(で|を使って|を用いて)\s?対応"
    r"|対応(で|として|に)\s?([^。?？]{1,14}?)を\s?(使|使用|出)"
    r"|([^\s.,?]{1,14}?)\s?(로|으로)\s?대응"
    r"|대응(으로|하여|해서)\s?([^.?]{1,14}?)\s?(을|를)\s?사용"
    r"|\breact(?:ing)? with (?:a |an |my |the )?([\w\s()-]{1,30}?)(?= to\b| against\b| in\b|\?|$)"
    r"|\buse (?:a |an |my |the )?([\w\s()-]{1,30}?) (?:as a reaction|to react|in response)")
"""The card the reactor uses, as the question names it ("行動カードで対応", "react with X")."""
CARD_TYPE = re.compile(r"(行動|付与|攻撃|행동|부여|공격|\bactions?\b|\benhancements?\b"
                       r"|\battacks?\b)")
CARD_CLASS = re.compile(r"(切札|通常札|비장패|통상패|일반\s?카드|\bspecials?\b|\btrumps?\b"
                        r"|\bnormal\b|\bregular\b)")
CARD_WORD = re.compile(r"(カード|札|카드|패|\bcards?\b)")
MULTI = re.compile(
    r"((2|二|複数)\s?(枚|回)(の(カード|対応カード|対応))?\s?(で|を?使って|を?使い|の)?\s?対応"
    r"|対応\s?(を|が)?\s?(2|二)\s?回|複数の対応|(2|두)\s?(장|번)(의)?\s?(카드로|카드를|으로|로)?\s?대응"
    r"|대응을?\s?(2|두)\s?번|react (twice|with two|with 2|with more than one|with several)"
    r"|two reactions|more than one reaction|(two|2) (reaction )?cards (to|as|in response)"
    r"|react[^?.]{0,25} with (two|2|several|multiple) (reaction )?cards"
    r"|もう(一|1)\s?(枚|度|回)|another (card|reaction)|\bagain\b|한\s?장\s?더|한\s?번\s?더)")
"""Two reactions to one attack (9-4 ⅰ: one card, once)."""
LIMIT = re.compile(r"(間合制限|간격\s?제한|distance (limit|restriction))\s*\(?\s*(\d+)\s*-\s*(\d+)")
"""間合制限(X-Y) on the reacting card (10-37)."""
INSTRUMENT_ATTACK = re.compile(
    r"(対応攻撃(カード)?|対応の攻撃カード|《対応》の《攻撃》(カード)?)(を|で)[^。?？]{0,6}(対応|使)"
    r"|대응\s?공격\s?카드(를|로)[^.?]{0,10}(대응|사용)"
    r"|reaction attack( card)?[^?]{0,30}(be used as a reaction|to react|\breact\b)")
"""The reacting card is a 《対応》 《攻撃》 card (the question is about using it)."""
OWN_ATTACK = re.compile(r"(自分の(《攻撃》|攻撃)|(내|나의|제)\s?공격|\bmy (own )?attack)")


USED_SPECIAL = re.compile(r"(使用済|사용\s?완료|\bused (reaction )?(special|trump)|\bspent\b)")
"""A 切札 already used: 9-4 ⅰ lets only an unused one react."""
REACT_WORD = re.compile(r"(対応|대응|\breact|\breaction|\bin response|\brespond)")


def _unexplained_reaction_words(blank: str) -> int:
    """Reaction words besides the 《対応》 card named and the one reaction verb: more than one
    means the question says something else about reactions (the attack's own use?)."""
    rest = REACTION_CARD.sub(lambda m: " " * len(m.group(0)), NOT_REACTION.sub(" ", blank))
    return len(REACT_WORD.findall(rest))


def _instrument_subtype(blank: str) -> str:
    """"reaction" / "none" / "unknown": does the card the reactor names have 《対応》? An
    unnamed card is a 《対応》 card: 対応 is using one (9-4 ⅰ)."""
    if NOT_REACTION.search(blank):
        return "none"
    m = INSTRUMENT.search(blank)
    if m is None:
        return "reaction"
    i = next(i for i, g in enumerate(m.groups(), 1) if g and len(g) > 1 and g not in (
        "として", "を使って", "を用いて", "으로", "하여", "해서"))
    named = re.split(r"(?:に|は|が|を|、|,|에게|에|은|는|\bto\b|\bagainst\b)", m.group(i))[-1]
    before = blank[max(0, m.end(i) - len(named) - 6):m.end(i)]  # "대응 카드로": 대응 counts
    if re.search(r"(対応|대응|reaction)", before):
        return "reaction"
    if CARD_TYPE.search(named):
        return "unknown"  # "行動カードで対応": 《対応》 or not is the question
    if CARD_CLASS.search(named):
        return "reaction"  # "切札で対応": a 《対応》 切札 (対応 is using one, 9-4 ⅰ)
    return "unknown" if CARD_WORD.search(named) else "reaction"


def _read_reaction(text: str, act: dict[str, Any], reading: Reading) -> set[str]:
    """The reaction asked: who reacts, with what card, to which attack (9-4 ⅰ)."""
    blank = _blank_keywords(text)
    react: dict[str, Any] = {"reactor": "B" if REACTOR_OPP.search(blank) else "A"}
    react["subtype"] = _instrument_subtype(blank)
    for guard in (MAIN_USE, EFFECT_WORD):  # on my own turn / a card's effect: not this family
        found = guard.search(blank)
        if found:
            reading.missing.append(say("keyword", reading.lang, found.group(0)))
    from judge.answer.extract.sakura import OUT_OF_RANGE

    if act.get("relation") == "out" or OUT_OF_RANGE.search(blank):
        reading.missing.append(say("keyword", reading.lang, "適正距離外"))  # no attack made
    if ATTACK_REACTOR.search(blank) and not REACTION_CARD.search(blank):
        react["subtype"] = "unknown"  # an attack card: 《対応》 or not is not said
    if NO_CARD.search(blank) or reading.facts.get(f"{react['reactor']}.hand") == 0:
        reading.missing.append(say("keyword", reading.lang, "対応に使えるカードがない"))
    if MULTI.search(blank):
        react["twice"] = True  # a second reaction card after the first (9-4 ⅰ)
    limit = LIMIT.search(blank)
    if limit:
        react["limit"] = (int(limit.group(3)), int(limit.group(4)))
    ranges = list(RANGE.finditer(blank))
    if not INSTRUMENT_ATTACK.search(blank) and len(ranges) == 1 and "range" not in act:
        m = ranges[0]  # the attack reacted to has the only range stated
        lo, hi = m.group(1) or m.group(3), m.group(2) or m.group(4)
        act["range"] = (int(lo), int(hi or lo))
    if INSTRUMENT_ATTACK.search(blank):
        react["type"], react["subtype"] = "attack", "reaction"
        ranges = list(RANGE.finditer(blank))
        if len(ranges) == 1:  # the only range stated is the reacting card's
            lo, hi = ranges[0].group(1) or ranges[0].group(3), ranges[0].group(2) or \
                ranges[0].group(4)
            react["range"] = (int(lo), int(hi or lo))
            if act.get("range") == react["range"]:
                del act["range"]  # the base reader gave it to the attack reacted to
    if react["reactor"] == "A" and OWN_ATTACK.search(blank):
        reading.missing.append(say("keyword", reading.lang, "自分の攻撃への対応"))
    if ATTACK_REACTOR.search(blank):
        react["type"] = "attack"
    if react.get("type") == "attack" and "range" not in react and RANGE.search(blank):
        reading.missing.append(say("keyword", reading.lang, "適正距離"))  # whose range?
    for cls, pat in CLASS_OF_REACTOR:
        if pat.search(blank):
            react["class"] = cls
            break
    cost = COST.search(blank)
    if cost:
        react["cost"] = int(next(g for g in (cost.group(2), cost.group(3), cost.group(6)) if g))
    if react.get("class") == "special" and f"{react['reactor']}.flare" not in reading.facts:
        reading.evidence.append("assumed: the reacting 切札's 消費 can be paid from the flare "
                                "(9-3-1); the flare is not stated")
    if REACTING_ATTACK.search(blank):
        react["attack"] = "reaction"  # the attack reacted to was itself a reaction
    elif not INSTRUMENT_ATTACK.search(blank) and (REACTION_ATTACK_UNSAID.search(blank)
                                                  or _unexplained_reaction_words(blank) > 1):
        react["attack"] = "unknown"  # a 《対応》 attack card / "as a reaction": used how?
    if USED_SPECIAL.search(blank):
        react["class"], react["used"] = "special", True  # 9-4 ⅰ: it must be unused
    act["react"] = react
    act["attacker"] = "B" if react["reactor"] == "A" else "A"
    reading.evidence.append("reaction " + " ".join(f"{k}={v}" for k, v in react.items()))
    return {"対応"} | ({"消費"} if cost else set()) | ({"間合制限"} if limit else set())


# -- probes ------------------------------------------------------------------------------------
def owns(act: dict[str, Any]) -> bool:
    """True for the attack questions this module plays (reactions, keyword contrasts)."""
    if act.get("kind") == "card":
        return "main_reaction" in act
    return act.get("kind") == "attack" and ("react" in act or "move" in act or "cancel" in act
                                            or act.get("zone", False) or act.get("use", False))


CARD_LINE = re.compile(r"^card 斬 attack.*$", re.MULTILINE)
CONTRAST_AURA = (1, 3, 5)
"""The attacked player's aura tried when a keyword question does not state it."""
CONTRAST_DAMAGE = ("1/1", "2/1", "3/2", "5/1", "6/1", "7/2")
"""Attack damages tried when a keyword question does not state them (above 5: 超克, 10-21)."""


@dataclass(frozen=True)
class ContrastProbe(Probe):
    """A probe of an attack with keywords, and the same position with a plain attack: only
    positions where the plain attack allows the asked zone say what the keyword changes."""

    control: str = ""


def probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    """The probes of a reaction question or of a keyword-contrast question."""
    if "react" in act:
        return _reaction_probes(ext, reading, index, act)
    if act.get("use"):
        return _use_probes(ext, reading, index, act)
    if "main_reaction" in act:
        return _main_reaction_probes(ext, reading, index, act)
    if "move" in act:
        return _move_probes(ext, reading, index, act)
    if "cancel" in act:
        return _cancel_probes(ext, reading, index, act)
    return _zone_probes(ext, reading, index, act)


def _boards(ext: Any, reading: Reading) -> list[dict[str, Any]]:
    """The default board and one unstated value changed at a time (the base reader's PERTURB)."""
    from judge.answer.extract.sakura import BASE, PERTURB

    stated = reading.facts
    return [dict(BASE)] + [{**BASE, k: v} for k, v in PERTURB if k not in stated]


def _reaction_probes(ext: Any, reading: Reading, index: int,
                     act: dict[str, Any]) -> list[Probe]:
    react = act["react"]
    reactor = react["reactor"]
    other = "B" if reactor == "A" else "A"
    flare_key = f"{reactor}.flare"
    classes = [react["class"]] if "class" in react else ["normal", "special"]
    subtypes = {"reaction": [True], "none": [False], "unknown": [True, False]}[react["subtype"]]
    chains = {"reaction": [True], "unknown": [False, True]}.get(react.get("attack", ""), [False])
    out: list[Probe] = []
    boards = _boards(ext, reading)
    if "range" in act and "distance" not in reading.facts:  # the attack was made: in range
        boards = [{**v, "distance": d} for v in boards[:1] for d in sorted(set(act["range"]))]
    for variant in boards:
        board = {**variant, **reading.facts}
        d = board["distance"]
        for cls in classes:
            costs: list[int] = [0]
            if cls == "special" and "cost" in react:
                costs = [react["cost"]]
            elif cls == "special" and "class" in react:
                costs = [0, 2]  # a 切札 of unstated 消費
            for cost in costs:
                for is_reaction, chained in [(r, c) for r in subtypes for c in chains]:
                    reaches: list[Any] = [d]
                    if react.get("type") == "attack":
                        reaches = [react["range"]] if "range" in react else [
                            d, d + 2 if d + 2 <= 10 else d - 2]
                    for reach in reaches:
                        pos = dict(board)
                        assumed = {k: v for k, v in variant.items() if k not in reading.facts}
                        if cost and flare_key not in reading.facts:
                            pos[flare_key] = cost  # the 切札's 消費 can be paid (assumed)
                            assumed[flare_key] = cost
                        if "class" not in react:
                            assumed["reacting card"] = cls
                        if react["subtype"] == "unknown":
                            assumed["reacting card 《対応》"] = is_reaction
                        if cls == "special" and "cost" not in react and "class" in react:
                            assumed["消費"] = cost
                        if react.get("type") == "attack" and "range" not in react:
                            assumed["reacting card range"] = reach
                        if len(chains) > 1:
                            assumed["attack used as a reaction"] = chained
                        text = _reaction_dsl(ext, reading, act, pos, reactor, other,
                                             (cls, cost, is_reaction, reach, chained))
                        if text is not None:
                            out.append(Probe(text, assumed, index))
    return out


def _reaction_dsl(ext: Any, reading: Reading, act: dict[str, Any], board: dict[str, Any],
                  reactor: str, other: str, card: tuple[str, int, bool, Any, bool]) -> str | None:
    """Attack, (a reaction attack,) then the asked reaction by `reactor` (9-4 ⅰ); `card` is
    the reacting card's class, 消費, 《対応》 or not, range (if an attack) and whether the
    attack reacted to was itself used as a reaction."""
    cls, cost, is_reaction, reach, chained = card
    d = board["distance"]
    kws = " ".join(act.get("keywords", ()))
    first = reactor if chained else other  # who uses the first 《攻撃》 (its turn)
    base = {**act, "attacker": first, "range": act.get("range") or (d, d),
            "keywords": () if chained else act.get("keywords", ())}
    script = [f"{first} use 斬"]
    if chained:  # the opponent reacts with an attack; the asker answers that one
        script.append(f"{other} react 返")
    script.append(f"{reactor} react 受")
    twice = act["react"].get("twice", False)
    if twice:
        script.append(f"{reactor} react 受2")  # a second card for the same attack
    text = ext._dsl({**board, "turn": board.get("turn", first)}, base, script,
                    frozenset(reading.facts))
    if text is None:
        return None
    kind = "attack" if act["react"].get("type") == "attack" else "action"
    sub = " reaction" if is_reaction else ""
    spec = f" special{sub} cost {cost}" if cls == "special" else sub
    span = f"{reach[0]}-{reach[1]}" if isinstance(reach, tuple) else str(reach)
    rng = f" {span} 2/1" if kind == "attack" else ""
    limit = act["react"].get("limit")
    lim = f" limit {limit[0]}-{limit[1]}" if limit else ""
    cards = [f"card 受 {kind}{spec}{rng}{lim}"]
    if twice:
        cards.append(f"card 受2 {kind}{spec}{rng}{lim}")
    state = "used" if act["react"].get("used") else "unused"
    hands = [f"{reactor} specials 受:{state}" if cls == "special" else f"{reactor} hand 受"]
    if twice:
        hands.append(f"{reactor} specials 受2:unused" if cls == "special"
                     else f"{reactor} hand 受2")
    if chained:
        cards.append(f"card 返 attack reaction {d} 2/1 {kws}".rstrip())
        hands.append(f"{other} hand 返")
    lines = text.splitlines()
    at = next(i for i, ln in enumerate(lines) if ln.startswith("turn "))
    lines[at:at] = hands
    lines[2:2] = cards
    return "\n".join(lines) + "\n"


def _use_probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    """Using the attack card: its range against the (stated or varied) distance (9-2-1 ⅰ)."""
    out: list[Probe] = []
    boards = _boards(ext, reading)
    if "distance" not in reading.facts:  # inside the range too, not only the defaults
        boards += [{**boards[0], "distance": d} for d in sorted(set(act["range"]))]
    for variant in boards:
        board = {**variant, **reading.facts}
        assumed = {k: v for k, v in variant.items() if k not in reading.facts}
        text = ext._dsl(board, act, ["A use 斬"], frozenset(reading.facts))
        if text is not None:
            out.append(Probe(text, assumed, index))
    return out


def _main_reaction_probes(ext: Any, reading: Reading, index: int,
                          act: dict[str, Any]) -> list[Probe]:
    classes = [act["class"]] if "class" in act else ["normal", "special"]
    out: list[Probe] = []
    for variant in _boards(ext, reading):
        board = {**variant, **reading.facts}
        for cls in classes:
            assumed = {k: v for k, v in variant.items() if k not in reading.facts}
            if "class" not in act:
                assumed["reacting card"] = cls
            text = ext._dsl(board, {"kind": "card"}, ["A use 受"], frozenset(reading.facts))
            if text is None:
                continue
            lines = text.splitlines()
            at = next(i for i, ln in enumerate(lines) if ln.startswith("turn "))
            lines[at:at] = ["A specials 受:unused" if cls == "special" else "A hand 受"]
            lines[2:2] = ["card 受 action special reaction cost 0" if cls == "special"
                          else "card 受 action reaction"]
            out.append(Probe("\n".join(lines) + "\n", assumed, index))
    return out


def _judge_main_reaction(result: RunResult) -> Finding:
    """Was the 《対応》 card used in the main phase?"""
    refused = result.illegal
    if refused is not None:
        return Finding("no", refused.clause, refused.reason)
    step = next((s.clause for s in result.trace.walk() if "counts as used" in s.what), None)
    return Finding("yes", step, "the card was used by 通常の方法 (9-2)")


def _zone_probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    """Can the attacked player take the attack's damage on the asked zone (5-8-3-2)? The
    attack is made (range = distance); unstated aura and damage vary; with a keyword, each
    position is also played with a plain attack (ContrastProbe)."""
    attacker = act.get("attacker", "A")
    defender = "B" if attacker == "A" else "A"
    aura_key = f"{defender}.aura"
    auras = [reading.facts[aura_key]] if aura_key in reading.facts else list(CONTRAST_AURA)
    damages = [act["damage"]] if "damage" in act else list(CONTRAST_DAMAGE)
    if "aura_damage" in act and "damage" not in act:
        damages = [f"{act['aura_damage']}/{y}" for y in (1, 2)]
    out: list[Probe] = []
    boards = _boards(ext, reading)
    # the aura × damage grid on the default board; each other unstated value on its own
    grid = [(boards[0], a, d) for a in auras for d in damages]
    grid += [(v, auras[-1], damages[1 if len(damages) > 1 else 0]) for v in boards[1:]]
    for variant, aura, dmg in grid:
        board = {**variant, **reading.facts, aura_key: aura}
        d = board["distance"]
        assumed = {k: v for k, v in variant.items() if k not in reading.facts}
        if aura_key not in reading.facts:
            assumed[aura_key] = aura
        if "damage" not in act:
            assumed["damage"] = dmg
        probe_act = {**act, "damage": dmg, "range": act.get("range", (d, d))}
        script = [f"{attacker} use 斬", f"{defender} decline",
                  f"{defender} damage {act['take']}"]
        text = ext._dsl(board, probe_act, script, frozenset(reading.facts))
        plain = ext._dsl(board, {**probe_act, "keywords": ()}, script,
                         frozenset(reading.facts))
        if text is not None and plain is not None and act.get("contrast"):
            out.append(ContrastProbe(text, assumed, index, control=plain))
        elif text is not None and not act.get("contrast"):
            out.append(Probe(text, assumed, index))
    return out


# -- judging -----------------------------------------------------------------------------------
def judge(reading: Reading, probe: Probe, result: RunResult,
          act: dict[str, Any]) -> Finding | None:
    """A reaction probe: was the reaction accepted? A contrast probe: does the keyword take
    away the zone the plain attack allows? None when the probe does not test the question."""
    if isinstance(probe, ContrastProbe):
        return _judge_contrast(probe, result)
    if isinstance(probe, MoveProbe):
        return _judge_move(probe, result)
    if "cancel" in act:
        return _judge_cancel(result, act)
    if act.get("use"):
        return _judge_use(result)
    if "main_reaction" in act:
        return _judge_main_reaction(result)
    if "react" not in act:
        return _judge_zone(result)
    refused = result.illegal
    react = act["react"]
    chained = react.get("attack") == "reaction" or probe.assumed.get("attack used as a reaction")
    other = "A" if react["reactor"] == "B" else "B"
    sides = result.board_after.get("sides", {})
    # the attack reacted to was made (and, chained, the reaction attack too): else no answer
    if sides.get(react["reactor"] if chained else other, {}).get("attacks", 0) < 1 or (
            chained and sides.get(other, {}).get("attacks", 0) < 1):
        return None
    if refused is not None:  # what follows the attack is the asked reaction only
        return Finding("no", refused.clause, refused.reason)
    return Finding("yes", _reaction_step(result), "the reaction was used (9-4 ⅰ)")


def _judge_use(result: RunResult) -> Finding:
    """Was the attack card used? A refusal cites its clause (9-2-1 for the range check)."""
    refused = result.illegal
    if refused is not None:
        return Finding("no", refused.clause, refused.reason)
    step = next((s.clause for s in result.trace.walk() if "range check passes" in s.what), None)
    return Finding("yes", step, "the range check on use passed (9-2-1 ⅰ)")


def _reaction_step(result: RunResult) -> str | None:
    """The 9-4 step under which the reaction was used (the decision it answered)."""
    for step in result.trace.walk():
        if any("reacts with" in child.what for child in step.children):
            return step.clause
    return None


def _judge_contrast(probe: ContrastProbe, result: RunResult) -> Finding | None:
    from judge.answer.simulate import play

    try:
        control = play(probe.control)
    except Exception:  # noqa: BLE001 - a control the engine cannot play says nothing
        return None
    if control.illegal is not None or _made(control) is False:
        return None  # the plain attack does not allow it either: not what the keyword changes
    return _judge_zone(result)


def _judge_zone(result: RunResult) -> Finding | None:
    """Was the asked damage zone accepted (5-8-3-2), once the attack was made?"""
    if _made(result) is False:
        return None
    refused = result.illegal
    if refused is not None:
        if not refused.clause.endswith(("#5-8-3-2", "#10-26", "#10-21")):
            return None
        return Finding("no", refused.clause, refused.reason)
    step = next((s.clause for s in result.trace.walk() if s.clause.endswith("#5-8-3-2")), None)
    return Finding("yes", step, "the damage was taken there")


def _made(result: RunResult) -> bool:
    """True if some 《攻撃》 was made in the played probe."""
    sides = result.board_after.get("sides", {})
    return any(s.get("attacks", 0) >= 1 for s in sides.values())


# -- a reaction that moves the distance: the second range check (9-4 ⅲ) -----------------------
_N = r"(\d+|one|two|three|four|five|하나|한|두|세|一|二|三|1)"
_JA_AMOUNT = rf"間合(を|が)?\s*(?P<n>{_N})?\s*(つ|個|だけ)?\s*"
_KO_AMOUNT = rf"간격(을|이)?\s*(?P<n2>{_N})?\s*(칸|만큼|개)?\s*"
_EN_BY = rf"( by (?P<n3>{_N}))?"
_EN_BY2 = rf"( by (?P<n4>{_N}))?"
MOVE = (
    ("set", re.compile(
        r"(間合(を|が)\s*(?P<n>\d+)\s*(に|へ)\s*(な|し|変|す)"
        r"|간격(을|이)\s*(?P<n2>\d+)\s*(으로|로|이)\s*(되|됐|바뀌|변|만들|했|만)"
        r"|distance (becomes|became|changes to|changed to|goes to|went to|is now) (?P<n3>\d+)"
        r"|(change|changes|changed|set|sets) the distance to (?P<n4>\d+))")),
    ("plus", re.compile(
        rf"({_JA_AMOUNT}(増や|増え|広げ|広が|離し|離れ|遠ざけ|拡げ|増加)"
        rf"|{_KO_AMOUNT}(늘|넓|벌|증가|멀)"
        rf"|(increase|raise|widen|extend)(s|d)? the distance{_EN_BY}"
        rf"|distance (increases|increased|goes up|went up|grows){_EN_BY2})")),
    ("minus", re.compile(
        rf"({_JA_AMOUNT}(減ら|減っ|減少|縮め|縮ま|詰め|狭め|近づ)"
        rf"|{_KO_AMOUNT}(줄|좁|감소|가까)"
        rf"|(decrease|reduce|lower|shorten|close)(s|d)? the distance{_EN_BY}"
        rf"|distance (decreases|decreased|goes down|went down|shrinks){_EN_BY2})")),
    ("change", re.compile(
        r"(間合を(変え|変更|動か|変化さ)|간격을\s?(바꾸|바꿔|변경|움직)"
        r"|(change|changes|changed|changing|move|moves|moved|moving) the distance(?! to))")),
)
"""How a reaction's effect changes the distance: to N, up by N, down by N (N may be unsaid)."""
REACH = re.compile(r"(距離(拡大|縮小)\s*\(\s*(近|遠)\s*(?P<n>\d+)\s*\)"
                   r"|거리\s?(확대|축소)\s*\(\s*(근|원)\s*(?P<n2>\d+)\s*\)"
                   r"|range (extension|expansion|reduction) \(\s*(near|far)\s*(?P<n3>\d+)\s*\))")
"""距離拡大/距離縮小 (近X/遠X) that a reaction gives the attack (10-4)."""
HIT_Q = re.compile(
    r"((当たり|命中し|成功し|ヒットし)(ます|ません)?か|(当たる|命中する|成功する)(か|の|[？?])"
    r"|(맞|명중|성공|적중)(하나요|합니까|나요|습니까|할까요|하게 되나요)"
    r"|\b(does|will|would) (the|that|this|their|my|his|her|an?) [^?.]{0,40}?\battack\b[^?.]{0,30}?"
    r"\b(still )?(hit|succeed|connect|land)s?\b|\b(does|will|would) it (still )?(hit|succeed)\b)")
MISS_Q = re.compile(
    r"((外れ|失敗し)(ます|る)?(か|の|[？?])|失敗となり|(避け|回避)(られ|でき)"
    r"|(빗나가|실패하|회피)|\b(does|will|would) (the|that|this|their|my|his|her|an?) [^?.]{0,40}?"
    r"\battack\b[^?.]{0,30}?\b(miss|fail)s?\b|\b(does|will|would) it (still )?(miss|fail)\b"
    r"|\b(do|can|could) (i|we) (avoid|dodge|evade)\b)")
STATE_DISTANCE = re.compile(r"(間合(が|は|:)?\s*(\d+)(?!\s*(に|へ|つ|個|だけ))"
                            r"|간격(이|은|:)?\s*(\d+)(?!\s*(으로|로|칸|만큼))"
                            r"|\bdistance (is |of |at )?(\d+)|\bat distance (\d+))")
MOVE_RANGES = ((3, 4), (2, 5), (1, 1))
"""Attack ranges tried when the question does not state one."""


@dataclass(frozen=True)
class MoveProbe(Probe):
    """A probe where the reaction moves the distance to `final` before the range check."""

    final: int = -1
    ask: str = "hit"


def read_move(text: str, reading: Reading) -> set[str]:
    """"相手の攻撃に対応して間合を1増やした。攻撃は当たりますか？": the reaction's move and
    the question whether the attack still hits (9-4 ⅲ). Returns the terms modelled."""
    from judge.answer.numbers import DAMAGE, NUMBER, read_range, value

    if any(a["kind"] != "attack" for a in reading.actions) or not REACT_VERB.search(
            _blank_keywords(text)):
        return set()
    ask = "made" if MADE_Q.search(text) else "miss" if MISS_Q.search(text) else "hit" if (
        HIT_Q.search(text) or reading.kind == "damaged") else ""
    moves = [(how, m) for how, pat in (*MOVE, ("reach", REACH)) for m in pat.finditer(text)]
    if moves and (not ask or len(moves) != 1):
        # a reaction moved the distance, but the question is not "does it still hit?": the
        # distance read elsewhere may be the moved one — no verdict
        reading.missing.append(say("keyword", reading.lang, "対応による間合の変化"))
        return {"対応"}
    if not moves:
        return set()
    how, m = moves[0]
    said = next((m.group(g) for g in ("n", "n2", "n3", "n4")
                 if g in m.re.groupindex and m.group(g)), None)
    amount = value(NUMBER.search(said)) if said and NUMBER.search(said) else None
    reach = ""
    if how == "reach":  # 距離拡大/縮小 (10-4) given by the reaction to the attack
        grow = re.search(r"(拡大|확대|extension|expansion)", m.group(0))
        far = re.search(r"(遠|원|far)", m.group(0))
        reach = f"{'expand' if grow else 'shrink'}-{'far' if far else 'near'}"
    act = reading.actions[0] if reading.actions else {"kind": "attack"}
    if not reading.actions:
        reading.actions.append(act)
    rng = read_range(text)
    if rng:
        act["range"] = rng[0]
    dmg = DAMAGE.search(text)
    if dmg:
        act["damage"] = f"{dmg.group(1)}/{dmg.group(2)}"
    keywords = [kw for kw, pat in KEYWORDS if pat.search(_without_earlier(text, kw))]
    act["keywords"] = keywords
    act["move"] = {"how": how, "n": amount, "ask": ask, "reach": reach}
    blank = text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    state = STATE_DISTANCE.search(blank)
    reading.facts.pop("distance", None)  # a count read from the move phrase is not the state
    if state:
        reading.facts["distance"] = int(next(g for g in (state.group(3), state.group(6),
                                                         state.group(9), state.group(10)) if g))
    reactor = "B" if REACTOR_OPP.search(_blank_keywords(text)) else "A"
    act["attacker"] = "B" if reactor == "A" else "A"
    reading.kind = "attack-hits"
    reading.evidence.append(f"reaction moves the distance: {how} {amount}; asks {ask}")
    return {"対応", *(TERMS[k] for k in keywords if k in TERMS)}


def _move_probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    move = act["move"]
    attacker = act.get("attacker", "B")
    reactor = "A" if attacker == "B" else "B"
    ranges = [act["range"]] if "range" in act else list(MOVE_RANGES)
    stated_d = reading.facts.get("distance")
    out: list[Probe] = []
    boards = _boards(ext, reading)
    for r_i, rng in enumerate(ranges):
        ds = [stated_d] if stated_d is not None else sorted({rng[0], rng[1]})
        for d in ds:
            if move["how"] == "reach":
                deltas = [0]  # the distance stays; the attack's range changes (10-4)
            elif move["how"] == "change":
                deltas = [1, -1, 2, -2]  # the direction is not said
            elif move["how"] == "set":
                deltas = [move["n"] - d] if move["n"] is not None else [1, -1]
            else:
                sign = 1 if move["how"] == "plus" else -1
                deltas = [sign * move["n"]] if move["n"] is not None else [sign, 2 * sign]
            for delta in deltas:
                final = d + delta
                if not 0 <= final <= 10 or (delta == 0 and move["how"] != "reach"):
                    continue
                first = r_i == 0 and d == ds[0] and delta == deltas[0]
                for variant in (boards if first else boards[:1]):
                    board = {**variant, **reading.facts, "distance": d}
                    assumed = {k: v for k, v in variant.items() if k not in reading.facts}
                    if "range" not in act:
                        assumed["range"] = rng
                    if stated_d is None:
                        assumed["distance"] = d
                    if move["n"] is None or move["how"] == "change":
                        assumed["distance change"] = delta
                    probe_act = {**act, "range": rng}
                    script = [f"{attacker} use 斬", f"{reactor} react 受", "expect attack hit"]
                    text = ext._dsl(board, probe_act, script, frozenset(reading.facts))
                    if text is None:
                        continue
                    effect = (f"{move['reach']} {move['n']}" if move["how"] == "reach"
                              else f"dust -> distance {delta}" if delta > 0
                              else f"distance -> dust {-delta}")
                    lines = text.splitlines()
                    at = next(i for i, ln in enumerate(lines) if ln.startswith("turn "))
                    lines[at:at] = [f"{reactor} hand 受"]
                    lines[2:2] = [f"card 受 action reaction use: {effect}"]
                    out.append(MoveProbe("\n".join(lines) + "\n", assumed, index, final=final,
                                         ask=move["ask"]))
    return out


def _judge_move(probe: MoveProbe, result: RunResult) -> Finding | None:
    """Did the attack hit after the reaction moved the distance (9-4 ⅲ, 9-4-1)?"""
    if result.illegal is not None or not result.expectations:
        return None
    if result.board_after.get("distance") != probe.final:
        return None  # the move did not happen as the question says (not enough crystals)
    hit = result.expectations[-1].passed
    if probe.ask == "made":
        return _judge_made(result)
    step = next((s.clause for s in result.trace.walk()
                 if "range check passes:" in s.what or "range check fails:" in s.what
                 or s.what.startswith("不可避")), None)
    yes = hit if probe.ask == "hit" else not hit
    return Finding("yes" if yes else "no", step, "the attack hit" if hit else "the attack failed")


MADE_Q = re.compile(
    r"((攻撃|《攻撃》)を行った(こと|扱い|と(みな|見な))|攻撃した(こと|扱い)に(なり|な)"
    r"|공격을?\s?(한|행한|수행한)\s?것(으로|이)|\bcounts? as (an attack|having attacked|attacking"
    r"|an attack (made|performed))|\b(has|have) (an|the) attack been made"
    r"|\bconsidered (to have )?(attacked|an attack))")
"""Did the player make an attack (「《攻撃》を行った」, 9-4)?"""


def _judge_made(result: RunResult) -> Finding | None:
    """9-4: an 《攻撃》 that passed its check on use was made, even if it then failed."""
    made = [s for s in result.trace.walk() if "range check passes at distance" in s.what
            or "generated; range check passes" in s.what]
    if not made:
        return None
    return Finding("yes" if _made(result) else "no", "sakura-ja#9-4",
                   "the attack passed its check on use: 「《攻撃》を行った」 (9-4)")


# -- a reaction that cancels the attack or its damage (9-4 ⅱ, ⅳ; 10-23) ----------------------
def _cancel_probes(ext: Any, reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    attacker = act["attacker"]
    reactor = "A" if attacker == "B" else "B"
    out: list[Probe] = []
    for variant in _boards(ext, reading):
        board = {**variant, **reading.facts}
        d = board["distance"]
        assumed = {k: v for k, v in variant.items() if k not in reading.facts}
        # "-/1": the damage goes to life without a choice, so a dealt damage is seen
        probe_act = {**act, "range": (d, d), "damage": "-/1"}
        script = [f"{attacker} use 斬", f"{reactor} react 受", "expect attack failed"]
        text = ext._dsl(board, probe_act, script, frozenset(reading.facts))
        if text is None:
            continue
        lines = text.splitlines()
        at = next(i for i, ln in enumerate(lines) if ln.startswith("turn "))
        lines[at:at] = [f"{reactor} hand 受"]
        lines[2:2] = [f"card 受 action reaction use: cancel {act['cancel']}"]
        out.append(Probe("\n".join(lines) + "\n", assumed, index))
    return out


def _judge_cancel(result: RunResult, act: dict[str, Any]) -> Finding | None:
    """Was the attack (its damage) stopped by the reaction's cancel?"""
    if not _made(result) or not result.expectations:
        return None
    refused = result.illegal
    if act.get("ask") == "made":
        return None if refused is not None else _judge_made(result)
    if refused is not None:
        return Finding("no", refused.clause, refused.reason)  # the reaction itself (10-22)
    defender = "A" if act["attacker"] == "B" else "B"
    before = result.board_before["sides"][defender]["life"]
    after = result.board_after["sides"][defender]["life"]
    stopped = (result.expectations[-1].passed if act["cancel"] == "attack"
               else after == before)
    steps = [s for s in result.trace.walk() if s.clause.endswith(("#10-23",)) or
             "cancelled" in s.what]
    clause = steps[-1].clause if steps else None
    if not stopped:
        clause = next((s.clause for s in steps if s.clause.endswith("#10-23")), clause)
    return Finding("yes" if stopped else "no", clause,
                   "the cancel stopped it" if stopped else "the cancel had no effect")
