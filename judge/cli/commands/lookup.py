"""`judge lookup REF`: a clause by number or title, with its neighbourhood and translations."""

from __future__ import annotations

import argparse
import textwrap
from typing import Any

from judge.cli.output import print_json


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("lookup", help="a clause by number (9-4-1, hs 6.7.1, 804.5) or title")
    p.add_argument("ref", nargs="+", help="what a judge types: 9-4-1, ９－４－１, hs 6.7.1, 전진")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from judge.corpus.view import lookup

    result = lookup(" ".join(args.ref))
    if args.json:
        print_json(result)
    else:
        print(render(result))
    return 0


def render(result: dict[str, Any]) -> str:
    """Terminal text: one block per match."""
    blocks = []
    for m in result["matches"]:
        lines = [f"━━ {m['uid']}  {m['number']} {m['title']}".rstrip()]
        if m["parents"]:
            chain = " › ".join(f"{p['number']} {p['title']}" for p in m["parents"])
            lines.append(f"   in: {chain}")
        lines += _wrap(m["text"] or "(no body text)")
        for label, key in (("children", "children"), ("refers to", "refs_out"),
                           ("cited by", "refs_in")):
            if m[key]:
                lines.append(f"   {label}: " + ", ".join(f"{r['number']} {r['title']}".strip()
                                                      for r in m[key]))
        for t in m["translations"]:
            lines.append(f"   ── {t['relation']} {t['uid']} ({t['lang']}) {t['title']}")
            lines += _wrap(t["text"] or "(no body text)", indent="      ")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def _wrap(text: str, indent: str = "   ") -> list[str]:
    out = []
    for para in text.splitlines():
        if para.strip():
            out += textwrap.wrap(para.strip(), width=76, initial_indent=indent,
                                 subsequent_indent=indent) or [indent]
    return out
