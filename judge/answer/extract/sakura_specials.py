"""Sakura Arms 10-20: is 「あなたの切札が1枚以上使用済」 or 「あなたの他の切札が全て使用済である」
met?

The question names one of the two conditions and tells where the player's 切札 are: used or
unused in <切札>, removed face up to <ゲーム外> (10-18), moved to <追加札> (7-1-12), left out in
deck building face down in <ゲーム外> (10-29), or out as an 《付与》 (使用中, 9-2-3). Each
clause of the question gets one such status (the strongest it names) and a count ("both", 「2枚」,
"B and C"). The probe puts those cards where they are and uses a card whose text tests the
condition; the engine counts the 切札 10-20 counts and the effect resolves or not.

Read only when the statuses add up: for 「他の切札」 every other 切札 of the deck's three (4-1)
must be accounted for; for 「1枚以上」 a used 切札 left in <切札>, or the rest said to be unused.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.kinds import asked_part
from judge.answer.extract.words import say
from judge.engine.runner import RunResult

KIND = "special-condition"
_SPECIAL = (r"(切札|비장패|\bspecials?\b|\bspecial cards?\b|\btrumps?\b|\btrump cards?\b"
            r"|\bspecial card\b)")
_USED_W = r"(使用済|사용\s?완료|사용됨|사용된|\bused\b|\bspent\b)"
ALL_OTHERS = re.compile(
    r"(他の切札(が|は)?(全て|すべて|全部|みな|みんな)使用済"
    r"|다른\s?비장패(가|는)?\s?(모두|전부|다)\s?사용\s?(완료|됨|된)"
    r"|\ball (of )?(your|my|the|their) other " + _SPECIAL + r"( cards)? (are|is|be|being)"
    r" (already )?(used|spent)\b"
    r"|\b(your|my) other " + _SPECIAL + r" (are|being) all (used|spent)\b)", re.IGNORECASE)
ONE_OR_MORE = re.compile(
    r"(切札が(1|一)枚以上使用済|あなたの切札が使用済"
    r"|비장패가\s?(1|한)\s?장\s?이상\s?사용\s?(완료|됨|된)"
    r"|\b(one or more|at least one) of (your|my) " + _SPECIAL + r"( cards)? (is|are) "
    r"(already )?(used|spent)\b)", re.IGNORECASE)
MET = re.compile(r"(満た|成立|数え|含ま|カウント|충족|만족|성립|포함|세(나요|어지)|카운트"
                 r"|\b(met|satisfied|satisfy|satisfies|meet|meets|hold|holds|true|counts?"
                 r"|fulfilled|fulfil|fulfill)\b)", re.IGNORECASE)
COUNT_Q = re.compile(r"(数え|含ま|カウント|포함|세(나요|어지)|카운트"
                     r"|\bcounts? (for|toward|towards)\b"
                     r"|\bdoes (it|this|that|the \w+|[a-z]) (still )?count\b"
                     r"(?!\s+as\s+(met|satisfied|true))"
                     r")", re.IGNORECASE)
"""「これは…に数えますか」 / "does it count for…": whether that card counts, not the rest."""
QUOTED = re.compile(r"[「『\"“‘][^」』\"”’]{0,80}[」』\"”’]|(?<![a-z])'[^']{0,80}'(?![a-z])")

REMOVED = re.compile(r"(取り除|ゲーム外に表|表向きで?(の?まま)?ゲーム外|ゲーム外(に|へ)(置|移|出)"
                     r"|제거|게임\s?밖에?\s?앞면"
                     r"|앞면으로\s?게임\s?밖|\bremoved?\b|\bremoves\b|\bout of (the )?game\b"
                     r"|\boutside the game\b|\bexiled?\b)", re.IGNORECASE)
UNPICKED = re.compile(r"(眼前構築|選ばなかった|選んでいない|選ばれなかった|(안전|안건|눈앞)\s?구축"
                      r"|안\s?고른|고르지\s?않은|선택하지\s?않은|\bdidn'?t (pick|choose|take)\b"
                      r"|\bnot (picked|chosen)\b|\bdeck[- ](building|construction)\b"
                      r"|\bface[- ]?down\b|裏向き|뒷면)", re.IGNORECASE)
EXTRA = re.compile(r"(追加札|추가패|\b(extra|additional)( cards?)?( zone| area| pile)?\b)",
                   re.IGNORECASE)
ENHANCE = re.compile(r"(付与札|《付与》|付与の切札|부여패|《부여》|부여\s?비장패"
                     r"|\benhancements?\b)", re.IGNORECASE)
UNUSED = re.compile(r"(未使用|미사용|사용하지\s?않|\bunused\b|\bnot (yet )?used\b|\bunspent\b"
                    r"|\bnever used\b)", re.IGNORECASE)
USED = re.compile(r"(使用済|사용\s?완료|사용됨|사용된|(?<!un)\bused\b|\bspent\b)",
                  re.IGNORECASE)
THIS = re.compile(r"(この(カード|切札)|これ(自身|自体)?|残る|残りの1枚|最後の|3枚目|三枚目|条件を持"
                  r"|이\s?카드|남은|나머지\s?(1|한)\s?장|마지막|세\s?번째|조건이\s?있"
                  r"|\bthis (one|card|special|trump)\b|\bremaining\b|\bthe third\b|\bthe last\b"
                  r"|\bthe rest\b|\bchecking\b|\bhas (the|a|this) condition\b|\bsays\b)",
                  re.IGNORECASE)
"""The card whose text holds the condition (「残る1枚から見て」, "this one (still unused)")."""
ONLY_USED = re.compile(r"(唯一(の)?(使用済|使用した|使った)"
                       r"|使用済(の|は|状態の)?[^。、,]{0,10}(だけ|のみ|しか)"
                       r"|(使った|使用した)(私の|自分の)?(の|もの|切札)?は[^。、,]{0,16}(だけ|のみ)"
                       r"|유일(하게|한)[^.]{0,12}사용"
                       r"|사용[^.,]{0,24}뿐"
                       r"|\bonly (one |special |trump )?(i |we )?(used|spent|played)\b"
                       r"|\b(only|sole) (used|spent)\b"
                       r"|\bthe only (one|special|trump|card)( card)? (i|we)('ve| have)? "
                       r"(used|played|spent)\b)", re.IGNORECASE)
"""「唯一の使用済」 / "my only used special": no other 切札 is used."""
OPPONENT = re.compile(r"(相手の切札|相手は[^。、]{0,12}(使用済|未使用|切札)|상대(의)?\s?비장패"
                      r"|상대(는|가)[^.,]{0,12}(사용|미사용|비장패)"
                      r"|\b(opponent'?s?|their) (specials?|trumps?|special cards?|trump cards?)\b"
                      r"|\b(my )?(opponent|they) (has|have|had) [^.,]{0,20}(used|unused|specials?"
                      r"|trumps?))", re.IGNORECASE)
"""The opponent's own 切札 told (not an opponent's effect that removed mine)."""
REST_UNUSED = re.compile(r"(残り(の切札)?は(すべて|全て|どちらも|両方)?未使用"
                         r"|他の(2枚|二枚)?(は)?(すべて|全て)?未使用|(すべて|全て|どちらも|両方とも)未使用"
                         r"|使用済(の|は)?((カード|もの)(は|が)?)?(1枚も|一枚も)?(ない|なし|ありません)"
                         r"|나머지[^.]{0,12}(모두|전부|다)?\s?미사용|(모두|전부|둘\s?다)\s?미사용"
                         r"|사용\s?(완료|됨)(인|된)?\s?(카드|것)(는|이|가)?\s?(하나도|한\s?장도)?\s?없"
                         r"|\b(the )?(rest|others?|other (two|2)[^.,]{0,20}) (are|is) "
                         r"(all |both )?unused\b"
                         r"|\b(both|all|two) (of them |others )?(are )?(still )?unused\b"
                         r"|\bno used\b"
                         r"|\bnone (of (them|my|the) )?(other )?[a-z ]{0,16}(is|are) used\b"
                         r"|\ball (three|3)?[^.,]{0,30}\b(are|is) unused\b)", re.IGNORECASE)
CLAUSE = re.compile(r"[。.;；、,!?？]|(?<=[고며서])\s|(?<![\s,][a-z])\s(?:and|but|while)\s"
                    r"(?=(one|the other|another|[a-z]\b|my|it|its|special|trump))")
"""Clause breaks: each clause tells one status (「b・cは使用済」 and "b and c are used" stay)."""
NEGATED = re.compile(r"(1枚も|一枚も|ない|ません|없|않|\bnone\b|\bno\b|\bnot\b|\bnever\b"
                     r"|n't\b)", re.IGNORECASE)
CHECKER = re.compile(r"(?<![a-z])([a-z])\s?(の(この)?(条件|「)|から見て|にとって|の立場|입장에서"
                     r"|基準|기준"
                     r"|의\s?(조건|「|')|에게|'s (condition|point of view|view|')"
                     r"|\s?(is|was) the (one|card) with)"
                     r"|\b(for|from) ([a-z])('s)?\b(?! (is|was|are)\b)", re.IGNORECASE)
"""The letter of the card holding the condition (「aの条件」, "from a's point of view")."""
COUNT = re.compile(r"(\d+)\s?(枚|장|cards?\b|specials?\b|trumps?\b)"
                   r"|(二|两|両方|どちらも|2枚とも|二枚とも|둘\s?다|두\s?장|세\s?장"
                   r"|\bboth\b|\btwo\b|\bthree\b)"
                   r"|\b[a-z]\s?(and|&|,|와|과|・|、)\s?[a-z]\b|[a-z]\s?[・、]\s?[a-z]",
                   re.IGNORECASE)
WORDS = {"二": 2, "両方": 2, "どちらも": 2, "2枚とも": 2, "二枚とも": 2, "both": 2, "two": 2,
         "three": 3, "세 장": 3, "세장": 3, "두 장": 2, "두장": 2, "둘 다": 2, "둘다": 2}
LABEL = r"((切札|비장패|special|trump)\s?)?"
"""A card label's optional class word (「切札X」, "Special B")."""
SUBJECT = re.compile(r"\s*(" + LABEL + r"[a-z](\s|は|는|은|:|의|の|[(（])|(もう)?(1|一)枚|残り|他の"
                     r"|1\s?장|한\s?장"
                     r"|다른|나머지"
                     r"|(the )?(one|other|another|second|third|last|rest)\b|[a-z] and [a-z]\b)",
                     re.IGNORECASE)
"""A clause that starts with its own card ("b is used", 「もう1枚は…」), not a continuation."""


def claims(text: str) -> bool:
    return bool((ALL_OTHERS.search(text) or ONE_OR_MORE.search(text))
                and MET.search(asked_part(text)))


def owns(reading: Reading) -> bool:
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


def read(text: str, lang: str) -> Reading | None:
    """The condition and the 切札's statuses, or None when they do not add up."""
    others = bool(ALL_OTHERS.search(text))
    told = QUOTED.sub(_unquote, ALL_OTHERS.sub(" ", ONE_OR_MORE.sub(" ", text)))
    checker = CHECKER.search(text)
    letter = (checker.group(1) or checker.group(6)) if checker else None
    counts = {"used": 0, "removed": 0, "extra": 0, "unpicked": 0, "enhance": 0, "unused": 0,
              "this": 0}
    last = None
    theirs = False
    for clause in CLAUSE.split(told):
        if not clause or not clause.strip():
            continue
        status = _status(clause)
        if status is None and last == "enhance" and (DESTROYED.search(clause) or (
                BACK.search(clause) and not CRYSTALS.search(clause))):
            # 「bは付与札にあったが、破棄されて切札に戻った」: the same card, back and used
            counts["enhance"] -= 1
            counts["used"] += 1
            last = "used"
            continue
        if status is None:
            continue
        if status in ("removed", "extra") and last == "used" and SAME_CARD.search(clause) \
                and counts["used"]:
            # 「使用済は1枚だけで、その1枚は取り除かれ」: the used one, now outside (10-18)
            counts["used"] -= 1
            counts[status] += 1
            last = status
            continue
        theirs = theirs or bool(OPPONENT.search(clause))
        if status == "unused" and last == "unpicked" and not SUBJECT.match(clause):
            continue  # 「選ばなかった切札が…置かれており、もちろん未使用です」: the same cards
        if status == last and not SUBJECT.match(clause):
            continue  # 「取り除かれ、ゲーム外に表向きで置かれ」: the same card, told on
        last = status
        if status == "unused" and others and (THIS.search(clause) or letter and (re.match(
                rf"\s*{LABEL}({re.escape(letter)})(\s|は|는|은|:|[(（]|\b)", clause) or re.search(
                rf"(切札|비장패|special|trump)\s?{re.escape(letter)}(?![a-z])", clause))):
            counts["this"] += 1
            continue
        counts[status] += _count(clause)
    reading = Reading("sakura", lang, "judged", text=text)
    if theirs:
        # 「相手は1枚使用済」: 10-20 counts the player's own 切札 only; the clauses do not say
        # whose each one is
        reading.missing.append(say("start value", lang, _other_specials(lang)))
    if COUNT_Q.search(asked_part(text)) and counts["used"]:
        # "does c count?" with a used b beside it: the condition holds by b, whatever c does
        reading.missing.append(say("start value", lang, _other_specials(lang)))
    act: dict[str, Any] = {"kind": KIND, "condition": "others" if others else "one",
                           **{k: v for k, v in counts.items() if k != "this"}}
    if others:
        accounted = counts["used"] + counts["removed"] + counts["extra"] + counts["enhance"]
        if accounted + counts["unused"] != 2 or accounted == 0:
            # the deck's other two 切札 (4-1 ⅱ) are not all placed by the question
            reading.missing.append(say("start value", lang, _other_specials(lang)))
    else:
        settled = counts["used"] or REST_UNUSED.search(told) or ONLY_USED.search(told) or (
            COUNT_Q.search(asked_part(text)) and (counts["removed"] or counts["extra"]
                                                  or counts["enhance"]))
        if not settled:
            reading.missing.append(say("start value", lang, _other_specials(lang)))
    reading.actions.append(act)
    reading.evidence.append("10-20 condition " + " ".join(f"{k}={v}" for k, v in act.items()))
    return reading


SAME_CARD = re.compile(r"(その(1|一)?枚|その切札|それ(は|が|も)|그\s?(1|한)\s?장"
                       r"|그\s?(비장패|카드)|그것"
                       r"|\b(that|this) (one|card|special|trump)\b|\bit (was|is|has been|got)\b"
                       r"|\b(removed|removes|removing|took|takes|moved|moves) it\b)",
                       re.IGNORECASE)
"""A clause that speaks of the card the clause before it told (「その1枚は」, "that one")."""
CRYSTALS = re.compile(r"(桜花結晶|結晶|결정|\btokens?\b|\bcrystals?\b|\bcounters?\b)",
                      re.IGNORECASE)
DESTROYED = re.compile(r"(破棄され|破棄した|파기(되|됐|했)|\b(was |got |is )?destroyed\b)",
                       re.IGNORECASE)
"""An 《付与》 切札 destroyed goes back to <切札>, used (9-5 ⅱ)."""
BACK = re.compile(r"(破棄され|戻っ|戻され|戻る|돌아|파기|\bdestroyed\b|\breturned\b"
                  r"|\bback (in|to)\b|\bwent back\b)", re.IGNORECASE)


def _unquote(m: re.Match[str]) -> str:
    """A quoted rule or claim about being used (「使用済として扱う」) says nothing of the board;
    a quoted verb (「取り除く」) does."""
    inner = m.group(0)[1:-1]
    return " " if USED.search(inner) or UNUSED.search(inner) else f" {inner} "


AS_USED = re.compile(r"((使用済|사용\s?완료|사용됨)\s?(として|로|으로)?\s?"
                     r"(扱|취급|간주|カウント|数え|셉)"
                     r"|\b(treated|counts?|counted|regarded|considered) as (being )?"
                     r"(used|spent)\b)", re.IGNORECASE)
"""「使用済として扱われる」, "counts as used": a rule told, not a card's status."""
TOPIC = re.compile(r"(もの|の|カード|切札|것|카드|비장패)\s?(は|는|은)\s*$")
"""「使用済状態のものは、…追加札に置かれている1枚だけ」: a topic, told of in the next clause."""
PRIOR = re.compile(r"(あと|後|後に|てから|후|뒤|\bthen|\bbefore)\s*$", re.IGNORECASE)
"""「使用済になったあと、…取り除く」: a state the card had before what the next clause tells."""


def _status(clause: str) -> str | None:
    """The strongest status a clause gives its 切札: where it is beats how it was used."""
    clause = AS_USED.sub(" ", clause)
    if PRIOR.search(clause) or TOPIC.search(clause):
        return None
    if UNPICKED.search(clause) and not REMOVED.search(UNPICKED.sub(" ", clause)) or (
            UNPICKED.search(clause) and re.search(r"(裏|뒷면|face[- ]?down)", clause, re.I)):
        return "unpicked"
    if REMOVED.search(clause) and not CRYSTALS.search(clause):
        return "removed"  # (not 「c の上の桜花結晶は取り除かれた」: its tokens)
    if EXTRA.search(clause):
        return "extra"
    if ENHANCE.search(clause):
        # 「破棄されて切札に戻った」: back in <切札>, used (9-5 ⅱ)
        back = DESTROYED.search(clause) or (BACK.search(clause) and not CRYSTALS.search(clause))
        return "used" if back else "enhance"
    if UNUSED.search(clause):
        return "unused"
    if USED.search(clause):
        # 「使用済のカードが1枚もありません」, "none of my other specials is used"
        return "unused" if NEGATED.search(clause) else "used"
    return None


def _count(clause: str) -> int:
    m = COUNT.search(clause)
    if m is None:
        return 1
    if m.group(1):
        n = int(m.group(1))
        return n if n <= 3 else 1
    word = (m.group(3) or "").strip().casefold()
    if word:
        return WORDS.get(word, 1)
    return 2  # "B and C", 「B・C」


def _other_specials(lang: str) -> str:
    return {"ja": "他の切札の状態", "ko": "다른 비장패의 상태"}.get(
        lang, "the other specials' states")


def probes(reading: Reading) -> list[Probe]:
    act = reading.actions[0]
    others = act["condition"] == "others"
    cond = "my.others-unused == 0" if others else "my.specials-used >= 1"
    cards = ["card 判定 action special cost 0 {", f"  use: if {cond}: my focus +1", "}",
             "card 付与切札 enhance special storage 2"]
    specials, extra, outside, enhance = ["判定:unused"], [], [], []
    names = iter(f"札{k}" for k in range(1, 20))
    for status, n in (("used", act["used"]), ("unused", act["unused"]),
                      ("removed", act["removed"]), ("extra", act["extra"]),
                      ("unpicked", act["unpicked"]), ("enhance", min(act["enhance"], 1))):
        for _ in range(n):
            if status == "enhance":
                enhance.append("付与切札")
                continue
            name = next(names)
            cards.append(f"card {name} action special cost 0")
            if status in ("used", "unused"):
                specials.append(f"{name}:{status}")
            elif status == "extra":
                extra.append(name)
            else:
                outside.append(f"{name}:{'up' if status == 'removed' else 'down'}")
    if not others and not act["unused"] and not act["used"]:
        # 「唯一の使用済が取り除かれた」: the rest of <切札> is unused
        for _ in range(max(0, 2 - act["removed"] - act["extra"] - min(act["enhance"], 1))):
            name = next(names)
            cards.append(f"card {name} action special cost 0")
            specials.append(f"{name}:unused")
    lines = ["game sakura", 'title "10-20 condition read from the question"', *cards,
             "distance 5", "A focus 0 flare 0", "A specials " + " ".join(specials)]
    if extra:
        lines.append("A extra " + " ".join(extra))
    if outside:
        lines.append("A outside " + " ".join(outside))
    lines += [f"A enhance {e} 2" for e in enhance]
    lines += ["turn A main", "A use 判定", ""]
    return [Probe("\n".join(lines), {}, 0)]


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    if result.illegal is not None:
        return None
    step = next((s for s in result.trace.walk() if s.clause.endswith("#10-20")), None)
    if step is None:
        return None
    met = result.board_after["sides"]["A"]["focus"] > 0
    return Finding("yes" if met else "no", step.clause, step.what)
