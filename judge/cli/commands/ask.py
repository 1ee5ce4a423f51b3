"""`judge ask "QUESTION"`: cited clauses + a simulated position → a verdict, or what is missing."""

from __future__ import annotations

import argparse
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser("ask", help="answer a ruling question (ja/ko/en) with cited clauses")
    p.add_argument("question", nargs="+", help="the question, e.g. オーラが5のとき前進できますか？")
    p.add_argument("--game", help="sakura, histoy or magical-girl (default: detected)")
    p.add_argument("--scenario", metavar="FILE", help="play this scenario instead of reading one")
    p.add_argument("--no-rulings", action="store_true",
                   help="do not answer from the ruling library (measure the engine path alone)")
    p.add_argument("--json", action="store_true", help="print the Answer as JSON")
    p.add_argument("--markdown", action="store_true", help="print the Answer as Markdown")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from judge.answer import render
    from judge.answer.service import ask
    from judge.corpus import load_corpus
    from judge.errors import ScenarioError

    text = None
    if args.scenario:
        try:
            with open(args.scenario, encoding="utf-8") as fh:
                text = fh.read()
        except OSError as err:
            raise ScenarioError(f"cannot read {args.scenario}: {err.strerror}") from err
    game = args.game and (load_corpus().manifest.resolve_game(args.game) or args.game)
    answer = ask(" ".join(args.question), game=game, scenario_text=text,
                 use_rulings=not args.no_rulings)
    if args.json:
        from judge.cli.output import print_json
        from judge.corpus.view import add_titles

        data = answer.to_json()
        add_titles(data["trace"])  # as POST /ask does
        print_json(data)
    elif args.markdown:
        print(render.to_markdown(answer))
    else:
        print(render.to_text(answer), end="")
    return 0
