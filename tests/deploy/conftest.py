"""The deploy tests share one real package per run: ``infra/deploy/package.sh`` on the example vault.

The example vault has private notes carrying a canary string, so "nothing private in the zip" can
fail. Dependencies are cached by pip arguments under ``.cache/grasbot-deploy/``, so only the first
run on a machine downloads wheels; each run still stages, zips and runs the real
``serverless package`` once (a few seconds).
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from functions.compose import plan_answer
from grasbot.evaluation import read_queries
from grasbot.retrieval.search import Searcher
from tests.deploy.zip_package import REPO, VISITOR_QUOTA, Packaged, run_package
from tests.support.procs import free_port, wait_for_port
from tests.support.run_share import run_folder, run_lock

READY_TIMEOUT_S = 30.0

ADMIN_TOKEN = "t"  # the admin /health (with the bundle hash) of the served twin package


@pytest.fixture(scope="session")
def packaged(tmp_path_factory: pytest.TempPathFactory) -> Packaged:
    """package.sh run once per run: the first worker to ask packages, the others wait and read it,
    so the modules that only read the package need not share a worker (tests/support/xdist_scopes.py)."""
    shared = run_folder(tmp_path_factory)
    with run_lock(shared, "package"):
        saved = shared / "package.pickle"
        if saved.exists():
            done: Packaged = pickle.loads(saved.read_bytes())
            return done
        root = shared / "package"
        shutil.rmtree(root, ignore_errors=True)  # what a failed attempt of another worker left
        build, out = root / "build", root / "repo" / ".serverless"  # named like the default OUT_DIR
        proc = run_package(build, out, REPO / "examples" / "vault")
        if proc.returncode != 0:
            pytest.fail(f"package.sh failed ({proc.returncode}):\n{proc.stderr[-3000:]}", pytrace=False)
        result = Packaged(
            build=build,
            out=out,
            manifest=json.loads(proc.stdout),
            host_manifest=json.loads((build / "host" / "manifest.json").read_text()),
        )
        saved.write_bytes(pickle.dumps(result))
        return result


@pytest.fixture(scope="session")
def host_tree(packaged: Packaged, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The host build's zip unpacked into an empty folder (what the event tests import)."""
    root = tmp_path_factory.mktemp("unzipped")
    with zipfile.ZipFile(packaged.host_zip) as zf:
        for info in zf.infolist():
            zf.extract(info, root)
            mode = (info.external_attr >> 16) & 0o777
            if mode:
                (root / info.filename).chmod(mode)  # zipfile drops the exec bit run.sh needs
    return root


@pytest.fixture(scope="session")
def questions(example_searcher: Searcher) -> tuple[str, list[str], str]:
    """A question the notes answer (and its expected sources), and one they don't."""
    queries = read_queries(REPO / "examples" / "queries.jsonl")
    grounded = next(
        q
        for q in queries
        if q.relevant
        and not q.history
        and (r := example_searcher.search(q.question)).grounded
        and r.sources[0].slug in q.relevant
    )
    off_topic = next(
        q.question for q in queries if not q.relevant and not example_searcher.search(q.question).grounded
    )
    # offline, the sources are the notes the answer quotes (functions.compose)
    plan = plan_answer(
        example_searcher, grounded.question, [], system="", owner_name="", site_paths={}, budget_tokens=1450
    )
    expected = [s.slug for s in plan.offline_sources]
    return grounded.question, expected, off_topic


@pytest.fixture(scope="session")
def stream_url(host_tree: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """run.sh of the unpacked twin, started as the Lambda Web Adapter starts it, on 127.0.0.1."""
    # `python3` in run.sh must be a bare interpreter (no venv, no site-packages), as on Lambda.
    bin_dir = tmp_path_factory.mktemp("bin")
    base = getattr(sys, "_base_executable", sys.executable)
    (bin_dir / "python3").write_text(f'#!/bin/sh\nexec "{base}" -s -S "$@"\n')
    (bin_dir / "python3").chmod(0o755)
    port = free_port()
    env = {
        "PATH": f"{bin_dir}:/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "PORT": str(port),
        "GRASBOT_TRUST_LWA_CONTEXT": "1",
        "GRASBOT_ADMIN_TOKEN": ADMIN_TOKEN,  # the bundle hash is on the admin /health only
        "GRASBOT_RATE_LIMIT_VISITOR": f"{VISITOR_QUOTA}/10 minutes",
        "GRASBOT_IP_SALT": "test-salt",
    }
    log = tmp_path_factory.mktemp("logs") / "run.log"
    with log.open("wb") as sink:
        proc = subprocess.Popen([str(host_tree / "run.sh")], env=env, cwd="/", stdout=sink, stderr=sink)
    try:
        wait_for_port(port, READY_TIMEOUT_S, proc)  # type: ignore[arg-type]
        yield f"http://127.0.0.1:{port}"
    except (RuntimeError, TimeoutError) as exc:
        pytest.fail(f"run.sh did not start: {exc}\n{log.read_text()[-3000:]}", pytrace=False)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        assert os.path.exists(log)
