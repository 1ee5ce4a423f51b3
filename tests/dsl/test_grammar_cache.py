"""The analysed-grammar cache: used when fresh, rebuilt when the grammar or an import changed,
survives a damaged file, and can be switched off."""

from pathlib import Path

import pytest

from judge.dsl.grammar import ENV_GRAMMAR_CACHE, cache_dir, open_grammar

GRAMMAR = """
%import common (NUMBER, WS_INLINE)
%ignore WS_INLINE
start: "aura" NUMBER
"""


@pytest.fixture
def grammar_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV_GRAMMAR_CACHE, str(tmp_path / "cache"))
    path = tmp_path / "toy.lark"
    path.write_text(GRAMMAR, encoding="utf-8")
    return path


def test_a_cached_grammar_parses_like_a_built_one(grammar_file: Path) -> None:
    built = open_grammar(grammar_file)
    cached_file = cache_dir() / "toy.lalr"  # type: ignore[operator]
    assert cached_file.stat().st_size > 0
    loaded = open_grammar(grammar_file)
    assert loaded.parse("aura 3") == built.parse("aura 3")
    assert str(loaded.parse("aura 3").children[0]) == "3"


def test_an_edited_grammar_is_rebuilt_not_read_from_the_stale_cache(grammar_file: Path) -> None:
    open_grammar(grammar_file)
    grammar_file.write_text(GRAMMAR.replace('"aura"', '"life"'), encoding="utf-8")
    parser = open_grammar(grammar_file)
    assert str(parser.parse("life 2").children[0]) == "2"
    with pytest.raises(Exception, match="aura|Unexpected"):
        parser.parse("aura 2")


def test_a_damaged_cache_file_costs_only_a_rebuild(grammar_file: Path) -> None:
    open_grammar(grammar_file)
    (cache_dir() / "toy.lalr").write_bytes(b"not a pickle")  # type: ignore[operator]
    assert str(open_grammar(grammar_file).parse("aura 5").children[0]) == "5"


def test_the_cache_can_be_switched_off(grammar_file: Path, monkeypatch: pytest.MonkeyPatch,
                                       tmp_path: Path) -> None:
    monkeypatch.setenv(ENV_GRAMMAR_CACHE, "off")
    assert cache_dir() is None
    assert str(open_grammar(grammar_file).parse("aura 1").children[0]) == "1"
    assert not (tmp_path / "cache").exists()
