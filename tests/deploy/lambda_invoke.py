"""Run function-URL events through the packaged handler, the way Lambda does (not a test module).

    python -I -S lambda_invoke.py PACKAGE_ROOT EVENTS.json RESPONSES.json

``-I -S``: no site-packages, no PYTHONPATH, no script folder; the only path added is the unzipped
package, so an import that works here works from the zip alone. Writes
``{"responses": [...], "foreign_modules": [...]}`` to RESPONSES.json (stdout carries the app's log
lines): every imported module whose file lies neither in the package nor in the standard library
is listed (it would be missing on Lambda).
"""

from __future__ import annotations

import json
import os
import sys
import sysconfig
from typing import Any


class _Context:
    """The few attributes of the Lambda context object that a handler may read."""

    function_name = "grasbot-test-api"
    memory_limit_in_mb = 1024
    aws_request_id = "00000000-0000-4000-8000-000000000000"

    @staticmethod
    def get_remaining_time_in_millis() -> int:
        return 100_000


def main() -> int:
    root = os.path.realpath(sys.argv[1])
    sys.path.insert(0, root)
    os.chdir(root)  # Lambda runs the handler from /var/task, the zip's root
    with open(sys.argv[2], encoding="utf-8") as f:
        events: list[dict[str, Any]] = json.load(f)
    from functions.handler import handler

    responses = [handler(event, _Context()) for event in events]
    stdlib = {os.path.realpath(sysconfig.get_paths()[key]) for key in ("stdlib", "platstdlib")}
    foreign = sorted(
        name
        for name, module in list(sys.modules.items())
        if name != "__main__"  # this runner
        and (path := getattr(module, "__file__", None))
        and not os.path.realpath(path).startswith(root + os.sep)
        and not any(os.path.realpath(path).startswith(s + os.sep) for s in stdlib)
    )
    with open(sys.argv[3], "w", encoding="utf-8") as f:
        json.dump({"responses": responses, "foreign_modules": foreign}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
