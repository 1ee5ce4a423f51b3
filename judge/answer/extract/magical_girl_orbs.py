"""Who chooses the orb an attack on the player corrupts (804.5: 「攻撃を行っている怪異の支配者は
そのうち1つを選んで穢します」), asked as a claim ("the defending player picks, right?",
"he says he picks — is he right?"). The played probe's 804.5 step names the chooser; the reader
only says which side the claim names. "Who picks?" is left alone: its answer is a phrase.

Sides are "attacker" and "defender": the reader's probe puts the attacking monster on P1's side
(the turn player, 803) and the attacked player as P2.
"""

from __future__ import annotations

import re

from judge.answer.extract import Finding, Reading
from judge.answer.extract.kinds import (
    BARE_CONFIRM,
    SENTENCE,
    alternative_question,
    asked_part,
    tagged_statement,
)
from judge.engine.runner import RunResult

KIND = "orb-chooser"
WHO = re.compile(r"(どちら|どっち|誰|누가|누구|어느\s?(플레이어|쪽|편)|\bwhich player\b"
                 r"|(?<!one )(?<!player )(?<!person )\bwho\b|\bwhich side\b)", re.IGNORECASE)
DEFENDER = (r"(the )?(defending|attacked|targeted|non-?turn|hit) player|the defender|the player"
            r" (being |who is |who was )?(attacked|hit)|防御側|攻撃され(た|ている)(側|プレイヤー)"
            r"|攻撃を受け(た|ている)(側|プレイヤー)|非ターンプレイヤー"
            r"|공격(을)?\s?받(은|는)\s?(플레이어|쪽|측)|방어(하는)?\s?(플레이어|쪽|측)"
            r"|비턴\s?플레이어")
ATTACKER = (r"(the )?(attacking|turn) player|the attacker|the attacking (side|monster's"
            r" controller)|攻撃(した|している|する)?(側|プレイヤー)|ターンプレイヤー"
            r"|攻撃している怪異の支配者|공격(하는|한)\s?(플레이어|쪽|측)|(?<!비)턴\s?플레이어")
ME = r"\bi\b|\bi'm\b|私|自分|僕|俺|(?<![가-힣])(내가|제가|나는|저는)"
THEM = r"\b(he|she|they|the opponent|my opponent)\b|相手|상대"
CHOOSE = (r"(\s(get|gets|got) to|\s(will|would|should|can|may|must))?\s?(pick|picks|picked"
          r"|choose|chooses|chose|decide|decides|select|selects)\b"
          r"|(が|は)[^。?？、]{0,12}(選ぶ|選べ|選択|決め)"
          r"|(가|이|는|은)\s?[^.?]{0,12}(고르|고를|선택|정하|정할)")
CLAIMED = re.compile(rf"(?P<def>{DEFENDER})(?:{CHOOSE})|(?P<att>{ATTACKER})(?:{CHOOSE})"
                     rf"|(?P<me>{ME})(?:(\sam|'m) the one who)?(?:{CHOOSE})"
                     rf"|(?P<them>{THEM})(?:{CHOOSE})", re.IGNORECASE)
"""The side a claim says chooses ("the defending player picks", "I get to pick")."""
ME_HIT = re.compile(r"\b(attack(s|ed)?|hits?|hit|got through to) me\b|\bme \(the player\)"
                    r"|\bmy orbs?\b"
                    r"|\b(i|we) (have|had|'ve got) (\w+ )?orbs?\b|\bwhile i had\b"
                    r"|(私|自分)[（(]プレイヤー[)）]|(私|自分)(を|に)[^。?？]{0,6}攻撃|攻撃され|私に通"
                    r"|(私|自分)のオーブ|(守って(い)?る|攻撃された(側の)?)(私|自分)"
                    r"|(나|저|제)(를|에게|한테)\s?[^.?]{0,6}공격|(제|내)\s?오브|공격(을)?\s?받",
                    re.I)
"""The asker is the attacked player: their orbs are corrupted."""
ME_ATTACKING = re.compile(r"\bmy (\w+ )?(attack|monster|servant|kaii)\b|\b(i|we) (hit|attack)"
                          r"|(私|自分)の怪異(で|が|の)|(제|내)\s?괴이", re.I)
"""The asker's own attack."""
ASKED_DEF = re.compile(rf"\b(does|do|can|may|will|is it) ({DEFENDER})\b", re.IGNORECASE)
ASKED_ATT = re.compile(rf"\b(does|do|can|may|will|is it) ({ATTACKER})\b", re.IGNORECASE)


def read(reading: Reading, text: str, asker_attacked: bool) -> bool:
    """Claim the question for the orb-chooser family; False when the side claimed cannot be
    told (letters, no chooser named) or the question asks "who?"."""
    if reading.lettered:
        return False
    span = tagged_statement(text)
    claim = text[span[0]:span[1]] if span else _confirmed(text)
    if WHO.search(asked_part(text)) or alternative_question(text) \
            or len(re.findall(rf"({CHOOSE})", asked_part(text), re.IGNORECASE)) > 1:
        # "who picks?": the answer is a phrase, which writers word many ways ("the attacking
        # player", "the controller of the attacking monster", "you"): not stated
        return False
    hit, hitting = bool(ME_HIT.search(text)), bool(ME_ATTACKING.search(text))
    if hit and hitting:
        return False  # both sides said as the asker's: whose claim is unclear
    asker_attacked = hit or (asker_attacked and not hitting)
    side = _claimed(claim, "defender" if asker_attacked else "attacker")
    if side is None:
        return False
    reading.facts["orb.claimed"] = side
    reading.kind = KIND
    reading.facts["orbs.exist"] = True  # 804.5 presumes an orb to corrupt
    reading.actions[:] = [{"kind": "attack", "target": "P2", "monster": False}]
    return True


def _confirmed(text: str) -> str:
    """The asking sentences, or the statement a bare "Is he right?" confirms."""
    sentences = SENTENCE.findall(text)
    if len(sentences) > 1 and BARE_CONFIRM.match(sentences[-1]):
        return sentences[-2]
    return asked_part(text)


def _claimed(claim: str, asker: str) -> str | None:
    """The side the claim names as the chooser (asker-relative words resolved)."""
    asked = ASKED_DEF.search(claim) or ASKED_ATT.search(claim)
    if asked:  # "does the attacked player choose…?"
        return "defender" if re.search(DEFENDER, asked.group(2), re.I) else "attacker"
    found = CLAIMED.search(claim)
    if found is None:
        return None
    if found.group("def"):
        return "defender"
    if found.group("att"):
        return "attacker"
    other = "defender" if asker == "attacker" else "attacker"
    return asker if found.group("me") else other


def judge(reading: Reading, result: RunResult) -> Finding | None:
    """804.5's step: whether the chooser it names is the side the claim names."""
    step = next((s for s in result.trace.walk() if s.clause.endswith("#804.5")
                 and " chooses and corrupts" in s.what), None)
    if step is None:
        return None
    chooser = step.what.split(" chooses and corrupts")[0].split(":")[-1].strip()
    side = "attacker" if chooser == result.board_before.get("turn") else "defender"
    claimed = reading.facts["orb.claimed"]
    return Finding("yes" if claimed == side else "no", step.clause, step.what)
