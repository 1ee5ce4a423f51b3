"""paper-qa's rule: citations come only from retrieved clauses and trace steps."""

from __future__ import annotations

from judge.answer.cite import compose, strip_text, strip_unsupported, trace_uids
from judge.answer.model import Citation
from judge.corpus import load_corpus


def _cit(uid: str, number: str) -> Citation:
    return Citation(uid, "sakura", uid.split("#")[0], "ja", number, "", "", "retrieval")


def test_strip_unsupported_removes_what_was_not_provided():
    cits = [_cit("sakura-ja#9-6", "9-6"), _cit("sakura-ja#1-1", "1-1"),
            _cit("sakura-ja#9-6-1", "9-6-1")]
    kept, stripped = strip_unsupported(cits, {"sakura-ja#9-6", "sakura-ja#9-6-1"})
    assert [c.uid for c in kept] == ["sakura-ja#9-6", "sakura-ja#9-6-1"]
    assert stripped == ["sakura-ja#1-1"]


def test_strip_text_removes_unknown_keys_only():
    allowed = [_cit("sakura-ja#9-6", "9-6")]
    text, removed = strip_text("No [9-6]. See also [12-3] and [sakura-ja#7-1] [note].", allowed)
    assert text == "No [9-6]. See also and [note]."
    assert removed == ["12-3", "sakura-ja#7-1"]


class _Hit:
    def __init__(self, uid: str, quote: str = "") -> None:
        self.uid, self.quote = uid, quote


def test_compose_orders_focus_then_shared_then_interleaves_and_drops_unknown_uids():
    by_uid = load_corpus().by_uid
    trace = [{"clause": "sakura-ja#9-6", "what": "x", "changes": [], "children": [
        {"clause": "sakura-ja#9-6-1", "what": "y", "changes": [{"path": "A.aura"}],
         "children": []}]}]
    hits = [_Hit("sakura-ja#7-1-3-1", "q"), _Hit("sakura-ja#9-6"), _Hit("sakura-ja#nope")]
    cits = compose(hits, trace, by_uid, focus=["sakura-ja#9-6-1"])
    assert [(c.uid, c.origin) for c in cits] == [
        ("sakura-ja#9-6-1", "trace"), ("sakura-ja#9-6", "trace"),
        ("sakura-ja#7-1-3-1", "retrieval")]
    assert cits[2].quote == "q"
    assert cits[0].quote.startswith("＜間合＞にある桜花結晶を１つ選び")


def test_trace_uids_depth_first_unique():
    trace = [{"clause": "a#1", "children": [{"clause": "a#2", "children": []}]},
             {"clause": "a#1", "children": []}]
    assert trace_uids(trace) == ["a#1", "a#2"]


def test_a_refusal_naming_an_item_is_quoted_by_that_item():
    from judge.answer.cite import marked_item
    from judge.corpus import load_corpus

    clause = load_corpus().by_uid["sakura-ja#9-6"]
    trace = [{"clause": "sakura-ja#9-6", "children": [],
              "what": "refused: 前進 cannot move any object (9-6 ⅰ-B)"}]
    assert marked_item(clause, trace) == (
        "ⅰ-B：指定されていないなら、《前進》、《後退》、《纏い》、《宿し》、《離脱》から、"
        "何らかのオブジェクトを移動させることができるものを１つ選ぶ。")
    assert marked_item(clause, [{"clause": "sakura-ja#9-6", "what": "refused", "children": []}]) == ""


def test_a_ja_reader_is_not_shown_weak_ko_only_hits():
    from judge.answer.service import ask

    a = ask("間合が2、自分のオーラが3のとき、基本動作の「前進」を行えますか？", use_rulings=False)
    assert [c.doc for c in a.citations] == ["sakura-ja"] * len(a.citations)
    assert any(h["uid"].startswith("sakura-ko#add/") for h in a.to_json()["retrieved"])


def test_ko_only_rules_stay_cited_when_they_are_what_matches():
    from judge.answer.service import ask

    a = ask("アキナを宿しています。ゲーム開始時の相場はいくつですか？", use_rulings=False)
    assert "sakura-ko#add/21-2-1" in [c.uid for c in a.citations]
    k = ask("내 오라가 5일 때 전진을 할 수 있나요?", use_rulings=False)
    assert k.citations[0].uid == "sakura-ja#9-6"  # the originals a ko reader needs stay
