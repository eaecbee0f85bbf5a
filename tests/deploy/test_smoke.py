"""infra/deploy/smoke.py, the post-deploy check, against the twin package served as the adapter runs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.deploy.conftest import ADMIN_TOKEN
from tests.deploy.zip_package import REPO, Packaged
from tests.support.procs import free_port, wait_for_port

SMOKE = REPO / "infra" / "deploy" / "smoke.py"


def smoke(api: str, stream: str, bundle_hash: str) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, str(SMOKE), "--api", api, "--stream", stream, "--bundle-hash", bundle_hash]
    cmd += ["--attempts", "2", "--pause-s", "0.1"]
    env = {**os.environ, "GRASBOT_ADMIN_TOKEN": ADMIN_TOKEN}
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False, env=env)


def test_passes_on_the_packaged_function(stream_url: str, packaged: Packaged) -> None:
    # run.sh serves the same app as the API function: both URLs point at the twin here
    proc = smoke(stream_url, stream_url, packaged.manifest["bundle_hash"])
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == f"ok: {stream_url}/health: bundle {packaged.manifest['bundle_hash'][:12]}"
    assert lines[2].startswith(f"ok: {stream_url}/ask/stream?q=") and "events meta" in lines[2]


def test_fails_when_the_streaming_url_does_not_answer(stream_url: str, packaged: Packaged) -> None:
    dead = f"http://127.0.0.1:{free_port()}"
    proc = smoke(stream_url, dead, packaged.manifest["bundle_hash"])
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"Error: {dead}/health: no answer")


def test_fails_when_a_url_serves_another_bundle(stream_url: str) -> None:
    proc = smoke(stream_url, stream_url, "0" * 64)
    assert proc.returncode == 1
    assert (
        f"Error: {stream_url}/health: serves bundle " in proc.stderr and f"expected {'0' * 64}" in proc.stderr
    )


def test_fails_when_the_stream_sends_no_meta_event(
    stream_url: str, packaged: Packaged, tmp_path: Path
) -> None:
    # a function whose /ask/stream answers without streaming (e.g. buffered JSON) must not pass
    server = tmp_path / "server.py"
    server.write_text(
        "import http.server, json, sys\n"
        "class H(http.server.BaseHTTPRequestHandler):\n"
        "    def do_GET(self):\n"
        "        body = json.dumps({'bundle': {'content_hash': sys.argv[2]}, 'answer': 'x'}).encode()\n"
        "        self.send_response(200)\n"
        "        self.send_header('content-length', str(len(body)))\n"
        "        self.end_headers()\n"
        "        self.wfile.write(body)\n"
        "    def log_message(self, *a): pass\n"
        "http.server.HTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()\n"
    )
    port = free_port()
    proc = subprocess.Popen([sys.executable, str(server), str(port), packaged.manifest["bundle_hash"]])
    try:
        wait_for_port(port, 10.0, proc)  # type: ignore[arg-type]
        result = smoke(stream_url, f"http://127.0.0.1:{port}", packaged.manifest["bundle_hash"])
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert result.returncode == 1
    assert "no 'meta' event in the stream (events: none)" in result.stderr
