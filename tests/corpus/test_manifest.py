"""The manifest: document hashes are checked; a changed document is a clear error."""

import shutil

import pytest

from judge.corpus import build_corpus
from judge.corpus.manifest import CORPUS_DIR, load_manifest, sha256_file
from judge.errors import CorpusError


def test_manifest_records_every_document():
    manifest = load_manifest()
    assert [d.doc for d in manifest.docs] == [
        "sakura-ja", "sakura-ko", "sakura-guide-ko", "histoy-ja", "magical-girl-ja"]
    for info in manifest.docs:
        assert sha256_file(CORPUS_DIR / info.file) == info.sha256
    assert manifest.doc("histoy-ja").version == "v1.0.0 (2026-10-13)"
    assert manifest.game_aliases["hs"] == "histoy"


def test_documents_are_the_seeds_byte_for_byte():
    manifest = load_manifest()
    assert manifest.doc("sakura-ja").sha256 == (
        "472ad708621d6c136320cac35849b692974d8ef5351d051c864d51dece17402a")


def test_changed_document_is_detected(tmp_path):
    root = tmp_path / "rules_corpus"
    shutil.copytree(CORPUS_DIR, root, ignore=shutil.ignore_patterns("embeddings"))
    with (root / "sakura-ko.txt").open("a", encoding="utf-8") as f:
        f.write("\n")
    with pytest.raises(CorpusError, match=r"document 'sakura-ko' \(sakura-ko.txt\) changed: sha256"):
        build_corpus(root)


def test_missing_document_is_detected(tmp_path):
    root = tmp_path / "rules_corpus"
    shutil.copytree(CORPUS_DIR, root, ignore=shutil.ignore_patterns("embeddings"))
    (root / "histoy-ja.txt").unlink()
    with pytest.raises(CorpusError, match="document 'histoy-ja': file .* is missing"):
        load_manifest(root)


def test_term_table_sizes():
    from judge.corpus import load_corpus

    terms = load_corpus().terms
    per_game = {g: sum(1 for t in terms if t.game == g) for g in ("sakura", "histoy", "magical-girl")}
    assert per_game["sakura"] >= 40 and per_game["histoy"] >= 25 and per_game["magical-girl"] >= 15
    advance = next(t for t in terms if t.ja == ("前進",))
    assert advance.ko == ("전진",) and "Advance" in advance.en
