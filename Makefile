# Two entry points (see README): `make demo` sets up and answers a sample question;
# `make test` sets up and runs the test suite. Both create .venv on first use.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test lint bench

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/judge ask "間合が2、自分のオーラが3のとき、基本動作の「前進」を行えますか？"

test: $(STAMP)
	$(PY) -m pytest

lint: $(STAMP)
	$(VENV)/bin/ruff check judge tests bench cli.py

bench: $(STAMP)
	$(PY) bench/lookup_cold.py
