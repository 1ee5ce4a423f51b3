"""Command-line entry: every module in judge.cli.commands registers one subcommand.

Command modules must keep heavy imports (chromadb, langchain, the embedding model) inside
their run functions so that fast commands such as `lookup` stay fast.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from judge.errors import JudgeError


def build_parser() -> argparse.ArgumentParser:
    """Collect the subcommands from judge.cli.commands into one parser."""
    from judge.cli import commands

    parser = argparse.ArgumentParser(prog="judge", description="Rules judge for card games.")
    sub = parser.add_subparsers(dest="command", required=True)
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"judge.cli.commands.{info.name}")
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run `judge ARGS`; returns the process exit code.

    >>> main(["lookup", "sakura 9-6-1", "--brief"])  # doctest: +SKIP
    0
    """
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except JudgeError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `judge … | head`
        sys.stderr.close()
        return 0
