"""The widget's options and memory against the contract stand-in: language, colour, floating
button, stream URL, the conversation kept across pages."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.widget_steps import Shoot, ask, sent


def test_english_and_accent(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/offline/?lang=en&accent=%23aa0000")
    ask(page, "Which projects?")
    expect(page.locator(".gb-badge")).to_have_text("based on 2 notes")
    expect(page.locator(".gb-notice")).to_have_text(
        "Offline mode: the assistant answers straight from the notes, without a language model."
    )
    expect(page.get_by_role("button", name="Start over")).to_be_visible()
    header = page.locator("[data-grasbot-widget] header")
    assert header.evaluate("node => getComputedStyle(node).backgroundColor") == "rgb(170, 0, 0)"


def test_bad_accent_is_ignored(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/offline/?accent=red;}}*{{display:none")
    header = page.locator("[data-grasbot-widget] header")
    expect(header).to_be_visible()
    assert header.evaluate("node => getComputedStyle(node).backgroundColor") == "rgb(47, 111, 78)"


def test_floating_launcher_by_keyboard(page: Page, stand_in: str, screenshot: Shoot) -> None:
    page.set_viewport_size({"width": 375, "height": 667})
    page.goto(f"{stand_in}/offline/?target=")
    launcher = page.get_by_role("button", name="Ouvrir l'assistant")
    expect(launcher).to_have_attribute("aria-expanded", "false")
    expect(page.get_by_role("textbox")).to_be_hidden()
    page.keyboard.press("Tab")  # the panel is hidden: the launcher is the only stop
    page.keyboard.press("Enter")
    expect(launcher).to_have_attribute("aria-expanded", "true")
    expect(page.get_by_role("textbox")).to_be_focused()
    page.keyboard.type("Quels projets ?")
    page.keyboard.press("Enter")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à « Quels projets ? ».")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    screenshot(page, "contract-floating-phone")
    page.keyboard.press("Escape")
    expect(page.get_by_role("textbox")).to_be_hidden()
    expect(launcher).to_be_focused()


def test_stream_url_defaults_beside_the_api(page: Page, stand_in: str, gates: Path) -> None:
    page.goto(f"{stand_in}/llm/?stream-api=")  # only data-api="/llm/ask" on the tag
    ask(page, "Flux ?")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à «")
    (gates / "1").touch()
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à « Flux ? ».")


def test_conversation_survives_a_page_change(page: Page, stand_in: str, gates: Path) -> None:
    page.goto(f"{stand_in}/nostream/")
    ask(page, "Question 1")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à « Question 1 ».")
    page.reload()  # as after a click on a source chip: a new page of the same site
    expect(page.locator(".gb-user .gb-text")).to_have_text(["Question 1"])
    expect(page.locator(".gb-bot .gb-text")).to_have_text(["Réponse à « Question 1 »."])
    expect(page.locator(".gb-chip")).to_have_text(["Vélo'v dashboard", "Python backend"])
    ask(page, "Question 2")
    expect(page.locator(".gb-bot .gb-text").nth(1)).to_contain_text("Suite de « Question 1 »")
    assert sent(gates, 2)["history"] == [
        {"role": "user", "content": "Question 1"},
        {"role": "assistant", "content": "Réponse à « Question 1 »."},
    ]
    page.get_by_role("button", name="Recommencer").click()
    page.reload()
    expect(page.get_by_role("textbox")).to_be_visible()
    expect(page.locator(".gb-msg")).to_have_count(0)


def test_nothing_kept_when_remember_is_off(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/nostream/?remember=off")
    ask(page, "Question 1")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à « Question 1 ».")
    page.reload()
    expect(page.get_by_role("textbox")).to_be_visible()
    expect(page.locator(".gb-msg")).to_have_count(0)
    assert page.evaluate("() => sessionStorage.length") == 0
