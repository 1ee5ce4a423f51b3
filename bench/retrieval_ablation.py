"""Ablations of the hybrid search on an eval set: what each part of the pipeline buys.

    python bench/retrieval_ablation.py [FILE.jsonl]

Prints overall recall@5 / MRR (hybrid, lexical, vector) and hybrid recall@5 per language for
the shipped configuration and with one part switched off at a time.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DEV = Path("/work/shared/eval/rulings_dev.jsonl")


def main() -> None:
    from judge.index import eval as ev
    from judge.index import hybrid, service
    from judge.index.service import SearchService

    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEV
    queries, _ = ev.load_queries(path)
    svc = SearchService.get()
    modes = ["hybrid", "lexical", "vector"] if svc.vector else ["hybrid", "lexical"]

    def run(label: str) -> None:
        r = ev.evaluate(svc, queries, modes, by_lang=True)
        o = r["overall"]
        cells = " ".join(f"{m[:3]} {o[m]['recall@5']:.3f}/{o[m]['mrr']:.3f}" for m in modes)
        langs = " ".join(f"{g[2:]} {v['hybrid']['recall@5']:.2f}" for g, v in r["by_lang"].items())
        print(f"{label:<32} R@5/MRR {cells} | hybrid R@5 {langs}")

    def toggle(label: str, off: Callable[[], object], on: Callable[[], object]) -> None:
        off()
        try:
            run(label)
        finally:
            on()

    graph = svc.graph
    vq = svc.vector_query_text
    run("shipped")
    toggle("no graph expansion", lambda: setattr(svc, "graph", None),
           lambda: setattr(svc, "graph", graph))
    prior = hybrid.COMMENTARY_PRIOR
    toggle("no commentary prior", lambda: setattr(hybrid, "COMMENTARY_PRIOR", 1.0),
           lambda: setattr(hybrid, "COMMENTARY_PRIOR", prior))
    split = dict(service.LANG_SPLIT)
    toggle("no per-language lists",
           lambda: service.LANG_SPLIT.update(lexical=False, vector=False),
           lambda: service.LANG_SPLIT.update(split))
    toggle("no vector query augmentation", lambda: setattr(svc, "vector_query_text",
                                                           lambda t, g=None: t),
           lambda: setattr(svc, "vector_query_text", vq))
    weights = dict(service.SOURCE_WEIGHT)
    toggle("vector weight 1.0", lambda: service.SOURCE_WEIGHT.update(vector=1.0),
           lambda: service.SOURCE_WEIGHT.update(weights))


if __name__ == "__main__":
    main()
