"""Subcommands: each module defines `register(subparsers)` and sets `func` on its parser."""
