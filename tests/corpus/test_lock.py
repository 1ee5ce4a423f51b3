"""The clause lock and `judge verify --changed`: which rulings a rules change touches."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cli import main
from judge.corpus import load_corpus
from judge.corpus.lock import diff_lock, digests, read_lock
from judge.errors import CorpusError
from judge.impact import changed_report, default_lock

FAQ_001 = Path("scenarios/sakura/sa-faq-001-advance-full-aura.scn")
HISTOY = sorted(Path("scenarios/histoy").glob("*.scn"))[:3]


def _lock_with(tmp_path: Path, **edits: str | None) -> Path:
    """The committed lock with some digests changed (a value) or dropped (None)."""
    table = dict(read_lock(default_lock()))
    for uid, digest in edits.items():
        if digest is None:
            del table[uid]
        else:
            table[uid] = digest
    path = tmp_path / "lock.json"
    path.write_text(json.dumps({"clauses": table}), encoding="utf-8")
    return path


def test_committed_lock_matches_the_corpus():
    # fails when a document changed without `judge verify --changed` + `--update-lock`
    diff = diff_lock(read_lock(default_lock()), digests(load_corpus().clauses))
    assert (diff.changed, diff.added, diff.removed) == ([], [], [])
    assert len(read_lock(default_lock())) == 688


def test_diff_names_changed_added_and_removed():
    diff = diff_lock({"a#1": "x", "a#2": "y", "a#3": "z"}, {"a#1": "x", "a#2": "Y", "a#4": "w"})
    assert (diff.changed, diff.added, diff.removed) == (["a#2"], ["a#4"], ["a#3"])
    assert diff.all == ["a#2", "a#3", "a#4"] and diff.kind("a#3") == "removed"


def test_changed_clause_touches_the_rulings_that_rest_on_it(tmp_path):
    lock = _lock_with(tmp_path, **{"sakura-ja#9-6-1": "0" * 16})
    report = changed_report([FAQ_001, *HISTOY], lock)
    assert report["changed"] == ["sakura-ja#9-6-1"]
    assert [r["path"] for r in report["touched"]] == [str(FAQ_001)]
    assert report["touched"][0]["because"] == ["sakura-ja#9-6-1 changed"]
    assert (report["passed"], report["failed"], report["untouched"]) == (1, 0, 3)


def test_a_translation_touches_too(tmp_path):
    # the ruling cites sakura-ja#5-8-3-1 (not the Korean one): a Korean edit still reaches it
    ruling = Path("scenarios/sakura/attack-aura-too-small-choice.scn")
    lock = _lock_with(tmp_path, **{"sakura-ko#5-8-3-1": "0" * 16})
    report = changed_report([ruling], lock)
    assert report["touched"][0]["because"] == [
        "sakura-ko#5-8-3-1 changed (translation of sakura-ja#5-8-3-1, which it cites)"]


def test_a_clause_inside_a_cited_heading_touches_it(tmp_path):
    src = tmp_path / "r.scn"
    src.write_text(FAQ_001.read_text(encoding="utf-8").replace("clauses 9-6 7-1-3-1 9-6-1",
                                                                 "clauses 9-6"), encoding="utf-8")
    lock = _lock_with(tmp_path, **{"sakura-ja#9-6-4": "0" * 16})
    report = changed_report([src], lock)
    assert report["touched"][0]["because"] == [
        "sakura-ja#9-6-4 changed (within sakura-ja#9-6, which it cites)"]


def test_cli_fails_when_a_touched_ruling_fails(tmp_path, capsys):
    bad = tmp_path / "bad.scn"
    bad.write_text(FAQ_001.read_text(encoding="utf-8").replace("expect A.aura == 5",
                                                               "expect A.aura == 4"), encoding="utf-8")
    lock = _lock_with(tmp_path, **{"sakura-ja#9-6-1": "0" * 16})
    assert main(["verify", "--changed", "--lock", str(lock), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "  changed  sakura-ja#9-6-1\n" in out
    assert "touched by sakura-ja#9-6-1 changed" in out
    assert out.rstrip().endswith("1 rulings touched: 0 passed, 1 failed; 0 untouched")


def test_update_lock_writes_every_clause(tmp_path, capsys):
    lock = tmp_path / "new.json"
    assert main(["verify", "--update-lock", "--lock", str(lock)]) == 0
    assert read_lock(lock) == read_lock(default_lock())
    assert main(["verify", "--changed", "--lock", str(lock), str(FAQ_001)]) == 0
    assert "no clause changed since" in capsys.readouterr().out


def test_missing_or_broken_lock_says_how_to_make_one(tmp_path):
    with pytest.raises(CorpusError, match="judge verify --update-lock"):
        read_lock(tmp_path / "none.json")
    (tmp_path / "bad.json").write_text("[1]", encoding="utf-8")
    with pytest.raises(CorpusError, match="not a clause lock"):
        read_lock(tmp_path / "bad.json")


def test_a_ruling_that_no_longer_parses_is_reported_even_untouched(tmp_path, capsys):
    bad = tmp_path / "broken.scn"
    bad.write_text("game sakura\nboard\nA aura five\n", encoding="utf-8")
    lock = _lock_with(tmp_path, **{"sakura-ja#9-6-1": "0" * 16})
    assert main(["verify", "--changed", "--lock", str(lock), str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {bad}: line 3" in out and "(not touched by the change)" in out
