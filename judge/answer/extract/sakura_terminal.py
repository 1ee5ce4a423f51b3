"""終端 (9-2): "I used a card with 終端 — can I still do a basic action this turn?".

After a 終端 card resolves, its user may use no other card and do no basic action that turn
(9-2, last paragraph). The reader marks the player who used it (the asker unless the opponent is
plainly the subject) with the engine's `terminal` flag and, when a basic action in general is
asked, plays one. Anything less clear (before the use, an unclear user, a card use asked) keeps
the keyword unmodelled, so the question is not answered.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Reading
from judge.answer.extract.common import BOUNDARY, OPPONENT

USED = re.compile(
    r"(終端[^。？?]{0,20}?(使(っ|い|用し|われ)|解決(し|され))"
    r"|종단[^.?]{0,20}?(사용(했|한|하고|해서|하여|된|되)|해결(했|한|하고|된|되|을 마)"
    r"|(써서|썼|쓰고|쓴)[^.?]{0,12}해결(이|을)?\s?(끝|완료|마치|마쳤)"
    r"|(썼|쓴|써서|쓰고)\s?(뒤|후|다음|이후|나서)?)"
    r"|\bterminal\b[^.?]{0,30}?\b(used|played|resolved|resolves|finished"
    r"|finish(es)? resolving)\b"
    r"|\b(used|played|resolved|resolving|finished|use|uses|play|plays)\b[^.?]{0,30}?"
    r"\bterminal\b)")
"""A 終端 card that was used (「終端を持つカードを使って解決し終えました」, "I played a Terminal
card")."""
LATER = re.compile(r"(次の(自分の|私の|相手の)?ターン|次ターン|翌ターン|다음\s?턴|\bnext turn\b"
                   r"|\bfollowing turn\b|\blater turn\b)")
BEFORE = re.compile(r"(前に|前で|前の|전에|\bbefore\b|\buntil\b|まで|까지)")
OPP_SUBJECT = re.compile(r"(相手(プレイヤー)?(が|は)|상대(방|가|는|방이|방은)"
                         r"|\b(the|my) opponent\b)")
SELF_SUBJECT = re.compile(r"(自分(が|は)|私(が|は)|내가|제가|\bi\b|\bwe\b)")
BASIC_WORD = "基本動作"
DENIED = re.compile(r"(終端(を|が|は)?(持たない|持っていない|持たず|ない|なし|無し|のない)"
                    r"|종단(이|을|은|는)?\s?(없|가지지\s?않|갖지\s?않|아닌)"
                    r"|\b(no|without|non-?)\s?terminal\b|\bnot (a |an )?terminal\b"
                    r"|\b(doesn'?t|does not) have terminal\b)")
"""「終端を持たない通常札」, "a card without Terminal": the card used has no 終端."""


def read(text: str, mentions: list[Any], reading: Reading) -> set[str]:
    """Mark who is bound by a used 終端 card; the terms this makes modelled ({"終端"} or none)."""
    m = USED.search(text)
    if m is None:
        return set()
    if DENIED.search(text[max(0, m.start() - 12):m.end() + 4]):
        return {"終端"}  # 「終端を持たない通常札を使用した」: nothing binds the player (9-2)
    start = max((b.end() for b in BOUNDARY.finditer(text, 0, m.start())), default=0)
    end = next((b.start() for b in BOUNDARY.finditer(text, m.end())), len(text))
    sentence = text[start:end]
    if BEFORE.search(sentence):
        return set()  # "before I use the 終端 card": the limit is not on yet
    if LATER.search(text):
        return set()  # "next turn": 9-2 binds only the turn the card was used in
    lead = text[start:m.start()]
    opp, me = OPP_SUBJECT.search(lead), SELF_SUBJECT.search(lead)
    if opp and not me:
        who = "B"
    elif me and not opp or not OPPONENT.search(sentence):
        who = "A"
    else:
        return set()  # the opponent is named but not plainly the user: unclear
    if not reading.actions and any(x.key == BASIC_WORD for x in mentions):
        # "a basic action" in general: 終端 forbids every one alike (9-2)
        reading.actions.append({"kind": "basic", "name": "前進", "generic": True})
        reading.evidence.append("a basic action (any)")
    if not reading.actions or any(a["kind"] != "basic" for a in reading.actions):
        return set()  # a card use after 終端 is not played by these probes
    reading.facts[f"{who}.terminal"] = True
    reading.evidence.append(f"{who} used a 終端 card this turn (9-2)")
    # 「終端を持つ《対応》カードを使った」: in that sentence, the used card's subtype does not
    # change 9-2's limit
    named = {x.key for x in mentions if start <= x.start < end and x.term.kind == "subtype"}
    return {"終端"} | named
