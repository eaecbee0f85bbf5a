"""The widget against a stand-in speaking the /ask contract: the cases the real function cannot
be asked to produce on demand (streaming URL missing, network cut, a hostile answer verbatim)."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.widget_steps import Shoot, ask, sent


def test_answer_streams_in_then_sources_and_badge(
    page: Page, stand_in: str, gates: Path, js_errors: list[str], screenshot: Shoot
) -> None:
    page.goto(f"{stand_in}/llm/")
    ask(page, "Parle-moi de Vélo'v")
    answer = page.locator(".gb-bot .gb-text")
    # The stand-in holds the stream after three words: only a streaming widget shows them now.
    expect(answer).to_have_text("Réponse à «")
    expect(page.locator(".gb-log")).to_have_attribute("aria-busy", "true")
    expect(page.locator(".gb-badge")).to_have_text("basé sur 2 notes")
    screenshot(page, "contract-streaming")
    page.get_by_role("textbox").fill("Et ensuite ?")  # typed while the answer streams
    (gates / "1").touch()
    expect(answer).to_have_text("Réponse à « Parle-moi de Vélo'v ».")
    expect(page.get_by_role("textbox")).to_have_value("Et ensuite ?")
    expect(page.locator(".gb-log")).to_have_attribute("aria-busy", "false")
    chips = page.locator("a.gb-chip")
    expect(chips).to_have_text(["Vélo'v dashboard", "Python backend"])
    assert [chips.nth(i).get_attribute("href") for i in range(2)] == [
        "/portfolio/velov-dashboard",
        "/competences/python-backend",
    ]
    expect(page.locator(".gb-notice")).to_have_count(0)
    assert sent(gates, 1) == {"question": "Parle-moi de Vélo'v", "history": []}
    assert js_errors == []


def test_falls_back_to_json_and_keeps_last_six_messages(page: Page, stand_in: str, gates: Path) -> None:
    page.goto(f"{stand_in}/nostream/")
    for n in range(1, 5):
        ask(page, f"Question {n}")
        expect(page.locator(".gb-bot .gb-text").nth(n - 1)).to_contain_text(f"Réponse à « Question {n} »")
    expect(page.locator(".gb-bot .gb-text").nth(1)).to_contain_text("Suite de « Question 1 »")
    history = sent(gates, 4)["history"]
    assert history == [
        {"role": "user", "content": "Question 1"},
        {"role": "assistant", "content": "Réponse à « Question 1 »."},
        {"role": "user", "content": "Question 2"},
        {
            "role": "assistant",
            "content": "Réponse à « Question 2 ». Suite de « Question 1 » (2 messages d'historique).",
        },
        {"role": "user", "content": "Question 3"},
        {
            "role": "assistant",
            "content": "Réponse à « Question 3 ». Suite de « Question 2 » (4 messages d'historique).",
        },
    ]
    page.get_by_role("button", name="Recommencer").click()
    expect(page.locator(".gb-msg")).to_have_count(0)
    ask(page, "Question 5")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à « Question 5 ».")
    assert sent(gates, 5)["history"] == []


def test_offline_notice(page: Page, stand_in: str, screenshot: Shoot) -> None:
    page.goto(f"{stand_in}/offline/")
    ask(page, "Quels projets ?")
    expect(page.locator(".gb-notice")).to_contain_text("Mode hors ligne")
    expect(page.locator(".gb-badge")).to_have_text("basé sur 2 notes")
    screenshot(page, "contract-offline")


def test_rate_limited_message_with_wait(page: Page, stand_in: str, screenshot: Shoot) -> None:
    page.goto(f"{stand_in}/limited/")
    ask(page, "Encore une question")
    status = page.get_by_role("alert")
    expect(status).to_have_text(re.compile(r"nouvelle dans 2 min \d s\.$"))
    # The question stays in the field for later, and sending waits for the quota.
    expect(page.get_by_role("textbox")).to_have_value("Encore une question")
    expect(page.get_by_role("button", name="Envoyer")).to_be_disabled()
    expect(page.locator(".gb-msg")).to_have_count(0)
    screenshot(page, "contract-429")


def test_network_error_keeps_the_question(page: Page, stand_in: str) -> None:
    page.route("**/ask**", lambda route: route.abort())
    page.goto(f"{stand_in}/llm/")
    ask(page, "Tu es là ?")
    expect(page.get_by_role("alert")).to_have_text(
        "Impossible de joindre l'assistant. Vérifiez votre connexion puis réessayez."
    )
    expect(page.get_by_role("textbox")).to_have_value("Tu es là ?")
    expect(page.get_by_role("button", name="Envoyer")).to_be_enabled()


def test_server_error_without_message(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/down/")
    ask(page, "Tu es là ?")
    expect(page.get_by_role("alert")).to_have_text(
        "L'assistant n'a pas pu répondre. Réessayez dans un instant."
    )


def test_hostile_answer_and_note_stay_text(
    page: Page, stand_in: str, js_errors: list[str], screenshot: Shoot
) -> None:
    page.goto(f"{stand_in}/hostile/?site-base=https://site.example")
    ask(page, "Montre-moi")
    answer = page.locator(".gb-bot .gb-text")
    expect(answer).to_contain_text("trois")
    links = answer.locator("a")
    expect(links).to_have_text(["le portfolio", "un site"])
    assert [links.nth(i).get_attribute("href") for i in range(2)] == [
        "https://site.example/portfolio/velov-dashboard",
        "https://example.org/page",
    ]
    assert links.nth(1).get_attribute("rel") == "noopener noreferrer nofollow"
    # Refused links keep their words, as plain text; the raw tags show as text.
    expect(answer.locator("p")).to_have_text(
        [
            "Voici trois liens choisis : le portfolio, un site et piège.",
            '<img src=x onerror="window.__pwned=2"> et autre piège et données'
            "- <script>window.__pwned=4</script>",
        ]
    )
    expect(answer.locator("code")).to_have_text("<script>window.__pwned=4</script>")
    expect(answer.locator("strong")).to_have_text("trois")
    expect(answer.locator("em")).to_have_text("choisis")  # window.__pwned is no italic
    expect(page.locator("[data-grasbot-widget] img, [data-grasbot-widget] script")).to_have_count(0)
    chip = page.locator(".gb-chip").first
    expect(chip).to_have_text('<img src=x onerror="window.__pwned=1">Note piégée')
    assert chip.evaluate("node => node.tagName") == "SPAN"  # a javascript: URL gives no link
    assert page.evaluate("() => window.__pwned === undefined")
    assert js_errors == []
    screenshot(page, "contract-hostile")


def test_struck_values_show_struck(page: Page, stand_in: str) -> None:
    # a note's struck-through value quoted by the offline answer reads as struck, not as tildes
    page.goto(f"{stand_in}/struck/")
    ask(page, "Combien ?")
    answer = page.locator(".gb-bot .gb-text")
    expect(answer.locator("del")).to_have_text(["80 €", "Cours particuliers"])
    expect(answer.locator("li")).to_have_text(
        ["Prix : 80 € 90 €", "Cours particuliers (plus proposé)", "a ~ b ~~ c"]
    )


def test_counter_and_limit(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/llm/")
    counter = page.locator(".gb-count")
    expect(counter).to_have_text("0 / 500 caractères")
    expect(page.get_by_role("button", name="Envoyer")).to_be_disabled()
    box = page.get_by_role("textbox")
    box.fill("é" * 620)
    expect(box).to_have_value("é" * 500)
    expect(counter).to_have_text("500 / 500 caractères")
    assert "gb-over" in (counter.get_attribute("class") or "")


def test_keyboard_only_and_phone_width(page: Page, stand_in: str, screenshot: Shoot) -> None:
    page.set_viewport_size({"width": 375, "height": 667})
    page.goto(f"{stand_in}/offline/")
    page.keyboard.press("Tab")  # the start-over button comes first, then the question field
    page.keyboard.press("Tab")
    page.keyboard.type("Quels projets ?")
    page.keyboard.press("Enter")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à « Quels projets ? ».")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    screenshot(page, "contract-phone")


def test_only_http_and_site_links(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/links/?site-base=https://site.example/")
    ask(page, "Des liens ?")
    answer = page.locator(".gb-bot .gb-text")
    expect(answer).to_have_text(" ".join(f"k{i}" for i in range(13)))
    links = answer.locator("a")
    expect(links).to_have_text(["k0", "k1", "k2", "k3"])
    assert [links.nth(i).get_attribute("href") for i in range(4)] == [
        "https://site.example/portfolio/a",
        "https://example.org/b",
        "http://example.org/c",
        "https://example.org/D",
    ]


def test_stream_cut_keeps_text_and_sources(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/cut/")
    ask(page, "Coupé ?")
    expect(page.locator(".gb-notice")).to_have_text("Réponse interrompue.")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à «")
    expect(page.locator(".gb-chip")).to_have_count(2)
    expect(page.locator(".gb-badge")).to_have_text("basé sur 2 notes")


def test_error_event_shows_its_message(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/error/")
    ask(page, "Erreur ?")
    expect(page.get_by_role("alert")).to_have_text("Le modèle s'est interrompu.")
    expect(page.locator(".gb-notice")).to_have_text("Réponse interrompue.")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à «")


def test_refusal_shows_the_server_message(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/refuse/")
    ask(page, "Refusé ?")
    expect(page.get_by_role("alert")).to_have_text("La question doit être du texte.")
    expect(page.locator(".gb-msg")).to_have_count(0)


def test_json_only_when_streaming_is_off(page: Page, stand_in: str) -> None:
    # The llm stream would hold after three words (no gate opened): only /ask gives the whole text.
    page.goto(f"{stand_in}/llm/?stream-api=off")
    ask(page, "Sans flux")
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à « Sans flux ».")


def test_sending_comes_back_after_the_wait(page: Page, stand_in: str) -> None:
    page.goto(f"{stand_in}/briefly-limited/")
    ask(page, "Vite")
    expect(page.get_by_role("alert")).to_have_text(re.compile(r"nouvelle dans \d s\.$"))
    send = page.get_by_role("button", name="Envoyer")
    expect(send).to_be_disabled()
    expect(send).to_be_enabled()  # the countdown ends (bounded wait, no duration asserted)
    expect(page.locator(".gb-status")).to_be_empty()
    send.click()
    expect(page.locator(".gb-bot .gb-text")).to_have_text("Réponse à « Vite ».")
