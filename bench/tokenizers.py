"""Lexical tokenizers compared on an eval set: char bigrams (shipped) vs dictionary tokenizers.

    python bench/tokenizers.py [FILE.jsonl]

Needs the optional sudachipy + sudachidict_core + kiwipiepy for the dictionary rows (they are
not project dependencies: ~300 MB and no better here); set JUDGE_TOKDEPS=DIR to add a --target
install folder to sys.path. Prints recall@5 / MRR per mode for each tokenizer.
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
if os.environ.get("JUDGE_TOKDEPS"):
    sys.path.append(os.environ["JUDGE_TOKDEPS"])

DEV = Path("/work/shared/eval/rulings_dev.jsonl")


def dictionary_tokenizer():
    """Sudachi (mode A, normalized forms, content words) for ja, Kiwi morphemes for ko."""
    from kiwipiepy import Kiwi
    from sudachipy import dictionary, tokenizer

    from judge.index.lexical import normalize

    sud = dictionary.Dictionary(dict="core").create()
    mode = tokenizer.Tokenizer.SplitMode.A
    kiwi = Kiwi()
    hangul = re.compile(r"[\uac00-\ud7af]")
    cjk = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    skip_ja = ("助詞", "助動詞", "補助記号", "空白")
    skip_ko = ("S", "J", "E", "X")  # symbols, particles, endings, affixes

    def tok(text: str) -> list[str]:
        out: list[str] = []
        for line in normalize(text).splitlines():
            if hangul.search(line):
                out += [t.form for t in kiwi.tokenize(line) if not t.tag.startswith(skip_ko)]
            if cjk.search(line):
                out += [m.normalized_form() for m in sud.tokenize(line, mode)
                        if m.part_of_speech()[0] not in skip_ja]
            out += re.findall(r"\d+(?:[-.]\d+)+[a-z]?|[a-z0-9]+", line)
        return out

    return tok


def main() -> None:
    from judge.index import eval as ev
    from judge.index import lexical
    from judge.index.service import SearchService, lexical_text

    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEV
    queries, _ = ev.load_queries(path)
    svc = SearchService.get()

    def use(tok) -> float:
        t = time.perf_counter()
        cl = svc.clauses
        svc.lexical = lexical.LexicalIndex(
            [c.uid for c in cl], [lexical_text(c, svc.by_uid) for c in cl],
            [c.game for c in cl], [c.lang for c in cl], svc.terms, tokenizer=tok)
        return time.perf_counter() - t

    rows = [("char bigrams (shipped)", lexical.tokenize),
            ("bigrams + unigrams of runs <= 2", lambda x: lexical.tokenize(x, short_run=2))]
    try:
        dtok = dictionary_tokenizer()
        rows += [("sudachi A + kiwi", dtok),
                 ("sudachi A + kiwi + bigrams", lambda x: dtok(x) + lexical.tokenize(x))]
    except ImportError as err:
        print(f"(dictionary tokenizers skipped: {err})")
    modes = ["hybrid", "lexical"] + (["vector"] if svc.vector else [])
    for name, tok in rows:
        build = use(tok)
        r = ev.evaluate(svc, queries, modes)
        o = r["overall"]
        cells = "  ".join(
            f"{m} R@5 {o[m]['recall@5']:.3f} MRR {o[m]['mrr']:.3f}" for m in modes[:2]
        )
        print(f"{name:<34} {cells}  (BM25 build {build:.2f} s)")


if __name__ == "__main__":
    main()
