"""Test session setup: a private Chroma index folder, so a test run never shares (or rebuilds)
the user's index, and concurrent runs cannot disturb each other. Removed at exit."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

if not os.environ.get("JUDGE_INDEX_DIR"):
    _DIR = tempfile.mkdtemp(prefix="judge-test-index-")
    os.environ["JUDGE_INDEX_DIR"] = _DIR
    atexit.register(shutil.rmtree, _DIR, True)
