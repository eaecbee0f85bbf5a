"""Errors of the gpu node, one tree for the whole package. Each message says what happened and
what the owner (or the caller) can do::

NodeError
 ├── ConfigError      a GRASBOT_* variable cannot be used (read once, when a command starts)
 ├── SwitchError      `grasbot-node on|off|check` could not do its job (binary absent, model
 │                    not pulled, Ollama too old, part not answering); printed as "Error: …", exit 1
 └── GatewayError     one request through the gateway did not go as asked
      ├── Refusal     answered to the caller as ``{"error": message}`` with a 4xx/5xx ``status``
      │    └── Busy   every generation slot is taken and the queue is full (503, Retry-After)
      └── ClientGone  the caller left (or stopped reading); nobody is listening, logged as 499
"""

from __future__ import annotations

__all__ = ["Busy", "ClientGone", "ConfigError", "GatewayError", "NodeError", "Refusal", "SwitchError"]


class NodeError(Exception):
    """Base of the gpu node's errors."""


class ConfigError(NodeError):
    """A setting has a value that cannot be used; the message names the variable."""


class SwitchError(NodeError):
    """The switch could not bring a part up or down; the message says which and why."""


class GatewayError(NodeError):
    """One request through the gateway ended other than with Ollama's own answer."""


class Refusal(GatewayError):
    """A request the gateway will not forward; ``status`` and ``message`` go back to the caller."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class Busy(Refusal):
    """Every generation slot is taken and the queue is full (or the wait in it ran out)."""

    def __init__(self) -> None:
        super().__init__(503, "busy: the node is answering other visitors, retry later")


class ClientGone(GatewayError):
    """The caller closed its connection, or stopped reading for longer than the send timeout."""
