"""What a visitor does with the widget, shared by the browser tests."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Page, expect

__all__ = ["Shoot", "ask", "origin", "sent"]

Shoot = Callable[[Page, str], Path]


def ask(page: Page, question: str) -> None:
    # Sending waits for the previous answer to be complete, as the send button does.
    expect(page.locator(".gb-log")).not_to_have_attribute("aria-busy", "true")
    box = page.get_by_role("textbox")
    box.fill(question)
    box.press("Enter")


def sent(gates: Path, number: int) -> dict[str, object]:
    """The JSON body of the contract server's ``number``-th request."""
    body: dict[str, object] = json.loads((gates / f"request-{number}.json").read_text(encoding="utf-8"))
    return body


def origin(url: str) -> str:
    """``scheme://host:port`` of ``url``: a stand-in's URL carries its space's path too."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"
