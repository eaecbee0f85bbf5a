"""``grasbot serve`` as a person runs it: the demo page at ``/`` answers from the example vault."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.widget_steps import Shoot

Launcher = Callable[[list[str], dict[str, str]], str]


def test_grasbot_serve_demo_page_answers(
    page: Page, launch_server: Launcher, tmp_path: Path, js_errors: list[str], screenshot: Shoot
) -> None:
    bundle = tmp_path / "bundle.json"  # missing: serve builds it from examples/vault first
    base = launch_server(["-m", "grasbot.cli.main", "serve", "--port", "{port}", "--bundle", str(bundle)], {})
    assert bundle.is_file()
    page.goto(base + "/")
    expect(page).to_have_title("GrasBot — démo")
    box = page.get_by_role("textbox", name="Votre question")
    box.fill("Parle-moi du tableau de bord Vélo'v")
    box.press("Enter")
    # No node is configured: the answer comes from the notes, and says so.
    expect(page.locator(".gb-notice")).to_have_text(
        "Mode hors ligne : l'assistant répond directement à partir des notes, sans modèle de langue."
    )
    expect(page.locator(".gb-badge")).to_have_text(re.compile(r"^basé sur \d+ notes?$"))
    expect(page.locator("a.gb-chip[href='/portfolio/velov-dashboard']")).to_have_count(1)
    assert js_errors == []
    screenshot(page, "demo-serve")
