"""Hi!story turn-1 questions (5.5): the phase draw (5.2.2), a set in the set phase (5.2.5) or by
an effect (5.5.2), and the attack limit, for the first or the second player.

Reads who goes first (先攻 / 후공 / "the second player"), whether it is turn 1, the asked action
and a card count, then writes probes. What the question leaves out is varied — the player
(first or second) and, when the turn is not named, turn 1 and a later turn — so a verdict
stands only when it holds for all of them.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import NOT_FIRST
from judge.answer.extract.kinds import asked_part, tagged_statement
from judge.engine.runner import RunResult

FIRST_TURN = re.compile(r"(1ターン目|一ターン目|最初のターン|初ターン"
                        r"|첫\s?(번째\s?)?턴|1\s?턴(째|차)"
                        r"|\bfirst turn\b|\bturn (1|one)\b|\bopening turn\b)")
LATER_TURN = re.compile(r"([2-9]ターン目|[2-9]\s?턴(째|차)|\bturn [2-9]\b|\b(second|third) turn\b)")
NOT_FIRST_PLAYER = re.compile(r"(先攻(では|じゃ)な|선공이\s?아닌|\bnot the first player\b)")
FIRST_PLAYER = re.compile(r"(先攻|선공|\bfirst player\b|\b(going|goes|went|playing|plays) first\b)")
SECOND_PLAYER = re.compile(r"(後攻|후공|\bsecond player\b"
                           r"|\b(going|goes|went|playing|plays) second\b)")
PHASE_DRAW = re.compile(r"(ドロー\s?(&|＆|and|・)?\s?リフレッシュ"
                        r"|드로우\s?(&|＆|및|와|앤)?\s?리프레시"
                        r"|\bdraw\s?(&|and)\s?refresh\b)")
DRAW = re.compile(r"(引(け|く|き|いて|か)|ドロー(でき|する|して|し)"
                  r"|뽑(을|아|기|는|으|나요|습니)|드로우(할|하|를)"
                  r"|\bdraw(s|ing)?\b)")
REDRAW = re.compile(r"(引き直し?|다시\s?뽑|멀리건|\bredraw|\bmulligan)")
DOES_DRAW = re.compile(r"(引(きます|く(の(です)?)?)か|ドローしますか|뽑(나요|습니까|는가요?|아요\?)"
                       r"|드로우(하나요|합니까)"
                       r"|\b(do(es)?|will) (i|we|they|he|she|the (first|second) player) draw\b)",
                       re.IGNORECASE)
""""Does the first player draw on turn 1?": the phase draw is not optional (5.2.2), so whether
it happens is whether it may happen — the can-probe answers it."""
ZERO_DRAW = re.compile(r"(1枚も引か|一枚も引か|引かない|한\s?장도\s?(뽑지|안)|\bno cards\b"
                       r"|\bnot to draw\b|\bdraw (zero|0|none|nothing)\b)")
COUNT = re.compile(r"(\d+)\s*(枚|장|cards?\b)|\b(one|two|three) cards?\b")
WORD_COUNT = {"one": 1, "two": 2, "three": 3}
SET_PHASE = re.compile(r"(セットフェ[ーイ]ズ|세트\s?페이즈|\bset phase\b)")
SET = re.compile(r"(セット|세트|\bset(s|ting)?\b)")
BY_EFFECT = re.compile(r"(効果(によって|で|による|により)|효과(로|에\s?의해|에\s?의한|를\s?통해)"
                       r"|\b(by|with|through|via) (an?|the|its|a card's) (card'?s? )?effect\b"
                       r"|\beffect[- ]based\b"
                       r"|(?<!have )(?<!no )(?<!any )\b(a|an|the|its|my|that) (card )?effect "
                       r"[^.?]{0,40}\b(tells|lets|makes"
                       r"|allows|has|instructs) (me|you|us|them|him|her|the player) (to )?set\b)")
FORBID_QUOTE = re.compile(r"[「『\"“'](セット|세트|set)[^」』\"”']{0,12}[」』\"”']")
TURN_BAN = re.compile(r"^(セット|세트|set|攻撃|공격|attack)[^」』]{0,12}"
                      r"(できない|불가|못|can'?t|cannot)")
"""「セットできない」 quoted in a turn-1 question names the 5.5.1 limit, not a card."""
"""A quoted 「セットできない」: an effect's ban (5.3.1), which these probes do not carry — unless
the question is about turn 1, whose limit it names."""


ATTACK = re.compile(r"(攻撃|공격|\battack)")


def _attack_asked(text: str) -> bool:
    """「ドローはできたんですが、攻撃できますか」: the draw is told, the attack asked (the attack
    reader plays a turn-1 attack)."""
    span = tagged_statement(text)  # "I got to draw, so I can attack too, right?": the claim
    told = text[span[0]:span[1]] if span else text
    asked = re.split(r"[。.!！—–;；]|(?:が|けど|けれど|데|지만)[、,]|,\s?but\b", told)[-1] or told
    return bool(ATTACK.search(asked)) and not DRAW.search(asked)


DRAW_AND_ATTACK = re.compile(r"((引き|引いて|ドローし|ドローして)[、,]?[^。?？]{0,30}攻撃"
                             r"|(뽑고|뽑은\s?뒤|뽑는\s?것과),?\s?[^.?]{0,30}공격"
                             r"|\bdraw\b(?: (?:and|&) refresh\b)?(?:(?!\bbut\b)[^.?]){0,50}"
                             r"\b(and|then)\b(?:(?!\bbut\b)[^.?]){0,30}\battack)", re.I)
"""「カードを引き、攻撃することはできるか」: the draw and the attack asked in one question."""


def read_turn(text: str, reading: Reading) -> bool:
    """Fill `reading` for a turn-1 draw or set question; True when it did. An attack on a stated
    turn 1 only gets `first_turn` among the facts (the attack reader plays it)."""
    last = ([p for p in re.split(r"(?<=[。.!！])\s*", asked_part(text)) if p.strip()]
            or [text])[-1]
    if DRAW_AND_ATTACK.search(last) and re.search(
            r"(でき(る|ます)か|수\s?있|\bcan (i|we|they|he|she)\b)", last):
        # 「引き、攻撃することはできるか」: the draw and the attack asked at once (5.5.1 differs)
        reading.missing.append({"ja": "問いのどちらか（ドローと攻撃の両方を聞いている）",
                                "ko": "질문의 어느 쪽인지(드로우와 공격을 함께 묻고 있음)",
                                "en": "which part is asked (the draw and the attack together)"}[
                                    reading.lang])
    first_turn: bool | None = None
    if NOT_FIRST.search(text) or LATER_TURN.search(text):
        first_turn = False
    elif FIRST_TURN.search(text):
        first_turn = True
    player = ("second" if NOT_FIRST_PLAYER.search(text) or SECOND_PLAYER.search(text) else
              "first" if FIRST_PLAYER.search(text) else None)
    act: dict[str, Any] | None = None
    if SET.search(text) and (SET_PHASE.search(text) or BY_EFFECT.search(text)):
        by_effect = bool(BY_EFFECT.search(text))
        if not by_effect and first_turn is not True:
            return False  # a later set-phase set hangs on ranks and faces (5.2.5): not read here
        if FORBID_QUOTE.search(text) and first_turn is not True:
            return False
        act = {"kind": "set", "by_effect": by_effect}
    elif DRAW.search(REDRAW.sub(" ", text)) and (
            PHASE_DRAW.search(text) or first_turn) and not BY_EFFECT.search(text) \
            and not _attack_asked(text):
        act = {"kind": "draw", "n": _count(text)}
    if act is None:
        if first_turn:
            reading.facts["first_turn"] = True  # 5.5.1: no attack on turn 1
            reading.evidence.append("turn 1 (5.5.1)")
        return False
    if reading.kind == "other" and act["kind"] == "draw" and _does_phase_draw(text):
        reading.kind = "can"  # 5.2.2: a phase draw happens exactly when it may
    if reading.kind != "can":
        return False  # 「最大何枚」 and the like: the probes answer can-questions only
    act.update(first_turn=first_turn, player=player)
    reading.actions.append(act)
    reading.evidence.append("turn action " + " ".join(f"{k}={v}" for k, v in act.items()))
    return True


def _does_phase_draw(text: str) -> bool:
    """A does-question about the turn's own draw, not a draw some effect makes."""
    return bool(DOES_DRAW.search(text)) and not BY_EFFECT.search(text)


def _count(text: str) -> int:
    if ZERO_DRAW.search(text):
        return 0
    m = COUNT.search(text)
    if m is None:
        return 1  # 「カードを引けますか」: one card
    return int(m.group(1)) if m.group(1) else WORD_COUNT[m.group(3)]


def probes(act: dict[str, Any], index: int) -> list[Probe]:
    """One probe per unstated combination of player and turn."""
    players = [act["player"]] if act["player"] else ["first", "second"]
    turns = [act["first_turn"]] if act["first_turn"] is not None else [True, False]
    out = []
    for player in players:
        for first_turn in turns:
            assumed: dict[str, Any] = {}
            if act["player"] is None:
                assumed["first player"] = player
            if act["first_turn"] is None:
                assumed["first turn"] = first_turn
            out.append(Probe(_dsl(act, player, first_turn), assumed, index))
    return out


def _dsl(act: dict[str, Any], player: str, first_turn: bool) -> str:
    turn = 1 if first_turn else 2
    lines = ["game histoy", 'title "position read from the question"',
             f"first {'A' if player == 'first' else 'B'}"]
    if act["kind"] == "draw":
        lines += [f"turn A {turn} phase draw", "A.deck 20", "B.deck 20", f"A draw {act['n']}"]
    elif act["by_effect"]:
        # 7.4.1 「〇〇の上にセットする」 resolved in the effect phase (5.2.5 / 5.5.2)
        lines += ["card 学者 rank 1 power 1000", "effect 召: set 手札 on 1.",
                  "card 手札 rank 3 power 1000", f"turn A {turn} phase effect", "A.deck 20",
                  "B.deck 20", "A.hand 手札", "A.p1 学者 summoned", "A use 1"]
    else:
        lines += ["card 場 rank 1 power 1000", "card 手札 rank 2 power 1000",
                  f"turn A {turn} phase set", "A.deck 20", "B.deck 20", "A.hand 手札", "A.p1 場",
                  "A set 手札 on 1"]
    return "\n".join(lines) + "\n"


def judge(act: dict[str, Any], result: RunResult) -> Finding | None:
    """Refused → "no" with the refusing clause; done → "yes" (a set must have landed)."""
    refused = result.illegal
    if refused is not None:
        return Finding("no", refused.clause, refused.reason)
    steps = _steps(result)
    if act["kind"] == "set":
        field = result.board_after["sides"]["A"]["field"].get("p1", {})
        if "手札" not in field.get("cards", []):
            return None
        clause = next((c for c in reversed(steps) if c.endswith(("#5.5.2", "#5.2.5"))), None)
        return Finding("yes", clause or (steps[-1] if steps else None), "the card was set")
    return Finding("yes", steps[-1] if steps else None, f"drew {act['n']}")


def _steps(result: RunResult) -> list[str]:
    return [step.clause for step in result.trace.walk()]
