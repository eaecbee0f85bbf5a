"""The streaming function's handler, ``run.sh``, started from the unpacked package as the adapter does.

The AWS Lambda Web Adapter runs ``run.sh``, waits for ``AWS_LWA_READINESS_CHECK_PATH`` on ``$PORT``,
then forwards each request over loopback with the function URL's request context in the
``x-amzn-request-context`` header. Here the test plays the adapter: same environment, same header,
same loopback, so the quota must follow that header's ``sourceIp`` and nothing a visitor can write.
"""

from __future__ import annotations

import json

from tests.deploy.zip_package import VISITOR_QUOTA, Packaged
from tests.support.http_client import HTTP


def _context(ip: str, method: str = "GET", path: str = "/ask") -> str:
    """The adapter's header: the event's requestContext, serialised."""
    http = {"method": method, "path": path, "protocol": "HTTP/1.1", "sourceIp": ip, "userAgent": "test"}
    return json.dumps({"accountId": "anonymous", "http": http, "requestId": "r-1", "stage": "$default"})


def test_readiness_path_answers_with_the_packaged_bundle(stream_url: str, packaged: Packaged) -> None:
    response = HTTP.get(f"{stream_url}/health", headers={"Authorization": "Bearer t"}, timeout=10)
    assert response.status_code == 200
    assert response.json()["bundle"]["content_hash"] == packaged.manifest["bundle_hash"]


def test_answer_streams_as_server_sent_events(stream_url: str, questions: tuple[str, list[str], str]) -> None:
    headers = {"x-amzn-request-context": _context("198.51.100.60", "POST", "/ask/stream")}
    body = {"question": questions[0]}
    with HTTP.stream("POST", f"{stream_url}/ask/stream", json=body, headers=headers, timeout=30) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        lines = list(response.iter_lines())
    events = [line.removeprefix("event: ") for line in lines if line.startswith("event: ")]
    data = [json.loads(line.removeprefix("data: ")) for line in lines if line.startswith("data: ")]
    # the sources first, then the answer as it comes, then the final fields of /ask
    assert events[0] == "meta" and events[-1] == "done" and "token" in events, events
    assert [s["slug"] for s in data[0]["sources"]] == questions[1]
    assert data[-1]["grounded"] is True


def test_quota_follows_the_adapters_source_ip_not_the_visitors_headers(stream_url: str) -> None:
    def ask(ip: str, **extra: str) -> int:
        headers = {"x-amzn-request-context": _context(ip)} | extra
        return HTTP.get(
            f"{stream_url}/ask", params={"q": "Qui est Camille ?"}, headers=headers, timeout=30
        ).status_code

    assert [ask("198.51.100.70") for _ in range(VISITOR_QUOTA)] == [200] * VISITOR_QUOTA
    assert ask("198.51.100.70") == 429
    assert ask("198.51.100.70", **{"x-forwarded-for": "192.0.2.200"}) == 429
    assert ask("198.51.100.71") == 200  # another visitor
