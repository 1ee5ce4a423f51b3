"""Reading helpers every game's extractor shares: owners, numbers near a term, card names."""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from judge.answer.extract.megami import owned_names
from judge.answer.lexicon import Lexicon, Mention, default_lexicon
from judge.answer.numbers import NUMBER, value

if TYPE_CHECKING:
    from judge.answer.extract import Finding, Reading
    from judge.engine.runner import RunResult

BOUNDARY = re.compile(r"[。．.!?？！\n;；]")
OPPONENT = re.compile(r"(相手|対戦相手|상대|opponent|their|enemy|the other player)", re.I)
SELF = re.compile(r"(自分|私|내|나의|제 |\bmy\b|\bi\b|\bmine\b)", re.I)
NOT_FIRST = re.compile(r"(2ターン目以降|([2-9]|二|三|四|五)回目(以降)?の(自分の|私の)?ターン"
                       r"|(最初|1|一)(の)?ターン(目)?(では|じゃ|でも|で)(な|あり)"
                       r"|初ターン(では|でも|で)(な|あり)"
                       r"|(not|n't) (be )?((on|in|during) )?(my|the|their|a|his|her|your|its|our"
                       r"|the game's) (very )?"
                       r"first turn"
                       r"|\bnot (on )?the (very )?first turn of the (game|duel)\b"
                       r"|(not|n't) (be )?(the |a |that )?(turn )?\w+'s (very )?first turn"
                       r"|not (on )?turn (1|one)\b"
                       r"|(첫\s?(번째\s?)?턴|1\s?턴째)(이|은|는|도)?\s?(아닌|아님|아니|아냐|아닙)"
                       r"|(제|내|나의|자신의)\s?(두|2|세|3)\s?번째\s?(이후\s?)?(의\s?)?턴"
                       r"|(두|2)\s?번째\s?이후(의)?\s?(제\s?|내\s?)?턴"
                       r"|\b(my|your|their|his|her) (second|2nd|third|3rd)( or later)? turn\b"
                       r"|\bsecond or later turn\b|\bnon-?first turn\b|\bnot-first turn\b"
                       r"|\b(after|past|beyond) (the|my|your|their|his|her|our) (very )?"
                       r"first turn\b"
                       r"|(最初|1|一)(の)?ターン(目)?(より後|の後|を過ぎ)"
                       r"|첫\s?(번째\s?)?턴\s?(이후|다음|뒤|후))")
"""Negated first turn (「最初のターンじゃない」, "not my first turn", 「첫 턴이 아닌」)."""
ASIDE = re.compile(r"\s*[（(][^（()）]{0,30}[）)]")
"""A short parenthetical aside (「山札（残り2枚）に」, "my opponent (the player) as"): removed, it
no longer breaks the phrase around it."""
DENIED_LIST = re.compile(
    r"((?:[^\s、。,.?？!！()（）]{1,12}?(?:も|とか|や))+)\s*(?:何も|なにも)?\s*"
    r"(?:使わ|使い|出さ|出し|行わ|行い|発動し|発動さ|し|さ)?"
    r"(?:なし|無し|ない|ありません|ません|なかった|ず|なく)"
    r"|((?:[^\s,.?!()]{1,10}(?:도|나)\s?)+)\s*(?:없|안\s?(?:했|해|한|쓴|써|썼|쓰|쓸)"
    r"|(?:하|쓰|사용하)지\s?않)"
    r"|\bno [\w-]+(?: (?!(?:or|and|nor)\b)[\w-]+)?"
    r"(?:(?:,\s*|,? or |,? and |,? nor )(?:no )?[\w-]+(?: (?!(?:or|and|nor)\b)[\w-]+)?)+"
    r"|\b(?:don't|doesn't|didn't|do not|does not|did not|never|won't|will not)\s+"
    r"(?:[\w-]+(?:,\s*|\s+)){1,8}?(?:or|nor)\s+(?:[\w-]+\s+){0,2}[\w-]+")
"""A list of things said to be absent: 「修正も打ち消しも対応もなし」, 「수정도 무효도 없고」,
"no modifiers, cancels or reactions", "they don't block, use a substitute or an event"."""


SURVIVES = re.compile(r"(生き残|残り(ます|続け)|残る|場に留ま|破壊されず(に)?(済|残)"
                      r"|耐え(られ|る|ます|切)"
                      r"|살아남|남(나요|습니까|아\s?있)|\bsurvive|\bstays?\b|\bremains?\b"
                      r"|\bstill (on|in) (the )?(field|play)\b|\bkeeps? (it|them) alive\b)",
                      re.I)
"""A question about staying ("does it survive / remain?"): the opposite of "is it destroyed"."""
NONE_DESTROYED = re.compile(
    r"((何も|どちらも|いずれも)破壊され(ず|ない)"
    r"|(아무것도|둘\s?다|어느\s?쪽도)\s?파괴되지\s?않"
    r"|\b(with|and) (nothing|neither( monster)?|no monsters?|none( of them)?)"
    r" (being |getting )?destroyed\b|\bwithout (anything|any monster|either"
    r"( monster)?) (being |getting )?destroyed\b"
    r"|\b(is|are|was|were|gets?) (nothing|neither( monster)?|none( of them)?) destroyed\b)",
    re.I)
"""「何も破壊されずに終わりますか」, "does it end with nothing destroyed?": yes when none is."""


NAME_UNKNOWN = re.compile(r"(名前(は|を)?\s?(忘れ|覚えていな|思い出せな|分からな|わからな|知らな)"
                          r"|이름(은|을|이)?\s?(까먹|잊|기억\s?(안|나지|이\s?안)|모르)"
                          r"|\b(forgot|forgotten|don't remember|can't remember|do not remember"
                          r"|cannot remember|don't know|do not know) (its|the|their|the card's) "
                          r"names?\b|\bname (escapes me|i forgot|i can't remember))", re.I)
"""「名前は忘れました」, "forgot its name": the card is unknown, so is its text (subtype, cost…)."""


DECK_BUILDING = re.compile(
    r"(デッキ(を)?(構築|組)|構築(する|して|時|の)|덱(을|를)?\s?(구축|짜|만들)|덱\s?구성"
    r"|\b(build|building|built|construct\w*) (my |a |the |your )?deck\b"
    r"|\bdeck[- ](building|construction)\b)", re.I)
"""Building a deck (3-2): a setup the engines do not play; they start from a set board."""


DENIED_CANCEL = re.compile(
    r"((《攻撃》|攻撃)を)?(打ち消(し|す|される)?|無効)(す|に)?(る)?(の)?(効果|処理)?(は|も)?\s?"
    r"(ありません|ない|なし|無し|されていません|されていない|ていません)"
    r"|打ち消されて(は)?(い)?(ない|ません)|打ち消されたわけ(じゃ|では)(ない|ありません)"
    r"|(무효|상쇄)(화)?(는|도|하는\s?효과는)?\s?(없|되지\s?않)"
    r"|\b(no|not|isn't|wasn't|without|nothing) (any )?(cancel\w*|negat\w*)"
    r"|\bnot (been )?(cancel\w*|negated)")
"""A cancel said to be absent: 「《攻撃》を打ち消す効果はありません」, "it is not cancelled"."""


DENIED_ASIDE = re.compile(
    r"[（(](?P<a>[^（）()]{0,60}?((効果|能力|효과|능력)|(ない|ず|できない|못하는|없는)\s?(カード|札|카드|패))"
    r"(など|等|\s?같은\s?(건|것은|것도|거는)|\s?따위(는|도)|\s?등(은|도)?)?"
    r"(は|も|이|가|은|는)?\s?(何も|一切|特に|전혀|따로|특별히)?\s?"
    r"(ありません(でした)?|ない(ものとします|ものとする)?|なかった(ものとします|ものとする)?"
    r"|無し|なし|없습니다|없음|없다|없는\s?것으로\s?합니다|없어요|없었(습니다|어요|음)"
    r"|を?持って(い)?(ません|ない)|を?持たない|(을|를)?\s?가지고\s?있지\s?않(습니다|아요|음))[。.]?)[）)]"
    r"|[（(]\s*(?P<e>[^()]{0,24}\b(no|none of the|without|ignoring|disregarding)\b [^()]{0,50}"
    r"(\b(effects?|abilities|ability)\b|\bcards? (that|which) )[^()]{0,40})[）)]"
    r"|[（(]\s*(?P<n>nothing (else )?(changed|affected|modified|altered) (it|that|them|my \w+)"
    r"[^()]{0,60})[）)]",
    re.IGNORECASE)
"""An aside that denies any effect, ability or card (「（伏せ札にできないカードはありません）」,
"(no other effects apply)"): the plain rules hold, which is what the probes play."""


_SPACED_ASIDE = re.compile(r"\s*(?:" + DENIED_ASIDE.pattern + ")", re.IGNORECASE)


def strip_denied_asides(text: str) -> str:
    """The question without asides that only say no effect or card interferes.

    >>> strip_denied_asides("手札は5枚です（伏せ札にできないカードはありません）。何枚伏せますか？")
    '手札は5枚です。何枚伏せますか？'
    >>> strip_denied_asides("What is their Focus (ignoring effects)?")
    'What is their Focus?'
    >>> strip_denied_asides("（このカードは伏せ札にできない）")
    '（このカードは伏せ札にできない）'
    >>> strip_denied_asides("私のクリーチャー…じゃなくて怪異がレスト状態です。")
    '私の怪異がレスト状態です。'
    """
    return SELF_CORRECTED.sub("", _SPACED_ASIDE.sub("", text))


SELF_CORRECTED = re.compile(
    r"[ァ-ヶーA-Za-z一-龯]{1,12}\s?(…+|\.{2,}|・{2,}|‥+)\s?(じゃなくて|じゃなく|ではなくて|ではなく|いや)"
    r"[、,]?\s?"
    r"|\b(\d+\s)?[\w-]{1,12}(\s?—\s?|,\s|\s?\.{3}\s?|\s?…\s?)(sorry|i mean|no wait|er|um),?\s",
    re.IGNORECASE)
"""A word the asker corrects at once (「クリーチャー…じゃなくて怪異」, "tapped — sorry,
rested"): only the corrected word is read."""


QUOTE_SPAN = re.compile(r"「[^」]*」|『[^』]*』|“[^”]*”|\"[^\"]*\"|(?<!\w)'[^']*'(?!\w)")
"""A quoted passage of any length (a card's text said in the question)."""


def blank_quotes(text: str) -> str:
    """The text with its quoted passages blanked, same length: words there are card text.

    >>> blank_quotes("『攻撃力-1000』を発動")
    '          を発動'
    """
    return QUOTE_SPAN.sub(lambda m: " " * len(m.group(0)), text)


def blank_denied_lists(text: str) -> str:
    """The text with denied lists (DENIED_LIST) and denied cancels blanked, so that their words
    are not read as present."""
    text = DENIED_LIST.sub(lambda m: " " * len(m.group(0)), text)
    return DENIED_CANCEL.sub(lambda m: " " * len(m.group(0)), text)


NOT_A_COUNT = re.compile(
    r"^\s*(ダメージ|点のダメージ|데미지|대미지|damage|ターン目|턴|번째|turn|回|번|以上|以下|未満|より"
    r"|이상|이하|미만|or more|or less|or fewer|more|less|closer|farther|away"
    r"|つ?\s*(縮|減|増|広|離れ|近づ|詰)|만큼|(칸|개)?\s?(줄|늘|감소|증가|벌어|멀어|좁혀|좁아|가까워)"
    r"|down\b|up\b|shorter|longer|farther|further|wider|narrower"
    r"|(つ|個|点)?\s?(を)?\s?(支)?払(って|い|う|え|わ)|(개|을|를)?\s?(지불|소모|소비)"
    r"|(개|을|를)\s?내(고|서|면))",
    re.I)
"""After a number: it is a change or a bound ("間合が1つ縮まった", "2 closer"), not a count."""
QUOTED = re.compile(r"[「『“\"〈]([^」』”\"〉]{1,30})[」』”\"〉]"
                    r"|(?<![A-Za-z])'([^'\n]{1,30})'(?![A-Za-z])")
"""A quoted name (Hi!story writes names 〈織田信長〉); a single quote only when it is no
apostrophe ("don't … it's" quotes nothing)."""


def owner_before(text: str, start: int, lang: str, default: str = "A") -> str:
    """"B" if an opponent word is the nearest owner word before `start`, "A" for a self word."""
    begin = max(0, start - (24 if lang == "en" else 8))
    while lang == "en" and 0 < begin and (text[begin - 1].isalnum() or text[begin - 1] == "'"):
        begin -= 1  # a whole word: not "ponent's" of "my opponent's"
    window = BOUNDARY.split(text[begin:start])[-1]
    best, pos = default, -1
    for pattern, who in ((OPPONENT, "B"), (SELF, "A")):
        for m in pattern.finditer(window):
            if m.start() > pos:
                best, pos = who, m.start()
    return best


def number_near(text: str, mention: Mention, stops: list[Mention], lang: str,
                masked: list[tuple[int, int]]) -> int | None:
    """The count written right after a term (or right before it, in English), if any.

    Stops at a sentence boundary or the next zone term; skips numbers that are damage amounts,
    turn numbers, comparisons ("2 or more") or part of a range/damage pattern.
    """
    if re.match(r"[- ](damage|ダメージ|대미지)\b", text[mention.end:mention.end + 8], re.I):
        return None  # "no Aura-damage cap removal", "2 Aura damage": a damage, not the zone
    if lang == "en":
        # "2 Aura", "five Sakura tokens in my Aura" — a number right before the term wins
        begin = max([m.end for m in stops if m.end <= mention.start] + [0])
        close = BOUNDARY.split(text[begin:mention.start])[-1][-8:]  # not "0. the Distance"
        if re.search(r"\w\s+$", close):
            found = _first_count(close, mention.start - len(close), text, masked, last=True)
            last_word = re.search(r"(\S+)\s+$", close)
            # "2 Aura", "five Aura"; not "aura is 1 and life": the 1 belongs to aura
            if found is not None and last_word and NUMBER.fullmatch(last_word.group(1)):
                return found
        # "4 cards in hand", "3 sakura tokens on the Distance": the count names what it counts
        lead = BOUNDARY.split(text[begin:mention.start])[-1][-40:]
        counted = COUNTED_IN.search(lead)
        if counted:
            found = _first_count(counted.group(1), mention.start - len(lead) + counted.start(1),
                                 text, masked)
            if found is not None:
                return found
    end = min([m.start for m in stops if m.start >= mention.end] + [len(text)])
    window = text[mention.end:end]
    cut = BOUNDARY.search(window)
    window = window[: cut.start() if cut else len(window)][:24 if lang != "en" else 40]
    if lang == "en":  # "in hand, and no effects…": a count after a comma is another's
        window = re.split(r",| and (?:no|there|it|i|my|the)\b", window)[0]
        if mention.end + len(window) == end < len(text):
            # "take it on Aura to protect my 4 Life": "my 4" is the next term's count
            window = NEXT_TERMS_COUNT.sub("", window)
    found = _first_count(window, mention.end, text, masked)
    if found is None and lang == "en":
        begin = max([m.end for m in stops if m.end <= mention.start] + [0])
        before = text[begin:mention.start]
        before = BOUNDARY.split(before)[-1][-14:]
        before = re.split(r"[(（]", before)[-1]  # "Distance is 5 (my Aura has room)": not Aura's
        found = _first_count(before, mention.start - len(before), text, masked, last=True)
    return found


NEXT_TERMS_COUNT = re.compile(r"\b(my|your|their|his|her|our|the)\s+(\d+|one|two|three|four|five"
                              r"|six|seven|eight|nine|ten)\s*$", re.I)
"""An English count with its determiner right before the next zone term ("my 4 Life")."""
COUNTED_IN = re.compile(r"(?<!\bthis )(?<!\bthat )(?<!\bwhich )(?<!\beach )(?<!\bthe )"
                        r"(?<!\bany )\b(\d+|no|zero|one|two|three|four|five|six|seven|eight"
                        r"|nine|ten)\s+"
                        r"(?:(?:sakura\s+|normal\s+|regular\s+)?"
                        r"(?:cards?|tokens?|crystals?|counters?)\s+(?:at all\s+|left\s+)?)?"
                        r"(?:in|on|at)\s+"
                        r"(?:my |the |their |his |her |your |our )?$", re.I)
"""An English count right before a zone, naming what it counts or not: "4 cards in hand",
"0 in the Dust and 1 in my Aura"."""


def _first_count(window: str, offset: int, text: str, masked: list[tuple[int, int]],
                 last: bool = False) -> int | None:
    matches = list(NUMBER.finditer(window))
    if last:
        matches.reverse()
    for m in matches:
        a, b = offset + m.start(), offset + m.end()
        if any(s <= a < e for s, e in masked):
            continue
        if NOT_A_COUNT.match(text[b:b + 12]):
            continue
        if re.search(r"\bby\s*$", text[max(0, a - 4):a], re.I):
            continue  # "went down by one": a change, not the count
        if m.group(0).lower() == "one" and re.search(
                r"\b(this|that|which|each|any|the|every|another|other)\s+$", text[max(0, a - 9):a],
                re.I):
            continue  # "take this one on my Aura": a pronoun, not a count
        if re.search(r"\b(pay|pays|paid|paying|spend|spends|spent|spending)\s*$",
                     text[max(0, a - 10):a], re.I):
            continue  # "pay 1 Vigor", 「集中力を1払って」 (NOT_A_COUNT): a cost, not the count
        if NONE_AT_ALL.match(text[b:b + 14]) and value(m) == 1:
            return 0  # 「カードが1枚もありません」「한 장도 없다」: not one, i.e. none
        if NOT_EVEN_ONE_DONE.match(text[b:b + 20]):
            continue  # 「オーブを1つも失っておらず」: none lost, no count of what is there
        return value(m)
    return None


NONE_AT_ALL = re.compile(r"\s?(枚|つ|個|장|개)?\s?(も|도)\s?"
                         r"(ない|無い|なく|なし|ありません|存在し|残って(い)?な"
                         r"|残ってません|없|남아\s?있지\s?않|안\s?남)")
"""「1枚も…ない」: the 1 of a negated "not even one"."""
NOT_EVEN_ONE_DONE = re.compile(r"\s?(枚|つ|個|장|개)?\s?(も|도)\s?[^。、,.]{1,8}?"
                               r"(ておらず|ていない|ていません|てない|てません|지\s?않)")
"""「1つも失っておらず」: an action not done even once (the number counts no zone)."""


EFFECT_TEXT = re.compile(
    r"^(?=.{8,}).*(《攻撃》|攻撃|ダメージ|オーラ|ライフ|フレア|間合|基本動作|공격|대미지|데미지|오라|라이프"
    r"|간격|기본\s?동작)"
    r".*(を|に|が|을|를)[^「」]{0,12}(す|る|う|く|つ|む|한다|된다|없앤다)$")
"""A quoted sentence of effect text (a rules noun, an object, a verb at the end): what the
card does, said in the question, not a name whose text is missing."""


def quoted_names(text: str, known: AbstractSet[str]) -> list[str]:
    """Names in quotes that are not rules terms: card or character names whose text we lack."""
    out = []
    straight = [i for i, c in enumerate(text) if c == '"']
    closing = set(straight[1::2])  # "…long claim." Me: "…": the quotes pair in order
    for m in QUOTED.finditer(text):
        if m.start() in closing:
            continue  # (not 「" Me: "」, between one quote's end and the next one's start)
        name = (m.group(1) or m.group(2) or "").strip()
        if EXAMPLE_AFTER.match(text, m.end()) or EXAMPLE_BEFORE.search(text, 0, m.start()):
            continue  # 「X」など / such as "X": an example of a general question
        if GENERIC.search(name):
            continue  # 「使用したカードの枚数」: a quoted phrase, not a card name
        if re.search(r"[「『][-－−]?$", name):
            continue  # 「一方のダメージが「-」なら…」: quoted rules text, cut at its inner quote
        if EFFECT_TEXT.search(name):
            continue  # 「その《攻撃》のダメージを打ち消す」: the card's effect quoted, not its name
        if re.fullmatch(r"[-\d]+\s*/\s*[-\d]+|[\d\s,-]+", name):
            continue  # 「-/2」「2-4」: a damage or a range written in quotes, not a name
        if QUOTE_DENIED_AFTER.match(text[m.end():]) or QUOTE_DENIED_BEFORE.search(
                text[:m.start()]):
            continue  # 『…』系の効果は誰も使ってない / "nobody uses any '…' effect": absent
        if keyword_with_parameter(name, known):
            continue  # 「間合制限(0-3)」: a rules keyword with its parameter, not a card name
        stats = STATS_AFTER.match(text, m.end())
        if stats and not CARD_MORE.search(re.split(r"[。.?？!！]", text[stats.end():])[0]):
            continue  # 「斬」（適正距離3-4、ダメージ3/1）: the attack's numbers are its text here
        if name and name.casefold() not in known and not name.isdigit():
            out.append(name)
    out += [n for n in foreign_names(text, known) if n not in out]
    out += [n for n in owned_names(text, known) if n not in out]  # 「ユリナの斬」
    return out


STATS_AFTER = re.compile(r"\s*[（(][^)）]{0,30}(適正距離|적정거리|range)[^)）]{0,20}?"
                         r"([-\d]+\s*/\s*[-\d]+)[^)）]{0,20}[)）]", re.IGNORECASE)
"""A card's range and damage given right after its quoted name."""
CARD_MORE = re.compile(r"(対応不可|不可避|超克|効果|能力|持っ|持つ|付いて|ついて|대응\s?불가|불가피"
                       r"|초극|효과|능력|가지|붙어|\beffect|\babilit|\bunreactable|\bunavoidable"
                       r"|\bovercome|\bhas\b|\bwith\b)", re.IGNORECASE)
"""More said of the card after its numbers (a keyword, an effect): its text still matters."""


def keyword_with_parameter(name: str, known: AbstractSet[str]) -> bool:
    """「間合制限(0-3)」, 'Distance limit (0-3)': a rules term followed by its numbers."""
    bare = re.sub(r"\s*[(（][-\d\s,~〜–/]+[)）]\s*$", "", name)
    return bare != name and bare.casefold() in known


def foreign_names(text: str, known: AbstractSet[str]) -> list[str]:
    """"Slash (斬)", "Barrage (フルバースト)", "with 鳶影": a Japanese name in an English or
    Korean question is a card's or a character's name unless it is a rules term."""
    out: list[str] = []
    if not _foreign(text):
        return out
    quoted = [m.span() for m in QUOTED.finditer(text)]
    for m in CJK_RUN.finditer(text):
        name = m.group().strip(":：・")
        if any(a <= m.start() < b for a, b in quoted) or not name:
            continue
        if EXAMPLE_AFTER.match(text, m.end()) or EXAMPLE_BEFORE.search(
                text, 0, m.start()) or re.search(r"(such as|e\.g\.|like|for example)\s*$",
                                                text[:m.start()].rstrip("( "), re.I):
            continue
        if GENERIC.search(name) or QUOTE_DENIED_BEFORE.search(text[:m.start()]):
            continue
        if re.match(r"\s*[,、]\s*(range|적정거리|適正距離)\b[^)）]{0,20}?[-\d]+\s*/\s*[-\d]+",
                    text[m.end():], re.IGNORECASE):
            continue  # "Slash (斬, range 3-4, damage 3/1)": the attack's numbers are its text
        if name.casefold() not in known and name not in out:
            out.append(name)
    return out


_CJK = r"[\u3040-\u30ff\u3400-\u9fff々〆ー・]+"
CJK_RUN = re.compile(rf"{_CJK}(?:[:：]{_CJK})?")
"""A run of kana and kanji (「神渉装置:枢式」 with its colon)."""


def _foreign(text: str) -> bool:
    """An English or Korean question: kana and kanji are under a third of its letters."""
    letters = sum(ch.isalpha() for ch in text)
    cjk = sum(len(m.group()) for m in CJK_RUN.finditer(text))
    return letters > 0 and cjk * 3 < letters


QUOTE_DENIED_AFTER = re.compile(
    r"(\s*[・·、,]?\s*[「『'\"][^」』'\"]{1,30}[」』'\"])*"  # 『敗北しない』『勝利できない』効果は…
    r"\s*(系の|などの|等の|のような|みたいな|같은|류의)?\s*(効果|カード|札|효과|카드)?\s*(は|も|을|를|은|는)?"
    r"\s*(誰も|だれも|どちらも|아무도|(いずれの|どちらの)?(プレイヤー|両者|双方|どちら)(に|にも|も)"
    r"|(누구|어느\s?플레이어|어느\s?쪽|아무)(에게)?도)?"
    r"\s*(使って(い)?ない|使っていません|使われていない|使われていません"
    r"|ありません|ない|なし|適用されて(い)?(ない|ません)|かかって(い)?(ない|ません)"
    r"|없|안\s?썼|사용하지\s?않|적용(되어\s?있|되어있|되)지\s?않)")
QUOTE_DENIED_BEFORE = re.compile(r"\b(no|nobody uses any|nobody used any|no one uses any|not any"
                                 r"|without any|without"
                                 r"|neither( player| one| of us| of them)? (has|have|had)"
                                 r" (a|an|any)"
                                 r"|no one (has|had) (a|an|any))\s*"
                                 r"(['\"][^'\"]{1,30}['\"]\s*(\([^)]{1,20}\)\s*)?(,|or|and|nor)"
                                 r"\s*)*$", re.I)
EXAMPLE_AFTER = re.compile(r"\s*(など|等|のような|같은|등)")
EXAMPLE_BEFORE = re.compile(r"(such as|e\.g\.|like|for example|例えば|예를 들어)\s*$", re.I)
GENERIC = re.compile(r"(カード|枚|選ぶ|카드|장|선택|\bcards?\b|\bchoose\b)", re.I)


WIN_OR_LOSE = re.compile(
    r"(勝利|勝ち|勝つ|敗北|負け|승리|이기|이길|패배|지나요|지게|(?<![가-힣])지는\s?(?=건|겁|거|것)|\bwins?\b|\bwon\b|\blos(e|es|t)\b)",
    re.I)
LOSE_VERB = re.compile(r"(敗北|負け|패배|지나요|지게|(?<![가-힣])지는\s?(?=건|겁|거|것)"
                       r"|\blos(e|es|t)\b)", re.I)
SELF_KO = re.compile(r"(제가|저는|저가|나는|내가)")
THEY_BEFORE = re.compile(r"\b(do|does|will|would|can|could|did) (they|he|she|(my |the )?opponent)"
                         r"( still| then| now)? $", re.IGNORECASE)
"""The subject of an English win/lose verb is the opponent ("…, do they lose?")."""


def asked_winner(text: str, lang: str, me: str, them: str) -> str:
    """The player whose victory makes the answer "yes": the subject of the last win/lose verb
    ("do I win" → me, "does the opponent win" → them), flipped when the verb is "lose"."""
    verbs = list(WIN_OR_LOSE.finditer(text))
    if not verbs:
        return me
    verb = verbs[-1]
    near = owner_before(text, verb.start(), lang, default="?")
    if near == "?" and lang in ("ja", "ko"):
        # 「相手はこの《攻撃》で敗北するか」: the sentence's topic, further back than the window
        sentence = re.split(r"[。.?？!！]", text[:verb.start()])[-1]
        topics = list(TOPIC_SUBJECT.finditer(sentence))
        near = "B" if topics and topics[-1].group("them") else "A"
    subject = them if near == "B" else me
    window = BOUNDARY.split(text[max(0, verb.start() - 8):verb.start()])[-1]
    if SELF_KO.search(window):
        subject = me
    elif lang == "en" and THEY_BEFORE.search(text[:verb.start()]):
        subject = them  # "If my attack hits, do they lose?"
    if LOSE_VERB.match(text, verb.start()):
        return them if subject == me else me
    return subject


TOPIC_SUBJECT = re.compile(r"(?:(?P<them>相手(プレイヤー)?|상대(방|\s?플레이어)?)"
                           r"|自分|私|나|저|내|제)"
                           r"(は|が|는|은|가|이)")
"""The topic of a Japanese/Korean sentence (「相手は」「내가」), whose win or loss is asked."""
WHO_WINS = re.compile(r"(誰が(勝|勝利|負け|敗北)"
                      r"|(どちら|どっち)(の(プレイヤー|方|側))?が(勝|勝利|負け|敗北)"
                      r"|(誰|どちら|どっち)の(勝ち|勝利|負け|敗北)"
                      r"|누가\s?(이기|승리|지|패배)|어느\s?(쪽|플레이어)(이|가)\s?(이기|승리)"
                      r"|\bwho (wins|loses|will win|will lose|won|lost|takes the (game|win)"
                      r"|gets the win|is the winner)\b"
                      r"|\bwhich (player|side) (wins|loses)\b"
                      r"|勝敗(は|が)|승패(는|가))", re.IGNORECASE)
WINNER_NAMES = ("you", "the opponent", "no winner")
_WINNER_NAMES = WINNER_NAMES
DRAW = "draw"
"""A game ended with no winner (4-2 1), named by the short verdict most answers give: "draw"
(237 of the 363 draw golds in redteam001–344; the tallies are in bench/data/README.md)."""
"""The verdict names the winner in the canonical English form in every language, as "yes",
"no" and "the turn player" are (the explanation around it is in the question's language)."""


def winner_answer(text: str, lang: str, winner: str | None, me: str, them: str,
                  drawn: bool = False) -> str:
    """"yes"/"no" for "do I win?"-style questions; the winner's name for "who wins?" (DRAW
    when the game ended with no winner, 4-2 1)."""
    who = WHO_WINS.search(text)
    if who and drawn:
        return DRAW
    if who:
        mine, theirs, nobody = _WINNER_NAMES
        if LOSE_VERB.search(who.group(0)):  # "who loses?"
            return theirs if winner == me else mine if winner == them else nobody
        return mine if winner == me else theirs if winner == them else nobody
    return "yes" if winner == asked_winner(text, lang, me, them) else "no"


def winner_finding(reading: Reading, result: RunResult, clause: str | None, me: str = "A",
                   them: str = "B") -> Finding:
    """The finding of a who-wins question from a played result: the winner said as the question
    asks it (winner_answer), cited by the clause that ended the game, else by `clause`."""
    from judge.answer.extract import Finding

    outcome = result.outcome
    winner = outcome.winner if outcome else None
    said = winner_answer(reading.text, reading.lang, winner, me=me, them=them,
                         drawn=bool(outcome and outcome.winner is None))
    return Finding(said, outcome.clause if outcome else clause, f"winner: {winner or 'none'}")


class LexiconReader:
    """Base of the extractors: term names are read through a lexicon, built on first use."""

    def __init__(self, lexicon: Lexicon | None = None) -> None:
        self._lexicon = lexicon

    @property
    def lexicon(self) -> Lexicon:
        if self._lexicon is None:
            self._lexicon = default_lexicon()
        return self._lexicon


UNHIDEABLE_CARD = re.compile(
    r"「[^」]*伏せ札に(でき|することができ)ない[^」]*」|伏せ札に(でき|することができ)ない(という)?(カード|札)"
    r"|「[^」]*덮음패로\s?(할|만들)\s?수\s?없[^」]*」|덮음패로\s?(할|만들)\s?수\s?없는\s?(카드|패)"
    r"|\bcards? (that|which) (cannot|can't|can not) be (put|turned|placed) face[- ]?down"
    r"|[\"'“][^\"'”]{0,40}(cannot|can't) be (put|turned|placed) face[- ]?down[^\"'”]{0,20}[\"'”]")
"""A card whose own text forbids turning it face down (8-3-2 then skips it): played only when
the hand's count of such cards is told (sakura_poison); otherwise no verdict."""


TITLE_RUN = re.compile(r"(?<![\w'’])([A-Z][a-z]+(?:[ -][A-Z][a-z]+)*)")
TITLE_STOP = frozenset("""
i a b p q lv level english japanese korean edition chronicle chronicles caster casters duel arms
sakura hi story magical girl girls rule rules ruling turn turns phase phases step steps player
players priority main end start draw refresh recovery battle judgment judgement attack attacks
declaration orb orbs servant servants monster monsters kaii barrier barriers magic spell spells
incantation aether od odo chase break corrupt corrupts corrupted reverse reversed recover recovers
recovered rest rested position state graveyard hand deck can does do is my the if when after before
in on at during what how yes no its their they it this that an and or but not ready tapped untapped
opponent field ability abilities effect effects card cards faq universal mars venus mercury jupiter
saturn aqua ignus terra element elements conjure conjures chant chants call calls soul bond bonded
death throes last words double triple quadruple summoning sickness switch switches switched nothing
once neither will servant's caster's monster's player's both each every another other which who
whose where there here then now so also still only just even ok okay thanks thank please ruling
request question answer note assume assuming suppose say let lets ignore round game games version
""".split())
"""Capitalised words that are rules or plain words, not a card's name."""


def title_names(question: str, known: AbstractSet[str]) -> list[str]:
    """Card names written in Title Case in an English question ("My Toxic Turkey attacks…",
    "I rest Lumielle targeting it"): a capitalised run that is not at a sentence's start and is
    neither a rules term nor a plain word. Their text is not known, so the reader abstains."""
    words = {w for n in known for w in re.findall(r"[a-z]+", n)} | TITLE_STOP
    out: list[str] = []
    for m in TITLE_RUN.finditer(question):
        parts = re.split(r"([ -])", m.group(1))
        names = parts[0::2]
        lead = 0
        while lead < len(names) and names[lead].lower() in words:
            lead += 1  # "My Toxic Turkey", "Reversed Nopperabo": the plain words before it
        tail = len(names)
        while tail > lead and names[tail - 1].lower() in words:
            tail -= 1  # "Bear Boy Recovered": the state word after it
        if lead == tail:
            continue
        before = question[:m.start()].rstrip()
        if lead == 0 and (not before or before[-1] in ".?!:;\"“(「『《—-"):
            continue  # a sentence's first word, a quote's or an aside's: not known to be a name
        name = "".join(parts[2 * lead:2 * tail - 1])
        if name not in out:
            out.append(name)
    return out


IF_ALLOWED = re.compile(r"((でき|られ|[えけせてねへめれげぜでべぺ])る(の)?"
                        r"(なら|であれば|限り|場合|ときは)"
                        r"|可能(なら|な限り|であれば|な場合)"
                        r"|できれば|가능하면|가능한\s?(한|경우)|수\s?있(으면|다면)|수\s?있을\s?때"
                        r"|수\s?있는\s?한"
                        r"|\b(whenever|if|when) (i'?m|i am|it'?s|it is) (allowed|able|possible)\b"
                        r"|\bif (i|it|he|she|they|we|you) (can|could)\b|\bif possible\b"
                        r"|\bwhen possible\b|\bwhere possible\b)",
                        re.IGNORECASE)
"""A damage zone chosen on a condition ("on Aura whenever I'm allowed to"): 5-8-3-2 decides."""
