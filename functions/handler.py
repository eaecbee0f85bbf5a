"""AWS Lambda entry point: ``functions.handler.handler`` (Mangum, buffered responses).

The app, and with it the bundle, is built once per cold start from the environment; the
bundle is ``GRASBOT_BUNDLE_PATH`` or ``bundle.json`` at the zip's root. Streaming goes through
the Lambda Web Adapter and uvicorn instead (Mangum buffers every response).
"""

from __future__ import annotations

import gc
import os

from mangum import Mangum

from functions.app import create_app

__all__ = ["handler"]

handler = Mangum(create_app(os.environ), lifespan="off")
# The bundle's objects live as long as the execution environment: move them out of the cyclic
# collector's reach so that later collections do not rescan them (p95 spikes, docs/benchmarks.md).
gc.freeze()
