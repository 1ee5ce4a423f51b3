"""rules-judge: answers card-game ruling questions with rule clauses and a simulated position."""

import os
from pathlib import Path

__version__ = "0.1.0"

#: Root of the checkout (where rules_corpus/ and scenarios/ live): $JUDGE_DATA_DIR if set (for a
#: non-editable install), else the folder above the package.
REPO_ROOT = Path(os.environ.get("JUDGE_DATA_DIR") or Path(__file__).resolve().parent.parent)
