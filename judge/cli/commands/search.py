"""`judge search TEXT`: ranked clauses (hybrid lexical + vector + graph) in ja / ko / en."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("search", help="search the rule clauses (ja/ko/en)")
    p.add_argument("text", help="question or keywords, in Japanese, Korean or English")
    p.add_argument("--game", help="sakura | histoy | magical-girl")
    p.add_argument("--lang", choices=["ja", "ko"], help="only clauses in this language")
    p.add_argument("-k", type=int, default=10, help="number of results (default 10)")
    p.add_argument("--mode", choices=["hybrid", "lexical", "vector"], default="hybrid")
    p.add_argument("--index-dir", help="Chroma folder (default: $JUDGE_INDEX_DIR or user data dir)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run)


def describe_sources(sources: dict[str, dict[str, Any]]) -> str:
    """"lexical #1, vector #4, graph ← sakura-ja#9-6 (ref)"."""
    parts = [f"{s} #{v['rank']}" for s, v in sources.items() if "rank" in v]
    g = sources.get("graph")
    if g:
        parts.append(f"graph ← {g['via']} ({g['edge']})")
    return ", ".join(parts)


def run(args: argparse.Namespace) -> int:
    from judge.cli.games import game_option
    from judge.cli.output import print_json
    from judge.errors import JudgeError
    from judge.index.service import SearchService

    if args.k < 1:
        raise JudgeError("-k must be at least 1")
    game = game_option(args.game)
    service = SearchService.get(index_path=args.index_dir)
    if args.mode == "vector" and not service.vector:
        raise JudgeError("vector search is unavailable here (embedding model cannot load)")
    hits = service.search(args.text, game=game, lang=args.lang, k=args.k, mode=args.mode)
    if args.json:
        print_json({"query": args.text, "mode": args.mode, "vector": service.vector,
                    "hits": [h.to_json() for h in hits]})
        return 0
    if not hits:
        print("no matching clause")
    for i, h in enumerate(hits, start=1):
        c = h.clause
        print(f"{i:>2}. {c.uid}  {c.label}   [{describe_sources(h.sources)}]")
        if h.quote:
            print(f"    「{h.quote}」")
    return 0
