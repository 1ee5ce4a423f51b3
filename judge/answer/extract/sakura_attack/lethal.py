"""A hit that brings the attacked player's life to 0: does the attack's 【攻撃後】 still resolve?

4-2 checks victory at once, before any other rule: the game ends when the life reaches 0, so
9-4 ⅶ (the 【攻撃後】 effect) never comes. The reader takes the lethal hit as stated ("相手の
ライフが0になりました", "life 1 … took my 2/1 on life"); the probe plays that hit with an
【攻撃後】 effect on the card and the engine shows where the game stopped. A 『敗北しない』-like
effect that is not denied, or a hit that is not plainly lethal, leaves the question unanswered.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import BOUNDARY, owner_before
from judge.answer.numbers import DAMAGE
from judge.engine.runner import RunResult

AFTER_WORD = re.compile(r"(攻撃後|공격\s?후\s?효과|【공격\s?후】|\bafter[- ]attack\b)")
RESOLVE_Q = re.compile(
    r"((解決|発動|適用|処理)(され|し|す)|(해결|발동|적용|처리)(되|하|됩|합)"
    r"|\b(resolve|resolves|resolved|trigger|triggers|happen|happens|apply|applies"
    r"|take effect|go off|goes off)\b)")
OTHER_ASK = re.compile(r"(前に|前で|전에|\bbefore\b|終了|終わ|끝나|끝납|\bends?\b|\bover\b)")
LIFE_ZERO = re.compile(
    r"(ライフ(が|は)?\s?(0|ゼロ)(に|と)?\s?(なり|なっ|なる|まで)"
    r"|라이프(가|는)?\s?0\s?(이|으로|가)?\s?(되|됐|됩)"
    r"|\blife (reaches|reached|hits|hit|drops to|dropped to|goes to|went to|falls to|fell to"
    r"|is reduced to|was reduced to|is now|becomes|became) (0|zero)\b"
    r"|\b(brought|brings?|reduced?|reduces|took|takes?|put|puts)\b[^.?]{0,30}"
    r"\blife to (0|zero)\b"
    r"|\b(to|at) (0|zero) life\b)")
TAKE_LIFE = re.compile(r"(ライフで受け|ライフに受け|라이프로\s?받"
                       r"|\bon (my |their |his |her )?life\b)")
NO_LOSE = re.compile(r"(敗北しない|負けない|勝利できない|패배하지\s?않|승리할\s?수\s?없"
                     r"|\bcan'?t lose\b|\bcannot lose\b|\bcan'?t win\b|\bcannot win\b)")
DENIED = re.compile(r"^[^。.?？]{0,24}?(ありません|ない|なし|無し|없|\bnot\b|\bnone\b)")
DENIED_EN = re.compile(r"\bno\b[^.?]{0,30}$")


def read(text: str, reading: Reading) -> set[str]:
    """Put the lethal hit on the asked attack; the terms modelled ({"攻撃後"}) or none."""
    if not AFTER_WORD.search(text) or not _asked_resolves(text):
        return set()
    if len(reading.actions) > 1 or any(a["kind"] != "attack" for a in reading.actions):
        return set()
    lose = NO_LOSE.search(text)
    if lose and not (DENIED.match(text[lose.end():]) or DENIED_EN.search(text[:lose.start()])):
        return set()  # a 『敗北しない』 effect may apply (4-2): not played
    act: dict[str, Any] = reading.actions[0] if reading.actions else {"kind": "attack"}
    zero = LIFE_ZERO.search(text)
    dmg = DAMAGE.search(text)
    if zero:
        defender = owner_before(text, zero.start(), reading.lang, "")
        if not defender:
            return set()
        life = reading.facts.get(f"{defender}.life")
        life = life if isinstance(life, int) and life > 0 else 1
        damage = f"-/{life}"
    else:
        defender = "A" if act.get("attacker") == "B" else "B"
        life = reading.facts.get(f"{defender}.life")
        taken = TAKE_LIFE.search(text)
        if not (dmg and taken and isinstance(life, int) and 0 < life <= int(dmg.group(2))):
            return set()  # the hit is not plainly lethal
        damage = f"{dmg.group(1)}/{dmg.group(2)}"
    act.update({"kind": "attack", "ask": "after-lethal", "attacker": "A" if defender == "B"
                else "B", "lethal": {"life": life, "damage": damage}})
    if not reading.actions:
        reading.actions.append(act)
    reading.facts.pop(f"{defender}.life", None)
    reading.kind = "attack-hits"
    reading.evidence.append(f"a hit brings {defender}'s life to 0; asks whether 【攻撃後】 "
                            "resolves")
    return {"攻撃後"}


def _asked_resolves(text: str) -> bool:
    """The question sentence asks whether something resolves / happens."""
    parts = [p for p in BOUNDARY.split(text) if p.strip()]
    tail = " ".join(parts[-2:]) if parts else text
    # "does the game end before it resolves?" asks the other way round: not read
    return bool(RESOLVE_Q.search(tail)) and not OTHER_ASK.search(tail)


def probes(reading: Reading, index: int, act: dict[str, Any]) -> list[Probe]:
    """The lethal hit with an 【攻撃後】 effect on the card; the defender's aura varied."""
    attacker = act["attacker"]
    defender = "B" if attacker == "A" else "A"
    life, damage = act["lethal"]["life"], act["lethal"]["damage"]
    out = []
    for aura in (0, 3):
        sides = {attacker: "aura 3 life 10 focus 1", defender: f"aura {aura} life {life} focus 1"}
        text = "\n".join([
            "game sakura", 'title "a lethal hit: does the 【攻撃後】 effect resolve?"',
            f"card 斬 attack 4 {damage} after: flinch", "board", "distance 4",
            f"A {sides['A']}", f"B {sides['B']}", f"{attacker} hand 斬",
            f"turn {attacker} main standard", f"{attacker} use 斬", f"{defender} decline",
            f"{defender} damage life"]) + "\n"
        out.append(Probe(text, {f"{defender}.aura": aura}, index))
    return out


def judge(result: RunResult) -> Finding | None:
    """"no" when the game ended (4-2) before 9-4 ⅶ; "yes" if the effect resolved."""
    if result.illegal is not None:
        return None
    steps = list(result.trace.walk())
    if any("【攻撃後】 effect resolves" in s.what for s in steps):
        done = next(s for s in steps if "【攻撃後】 effect resolves" in s.what)
        return Finding("yes", done.clause, "the 【攻撃後】 effect resolved (9-4 ⅶ)")
    if result.outcome is not None and result.outcome.winner:
        return Finding("no", result.outcome.clause,
                       "the game ended at 0 life (4-2) before the 【攻撃後】 effect (9-4 ⅶ)")
    return None
