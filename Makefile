# GrasBot: `make demo` runs the main job on the example vault, `make test` runs the suite.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
BUNDLE := var/bundle.json
VAULT ?= examples/vault

.PHONY: setup system-deps demo bundle test lint bench clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

# Programs the tests run for real (redis-server, chromium…), installed from Debian's packages.
system-deps:
	bash scripts/system-deps.sh

bundle: setup
	$(BIN)/grasbot build $(VAULT) -o $(BUNDLE)

demo: bundle
	@for q in "Qui es-tu ?" "Parle-moi de ses projets en C" "Quel temps fera-t-il demain ?"; do \
		echo "== $$q"; $(BIN)/grasbot search --bundle $(BUNDLE) "$$q"; done

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check grasbot index_build functions gpu-node tests

test: setup system-deps lint
	$(BIN)/python -m pytest -q

bench: setup
	$(BIN)/python -m bench.run

clean:
	rm -rf $(VENV) var .serverless node_modules
