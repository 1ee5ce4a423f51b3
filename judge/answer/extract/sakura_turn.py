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

from judge.answer.extract import Probe, Reading, sakura_mode, sakura_poison, sakura_turn_judge
from judge.answer.extract import sakura_turn_words as w
from judge.answer.extract.common import (
    OPPONENT,
    SELF,
    UNHIDEABLE_CARD,
    number_near,
    quoted_names,
)
from judge.answer.extract.kinds import DAMAGE_TAKEN, TOPIC_VALUE, asked_part, question_kind
from judge.answer.extract.words import say

KIND = "turn"
"""reading.actions[0]["kind"] of a question this module reads."""

OPP_MEASURES = ("focus", "focus-delta", "focus-up", "flinch-off", "flinch-on", "draws", "drew",
                "enh-gone", "storage", "storage-delta", "storage-down", "hand", "hand-delta")
POISON_UNPLAYED = ("choose-hide", "hide-optional")
"""Measures whose probe script picks a card: with cards that cannot be hidden, no verdict."""
OPP_END_MEASURES = ("hidden", "hand-left", "must-hide")
"""What the non-turn player may ask of the turn player's end phase: their hand is untouched."""
ENOUGH_DECKS = (5, 2)
"""Deck sizes tried for "enough cards in the deck" (8-1-3 ⅳ draws two)."""
AMOUNT_VERBS = {"drew": r"(引|뽑|draw)", "focus-up": r"(得|増|늘|얻|gain)",
                "storage-down": r"(減|줄|lose|remove)"}
"""The verb an asked amount must go with, per measure."""
AMOUNT_WORDS = {"ひと": 1, "ふた": 2, "一": 1, "二": 2, "한": 1, "두": 2, "a": 1, "an": 1, "one": 1,
                "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

ZONES = {"集中力": "focus", "ライフ": "life", "オーラ": "aura", "手札": "hand", "山札": "deck",
         "捨て札": "discard", "伏せ札": "facedown", "納": "storage", "付与札": "storage"}
"""Terms whose stated count the probes keep (付与札 N: the 納 on the enhancement)."""
MODELLED = set(ZONES) | {"畏縮", "再構成", "焦燥", "開始フェイズ", "終了フェイズ",
                         "手札の上限", "ターンプレイヤー", "桜花結晶", "破棄時", "付与", "ダメージ",
                         "ダスト", "フレア"}
"""Terms this family plays; any other keyword, subtype or action in the question: no verdict."""
AFTER_START = ("focus", "focus-up", "flinch-on", "flinch-off", "hand", "drew", "deck", "draws",
               "life", "aura", "storage", "enh-gone")
"""Measures the main phase's first moment shows as the start phase left them (8-1, 8-2)."""
FORBIDDEN_KINDS = ("subtype", "keyword", "action", "card-type", "value", "state", "zone", "phase")



def claims(text: str) -> bool:
    """True if the question is about the start or end of a turn (or the hand limit)."""
    return bool(w.START.search(text) or w.END.search(text) or w.HAND_LIMIT.search(text)
                or w.OPP_START.search(text) or sakura_mode.claims(text)
                or (w.FIRST_TURN.search(text) and (w.FOCUS.search(text) or w.DRAW.search(text)))
                or (w.RESHUFFLE.search(text) and w.RETURNS.search(text)
                    and any(p.search(text) for p in w.PILE_ASKED.values())))


def owns(reading: Reading) -> bool:
    """True if `reading` came from this module (its probes and findings are ours)."""
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


# -- reading ----------------------------------------------------------------------------------
def read(lexicon: Any, text: str, lang: str) -> Reading | None:
    """The turn-structure reading of normalized `text`, or None if no family here reads it."""
    starts, ends = bool(w.START.search(text)), bool(w.END.search(text) or w.HAND_LIMIT.search(text))
    if starts and not w.START.search(re.sub(w.MAIN_START, " ", text)) and sakura_mode.claims(text):
        starts = False  # 「メインフェイズ開始時に全力行動を選んだ」: the mode's moment, not a phase
    if not starts and not ends and sakura_mode.claims(text):
        return sakura_mode.read(lexicon, text, lang, _asked_sentence(text))  # 8-2-2 B
    implicit = not starts and not ends
    if implicit:
        starts = True  # "1ターン目に集中力は増える？": the first turn's start phase
    if starts and ends:
        return None
    phase = "start" if starts else "end"
    asked = _asked_sentence(SAID_CLAIM.sub(" ", text))  # (a voiced claim is not the ask)
    if not w.YES_NO_Q.search(asked.strip()):
        return None
    if w.FOCUS.search(asked) and w.INCREASE.search(asked) and w.DRAW.search(asked):
        return None  # "集中力を得て2枚引きますか": two things asked at once
    measuring = _start_measure if phase == "start" else _end_measure
    equals = w.EQUALS.search(asked)
    if equals and w.ZONE_NOUN.search(asked) and _kind(asked) in ("other", "can"):
        # 「ライフは1になりますか」: the value, then compared with the number asked
        measure = measuring(SAID_CLAIM.sub(" ", text), asked, True)
        if measure == "focus-delta" and FOCUS_STAYS.search(asked):
            measure = "focus"  # "does my Vigor just stay at 2?": the value, not the change
        if measure is None or not (measure in w.VALUES or measure.endswith("-delta")):
            return None
    else:
        equals = None
        measure = measuring(SAID_CLAIM.sub(" ", text), asked)  # (not a voiced claim's words)
    if measure is None:
        return None
    reading = Reading("sakura", lang, "judged", text=text)
    if measure == "survive":
        reading.choices = ("take", "reshuffle")  # the player's own choices (9-7, 10-10)
        reading.inverted = bool(w.DOOMED_Q.search(asked) and not w.SURVIVE_Q.search(asked))
        zone = w.DESP_ZONE.search(text)
        if zone:  # "take both desperation damages on my Life": stated, not a free choice
            reading.facts["take"] = "life" if re.search(r"(ライフ|라이프|life)", zone.group(0),
                                                        re.IGNORECASE) else "aura"
    if equals is not None:
        reading.kind = "judged"
    elif measure.endswith("-delta") or measure in w.VALUES:
        reading.kind = "value"
    elif measure == "winner":
        reading.kind = "winner"
    act: dict[str, Any] = {"kind": KIND, "phase": phase, "measure": measure}
    if equals is not None:
        act["equals"] = int(equals.group(1) or equals.group(5))
    if measure == "keep":
        m = w.KEEP.search(asked)
        word = (m.group("en") or m.group("ja") or m.group("ko") or m.group("more") or "") \
            if m else ""
        act["keep"] = int(word) if word.isdigit() else AMOUNT_WORDS.get(word, 0)
        if m and m.group("more"):
            act["keep"] += 1  # "more than 2 cards": 3
        if not 1 <= act["keep"] <= 8:
            return None
    for amount in w.ASKED_AMOUNT.finditer(asked):
        verb = (amount.group(4) or amount.group(5) or "").lower()
        if measure not in AMOUNT_VERBS or not re.match(AMOUNT_VERBS[measure], verb):
            continue  # "集中力を得て、2枚引く": the 2 is the draw's
        word = amount.group(1) or amount.group(6)
        if not (measure == "drew" and word in ("a", "an")):  # "draw a card": any card
            act["amount"] = int(word) if word.isdigit() else AMOUNT_WORDS.get(word, 0)
    if phase == "start" and w.OPP_START.search(text):
        act["turn"] = "B"  # the asker is the non-turn player of this start phase
    elif phase == "end" and w.OPP_END.search(text):
        act["turn"] = "B"  # the asker is the non-turn player of this end phase (8-3-2)
    if w.SKIPPED_Q.search(asked) and reading.kind not in ("value", "winner"):
        act["skipped"] = True  # 「既定処理は省略されますか」: yes when the step does not happen
    elif measure == "focus-up" and FOCUS_STAYS.search(asked) and not w.SKIPPED_Q.search(asked):
        act["skipped"] = True  # 「…집중력은 그대로인가요?」: yes when the Vigor does not rise
    reading.actions.append(act)
    reading.evidence.append(f"{phase} phase: {measure}")
    if implicit and measure in ("reshuffle-dmg", "reshuffle-aura", "opening") and not (
            w.RESHUFFLE_BY_RULES.search(text) or w.DECK_EMPTY.search(text)):
        # 「再構成を行いました。ライフに1ダメージを受けますか」: 9-7 ⅰ deals it for the rules'
        # reshuffle of the start phase; no phase said, the cause is not either
        reading.missing.append(_CAUSE[lang if lang in _CAUSE else "en"])
    _read_facts(lexicon, text, lang, phase, reading)
    hand = sakura_poison.read(text) if phase == "end" and sakura_poison.named(text) else None
    if hand is not None:  # 「毒カード2枚と通常のカード1枚」: cards 8-3-2 cannot turn face down
        reading.facts["poison"] = hand.poison
        if hand.total:
            reading.facts["hand"] = hand.total
        reading.evidence.append(f"hand {hand.total or reading.facts.get('hand')}, of which "
                                f"{hand.poison} cannot be put face down (8-3-2; 1-4)")
    _check_strict(lexicon, text, lang, phase, measure, reading)
    unhideable = UNHIDEABLE_CARD.search(text) or (
        sakura_poison.NAMED.search(text) if phase == "end" else None)
    if hand is None and unhideable:
        # 「このカードは伏せ札にできない」 with no count of such cards in the hand
        reading.missing.append(say("keyword", lang, unhideable.group(0).strip("「」\"'")))
    elif hand is not None and hand.poison and unhideable and (
            sakura_poison.asked_of(_asked_sentence(text)) or measure in POISON_UNPLAYED):
        # 「毒カードを伏せ札にしなければ？」, "which may I choose?": the probe's choice is forced
        reading.missing.append(say("keyword", lang, unhideable.group(0).strip("「」\"'")))
    return reading


BARE_CONFIRM = re.compile(r"\s*((それは|これは|この理解は|その理解は)?"
                          r"(正しい|合って(い)?る|あって(い)?る|本当)(です|でしょう)?か?"
                          r"|(이거|그거|이게|그게)?\s?(맞나요|맞습니까|맞아요|맞죠|맞지|옳은가요"
                          r"|맞는\s?(건가요|거죠|거예요))|(is (that|this|it) (right|correct|true)"
                          r"|am i (right|correct)|right|correct))\s*[?？]\s*$", re.IGNORECASE)
"""A last sentence that only asks to confirm the one before it."""


def _asked_sentence(text: str) -> str:
    """The sentence that asks (the last one with a question mark, else the last one)."""
    parts = [p for p in w.SENTENCE.split(text) if p.strip()]
    asking = [p for p in parts if "?" in p or "？" in p]
    last = (asking or parts or [text])[-1]
    at = parts.index(last) if last in parts else 0
    if BARE_CONFIRM.match(last) and at > 0:
        # 「…畏縮はそのまま残る、と私は考えている。正しいか？」: the claim is the sentence before
        return f"{parts[at - 1]} {last}"
    return last


def _kind(asked: str) -> str:
    """question_kind, plus the forms this family meets ("〜してもいいですか", "枚数は？")."""
    kind = question_kind(asked)
    if kind == "winner" and w.LOSE_THING.search(asked):
        kind = "other"  # "does it lose a charge?": not a game loss
    if kind == "other" and w.CAN_MORE.search(asked):
        kind = "can"
    if kind in ("other", "what") and w.COUNT_ASKED.search(asked):
        kind = "value"
    return kind


def _asks_change(asked: str) -> bool:
    """"How much does it go up / ライフはいくつ減りますか" (a change) rather than "after the
    gain, how much do I have" (a final value): the change verb follows the how-much word."""
    if DAMAGE_TAKEN.search(asked):
        return True  # "how much Life damage do I take?": the loss, not the Life left
    how = w.HOW_MANY.search(asked) or re.search(r"(얼마|いくら|どれだけ)", asked)
    if how is None and TOPIC_VALUE.search(asked):
        return False  # 「집중력을 얻은 후 집중력은?」: the value the noun names, after the change
    return bool(w.DELTA.search(asked[how.end():] if how else asked))


def _start_measure(text: str, asked: str, force_value: bool = False) -> str | None:
    kind = "value" if force_value else _kind(asked)
    if not force_value and kind != "value" and (
            w.SURVIVE_Q.search(asked) or w.DOOMED_Q.search(asked)) and (
            w.RESHUFFLE.search(text) or w.DESPERATION.search(text) or w.DECK_EMPTY.search(text)):
        return "survive"  # "do I survive the start phase?": some choice keeps me in (4-1)
    if kind == "winner":
        return "winner" if w.RESHUFFLE.search(text) or w.DESPERATION.search(text) else None
    if kind == "value" or w.TIMES.search(asked):
        if w.TIMES.search(asked) and w.DESPERATION.search(asked):
            return "desp"
        # the main clause names what is counted ("カードを2枚引く処理で、ライフはいくつ?",
        # "after the step where I draw two cards, what is my life?"): read it first
        main = [p for p in re.split(r"[、,，]|\s[—–]\s|(?<=면)\s|(?<=후)\s|(?<=뒤)\s|(?<=후에)\s"
                                    r"|(?<=뒤에)\s|(?<=のあと)|(?<=の後)|(?<=たあと)|(?<=た後)"
                                    r"|(?<=たら)|(?<=すると)", asked) if p.strip()][-1:] or [asked]
        # 「集中力を得る処理があるんですが、終わったあと集中力は何に」: the value, not the gain
        delta = "-delta" if _asks_change(asked) and (
            _asks_change(main[0]) or not re.search(r"(何に|いくつに|몇이|몇\s?개가)", main[0])) \
            else ""
        if w.DAMAGE_WORD.search(main[0]) and re.search(r"(ライフ|라이프|\blife\b)", main[0]) \
                and not w.TIMES.search(asked) and not w.OTHER_ZONE.search(main[0]):
            return "life-delta"  # 「このドローで合計いくつのライフダメージを受けますか」: Life lost
        if re.match(r"\s*(what|how)\b", main[0]):  # "(with …,) what is my life after the draw?"
            main = [re.split(r"\s(?:after|once|when|following|by the end of)\b", main[0])[0]]
        for part in dict.fromkeys((main[0], asked)):
            found = _value_measure(text, part, asked, force_value)
            if found is not None:
                return found + (delta if found in ("focus", "storage", "life", "aura",
                                                   "hand") else "")
        return None
    if kind == "what":
        return None
    if w.DESPERATION.search(asked) and not w.TIMES.search(asked):
        # "can 焦燥 be taken on aura?" is a zone choice (5-8-3-2), not whether it happens
        return None if w.ZONE_ASKED.search(asked) else "desp-yes"
    if w.RESHUFFLE_THEN_DRAW.search(asked) and kind in ("can", "other") and not \
            w.RESHUFFLE_NO.search(asked):  # (not 「再構成しないで2枚引く」: the draw alone)
        return "drew-after"  # 「再構成を選んだら、そのあと2枚引けますか」: the draw that follows
    if w.DRAW_FIRST.search(asked) and kind in ("can", "other"):
        return "draw-first"  # 「先に2枚引いてから再構成できる？」: the order of 8-1-3 ⅲ and ⅳ
    if w.RESHUFFLE.search(asked) and w.MUST.search(asked):
        return "reshuffle-must"
    if w.RESHUFFLE_NO.search(asked) and kind == "can":
        return "reshuffle-skip"  # "may I not reshuffle?"
    if w.RESHUFFLE_NO.search(text):
        return None  # the reshuffle is declined: its damage or use is not what is asked
    piles = [p for p, rx in w.PILE_ASKED.items() if rx.search(asked)]
    if w.RESHUFFLE.search(text) and w.RETURNS.search(asked) and len(piles) == 1 \
            and kind not in ("value", "what", "winner"):
        return "returns-" + piles[0]  # 「伏せ札も山札に戻りますか」 (9-7 ⅱ)
    if w.OPENING.search(text) and w.ENHANCE.search(text) and w.RESHUFFLE.search(text) and (
            w.HIDE.search(asked) or w.OPENING.search(asked) or w.STAYS_OUT.search(asked)) \
            and kind in ("can", "other") \
            and not w.RESHUFFLE_NO.search(text):
        return "opening"  # 10-6: does the 隙 enhancement go face down on the reshuffle's damage?
    if w.RESHUFFLE.search(asked) and w.DAMAGE_WORD.search(asked):
        if w.OTHER_ZONE.search(asked):
            return None  # flare, dust…: not the life-or-aura question this measure answers
        return "reshuffle-aura" if w.TAKE_AURA.search(asked) else "reshuffle-dmg"
    if w.RESHUFFLE.search(asked) and kind == "can":
        return "reshuffle-can"
    if w.ON_DESTROY.search(asked) and w.ENHANCE.search(text):
        return "enh-fx"
    if w.ENHANCE.search(text) and w.DESTROY.search(asked):
        return "enh-gone"
    if w.ENHANCE.search(text) and w.STORAGE_WORD.search(asked) and w.LESS.search(asked):
        return "storage-down"
    if w.DRAW.search(asked) and w.FLINCH.search(asked) and not w.DECK_EMPTY.search(asked):
        return "drew"  # "flinched, do I still draw?": 畏縮 is the condition, drawing the ask
    instead = bool(w.INSTEAD.search(asked))  # "集中力を得る代わりに畏縮が解除されますか"
    focus_up = bool(w.FOCUS.search(asked) and w.INCREASE.search(asked))
    removed, gain = w.REMOVED.search(asked), w.INCREASE.search(asked)
    flinch, stays = w.FLINCH.search(asked), w.STAYS.search(asked)
    if flinch and stays and stays.start() > flinch.start() and not w.DRAW.search(
            asked[stays.start():]) and not INSTEAD_STAYS.search(asked) and not w.FOCUS.search(
                asked[flinch.end():stays.start()]) and not w.REMOVED.search(NOT_REMOVED.sub(
                " ", asked[flinch.end():stays.start()])) and not w.FOCUS.search(
                asked[stays.end():stays.end() + 16]):
        # (not "the Flinch goes away and I stay at 2 Vigor": the Vigor stays)
        # 「集中力を得られないので、畏縮も解除されずそのまま残るんですよね」: whether it stays
        return "flinch-on"
    if focus_up and w.FLINCH.search(asked) and removed and gain and removed.start() > gain.start():
        # 「集中力を1得る処理で、畏縮は解除されるか」: the gain is the occasion, the 畏縮 is asked
        return "flinch-off"
    if w.FLINCH.search(asked) and (instead or not focus_up):
        if removed and w.FOCUS.search(asked[removed.end():]):
            return None  # "the Flinch goes away and I stay at 2 Vigor": two claims
        if w.STAYS.search(asked):
            return "flinch-on"
        if w.REMOVED.search(asked):
            return "flinch-off"
        return None
    if w.FOCUS.search(asked) and w.INCREASE.search(asked):
        return "focus-up"
    if w.DRAW.search(asked) and not w.DECK_EMPTY.search(asked):
        return "drew"
    return None


def _value_measure(text: str, part: str, asked: str, force_value: bool) -> str | None:
    """What a how-much question counts, read from `part` of the asked sentence."""
    if w.FOCUS.search(part):
        return "focus"
    draw = w.DRAW.search(part)
    if draw and not w.TIMES.search(asked) and not _after_condition(part, draw.end()) and \
            not re.search(r"(ライフ|라이프|\blife\b|オーラ|오라|\baura\b)", part[draw.end():],
                          re.I):
        return "draws"  # (not 「2장 뽑는 단계에서 라이프는 몇」: the Life after the draw)
    if w.STORAGE_WORD.search(part) and w.ENHANCE.search(text):
        return "storage"
    if w.ENHANCE.search(text) and w.STORAGE_WORD.search(text) \
            and not w.ZONE_NOUN.search(part) and re.search(r"(残|남|remain|left)", part):
        return "storage"  # "An enhancement has 2 charges. How many remain …?"
    for word, key in ((r"(ライフ|라이프|\blife\b)", "life"),
                      (r"(オーラ|오라|\baura\b)", "aura"),
                      (r"(手札|손패|\bhand\b)", "hand")):
        if re.search(word, part) and (w.HOW_MANY.search(asked) or force_value
                                      or TOPIC_VALUE.search(asked)  # 「…後のライフは？」
                                      or re.match(r"\s*(what('s| is| was| will be| would be)"
                                                  r"|where (does|will"
                                                  r"|would) (that|this|it) leave)\b", part)):
            return key
    if not draw and w.DECK.search(part) and (
            w.HOW_MANY.search(part) or force_value or TOPIC_VALUE.search(asked)):
        return "deck"  # "…, how many cards are left in my deck?": the deck after the phase
    return None


NEXT_START = re.compile(r"(次の開始フェイズ|다음\s?개시\s?페이즈|\bnext start phase\b)", re.I)
OWN_NEXT = re.compile(r"((自分|私)の次の(ターン|開始)|次の(自分|私)の(ターン|開始)"
                      r"|(내|제|나의)\s?다음"
                      r"|다음\s?(내|제)\s?턴|\b(my|your|their|his|her) next (turn|start)"
                      r"|\bnext turn of (mine|yours)\b)", re.I)
"""「次の開始フェイズ」 said without whose: the opponent's comes first after the asker's turn."""
BEFORE_DRAW = re.compile(r"(ドロー(の)?前|引く前|(드로우|드로)\s?전|뽑기\s?전|뽑기\s?직전"
                         r"|\bbefore (the |i |you |we )?draw)", re.IGNORECASE)
"""A moment inside the start phase, before its draw (8-1-3 ⅲ): not what the probes measure."""
NO_NEED_HIDE = re.compile(r"\b(i|we|you) (don't|do not|needn't|need not) (have to |need to )?"
                          r"(put|turn|place)( any| a)?( cards?)?[^?]{0,20}face[- ]?down\b"
                          r"|伏せ(札に)?(し)?なくて(も)?(いい|良い|大丈夫|構わない)"
                          r"|덮(음패로\s?하|지)?지?\s?않아도\s?(되|돼|괜찮)", re.IGNORECASE)
"""The end phase's hiding said not to be needed: whether the player may keep every card."""
NOT_REMOVED = re.compile(r"(안\s?(풀|해제)\S*|(解除|解け|外れ)(されず|されない|されな|ず|ない|なく)"
                         r"|풀리지\s?않\S*|해제되지\s?않\S*|\bnot (removed|go(es|ing)? away)\b)")
"""A removal denied (「解除されず」, 「안 풀린」): the flinch is said to stay."""
FOCUS_STAYS = re.compile(r"(集中力|집중력|\bvigor|\bfocus)(は|은|는|이|가)?\s?"
                         r"(just |simply |still )?"
                         r"(そのまま|変わら|그대로|변하지|변함\s?없|stays?\b|remains?\b"
                         r"|(is |stay |remain )?(unchanged|the same)\b)", re.IGNORECASE)
"""The Vigor asked to stay as it is, once the gain is told as the occasion: "does it not rise?"."""
HAND_LEFT_Q = re.compile(r"(手札(は|が)?[^。?？]{0,8}(何枚|いくつ)[^。?？]{0,6}(残|になり)"
                         r"|(?<![いるたぬ])手札(は|が)\s?(何枚|いくつ)\s?(ですか|でしょうか|か)?\s*[?？]"
                         r"|손패(는|가)?\s?(최종적으로\s?)?몇\s?장(이)?\s?(남|되)"
                         r"|(?<![는할한될된] )손패(는|가)\s?몇\s?장\s?(인가요|이에요|일까요|이죠)?"
                         r"\s*[?？]"
                         r"|\bhow many cards (does|do|will|would) (\w+ ){1,2}(hold|have|keep)\b"
                         r"(?! to\b)"
                         r"|\bhow many (cards )?(are |will be )?(left|remaining|remain) in "
                         r"(my |your |their )?hand\b)")
"""The hand after the end phase asked, whatever the sentence says about hiding before it."""
CONDITION_END = re.compile(r"(とき|時|際|たら|ると[、,]?|(の)?(後|あと)(の|で|に|は)|때|(으)?면"
                           r"|시점|후에|뒤에|후의|뒤의|[、,]"
                           r"|\bthen\b|\bafter\b)")
ZONE_TOPIC = re.compile(r"(ライフ|オーラ|手札|라이프|오라|손패|\blife\b|\baura\b|\bhand\b)")


OWN_FIRST = re.compile(r"((自分|私)の最初のターン|(自分|私)の1ターン目"
                       r"|(내|제|나의)\s?첫\s?(번째\s?)?턴"
                       r"|\b(my|your|their|his|her) (own |very )?first turn\b)", re.IGNORECASE)
INSTEAD_STAYS = re.compile(r"(集中力|집중력|\bvigor\b|\bfocus\b)[^。?？]{0,6}(が|は|이|가)?\s?"
                           r"(まま|残|남)")
"""「集中力がそのまま」: the Vigor stays, not the 畏縮."""


def _after_condition(part: str, at: int) -> bool:
    """「カードを2枚引くとき、ライフは…」: the draw is the condition, a zone after it is asked."""
    rest = part[at:]
    cut = CONDITION_END.search(rest)
    return bool(cut and ZONE_TOPIC.search(rest, cut.end()))


def _end_measure(text: str, asked: str, force_value: bool = False) -> str | None:
    if not (re.search(r"(手札|손패|\bhand\b|\bcards?\b|카드|カード)", text)):
        return None
    kind = "value" if force_value else _kind(asked)
    if w.TO_DISCARD.search(asked) and kind not in ("value", "what", "winner") \
            and not w.HIDE.search(asked):
        return "discarded"  # 「捨て札にしますか」: the hand limit turns cards face down instead
    if w.DISCARD_ASKED.search(asked) and not w.HIDE.search(asked):
        # "how many do I discard?": the hand limit turns cards face down ("put face-down into
        # my discard (伏せ札)" names the face-down pile)
        return None
    if w.HAND_LIMIT.search(asked) and kind in ("value", "what") and \
            not LIMIT_VALUE.search(asked):  # (「手札上限は2ですが、何枚…」 tells it)
        return None  # "what is the hand limit?": a rule value, not a position read off a probe
    if kind == "value" and HAND_LEFT_Q.search(asked):
        return "hand-left"  # "after turning them face down, how many are left in my hand?"
    if kind == "value" and w.HIDE_TOTAL.search(asked):
        return "facedown-total"
    if kind == "value" and w.HIDE.search(asked):
        return "hidden"
    if kind == "value" and re.search(r"(手札|손패|\bhand\b|残|남|keep|left|remain)", asked) \
            and not w.OTHER_PILE.search(asked):
        return "hand-left"
    if kind in ("value", "what", "winner"):
        return None
    if w.HIDE.search(asked) and NO_NEED_HIDE.search(asked):
        return "skip-hide"  # "I don't have to put any face down, right?": may I keep them all?
    if w.HIDE.search(asked) and w.OPTIONAL.search(asked):
        return "hide-optional"
    if w.HIDE.search(asked) and w.MUST.search(asked):
        return "must-hide"
    if w.HIDE.search(asked) and w.CHOOSE.search(asked) and kind == "can":
        return "choose-hide"
    if w.HIDE_NOT.search(asked) and kind == "can":
        return "skip-hide"  # "may I keep them all / not turn any face down?"
    if w.KEEP.search(asked) and kind == "can":
        return "keep"
    return None


MOVED_OFF = re.compile(r"^[^。.?？]{0,26}(送られ|取り除|移動し|移され|取られ|떼어|옮겨|제거"
                       r"|보내|이동(했|하|되|됐|한|해)"
                       r"|\b(is|are|was|were|gets?|got) (removed|taken|moved)\b)", re.I)
"""A token count said with its removal (「1つダストに送られた」, "one token is removed")."""
LAST_TOKEN = re.compile(r"(最後の|最後に残|残っていた|唯一の|마지막|유일한|\b(the )?(last|only) "
                        r"(remaining )?(token|crystal|counter|charge)\b)", re.IGNORECASE)
"""「最後に残っていた桜花結晶1つ」: the count moved was all that was left on it."""


IN_PLAY_SINCE = re.compile(r"(付与札|カード)を(出して|展開して|場に出して)(い|あり|おり|あ)"
                           r"|부여패를?\s?(전개해|내)\s?(두었|놓았|놨|두고|있)")
"""An enhancement said to be in play, not just played: its 納 is no count of what is left."""
JUST_PLAYED = re.compile(r"(このターン|今|さっき|先ほど|直前|この(メイン)?フェイズ"
                         r"|이번\s?턴|방금|막)")


DECK_LEFT = re.compile(r"\b(?P<n>\d+|one|two|three|four|five) cards? (left|remaining) in (my |the "
                       r"|their |your )?deck\b")
"""A deck count said by the cards left in it (number_near reads only a number beside "deck")."""


def _read_facts(lexicon: Any, text: str, lang: str, phase: str, reading: Reading) -> None:
    facts = reading.facts
    mentions = [m for m in lexicon.find(text, "sakura")
                if m.key in ZONES or _storage_word(m, text)]
    masked = [a.span() for a in w.ASKED_AMOUNT.finditer(text)]
    masked += [m.span(1) if m.group(1) else m.span(5) for m in w.EQUALS.finditer(text)
               if w.ZONE_NOUN.search(_asked_sentence(text)) and m.start() >= text.rfind(
                   _asked_sentence(text))]  # 「ライフは1になりますか」: the 1 is asked
    limits = list(LIMIT_VALUE.finditer(text))
    masked += [m.span("n") for m in limits]  # 「手札上限は2」: the rule's own 2 (5-1-3)
    if any(m.group("n") not in ("2", "two", "two cards") for m in limits):
        reading.missing.append({"ja": "手札の上限を変えている効果（上限は2: 5-1-3）",
                                "ko": "손패 상한을 바꾸는 효과(상한은 2: 5-1-3)",
                                "en": "the effect that changes the hand limit (it is 2: 5-1-3)"
                                }[lang])
    enhancements = 0 if len(set(SEVERAL_ENHANCEMENTS.findall(text))) < 2 else 2
    _shared_count(text, mentions, facts, reading)
    for m in mentions:
        n = number_near(text, m, mentions, lang, masked)
        if n is None:
            n = _full_or_empty(text, m)
        if n is None:
            continue
        key = "storage" if _storage_word(m, text) else ZONES[m.key]
        if key == "storage" and m.key == "付与札" and not _card_count(text, m, n):
            enhancements += 1
        if key == "storage" and m.key == "付与札" and "storage" in facts:
            continue
        if key == "storage" and _card_count(text, m, n):
            continue  # 「付与札を1枚出した」: a number of cards, not the crystals on it (納)
        if key == "storage" and MOVED_OFF.search(text[m.end:m.end + 40]) and \
                not LAST_TOKEN.search(text):
            continue  # "one token is removed from it": a count moved, not the crystals on it
        if m.key == "納" and IN_PLAY_SINCE.search(text) and not JUST_PLAYED.search(text):
            continue  # 「納2の付与札を出しています」: its 納, not the crystals left on it now
        facts.setdefault(key, n)
        reading.evidence.append(f"{m.name} {n}")
    if enhancements >= 2 or TWO_ENHANCEMENTS.search(text):
        # 「付与札Aに1つ、付与札Bに3つ」, "two Enhancements": the probes place one
        reading.missing.append({"ja": "どの付与札のことか（2枚以上の付与札が書かれている）",
                                "ko": "어느 부여패인지(부여패 2장 이상이 적혀 있음)",
                                "en": "which enhancement (two or more are described; one is "
                                      "played)"}[lang])
    held = w.HOLD_CARDS.search(text)
    if held and "hand" not in facts:
        word = held.group("n")
        facts["hand"] = int(word) if word.isdigit() else AMOUNT_WORDS.get(word, 0)
        reading.evidence.append(f"hand {facts['hand']} (held cards)")
    left = DECK_LEFT.search(text)
    if left:  # "1 card left in my deck" (over a number read beside "deck" from elsewhere)
        word = left.group("n")
        facts["deck"] = int(word) if word.isdigit() else AMOUNT_WORDS.get(word, 0)
    if w.DECK_EMPTY.search(text):
        facts["deck"] = 0
    elif w.DECK_ENOUGH.search(text) and "deck" not in facts:
        facts["enough"] = True
    if w.FLINCH.search(text):
        facts["flinch"] = not w.NOT_FLINCH.search(text)
    not_first = w.NOT_FIRST.search(text)
    own = OWN_FIRST.search(text)
    if not_first and own and all(re.search(r"(ゲーム|게임|\bgame\b|\bduel\b)", m.group(0))
                                 for m in w.NOT_FIRST.finditer(text)) and not re.search(
            r"(\bnot|n't|\bno longer)\W*(\w+\W+){0,2}$", text[:own.start()]) and not re.match(
            r"[^.。]{0,25}(\bwas\b|\bpassed\b|\bago\b|\balready\b|\bhad\b|過ぎ|終わ|済|지났|끝났|이미)",
            text[own.end():]):
        # "my first turn (not the game's first turn; I went second)": 8-1-3 counts each
        # player's own first turn
        facts["first"] = True
    elif not_first:
        facts["first"] = False
    elif w.FIRST_TURN.search(text):
        facts["first"] = True
        orders = {m.group(0) for m in w.PLAYER_ORDER.finditer(text)}
        if "focus" not in facts and len(orders) == 1:
            # 4-1 ⅵ: the first player starts with Vigor 0, the second with 1; the first turn
            # skips the start phase's gain (8-1-3)
            facts["focus"] = 1 if w.SECOND_PLAYER.search(orders.pop()) else 0
            reading.evidence.append(f"focus {facts['focus']} from the setup (4-1 ⅵ); assumed: "
                                    "no effect changed it before this turn")
    else:
        reading.evidence.append("assumed: not the player's first turn (8-1-3 skips the start "
                                "phase's default processing only on each player's first turn)")
    if w.RESHUFFLE_NO.search(text):
        facts["reshuffle"] = False
    elif w.RESHUFFLE_YES.search(text) or reading.actions[0]["measure"] in (
            "reshuffle-dmg", "reshuffle-aura", "returns-facedown", "returns-discard"):
        facts["reshuffle"] = True
    measure = reading.actions[0]["measure"]
    if measure == "opening":
        facts["reshuffle"] = True  # the damage asked about is the reshuffle's (9-7 ⅰ)
        if w.DAMAGE_AMOUNT.search(text) and facts.get("life") == 1:
            del facts["life"]  # "take 1 Life damage": the damage, not the Life left
    if phase == "end" and "hand" not in facts and (
            w.OVER_LIMIT.search(text) or measure in ("hide-optional", "choose-hide")):
        facts["over"] = True  # "is hiding optional / which card": the hand is over the limit
    if phase == "start" and w.ENHANCE.search(text) and not w.NO_ENHANCE.search(text):
        facts["enhance"] = True


LIMIT_VALUE = re.compile(w.HAND_LIMIT.pattern + r"\s?(は|が|이|가|은|는|is|of|=|:)?\s?"
                         r"(?P<n>\d+|two|two cards)", re.IGNORECASE)
"""The hand limit's own number (5-1-3), said beside it: not the hand's count."""
LIST_JOIN = re.compile(r"\s?(・|、|,|と|や|及び|·|와|과|and|,\s?and)\s?$")
SHARED_COUNT = re.compile(r"\s?(は|が|も|은|는|이|가|도|are|were)?\s?"
                          r"(すべて|全て|いずれも|どれも|ともに|모두|전부|다|all|both)\s?"
                          r"(\d+)\s?(枚|장|cards?)?")
"""「山札・捨て札・伏せ札はすべて0枚」: one count said of every zone in the list."""


def _shared_count(text: str, mentions: list[Any], facts: dict[str, Any],
                  reading: Reading) -> None:
    """Zones listed together with one count for all (the count is each zone's)."""
    piles = [m for m in mentions if m.key in ("手札", "山札", "捨て札", "伏せ札")]
    groups: list[list[Any]] = []
    for m in piles:
        gap = text[groups[-1][-1].end:m.start] if groups else ""
        if groups and LIST_JOIN.search(gap) and len(gap) <= 6 and not re.search(
                r"[0-9０-９一二三四五六七八九十]|(枚|장|cards?)", gap):
            # (not 「手札は3枚、山札・捨て札は…」: a pile with its own count ends the list)
            groups[-1].append(m)
        else:
            groups.append([m])
    for group in groups:
        if len(group) < 2:
            continue
        shared = SHARED_COUNT.match(text, group[-1].end)
        if shared is None:
            continue
        n = int(shared.group(3))
        for m in group:
            facts[ZONES[m.key]] = n
        reading.evidence.append(f"{', '.join(m.name for m in group)} {n} each")


SEVERAL_ENHANCEMENTS = re.compile(r"(?:付与札|부여패)\s?([a-e①②③])(?![a-z])"
                                  r"|\benhancement ([a-e])\b(?=\s?(has|with|holds|is|carries|and"
                                  r"|,|\(|:))", re.IGNORECASE)
"""A labelled enhancement (「付与札A」, "Enhancement B"): two labels are two enhancements."""
TWO_ENHANCEMENTS = re.compile(r"((2|二|２|3|三)枚の付与札|付与札(が|を|は)?(2|二|２|3|三)枚"
                              r"|부여패(가|를|이|는)?\s?(2|두|3|세)\s?장|(2|두|3|세)\s?장의\s?부여패"
                              r"|\b(two|three|2|3|both) (of my |my )?enhancements\b)",
                              re.IGNORECASE)
"""Two or more enhancements on the board at once."""


def _card_count(text: str, mention: Any, n: int) -> bool:
    """Whether the number read next to an enhancement counts cards (「1枚」, "1장", "one card")."""
    near = text[max(0, mention.start - 12):mention.end + 24]  # 「付与札に、…カードが1枚」
    return bool(re.search(rf"(?<!\d){n}\s?(枚|장|cards?\b)", near)) or (
        # 「부여패가 하나」: one card
        n == 1 and bool(re.search(r"(부여패|付与札)(가|이|는|도)?\s?하나", near)))


def _storage_word(mention: Any, text: str) -> bool:
    """"an enhancement with 1 charge / token": the English "charge" there is 納, not 宿し, and
    the only crystals named are those on the enhancement."""
    if not w.ENHANCE.search(text):
        return False
    if mention.key == "宿し":
        return mention.name.startswith("charge")
    return mention.key == "桜花結晶" and not w.OTHER_CRYSTALS.search(text)


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
        if m.key == "通常札" and re.match(r"[）)]", text[m.end:m.end + 1]) and re.search(
                r"付与札\s?[（(]$", text[:m.start]):
            continue  # 「付与札（通常札）」: only describes the enhancement
        if m.key == "通常札" and phase == "end":
            continue  # 「手札は通常札4枚」: a normal card can be turned face down (8-3-2)
        if m.key == "メインフェイズ" and (re.search(w.MAIN_START, text) or (
                phase == "start" and measure.removesuffix("-delta") in AFTER_START)):
            # 「メインフェイズ開始時」, 「最初のターンのメインフェイズで集中力は」: when the start
            # phase is over (an action in the main phase is another term, checked below)
            continue
        if m.key == "通常札" and re.search(r"(捨て札|伏せ札|버림패|덮음패|discard|face-?down)",
                                            text[max(0, m.start - 16):m.end + 16]):
            continue  # 「捨て札に通常札5枚」: the pile's cards (9-7 ⅱ reshuffles them), counted
        if m.key == "通常札" and measure.startswith("returns-"):
            continue  # 「伏せ札にある通常札も戻すか」: 9-7 ⅱ moves the normal cards of both piles
        if m.key == "隙" and measure == "opening":
            continue  # 10-6: the 隙 enhancement is on the probe's board
        if m.key == "消費" and re.match(r"s?\s+(me\s+)?(a|1|one)\s+life", text[m.end:m.end + 16]):
            continue  # "reshuffling costs me a Life": the 9-7 ⅰ damage, not a card's 消費
        if m.key == "毒" and "poison" in reading.facts:
            continue  # the poison cards' count is on the probe's board (no-facedown)
        if m.key not in MODELLED and m.term.kind in FORBIDDEN_KINDS and not _storage_word(m, text):
            what = say("keyword", lang, m.key)
            if what not in reading.missing:
                reading.missing.append(what)
    denied = w.NO_EFFECTS.sub(" ", w.DENIED_QUOTED.sub(" ", SAID_CLAIM.sub(" ", text)))
    for name in quoted_names(denied, lexicon.names):  # not 「『敗北しない』といった効果はない」
        if "poison" in reading.facts and sakura_poison.is_name(name):
            continue  # 「치카게의 독」: Chikage's poison cards, counted on the probe's board
        reading.missing.append(say("card", lang, name))
    act = reading.actions[0]
    if act.get("turn") == "B" and phase == "start" and measure in (
            "enh-gone", "enh-fx", "storage", "storage-delta", "storage-down"):
        # the asker's enhancements in the opponent's start phase: 8-1-3 ⅱ says 「＜付与札＞の
        # カード全て」 while the basic rules say 「自分の付与札」 — the engine follows the latter,
        # and a verdict would rest on that reading alone
        reading.missing.append(say("keyword", lang, "相手の開始フェイズの付与札（8-1-3 ⅱ）"))
    if w.SOME_PHASE.search(text):  # 8-3-2 binds the turn player only: whose phase is it?
        reading.missing.append(_WHOSE_PHASE[lang if lang in _WHOSE_PHASE else "en"])
    elif act.get("turn") == "B":
        # "相手の開始フェイズに自分の…": the rest must be the asker's own, said so
        rest = w.OPP_END.sub(" ", w.OPP_START.sub(" ", text))
        allowed = OPP_MEASURES if phase == "start" else OPP_END_MEASURES
        if OPPONENT.search(rest) or not SELF.search(rest) or measure not in allowed \
                or "first" in reading.facts:
            reading.missing.append(_WHOSE[lang if lang in _WHOSE else "en"])
    elif OPPONENT.search(OPP_VALUES.sub(" ", SAID_CLAIM.sub(" ", text))
                         if reading.kind == "winner"
                         else OPP_HAND.sub(" ", SAID_CLAIM.sub(" ", _their_own(text)))
                         if phase == "end" and w.OWN_END.search(text)
                         and not EACH_OF_US.search(asked_part(text))
                         and OWN_HAND_TOLD.search(OPP_HAND.sub(" ", text))
                         else SAID_CLAIM.sub(" ", _their_own(text))):
        # the probe plays one player's own turn only ("do they lose?" keeps its "they")
        reading.missing.append(_WHOSE[lang if lang in _WHOSE else "en"])
    if phase == "end" and act.get("turn") == "B" and (
            EACH_OF_US.search(asked_part(text)) or IN_TOTAL.search(asked_part(text))):
        # "how many cards in total are put face down?": both hands, the probe counts one
        reading.missing.append(_WHOSE[lang if lang in _WHOSE else "en"])
    if phase == "end" and act.get("turn") != "B" and not w.OWN_END.search(text) \
            and not w.SOME_PHASE.search(text) and w.THIRD_PLAYER_HAND.search(text):
        # "Player B holds 4 cards at the end phase": whose end phase? 8-3-2 cuts the turn
        # player's hand only, so both are played. "At the end phase I have 4 cards" stays the
        # asker's own (「終了フェイズに手札が4枚」 leaves the subject out as a ruling does):
        # over the red-team sets that reading gave 172 right answers against 82 "cannot decide"
        # golds — a trope of the generated sets; an official ruling always has an answer.
        if measure in OPP_END_MEASURES:
            act["whose"] = ("A", "B")  # both played: "2 cards, must I hide any?" is no for both
        else:
            reading.missing.append(_WHOSE_PHASE[lang if lang in _WHOSE_PHASE else "en"])
    elif phase == "end" and act.get("turn") != "B" and w.OWN_END.search(text) \
            and w.THIRD_PLAYER_HAND.search(text) and not w.TURN_PLAYER.search(text):
        # "It is my end phase. Player B holds 5 cards": the end phase is told, the hand is
        # another player's (8-3-2 cuts the turn player's only) — which is not played; "the turn
        # player has 4 cards … how many does this player hide?" names the turn player twice
        reading.missing.append(_WHOSE[lang if lang in _WHOSE else "en"])
    plain = w.ON_DESTROY_EFFECT.sub(" ", text)  # 「破棄時効果」 is the probe's own card text
    plain = w.NO_EFFECTS.sub(" ", plain)  # 「効果などはありません」: no effect to play
    plain = re.sub(r"\b(in|into|out of) play\b", " ", plain)  # "an enhancement in play"
    plain = ENHANCEMENT_PLAYED.sub(" ", plain)  # "I played an enhancement on turn 1": the card
    if re.search(r"(攻撃|공격|\battack|効果|효과|\beffects?\b|使用|사용|\bplay(s|ed|ing)?\b"
                 r"|\bus(e|es|ed|ing)\b)", plain):
        reading.missing.append(say("effect", lang))
    asked = _asked_sentence(text)
    bare = w.NOT_FLINCH.sub(" ", w.RESHUFFLE_NO.sub(" ", asked))
    orders = {m.group(0) for m in w.PLAYER_ORDER.finditer(text)}
    # "後攻の最初のターン": each player's first turn is skipped alike (8-1-3); otherwise who
    # went first changes which turn is meant
    order_ok = (reading.facts.get("first") and len(orders) == 1 and not w.FLINCH.search(text)) \
        or (reading.facts.get("first") is False and bool(w.OWN_LATER.search(text)))
    if w.WHEN.search(asked) or w.EXCEPT.search(text) or (orders and not order_ok) or (
            w.OUT_OF_FAMILY.search(text)) or (
            w.ORDER.search(asked) and measure not in w.VALUES and measure != "draw-first") or (
            w.NEG_Q.search(bare) and not w.MUST.search(asked)) or (
            reading.facts.get("first") and (w.NEXT.search(text) or w.FLINCH.search(text))):
        # "when…?", "other than the start phase", first/second player, order, negated asks,
        # "flinched on turn 1 … next start phase": the turn asked is not the one played
        reading.missing.append(say("keyword", lang, _first(text)))
    next_start = NEXT_START.search(text)
    if next_start and not OWN_NEXT.search(text):
        # "after the next start phase": after the asker's turn the next one is the
        # opponent's, whose 8-1-3 leaves the asker's things alone — whose is not said
        reading.missing.append(say("keyword", lang, next_start.group(0)))
    before_draw = BEFORE_DRAW.search(asked)
    if before_draw:  # 「再構成した直後（ドロー前）の山札」: probes measure after the phase
        reading.missing.append(say("keyword", lang, before_draw.group(0)))
    yes_no = not (measure in w.VALUES or measure.endswith("-delta")) and measure != "winner"
    if w.REPEAT.search(text) or w.CAP_ASKED.search(asked) or w.ONLY.search(asked) or (
            yes_no and w.WH_WORD.search(asked) and not w.CHOOSE.search(asked)):
        found = (w.REPEAT.search(text) or w.CAP_ASKED.search(asked) or w.ONLY.search(asked)
                 or w.WH_WORD.search(asked))
        reading.missing.append(say("keyword", lang, found.group(0) if found else asked[:20]))
    if "equals" in reading.actions[0]:
        # 「ライフは4になりますか」 with no life stated: every probe says "no" for its own
        # reason — the value before must be stated
        need = {"hidden": "hand", "hand-left": "hand", "facedown-total": "facedown",
                "draws": "deck", "desp": "deck"}.get(measure.removesuffix("-delta"),
                                                      measure.removesuffix("-delta"))
        if need not in reading.facts and not measure.endswith("-delta"):
            reading.missing.append(say("start value", lang, need))
    if measure in ("enh-gone", "storage", "storage-delta", "storage-down") and \
            w.ON_DESTROY.search(text) and w.ONTO_THIS_CARD.search(text):
        # 「【破棄時】ダストから桜花結晶を1つこのカードの上に置く」: the probe's 破棄時 effect
        # puts nothing back, and 9-5 ⅱ discards the card only if it then holds none
        reading.missing.append(say("effect", lang))
    if measure in ("enh-gone", "enh-fx", "storage") and "storage" not in reading.facts:
        reading.missing.append(say("start value", lang, "納"))
    elif measure in ("enh-gone", "enh-fx", "storage") and re.search(
            r"(ダスト|더스트|\bdust\b|\bshadow\b)", text, re.IGNORECASE) and re.search(
            r"(納|납|\bcharge)", text, re.IGNORECASE) and "A.aura" not in reading.facts:
        # 「そのときダストには1個」: 9-2-3 ⅲ took the rest of 納 from the aura, not given
        reading.missing.append(say("start value", lang, "オーラ"))
    if measure == "focus-up" and reading.facts.get("focus") == 2 and not reading.facts.get(
            "flinch"):
        # at the cap the focus is "gained" but stays 2 (5-1-2): "gain" vs "go up" is unclear
        reading.missing.append(say("keyword", lang, "集中力上限"))


ENHANCEMENT_PLAYED = re.compile(
    r"\b(played|put out|deployed|placed|used|put down)\s+(an?|my|the|one|that|this)\s+"
    r"([\w-]+\s+){0,3}enhancements?\b|付与(札|カード)を(場に)?(出|使|使用|置|配置)"
    r"|부여\s?(패|카드)를\s?(냈|내|사용|썼|놓|깔)", re.IGNORECASE)
"""The enhancement on the board told as played earlier: the card the probes place, not an
effect to play."""
OPP_VALUES = re.compile(
    r"(相手|対戦相手)(は|の)?\s?(ライフ|オーラ|フレア)(は|が)?\s?\d+(、\s?(ライフ|オーラ|フレア)\s?\d+)*"
    r"|상대(는|의)?\s?(라이프|오라|플레어)(는|가)?\s?\d+(,\s?(라이프|오라|플레어)\s?\d+)*"
    r"|\b(my |the )?opponent('s)?( side| is)?:? (at |has )?(\d+ (life|aura|flare)|(life|aura|flare)"
    r" \d+)(,? (and )?(\d+ (life|aura|flare)|(life|aura|flare) \d+))*\b", re.IGNORECASE)
"""The opponent's Life or Aura told beside a start-phase who-wins: the turn player's own start
phase (9-7 ⅰ, 10-10) never touches them."""
THIRD_PLAYER = re.compile(r"\b(a|the|that|this) (turn |first |second |flinched )?player\b"
                          r"|\bthe player (going|who goes) (first|second)\b", re.IGNORECASE)
EXPLICIT_OPPONENT = re.compile(r"(相手|対戦相手|상대|\bopponent|\benemy\b|\bthe other player\b)",
                               re.IGNORECASE)


SAID_CLAIM = re.compile(
    r"(相手|対戦相手|友人|友達|(?<![a-z])[ab])?(は|が)?\s?[「『][^」』]{1,80}[」』]\s?(と|って)\s?"
    r"(言|主張|反論|指摘|思)"
    r"|(상대|친구)?(는|가)?\s?['\"‘“「][^'\"’”」]{1,80}['\"’”」]\s?(라고|고)\s?(말|주장|하|해|합)"
    r"|\b(my )?(opponent|friend|he|she|they) (says|said|claims|claimed|insists|insisted),?\s?"
    r"[\"“'][^\"”]{1,80}[\"”']"
    r"|\b(the |my )?(opponent|friend) (says|said|claims|claimed|insists|insisted)( that)?\s"
    r"(?![\"“‘'])[^.?!;]{1,120}"
    r"|\b(opponent|friend)\s?:\s?[\"“‘'][^\"”’]{1,80}[\"”’']"
    r"|(相手|対戦相手|友人)\s?[:：]?\s?[「『][^」』]{1,60}[」』]"
    r"|(상대|친구)\s?[:：]?\s?['\"‘“「][^'\"’”」]{1,60}['\"’”」]", re.IGNORECASE)
"""A claim someone voices, quoted (「相手は『…』と言う」): not a card, nor the opponent's state."""
EACH_OF_US = re.compile(r"(それぞれ|お互い|両者|両方|各自|2人とも|二人とも|각자|각각|서로|둘\s?다"
                        r"|\beach of us\b|\bboth of us\b|\beach player\b|\bboth players\b)",
                        re.IGNORECASE)
"""A count asked of both players: the opponent's hand is part of the question."""
IN_TOTAL = re.compile(r"(合計|全部で|합계|총\s|모두\s?합쳐|\bin total\b|\baltogether\b|\bin all\b)",
                      re.IGNORECASE)
"""A count summed over both players (in the opponent's end phase: not the asker's alone)."""
OWN_HAND_TOLD = re.compile(r"(手札(は|が)?\s?\d+|\d+\s?枚の手札|손패(는|가)?\s?\d+"
                           r"|\d+\s?장의\s?손패"
                           r"|\b(i|i've|i have|i hold|i'm holding|holding)\b[^.?]{0,12}"
                           r"\b(\d+|one|two|three|four|five|six|seven|eight) (normal )?cards?\b"
                           r"|\b(\d+|one|two|three|four|five|six|seven|eight) cards? in (my )?"
                           r"hand\b|\bhand (of )?\d+\b)", re.IGNORECASE)
"""The asker's own hand count told (besides the opponent's), for an end phase's 8-3-2."""
OPP_HAND = re.compile(r"(相手|対戦相手)の?\s?手札(は|が)?\s?\d+\s?枚"
                      r"|상대(의)?\s?손패(는|가)?\s?\d+\s?장"
                      r"|\b(my |the )?opponent('s)? (has|holds|is holding) (\d+|one|two|three|four"
                      r"|five|six|seven|eight)( cards?)?( in (hand|their hand))?\b"
                      r"|\b(my |the )?opponent'?s hand (is|has) \d+( cards?)?", re.IGNORECASE)
"""The opponent's hand told beside the asker's end phase: 8-3-2 cuts the turn player's only."""


def _their_own(text: str) -> str:
    """"A player … begins the start phase of one of their later turns": with one player named
    in the third person and no opponent, "their" is that player's own, not the opponent's."""
    if THIRD_PLAYER.search(text) and not EXPLICIT_OPPONENT.search(text):
        return re.sub(r"\b(their|them|they)\b", "its", text, flags=re.IGNORECASE)
    return text


_CAUSE = {"ja": "再構成の原因（開始フェイズのルールによるものか、効果によるものか）",
          "ko": "재구성의 원인(개시 페이즈의 규칙인지 효과인지)",
          "en": "what caused the reshuffle (the start phase's rule or an effect)"}
_WHOSE = {"ja": "どちらのプレイヤーのターン・状態か（相手が書かれている）",
          "ko": "어느 플레이어의 턴·상태인지(상대가 적혀 있음)",
          "en": "whose turn or state it is (the opponent is mentioned)"}
_WHOSE_PHASE = {"ja": "誰のターンのフェイズか（書かれていない。手札の上限はターンプレイヤーのみ）",
                "ko": "누구의 턴의 페이즈인지(적혀 있지 않음. 손패 상한은 턴 플레이어만)",
                "en": "whose turn the phase belongs to (not said; the end phase's hand limit "
                      "binds only the turn player)"}


def _first(text: str) -> str:
    """The phrase that took the question out of this family (for the missing note)."""
    for pattern in (w.WHEN, w.EXCEPT, w.PLAYER_ORDER, w.OUT_OF_FAMILY, w.ORDER, w.NEG_Q, w.NEXT,
                    w.FLINCH):
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
        base = dict(w.START_BASE)
        if facts.get("enhance"):
            base["storage"] = 2
        perturb = [(k, v) for k, v in w.START_PERTURB if k in base]
        if act["measure"] == "opening":  # only the reshuffle's damage is asked: no 焦燥 after it
            perturb = [(k, v) for k, v in perturb if k not in ("deck", "discard", "take")]
    else:
        base, perturb = dict(w.END_BASE), list(w.END_PERTURB)
        if facts.get("over"):
            base["hand"] = w.OVER_LIMIT_HANDS[0]
            perturb = [("hand", w.OVER_LIMIT_HANDS[1]), ("facedown", 2)]
        if act.get("keep") and "hand" not in facts:  # "can I keep 4?": the asker holds 4+
            base["hand"] = act["keep"]
            perturb = [("hand", act["keep"] + 2), ("facedown", 2)]
    if facts.get("enough"):
        base["deck"] = ENOUGH_DECKS[0]
        perturb = [(k, v) for k, v in perturb if k != "deck"] + [("deck", ENOUGH_DECKS[1])]
    stated = {k for k in facts if k in base} | ({"deck"} if facts.get("enough") else set())
    variants = [base] + [{**base, k: v} for k, v in perturb if k not in stated]
    if act["phase"] == "start" and act["measure"] != "opening":
        for combo in w.START_COMBOS:  # values that only matter together (a reshuffle of nothing)
            free = {k: v for k, v in combo.items() if k not in stated}
            if free:
                variants.append({**base, **free})
    out: list[Probe] = []
    for whose in act.get("whose", (None,)):
        played = act if whose is None else {**act, "turn": whose}
        for variant in variants:
            board = {**variant, **{k: v for k, v in facts.items() if k in base}}
            board["first"] = facts.get("first", False)
            board["poison"] = facts.get("poison", 0)
            assumed = {k: v for k, v in variant.items() if k not in facts}
            if whose is not None:  # the end phase of an unsaid turn: the asker's, or not (8-3-2)
                assumed["whose"] = whose
            text = _dsl(board, played)
            if text is not None:
                out.append(Probe(text, assumed, 0))
    return out


def _dsl(board: dict[str, Any], act: dict[str, Any]) -> str | None:
    """The probe position as Sakura DSL text (turn A start / turn A end)."""
    hand = [f"H{i}" for i in range(1, int(board["hand"]) + 1)]
    lines = ["game sakura", "title \"turn structure read from the question\""]
    poison = int(board.get("poison", 0))  # the read hand holds them (sakura_poison.Hand)
    lines += [f"card {h} action" + (" no-facedown" if i < poison else "")
              for i, h in enumerate(hand)]
    if "storage" in board and act["measure"] == "opening":
        lines.append("card 付1 enhance storage 2 opening")  # 10-6 隙
    elif "storage" in board:
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
    if act.get("turn") == "B" and act["phase"] == "end":
        lines.append("turn B end")  # 8-3-2: only B, the turn player, hides cards
    elif act.get("turn") == "B":
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
    if act["measure"] in ("reshuffle-can", "draw-first", "drew-after"):
        yes = True
    elif act["measure"] in ("reshuffle-must", "reshuffle-skip"):
        yes = False
    elif act["measure"] == "opening":
        yes = True
    out.append(f"A reshuffle {'yes' if yes else 'no'}")
    life, aura = int(board.get("life", 10)), int(board.get("aura", 3))
    deck = int(board.get("deck", 5))
    if yes:
        life -= 1  # 9-7 ⅰ
        deck += int(board.get("discard", 0)) + int(board.get("facedown", 0))
        deck += 1 if board.get("storage") == 1 else 0  # the emptied enhancement is discarded
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


judge = sakura_turn_judge.judge
"""What one played probe says (the findings live in sakura_turn_judge)."""
