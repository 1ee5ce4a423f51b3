"""Sakura Arms turn-structure questions (§8): the start phase (8-1-3 focus, 畏縮 5-1-4, 納,
reshuffle 9-7, draws, 焦燥 10-10), the first turn, and the end-phase hand limit (8-3-2).

The Sakura extractor hands a question here first; a question this family does not read
returns None and goes back to the zone-count reader. The verdict comes from the engine playing
`turn A start` / `turn A end` positions: the stated values are kept, the unstated ones (focus,
畏縮, deck, discard, life, aura, hand, the reshuffle choice, where 焦燥 is taken) are varied one
at a time, so a verdict never rests on a default.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading, sakura_mode
from judge.answer.extract.common import OPPONENT, SELF, number_near, quoted_names, winner_answer
from judge.answer.extract.kinds import question_kind
from judge.answer.extract.words import say
from judge.engine.runner import RunResult

VALUES = ("focus", "life", "aura", "hand", "draws", "desp", "storage", "hidden", "hand-left",
          "facedown-total")
"""Measures answered with a number."""
KIND = "turn"
"""reading.actions[0]["kind"] of a question this module reads."""

START = re.compile(r"(開始フェイズ|ターン(の)?開始時|ターンの(始め|はじめ|開始)|ターンが(始ま|来)"
                   r"|ターンを(開始|始め)|\bstart (my|your|the|a) turn\b"
                   r"|개시\s?페이즈|시작\s?페이즈|턴(의|이)?\s?(시작|개시)|턴을\s?시작"
                   r"|start[- ]phase|beginning[- ]phase|(start|beginning) of (my|your|the|their|his"
                   r"|her|a|each|the next|my next|their next) (next )?turn"
                   r"|(start|beginning) of turn"
                   r"|(my|your|their) turn (starts|begins))")
END = re.compile(r"(終了フェイズ|ターン(の)?終了時|ターンの(終わり|おわり)|종료\s?페이즈"
                 r"|턴(의|이)?\s?(종료|끝)|end[- ]phase|end of (my|your|the|their|his|her|a) turn"
                 r"|(my|your|their) turn ends|\bend of turn)")
HAND_LIMIT = re.compile(r"(手札(の)?上限|손패(의)?\s?상한|hand (size )?limit|maximum hand size)")
FIRST_TURN = re.compile(r"(最初のターン|1ターン目|一ターン目|初ターン|첫\s?(번째\s?)?턴|1\s?턴째"
                        r"|first turn|turn (1|one)\b)")
NOT_FIRST = re.compile(r"(2ターン目以降|最初のターンでは(な|あり)|not (my|the|their) first turn"
                       r"|첫\s?턴이\s?아닌)")
FLINCH = re.compile(r"(畏縮|위축|flinch|cowed)")
NOT_FLINCH = re.compile(r"(畏縮して(い)?な|畏縮状態で(は)?な|위축(되지|되어 있지|상태가 아닌)"
                        r"|not (flinch|cowed)|n't (flinch|cowed)|unflinched)")
FOCUS = re.compile(r"(集中力|집중력|\bfocus\b|\bvigor\b|concentration)")
DRAW = re.compile(r"(引(く|き|け|いた|かな)|ドロー|뽑|드로우|\bdraws?\b|\bdrawn\b|\bdrew\b)")
DESPERATION = re.compile(r"(焦燥|초조|desperation|impatience)")
RESHUFFLE = re.compile(r"(再構成|재구성|reshuffl|reconstruct)")
DECK = re.compile(r"(山札|패산|덱|\bdeck\b)")
ENHANCE = re.compile(r"(付与札|付与カード|《付与》|부여패|부여\s?카드|enhancements?\b)")
DESTROY = re.compile(r"(破棄|捨て札|파기|버림패|discard|destroy)")
ON_DESTROY = re.compile(r"(破棄時|파기\s?시|when discarded|on destruction|upon discard"
                        r"|on[- ]destroy)")
HIDE = re.compile(r"(伏せ|덮|face[- ]?down)")
MUST = re.compile(r"(なければ(なら|なり|いけ)|必要が?あ|必ず|強制|義務|しないといけ"
                  r"|해야\s?(하|합|돼|되)|필수"
                  r"|\bmust\b|have to|has to|required|mandatory|obligatory|forced)")
OPTIONAL = re.compile(r"(任意|しなくても(よい|いい|構わ)|選ばなくても|하지 않아도|선택\s?사항"
                      r"|optional|choose not to|may i (not|skip|decline)|can i (not|skip|decline))")
CHOOSE = re.compile(r"(選(べ|ぶ|んで)|選択|고를|고르|선택|choose|pick|select)")
INCREASE = re.compile(r"(増え|増加|得(る|ら|ま|て)|上が|もらえ|回復|늘|얻|오르|올라|증가|받"
                      r"|\bgain|\bget\b|\bgo(es)? up\b|\bincrease|\breceive|\brise)")
REMOVED = re.compile(r"(解除|なくな|無くな|消え|外れ|解け|終わ|回復|해제|풀리|풀려|없어|사라"
                     r"|\blose\b|\bremoved?\b|\bend(s)?\b|go(es)? away|wear(s)? off|recover"
                     r"|no longer|\bcleared?\b)")
STAYS = re.compile(r"(残(る|り|ります)|続|まま|\bstill\b|\bremain|\bstay|남아|유지|계속)")
DAMAGE_WORD = re.compile(r"(ダメージ|대미지|데미지|damage|ライフが減|라이프가\s?줄"
                         r"|\blose (a |1 |one )?life)")
TAKE_AURA = re.compile(r"(オーラ|오라|\baura\b)")
TIMES = re.compile(r"(何回|몇\s?번|how many times)")
HOW_MANY = re.compile(r"(何枚|いくつ|何点|몇|how (many|much)|what is|what will|なんまい|얼마)")
DECK_EMPTY = re.compile(r"(山札(が|は)?(空|ない|無い|なく|尽き)|(패산|덱)(이|은|는)?\s?(비어|없)"
                        r"|(empty|no cards in (my|the|their)) deck|deck is empty|deck runs out"
                        r"|out of cards)")
RESHUFFLE_NO = re.compile(r"(再構成(を)?(しな|せず|しません|しなかっ|行わな)"
                          r"|재구성(을)?\s?하지\s?않"
                          r"|(don't|do not|didn't|did not|not to|without) reshuffl|no reshuffle)")
RESHUFFLE_YES = re.compile(r"(再構成(を)?(する|した|して|すれば|行う|行った|行えば)"
                           r"|재구성(을)?\s?(하면|했|하고|한다)|\b(i|we|and|then) reshuffle\b"
                           r"|\bif (i|you) reshuffl"
                           r"|after reshuffl|reshuffling)")
OVER_LIMIT = re.compile(r"(上限を超え|上限より多|상한을\s?초과|over (the|my) hand limit"
                        r"|more than the hand limit|above the hand limit)")
ON_DESTROY_EFFECT = re.compile(r"(破棄時(の)?効果|【破棄時】(の)?効果|파기\s?시\s?효과"
                               r"|(when discarded|on[- ]destroy|on destruction|upon discard)"
                               r" (effect|ability)"
                               r"|(effect|ability) (when discarded|on destruction))")
WHEN = re.compile(r"(いつ|どのタイミング|何ターン目|언제|어느\s?시점|몇\s?턴"
                  r"|\bwhen (does|do|is|will|can)\b|\bat what point\b|\bwhich turn\b)")
ORDER = re.compile(r"(前に|より先|先に|順番|順序|전에|먼저|순서|\bbefore\b|\border\b|\bfirst,)")
EXCEPT = re.compile(r"(以外|외에|말고|other than|except|outside (of )?the)")
PLAYER_ORDER = re.compile(r"(先手|後手|先攻|後攻|선공|후공|선수|후수|first player|second player"
                          r"|going (first|second))")
NEXT = re.compile(r"(次の|다음|\bnext\b)")
NEG_Q = re.compile(r"(ませんか|ないのですか|ないですか|ないの[？?]|않나요|않습니까|않아요|않을까요"
                   r"|\b(doesn't|don't|isn't|won't|aren't|can't|cannot|shouldn't)\b)")
DELTA = re.compile(r"(増え|増加|減|得(る|ら|ま)|失|늘|줄|얻|잃|감소|증가|\bgain|\blose\b|\blost\b"
                   r"|\bincrease|\bdecrease|go(es)? (up|down)|\bdrops?\b|\brises?\b)")
HIDE_TOTAL = re.compile(r"(伏せ札(は|が)\s?(合計)?\s?(何枚|いくつ)|덮음패(는|가)\s?(모두\s?)?몇"
                        r"|how many (cards )?(are )?(in|on) (my|the) face[- ]?down)")
OPP_START = re.compile(r"(相手の(開始フェイズ|ターン(の)?開始時|ターンの(始め|はじめ|開始))"
                       r"|상대(의|방의)?\s?(개시\s?페이즈|시작\s?페이즈|턴(의|이)?\s?시작)"
                       r"|(my |the |your )?opponent'?s (start|beginning)[- ]phase"
                       r"|(start|beginning) of (my |the |your )?opponent'?s turn)")
OPP_MEASURES = ("focus", "focus-delta", "focus-up", "flinch-off", "flinch-on", "draws", "drew",
                "enh-gone", "storage", "storage-delta", "storage-down", "hand", "hand-delta")
STORAGE_WORD = re.compile(r"(納|봉납|\bcharges?\b|\bcounters?\b|\btokens?\b|桜花結晶|결정"
                          r"|\bdedications?\b)")
INSTEAD = re.compile(r"(代わりに|かわりに|대신|instead)")
EQUALS = re.compile(r"(?:(?:は|が|이|가|은|는|\bis\b|\bbe\b|\bbecome\b|\bat\b)\s?(\d+)\s?"
                    r"(?:枚|つ|個|장|개)?\s?"
                    r"(?:に(なり|なる|な)|(이|가)\s?(되|됩)|\bafter|\bnow|[?？]|$)"
                    r"|\b(?:life|focus|vigor|aura|hand)\s(?:be\s|become\s)?(\d+)"
                    r"(?=\s(?:after|now|then)\b|\s?\?))")
"""「ライフは1になりますか」 "is my life 1 after…?": a value question asked as yes/no."""
LESS = re.compile(r"(減|取り除|なくな|줄|감소|제거|\blose\b|\bloses\b|\bremoved?\b|\bdecrease"
                  r"|go(es)? down|\bdrops?\b)")
"""What the non-turn player may ask about the turn player's start phase (8-1-3 is the turn
player's: their own focus, 畏縮, draws and 納 stay)."""
ASKED_AMOUNT = re.compile(r"(\d+|一|二|ひと|ふた|한|두)\s?(つ|個|枚|장|개)?\s?(ずつ)?\s?"
                          r"(減|増|得|引|伏せ|줄|늘|얻|뽑|덮)"
                          r"|\b(lose|gain|draw|put|remove)s? (a|an|one|1|2|two)\b")
"""An amount the question asks about ("1つ減りますか", "lose a charge"), not a stated count."""
LOSE_THING = re.compile(r"\blose (a |an |one |1 |its |their |my |the |any |all )?(token|charge"
                        r"|counter|focus|vigor|life|aura|card|crystal|flinch|sakura)")
CAN_MORE = re.compile(r"(てもいい(です|の|んです)?か|てもよろしいですか|てもかまいませんか"
                      r"|\bdo (i|we) get to\b"
                      r"|(残せ|持て|引け|置け)(る|ます)(か|の)"
                      r"|해도\s?(되|괜찮)|\bis it (ok|okay|fine) to\b)")
COUNT_ASKED = re.compile(r"((枚数|回数|個数|数)は[?？]?$|(枚数|回数|個数)はいくつ|몇\s?(장|개|번)"
                         r"|(集中力|ライフ|オーラ|手札|納|伏せ札)(の(数|値|枚数))?は[?？]$"
                         r"|(집중력|라이프|오라|손패)(은|는)\s?[?]$"
                         r"|\bhow many\b|\bnumber of\b)")
DECK_ENOUGH = re.compile(r"(山札(が|は)?(十分|たくさん|まだ十分)|山札(が|は)?2枚以上"
                         r"|(패산|덱)(이|에)?\s?충분|(plenty of|enough) cards in (my|the) deck"
                         r"|deck (has|with) (plenty|enough))")
ENOUGH_DECKS = (5, 2)
"""Deck sizes tried for "enough cards in the deck" (8-1-3 ⅳ draws two)."""
OTHER_CRYSTALS = re.compile(r"(オーラ|ライフ|フレア|ダスト|間合|오라|라이프|플레어|더스트|간격"
                            r"|\baura\b|\blife\b|\bflare\b|\bdust\b|\bshadow\b|\bdistance\b)")
AMOUNT_VERBS = {"drew": r"(引|뽑|draw)", "focus-up": r"(得|増|늘|얻|gain)",
                "storage-down": r"(減|줄|lose|remove)"}
"""The verb an asked amount must go with, per measure."""
YES_NO_Q = re.compile(r"(か[?？]?$|[?？]$|나요|습니까|까요|니까|ですか|ますか)")
"""A question form: a statement ("開始フェイズに集中力を得て、2枚引く") asks nothing."""
AMOUNT_WORDS = {"ひと": 1, "ふた": 2, "一": 1, "二": 2, "한": 1, "두": 2, "a": 1, "an": 1, "one": 1,
                "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
OTHER_PILE = re.compile(r"(山札|捨て札|伏せ札|패산|덱|버림패|덮음패|\bdeck\b|\bdiscard"
                        r"|face[- ]?down"
                        r"|ライフ|オーラ|라이프|오라|\blife\b|\baura\b)")
DISCARD_ASKED = re.compile(r"(捨て|버림|버리|버려|\bdiscard)")
ZONE_ASKED = re.compile(r"(オーラ|ライフ|오라|라이프|\baura\b|\blife\b)")
OTHER_ZONE = re.compile(r"(フレア|ダスト|플레어|더스트|\bflare\b|\bdust\b|\bshadow\b)")
OUT_OF_FAMILY = re.compile(
    r"(両(方の)?プレイヤー|お互い|互いに|双方|both players|each player|양쪽|서로|모든 플레이어"
    r"|非ターンプレイヤー|non-turn player|inactive player|비턴 플레이어|턴 플레이어가 아닌"
    r"|追加のターン|extra turn|추가\s?턴"
    r"|([2-9２-９]|[1-9][0-9])\s?ターン目|\bturn ([2-9]|[1-9][0-9])\b|([2-9]|[1-9][0-9])\s?턴째"
    r"|(second|third|fourth|2nd|3rd|4th) turn|(두|세|네)\s?번째\s?턴|[二三四]ターン目)")
"""Several players, the non-turn player, extra turns, turn numbers past the first (turn 2 is
the second player's first turn): not the one turn the probes play."""
HIDE_NOT = re.compile(r"(伏せ(札に)?し(ない|なくて)|伏せずに|伏せなくて"
                      r"|덮(음패로\s?하)?지\s?않|덮지\s?않고"
                      r"|not (put|turn)[^?]*face[- ]?down"
                      r"|(without|avoid) (putting|turning)[^?]*face"
                      r"|keep (all|them all|every card))")
KEEP = re.compile(r"(?:(?:keep|hold|retain) (?P<en>\d+|two|three|four|five|six)\b"
                  r"|(?P<ja>\d+)\s?枚(を|の)?(手札|ままで|持った|残した|キープ|残せ|残す)"
                  r"|(?P<ko>\d+)\s?장(을)?\s?(남기|남길|유지|들고|가지고))")
ZONE_NOUN = re.compile(r"(集中力|ライフ|オーラ|手札|山札|伏せ札|捨て札|納|집중력|라이프|오라|손패"
                       r"|덱|패산|봉납|\b(focus|vigor|life|aura|hand|deck|cards?)\b)")
REPEAT = re.compile(r"((\d+|二|三|何)\s?回(目|の|行|も)|\btwice\b|\b(two|three|\d+) times\b"
                    r"|(두|세|네|\d+)\s?번(째|의|이나|을|\s?(연속|다시))|\bagain\b|再び|もう一度|다시)")
"""「2回行えますか」「2回の開始フェイズ後」: the probes play one phase, once."""
WH_WORD = re.compile(r"(どこ|どれ|どの|誰|だれ|何(?!枚|回|点|個|ターン)|なぜ|どうして"
                     r"|어디|누구|누가|무엇|뭐|어느|왜|\b(where|which|who|whom|what|why)\b)")
"""An open question word in a yes/no measure's sentence: not a yes/no question."""
CAP_ASKED = re.compile(r"(最大(で)?(いくつ|何)|いくつまで|何枚まで|몇\s?(개|장)?까지|최대\s?몇"
                       r"|최대로|at most|up to how|the maximum|\bmax(imum)? (focus|vigor|hand))")
""""How high can focus go?": the cap itself (5-1-2), not the position after one phase."""
SENTENCE = re.compile(r"(?<=[。．!！?？])\s*|(?<=\.)\s+")

ZONES = {"集中力": "focus", "ライフ": "life", "オーラ": "aura", "手札": "hand", "山札": "deck",
         "捨て札": "discard", "伏せ札": "facedown", "納": "storage", "付与札": "storage"}
"""Terms whose stated count the probes keep (付与札 N: the 納 on the enhancement)."""
MODELLED = set(ZONES) | {"畏縮", "再構成", "焦燥", "開始フェイズ", "終了フェイズ",
                         "手札の上限", "ターンプレイヤー", "桜花結晶", "破棄時", "付与", "ダメージ",
                         "ダスト", "フレア"}
"""Terms this family plays; any other keyword, subtype or action in the question: no verdict."""
FORBIDDEN_KINDS = ("subtype", "keyword", "action", "card-type", "value", "state", "zone", "phase")

START_BASE: dict[str, Any] = {"focus": 1, "flinch": False, "life": 10, "aura": 3, "deck": 5,
                              "discard": 3, "hand": 0, "reshuffle": False, "take": "aura"}
START_PERTURB: tuple[tuple[str, Any], ...] = (
    ("focus", 0), ("focus", 2), ("flinch", True), ("life", 1), ("aura", 0), ("aura", 5),
    ("deck", 0), ("deck", 1), ("deck", 2), ("discard", 0), ("hand", 2), ("reshuffle", True),
    ("take", "life"), ("storage", 1), ("storage", 3))
START_COMBOS: tuple[dict[str, Any], ...] = ({"deck": 0, "discard": 0}, {"deck": 1, "discard": 0})
"""Unstated values changed together: a reshuffle with nothing to return still leaves 焦燥."""
ENDS_OK = ("winner", "life", "life-delta", "aura", "aura-delta")
"""Measures a game lost during the phase still answers; for the others ("how many cards do I
draw?") a probe whose game ended mid-phase asks another question and says nothing."""
END_BASE: dict[str, Any] = {"hand": 3, "facedown": 0, "focus": 1}
END_PERTURB: tuple[tuple[str, Any], ...] = (("hand", 0), ("hand", 1), ("hand", 2), ("hand", 5),
                                            ("facedown", 2))
OVER_LIMIT_HANDS = (3, 5)
"""Hand sizes tried for "over the hand limit" (5-1-3: the limit is 2)."""


def claims(text: str) -> bool:
    """True if the question is about the start or end of a turn (or the hand limit)."""
    return bool(START.search(text) or END.search(text) or HAND_LIMIT.search(text)
                or OPP_START.search(text) or sakura_mode.claims(text)
                or (FIRST_TURN.search(text) and (FOCUS.search(text) or DRAW.search(text))))


def owns(reading: Reading) -> bool:
    """True if `reading` came from this module (its probes and findings are ours)."""
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


# -- reading ----------------------------------------------------------------------------------
def read(lexicon: Any, text: str, lang: str) -> Reading | None:
    """The turn-structure reading of normalized `text`, or None if no family here reads it."""
    starts, ends = bool(START.search(text)), bool(END.search(text) or HAND_LIMIT.search(text))
    if not starts and not ends and sakura_mode.claims(text):
        return sakura_mode.read(lexicon, text, lang, _asked_sentence(text))  # 8-2-2 B
    if not starts and not ends:
        starts = True  # "1ターン目に集中力は増える？": the first turn's start phase
    if starts and ends:
        return None
    phase = "start" if starts else "end"
    asked = _asked_sentence(text)
    if not YES_NO_Q.search(asked.strip()):
        return None
    if FOCUS.search(asked) and INCREASE.search(asked) and DRAW.search(asked):
        return None  # "集中力を得て2枚引きますか": two things asked at once
    measuring = _start_measure if phase == "start" else _end_measure
    equals = EQUALS.search(asked)
    if equals and ZONE_NOUN.search(asked) and _kind(asked) in ("other", "can"):
        # 「ライフは1になりますか」: the value, then compared with the number asked
        measure = measuring(text, asked, True)
        if measure is None or not (measure in VALUES or measure.endswith("-delta")):
            return None
    else:
        equals = None
        measure = measuring(text, asked)
    if measure is None:
        return None
    reading = Reading("sakura", lang, "judged", text=text)
    if equals is not None:
        reading.kind = "judged"
    elif measure.endswith("-delta") or measure in VALUES:
        reading.kind = "value"
    elif measure == "winner":
        reading.kind = "winner"
    act: dict[str, Any] = {"kind": KIND, "phase": phase, "measure": measure}
    if equals is not None:
        act["equals"] = int(equals.group(1) or equals.group(5))
    if measure == "keep":
        m = KEEP.search(asked)
        word = (m.group("en") or m.group("ja") or m.group("ko") or "") if m else ""
        act["keep"] = int(word) if word.isdigit() else AMOUNT_WORDS.get(word, 0)
        if not 1 <= act["keep"] <= 8:
            return None
    for amount in ASKED_AMOUNT.finditer(asked):
        verb = (amount.group(4) or amount.group(5) or "").lower()
        if measure not in AMOUNT_VERBS or not re.match(AMOUNT_VERBS[measure], verb):
            continue  # "集中力を得て、2枚引く": the 2 is the draw's
        word = amount.group(1) or amount.group(6)
        if not (measure == "drew" and word in ("a", "an")):  # "draw a card": any card
            act["amount"] = int(word) if word.isdigit() else AMOUNT_WORDS.get(word, 0)
    if phase == "start" and OPP_START.search(text):
        act["turn"] = "B"  # the asker is the non-turn player of this start phase
    reading.actions.append(act)
    reading.evidence.append(f"{phase} phase: {measure}")
    _read_facts(lexicon, text, lang, phase, reading)
    _check_strict(lexicon, text, lang, phase, measure, reading)
    return reading


def _asked_sentence(text: str) -> str:
    """The sentence that asks (the last one with a question mark, else the last one)."""
    parts = [p for p in SENTENCE.split(text) if p.strip()]
    asking = [p for p in parts if "?" in p or "？" in p]
    return (asking or parts or [text])[-1]


def _kind(asked: str) -> str:
    """question_kind, plus the forms this family meets ("〜してもいいですか", "枚数は？")."""
    kind = question_kind(asked)
    if kind == "winner" and LOSE_THING.search(asked):
        kind = "other"  # "does it lose a charge?": not a game loss
    if kind == "other" and CAN_MORE.search(asked):
        kind = "can"
    if kind in ("other", "what") and COUNT_ASKED.search(asked):
        kind = "value"
    return kind


def _start_measure(text: str, asked: str, force_value: bool = False) -> str | None:
    kind = "value" if force_value else _kind(asked)
    if kind == "winner":
        return "winner" if RESHUFFLE.search(text) or DESPERATION.search(text) else None
    if kind == "value" or TIMES.search(asked):
        if TIMES.search(asked) and DESPERATION.search(asked):
            return "desp"
        delta = "-delta" if DELTA.search(asked) else ""
        if FOCUS.search(asked):
            return "focus" + delta
        if DRAW.search(asked) and not TIMES.search(asked):
            return "draws"
        if STORAGE_WORD.search(asked) and ENHANCE.search(text):
            return "storage" + delta
        if ENHANCE.search(text) and STORAGE_WORD.search(text) and not ZONE_NOUN.search(asked) \
                and re.search(r"(残|남|remain|left)", asked):
            return "storage"  # "An enhancement has 2 charges. How many remain …?"
        for word, key in ((r"(ライフ|라이프|\blife\b)", "life"),
                          (r"(オーラ|오라|\baura\b)", "aura"),
                          (r"(手札|손패|\bhand\b)", "hand")):
            if re.search(word, asked) and (HOW_MANY.search(asked) or force_value):
                return key + delta
        return None
    if kind == "what":
        return None
    if DESPERATION.search(asked) and not TIMES.search(asked):
        # "can 焦燥 be taken on aura?" is a zone choice (5-8-3-2), not whether it happens
        return None if ZONE_ASKED.search(asked) else "desp-yes"
    if RESHUFFLE.search(asked) and MUST.search(asked):
        return "reshuffle-must"
    if RESHUFFLE_NO.search(asked) and kind == "can":
        return "reshuffle-skip"  # "may I not reshuffle?"
    if RESHUFFLE_NO.search(text):
        return None  # the reshuffle is declined: its damage or use is not what is asked
    if RESHUFFLE.search(asked) and DAMAGE_WORD.search(asked):
        if OTHER_ZONE.search(asked):
            return None  # flare, dust…: not the life-or-aura question this measure answers
        return "reshuffle-aura" if TAKE_AURA.search(asked) else "reshuffle-dmg"
    if RESHUFFLE.search(asked) and kind == "can":
        return "reshuffle-can"
    if ON_DESTROY.search(asked) and ENHANCE.search(text):
        return "enh-fx"
    if ENHANCE.search(text) and DESTROY.search(asked):
        return "enh-gone"
    if ENHANCE.search(text) and STORAGE_WORD.search(asked) and LESS.search(asked):
        return "storage-down"
    if DRAW.search(asked) and FLINCH.search(asked) and not DECK_EMPTY.search(asked):
        return "drew"  # "flinched, do I still draw?": 畏縮 is the condition, drawing the ask
    instead = bool(INSTEAD.search(asked))  # "集中力を得る代わりに畏縮が解除されますか"
    if FLINCH.search(asked) and (instead or not (FOCUS.search(asked) and INCREASE.search(asked))):
        if STAYS.search(asked):
            return "flinch-on"
        if REMOVED.search(asked):
            return "flinch-off"
        return None
    if FOCUS.search(asked) and INCREASE.search(asked):
        return "focus-up"
    if DRAW.search(asked) and not DECK_EMPTY.search(asked):
        return "drew"
    return None


def _end_measure(text: str, asked: str, force_value: bool = False) -> str | None:
    if not (re.search(r"(手札|손패|\bhand\b|\bcards?\b|카드|カード)", text)):
        return None
    if DISCARD_ASKED.search(asked):
        return None  # "how many do I discard?": the hand limit turns cards face down
    kind = "value" if force_value else _kind(asked)
    if HAND_LIMIT.search(asked) and kind in ("value", "what"):
        return None  # "what is the hand limit?": a rule value, not a position read off a probe
    if kind == "value" and HIDE_TOTAL.search(asked):
        return "facedown-total"
    if kind == "value" and HIDE.search(asked):
        return "hidden"
    if kind == "value" and re.search(r"(手札|손패|\bhand\b|残|남|keep|left|remain)", asked) \
            and not OTHER_PILE.search(asked):
        return "hand-left"
    if kind in ("value", "what", "winner"):
        return None
    if HIDE.search(asked) and OPTIONAL.search(asked):
        return "hide-optional"
    if HIDE.search(asked) and MUST.search(asked):
        return "must-hide"
    if HIDE.search(asked) and CHOOSE.search(asked) and kind == "can":
        return "choose-hide"
    if HIDE_NOT.search(asked) and kind == "can":
        return "skip-hide"  # "may I keep them all / not turn any face down?"
    if KEEP.search(asked) and kind == "can":
        return "keep"
    return None


def _read_facts(lexicon: Any, text: str, lang: str, phase: str, reading: Reading) -> None:
    facts = reading.facts
    mentions = [m for m in lexicon.find(text, "sakura")
                if m.key in ZONES or _storage_word(m, text)]
    masked = [a.span() for a in ASKED_AMOUNT.finditer(text)]
    masked += [m.span(1) if m.group(1) else m.span(5) for m in EQUALS.finditer(text)
               if ZONE_NOUN.search(_asked_sentence(text)) and m.start() >= text.rfind(
                   _asked_sentence(text))]  # 「ライフは1になりますか」: the 1 is asked
    for m in mentions:
        n = number_near(text, m, mentions, lang, masked)
        if n is None:
            n = _full_or_empty(text, m)
        if n is None:
            continue
        key = "storage" if _storage_word(m, text) else ZONES[m.key]
        if key == "storage" and m.key == "付与札" and "storage" in facts:
            continue
        facts.setdefault(key, n)
        reading.evidence.append(f"{m.name} {n}")
    if DECK_EMPTY.search(text):
        facts["deck"] = 0
    elif DECK_ENOUGH.search(text) and "deck" not in facts:
        facts["enough"] = True
    if FLINCH.search(text):
        facts["flinch"] = not NOT_FLINCH.search(text)
    if NOT_FIRST.search(text):
        facts["first"] = False
    elif FIRST_TURN.search(text):
        facts["first"] = True
    else:
        reading.evidence.append("assumed: not the player's first turn (8-1-3 skips the start "
                                "phase's default processing only on each player's first turn)")
    if RESHUFFLE_NO.search(text):
        facts["reshuffle"] = False
    elif RESHUFFLE_YES.search(text) or reading.actions[0]["measure"] in (
            "reshuffle-dmg", "reshuffle-aura"):
        facts["reshuffle"] = True
    measure = reading.actions[0]["measure"]
    if phase == "end" and "hand" not in facts and (
            OVER_LIMIT.search(text) or measure in ("hide-optional", "choose-hide")):
        facts["over"] = True  # "is hiding optional / which card": the hand is over the limit
    if phase == "start" and ENHANCE.search(text):
        facts["enhance"] = True


def _storage_word(mention: Any, text: str) -> bool:
    """"an enhancement with 1 charge / token": the English "charge" there is 納, not 宿し, and
    the only crystals named are those on the enhancement."""
    if not ENHANCE.search(text):
        return False
    if mention.key == "宿し":
        return mention.name.startswith("charge")
    return mention.key == "桜花結晶" and not OTHER_CRYSTALS.search(text)


def _full_or_empty(text: str, mention: Any) -> int | None:
    after = text[mention.end:mention.end + 8]
    if re.match(r"^\s*(が|は|이|가|은|는|is)?\s*(空|ない|無い|비어|없|empty|\b0\b)", after):
        return 0
    if ZONES.get(mention.key) == "focus" and re.match(
            r"^\s*(が|は|이|가|은|는|is|at)?\s*(上限|最大|満タン|いっぱい|최대|가득|상한"
            r"|max|full|its max|the max|the cap|its cap)", after):
        return 2
    return None


def _check_strict(lexicon: Any, text: str, lang: str, phase: str, measure: str,
                  reading: Reading) -> None:
    """Anything this family does not play (a card name, another keyword, both players'
    things at once) leaves the question unanswered."""
    for m in lexicon.find(text, "sakura"):
        if m.key not in MODELLED and m.term.kind in FORBIDDEN_KINDS and not _storage_word(m, text):
            what = say("keyword", lang, m.key)
            if what not in reading.missing:
                reading.missing.append(what)
    for name in quoted_names(text, {n for n, _ in lexicon.entries}):
        reading.missing.append(say("card", lang, name))
    act = reading.actions[0]
    if act.get("turn") == "B":
        # "相手の開始フェイズに自分の…": the rest must be the asker's own, said so
        rest = OPP_START.sub(" ", text)
        if OPPONENT.search(rest) or not SELF.search(rest) or measure not in OPP_MEASURES \
                or "first" in reading.facts:
            reading.missing.append(_WHOSE[lang if lang in _WHOSE else "en"])
    elif OPPONENT.search(text):  # the probe plays the asker's own turn: one player only
        reading.missing.append(_WHOSE[lang if lang in _WHOSE else "en"])
    plain = ON_DESTROY_EFFECT.sub(" ", text)  # 「破棄時効果」 is the probe's own card text
    if re.search(r"(攻撃|공격|\battack|効果|효과|\beffects?\b|使用|사용|\bplay(s|ed|ing)?\b"
                 r"|\bus(e|es|ed|ing)\b)", plain):
        reading.missing.append(say("effect", lang))
    asked = _asked_sentence(text)
    bare = NOT_FLINCH.sub(" ", RESHUFFLE_NO.sub(" ", asked))
    orders = {m.group(0) for m in PLAYER_ORDER.finditer(text)}
    # "後攻の最初のターン": each player's first turn is skipped alike (8-1-3); otherwise who
    # went first changes which turn is meant
    order_ok = reading.facts.get("first") and len(orders) == 1 and not FLINCH.search(text)
    if WHEN.search(asked) or EXCEPT.search(text) or (orders and not order_ok) or (
            OUT_OF_FAMILY.search(text)) or (
            ORDER.search(asked) and measure not in VALUES) or (
            NEG_Q.search(bare) and not MUST.search(asked)) or (
            reading.facts.get("first") and (NEXT.search(text) or FLINCH.search(text))):
        # "when…?", "other than the start phase", first/second player, order, negated asks,
        # "flinched on turn 1 … next start phase": the turn asked is not the one played
        reading.missing.append(say("keyword", lang, _first(text)))
    yes_no = not (measure in VALUES or measure.endswith("-delta")) and measure != "winner"
    if REPEAT.search(text) or CAP_ASKED.search(asked) or (
            yes_no and WH_WORD.search(asked) and not CHOOSE.search(asked)):
        reading.missing.append(say("keyword", lang, (REPEAT.search(text) or CAP_ASKED.search(
            asked) or WH_WORD.search(asked)).group(0)))  # type: ignore[union-attr]
    if "equals" in reading.actions[0]:
        # 「ライフは4になりますか」 with no life stated: every probe says "no" for its own
        # reason — the value before must be stated
        need = {"hidden": "hand", "hand-left": "hand", "facedown-total": "facedown",
                "draws": "deck", "desp": "deck"}.get(measure.removesuffix("-delta"),
                                                      measure.removesuffix("-delta"))
        if need not in reading.facts and not measure.endswith("-delta"):
            reading.missing.append(say("start value", lang, need))
    if measure in ("enh-gone", "enh-fx", "storage") and "storage" not in reading.facts:
        reading.missing.append(say("start value", lang, "納"))
    if measure == "focus-up" and reading.facts.get("focus") == 2 and not reading.facts.get(
            "flinch"):
        # at the cap the focus is "gained" but stays 2 (5-1-2): "gain" vs "go up" is unclear
        reading.missing.append(say("keyword", lang, "集中力上限"))


_WHOSE = {"ja": "どちらのプレイヤーのターン・状態か（相手が書かれている）",
          "ko": "어느 플레이어의 턴·상태인지(상대가 적혀 있음)",
          "en": "whose turn or state it is (the opponent is mentioned)"}


def _first(text: str) -> str:
    """The phrase that took the question out of this family (for the missing note)."""
    for pattern in (WHEN, EXCEPT, PLAYER_ORDER, OUT_OF_FAMILY, ORDER, NEG_Q, NEXT, FLINCH):
        m = pattern.search(text)
        if m:
            return m.group(0)
    return text[:20]


# -- probes -----------------------------------------------------------------------------------
def probes(reading: Reading) -> list[Probe]:
    """One position per variant: the stated facts with one unstated value changed at a time."""
    act = reading.actions[0]
    facts = reading.facts
    if act["phase"] == "main":
        return sakura_mode.probes(reading)
    if act["phase"] == "start":
        base = dict(START_BASE)
        if facts.get("enhance"):
            base["storage"] = 2
        perturb = [(k, v) for k, v in START_PERTURB if k in base]
    else:
        base, perturb = dict(END_BASE), list(END_PERTURB)
        if facts.get("over"):
            base["hand"] = OVER_LIMIT_HANDS[0]
            perturb = [("hand", OVER_LIMIT_HANDS[1]), ("facedown", 2)]
        if act.get("keep") and "hand" not in facts:  # "can I keep 4?": the asker holds 4+
            base["hand"] = act["keep"]
            perturb = [("hand", act["keep"] + 2), ("facedown", 2)]
    if facts.get("enough"):
        base["deck"] = ENOUGH_DECKS[0]
        perturb = [(k, v) for k, v in perturb if k != "deck"] + [("deck", ENOUGH_DECKS[1])]
    stated = {k for k in facts if k in base} | ({"deck"} if facts.get("enough") else set())
    variants = [base] + [{**base, k: v} for k, v in perturb if k not in stated]
    if act["phase"] == "start":
        for combo in START_COMBOS:  # values that only matter together (a reshuffle of nothing)
            free = {k: v for k, v in combo.items() if k not in stated}
            if free:
                variants.append({**base, **free})
    out: list[Probe] = []
    for variant in variants:
        board = {**variant, **{k: v for k, v in facts.items() if k in base}}
        board["first"] = facts.get("first", False)
        assumed = {k: v for k, v in variant.items() if k not in facts}
        text = _dsl(board, act)
        if text is not None:
            out.append(Probe(text, assumed, 0))
    return out


def _dsl(board: dict[str, Any], act: dict[str, Any]) -> str | None:
    """The probe position as Sakura DSL text (turn A start / turn A end)."""
    hand = [f"H{i}" for i in range(1, int(board["hand"]) + 1)]
    lines = ["game sakura", "title \"turn structure read from the question\""]
    lines += [f"card {h} action" for h in hand]
    if "storage" in board:
        lines.append("card 付1 enhance storage 2 {")
        lines.append("  destroy: opp focus +1")
        lines.append("}")
    lines += ["board", "distance 6"]
    life, aura = int(board.get("life", 10)), int(board.get("aura", 3))
    if not 1 <= life <= 10 or not 0 <= aura <= 5 or not 0 <= int(board.get("focus", 1)) <= 2:
        return None
    lines.append(f"A aura {aura} life {life} focus {board.get('focus', 1)}")
    if hand:
        lines.append("A hand " + " ".join(hand))
    deck = [f"D{i}" for i in range(1, int(board.get("deck", 5)) + 1)]
    if deck:
        lines.append("A deck " + " ".join(deck))
    discard = [f"X{i}" for i in range(1, int(board.get("discard", 0)) + 1)]
    if discard:
        lines.append("A discard " + " ".join(discard))
    facedown = [f"F{i}" for i in range(1, int(board.get("facedown", 0)) + 1)]
    if facedown:
        lines.append("A facedown " + " ".join(facedown))
    if "storage" in board:
        if int(board["storage"]) < 1:
            return None
        lines.append(f"A enhance 付1 {board['storage']}")
    flags = [f for f, on in (("flinch", board.get("flinch")), ("first-turn", board["first"]))
             if on]
    if flags:
        lines.append("A flags " + " ".join(flags))
    lines.append("B deck B1 B2 B3 B4")
    script: list[str] = []
    if act.get("turn") == "B":
        lines.append("turn B start")
        script.append("B reshuffle no")
    elif act["phase"] == "start":
        lines.append("turn A start")
        script += _start_script(board, act)
    else:
        lines.append("turn A end")
        if act["measure"] == "choose-hide" and hand:
            script.append(f"A hide {hand[0]}")
    script.append("expect A.life >= 0")  # takes the open defaults (no reaction, standard…)
    return "\n".join(lines + script) + "\n"


def _start_script(board: dict[str, Any], act: dict[str, Any]) -> list[str]:
    """The reshuffle answer and, for each 焦燥 whose zone is a choice, the zone taken."""
    if board["first"]:
        return ["A reshuffle yes"] if act["measure"] == "reshuffle-can" else []
    out = []
    yes = bool(board["reshuffle"])
    if act["measure"] == "reshuffle-can":
        yes = True
    elif act["measure"] in ("reshuffle-must", "reshuffle-skip"):
        yes = False
    out.append(f"A reshuffle {'yes' if yes else 'no'}")
    life, aura = int(board.get("life", 10)), int(board.get("aura", 3))
    deck = int(board.get("deck", 5))
    if yes:
        life -= 1  # 9-7 ⅰ
        deck += int(board.get("discard", 0)) + (1 if board.get("storage") == 1 else 0)
    for _ in range(max(0, 2 - deck)):  # 焦燥 per missing card (10-10)
        if life <= 0:
            break
        if aura >= 1 and life >= 1:
            out.append(f"A damage {board['take']}")
            if board["take"] == "aura":
                aura -= 1
            else:
                life -= 1
        else:
            life -= 1
    return out


# -- judging ----------------------------------------------------------------------------------
def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    """What one played probe says: a value, yes/no or the winner, with the deciding clause."""
    found = _judge(reading, probe, result)
    want = reading.actions[0].get("equals")
    if found is None or want is None:
        return found
    return Finding("yes" if found.verdict == str(want) else "no", found.clause,
                   f"{found.detail} (asked: {want})")


def _judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    act = reading.actions[0]
    if act["phase"] == "main":
        return sakura_mode.judge(reading, probe, result)
    measure = act["measure"]
    refused = result.illegal
    if measure == "reshuffle-can":
        if refused is not None:
            return Finding("no", refused.clause, refused.reason)
        done = _steps(result, "9-7")
        return Finding("yes" if done else "no", _uid("8-1-3"), "the reshuffle was played")
    if refused is not None:
        return None
    # board_before is taken at the first open decision (past the start phase's focus step),
    # and its card lists are live: the position the probe wrote is the "before"
    before = _given(reading, probe)
    after = result.board_after["sides"]["A"]
    if not _finished(result, act["phase"], act.get("turn", "A")):
        return None
    if act.get("turn") == "B":
        found = _judge_measure(reading, measure, before, after, _start_steps(result), result)
        # the asker's things are not the turn player's: 8-1-3 leaves them as they are
        return found and Finding(found.verdict, _uid("8-1-3"), found.detail)
    return _judge_measure(reading, measure, before, after, _start_steps(result), result)


def _judge_measure(reading: Reading, measure: str, before: dict[str, Any],
                   after: dict[str, Any], start: list[Any], result: RunResult) -> Finding | None:
    """The finding for one measure of A's board after the played phase."""
    amount = reading.actions[0].get("amount")
    if result.board_after.get("over") and measure not in ENDS_OK:
        return None
    if measure == "winner":
        winner = result.outcome.winner if result.outcome else None
        clause = result.outcome.clause if result.outcome else _uid("8-1-3")
        said = winner_answer(reading.text, reading.lang, winner, me="A", them="B")
        return Finding(said, clause, f"winner: {winner or 'none'}")
    skipped = any(s.clause == _uid("8-1-3") and "first turn" in s.what for s in start)
    first = _uid("8-1-3") if skipped else None
    if measure.endswith("-delta"):
        return _delta(measure[:-6], before, after, start, first)
    if measure == "focus":
        clause = first or _changed(start, "A.focus") or _changed(start, "A.flinch")
        if before["focus"] == after["focus"] == 2 and not before["flinch"] and not skipped:
            clause = _uid("8-1-3")
        return Finding(str(after["focus"]), clause, f"A.focus {before['focus']} → "
                       f"{after['focus']}")
    if measure == "focus-up":
        up = after["focus"] - before["focus"]
        clause = first or (_uid("5-1-4") if before["flinch"] else _uid("8-1-3"))
        return Finding(_yes(up, amount), clause, f"A.focus {before['focus']} → "
                       f"{after['focus']}")
    if measure in ("flinch-off", "flinch-on"):
        if not before["flinch"]:
            return None
        off = not after["flinch"]
        yes = off if measure == "flinch-off" else not off
        return Finding("yes" if yes else "no", first or _uid("5-1-4"), f"A.flinch → "
                       f"{after['flinch']}")
    if measure in ("draws", "drew"):
        n = sum(1 for s in start if s.clause == _uid("7-1-6") and s.what.startswith("A draws"))
        verdict = str(n) if measure == "draws" else _yes(n, amount)
        return Finding(verdict, first or _uid("8-1-3"), f"A drew {n}")
    if measure in ("desp", "desp-yes"):
        n = len([s for s in start if s.clause == _uid("10-10")])
        verdict = str(n) if measure == "desp" else ("yes" if n else "no")
        return Finding(verdict, first or (_uid("10-10") if n else _uid("8-1-3")), f"焦燥 × {n}")
    if measure in ("reshuffle-dmg", "reshuffle-aura"):
        zone = "aura" if measure == "reshuffle-aura" else "life"
        hit = any(c.path == f"A.{zone}" and c.after < c.before
                  for s in _steps(result, "9-7") for c in _changes(s))
        return Finding("yes" if hit else "no", first or _uid("9-7"), f"reshuffle: {zone} "
                       f"{'loses' if hit else 'keeps'}")
    if measure == "reshuffle-must":
        return Finding("no", _uid("8-1-3"), "declining the reshuffle was played")
    if measure == "reshuffle-skip":
        return Finding("yes", _uid("8-1-3"), "declining the reshuffle was played")
    if measure in ("life", "aura"):
        clause = first or _changed(start, f"A.{measure}") or _uid("8-1-3")
        return Finding(str(after[measure]), clause, f"A.{measure} = {after[measure]}")
    if measure == "hand":
        return Finding(str(len(after["hand"])), first or _uid("8-1-3"),
                       f"A.hand = {len(after['hand'])}")
    if measure in ("enh-gone", "storage", "enh-fx", "storage-down"):
        gone = "付1" not in after["enhancements"]
        if measure == "storage-down":
            was, now = int(before.get("storage", 0)), int(after["enhancements"].get("付1", 0))
            return Finding(_yes(was - now, amount), first or _uid("8-1-3"),
                           f"付1's 納 {was} → {now}")
        if measure == "enh-gone":
            return Finding("yes" if gone else "no", first or _uid("8-1-3"), f"付1 gone: {gone}")
        if measure == "storage":
            return Finding(str(after["enhancements"].get("付1", 0)), first or _uid("8-1-3"),
                           "付1's 納")
        fx = any("【破棄時】" in s.what for s in start)
        return Finding("yes" if fx else "no", first or _uid("9-5"), f"破棄時 resolved: {fx}")
    hidden = len(after["facedown"]) - int(before["facedown"])
    if measure == "hidden":
        return Finding(str(hidden), _uid("8-3-2"), f"{hidden} card(s) put face down")
    if measure == "facedown-total":
        n = len(after["facedown"])
        return Finding(str(n), _uid("8-3-2"), f"A.facedown = {n}")
    if measure == "hand-left":
        return Finding(str(len(after["hand"])), _uid("8-3-2"), f"A.hand = {len(after['hand'])}")
    if measure == "must-hide":
        return Finding("yes" if hidden else "no", _uid("8-3-2"), f"{hidden} put face down")
    if measure == "hide-optional":
        return Finding("no" if hidden else "yes", _uid("8-3-2"), f"{hidden} put face down")
    if measure == "skip-hide":
        return Finding("no" if hidden else "yes", _uid("8-3-2"), f"{hidden} put face down")
    if measure == "keep":
        n = len(after["hand"])
        return Finding("yes" if n >= int(reading.actions[0]["keep"]) else "no", _uid("8-3-2"),
                       f"A.hand = {n}")
    if measure == "choose-hide":
        return Finding("yes" if hidden else "no", _uid("8-3-2"), "the chosen card went face down")
    return None


def _yes(change: int, amount: int | None) -> str:
    """"yes" if the change happened — by exactly the asked amount when one is asked."""
    return "yes" if (change == amount if amount else change > 0) else "no"


def _delta(what: str, before: dict[str, Any], after: dict[str, Any], start: list[Any],
           first: str | None) -> Finding | None:
    """"How much does X go up / down?": the size of the change over the start phase."""
    if what == "storage":
        was, now = int(before.get("storage", 0)), int(after["enhancements"].get("付1", 0))
        return Finding(str(abs(was - now)), first or _uid("8-1-3"), f"付1's 納 {was} → {now}")
    if what == "hand":
        was, now = int(before["hand"]), len(after["hand"])
    elif what in ("focus", "life", "aura"):
        was, now = int(before[what]), int(after[what])
    else:
        return None
    clause = first or _changed(start, f"A.{what}") or _uid("8-1-3")
    if what == "focus" and before.get("flinch"):
        clause = first or _uid("5-1-4")
    return Finding(str(abs(was - now)), clause, f"A.{what} {was} → {now}")


def _given(reading: Reading, probe: Probe) -> dict[str, Any]:
    """The values the probe's position was written with (stated, else assumed)."""
    base = START_BASE if reading.actions[0]["phase"] == "start" else END_BASE
    keys = set(base) | {"storage"}
    return {**base, **probe.assumed, **{k: v for k, v in reading.facts.items() if k in keys}}


def _uid(number: str) -> str:
    return f"sakura-ja#{number}"


def _finished(result: RunResult, phase: str, turn: str) -> bool:
    """The probe ran past the asked phase (or the game ended): no decision left hanging."""
    b = result.board_after
    if b.get("over"):
        return True
    if phase == "start":
        return b["turn"] == turn and b["phase"] == "main"
    return b["turn"] != turn


def _start_steps(result: RunResult) -> list[Any]:
    """Every step inside A's start phase (the first 8-1 of the trace)."""
    for step in result.trace.steps if hasattr(result.trace, "steps") else []:
        if step.clause == _uid("8-1"):
            return list(_walk(step))
    return []


def _walk(step: Any) -> Any:
    yield step
    for child in step.children:
        yield from _walk(child)


def _steps(result: RunResult, number: str) -> list[Any]:
    return [s for s in result.trace.walk() if s.clause == _uid(number)]


def _changes(step: Any) -> list[Any]:
    return [c for s in _walk(step) for c in s.changes]


def _changed(steps: list[Any], path: str) -> str | None:
    """The clause of the start-phase step (9-7, 10-10, 8-1-3, 5-1-4…) whose subtree changed
    `path`: a reshuffle's life damage is 9-7's, not the 5-8-3-1 inside it."""
    top = steps[0].children if steps else []
    for step in top:
        if any(c.path == path and c.before != c.after for c in _changes(step)):
            return str(step.clause)
    return None
