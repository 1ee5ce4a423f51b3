"""Small review fixes: game-neutral "position" (B7), Japanese first sentence (B15), a failed
search load is retried (B11)."""

from __future__ import annotations

from concurrent.futures import Future

from judge.answer import service
from judge.answer.cite import first_sentence
from judge.answer.service import ask


def test_position_wording_is_game_neutral():
    from judge.answer.simulate import describe_missing

    assert describe_missing(["position"], "ja") == ["盤面（各領域の枚数・数値など）"]
    assert "桜花結晶" not in describe_missing(["position"], "ja")[0]
    a = ask("Hi!storyで、相手の山札が0枚。パワー1000の人物で攻撃した。相手は敗北しますか？",
            use_rulings=False)  # an empty deck cannot be a position (B17): said with its clause
    assert a.verdict is None
    assert a.notes[-1].endswith("B's deck is empty, so the game is already over "
                                "(histoy-ja#12.1.1)")


def test_unstated_orbs_block_a_magical_girl_win():
    a = ask("怪異で相手プレイヤーを攻撃した。相手は敗北しますか？", game="magical-girl",
            use_rulings=False)
    assert a.verdict is None
    assert "相手のオーブの数" in a.missing


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


def test_impossible_stated_position_names_the_clause():
    a = ask("My Aura is 9. Can I Advance?", game="sakura", use_rulings=False)
    assert a.verdict is None
    assert a.missing == ["a possible position (the stated one cannot exist): impossible board: "
                         "A's aura 9 outside 0..5 [sakura-ja#7-1-3-1]"]


def test_leading_minus_is_not_dropped():
    from judge.answer.extract import extractor_for

    r = extractor_for("sakura").read("間合が-1のとき前進できますか？", "ja")
    assert r.facts == {"distance": -1}
    assert ask("間合が-1のとき前進できますか？", game="sakura", use_rulings=False).verdict is None
