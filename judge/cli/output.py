"""Small helpers every command shares for printing text or JSON."""

from __future__ import annotations

import json
import sys
from typing import Any


def print_json(obj: Any) -> None:
    """Print one JSON object, UTF-8, not ASCII-escaped."""
    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2) + "\n")
