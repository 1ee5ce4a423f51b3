"""Players named by letters ("A's turn. A: 2 Orbs. B: 0 Orbs.") told as the asker and the
opponent, so the readers' owner words (my / the opponent's, 自分 / 相手, 나 / 상대) place them.

The turn player's letter is the asker: the readers play the asker's turn. Nothing changes when
the question also speaks in persons, when it does not say whose turn it is, or when a monster is
named by a letter too.
"""

from __future__ import annotations

import re

TURN_LETTER = re.compile(r"\b(?:player )?([ab])'s (?:turn|start phase|main phase|end phase)\b"
                         r"|(?<![a-z])([ab])(?:の|の自分の)(?:ターン|開始フェイズ|メインフェイズ|終了フェイズ)"
                         r"|(?<![a-z])([ab])의\s?(?:개시|메인|종료)\s?페이즈"
                         r"|(?<![a-z])([ab])의\s?턴"
                         r"|(?:^|[.。]\s*)(?:player )?([ab]) (?:attacked|attacks|declared an attack"
                         r"|declares an attack)\b"
                         r"|(?:^|[。.]\s*)([ab])(?:が|は)(?:[^。、]{0,20}で)?(?:攻撃(?:した|する|宣言)|アタック)"
                         r"|(?:^|[.。]\s*)([ab])(?:가|는)\s(?:[^.]{0,20}로\s)?공격(?:했|한|하)"
                         r"|\b([ab])'s [\w -]{0,30}?(?:card|monster|servant|kaii|attacker)"
                         r" (?:attacked|attacks|declared an attack|declares an attack)\b"
                         r"|\b([ab])'s [\w/+ -]{0,30}?attacks? (?:connects|hits|goes through"
                         r"|went through|lands|landed|resolves|resolved)\b"
                         r"|(?<![a-z])([ab])の[^。、]{0,20}(?:カード|怪異)(?:が|で)[^。]{0,20}攻撃"
                         r"|(?<![a-z])([ab])의\s[^.]{0,20}(?:카드|괴이)(?:가|로)\s?[^.]{0,20}공격"
                         r"|\bplayer ([ab])\b[^.]{0,80}?\b(?:his|her|their) (?:own )?turn\b"
                         r"|\b([ab])'s [\w/+ -]{0,30}?attacks?(?: with [^.,]{0,24}?)? (?:hit|hits"
                         r"|connected|connects|landed|lands)\b"
                         r"|\b([ab])'s (?:monster|servant|kaii|card|person) (?:targeted|targets)\b"
                         r"|\b([ab])'s (?:monster|servant|kaii|card|person)'s attack\b"
                         r"|\bagainst ([ab])'s [\w/+ -]{0,20}?attack\b"
                         r"|(?<![a-z])([ab])の(?:[^。、]{0,20}の)?攻撃(?:[（(][^）)]{0,16}[）)])?(?:が|は)"
                         r"(?:命中|ヒット|当たっ|当たり)"
                         r"|(?<![a-z])([ab])의\s?(?:[^.]{0,20}\s)?공격(?:[（(][^）)]{0,16}[）)])?(?:이|은)"
                         r"\s?(?:명중|적중|히트|맞)"
                         r"|(?<![a-z])([ab])の(?:怪異|カード|人物)(?:[（(][^）)]{0,24}[）)])?が"
                         r"[^。]{0,40}を攻撃目標に"
                         r"|\b(?:player )?([ab]) (?:played|plays|used|uses)"
                         r" (?:a |an |the |his |her )?"
                         r"(?:slash|strike|attack|[\w-]+ \(\S+, range|\d+/\d+ attack)"
                         r"|(?<![a-z])(?:プレイヤー)?([ab])が[^。]{0,40}?(?:《攻撃》|適正距離|攻撃カード)"
                         r"[^。]{0,24}?を使用(?:し|した)"
                         r"|\b([ab])'s (?:[\d/+-]+ )?(?:attack|slash|strike) (?:dealt|deals|was|had"
                         r"|has|is)\b"
                         r"|(?<![a-z])(?:플레이어\s?)?([ab])가\s[^.]{0,40}?(?:《공격》|적정거리|공격\s?카드)"
                         r"[^.]{0,24}?(?:을|를)\s?사용(?:했|하)"
                         r"|(?<![a-z])([ab])の(?:[\d/+-]+の)?《攻撃》(?:は|が|の|に)"
                         r"|(?<![a-z])([ab])의\s?(?:[\d/+-]+\s?)?《공격》(?:은|이|의|에)"
                         r"|(?<![a-z])([ab])は[^。]{0,30}自分の(?:開始|メイン|終了)フェイズ"
                         r"|\b([ab]) (?:began|begins|started|starts|entered|enters)"
                         r" (?:his|her|their) (?:start|main|end) phase\b"
                         r"|(?<![a-z])([ab])(?:は|が)[^。?]{0,30}を攻撃(?:目標|対象)に(?:選|指定)"
                         r"|(?<![a-z])([ab])(?:가|는)\s[^.?]{0,30}(?:을|를)\s?공격\s?(?:목표|대상)"
                         r"(?:으로|로)\s?(?:선택|고르|골랐|지정)"
                         r"|\b(?:player )?([ab]) (?:choose|chose|chooses|select|selected|selects"
                         r"|pick|picked|picks) [^.?]{0,40}?\bas (?:the |an |his |her |its )?"
                         r"attack target\b")
"""Whose turn it is, by letter, or who attacks (the turn player, 506.1: normalized text)."""
PERSONS = re.compile(r"(\bmy\b|\bi\b|\bme\b|\bopponent|自分|私|相手|(?<![가-힣])(내|나|제|저)\s"
                     r"|상대)")
"""The question speaks in persons already: letters are left as they are."""
QUOTED = re.compile(r"「[^」]*」|『[^』]*』|“[^”]*”|\"[^\"]*\"|(?<!\w)'[^']*'(?!\w)")
"""A quoted passage (a card's text), whose persons are the card's, not the asker's."""
NAMED_THING = re.compile(r"(monster|servant|kaii|girl|card|怪異|魔法少女|カード|괴이|마법소녀|카드)"
                         r"\s?[ab](?![a-z])")
"""A monster or card named by a letter ("monster A"): the letters are not only players."""

_SELF = {"en": ((r"\bplayer {0}'s\b", "my"), (r"(?<![\w'])\b{0}'s\b", "my"),
                (r"(?<![\w'])\b{0}\s?:", "my side:"), (r"\bplayer {0}\b", "i"),
                (r"(?:^|(?<=[.!?] )|(?<=, ))\b{0}(?= (attacked|attacks|declared|declares|has"
                 r"|had|controls"
                 r"|controlled|chose|chooses|used|uses|plays|played|takes|took)\b)", "i")),
         "ja": ((r"(?<![a-z]){0}(?=の)", "自分"), (r"(?<![a-z]){0}(?=[はがにも:：])", "自分"),
                (r"プレイヤー{0}(?![a-z])", "自分")),
         "ko": ((r"(?<![a-z]){0}(?=의)", "나"), (r"(?<![a-z]){0}(?=[는가:：])", "나"),
                (r"플레이어\s?{0}(?![a-z])", "나"))}
_OTHER = {"en": ((r"\bplayer {0}'s\b", "the opponent's"), (r"(?<![\w'])\b{0}'s\b",
                                                            "the opponent's"),
                 (r"(?<![\w'])\b{0}\s?:", "the opponent's side:"), (r"\bplayer {0}\b",
                                                                   "the opponent"),
                 (r"(?:^|(?<=[.!?] )|(?<=, )|(?<=and ))\b{0}(?= (attacked|attacks|declared"
                  r"|declares|has|had|is|was|controls|controlled|chose|chooses|used|uses|plays"
                  r"|played|takes|took|reacted|reacts|did|does)\b)", "the opponent")),
          "ja": ((r"プレイヤー{0}(?![a-z])", "相手"), (r"(?<![a-z]){0}(?![a-z])", "相手")),
          "ko": ((r"플레이어\s?{0}(?![a-z])", "상대"), (r"(?<![a-z]){0}(?![a-z])", "상대"))}


def persons(text: str, lang: str) -> str:
    """`text` (normalized) with the lettered players told as the asker and the opponent.

    >>> persons("a's turn. a: 2 orbs. b: 0 orbs. a's x attacks player b. who wins?", "en")
    "my turn. my side: 2 orbs. the opponent's side: 0 orbs. my x attacks the opponent. who wins?"
    >>> persons("my turn. b has 0 orbs.", "en")
    'my turn. b has 0 orbs.'
    """
    me = turn_letter(text)
    if me is None or PERSONS.search(QUOTED.sub(" ", text)) or NAMED_THING.search(text):
        return text  # (a quoted card text's "the opponent" is no person of the question)
    other = "b" if me == "a" else "a"
    table = lang if lang in _SELF else "en"
    for pattern, word in _SELF[table]:
        text = re.sub(pattern.format(me), word, text)
    for pattern, word in _OTHER[table]:
        text = re.sub(pattern.format(other), word, text)
    if table == "en":  # "i uses" → "i use": the readers' first-person verbs
        text = re.sub(r"\bi (attack|use|declare|choose|control|play|take)s\b", r"i \1", text)
        text = re.sub(r"\bi has\b", "i have", text)
    if table == "en" and other == "b":  # "b has 0 orbs" ("a" alone is the article)
        text = re.sub(r"(?<![\w'])\bb\b(?!')", "the opponent", text)
    return text


def turn_letter(text: str) -> str | None:
    """The turn player's letter ("a"/"b") in normalized `text`, if said: the last one told
    ("A's turn ended; now it is B's turn" is B's).

    >>> turn_letter("a attacked last turn. now it's b's turn.")
    'b'
    """
    turns = list(TURN_LETTER.finditer(text))
    return next(g for g in turns[-1].groups() if g) if turns else None
