"""Imported at start-up by each Python process the suite starts: tests/conftest.py puts this folder
on PYTHONPATH (a process started with ``-I`` or ``-S``, as the package's tests start theirs, skips it).

``import httpx`` also imports httpx's command-line tool when rich, pygments and click are all
installed, and the dev extra installs them (import-linter, schemathesis): about 80 ms of CPU in
each server and command a test starts, a hundred or so in ``make test``. Neither the Lambda
package nor the node's venv has rich, so there httpx leaves its tool out; here it does the same.
"""

import sys

sys.modules.setdefault("httpx._main", None)  # a None entry: the import fails, httpx carries on
