"""The owner switches the node off while a visitor's answer is streaming through the function."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from tests.support.http_client import HTTP
from tests.support.procs import KEYS, free_port, function, function_env, node_cli, standin
from tests.support.sse import sse_events


def test_off_lets_the_running_answer_finish_and_new_ones_go_offline(
    tmp_path: Path, example_bundle_file: Path
) -> None:
    with standin() as ollama:
        port = free_port()
        node_env = {
            "GRASBOT_OLLAMA_URL": ollama.url,
            "GRASBOT_NODE_KEYS": KEYS,
            "GRASBOT_GATEWAY_PORT": str(port),
            "GRASBOT_NODE_STATE_DIR": str(tmp_path),
            "GRASBOT_NODE_MANAGER": "process",
            "GRASBOT_CLOUDFLARED_CMD": "",
            "GRASBOT_GATEWAY_DRAIN_S": "20",
        }
        on = node_cli(node_env, "on")
        assert on.returncode == 0, on.stderr
        try:
            ollama.script({"chunk_delay_s": 0.3})
            with function(example_bundle_file, function_env(f"http://127.0.0.1:{port}")) as app:
                events: list[tuple[str, dict[str, Any]]] = []
                first_token = threading.Event()
                reader = threading.Thread(target=_read_stream, args=(app.url, events, first_token))
                reader.start()
                assert first_token.wait(15)
                off = node_cli(node_env, "off")
                reader.join(30)
                assert off.returncode == 0, off.stderr
                after = HTTP.post(f"{app.url}/ask", json={"question": "Parle-moi de ses projets"}, timeout=30)
        finally:
            node_cli(node_env, "off")
        loaded = HTTP.get(f"{ollama.url}/api/ps", timeout=5).json()["models"]
    done = events[-1]
    assert done[0] == "done"
    assert (done[1]["mode"], done[1]["truncated"], done[1]["response"]) == (
        "llm",
        False,
        "Bonjour, je suis GrasBot.",
    )
    assert after.json()["mode"] == "offline"
    assert "model    qwen3:8b unloaded (VRAM freed)" in off.stderr
    assert loaded == []


def _read_stream(url: str, events: list[tuple[str, dict[str, Any]]], first_token: threading.Event) -> None:
    body = {"question": "Qui est Camille ?"}
    with HTTP.stream("POST", f"{url}/ask/stream", json=body, timeout=30) as response:
        for name, data in sse_events(response.iter_lines()):
            events.append((name, data))
            if name == "token":
                first_token.set()
