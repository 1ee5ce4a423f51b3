"""An enhancement's 【展開時】 / 【破棄時】 / 【展開中】, asked whether they resolve or still apply.

Played on the engine with an enhancement whose sections are read back from the trace:
- "short": a 納 N card used with too few crystals in the dust and the user's aura
  (「納められない」): it is still used, 【展開時】 resolves (9-2-3 ⅳ), and one left with no
  crystal is discarded at once (5-5-2, 9-5), resolving 【破棄時】 (9-5 ⅰ);
- "opening": 隙 turns it face down when its owner takes life damage (10-6): no discard by
  9-5, so no 【破棄時】;
- "phase-end": 「フェイズを終了する」 moves a crystal-less enhancement to the discard without
  【破棄時】 (10-13);
- "start": the start phase takes the last crystal (8-1-3): 9-5 discards it, 【破棄時】 resolves;
- "both": two enhancements emptied at once (5-5): while the first one's 【破棄時】 resolves the
  other is not being discarded yet, so its 【展開中】 still applies (9-5: only the discarded
  card's own 【展開中】 is lost) — played with a 【破棄時】 attack and a +1/+0 【展開中】, and
  "who decides the order?" is the turn player's choice the engine asks for (5-5).
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import NOT_FIRST
from judge.answer.extract.kinds import WHAT, asked_part, question_kind
from judge.answer.extract.sakura_turn_words import FIRST_TURN, OPENING
from judge.answer.extract.words import say
from judge.engine.runner import RunResult

KIND = "enhance-section"
DEPLOY = re.compile(r"(展開時|전개\s?시|\binitiali[sz]e\b|\bon[- ]deploy\w*|\bdeploy(ment)? effect"
                    r"|\bwhen deployed\b|\bupon deployment\b|\bdeploy \([^)]{0,8}\) effect)")
DESTROY = re.compile(r"(破棄時|파기\s?시|\bdisenchant\b|\bon[- ]destr\w+|\bdestroy(al)? effect"
                     r"|\bdestr(uction|oy) \([^)]{0,10}\) (effect|attack)|\bdestroy attack"
                     r"|\bdestruction effect|\bdestruction\] effect|\bwhen (destroyed|discarded)"
                     r"|\bupon (destruction|discard)\b|\bon[- ](destruction|discard)\b)")
ONGOING = re.compile(r"(展開中|전개\s?중|\bongoing\b|\bwhile (deployed|active)\b"
                     r"|\bdeployed\) effect|\bwhile[- ]deployed\b)")
RESOLVES = re.compile(r"(解決|発動|発生|起こ|行われ|使われ|有効|適用|働"
                      r"|해결|발동|발생|일어나|적용|유효"
                      r"|\b(resolve[sd]?|resolving|happen[sd]?|trigger(s|ed)?|take effect"
                      r"|go(es)? off"
                      r"|appl(y|ies)|active|work|fire[sd]?|get to resolve)\b)")
WHO = re.compile(r"(誰が(決|選)|どちらが(決|選)|(決める|選ぶ|決定する)のは(誰|どちら)"
                 r"|누가\s?[^.?]{0,12}(정|결정|고르|고를|골라|선택)"
                 r"|\bwho (decides|chooses|picks"
                 r"|gets to (decide|choose)))")
FACE_DOWN = re.compile(r"(伏せ札に|덮음패|face[- ]?down|\bplayed pile\b)")
PHASE_END = re.compile(r"(フェイズを終了"
                       r"|効果(によって|により|で)[^。?？]{0,4}(メイン)?フェイズが終了"
                       r"|페이즈를?\s?종료|효과(로|에\s?의해)\s?[^.?]{0,4}(메인\s?)?페이즈가\s?종료"
                       r"|\bend(s|ed)? (the |this |the current )(main |start |end )?phase\b"
                       r"|\bphase[- ]ending\b)")
START = re.compile(r"(開始フェイズ|개시\s?페이즈|\bstart(ing)? phase\b)")
SIMULTANEOUS = re.compile(r"(同時に|동시에|\bat the same time\b|\bsimultaneously\b|\bboth\b"
                          r"|\btwo (of my |their )?enhancements\b)")
STORAGE = re.compile(r"(?:納|봉납|(?<![가-힣])납|\bcharge\b|\bseal\b|\bcapacity\b|\bstock\b)"
                     r"(?:\s*[（(][^)）]{0,10}[)）])?(?:/\w+)?[\s-]?(?:が|は|이|가)?\s?"
                     r"(?P<n>\d+)"
                     r"|(?P<n2>\d+)\s?(?:charges?\b|seals?\b)", re.IGNORECASE)
NONE_STORED = re.compile(r"(納め(られ|る)?(ない|ず|ません|なかった)|納めるもの(が|は)ない"
                         r"|(1|一)つも(納|乗|置)|(桜花)?結晶が(1つも|一つも|まったく|全く)?(乗らない|乗らず)"
                         r"|봉납(할|될)\s?(수\s?없|것이\s?없|결정이\s?없)|하나도\s?(봉납|올라가지|놓이지|없)"
                         r"|\b(no|zero) (tokens?|crystals?|sakura) (to|could|can|were|was|are|on)\b"
                         r"|\bnothing to (charge|store|place)\b"
                         r"|\bcould(n't| not) (place|charge|store)"
                         r"|\bwith no tokens\b|\bnone (could be|can be|were|was) (placed|charged))")
UNRESOLVED = re.compile(r"((解決|発動|処理)(しない|されない)(まま|で)|(解決|発動|処理)(せず|されず)"
                        r"|(해결|발동|처리)\s?(없이|하지\s?않고|되지\s?않고|안\s?(하고|되고)"
                        r"|하지\s?않은\s?채|되지\s?않은\s?채)"
                        r"|\bwithout (it |its |the |that )?[^.?]{0,40}?"
                        r"(resolving|being resolved|triggering|going off)\b)", re.IGNORECASE)
"""「【破棄時】を解決しないまま捨て札に行く？」 "without it resolving": the section's
resolution is asked negated."""
DEPLOY_THEN = re.compile(r"((展開時|전개\s?시)[^。?？]{0,12}"
                         r"(の解決後|を解決した後|の後|後[、,]|해결한?\s?(뒤|후))"
                         r"|\bafter (its |the )?(on[- ]deploy\w*|deploy(ment)?)\b)", re.IGNORECASE)
"""The 【展開時】 named as the moment after which the 【破棄時】 is asked."""
ORDER = re.compile(r"(先に|後に|より前|먼저|나중에|\bfirst\b|\bbefore\b|\bafter (the )?other\b)")
"""Which goes first is asked, not whether it resolves."""
DUST = re.compile(r"(ダスト|더스트|\bdust\b|\bshadow\b)")
AURA = re.compile(r"(オーラ|오라|\baura\b)")
ZERO = re.compile(r"(0|０|ゼロ|空|1つも(ない|なく|あり)|一つも|ひとつも|없|비어"
                  r"|(が|は)(なく|ない|無く|無い|なし|無し)"
                  r"|\bno\b|\bnone\b|\bempty\b"
                  r"|\bzero\b)")
LAST_ONE = re.compile(r"((1|一)つ(だけ)?(残|乗|載|紐付)|最後の(桜花)?結晶|残り(1|一)(つ|個)"
                      r"|(1|한)\s?개(만|뿐)?\s?(남|올라|놓)|마지막\s?(벚꽃\s?)?결정"
                      r"|\b(only )?(one|1|a single) (sakura )?(token|crystal)s?"
                      r" (left|remaining|on it)\b"
                      r"|\blast (sakura )?(token|crystal)\b)")


def claims(text: str) -> bool:
    """A yes/no on whether an enhancement's section resolves or applies, or who orders two."""
    asked = asked_part(text)
    return bool((DEPLOY.search(asked) or DESTROY.search(asked) or ONGOING.search(asked))
                and (RESOLVES.search(asked) or WHO.search(asked)))


def owns(reading: Reading) -> bool:
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


def read(text: str, lang: str) -> Reading | None:
    """The reading, or None when the question is none of the situations played here."""
    asked = asked_part(text)
    if WHAT.search(asked):
        return None  # 「どうなり、【破棄時】は行われますか」: what happens is asked too
    sections = [name for name, pat in (("deploy", DEPLOY), ("destroy", DESTROY),
                                       ("ongoing", ONGOING)) if pat.search(asked)]
    if sections == ["deploy", "destroy"] and DEPLOY_THEN.search(asked):
        sections = ["destroy"]  # 「【展開時】の解決後、【破棄時】は？」: a timing, then the ask
    who = bool(WHO.search(asked))
    if "ongoing" in sections and SIMULTANEOUS.search(text):
        sections = ["ongoing"]  # 「Aの【破棄時】を解決している間、Bの【展開中】は有効か」
    if who:
        ask = "who"
    elif len(sections) == 1 and question_kind(text) in ("can", "other", "what") \
            and (sections == ["ongoing"] or not ORDER.search(asked)):
        ask = sections[0]
    else:
        return None
    situation = _situation(text, ask)
    if situation is None:
        return None
    reading = Reading("sakura", lang, "judged", text=text)
    act: dict[str, Any] = {"kind": KIND, "ask": ask, "situation": situation}
    if ask in ("deploy", "destroy") and UNRESOLVED.search(asked):
        act["negated"] = True
    if situation == "short":
        n = STORAGE.search(text)
        act["storage"] = int(n.group("n") or n.group("n2")) if n else 2
        dust, aura = _count(text, DUST), _count(text, AURA)
        if NONE_STORED.search(text) or _both_empty(text):
            dust, aura = 0, 0
        if dust is None or aura is None:
            reading.missing.append(say("keyword", lang, "納"))  # how many were there to store?
        act["dust"], act["aura"] = dust or 0, aura or 0
    if act.get("negated") and situation == "phase-end" and not _told_empty(text):
        # "…goes to the discard without 【破棄時】 resolving?": only a crystal-less one (10-13)
        reading.missing.append({"ja": "付与札に乗っている桜花結晶の数",
                                "ko": "부여패에 올라 있는 벚꽃 결정의 수",
                                "en": "how many Sakura tokens are on the enhancement"}[lang])
    if situation == "start" and FIRST_TURN.search(text) and not NOT_FIRST.search(text):
        return None  # the first turn skips the start phase's processing (8-1-3): not this family
    reading.actions.append(act)
    reading.evidence.append(f"enhancement: {situation}; asked {ask}")
    return reading


def _situation(text: str, ask: str) -> str | None:
    if ask == "who":
        return "both" if SIMULTANEOUS.search(text) and START.search(text) else None
    if ask == "ongoing":
        return "both" if SIMULTANEOUS.search(text) and DESTROY.search(text) else None
    if OPENING.search(text) and (FACE_DOWN.search(text) or re.search(
            r"(ライフ|라이프|\blife\b)", text)):
        return "opening" if ask == "destroy" else None
    if PHASE_END.search(text):
        if START.search(text):
            return None  # a start phase's crystal loss beside "end the main phase": which?
        return "phase-end" if ask == "destroy" else None
    if STORAGE.search(text) and (NONE_STORED.search(text) or _both_empty(text) or (
            DUST.search(text) and AURA.search(text))):
        return "short"
    if START.search(text) and LAST_ONE.search(text) and ask == "destroy":
        return "start"
    return None


def _told_empty(text: str) -> bool:
    """The enhancement is said to hold no crystal (「納0」, 「1つも乗っていない」, "no tokens")."""
    n = STORAGE.search(text)
    return bool(NONE_STORED.search(text) or (n and int(n.group("n") or n.group("n2")) == 0)
                or re.search(r"(결정|結晶|crystals?|tokens?)\s?(0|０)\s?(개|つ|個)?"
                             r"|\b(0|zero)[- ](storage|charge|seal)\b", text))


EMPTY = re.compile(r"(ない|なく|ありません|ありませんでした|空|없|비어"
                   r"|\bno (tokens?|crystals?|sakura)\b"
                   r"|\bnothing\b|\bempty\b|\bneither\b[^.?]{0,30}\b(has|have|holds?)\b)")


def _both_empty(text: str) -> bool:
    """「ダストにも自分のオーラにも桜花結晶がありません」 "no tokens in the Dust or my Aura":
    one sentence names both zones and says there is nothing."""
    for sentence in re.findall(r"[^。.?？!！、,]+", text):
        if DUST.search(sentence) and AURA.search(sentence) and EMPTY.search(sentence) \
                and not re.search(r"\d", STORAGE.sub(" ", sentence)):  # (納's number aside)
            return True
    return False


COUNT_AFTER = re.compile(r"\s?[>＞》」』]?\s?(に|には|は|が|も|에|에는|는|이|가|도|:)?\s?"
                         r"(桜花結晶(が|は)?\s?)?(\d+)")
"""A zone's count written after it: 「ダストは0」「오라에 2」."""


def _count(text: str, zone: re.Pattern[str]) -> int | None:
    """The count written right after (or, for "no"/"0", around) a zone word."""
    for m in zone.finditer(text):
        after = text[m.end():m.end() + 14]
        num = COUNT_AFTER.match(after)
        if num:
            return int(num.group(4))
        before = re.search(r"(\d+)\s*(?:sakura\s+)?(?:tokens?|crystals?)?\s*(?:in|on|at)\s+"
                           r"(?:the\s+|my\s+|their\s+)?$", text[max(0, m.start() - 28):m.start()])
        if before:  # "0 tokens in the Dust", "2 in my Aura"
            return int(before.group(1))
        if ZERO.search(after[:12]) or ZERO.search(text[max(0, m.start() - 6):m.start()]):
            return 0
    return None


def probes(reading: Reading) -> list[Probe]:
    act = reading.actions[0]
    sit = act["situation"]
    head = ["game sakura", f'title "an enhancement\'s sections: {sit}"']
    if sit == "short":
        lines = [f"card 付与 enhance storage {act['storage']} {{", "  deploy: my draw 1",
                 "  destroy: my draw 1", "}", "card 札1 action", "card 札2 action", "board",
                 f"dust {act['dust']}", f"A aura {act['aura']} flare 3",
                 "A hand 付与", "A deck 札1 札2", "turn A main standard", "A use 付与"]
    elif sit == "opening":
        lines = ["card 付与 enhance storage 2 opening {", "  destroy: my draw 1", "}",
                 "card 斬 attack 3-4 3/1", "card 札1 action", "board", "distance 4",
                 "A aura 1 flare 3", "A enhance 付与 2", "A deck 札1", "B hand 斬",
                 "turn B main standard", "B use 斬", "A decline", "A damage life"]
    elif sit == "phase-end":
        lines = ["card 付与 enhance storage 2 {", "  deploy: end-phase", "  destroy: my draw 1",
                 "}", "card 札1 action", "board", "dust 0", "A aura 0 flare 3",
                 "A hand 付与", "A deck 札1", "turn A main standard", "A use 付与"]
    elif sit == "start":
        lines = ["card 付与 enhance storage 2 {", "  destroy: my draw 1", "}", "card 札1 action",
                 "card 札2 action", "card 札3 action", "board", "distance 6",
                 "A enhance 付与 1", "A deck 札1 札2 札3", "turn A start"]
    else:  # both: X's 【破棄時】 attack while Y's 【展開中】 +1/+0 may apply (9-5)
        lines = ["card 付与X enhance storage 1 {", "  destroy: attack 0-10 1/1", "}",
                 "card 付与Y enhance storage 1 {", "  ongoing: my +1/+0", "}",
                 "card 札1 action", "card 札2 action", "card 札3 action", "board", "distance 6",
                 "A enhance 付与X 1", "A enhance 付与Y 1", "A deck 札1 札2 札3", "B aura 5",
                 "turn A start", "A first A:付与X", "B decline", "B damage aura"]
    return [Probe("\n".join(head + lines) + "\n", {})]


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    act = reading.actions[0]
    if result.illegal is not None:
        return None
    steps = list(result.trace.walk())
    if act["ask"] == "who":
        chose = next((s for s in steps if s.clause.endswith("#5-5")
                      and "the turn player, chooses" in s.what), None)
        if chose is None:
            return None
        return Finding("the turn player", chose.clause, chose.what)
    if act["ask"] == "ongoing":
        hit = next((s for s in steps if "《攻撃》" in s.what and "[0-10, " in s.what), None)
        if hit is None:
            return None
        applied = "[0-10, 2/1]" in hit.what
        return Finding("yes" if applied else "no", "sakura-ja#9-5",
                       f"the other enhancement's 【展開中】 {'applied' if applied else 'lost'}: "
                       f"{hit.what}")
    marker = "【展開時】 effect of 付与" if act["ask"] == "deploy" else "【破棄時】 effect of 付与"
    done = next((s for s in steps if s.what.startswith(marker)), None)
    clause = {"short": "9-2-3" if act["ask"] == "deploy" else "9-5", "opening": "10-6",
              "phase-end": "10-13", "start": "9-5"}[act["situation"]]
    yes, no = ("no", "yes") if act.get("negated") else ("yes", "no")  # "…without resolving?"
    if done is not None:
        return Finding(yes, done.clause, done.what)
    return Finding(no, f"sakura-ja#{clause}", f"no {act['ask']} section resolved")
