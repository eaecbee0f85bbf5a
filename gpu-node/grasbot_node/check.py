"""``grasbot-node check``: the full path from anywhere, with the real secrets, as the function sees it.

Signed ``/api/version`` (signature and Access token accepted), an unsigned one (must be refused),
``/api/tags`` (model present), then a short streamed chat timed to its first token.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

from grasbot.signing import sign_request
from grasbot_node.errors import ConfigError
from grasbot_node.ollama import version_problem
from grasbot_node.settings import NodeSettings

__all__ = ["CheckReport", "run_check"]

PROMPT = "Réponds seulement par le mot : prêt."


@dataclass
class CheckReport:
    url: str
    steps: list[dict[str, Any]] = field(default_factory=list)
    first_token_ms: float | None = None
    tokens_per_s: float | None = None

    @property
    def ok(self) -> bool:
        return bool(self.steps) and all(step["ok"] for step in self.steps)

    def add(self, name: str, ok: bool, detail: str) -> bool:
        self.steps.append({"step": name, "ok": ok, "detail": detail})
        return ok

    def as_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "url": self.url,
            "steps": self.steps,
            "first_token_ms": self.first_token_ms,
            "tokens_per_s": self.tokens_per_s,
        }

    def text(self) -> str:
        lines = [f"{'ok ' if s['ok'] else 'FAIL'} {s['step']:<12} {s['detail']}" for s in self.steps]
        return "\n".join([f"node check: {self.url}", *lines])


def run_check(settings: NodeSettings, url: str | None) -> CheckReport:
    base = (url or settings.public_url or "").rstrip("/")
    if not base:
        raise ConfigError("no URL to check: pass --url https://node.example.org or set GRASBOT_NODE_URL")
    keyring = settings.require_keyring()
    report = CheckReport(base)
    access = {}
    if settings.cf_access_id and settings.cf_access_secret:
        access = {
            "CF-Access-Client-Id": settings.cf_access_id,
            "CF-Access-Client-Secret": settings.cf_access_secret,
        }
    with httpx.Client(base_url=base, timeout=httpx.Timeout(10.0, read=120.0)) as client:

        def signed_get(path: str) -> httpx.Response:
            return client.get(path, headers={**access, **sign_request(keyring.current, "GET", path)})

        try:
            response = signed_get("/api/version")
        except httpx.HTTPError as exc:
            report.add("reach", False, f"{type(exc).__name__}: is the tunnel up? (grasbot-node status)")
            return report
        version = _version(response)
        if not report.add(
            "signature", version is not None, _outcome(response, f"accepted (Ollama {version})")
        ):
            return report
        problem = version_problem(version or "")
        if not report.add("version", problem is None, problem or f"Ollama {version} (0.9.0 or later needed)"):
            return report
        unsigned = client.get("/api/version", headers=access)
        refused = unsigned.status_code in (401, 403)
        report.add(
            "unsigned",
            refused,
            f"refused ({unsigned.status_code})" if refused else "ACCEPTED: gateway bypassed?",
        )
        tags = signed_get("/api/tags")
        names = [m.get("name") for m in tags.json().get("models", [])] if tags.status_code == 200 else []
        model = settings.models[0]
        if not report.add(
            "model", model in names, f"{model} present" if model in names else _missing(tags, names)
        ):
            return report
        _chat(client, report, settings, access)
    return report


def _chat(client: httpx.Client, report: CheckReport, settings: NodeSettings, access: dict[str, str]) -> None:
    body = json.dumps(
        {
            "model": settings.models[0],
            "messages": [{"role": "user", "content": PROMPT}],
            "stream": True,
            "think": False,
            "keep_alive": settings.keep_alive_value,
            "options": {"temperature": 0.4, "num_predict": 16},
        }
    ).encode()
    headers = {**access, **sign_request(settings.require_keyring().current, "POST", "/api/chat", body)}
    started = time.perf_counter()
    text, final = [], {}
    with client.stream("POST", "/api/chat", content=body, headers=headers) as response:
        if response.status_code != 200:
            response.read()
            report.add("chat", False, _outcome(response, ""))
            return
        for line in response.iter_lines():
            if not line.strip():
                continue
            data = json.loads(line)
            if report.first_token_ms is None:
                report.first_token_ms = round((time.perf_counter() - started) * 1000, 1)
            if "error" in data:
                report.add("chat", False, f"error line: {data['error']}")
                return
            text.append(data.get("message", {}).get("content", ""))
            if data.get("done"):
                final = data
    count, duration = final.get("eval_count"), final.get("eval_duration")
    if isinstance(count, int) and isinstance(duration, int) and duration > 0:
        report.tokens_per_s = round(count / (duration / 1e9), 1)
    said = "".join(text).strip()[:60]
    ok = bool(final) and bool(said)
    speed = f", {report.tokens_per_s} tokens/s" if report.tokens_per_s else ""
    report.add(
        "chat", ok, f"first token in {report.first_token_ms} ms{speed}: {said!r}" if ok else "no answer"
    )


def _version(response: httpx.Response) -> str | None:
    if response.status_code != 200:
        return None
    try:
        version = response.json().get("version")
    except (ValueError, AttributeError):
        return None
    return str(version) if version is not None else None


def _outcome(response: httpx.Response, success: str) -> str:
    if response.status_code == 200:
        return success
    try:
        error = response.json().get("error", response.text[:200])
    except ValueError:
        error = response.text[:200].strip() or "(empty body)"
    hint = (
        " (Cloudflare Access: check GRASBOT_CF_ACCESS_CLIENT_ID/SECRET)"
        if response.status_code == 403
        else ""
    )
    return f"{response.status_code}: {error}{hint}"


def _missing(response: httpx.Response, names: list[Any]) -> str:
    if response.status_code != 200:
        return _outcome(response, "")
    return (
        f"not pulled (Ollama has: {', '.join(map(str, names)) or 'no model'}); run `ollama pull` on the node"
    )
