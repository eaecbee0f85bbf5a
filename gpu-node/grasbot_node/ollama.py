"""Ollama's admin calls the switch needs: is it up, which models it has and has loaded, load, unload.

These go straight to Ollama on loopback (never through the gateway, which refuses empty chats).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import datetime

import httpx

from grasbot_node.errors import SwitchError

__all__ = ["MIN_OLLAMA", "LoadedModel", "OllamaAdmin", "http", "version_problem"]

LOAD_TIMEOUT_S = 180.0  # a cold load of an 8B model from a slow disk
# `think: false` (Qwen3 would otherwise reason before every answer) arrived in Ollama 0.9.0.
MIN_OLLAMA = (0, 9, 0)
_VERSION = re.compile(r"v?([0-9]+)\.([0-9]+)(?:\.([0-9]+))?")


@functools.cache
def http() -> httpx.Client:
    """The switch's one HTTP client: ``httpx.get()`` builds a client per call, and each loads the
    CA bundle (tens of ms of CPU), while the switch polls Ollama and the gateway as they start."""
    return httpx.Client()


def version_problem(version: str) -> str | None:
    """Why this Ollama version cannot serve GrasBot, or None when it can (0.9.0 or later)."""
    match = _VERSION.match(version.strip())
    minimum = ".".join(map(str, MIN_OLLAMA))
    if match is None:
        return f"Ollama reports version {version[:40]!r}, not a version number; {minimum} or later is needed"
    found = tuple(int(part or 0) for part in match.groups())
    if found < MIN_OLLAMA:
        return (
            f"Ollama {version} is too old: GrasBot sends `think: false`, which needs Ollama {minimum} "
            "or later (https://ollama.com/download)"
        )
    return None


@dataclass(frozen=True, slots=True)
class LoadedModel:
    name: str
    size_vram: int  # bytes
    expires_at: str  # ISO 8601, as Ollama gives it

    def describe(self) -> str:
        until = self.expires_at
        try:
            expires = datetime.fromisoformat(self.expires_at.replace("Z", "+00:00"))
            until = "until further notice" if expires.year > 2200 else f"until {expires:%H:%M %Z}".strip()
        except ValueError:
            pass
        return f"{self.name} loaded, {self.size_vram / 1e9:.1f} GB VRAM, {until}"


class OllamaAdmin:
    def __init__(self, url: str) -> None:
        self.url = url

    def version(self) -> str | None:
        """Ollama's version, or None when nothing answers at the URL."""
        try:
            response = http().get(f"{self.url}/api/version", timeout=2.0)
            response.raise_for_status()
        except httpx.HTTPError:
            return None
        return str(response.json().get("version", "?"))

    def models(self) -> list[str]:
        return [str(m["name"]) for m in self._get("/api/tags").get("models", [])]

    def loaded(self) -> list[LoadedModel]:
        return [
            LoadedModel(str(m["name"]), int(str(m.get("size_vram", 0))), str(m.get("expires_at", "")))
            for m in self._get("/api/ps").get("models", [])
        ]

    def load(self, model: str, keep_alive: int | str) -> None:
        """Load ``model`` into VRAM and keep it there for ``keep_alive`` after each answer."""
        self._chat_empty(model, keep_alive, "load")

    def unload(self, model: str) -> None:
        """Free the model's VRAM now (``keep_alive: 0``)."""
        self._chat_empty(model, 0, "unload")

    def _chat_empty(self, model: str, keep_alive: str | int, what: str) -> None:
        # Ollama documents an empty messages list as "load the model" (or unload with keep_alive 0).
        body: dict[str, object] = {"model": model, "messages": [], "keep_alive": keep_alive}
        try:
            response = http().post(f"{self.url}/api/chat", json=body, timeout=LOAD_TIMEOUT_S)
        except httpx.HTTPError as exc:
            raise SwitchError(
                f"cannot {what} {model}: Ollama at {self.url} failed ({type(exc).__name__})"
            ) from None
        if response.status_code != 200:
            raise SwitchError(
                f"cannot {what} {model}: Ollama answered {response.status_code} {_error(response)}"
            )

    def _get(self, path: str) -> dict[str, list[dict[str, object]]]:
        try:
            response = http().get(f"{self.url}{path}", timeout=5.0)
        except httpx.HTTPError as exc:
            raise SwitchError(f"Ollama at {self.url} does not answer {path} ({type(exc).__name__})") from None
        if response.status_code != 200:
            raise SwitchError(f"Ollama answered {response.status_code} to {path}: {_error(response)}")
        payload: dict[str, list[dict[str, object]]] = response.json()
        return payload


def _error(response: httpx.Response) -> str:
    try:
        return str(response.json().get("error", ""))[:200]
    except ValueError:
        return response.text[:200]
