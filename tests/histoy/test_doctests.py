"""The `>>>` examples in the Hi!story modules run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["builder", "dump", "model", "parser", "probe"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"judge.games.histoy.{name}")
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0
