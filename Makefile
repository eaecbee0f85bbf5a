# GrasBot: `make demo` runs the main job on the example vault, `make test` runs the suite.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
BUNDLE := var/bundle.json
VAULT ?= examples/vault

NODE_STAMP := node_modules/.installed-stamp
QUERIES ?=
.PHONY: setup system-deps demo serve bundle test test-fast lint bench eval chaos clean widget-size package deploy-dry-run bench-quick \
	pause resume guard-status

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

# The Serverless Framework (osls, pinned in package-lock.json) that packages the function.
$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $(NODE_STAMP)

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
	$(BIN)/ruff format --check grasbot index_build functions gpu-node tests scripts infra bench
	$(BIN)/mypy
	$(BIN)/lint-imports

# Most tests wait on real processes rather than compute, so more workers than cores pays; tests
# sharing a server or the packaged zip stay on one worker (tests/support/xdist_scopes.py).
TEST_WORKERS ?= 4
PYTEST_PARALLEL := -n $(TEST_WORKERS) --dist loadscope
# The suite starts about 150 Python processes: a shell with PYTHONDONTWRITEBYTECODE set would
# recompile the project's modules (and pytest re-rewrite every test module) in each of them.
test test-fast chaos: export PYTHONDONTWRITEBYTECODE :=

# lint runs beside the suite (which mostly waits on processes), its report printed after it
test: setup system-deps $(NODE_STAMP)
	@mkdir -p var
	@$(MAKE) -s lint > var/lint.log 2>&1 & lint=$$!; \
	$(BIN)/python -m pytest -q $(PYTEST_PARALLEL); tests=$$?; \
	wait $$lint; linted=$$?; cat var/lint.log; \
	if [ $$linted -ne 0 ]; then echo "make lint failed" >&2; exit $$linted; fi; exit $$tests

# The inner loop: no browser, no packaging, no whole-system runs, no timeouts waited out.
test-fast: setup
	$(BIN)/python -m pytest -q $(PYTEST_PARALLEL) -m "not browser and not deploy and not e2e and not chaos and not slow"

bench: setup
	$(BIN)/python -m bench.run

# The answers on every graded set, one line a set (docs/answers.md); EVAL_ARGS=--json for a machine
eval: setup
	$(BIN)/python -m bench.answers $(EVAL_ARGS)

# Faults and abuse against the whole system (issue 12); `make test` runs a bounded form.
chaos: setup system-deps
	$(BIN)/python -m tests.chaos.run $(CHAOS_ARGS)

# A smoke run of the benchmarks (under a minute).
bench-quick: setup
	$(BIN)/python -m bench.run --quick

widget-size:
	@echo "widget.js: $$(wc -c < functions/static/widget.js) bytes, $$(gzip -9c functions/static/widget.js | wc -c) gzipped"

# Lambda zip (arm64, Python 3.12) + CloudFormation in .serverless/, offline (docs/deploy.md).
package: setup $(NODE_STAMP)
	bash infra/deploy/package.sh $(VAULT)

# Build, quality gate, package, and print what would be deployed.
deploy-dry-run: setup $(NODE_STAMP)
	bash infra/deploy/dry_run.sh $(VAULT) $(QUERIES)

# The manual stop of the deployed functions (AWS credentials in the shell): docs/deploy.md, "Cost guard".
STAGE ?= prod
pause resume guard-status:
	bash infra/aws/guard.sh $(patsubst guard-%,%,$@) $(STAGE)

clean:
	rm -rf $(VENV) var .serverless node_modules build .cache/grasbot-deploy

.PHONY: node-install
# The GPU node: `grasbot-node` in its own venv, linked into ~/.local/bin and on PATH (docs/node.md).
node-install:
	bash scripts/node-install.sh
