"""rules-judge: answers card-game ruling questions with rule clauses and a simulated position."""

from pathlib import Path

__version__ = "0.1.0"

#: Root of the checkout (where rules_corpus/ and scenarios/ live).
REPO_ROOT = Path(__file__).resolve().parent.parent
