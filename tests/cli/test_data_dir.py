"""$JUDGE_DATA_DIR: where rules_corpus/ and scenarios/ are read from (a non-editable install)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import judge

ROOT = Path(judge.__file__).resolve().parent.parent


def _cli(*args: str, data_dir: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_DATA_DIR": data_dir, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, str(ROOT / "cli.py"), *args], capture_output=True,
                          text=True, env=env, cwd=cwd, timeout=60)


def test_data_dir_elsewhere_is_used(tmp_path):
    done = _cli("lookup", "9-6-1", data_dir=str(ROOT), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "9-6-1" in done.stdout and "前進" in done.stdout


def test_missing_data_dir_says_how_to_fix(tmp_path):
    done = _cli("lookup", "9-6-1", data_dir=str(tmp_path / "nowhere"), cwd=tmp_path)
    assert done.returncode == 2
    assert "install it editable (pip install -e .) or set JUDGE_DATA_DIR" in done.stderr
    assert "Traceback" not in done.stderr
