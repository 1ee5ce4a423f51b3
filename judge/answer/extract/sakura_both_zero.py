"""Sakura Arms: both players' Life reaching 0 at the same moment (4-2 1) — "who wins?".

The question tells that both Lives drop to 0 together (one effect, 6-3: the crystals move at
once). The probe plays exactly that: both players at the Life they are said to have (1 when
unsaid), one effect dealing that much Life damage to both at once; the engine judges 4-2 after
both moves. A 『敗北しない』 or 『勝利できない』 effect in play changes the answer (4-2 1-2), so
one mentioned and not said to be absent leaves the question unanswered.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import DRAW, WHO_WINS, winner_answer
from judge.answer.extract.kinds import WHAT, question_kind
from judge.answer.extract.words import say
from judge.engine.runner import RunResult

KIND = "both-zero"
BOTH = (r"(両者|双方|お互い|両プレイヤー|2人|二人|ふたり|両方のプレイヤー|自分と相手|私と相手"
        r"|양쪽|서로|두 플레이어|양 플레이어|둘 다|나와 상대|저와 상대|쌍방"
        r"|\bboth (of us|players|of our|our|my opponent and i)|\bmy opponent and i\b"
        r"|\beach player'?s?\b|\bwe both\b|\bboth life (totals)?\b"
        r"|(自分|私)(の)?ライフと相手の?ライフ|(自分|私)と相手の?ライフ"
        r"|(제|내|나의)\s?라이프와\s?상대(의|방)?\s?라이프"
        r"|\b(both )?my life and (my |the )?opponent'?s life\b)")
ZERO = r"(0|０|ゼロ|zero|영)"
TOGETHER = (r"(同時|一緒に|동시에|함께|\bat the (exact )?same (time|moment)\b|\bsimultaneous"
            r"|\btogether\b|\bat once\b)")
BOTH_ZERO = re.compile(BOTH + r"[^。.?？!]{0,60}" + ZERO + r"|" + TOGETHER + r"[^。.?？!]{0,40}"
                       + BOTH + r"[^。.?？!]{0,40}" + ZERO, re.IGNORECASE)
SAME_TIME = re.compile(TOGETHER, re.IGNORECASE)
LIFE = re.compile(r"(ライフ|라이프|\blife\b|\blives\b)", re.IGNORECASE)
NO_LOSE = re.compile(r"(敗北しない|負けない|勝利できない|勝てない|패배하지\s?않|지지\s?않"
                     r"|승리할\s?수\s?없|이길\s?수\s?없"
                     r"|\b(don'?t|do not|doesn'?t|does not|cannot|can'?t|can not) (lose|win)\b"
                     r"|\bno[- ]lose\b|\bno[- ]win\b)", re.IGNORECASE)
ABSENT = re.compile(r"(ない|なし|無し|ありません|(てい|され)ません"
                    r"|없|(있지|되지|받지)\s?않|\bno\b|\bnobody\b|\bneither\b|\bnone\b"
                    r"|\bnothing\b|\bwithout\b|\bnot\b)", re.IGNORECASE)
CLAUSE = re.compile(r"[。.?？!、,;(（]|(?<=고)\s|(?<=て)(?=[^、,]{0,3}[AB自相私])|\band\b|\bbut\b"
                    r"|\bwhile\b")
"""Clause breaks: a denial counts only in the clause that names the effect."""
GLOSS = re.compile(r"\s?[(（]\s?[\"'「『]?(" + NO_LOSE.pattern + r")[\"'」』]?\s?[)）]",
                   re.IGNORECASE)
"""A parenthesised gloss of the effect's name ("'does not lose' (敗北しない)"), no clause."""
OTHER = re.compile(r"(攻撃|공격|\battack|付与|부여|enhance|畏縮|위축|flinch|再構成|재구성|reshuffl"
                   r"|焦燥|초조|desperation|裂傷|열상|laceration|相場|시세|market)", re.IGNORECASE)
"""The damage's source named as something the probe does not play (an attack, a reshuffle…)."""


def claims(text: str) -> bool:
    return bool(BOTH_ZERO.search(text) and SAME_TIME.search(text) and LIFE.search(text))


def owns(reading: Reading) -> bool:
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


def read(text: str, lang: str) -> Reading | None:
    kind = question_kind(text)
    if kind not in ("winner", "what") or not (WHO_WINS.search(text) or WHAT.search(text)):
        return None  # "do I lose?" turns on the same play, but its yes/no is read elsewhere
    if OTHER.search(text):
        return None
    reading = Reading("sakura", lang, "winner", text=text)
    reading.actions.append({"kind": KIND})
    reading.evidence.append("both Lives reach 0 at the same moment (6-3, 4-2 1)")
    glossed = GLOSS.sub(lambda m: " " * len(m.group(0)), text)  # 『敗北しない』（負けない）
    for clause in CLAUSE.split(glossed):
        effect = NO_LOSE.search(clause)
        if effect and not ABSENT.search(NO_LOSE.sub(" ", clause)):
            # 「Bには『敗北しない』効果が適用されていて、Aには何もない」: the denial is another
            # player's; this clause says the effect applies (4-2 1-2 then decide otherwise)
            reading.missing.append(say("keyword", lang, effect.group(0)))
            break  # (one is enough: 「'does not lose' (敗北しない)」 names it twice)
    return reading


def probes(reading: Reading) -> list[Probe]:
    text = "\n".join([
        "game sakura", 'title "both Lives reach 0 at once, read from the question"',
        "card 両成敗 action {", "  use: both damage life 1", "}",
        "board", "distance 6", "A aura 0 life 1 focus 1", "B aura 3 life 1 focus 1",
        "A hand 両成敗", "turn A main standard", "A use 両成敗", ""])
    return [Probe(text, {"life": 1}, 0)]


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    outcome: Any = result.outcome
    if result.illegal is not None or outcome is None:
        return None
    if outcome.winner is None:  # "who wins?" / "what happens?": the game ends in a draw
        return Finding(DRAW, outcome.clause, outcome.reason)
    if not WHO_WINS.search(reading.text):
        return None
    said = winner_answer(reading.text, reading.lang, outcome.winner, me="A", them="B")
    return Finding(said, outcome.clause, outcome.reason)
