"""AWS Lambda entry point: ``functions.handler.handler`` (Mangum, buffered responses).

The app, and with it the bundle, is built once per cold start from the environment; the
bundle is ``GRASBOT_BUNDLE_PATH`` or ``bundle.json`` at the zip's root. Streaming goes through
the Lambda Web Adapter and uvicorn instead (Mangum buffers every response).
"""

from __future__ import annotations

import gc

# A cold start makes tens of thousands of objects that live as long as the execution
# environment (modules, the bundle, the app): the cyclic collector would scan them again and
# again while they are made, for nothing (about 4 % of the cold start's instructions,
# docs/function.md). It is paused until they are all made, then they are frozen out of its reach.
_collecting = gc.isenabled()
gc.disable()
try:
    import os

    from mangum import Mangum

    from functions.app import create_app

    handler = Mangum(create_app(os.environ), lifespan="off")
finally:
    # later collections do not rescan the frozen objects (p95 spikes, docs/benchmarks.md)
    gc.freeze()
    if _collecting:
        gc.enable()

__all__ = ["handler"]
