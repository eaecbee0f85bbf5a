"""The one HTTP client the tests use to call their servers on 127.0.0.1.

``HTTP.get()`` and its siblings build a client per call, and every client loads certifi's CA
bundle (about 30 ms of CPU) even for plain ``http://``: a run makes hundreds of such calls, many
of them polls, and on 2 cores that CPU is taken from the servers under test. This client loads it
once per process. It keeps no connection alive and sets no cap, so each request still opens its
own connection, as the one-off calls did: tests count connections at the gateway, kill servers
mid-run and run requests in parallel threads (an httpx client is thread-safe).
"""

from __future__ import annotations

import httpx

__all__ = ["HTTP"]

HTTP = httpx.Client(limits=httpx.Limits(max_connections=None, max_keepalive_connections=0))
