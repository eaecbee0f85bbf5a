"""Client for the home GPU node (Ollama behind the signed gateway).

Placeholder until the tunnel client lands: with no node configured every answer is offline.
"""

from __future__ import annotations

from collections.abc import Mapping

from functions.llm import LLMNode, NoNode

__all__ = ["node_from_env"]


def node_from_env(env: Mapping[str, str]) -> LLMNode:
    """The node described by the environment (``GRASBOT_NODE_URL``…), or :class:`NoNode`."""
    return NoNode()
