"""Errors of the gpu node. Each message says what happened and what the owner can do::

NodeError
 ├── ConfigError    a GRASBOT_* variable cannot be used (read once, when a command starts)
 └── SwitchError    `grasbot-node on|off|check` could not do its job (binary absent, model
                    not pulled, part not answering); printed as "Error: …", exit 1
"""

from __future__ import annotations

__all__ = ["ConfigError", "NodeError", "SwitchError"]


class NodeError(Exception):
    """Base of the gpu node's errors."""


class ConfigError(NodeError):
    """A setting has a value that cannot be used; the message names the variable."""


class SwitchError(NodeError):
    """The switch could not bring a part up or down; the message says which and why."""
