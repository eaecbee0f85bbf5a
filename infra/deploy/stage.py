"""Assemble the Lambda package tree and its zip, for the Lambda platform or for this machine.

    python infra/deploy/stage.py --bundle B --target host --out build/host
    python infra/deploy/stage.py --bundle B --target lambda --pins build/host/manifest.json --out build/lambda

``lambda`` installs the runtime dependencies as wheels for the platform that ``serverless.yml``
declares (``provider.runtime`` and ``provider.architecture``), never this machine's own wheels.
``host`` installs them for the interpreter running this script, so the test suite can import and call
the package here (an arm64 / CPython 3.12 wheel cannot load on x86_64 / CPython 3.11). Versions are
resolved once, by the host build (the older Python: a release that dropped 3.11 would differ), and
the lambda build installs exactly those (``--pins``). Both trees get the same code, bundle and
streaming script, and the zip is deterministic: sorted entries, fixed dates, modes 644/755.
Installed dependencies are cached under ``.cache/grasbot-deploy/``, keyed by the pip arguments.

Prints the manifest (JSON) on stdout; progress goes to stderr.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[2]
CACHE = REPO / ".cache" / "grasbot-deploy"
ZIP_NAME = "grasbot.zip"
# What the zip needs beside the runtime dependencies, taken from the [serve] extra unless already
# a runtime dependency: uvicorn, the streaming
# function's server (the Lambda Web Adapter runs the app under it, infra/streaming/run.sh), and
# redis, the client of shared quotas (imported only when RATE_LIMIT_STORAGE_URI is redis://).
ZIP_EXTRA = "serve"
ZIP_EXTRA_NAMES = ("uvicorn", "redis")
# Our code in the zip: the function and the shared core it imports; never the CLI, index_build or tests.
CODE_DIRS = ("functions", "grasbot")
CODE_EXCLUDE_DIRS = frozenset({"__pycache__", "cli", "tests"})
EXCLUDE_SUFFIXES = (".pyc", ".pyo")
EXCLUDE_NAMES = frozenset({".env", ".DS_Store"})
# pip --platform only widens manylinux tags downwards: name the newest glibc of the runtime's OS too
# (Amazon Linux 2023 for python3.12+: glibc 2.34).
PLATFORMS = {
    "arm64": ("manylinux2014_aarch64", "manylinux_2_28_aarch64", "manylinux_2_34_aarch64"),
    "x86_64": ("manylinux2014_x86_64", "manylinux_2_28_x86_64", "manylinux_2_34_x86_64"),
}
FIXED_DATE = (1980, 1, 1, 0, 0, 0)


class StageError(Exception):
    """The package cannot be assembled; the message says which input is wrong."""


def lambda_platform(serverless_yml: Path) -> tuple[str, str]:
    """``(python version, architecture)`` as declared by ``provider`` in serverless.yml."""

    # serverless.yml holds ${...} variables and CloudFormation tags: read it as plain data.
    class _Loader(yaml.SafeLoader):
        pass

    _Loader.add_multi_constructor("!", lambda loader, suffix, node: None)
    provider = yaml.load(serverless_yml.read_text(encoding="utf-8"), Loader=_Loader)["provider"]
    runtime, arch = str(provider.get("runtime", "")), str(provider.get("architecture", "x86_64"))
    if not runtime.startswith("python3.") or arch not in PLATFORMS:
        raise StageError(
            f"{serverless_yml}: provider.runtime must be python3.N and provider.architecture one of "
            f"{', '.join(PLATFORMS)}, got {runtime!r} / {arch!r}"
        )
    return runtime.removeprefix("python"), arch


def requirements(pyproject: Path) -> list[str]:
    """The runtime ``dependencies`` plus ``ZIP_EXTRA_NAMES``, as pyproject.toml writes them."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    runtime, extra = project["dependencies"], project["optional-dependencies"][ZIP_EXTRA]

    def named(reqs: list[str], name: str) -> list[str]:
        return [r for r in reqs if re.split(r"[\s<>=!~\[;]", r, maxsplit=1)[0].lower() == name]

    picked = set()
    for name in ZIP_EXTRA_NAMES:
        if named(runtime, name):
            continue  # already a runtime dependency
        found = named(extra, name)
        if not found:
            raise StageError(f"{pyproject}: {name} is neither a dependency nor in the [{ZIP_EXTRA}] extra")
        picked.update(found)
    return sorted(set(runtime) | picked)


def installed_versions(deps_dir: Path) -> dict[str, str]:
    """``{distribution: version}`` read from the ``*.dist-info`` folders pip left in ``deps_dir``."""
    found = {}
    for info in deps_dir.glob("*.dist-info"):
        name, _, version = info.name.removesuffix(".dist-info").partition("-")
        found[name.lower().replace("_", "-")] = version
    return dict(sorted(found.items()))


def _pip_args(target: str, reqs: list[str], pins: dict[str, str], platform: tuple[str, str]) -> list[str]:
    args = ["install", "--quiet", "--no-compile", "--no-warn-script-location", "--disable-pip-version-check"]
    args += ["--only-binary=:all:"]
    if target == "lambda":
        python, arch = platform
        for tag in PLATFORMS[arch]:
            args += ["--platform", tag]
        args += ["--implementation", "cp", "--python-version", python]
    # Pinned requirements: the lambda build installs exactly the versions the host build resolved.
    return args + reqs + [f"{name}=={version}" for name, version in pins.items()]


def install_deps(target: str, reqs: list[str], pins: dict[str, str], platform: tuple[str, str]) -> Path:
    """Install into a cached folder keyed by the pip arguments; reuse it when it exists."""
    args = _pip_args(target, reqs, pins, platform)
    interpreter = f"{sys.implementation.name}{sys.version_info.major}.{sys.version_info.minor}"
    key_src = json.dumps({"args": args, "host": interpreter if target == "host" else None})
    key = hashlib.sha256(key_src.encode()).hexdigest()[:16]
    deps = CACHE / f"deps-{target}-{key}"
    if deps.is_dir():
        print(f"stage: dependencies from cache {deps.relative_to(REPO)}", file=sys.stderr)
        return deps
    tmp = CACHE / f".tmp-{target}-{key}-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"stage: pip installing {target} dependencies…", file=sys.stderr)
    cmd = [sys.executable, "-m", "pip", *args, "--target", str(tmp)]
    result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        raise StageError(f"pip failed for the {target} build:\n{result.stderr.strip()}")
    shutil.rmtree(tmp / "bin", ignore_errors=True)  # console scripts: Lambda never runs them
    try:
        tmp.rename(deps)  # atomic: a concurrent build either sees the whole folder or none
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)  # another build finished first with the same key
    return deps


def _keep(rel: Path) -> bool:
    parts = rel.parts
    if any(p in CODE_EXCLUDE_DIRS for p in parts[:-1]) or parts[-1] in EXCLUDE_NAMES:
        return False
    return not rel.name.endswith(EXCLUDE_SUFFIXES)


def _copy_tree(src: Path, dst: Path) -> None:
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if path.is_dir() or not _keep(rel):
            continue
        out = dst / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, out)


def assemble(out: Path, deps: Path, bundle: Path) -> None:
    """Fill ``out`` (emptied first) with dependencies, our code, the bundle and run.sh."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    # Dependencies: drop only bytecode caches; a library's own "tests" folder may be imported by it.
    for path in sorted(deps.rglob("*")):
        rel = path.relative_to(deps)
        if path.is_dir() or "__pycache__" in rel.parts or rel.name.endswith(EXCLUDE_SUFFIXES):
            continue
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, out / rel)
    for name in CODE_DIRS:
        _copy_tree(REPO / name, out / name)
    shutil.copy2(bundle, out / "bundle.json")
    run = out / "run.sh"
    shutil.copy2(REPO / "infra" / "streaming" / "run.sh", run)
    run.chmod(0o755)


def _files(tree: Path) -> list[Path]:
    """Every file under ``tree``, in the order of their zip names (byte order of the POSIX path)."""
    return sorted((p for p in tree.rglob("*") if p.is_file()), key=lambda p: p.relative_to(tree).as_posix())


def write_zip(tree: Path, zip_path: Path) -> None:
    """Deterministic zip: same tree, same bytes (sorted names, fixed date, only the exec bit kept)."""
    zip_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = zip_path.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in _files(tree):
            info = zipfile.ZipInfo(path.relative_to(tree).as_posix(), FIXED_DATE)
            mode = 0o755 if os.access(path, os.X_OK) else 0o644
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, path.read_bytes(), compresslevel=9)
    tmp.replace(zip_path)


def tree_hash(tree: Path, skip: frozenset[str] = frozenset()) -> str:
    """sha256 over every file's name, mode and bytes: the zip's content, whatever the zip metadata."""
    digest = hashlib.sha256()
    for path in _files(tree):
        rel = path.relative_to(tree).as_posix()
        if rel in skip:
            continue
        digest.update(f"{rel}\0{int(os.access(path, os.X_OK))}\0".encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="stage.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--bundle", type=Path, required=True, help="bundle built by `grasbot build`")
    p.add_argument("--target", choices=["lambda", "host"], required=True)
    p.add_argument("--pins", type=Path, help="manifest.json of the host build (required for lambda)")
    p.add_argument("--out", type=Path, required=True, help="build folder: <out>/tree, <out>/grasbot.zip")
    args = p.parse_args(argv)
    try:
        platform = lambda_platform(REPO / "serverless.yml")
        reqs = requirements(REPO / "pyproject.toml")
        pins: dict[str, str] = {}
        if args.target == "lambda":
            if args.pins is None:
                raise StageError("--target lambda needs --pins (the host build's manifest.json)")
            pins = json.loads(args.pins.read_text(encoding="utf-8"))["dependencies"]
        bundle_meta = json.loads(args.bundle.read_bytes())
        deps = install_deps(args.target, reqs, pins, platform)
        tree = args.out / "tree"
        assemble(tree, deps, args.bundle)
        zip_path = args.out / ZIP_NAME
        write_zip(tree, zip_path)
    except (StageError, OSError, KeyError, ValueError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    manifest = {
        "target": args.target,
        "python": platform[0] if args.target == "lambda" else f"{sys.version_info[0]}.{sys.version_info[1]}",
        "architecture": platform[1] if args.target == "lambda" else os.uname().machine,
        "requirements": reqs,
        "dependencies": installed_versions(deps),
        "bundle_hash": bundle_meta["content_hash"],
        "code_hash": tree_hash(tree, skip=frozenset({"bundle.json"})),
        "zip": str(zip_path),
        "zip_bytes": zip_path.stat().st_size,
        "zip_sha256": hashlib.sha256(zip_path.read_bytes()).hexdigest(),
    }
    (args.out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(manifest, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
