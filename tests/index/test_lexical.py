"""Tokenizer, term-table expansion and BM25 over the fixture corpus."""

from judge.index.lexical import LexicalIndex, TermTable, tokenize
from tests.index.conftest import CLAUSES, TERMS, Term


def test_bigrams_numbers_words_and_single_characters():
    assert tokenize("前進を選ぶ") == ["前進", "進を", "を選", "選ぶ"]
    assert tokenize("９－６－１の前進") == ["9-6-1", "の前", "前進"]
    assert tokenize("내 오라에 Aura") == ["내", "오라", "라에", "aura"]


def test_term_table_expands_ko_and_en_to_ja_and_back():
    table = TermTable(TERMS)
    assert table.expand("기본동작 '전진'을 선택") == ["前進", "전진"]
    assert table.expand("Can I choose Advance with five Sakura tokens?") == [
        "前進", "전진", "桜花結晶", "벚꽃결정"]
    assert table.expand("オーラが5つ") == ["オーラ", "오라"]
    assert table.expand("Advancement") == []
    assert table.expand("前進", game="magical-girl") == []


def lexical():
    return LexicalIndex([c.uid for c in CLAUSES], [f"{c.label}\n{c.text}" for c in CLAUSES],
                        [c.game for c in CLAUSES], [c.lang for c in CLAUSES], TermTable(TERMS))


def test_ko_and_en_queries_reach_ja_clauses_through_the_term_table():
    idx = lexical()
    top_ko = [u for u, _ in idx.search("전진", game="sakura", lang="ja")]
    assert top_ko[0] == "sakura-ja#9-6-1"
    top_en = [u for u, _ in idx.search("Advance", game="sakura")]
    assert set(top_en[:2]) == {"sakura-ja#9-6-1", "sakura-ko#9-6-1"}


def test_filters_and_zero_scores():
    idx = lexical()
    assert [u for u, _ in idx.search("攻撃", game="magical-girl")] == ["magical-girl-ja#804.2"]
    assert idx.search("zzz") == []
    assert all(u.startswith("sakura-ko") for u, _ in idx.search("前進", lang="ko"))


def test_vector_query_gets_the_ja_names_it_lacks():
    table = TermTable(TERMS)
    assert table.ja_names_missing("내 오라에 벚꽃결정이 있고 前進") == ["オーラ", "桜花結晶"]
    assert table.ja_names_missing("Can I Advance?") == ["前進"]
    assert table.ja_names_missing("Can I Advance?", game="histoy") == []


def test_one_syllable_ko_alias_matches_only_a_whole_word():
    table = TermTable([Term("sakura", ("手札",), ("패",), ("hand",)), *TERMS])
    assert table.matches("패 1장을 버린다") == [0]
    assert table.matches("패를 버린다") == []  # 패 inside a longer word (with its particle)
    assert table.matches("two hands and an Advance") == [0, 1]  # plural, term-table order
    assert table.matches("Advanced") == []


def test_term_lookups_are_remembered_but_callers_get_their_own_lists():
    table = TermTable(TERMS)
    first = table.matches("전진 and aura")
    first.append(99)
    assert table.matches("전진 and aura") == [0, 1]
    assert table.matches("前進", game="magical-girl") == []
    assert table.matches("前進", game="sakura") == [0]
    assert table.matches("前進", game="") == [0]  # "" means every game, as None does
    idx = lexical()
    own, extra, general = idx.split_tokens("전진")
    own.append("x")
    assert idx.split_tokens("전진") == (["전진"], ["前進"], [])
    assert idx.query_tokens("전진") == ["전진", "前進"]
