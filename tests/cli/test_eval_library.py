"""`judge eval --library`: the scenario library's own questions through the engine path alone."""

from __future__ import annotations

import json

from judge.cli import main


def test_eval_library_json(capsys):
    assert main(["eval", "--library", "--json"]) == 0
    obj = json.loads(capsys.readouterr().out)
    row = obj["answers"]["no_rulings"]
    assert set(obj["answers"]) == {"no_rulings"}
    # every verdict the engine path states on the library's own questions is the ruled one
    assert row["n"] >= 400 and row["precision"] == 1.0


def test_eval_needs_a_file_or_library(capsys):
    assert main(["eval"]) == 2
    assert "give a JSONL file, or --library" in capsys.readouterr().err
