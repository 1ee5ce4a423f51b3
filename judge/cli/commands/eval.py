"""`judge eval FILE.jsonl`: retrieval recall@1/5/10 + MRR for hybrid, lexical and vector;
`--answers` adds answer metrics (verdict precision, coverage, gold@5) with and without rulings."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("eval", help="evaluate clause retrieval on a JSONL ruling set")
    p.add_argument("file", nargs="?",
                   help="JSONL: rulings_dev shape or {question, lang, game, gold_clauses}")
    p.add_argument("--index-dir", help="Chroma folder (default: $JUDGE_INDEX_DIR or user data dir)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--answers", action="store_true",
                   help="also ask every question: verdict precision, coverage and gold@5 per "
                        "language, with and without the ruling library")
    p.add_argument("--library", action="store_true",
                   help="instead of FILE: ask the scenario library's own questions with the "
                        "ruling library off (the engine path alone)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from judge.cli.output import print_json
    from judge.errors import JudgeError
    from judge.index import eval as ev
    from judge.index.service import SearchService

    if args.library:
        return _library(args)
    if not args.file:
        raise JudgeError("give a JSONL file, or --library")
    try:
        queries, skipped = ev.load_queries(args.file)
    except OSError as err:
        raise JudgeError(f"cannot read {args.file}: {err.strerror}") from err
    service = SearchService.get(index_path=args.index_dir)
    modes = ["hybrid", "lexical", "vector"] if service.vector else ["hybrid", "lexical"]
    result = ev.evaluate(service, queries, modes, by_lang=not args.json)
    answers = None
    if args.answers:
        from judge.answer import evaluate as answer_eval
        from judge.answer.service import set_search

        set_search(service)  # the same index the retrieval figures used
        answers = answer_eval.answer_metrics(args.file)
    if args.json:
        if not service.vector:
            result["vector"] = False
        if answers is not None:
            result["answers"] = answers
        print_json(result)
    else:
        print(ev.format_table(result, skipped, service.vector))
        if answers is not None:
            print()
            print(answer_eval.format_table(answers))
    return 0


def _library(args: argparse.Namespace) -> int:
    from judge.answer import evaluate as answer_eval
    from judge.cli.output import print_json

    result = answer_eval.evaluate(answer_eval.library_records(), modes=(False,))
    if args.json:
        print_json({"answers": result})
    else:
        print(answer_eval.format_table(result))
    return 0
