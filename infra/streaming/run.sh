#!/bin/sh
# Handler of the streaming function: the AWS Lambda Web Adapter layer (/opt/bootstrap, set by
# AWS_LAMBDA_EXEC_WRAPPER) starts this script, waits until AWS_LWA_READINESS_CHECK_PATH answers on
# $AWS_LWA_PORT (or $PORT), then forwards each function-URL request to it and streams the response back
# (AWS_LWA_INVOKE_MODE=response_stream, InvokeMode RESPONSE_STREAM on the URL).
#
# Mangum cannot stream, so this function runs the same FastAPI app under uvicorn. uvicorn sees every
# client as 127.0.0.1; GRASBOT_TRUST_LWA_CONTEXT=1 makes the app read the visitor's IP from the
# x-amzn-request-context header that only the adapter sets (never from X-Forwarded-For).
set -eu
cd "$(dirname "$0")"
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
# proxy_headers=False: uvicorn would otherwise trust X-Forwarded-For from 127.0.0.1, i.e. from any
# visitor, since every request arrives through the adapter on loopback.
exec python3 -c '
import os, uvicorn
from functions.app import create_app
port = int(os.environ.get("AWS_LWA_PORT") or os.environ.get("PORT") or "8080")  # where the adapter calls
uvicorn.run(create_app(dict(os.environ)), host="127.0.0.1", port=port,
            proxy_headers=False, server_header=False, access_log=False, log_level="warning",
            timeout_keep_alive=60)
'
