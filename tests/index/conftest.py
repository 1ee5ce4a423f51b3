"""A small fixture corpus (real Clause objects), a graph over it and fixed keyword vectors."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest
from langchain_core.embeddings import Embeddings

from judge.corpus.model import Clause


def C(uid: str, title: str, text: str, path: tuple[str, ...] = (), refs: tuple[str, ...] = ()):
    doc, number = uid.split("#")
    game = "magical-girl" if doc.startswith("magical") else doc.split("-")[0]
    lang = doc.split("-")[-1]
    return Clause(uid, game, doc, lang, number, title, text, path, refs)


CLAUSES = [
    C("sakura-ja#§9", "行動", ""),
    C("sakura-ja#9-4", "攻撃の処理", "攻撃は以下の手順で処理する。", ("sakura-ja#§9",)),
    C("sakura-ja#9-4-1", "適正距離の確認", "現在の間合が攻撃の適正距離に含まれない場合、その攻撃は"
      "不正である。", ("sakura-ja#§9", "sakura-ja#9-4")),
    C("sakura-ja#9-6", "基本動作", "基本動作は桜花結晶を動かす行動である。動かせない基本動作は"
      "選べない。9-6-1を参照。", ("sakura-ja#§9",), ("sakura-ja#9-6-1",)),
    C("sakura-ja#9-6-1", "前進", "間合から桜花結晶を1つ自分のオーラへ移す。",
      ("sakura-ja#§9", "sakura-ja#9-6")),
    C("sakura-ja#7-1-3", "オーラ", "オーラには桜花結晶を5つまで置ける。"),
    C("sakura-ko#9-6-1", "전진", "간격에서 벚꽃결정을 1개 자신의 오라로 옮긴다."),
    C("magical-girl-ja#804.2", "",
      "攻撃を行っている怪異がリバース状態なら、バトル終了ステップに進みます。"),
]


@dataclass(frozen=True)
class Term:
    game: str
    ja: tuple[str, ...]
    ko: tuple[str, ...]
    en: tuple[str, ...]
    kind: str = ""


TERMS = [
    Term("sakura", ("前進",), ("전진",), ("Advance",)),
    Term("sakura", ("オーラ",), ("오라",), ("Aura",)),
    Term("sakura", ("間合",), ("간격",), ("Distance",)),
    Term("sakura", ("桜花結晶",), ("벚꽃결정",), ("Sakura token",)),
]


class FixtureGraph:
    """Parent from path, refs from Clause.refs, translations = same number in sakura-ja/-ko."""

    def __init__(self, clauses: list[Clause]) -> None:
        self.by = {c.uid: c for c in clauses}

    def parent(self, uid: str) -> str | None:
        return self.by[uid].parent

    def children(self, uid: str) -> list[str]:
        return [c.uid for c in self.by.values() if c.parent == uid]

    def refs_out(self, uid: str) -> list[str]:
        return list(self.by[uid].refs)

    def refs_in(self, uid: str) -> list[str]:
        return [c.uid for c in self.by.values() if uid in c.refs]

    def translations(self, uid: str) -> list[str]:
        doc, num = uid.split("#")
        other = {"sakura-ja": "sakura-ko", "sakura-ko": "sakura-ja"}.get(doc)
        return [f"{other}#{num}"] if other and f"{other}#{num}" in self.by else []


KEYWORDS = [
    ("前進", "전진", "advance"),
    ("攻撃", "공격", "attack"),
    ("オーラ", "오라", "aura"),
    ("怪異", "monster", "バトル"),
    ("基本動作", "기본동작", "basic action"),
]


class KeywordEmbeddings(Embeddings):
    """Fixed vectors: one dimension per keyword group plus a bias dimension; counts calls."""

    model_id = "fixture-keywords-v1"

    def __init__(self) -> None:
        self.documents_embedded = 0

    def _vec(self, text: str) -> list[float]:
        t = text.lower()
        v = np.array([sum(t.count(k) for k in group) for group in KEYWORDS] + [0.1], float)
        return (v / np.linalg.norm(v)).tolist()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.documents_embedded += len(texts)
        return [self._vec(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vec(text)


@pytest.fixture
def clauses() -> list[Clause]:
    return list(CLAUSES)


@pytest.fixture
def make_service(tmp_path: Path):
    """Build a SearchService over the fixture corpus with its index and cache in tmp_path."""
    from judge.index.service import SearchService

    def make(clauses=CLAUSES, embeddings="keywords", fingerprint="fp1", **kw):
        if embeddings == "keywords":
            embeddings = KeywordEmbeddings()
        kw.setdefault("index_path", tmp_path / "index")
        kw.setdefault("cache_dir", tmp_path / "cache")
        return SearchService(list(clauses), TERMS, FixtureGraph(list(clauses)), fingerprint,
                             embeddings=embeddings, **kw)

    return make
