"""`judge index [--rebuild]`: build or refresh the clause vector index from the embedding cache."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("index", help="build / refresh the clause search index")
    p.add_argument("--rebuild", action="store_true",
                   help="re-embed every clause and rewrite the committed embedding cache")
    p.add_argument("--index-dir", help="Chroma folder (default: $JUDGE_INDEX_DIR or user data dir)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import os

    from judge.cli.output import print_json
    from judge.errors import JudgeError
    from judge.index.config import ENV_CHROMA_URL, index_dir
    from judge.index.service import SearchService

    service = SearchService.get(index_path=args.index_dir, rebuild=args.rebuild)
    if not service.vector:
        if args.json:
            print_json({"vector": False, "clauses": len(service.clauses)})
            return 0
        raise JudgeError("no embedding model here: only the lexical index (in memory) exists")
    r = service.report
    out = {
        "vector": True,
        "action": r.action,
        "reason": r.reason,
        "clauses": r.count,
        "embedded": r.embedded,
        "seconds": round(r.seconds, 2),
        "index_dir": os.environ.get(ENV_CHROMA_URL) or str(index_dir(args.index_dir)),
    }
    if args.json:
        print_json(out)
    else:
        why = f" ({r.reason})" if r.reason else ""
        print(f"index {r.action}{why}: {r.count} clauses, {r.embedded} embedded, "
              f"{r.seconds:.2f} s → {out['index_dir']}")
    return 0
