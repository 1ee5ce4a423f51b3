"""Thin entry point: `python cli.py ...` is the same as `judge ...`."""

import sys

from judge.cli import main

if __name__ == "__main__":
    sys.exit(main())
