"""Phrases an extractor puts in `missing`, in the question's language."""

from __future__ import annotations

import re

_PHRASES = {
    "card": {"ja": "カード「{0}」のテキスト", "ko": "카드 「{0}」의 텍스트",
             "en": "the text of the card 「{0}」"},
    "unnamed card": {"ja": "カードのテキスト（名前の分からないカード）",
                     "ko": "카드의 텍스트(이름을 모르는 카드)",
                     "en": "the card's text (a card whose name is not known)"},
    "quoted": {"ja": "「{0}」が指すもの（カード・効果・規則のどれか）",
               "ko": "「{0}」가 가리키는 것(카드·효과·규칙 중 무엇인지)",
               "en": "what 「{0}」 refers to (a card, an effect or a rule the reader cannot "
                     "place)"},
    "keyword": {"ja": "「{0}」の扱い（質問の読み取りが対応していない）",
                "ko": "「{0}」의 처리(질문 해석이 지원하지 않음)",
                "en": "how 「{0}」 applies (the question reader does not model it)"},
    "start": {"ja": "開始フェイズの処理（メインフェイズの質問のみ読み取る）",
              "ko": "개시 페이즈의 처리(메인 페이즈 질문만 읽음)",
              "en": "the start-phase timing (only main-phase questions are read)"},
    "effect": {"ja": "能力・効果のテキスト（質問の読み取りが盤面に置けない）",
               "ko": "능력·효과의 텍스트(질문 해석이 판면에 놓을 수 없음)",
               "en": "the ability's or effect's text (the question reader cannot place it)"},
    "base power": {"ja": "修整前のパワー（「{0}」は修整値）",
                   "ko": "수정 전의 파워(「{0}」는 수정치)",
                   "en": "the card's power before the change ({0} is a modifier)"},
    "start value": {"ja": "現在の「{0}」の値", "ko": "현재 「{0}」의 값",
                    "en": "the current value of {0}"},
}


def say(key: str, lang: str, *args: str) -> str:
    """The phrase `key` in `lang` (English when the language is not covered). A quoted phrase
    that is no name ("as much as possible", 「破壊する」) is not called a card.

    >>> say("card", "ja", "斬")
    'カード「斬」のテキスト'
    >>> say("card", "en", "as much as possible")
    'what 「as much as possible」 refers to (a card, an effect or a rule the reader cannot place)'
    """
    if key == "card" and args and _phrase(args[0]):
        key = "quoted"
    table = _PHRASES[key]
    return (table.get(lang) or table["en"]).format(*args)


def _phrase(name: str) -> bool:
    """A quoted phrase rather than a name: lowercase English words, or a Japanese or Korean
    verb form ("斬" and 「一閃」 are names)."""
    return bool(re.fullmatch(r"[a-z][a-z' -]* [a-z' -]+", name) or _VERB_END.search(name))


_VERB_END = re.compile(r"(する|される|れる|ない|ます|った|いた|した|を|に|て|だ|다|는|를|을|에)$")
