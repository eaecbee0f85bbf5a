"""The README's main job: serve the example vault, answer questions end to end, keep serving.

Starts ``grasbot serve`` on 127.0.0.1, waits for /health, asks a question, a follow-up that
needs the first turn, and an off-topic one through ``POST /ask``, prints the answers and their
sources, then leaves the demo page open until Ctrl-C (``--once`` stops right away).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUESTIONS = [
    ("Est-elle disponible pour un nouveau poste ?", False),
    ("Et à Lyon ?", True),
    ("Parle-moi de webserv", False),
    ("Quelle est la recette de la tarte tatin ?", False),
]


def _post(url: str, body: dict[str, object]) -> dict[str, object]:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"content-type": "application/json"}, method="POST"
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())  # type: ignore[no-any-return]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bundle", default="var/bundle.json")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--once", action="store_true", help="stop after the questions")
    args = parser.parse_args()
    base = f"http://127.0.0.1:{args.port}"
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/grasbot"), "serve", "--bundle", args.bundle, "--port", str(args.port)],
        cwd=ROOT,
    )
    try:
        for _ in range(150):  # 15 s at most
            try:
                with urllib.request.urlopen(f"{base}/health", timeout=1) as response:
                    health = json.loads(response.read())
                break
            except OSError:
                if server.poll() is not None:
                    print("grasbot serve stopped before answering /health", file=sys.stderr)
                    return 1
                time.sleep(0.1)
        else:
            print("grasbot serve did not answer /health within 15 s", file=sys.stderr)
            return 1
        print(f"\n/health: {health.get('vault_size')} notes, node {health.get('node', {}).get('status')}\n")
        history: list[dict[str, str]] = []
        for question, follow_up in QUESTIONS:
            answer = _post(f"{base}/ask", {"question": question, "history": history if follow_up else []})
            print(f"> {question}")
            print(f"  [{answer['mode']}, grounded={answer['grounded']}] {answer['response']}")
            for source in answer["sources"]:  # type: ignore[union-attr]
                print(f"    - {source['slug']} ({source['type']}, {source['score']}) {source['url'] or ''}")
            history = [
                {"role": "user", "content": question},
                {"role": "assistant", "content": str(answer["response"])},
            ]
            print()
        if args.once:
            return 0
        print(f"Demo page with the chat widget: {base}/  (Ctrl-C to stop)")
        server.wait()
        return 0
    except KeyboardInterrupt:
        return 0
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
