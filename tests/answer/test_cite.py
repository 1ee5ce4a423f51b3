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


def _hit(uid: str, vector: float | None):
    from judge.corpus import load_corpus
    from judge.index.hybrid import Hit

    sources = {"lexical": {"rank": 1, "score": 5.0}}
    if vector is not None:
        sources["vector"] = {"rank": 1, "score": vector}
    return Hit(uid, load_corpus().by_uid[uid], 0.02, sources)


def test_readable_hits_for_a_reader_whose_language_has_rules():
    from judge.answer.cite import readable_hits as _readable

    hits = [_hit("sakura-ja#9-6-1", 0.88), _hit("sakura-ko#add/21-5", 0.81),
            _hit("sakura-ko#add/21-2-1", 0.86), _hit("sakura-guide-ko#2.2.2", 0.80)]
    # ja reader: the ko-only clause far below the best ja cosine goes; the close one stays
    assert [h.uid for h in _readable(hits, "ja")] == ["sakura-ja#9-6-1", "sakura-ko#add/21-2-1"]
    # ko reader: every ja original stays (the ko translation is partial), ko hits are own
    ko = [_hit("sakura-ko#5-8-3-1", 0.90), _hit("sakura-ja#9-6", 0.70)]
    assert [h.uid for h in _readable(ko, "ko")] == ["sakura-ko#5-8-3-1", "sakura-ja#9-6"]
    # en reader (no en rules): everything; lexical-only search (no cosines): everything
    assert _readable(hits, "en") == hits
    lexical = [_hit("sakura-ja#9-6-1", None), _hit("sakura-ko#add/21-5", None)]
    assert _readable(lexical, "ja") == lexical
