"""How long the node keeps its model loaded: ``GRASBOT_NODE_KEEP_ALIVE`` to the body the gateway
forwards (settings, then ``policy.check_chat``), whatever the caller asked.

test_gateway_faults.py sends chats through a real gateway for one setting; the mapping of every
form of the setting is this same code, counted here in-process.
"""

from __future__ import annotations

import json

import pytest
from grasbot_node.policy import check_chat
from grasbot_node.settings import settings_from_env

from tests.gpu_node.conftest import chat_body
from tests.support.procs import KEYS, MODEL


@pytest.mark.parametrize(("setting", "sent"), [(None, -1), ("45m", "45m"), ("600", 600), ("-1", -1)])
@pytest.mark.parametrize("asked", ["30m", 0])
def test_the_nodes_keep_alive_replaces_the_callers(
    setting: str | None, sent: int | str, asked: int | str
) -> None:
    env = {"GRASBOT_NODE_KEYS": KEYS, "GRASBOT_NODE_MODELS": MODEL}
    if setting is not None:
        env["GRASBOT_NODE_KEEP_ALIVE"] = setting
    s = settings_from_env(env)
    chat = check_chat(chat_body(keep_alive=asked), s.models, s.max_predict, s.max_ctx, s.keep_alive_value)
    assert json.loads(chat.body)["keep_alive"] == sent
