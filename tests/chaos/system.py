"""The system under attack, every part a real process on 127.0.0.1.

Two function instances (uvicorn, ``functions.app:create_app``) share one ``redis-server`` and
reach the real gateway (``grasbot-node gateway``) in front of the Ollama stand-in; two more
instances, with no node, share a second ``redis-server`` that the quota phase kills. The bundle
is built by ``grasbot build`` from the example vault plus one note per spelling of a privacy flag,
each carrying its own canary string: none may ever come out.

Timeouts are short so a run stays fast: the platform timeout is :data:`PLATFORM_TIMEOUT_S`, so
no answer may last longer than ``PLATFORM_TIMEOUT_S - SAFETY_MARGIN_S``.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from functions.settings import SAFETY_MARGIN_S
from tests.support.procs import (
    ROOT,
    RedisProcess,
    Server,
    StandInHandle,
    function,
    function_env,
    gateway,
    redis_process,
    standin,
)

T = TypeVar("T")

__all__ = ["ANSWER_LIMIT_S", "PLATFORM_TIMEOUT_S", "Canary", "System", "running_system"]

PLATFORM_TIMEOUT_S = 7.0  # as GRASBOT_PLATFORM_TIMEOUT_S: answers must end 5 s before it
ANSWER_LIMIT_S = PLATFORM_TIMEOUT_S - SAFETY_MARGIN_S
FIRST_TOKEN_S = 1.0
BREAKER_COOLDOWN_S = 0.5  # short, so the phases after the hung node reach it again
GATEWAY_IDLE_S = 1.5
GATEWAY_SEND_S = 1.0
FALLBACK_INSTANCES = 2  # GRASBOT_RATE_LIMIT_FALLBACK_INSTANCES of the quota pair

# Each spelling of a privacy flag the red team found published (issue 12, item 7), plus the
# trap of a duplicated key whose last value says public.
PRIVACY_FLAGS = {
    "private-1": "private: 1",
    "publish-0": "publish: 0",
    "private-capital": "Private: true",
    "visibility-capital": "Visibility: private",
    "private-list": "private: [true]",
    "private-y": "private: Y",
    "visibility-twice": "visibility: private\nvisibility: public",
}
# Words no example note uses, so a question naming one finds its note if it shipped.
_WORDS = ["quetzal", "zinnia", "ocelot", "vermeil", "narval", "tamarin", "axolotl"]


@dataclass(frozen=True)
class Canary:
    flag: str  # the front matter line(s) that must make the note private
    marker: str  # the string that must never come out
    question: str  # a question that would find the note, were it published


def _note(title: str, slug: str, flag: str, marker: str) -> str:
    return (
        f'---\ntitle: "{title}"\nslug: {slug}\ntype: projet\n{flag}\n'
        f'aliases:\n  - {title.lower()}\nanswers:\n  - "Parle-moi du {title}"\n---\n'
        f"# {title}\n\nLe {title} est un projet de Camille. Son code interne est {marker}.\n"
        f"Le {title} utilise Python et tourne chez un client.\n"
    )


def write_vault(root: Path) -> tuple[Path, list[Canary], str]:
    """The example vault plus the canary notes, and a public control note: its marker must be
    found in the bundle, or the grep for canaries proves nothing."""
    vault = root / "vault"
    shutil.copytree(ROOT / "examples" / "vault", vault)
    folder = vault / "80-Canaris"
    folder.mkdir()
    canaries = []
    for (name, flag), word in zip(PRIVACY_FLAGS.items(), _WORDS, strict=True):
        marker = f"CANARY-{name}-{secrets.token_hex(6)}"
        title = f"projet Orchidée {word}"
        (folder / f"{name}.md").write_text(_note(title, f"orchidee-{word}", flag, marker), encoding="utf-8")
        canaries.append(Canary(flag, marker, f"Parle-moi du projet Orchidée {word}"))
    control = f"CONTROL-{secrets.token_hex(6)}"
    note = _note("projet Orchidée témoin", "orchidee-temoin", "visibility: public", control)
    (folder / "temoin.md").write_text(note, encoding="utf-8")
    return vault, canaries, control


@dataclass
class System:
    workdir: Path
    bundle: Path
    build_log: str
    canaries: list[Canary]
    control: str
    ollama: StandInHandle
    gateway: Server
    functions: list[Server]  # the pair with a node, quotas on a Redis that stays up
    quota_functions: list[Server]  # the pair without a node, quotas on the Redis killed mid-run
    quota_redis: RedisProcess
    quota_cap: int
    logs: list[Server] = field(default_factory=list)  # every process whose output is searched
    prompts: list[dict[str, Any]] = field(default_factory=list)  # what reached the stand-in

    def script(self, *faults: dict[str, Any], reply: list[str] | None = None) -> None:
        """Script the stand-in's next generations, keeping what it received so far (scripting
        clears its request log) for the canary search."""
        self.prompts.extend(self.ollama.requests())
        self.ollama.script(*faults, reply=reply)

    def outputs(self) -> str:
        """Everything the processes wrote: logs of the functions, the gateway and the stand-in."""
        return "\n".join(srv.output() for srv in self.logs)


def build_bundle(vault: Path, out: Path) -> str:
    """``grasbot build`` as a process; its stdout and stderr (warnings) are returned, searched for
    canaries like every other output."""
    proc = subprocess.run(
        [sys.executable, "-m", "grasbot.cli.main", "build", str(vault), "-o", str(out)],
        cwd=ROOT,
        env={k: v for k, v in os.environ.items() if not k.startswith("GRASBOT_")},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"grasbot build failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    return proc.stdout + proc.stderr


def _main_env(gateway_url: str, redis_url: str) -> dict[str, str]:
    return function_env(
        gateway_url,
        GRASBOT_PLATFORM_TIMEOUT_S=str(PLATFORM_TIMEOUT_S),
        GRASBOT_FIRST_TOKEN_TIMEOUT_S=str(FIRST_TOKEN_S),
        GRASBOT_NODE_FIRST_BYTE_TIMEOUT_S="0.6",
        GRASBOT_NODE_IDLE_TIMEOUT_S="0.6",
        GRASBOT_NODE_BREAKER_COOLDOWN_S=str(BREAKER_COOLDOWN_S),
        RATE_LIMIT_STORAGE_URI=redis_url,
        GRASBOT_IP_SALT="chaos-salt",
        GRASBOT_RATE_LIMIT_VISITOR="100000/minute",
        GRASBOT_RATE_LIMIT_GLOBAL="100000/day",
    )


def _quota_env(redis_url: str, cap: int) -> dict[str, str]:
    return {
        "RATE_LIMIT_STORAGE_URI": redis_url,
        "GRASBOT_IP_SALT": "chaos-salt",
        "GRASBOT_RATE_LIMIT_VISITOR": "100000/minute",
        "GRASBOT_RATE_LIMIT_GLOBAL": f"{cap}/day",
        "GRASBOT_RATE_LIMIT_FALLBACK_INSTANCES": str(FALLBACK_INSTANCES),
        "GRASBOT_RATE_LIMIT_STORAGE_TIMEOUT_S": "0.2",
        "GRASBOT_PLATFORM_TIMEOUT_S": str(PLATFORM_TIMEOUT_S),
    }


def _enter_all(stack: contextlib.ExitStack, managers: list[contextlib.AbstractContextManager[T]]) -> list[T]:
    """Enter ``managers`` at once, each in a thread (a process start is mostly waiting for its
    imports), and leave them with ``stack``."""
    with ThreadPoolExecutor(len(managers)) as pool:
        futures = [pool.submit(manager.__enter__) for manager in managers]
        values = []
        for manager, future in zip(managers, futures, strict=True):
            try:
                values.append(future.result())
            finally:
                if future.exception() is None:
                    stack.push(manager)
    return values


@contextlib.contextmanager
def running_system(workdir: Path, quota_cap: int) -> Iterator[System]:
    """Build the canary vault, start every process, stop them all at the end."""
    vault, canaries, control = write_vault(workdir)
    bundle = workdir / "bundle.json"
    build_log = build_bundle(vault, bundle)
    with contextlib.ExitStack() as stack:
        redis, quota_redis = _enter_all(stack, [redis_process(workdir), redis_process(workdir)])
        ollama = stack.enter_context(standin())
        node = stack.enter_context(
            gateway(
                ollama.url,
                GRASBOT_GATEWAY_QUEUE="2",
                GRASBOT_GATEWAY_QUEUE_WAIT_S="2",
                GRASBOT_GATEWAY_RETRY_AFTER_S="1",
                GRASBOT_GATEWAY_IDLE_TIMEOUT_S=str(GATEWAY_IDLE_S),
                GRASBOT_GATEWAY_SEND_TIMEOUT_S=str(GATEWAY_SEND_S),
                # above every socket buffer on the way, so a caller that stops reading blocks the
                # gateway's send (its timeout is what is tested) before the size cap ends the answer
                GRASBOT_GATEWAY_MAX_ANSWER_BYTES=str(64 << 20),
            )
        )
        main_env = _main_env(node.url, redis.url)
        quota_env = _quota_env(quota_redis.url, quota_cap)
        servers = _enter_all(
            stack,
            [function(bundle, main_env) for _ in range(2)]
            + [function(bundle, {}, **quota_env) for _ in range(2)],
        )
        yield System(
            workdir=workdir,
            bundle=bundle,
            build_log=build_log,
            canaries=canaries,
            control=control,
            ollama=ollama,
            gateway=node,
            functions=servers[:2],
            quota_functions=servers[2:],
            quota_redis=quota_redis,
            quota_cap=quota_cap,
            logs=[*servers, node, ollama.srv],
        )
