"""Reading attack questions: the keywords on the asked attack, a reaction, a move of the
distance, a cancel, a use of an attack card — put on the Reading as an action the probes play."""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Reading, megami
from judge.answer.extract.common import (
    IF_ALLOWED,
    OPPONENT,
    blank_denied_lists,
    blank_quotes,
    owner_before,
)
from judge.answer.extract.kinds import asked_part, confirms_negation
from judge.answer.extract.sakura_attack import lethal
from judge.answer.extract.sakura_attack.play import owns
from judge.answer.extract.sakura_attack.wording import (
    AFTER_Q,
    AFTER_SKIPPED,
    ATTACK_REACTOR,
    ATTACK_USE,
    ATTACK_WORD,
    AURA_DAMAGE,
    AURA_HIT,
    BY_REACTION,
    CANCEL,
    CANCEL_AFTER,
    CANCEL_AFTER_TARGET,
    CANCEL_CAN,
    CANCEL_DAMAGE,
    CARD_CLASS,
    CARD_TYPE,
    CARD_WORD,
    CHOICE_TAKE,
    CLASS_OF_REACTOR,
    COST,
    COUNTER_ASK,
    COUNTER_PREMISE,
    DESTINATION_ASKED,
    EFFECT_WORD,
    ELSEWHERE,
    FLARE_SHORT,
    FLINCHED,
    HIT_Q,
    INSTRUMENT,
    INSTRUMENT_ATTACK,
    KEYWORDS,
    LIFE_HIT,
    LIMIT,
    MADE_Q,
    MAIN_USE,
    MISS_Q,
    MODIFIER,
    MOVE,
    MOVE_UNSAID,
    MULTI,
    MUST_TAKE,
    NEGATED_Q,
    NO_ATTACK_STATE,
    NO_CARD,
    NO_REACTION,
    NOT_REACTION,
    OPP_TAKES,
    OTHER_DAMAGE,
    OWN_ATTACK,
    REACH,
    REACT_VERB,
    REACT_WORD,
    REACTING_ATTACK,
    REACTION_ATTACK_UNSAID,
    REACTION_CARD,
    REACTOR_OPP,
    SPECIAL,
    STATE_DISTANCE,
    TAKE_ON_ZONE,
    TERMS,
    USE_VERB,
    USEDSPECIAL,
    ZONE_DAMAGE,
    worded_damage,
)
from judge.answer.extract.words import say
from judge.answer.numbers import RANGE

BRACKET_UNSAID = re.compile(r"(カッコ|括弧|かっこ|괄호|\bbrackets?\b|\bparenthes[ie]s\b)")
"""A 対応不可 whose bracket is mentioned but not given: its limit is unknown (10-22)."""


def refine(text: str, reading: Reading) -> set[str]:
    """Add what the base reader leaves out to the asked attack; return the terms modelled.

    Only an attack question (no basic action asked) is refined: a keyword is put on the probe's
    card only when the attack is the one thing asked."""
    modelled: set[str] = set()
    if any(a["kind"] != "attack" for a in reading.actions):
        return modelled
    text, denied = _without_denied(text)
    for a in reading.actions:  # "不可避ではありません / it is not Unavoidable": a plain attack
        if a.get("keywords"):
            a["keywords"] = [k for k in a["keywords"] if k not in denied]
            if not a["keywords"]:
                del a["keywords"]
    modelled = _refine(text, reading) | {TERMS[k] for k in denied if k in TERMS}
    if any(a.get("move", {}).get("how") == "reach" for a in reading.actions):
        text = REACH.sub(lambda m: " " * len(m.group(0)), text)
    if any("cancel" in a for a in reading.actions):
        text = CANCEL.sub(lambda m: " " * len(m.group(0)), KEYWORDS[4][1].sub(" ", text))
    # 「修正も打ち消しも対応もなし」: a list said to be absent is not a modification
    modifier = MODIFIER.search(blank_denied_lists(text)) or NO_ATTACK_STATE.search(text)
    if modifier and reading.actions:
        # an enhancement, a range or damage modification, a cancel: the probes have none
        reading.missing.append(say("keyword", reading.lang, modifier.group(0)))
    flinch = FLINCHED.search(text)
    if flinch and any(owns(a) for a in reading.actions):
        # 畏縮 (5-1-4) only replaces a focus gain: the probes carry it, the engine decides
        who = owner_before(text, flinch.start(), reading.lang, "A")
        for a in reading.actions:
            a["flinch"] = who
        modelled |= {"畏縮"}
    negated = NEGATED_Q.search(text)
    if negated and any(owns(a) for a in reading.actions):
        reading.missing.append(say("keyword", reading.lang, negated.group(0)))
    destination = DESTINATION_ASKED.search(asked_part(text))
    if destination and reading.actions and reading.kind != "value":
        # "do the tokens go to Dust?": a where-question ("how many go to Dust?" is a count)
        reading.missing.append(say("keyword", reading.lang, destination.group(0)))
    if MOVE_UNSAID.search(text) and any(a.get("react") for a in reading.actions) and \
            say("keyword", reading.lang, "対応による間合の変化") not in reading.missing:
        # 「間合を動かす《対応》」: a reaction moving the Distance by an unsaid amount
        reading.missing.append(say("keyword", reading.lang, "対応による間合の変化"))
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
    lethal_terms = lethal.read(text, reading)  # 4-2 ends the game before 【攻撃後】 (9-4 ⅶ)
    if lethal_terms:
        return lethal_terms
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
    if "no-reaction" in keywords and {"no-reaction-special", "no-reaction-normal"} & set(keywords):
        # 「対応不可（切札）」 explained as "no reactions with special cards": one keyword
        keywords.remove("no-reaction")
    if "no-reaction" in keywords and BRACKET_UNSAID.search(text):
        # 「対応不可（カッコの中は不明）」: which cards the bracket bars is not said (10-22)
        reading.missing.append(say("keyword", reading.lang, "対応不可（…）"))
    if keywords:
        act["keywords"] = keywords
        modelled |= {TERMS[k] for k in keywords if k in TERMS}
        reading.evidence.append("attack keywords: " + " ".join(keywords))
    per_zone = worded_damage(text)
    if per_zone and "damage" not in act:
        act["damage"] = per_zone  # 「オーラへのダメージ3・ライフへのダメージ「-」」: X/Y in words
    if per_zone and act["damage"] == per_zone and "-" in per_zone:
        # "'-' to Life" (also when it spells out a stated "3/-"): a half, not the zone taken on
        text = ZONE_DAMAGE.sub(lambda m: " " * len(m.group(0)), text)
    if "attacker" not in act and TAKE_ON_ZONE.search(text):
        hit = TAKE_ON_ZONE.search(text)
        if hit and not OPPONENT.search(text[:hit.start()]):
            act["attacker"] = "B"  # "3/1の攻撃をオーラで受けられますか": I am attacked
    if OPP_TAKES.search(blank_quotes(text)):
        # "can the opponent take it on their aura": they are attacked; not the quoted effect's
        # own words ("'the opponent takes both damages'" is the attack's text)
        act["attacker"] = "A"
    # the zone asked about, not one a quoted claim names first ("Opponent: 'take it on Life.'
    # Me: 'I'll take it on Aura.' Can I take it on Aura?")
    zone = TAKE_ON_ZONE.search(asked_part(text)) or TAKE_ON_ZONE.search(blank_quotes(text)) \
        or TAKE_ON_ZONE.search(text)
    if CHOICE_TAKE.search(text) and reading.kind == "can" and "-" not in act.get("damage", "") \
            and re.search(r"(選べ|選択でき|고를\s?수|선택할\s?수|\bchoose\b|\bpick\b)",
                          asked_part(text), re.IGNORECASE):
        act["take"] = "aura"  # "may I choose Aura or Life?": the Aura side decides (5-8-3-2)
    if "take" not in act and zone:
        act["take"] = "life" if re.search(r"(ライフ|라이프|life)", zone.group(0)) else "aura"
    if "take" not in act:
        if LIFE_HIT.search(text) and not AURA_HIT.search(text):
            act["take"] = "life"
        elif AURA_HIT.search(text) and not LIFE_HIT.search(text):
            act["take"] = "aura"
    defender = "A" if act.get("attacker") == "B" else "B"
    if act.get("take") == "aura" and f"{defender}.aura" not in reading.facts and \
            IF_ALLOWED.search(text):
        # 「選べるならオーラへのダメージを選ぶ」: whether 5-8-3-2 allows the Aura side is open
        reading.missing.append(say("start value", reading.lang, "オーラ"))
    one = AURA_DAMAGE.search(text)
    if one and re.search(r"[+＋\-−]\s*$", text[:one.start()]):
        # "+1 Aura damage": a modification of a damage the question does not give (10-3)
        reading.missing.append(say("keyword", reading.lang, text[one.start() - 1:one.end()]))
        one = None
    if one and "damage" not in act:
        n = next(g for g in one.groups()[1:] if g and g.isdigit())
        act["aura_damage"] = int(n)  # the life damage is not said: varied (zone probes)
    if reading.kind == "can" and _reaction_asked(text) and not (
            TAKE_ON_ZONE.search(asked_part(text)) and not _reaction_asked(asked_part(text))):
        # (not "the opponent reacted with a 2/- attack. Can I take it on Life?": the reaction is
        # told, the zone is asked)
        modelled |= _read_reaction(text, act, reading)
    elif "both-damage" in keywords and reading.kind == "can" and "take" in act:
        # 10-26: both halves are dealt, no choice is made; "can I take it on aura" is unclear
        reading.missing.append(say("keyword", reading.lang, "両方のダメージ"))
    elif reading.kind == "can" and "take" in act and (other := OTHER_DAMAGE.search(text)):
        reading.missing.append(say("keyword", reading.lang, other.group(0)))
    elif reading.kind == "can" and "take" in act and "damage" not in act and "aura_damage" not in \
            act and (worded := DAMAGE_IN_WORDS.search(text)):
        # 「オーラへのダメージが「-」、ライフへのダメージが2」: damage said in words, not read
        reading.missing.append(say("keyword", reading.lang, worded.group(0)))
    elif reading.kind == "can" and "take" in act:
        act["zone"] = True  # "can I take it on aura": the attack presupposed made (probes)
        # what does the keyword change? Needed only when the aura or the damage is not said
        defender = "A" if act.get("attacker") == "B" else "B"
        # a stated aura makes it a position: then the unstated damage is varied, not contrasted
        act["contrast"] = bool(keywords) and f"{defender}.aura" not in reading.facts \
            and "damage" not in act
        asked = asked_part(text)
        if asked == text:  # no "?": the last sentence asks (「…になりました。…選べますか。」)
            asked = ([p for p in re.split(r"(?<=[。.!！])\s*", text) if p.strip()] or [text])[-1]
        forced = MUST_TAKE.search(asked)
        if forced:
            cuts = [m.end() for m in re.finditer(r"[、,，]|(니까|므로|는데|지만|ので|から)\s?",
                                                 asked[:forced.start()])]
            piece = asked[max(cuts, default=0):]  # the asking clause, not the reason before it
            both = re.search(r"(オーラ|ライフ|오라|라이프|aura|life)\W{0,3}(か|または|と|や|or|나"
                             r"|이나|와|과|중)\W{0,8}(on |to )?(my )?"
                             r"(オーラ|ライフ|오라|라이프|aura|life)", piece, re.I)
            if both:  # "do I take it on Aura or on Life?": the choice itself, no yes/no
                reading.missing.append(say("keyword", reading.lang, "5-8-3-2"))
            if act["contrast"]:  # forced only by what the keyword changes: not probed
                reading.missing.append(say("keyword", reading.lang, keywords[0]))
            from judge.answer.numbers import DAMAGE

            if len({m.group(0) for m in DAMAGE.finditer(text)}) > 1:  # two attacks told
                reading.missing.append(say("keyword", reading.lang, "5-8-3-2"))
            # the zone asked is the asking clause's, not one told of an earlier attack
            asked_zone = TAKE_ON_ZONE.search(piece) or TAKE_ON_ZONE.search(asked)
            zone_word = asked_zone.group(0) if asked_zone else piece
            if re.search(r"(ライフ|라이프|life)", zone_word, re.I):
                act["take"] = "life"
            elif re.search(r"(オーラ|오라|aura)", zone_word, re.I):
                act["take"] = "aura"
            # 5-8-3-2: forced onto the asked zone iff the other one is refused
            act["must"], act["take"] = True, "aura" if act["take"] == "life" else "life"
    return modelled


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
    # the opponent as the user (「相手が…使用」), not an opponent's value (「相手はオーラ2」)
    return not (re.search(r"(相手(は|が)[^。?？]{0,24}(使|対応)"
                          r"|상대(는|가)[^.?]{0,24}(사용|쓰|써|대응)"
                          r"|can the opponent|may the opponent)", text)
                or reading.facts.get("turn") == "B" or re.search(SPECIAL, text))


def _read_cancel(text: str, reading: Reading) -> set[str]:
    """"不可避の攻撃を対応で打ち消せますか": can a reaction's cancel (9-4 ⅱ/ⅳ) stop it (10-23)?"""
    blank = _blank_keywords(KEYWORDS[4][1].sub(" ", text))
    if reading.kind == "other" and CANCEL_CAN.search(blank):
        reading.kind = "can"
    made = bool(MADE_Q.search(blank))
    after = bool(AFTER_Q.search(blank))
    by_reaction = bool(REACT_VERB.search(blank) or REACTION_CARD.search(blank)
                       or BY_REACTION.search(blank))
    if (reading.kind != "can" and not made and not after) or not CANCEL.search(blank) or not (
            by_reaction or made or after):
        return set()
    if not by_reaction:  # 9-4 ⅱ/ⅳ/ⅵ read the cancel, whatever effect made it
        reading.evidence.append("assumed: the cancel comes from a reaction's effect (9-4 ⅱ, ⅳ, "
                                "ⅵ apply to a cancel by any effect)")
    if (CANCEL_AFTER.search(text) and not after) or reading.actions and any(
            a["kind"] != "attack" for a in reading.actions):
        return set()
    act: dict[str, Any] = reading.actions[0] if reading.actions else {"kind": "attack"}
    if not reading.actions:
        reading.actions.append(act)
    keywords = [kw for kw, pat in KEYWORDS if pat.search(_without_earlier(text, kw))]
    act["keywords"] = keywords
    reactor = "B" if REACTOR_OPP.search(blank) else "A"
    act["attacker"] = "B" if reactor == "A" else "A"
    # "(not the attack itself or its After-attack effects)": a denied aside names no target
    aimed = re.sub(r"[（(]\s*(not|ではなく|아니)[^（()）]*[）)]"
                   r"|[（(][^（()）]*(ではない|ではありません|아닙|아님|されていません|されていない"
                   r"|되지\s?않)[^（()）]*[）)]"
                   r"|\b(but |and )?(nothing|no effect|no card|no reaction) (cancels|negates"
                   r"|cancell?ed|negated|has cancell?ed|has negated)[^.?,;]{0,40}",
                   " ", text)
    act["cancel"] = "after" if CANCEL_AFTER_TARGET.search(aimed) else (
        "damage" if CANCEL_DAMAGE.search(aimed) else "attack")
    if after:
        act["ask"] = "after"
        reading.kind = "attack-hits"
        if "damage" in act:  # the probes deal -/0 so that no lost game hides 9-4 ⅶ
            reading.missing.append(say("keyword", reading.lang, "攻撃後とダメージ"))
    elif made:
        act["ask"] = "made"
        reading.kind = "attack-hits"
    reading.evidence.append(f"a reaction cancels the {act['cancel']}; keywords {keywords}")
    return {"対応", *(TERMS[k] for k in keywords if k in TERMS)} | ({"攻撃後"} if after else set())


DASH_RULE = re.compile(r"(ダメージ|대미지|데미지|damage|片方|一方|한\s?쪽|one side|either)"
                       r".{0,24}[-－−].{0,30}(何も|아무것도|아무\s?일|nothing)", re.IGNORECASE)
"""5-8-3-2 quoted as a player read it ('한 쪽 대미지가 「-」일 경우, 아무것도 하지 않는다')."""


def rules_phrase(name: str) -> bool:
    """A quoted rules phrase, not a card name: 「攻撃を行った」, 「対応不可（通常札）」."""
    return bool(MADE_Q.fullmatch(name) or DASH_RULE.search(name)
                or re.fullmatch(r"(《攻撃》|攻撃)を行った|공격을\s?(했다|한\s?것)"
                                r"|(made|make) an attack|attacked", name, re.I)
                or any(pat.fullmatch(name) for _, pat in KEYWORDS)
                # 'take both damages', 「양쪽 대미지를 모두 받는다」, 「両方のダメージを受ける」
                # (10-26)
                or (len(name) <= 24 and bool(KEYWORDS[-1][1].search(name))
                    and not re.search(r"(カード|카드|\bcard\b)", name)))


def masked_spans(text: str) -> list[tuple[int, int]]:
    """Spans whose numbers are not zone counts (an aura damage value)."""
    return [m.span() for m in AURA_DAMAGE.finditer(text)] + [
        m.span() for m in TAKE_N.finditer(text)] + [
        m.span() for m in ZONE_DAMAGE.finditer(text)]


TAKE_N = re.compile(r"\d+\s?(を|을|를)\s?(オーラ|ライフ|오라|라이프)\s?(で|に|へ|로|으로|에)"
                    r"|\b(take|put|send|absorb) (the |all )?\d+ (on|to|into|with) "
                    r"(my |their |the )?(aura|life)\b", re.I)
"""「3をオーラで受け」, "take the 3 on my Aura": a damage amount, not the Aura's count."""


def _reaction_card_in_main(text: str, reading: Reading) -> dict[str, Any] | None:
    """"対応カードを自分のメインフェイズに使えますか": a 《対応》 card used by 通常の方法
    (9-2: the subtype forbids nothing there). Not for an attack card (its range)."""
    blank = _blank_keywords(text)
    if not (REACTION_CARD.search(blank) and MAIN_USE.search(blank)
            and USE_VERB.search(blank)):
        return None
    if REACT_VERB.search(blank) or re.search(r"(攻撃|공격|attack)", blank) \
            or reading.facts.get("turn") == "B" or re.search(r"(相手|상대|opponent)", blank):
        return None  # a reaction, an attack card (its range), the opponent's turn
    act: dict[str, Any] = {"kind": "card", "main_reaction": True}
    cls = CARD_CLASS.search(blank)
    if cls:
        act["class"] = "special" if re.search(SPECIAL, cls.group(0)) else "normal"
    if act.get("class") == "special":
        reading.evidence.append("assumed: the 切札's 消費 can be paid (9-3-1); it is not stated")
    reading.actions.append(act)
    reading.evidence.append("a 《対応》 card used in the main phase (通常の方法)")
    reading.evidence.append("assumed: the 《対応》 card is a 《行動》 card (an 《攻撃》 one would "
                            "also need its range, 9-2-1)")
    return act


NEG_AFTER = re.compile(r"(\s?[(（][^)）]{0,12}[)）])?"  # a gloss: 「초극(超克)은 가지고 있지 않」
                       r"([」』\"'”’)）]?\s*(では|じゃ|で)(ない|なく|ありません)"
                       r"|[」』\"'”’)）]?\s*(を|は|が|の)?(持た(ない|ず)|持って(い)?(ない|ません)|持ちません"
                       r"|(ない|無い|なし|無し|ありません"
                       r"|(付|つ)いて(い)?(ない|ません)))"
                       r"|[」』\"'”’)）]?\s*(은|는|이|가|도|을|를)?\s*(없|아니|아닌|아닙|아님|안\s?붙"
                       r"|(가지고|갖고)\s?있지\s?않|(가지지|갖지)\s?않|안\s?(가지|갖))"
                       # 「不可避とかの特殊なテキストはなし」, 「불가피 같은 특수 텍스트 없음」
                       r"|\s*(とか|など|等|みたいな|のような|といった)(の)?\s*(特殊な|特別な)?\s*"
                       r"(テキスト|効果|能力|キーワード)?\s*(は|も)?\s*(なし|無し|ない|ありません)"
                       r"|\s*(같은|등의|따위의|등)\s*(특수|특별한)?\s*(텍스트|효과|능력|키워드)?\s*"
                       r"(는|은|도|가|이|건|것은|거는|것도)?\s*(없|아니))")
NEG_BEFORE = re.compile(r"\b(not|no|without|non-?|lacks?|lacking|(doesn'?t|does not|don'?t|do not)"
                        r" have|(isn'?t|is not|aren'?t|are not|wasn'?t)( an?)?"
                        r"|(nothing|none)( else| other)?( (like|such as))?"
                        r"|no [\w ]{0,20}\b(like|such as))\s*"
                        r"([/／]\s*)?[\"'“‘「『(（]?$")


NO_SUBTYPE = re.compile(r"(サブタイプ(を|が|は)?(持たない|持っていない|ない|なし|ありません)"
                        r"|サブタイプなし"
                        r"|《?対応》?(を|が)?(持たない|持っていない)|서브타입(이|을|은)?\s?(없|가지지\s?않)"
                        r"|\b(no|without( a| any)?) subtypes?\b|\bnon-reaction\b"
                        r"|\b(doesn'?t|does not) have (the |a )?reaction( subtype)?\b)", re.I)
"""The reacting card is said to have no subtype (so no 《対応》)."""


def _without_denied(text: str) -> tuple[str, set[str]]:
    """The text with denied keywords blanked ("不可避ではない", "불가피는 없어요", "not
    Unavoidable"), and those keywords: the question says the attack lacks them."""
    denied: set[str] = set()
    for kw, pat in KEYWORDS:
        for m in list(pat.finditer(text)):
            if NEG_AFTER.match(text, m.end()) or NEG_BEFORE.search(text[:m.start()]):
                denied.add(kw)
                text = text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    return text, denied


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
    """A reaction verb, or a 《対応》 card used against an attack — not a declined one ("I don't
    react", 「対応しません」: 9-4 ⅰ's default, which the probes play)."""
    blank = NO_REACTION.sub(" ", _blank_keywords(text))
    return bool(REACT_VERB.search(blank) or (
        REACTION_CARD.search(blank) and ATTACK_WORD.search(REACTION_CARD.sub(" ", blank))
        and USE_VERB.search(blank)))


def _blank_keywords(text: str) -> str:
    """The text with the 対応不可 wordings blanked (they are not the reaction asked)."""
    for _, pat in KEYWORDS[:3]:
        text = pat.sub(lambda m: " " * len(m.group(0)), text)
    return text


def _unexplained_reaction_words(blank: str) -> int:
    """Reaction words besides the 《対応》 card named and the one reaction verb: more than one
    means the question says something else about reactions (the attack's own use?)."""
    # "Reaction (対応)": a term glossed in Japanese is one word, not two
    blank = re.sub(r"(\breactions?\b|대응)\s*[（(]\s*《?対応》?\s*[)）]", r"\1", blank,
                   flags=re.IGNORECASE)
    rest = REACTION_CARD.sub(lambda m: " " * len(m.group(0)), NOT_REACTION.sub(" ", blank))
    return len(REACT_WORD.findall(rest))


PRONOUN_INSTRUMENT = re.compile(r"(それ|これ|그것|이것|그\s?카드)(で|を使って|으로|로)\s?"
                                r"[^。?？]{0,20}(対応|대응)"
                                r"|\b(use|using) (it|that|this one) to react\b"
                                r"|\breact (to [^.?]{0,30} )?with (it|that|this one)\b")
"""The reacting card named by a pronoun ("それで対応", "use it to react"): the one told before."""


def _instrument_subtype(blank: str) -> str:
    """"reaction" / "none" / "unknown": does the card the reactor names have 《対応》? An
    unnamed card is a 《対応》 card: 対応 is using one (9-4 ⅰ)."""
    if NOT_REACTION.search(blank):
        return "none"
    if PRONOUN_INSTRUMENT.search(blank) and CARD_CLASS.search(blank):
        return "class"  # 「未使用の切札が1枚…それで対応できますか」: that 切札, 《対応》 unsaid
    m = INSTRUMENT.search(blank)
    if m is None:
        return "reaction"
    i = next((i for i, g in enumerate(m.groups(), 1) if g and len(g) > 1 and g not in (
        "として", "を使って", "を用いて", "으로", "하여", "해서")), None)
    if i is None:  # 「'참'으로 대응」 with the quoted name blanked: only a particle is left
        return "named"
    named = re.split(r"(?:に|は|が|を|、|,|에게|에|은|는|\bto\b|\bagainst\b)", m.group(i))[-1]
    before = blank[max(0, m.end(i) - len(named) - 6):m.end(i)]  # "대응 카드로": 대응 counts
    if re.search(r"(全力|전력|full[- ]power|throughout)", named):
        return "full"  # a 《全力》 card: one subtype only (6-2-1-6), so not 《対応》
    if re.search(r"(対応|대응|reaction)", before):
        return "reaction"
    if CARD_TYPE.search(named):
        return "unknown"  # "行動カードで対応": 《対応》 or not is the question
    if CARD_CLASS.search(named):
        return "class"  # "切札で対応": a 切札 — 《対応》 or not? (see _read_reaction)
    if CARD_WORD.search(named):
        return "unknown"
    # no card word at all: a card's name ("斬で対応"), whose text is not known
    if re.search(r"(間合|距離|간격|거리|distance|\d(?!\s?(枚|장|cards?\b))|ターン|턴|turn|phase"
                 r"|フェイズ|페이즈)", named):
        return "reaction"  # "間合4で対応": when / where, not with what
    return "named" if re.search(r"\w", named) else "reaction"


def _read_reaction(text: str, act: dict[str, Any], reading: Reading) -> set[str]:
    """The reaction asked: who reacts, with what card, to which attack (9-4 ⅰ)."""
    blank = _blank_keywords(text)
    react: dict[str, Any] = {"reactor": "B" if REACTOR_OPP.search(blank) else "A"}
    react["subtype"] = _instrument_subtype(blank)
    if react["subtype"] == "class":
        # "対応不可（通常札）の攻撃に切札で対応": the class is the question, the card a 《対応》
        # one; without such a 対応不可, whether the 切札 has 《対応》 is not said
        cls_kw = {"no-reaction-normal", "no-reaction-special"} & set(act.get("keywords", ()))
        react["subtype"] = "reaction" if cls_kw else "unknown"
    if react["subtype"] == "named":
        reading.missing.append(say("keyword", reading.lang, "対応に使うカードのテキスト"))
        react["subtype"] = "unknown"
    some = megami.SOME_CARD.search(blank)
    if some and react["subtype"] == "reaction" and not re.search(r"(対応|대응|reaction)",
                                                                   some.group(0), re.I):
        # 「ユリナのカードを1枚使って対応」: which of her cards, 《対応》 or not, is unsaid (9-4 ⅰ)
        reading.missing.append(say("card", reading.lang, some.group(0)))
    if NO_SUBTYPE.search(blank):
        react["subtype"] = "none"  # 「サブタイプを持たない《行動》カード」: not 《対応》 (9-2)
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
        react["limit"] = (int(limit.group("lo")), int(limit.group("hi")))
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
        react.setdefault("class", "special")  # only a 切札 has a 消費 (6-2-1-12)
    flare_key = f"{react['reactor']}.flare"
    if FLARE_SHORT.search(blank) and react.get("class") == "special" and "cost" not in react:
        # 「フレアが足りない切札」: whatever its 消費, the flare is below it (9-3-1)
        reading.facts.setdefault(flare_key, 0)
        react["cost"] = int(reading.facts[flare_key]) + 1
        reading.evidence.append("the flare is said to be short of the 切札's 消費")
    if react.get("class") == "special" and f"{react['reactor']}.flare" not in reading.facts:
        reading.evidence.append("assumed: the reacting 切札's 消費 can be paid from the flare "
                                "(9-3-1); the flare is not stated")
    if REACTING_ATTACK.search(blank):
        react["attack"] = "reaction"  # the attack reacted to was itself a reaction
    elif not INSTRUMENT_ATTACK.search(blank) and (REACTION_ATTACK_UNSAID.search(blank)
                                                  or _unexplained_reaction_words(blank) > 1):
        react["attack"] = "unknown"  # a 《対応》 attack card / "as a reaction": used how?
    if USEDSPECIAL.search(blank):
        react["class"], react["used"] = "special", True  # 9-4 ⅰ: it must be unused
    if react["reactor"] == "A" and SPECIAL_ATTACK.search(blank) and not act.get("keywords") \
            and not re.search(r"(対応不可|대응\s?불가|no[- ]reaction|unreactable)", blank, re.I):
        # the opponent's 《攻撃》 is a 切札 whose text is not given: 対応不可 is common on them
        # (10-22), so whether it can be reacted to is its text's
        reading.missing.append(say("keyword", reading.lang, "切札の《攻撃》のテキスト"))
    premise, asked = blank[:blank.find(asked_part(blank))], asked_part(blank)
    if COUNTER_PREMISE.search(premise) and COUNTER_ASK.search(asked):
        # "they reacted to my attack with a reaction attack card; can I react to it?": the
        # asker reacts, to an attack itself used as a reaction (9-4 ⅰ)
        react["reactor"], react["attack"] = "A", "reaction"
    if react["reactor"] == "A" and OWN_ATTACK.search(blank) and react.get("attack") != "reaction":
        # a reaction to one's own attack is not modelled; "my attack … their reaction attack …
        # can I react to it?" reacts to theirs (「제 공격에」 is the first attack)
        reading.missing.append(say("keyword", reading.lang, "自分の攻撃への対応"))
    act["react"] = react
    act["attacker"] = "B" if react["reactor"] == "A" else "A"
    reading.evidence.append("reaction " + " ".join(f"{k}={v}" for k, v in react.items()))
    return {"対応"} | ({"消費"} if cost else set()) | ({"間合制限"} if limit else set()) | (
        {"全力"} if react["subtype"] == "full" else set())


SPECIAL_ATTACK = re.compile(r"(相手|対戦相手)[^。?？]{0,8}(切札|切り札)の\s?(《攻撃》|攻撃)"
                            r"|상대[^.?]{0,8}비장패\s?(인\s?|의\s?)?(《공격》|공격)"
                            r"|\b(opponent|they)\b[^.?]{0,12}\b(uses?|used|plays?|played|makes?|made)"
                            r" an? special attack\b", re.IGNORECASE)
"""The attack reacted to is the opponent's 切札 (a Special attack), its text not quoted."""
DAMAGE_IN_WORDS = re.compile(r"(オーラ|ライフ)へのダメージ(が|は)\s?[「『]?[-\d]"
                             r"|(오라|라이프)(로의|에의)?\s?(대미지|데미지)(가|는)\s?[「『]?[-\d]"
                             r"|\b(aura|life) damage (is|of) [\"'“]?[-\d]"
                             r"|\bdamage to (aura|life) (is|of)")
"""An attack's damage written out per zone (not the X/Y form the reader takes)."""
OUT_OF_REACH = re.compile(
    r"間合(が|は)?[^。?？]{0,12}適正距離(の外|外|から外れ)"
    r"|간격(이|은)?[^.?]{0,12}적정\s?거리\s?(밖|를\s?벗어)"
    r"|\bdistance\b[^.?]{0,30}\b(out of|outside) (its|the|the attack's|that attack's) range")
"""A reaction moved the distance outside the attack's range (no number said)."""
DEAL_Q = re.compile(r"(ダメージ(を|は)\s?与え(られ)?(ます|る)?(か|の|[？?])"
                    r"|ダメージ(を|は)\s?受け(ます|る)(か|の|[？?])"
                    r"|(대미지|데미지)(를|는|가)?\s?(주나요|줍니까|입히나요|줄\s?수\s?있|받나요|받습니까"
                    r"|받아\s*[?？]|받나\s*[?？]|들어가(나요|요|\s*[?？])|들어갑니까|들어가는가)"
                    r"|\b(does|will|would) (it|the attack|this attack|my attack|that attack"
                    r"|their attack) (still )?deal (its |the |any )?damage"
                    r"|\b(does|will|would) (the|its) damage (still )?(happen|go through|land)"
                    r"|\b(do|will|would) (i|we|they) (still )?(take|suffer|receive) (its|the|that"
                    r"|any) damage)")
"""「ダメージを与えますか」: does the attack still hit (9-4 ⅲ)?"""


def read_move(text: str, reading: Reading) -> set[str]:
    """"相手の攻撃に対応して間合を1増やした。攻撃は当たりますか？": the reaction's move and
    the question whether the attack still hits (9-4 ⅲ). Returns the terms modelled."""
    from judge.answer.numbers import DAMAGE, NUMBER, read_range, value

    if any(a["kind"] != "attack" for a in reading.actions) or not REACT_VERB.search(
            NO_REACTION.sub(" ", _blank_keywords(text))):
        return set()  # (「相手は対応しません」: no reaction moved anything)
    # 「失敗し、【攻撃後】効果を解決しないまま終えますか」: the miss is asked, the 【攻撃後】 part
    # only spells out what a miss means (9-4 ⅲ)
    after = AFTER_Q.search(text) and not (MISS_Q.search(text) and AFTER_SKIPPED.search(text))
    ask = "after" if after else "made" if MADE_Q.search(text) else "miss" if (
        MISS_Q.search(text)) else "hit" if (HIT_Q.search(text) or reading.kind == "damaged"
                                            or DEAL_Q.search(text)) else ""
    if ask == "miss" and confirms_negation(text):
        # 「빗나가고 대미지는 안 들어가는 거, 맞나요」: the claim's negated half is what is
        # confirmed; played as "does it hit?", the service turns the answer round
        ask = "hit"
    moves = [(how, m) for how, pat in (*MOVE, ("reach", REACH)) for m in pat.finditer(text)]
    out = OUT_OF_REACH.search(text)
    if out and not moves:
        moves = [("out", out)]  # 「間合が適正距離の外に変わった」: moved outside the range
    if not moves and MOVE_UNSAID.search(text):
        # 「間合を動かす《対応》」, "a card that moves the Distance": by how much is not said
        reading.missing.append(say("keyword", reading.lang, "対応による間合の変化"))
        return {"対応"}
    if moves and (not ask or len(moves) != 1):
        # a reaction moved the distance, but the question is not "does it still hit?": the
        # distance read elsewhere may be the moved one — no verdict
        reading.missing.append(say("keyword", reading.lang, "対応による間合の変化"))
        return {"対応"}
    if not moves:
        return set()
    how, m = moves[0]
    said: str | None
    if how == "out":  # to just outside the range (the range itself does not matter then)
        stated_range = read_range(text)
        lo, hi = stated_range[0] if stated_range else (3, 4)
        how = "set"
        said = str(hi + 1 if hi < 10 else lo - 1)
        reading.evidence.append(f"moved outside the range: played as distance {said}")
        if not stated_range:
            reading.actions[:1] = reading.actions[:1] or [{"kind": "attack"}]
            reading.actions[0]["range"] = (lo, hi)
    else:
        said = next((m.group(g) for g in ("n", "n2", "n3", "n4", "n5", "n6")
                     if g in m.re.groupindex and m.group(g)), None)
    number = NUMBER.search(said) if said else None
    amount = value(number) if number else None
    reach = ""
    if how == "reach":  # 距離拡大/縮小 (10-4) given by the reaction to the attack
        grow = re.search(r"(拡大|확대|extension|expansion)", m.group(0))
        far = re.search(r"(遠|원|far)", m.group(0))
        reach = f"{'expand' if grow else 'shrink'}-{'far' if far else 'near'}"
    act: dict[str, Any] = reading.actions[0] if reading.actions else {"kind": "attack"}
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
    # a distance stated after a move may be the moved one; a range change keeps the distance
    state = STATE_DISTANCE.search(blank if how == "reach" else blank[:m.start()])
    reading.facts.pop("distance", None)  # a count read from the move phrase is not the state
    if state:
        reading.facts["distance"] = int(next(g for g in (state.group(3), state.group(6),
                                                         state.group(9), state.group(10)) if g))
    reactor = "B" if REACTOR_OPP.search(_blank_keywords(text)) else "A"
    act["attacker"] = "B" if reactor == "A" else "A"
    reading.kind = "attack-hits"
    if ask == "after":
        act["ask"] = "after"
        if "damage" in act:  # the probes deal -/0 so that no lost game hides 9-4 ⅶ
            reading.missing.append(say("keyword", reading.lang, "攻撃後とダメージ"))
    reading.evidence.append(f"reaction moves the distance: {how} {amount}; asks {ask}")
    return {"対応", *(TERMS[k] for k in keywords if k in TERMS)} | (
        {"攻撃後"} if ask == "after" or (ask == "miss" and AFTER_SKIPPED.search(text)) else set())
