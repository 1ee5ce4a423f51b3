"""`judge clauses [--game G] [--doc D]`: every clause uid and title, one per line."""

from __future__ import annotations

import argparse

from judge.cli.output import print_json


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("clauses", help="list clause uids and titles")
    p.add_argument("--game", help="sakura, histoy or magical-girl (aliases accepted)")
    p.add_argument("--doc", help="document id, e.g. sakura-ko")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from judge.cli.games import game_option
    from judge.corpus import load_corpus
    from judge.errors import JudgeError

    corpus = load_corpus()
    game = game_option(args.game)
    if args.doc and args.doc not in corpus.docs:
        raise JudgeError(f"unknown document {args.doc!r}; known: " + ", ".join(corpus.docs))
    rows = [c for c in corpus.clauses
            if (game is None or c.game == game) and (args.doc is None or c.doc == args.doc)]
    if args.json:
        print_json({"clauses": [{"uid": c.uid, "number": c.number, "title": c.title}
                                for c in rows]})
    else:
        for c in rows:
            print(f"{c.uid}\t{c.title}")
    return 0
