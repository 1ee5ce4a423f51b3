"""Which language a question is written in: Hangul → ko, kana/kanji → ja, otherwise en."""

from __future__ import annotations

import re
import unicodedata

_HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def detect_language(text: str) -> str:
    """"ko" if the text holds more Hangul than kana, "ja" for kana or kanji, else "en".

    >>> detect_language("내 오라에 벚꽃결정이 5개 있습니다")
    'ko'
    >>> detect_language("Can I choose Advance (前進)?")
    'en'
    >>> detect_language("My market price (相場/시세) is 4. Does it go to 5?")
    'en'
    """
    hangul = len(_HANGUL.findall(text))
    kana = len(_KANA.findall(text))
    han = len(_HAN.findall(text))
    latin = sum(1 for ch in text if ch.isascii() and ch.isalpha())
    if hangul and hangul >= kana and hangul > latin / 4:
        return "ko"  # not "…market price (相場/시세)…": an English question glossing a term
    if kana + han > latin / 4:
        return "ja"
    return "en"


def normalize(text: str) -> str:
    """NFKC + casefold, so ９－４－１ and 9-4-1, Ａｕｒａ and aura compare equal."""
    return unicodedata.normalize("NFKC", text).casefold()
