"""全力化 (9-1-2): "is the 全力化 effect of a card used this way active?".

A 全力化 effect works only when its card was used by 通常の方法 in a 全力行動 — not in a
standard action, not as a reaction, not by another card's effect (9-1-2's last paragraph). The
reader takes how the card was used; the probe gives the card a `if full-action >= 1:` effect the
engine resolves (conditions.py), plays that use, and reads whether the effect happened.
"""

from __future__ import annotations

import re

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.common import ASIDE
from judge.answer.extract.kinds import question_kind
from judge.answer.extract.megami import owned_names
from judge.engine.runner import RunResult

KIND = "full-power-text"
TERM = re.compile(r"(全力化|전력화"
                  r"|\b(full[- ]power|throughout)[- ]?(ization|text|effect|clause)s?\b"
                  r"|[「『\"'](full[- ]power|throughout)[:：]?[」』\"'])")
NOT_FULL = re.compile(r"(全力化(して(い)?ない|でない|されていない)(ならば|なら|場合|とき|時)"
                      r"|전력화(하지|되지)\s?않(았다면|은\s?경우|으면|았으면|을\s?때)"
                      r"|전력화가\s?아니(라면|면)"
                      r"|\bif (it is |it's |the card is )?not "
                      r"(全力化|전력화|throughout|full[- ]power(ed)?)"
                      r"|[「『\"']not (全力化|throughout|full[- ]power(ed)?))", re.IGNORECASE)
"""「全力化していないならば」: 9-1-2's other condition, met exactly when 全力化 is not
(`full-action == 0`)."""
BY_EFFECT = re.compile(r"(効果(で|により|によって|を使って)[^。？?]{0,40}使用|効果で使"
                       r"|효과(로|에\s?의해|를\s?통해)[^.?]{0,40}사용"
                       r"|\b(by|through|via|with) (an?|the|its|another|that) (other )?(card'?s? )?"
                       r"effect\b|\bcard'?s? effect (uses|used|plays|played)\b"
                       r"|\b(through|via|by means of|by way of)\b[^.?]{0,30}('s\b|\(|[「『\"'])"
                       r"|(「[^」]{1,20}」|『[^』]{1,20}』)(の効果)?(で|を使って|によって|により)[^。？?]{0,30}使用"
                       r"|\beffect\b[^.?]{0,40}\b(has|have|makes|lets) (me|you|them|the player) "
                       r"(use|play)\b|\beffect\b[^.?]{0,30}\b(uses|used|plays|played)\b"
                       r"|\b(the |a )?card (i|you|we) (played|used)( from (my |the )?hand)? (uses"
                       r"|used|plays|played"
                       r"|let me use|lets me use|let me play|lets me play|allowed me to use) "
                       r"(another|a second|a different|one more)\b)")
REACTION = re.compile(r"(対応(で|として)[^。？?]{0,12}使|대응(으로|하여)[^.?]{0,12}(사용|썼|써|쓰)"
                      r"|\bas a reaction\b|\bin reaction\b|\bto react\b"
                      r"|\b(i|you|we|they|he|she|[ab]) react(ed|s)? (to|against)\b)")
STANDARD = re.compile(r"(標準行動|표준\s?행동|\bstandard action\b)")
FULL = re.compile(r"(全力行動|전력\s?행동|(full[- ]power|throughout)\s*(\([^)]{0,20}\)\s*)?action)")
EFFECT = re.compile(r"(効果|효과|\beffects?\b)")
OWN_EFFECT = re.compile(r"(全力化(の|を持つ|が|は)?\s?効果|効果(が|は)?\s?有効|全力化効果"
                        r"|전력화\s?(의\s?)?효과|효과(가|는)?\s?유효"
                        r"|(full[- ]power|throughout|全力化)[- ]?(ization )?(text|effect)s?"
                        r"|\beffects? (is |are )?(active|apply|applies|work)"
                        r"|\bwith an? [^.?]{0,12}effect\b)")
"""The 全力化 effect itself, named in the question (not another card's effect)."""
ACTIVE_Q = re.compile(r"(有効|適用|働|発揮|発動|効果が(出|発生)|解決され|満た|成立"
                      r"|유효|적용|발휘|작동|발동|켜지|만족|충족|성립|\bsatisf|\bmet\b"
                      r"|\b(apply|applies|active|work|works|take effect|takes effect|count"
                      r"|turns? on|triggers?|kicks? in)\b)")


PLAIN_EFFECT = re.compile(r"(全力化(の|が|は)?\s?効果|全力化効果|전력화\s?(의\s?)?효과"
                          r"|\b(throughout|full[- ]power)[- ]?(ization )?(effect|text|clause|part)"
                          r"|\bthe (throughout|full[- ]power|全力化) (effect|part|text)\b)",
                          re.IGNORECASE)
"""The 全力化 effect itself named beside a 「全力化していないならば」 phrase."""


def claims(text: str) -> bool:
    return bool(TERM.search(text) or NOT_FULL.search(text))


def owns(reading: Reading) -> bool:
    return bool(reading.actions) and reading.actions[0].get("kind") == KIND


def read(text: str, lang: str) -> Reading | None:
    """How the card was used, or None when the question does not say or asks something else."""
    kind = question_kind(text)
    if kind not in ("can", "other", "judged") or not ACTIVE_Q.search(text):
        return None
    plain = ASIDE.sub("", text)  # 「効果（例：シンラの「詭弁」）で」: the example aside
    use = ("effect" if BY_EFFECT.search(plain) else "reaction" if REACTION.search(plain)
           else "standard" if STANDARD.search(plain) else "full" if FULL.search(plain) else None)
    if use is None:
        return None
    if use in ("full", "standard") and EFFECT.search(OWN_EFFECT.sub(" ", plain)):
        return None  # another effect is named: it may be the one that used the card
    if use in ("full", "standard") and (owned_names(text, set()) or re.search(
            r"[「『][^」』]{1,20}[」』]|\([^)]*[\u3040-\u9fff][^)]*\)", plain)):
        return None  # a named card (「詭弁」, "Sophistry (詭弁)"): how it was used may be its text

    reading = Reading("sakura", lang, "judged", text=text)
    negated = bool(NOT_FULL.search(text))
    if negated and PLAIN_EFFECT.search(NOT_FULL.sub(" ", text)):
        return None  # 「全力化していない場合、全力化の効果は…」: which of the two is asked?
    reading.actions.append({"kind": KIND, "use": use, "negated": negated})
    which = "「全力化していないならば」" if negated else "全力化"
    reading.evidence.append(f"a card with a {which} effect used: {use}")
    return reading


_CARD = "card 全力 action {\n  use: if full-action >= 1: my focus +1\n}"
_SCRIPTS: dict[str, list[str]] = {
    "full": [_CARD, "board", "distance 6", "A focus 0 hand 全力", "turn A main full",
             "A use 全力"],
    "standard": [_CARD, "board", "distance 6", "A focus 0 hand 全力", "turn A main standard",
                 "A use 全力"],
    "effect": [_CARD, "card 呼び action full {\n  use: use 全力 from hand\n}", "board",
               "distance 6", "A focus 0 hand 呼び 全力", "turn A main full", "A use 呼び"],
    "reaction": ["card 全力 action reaction {\n  use: if full-action >= 1: my focus +1\n}",
                 "card 斬 attack 6 1/1", "board", "distance 6", "A focus 0 hand 全力",
                 "B hand 斬", "turn B main full", "B use 斬", "A react 全力"],
}


def probes(reading: Reading) -> list[Probe]:
    use = reading.actions[0]["use"]
    script = _SCRIPTS[use]
    if reading.actions[0].get("negated"):  # 「全力化していないならば」 (9-1-2)
        script = [s.replace("full-action >= 1", "full-action == 0") for s in script]
    lines = ["game sakura", 'title "a 全力化 effect, used as the question says"', *script]
    return [Probe("\n".join(lines) + "\n", {})]


def judge(reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
    """Did the 全力化 effect (focus +1) happen? The 9-1-2 clause decides either way."""
    if result.illegal is not None:
        return None
    before = result.board_before["sides"]["A"]["focus"]
    after = result.board_after["sides"]["A"]["focus"]
    use = reading.actions[0]["use"]
    return Finding("yes" if after > before else "no", "sakura-ja#9-1-2",
                   f"used: {use}; A.focus {before} → {after}")

