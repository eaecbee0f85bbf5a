# GrasBot: `make demo` runs the main job on the example vault, `make test` runs the suite.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
BUNDLE := var/bundle.json
VAULT ?= examples/vault

.PHONY: setup system-deps demo serve bundle test lint bench clean widget-size

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

# Serves the example vault, answers questions end to end, then keeps the demo page open.
demo: bundle
	$(BIN)/python scripts/demo.py --bundle $(BUNDLE) $(DEMO_ARGS)

serve: bundle
	$(BIN)/grasbot serve --bundle $(BUNDLE)

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check grasbot index_build functions gpu-node tests

test: setup system-deps lint
	$(BIN)/python -m pytest -q

bench: setup
	$(BIN)/python -m bench.run

widget-size:
	@echo "widget.js: $$(wc -c < functions/static/widget.js) bytes, $$(gzip -9c functions/static/widget.js | wc -c) gzipped"

clean:
	rm -rf $(VENV) var .serverless node_modules
