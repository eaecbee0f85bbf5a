"""The deployed zip, checked statically: platform of every compiled file, size, bundle, contents."""

from __future__ import annotations

import hashlib
import re
import zipfile
from pathlib import Path

import orjson
import yaml

from grasbot.bundle import readable_text
from index_build.build import BuildResult
from tests.deploy.zip_package import REPO, Packaged

MAX_ZIP_BYTES = 10_000_000
CANARY = "CANARY-7f3e9b2a-PRIVATE"
ELF_MACHINES = {"arm64": 0xB7, "x86_64": 0x3E}  # e_machine: EM_AARCH64, EM_X86_64
ELF_ARCH_NAMES = {"arm64": "aarch64", "x86_64": "x86_64"}
OUR_TOP_LEVEL = {"functions", "grasbot", "bundle.json", "run.sh"}
NEVER_INSIDE = ("tests/", "index_build/", "grasbot/cli/", "gpu-node/", "examples/", "node_modules/", ".git/")


def _declared() -> tuple[str, str]:
    """(python version, architecture) from serverless.yml, the one place they are written."""
    provider = yaml.safe_load((REPO / "serverless.yml").read_text())["provider"]
    return provider["runtime"].removeprefix("python"), provider["architecture"]


def _names(path: Path) -> list[str]:
    with zipfile.ZipFile(path) as zf:
        return zf.namelist()


def test_zip_is_under_the_size_target(packaged: Packaged) -> None:
    size = packaged.zip.stat().st_size
    assert size == packaged.manifest["zip_bytes"]
    assert size < MAX_ZIP_BYTES, f"zip is {size / 1e6:.2f} MB, target < {MAX_ZIP_BYTES / 1e6:.0f} MB"


def test_every_compiled_file_is_built_for_the_declared_platform(packaged: Packaged) -> None:
    python, arch = _declared()
    tag = "cpython-" + python.replace(".", "")
    compiled = [n for n in _names(packaged.zip) if n.endswith(".so") or ".so." in n]
    assert compiled, "no compiled file at all: orjson and pydantic-core ship one each"
    with zipfile.ZipFile(packaged.zip) as zf:
        for name in compiled:
            head = zf.read(name)[:20]
            assert head[:4] == b"\x7fELF" and head[4] == 2, f"{name}: not a 64-bit ELF file"
            machine = int.from_bytes(head[18:20], "little")
            assert machine == ELF_MACHINES[arch], (
                f"{name}: ELF machine {machine:#x}, serverless.yml says {arch}"
            )
            # CPython extension names carry their interpreter: cpython-312-aarch64-linux-gnu.so or abi3.so
            if ".cpython-" in name:
                assert f".{tag}-{ELF_ARCH_NAMES[arch]}-linux-gnu.so" in name, name
            else:
                assert name.endswith(".abi3.so") or "/" in name, name


def test_every_wheel_tag_matches_the_declared_runtime(packaged: Packaged) -> None:
    python, arch = _declared()
    cp = "cp" + python.replace(".", "")
    with zipfile.ZipFile(packaged.zip) as zf:
        wheels = [n for n in zf.namelist() if n.endswith(".dist-info/WHEEL")]
        assert len(wheels) == len(packaged.manifest["dependencies"])
        for name in wheels:
            lines = zf.read(name).decode().splitlines()
            tags = [line.removeprefix("Tag:").strip() for line in lines if line.startswith("Tag:")]
            assert tags, f"{name}: no Tag line"
            for t in tags:
                py, abi, plat = t.split("-")
                if plat == "any":  # pure Python (py2.py3 wheels list both tags)
                    assert py.startswith("py") or py == cp, f"{name}: {t}"
                    continue
                assert py == cp or (abi == "abi3" and int(py[3:]) <= int(cp[3:])), f"{name}: {t}"
                assert plat.endswith(ELF_ARCH_NAMES[arch]), f"{name}: {t}"
                glibc = re.match(r"manylinux_(\d+)_(\d+)_", plat)
                # python3.12+ runs on Amazon Linux 2023: glibc 2.34
                legacy = plat.startswith("manylinux2014")
                assert legacy or (glibc and (int(glibc[1]), int(glibc[2])) <= (2, 34)), f"{name}: {t}"


def test_host_and_lambda_builds_hold_the_same_versions_and_code(packaged: Packaged) -> None:
    assert packaged.host_manifest["dependencies"] == packaged.manifest["dependencies"]
    assert packaged.host_manifest["bundle_hash"] == packaged.manifest["bundle_hash"]
    ours = ("functions/", "grasbot/", "bundle.json", "run.sh")
    with zipfile.ZipFile(packaged.zip) as lam, zipfile.ZipFile(packaged.host_zip) as host:
        lam_files = {n: lam.read(n) for n in lam.namelist() if n.startswith(ours)}
        host_files = {n: host.read(n) for n in host.namelist() if n.startswith(ours)}
    assert lam_files == host_files


def test_bundle_inside_is_the_vaults_build(packaged: Packaged, example_build: BuildResult) -> None:
    with zipfile.ZipFile(packaged.zip) as zf:
        inside = zf.read("bundle.json")
    assert inside == example_build.data
    assert (
        orjson.loads(inside)["content_hash"] == example_build.content_hash == packaged.manifest["bundle_hash"]
    )


def test_nothing_private_test_env_or_cache_inside(packaged: Packaged) -> None:
    names = _names(packaged.zip)
    assert not [n for n in names if "__pycache__" in n or n.endswith((".pyc", ".pyo"))]
    assert not [n for n in names if n.rsplit("/", 1)[-1] in {".env", ".envrc", ".DS_Store"}]
    assert not [n for n in names if n.startswith(NEVER_INSIDE)]
    assert not [n for n in names if n.startswith("bin/")], "console scripts are never run on Lambda"
    with zipfile.ZipFile(packaged.zip) as zf:
        leaking = [n for n in names if CANARY.encode() in zf.read(n)]
        bundle_text = readable_text(zf.read("bundle.json"))  # bodies are stored compressed
    assert leaking == [], "a private note's text reached the zip"
    assert CANARY not in bundle_text


def test_top_level_is_our_code_the_bundle_and_installed_distributions(packaged: Packaged) -> None:
    names = _names(packaged.zip)
    top = {n.split("/", 1)[0] for n in names}
    assert top >= OUR_TOP_LEVEL
    # everything else was put there by pip: it appears in some distribution's RECORD
    with zipfile.ZipFile(packaged.zip) as zf:
        recorded = {
            line.split(",", 1)[0].split("/", 1)[0]
            for n in names
            if n.endswith(".dist-info/RECORD")
            for line in zf.read(n).decode().splitlines()
            if line
        }
    assert top - OUR_TOP_LEVEL - recorded == set()
    assert "functions/handler.py" in names


def test_run_sh_is_executable_and_nothing_else_is(packaged: Packaged) -> None:
    with zipfile.ZipFile(packaged.zip) as zf:
        modes = {i.filename: (i.external_attr >> 16) & 0o777 for i in zf.infolist()}
    assert modes["run.sh"] == 0o755
    assert modes["functions/handler.py"] == 0o644


def test_zip_is_deterministic(packaged: Packaged) -> None:
    # Same tree, same bytes: entries sorted, dates fixed (CI's hash of the zip must mean its content).
    with zipfile.ZipFile(packaged.zip) as zf:
        infos = zf.infolist()
    assert [i.filename for i in infos] == sorted(i.filename for i in infos)
    assert {i.date_time for i in infos} == {(1980, 1, 1, 0, 0, 0)}
    assert hashlib.sha256(packaged.zip.read_bytes()).hexdigest() == packaged.manifest["zip_sha256"]


def test_runtime_dependencies_only(packaged: Packaged) -> None:
    top = {n.split("/", 1)[0] for n in _names(packaged.zip)}
    # what the functions import, the streaming server, the shared-quota client
    assert {"fastapi", "mangum", "orjson", "slowapi", "uvicorn", "redis"} <= top
    # build and dev tools never ship
    assert not {"yaml", "rank_bm25", "bm25s", "pytest", "hypothesis", "mypy", "ruff", "index_build"} & top
