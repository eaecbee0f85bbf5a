"""The deploy tests share one real package per session: ``infra/deploy/package.sh`` on the example vault.

The example vault has private notes carrying a canary string, so "nothing private in the zip" can
fail. Dependencies are cached by pip arguments under ``.cache/grasbot-deploy/``, so only the first
session on a machine downloads wheels; each session still stages, zips and runs the real
``serverless package`` once (a few seconds).
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from functions.compose import plan_answer
from grasbot.evaluation import read_queries
from grasbot.retrieval.search import Searcher
from tests.deploy.zip_package import REPO, Packaged, run_package


@pytest.fixture(scope="session")
def packaged(tmp_path_factory: pytest.TempPathFactory) -> Packaged:
    root = tmp_path_factory.mktemp("package")
    build, out = root / "build", root / "repo" / ".serverless"  # named like the default OUT_DIR
    proc = run_package(build, out, REPO / "examples" / "vault")
    if proc.returncode != 0:
        pytest.fail(f"package.sh failed ({proc.returncode}):\n{proc.stderr[-3000:]}", pytrace=False)
    return Packaged(
        build=build,
        out=out,
        manifest=json.loads(proc.stdout),
        host_manifest=json.loads((build / "host" / "manifest.json").read_text()),
    )


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
