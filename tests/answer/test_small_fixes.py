"""Small review fixes: game-neutral "position" (B7), Japanese first sentence (B15), a failed
search load is retried (B11)."""

from __future__ import annotations

from concurrent.futures import Future

from judge.answer import service
from judge.answer.cite import first_sentence
from judge.answer.service import ask


def test_position_wording_is_game_neutral():
    a = ask("Hi!storyで、相手の山札が0枚。パワー1000の人物で攻撃した。相手は敗北しますか？",
            use_rulings=False)
    assert a.verdict is None
    assert a.missing == ["盤面（各領域の枚数・数値など）"]


def test_first_sentence_splits_japanese():
    text = "桜花結晶を1つ間合からオーラへ移動させる。ただし、オーラが5の場合は何もしない。"
    assert first_sentence(text) == "桜花結晶を1つ間合からオーラへ移動させる。"
    assert first_sentence("Move one token. Then stop.") == "Move one token."
    assert first_sentence("Version 1.5 applies. Then stop.") == "Version 1.5 applies."


def test_failed_search_load_is_retried(monkeypatch, lexical_search):
    failed: Future = Future()
    failed.set_exception(RuntimeError("foreign index folder"))
    monkeypatch.setattr(service, "_SEARCH", None)
    monkeypatch.setattr(service, "_LOADING", failed)
    monkeypatch.setattr(service, "search_service", lambda: lexical_search)
    assert service._prefetch_search().result(timeout=30) is lexical_search
