"""The widget on the real function's demo page (``GET /``), served by uvicorn on 127.0.0.1.

The function runs in its own process with a scripted node (``app_server.py``) or no node at all;
the 429 comes from the real quotas, the hostile note from a vault built by ``build_bundle``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from functions.compose import plan_answer
from functions.settings import read_settings
from functions.state import build_searcher
from grasbot.bundle import Bundle
from index_build.build import build_bundle
from tests.browser.widget_steps import Shoot, ask, origin

Launcher = Callable[[list[str], dict[str, str]], str]
Serve = Callable[..., str]

TINY_VAULT = {
    "10-Projets/velov.md": """
        ---
        title: Tableau de bord Vélo'v
        slug: velov-dashboard
        type: projet
        aliases: [vélo'v, velov]
        answers:
          - Parle-moi du tableau de bord Vélo'v
        ---
        # Tableau de bord Vélo'v

        Un tableau de bord des stations de vélos en libre-service, écrit en 2022 avec Python.
        """,
    # A note whose title and body try to inject HTML and script links into the page.
    "10-Projets/piege.md": """
        ---
        title: "<img src=x onerror=\\"window.pwned=7\\">Piège"
        slug: note-piegee
        type: projet
        aliases: [piège, piege]
        answers:
          - Parle-moi de la note piège
        ---
        # Piège

        Cette note contient [un lien douteux](javascript:window.pwned=8) et <script>window.pwned=9</script>
        au milieu du texte. Voir aussi [le projet](/portfolio/velov-dashboard).
        """,
}


@pytest.fixture
def tiny_bundle_file(make_vault: Callable[[dict[str, str]], Path], tmp_path: Path) -> Path:
    path = tmp_path / "tiny.json"
    path.write_bytes(build_bundle(make_vault(TINY_VAULT)).data)
    return path


@pytest.fixture
def serve(launch_server: Launcher, gates: Path) -> Serve:
    def start(mode: str, bundle: Path, **env: str) -> str:
        return launch_server(
            ["tests/browser/app_server.py", "{port}", mode, str(gates)],
            {"GRASBOT_BUNDLE_PATH": str(bundle), **{f"GRASBOT_{k}": v for k, v in env.items()}},
        )

    return start


def expected_titles(bundle: Bundle, question: str, mode: str) -> list[str]:
    """The notes the function's own pipeline uses in ``mode`` (those given to the model, or
    those the offline answer quotes), so the vault may change without breaking this."""
    settings = read_settings({})
    plan = plan_answer(
        build_searcher(bundle, settings),
        question,
        [],
        system="",
        owner_name=settings.owner_name,
        site_paths=settings.site_paths,
        budget_tokens=settings.context_tokens,
    )
    return [s.title for s in (plan.llm_sources if mode == "llm" else plan.offline_sources)]


def test_answer_streams_in_with_its_sources(
    page: Page,
    serve: Serve,
    gates: Path,
    example_bundle_file: Path,
    example_bundle: Bundle,
    js_errors: list[str],
    screenshot: Shoot,
) -> None:
    question = "Parle-moi du tableau de bord Vélo'v"
    titles = expected_titles(example_bundle, question, "llm")
    assert len(titles) >= 2
    page.goto(serve("llm", example_bundle_file) + "/")
    ask(page, question)
    answer = page.locator(".gb-bot .gb-text")
    # The node holds its answer after three words: only a streamed answer shows them now.
    expect(answer).to_have_text("Vous demandez :")
    expect(page.locator(".gb-log")).to_have_attribute("aria-busy", "true")
    expect(page.locator(".gb-chip")).to_have_text(titles)
    expect(page.locator(".gb-badge")).to_have_text(f"basé sur {len(titles)} notes")
    screenshot(page, "app-streaming")
    (gates / "1").touch()
    expect(answer).to_have_text(f"Vous demandez : « {question} ».")
    expect(page.locator(".gb-log")).to_have_attribute("aria-busy", "false")
    velov = page.locator("a.gb-chip[data-slug='velov-dashboard']")
    assert velov.get_attribute("href") == "/portfolio/velov-dashboard"
    expect(page.locator(".gb-notice")).to_have_count(0)
    assert js_errors == []
    screenshot(page, "app-answer")


def test_follow_up_uses_the_previous_turn(
    page: Page, serve: Serve, gates: Path, tiny_bundle_file: Path
) -> None:
    for n in range(1, 4):
        (gates / str(n)).touch()  # no holding back: streaming is the test above
    page.goto(serve("llm", tiny_bundle_file) + "/")
    ask(page, "Parle-moi du tableau de bord Vélo'v")
    answers = page.locator(".gb-bot .gb-text")
    expect(answers).to_have_count(1)
    expect(answers.first).to_have_text("Vous demandez : « Parle-moi du tableau de bord Vélo'v ».")
    # Alone, "C'était quand ?" matches no note; after the first turn it is about Vélo'v.
    ask(page, "C'était quand ?")
    expect(answers.nth(1)).to_have_text(
        "Vous demandez : « C'était quand ? ». Juste avant : « Parle-moi du tableau de bord Vélo'v »."
    )
    second = page.locator(".gb-bot").nth(1)
    expect(second.locator(".gb-chip")).to_have_text(["Tableau de bord Vélo'v"])
    expect(second.locator(".gb-badge")).to_have_text("basé sur 1 note")
    page.get_by_role("button", name="Recommencer").click()
    ask(page, "C'était quand ?")
    expect(answers).to_have_count(1)
    expect(answers.first).to_have_text("Vous demandez : « C'était quand ? ».")
    expect(page.locator(".gb-badge")).to_have_text("réponse généraliste")
    expect(page.locator(".gb-chip")).to_have_count(0)


def test_offline_badge_when_no_node(
    page: Page, serve: Serve, example_bundle_file: Path, example_bundle: Bundle, screenshot: Shoot
) -> None:
    question = "Parle-moi du tableau de bord Vélo'v"
    titles = expected_titles(example_bundle, question, "offline")
    page.goto(serve("offline", example_bundle_file) + "/")
    ask(page, question)
    expect(page.locator(".gb-notice")).to_have_text(
        "Mode hors ligne : l'assistant répond directement à partir des notes, sans modèle de langue."
    )
    expect(page.locator(".gb-chip")).to_have_text(titles)
    expect(page.locator(".gb-bot .gb-text")).not_to_have_text("")
    screenshot(page, "app-offline")


def test_rate_limit_message_from_real_quotas(
    page: Page, serve: Serve, tiny_bundle_file: Path, screenshot: Shoot
) -> None:
    page.goto(serve("offline", tiny_bundle_file, RATE_LIMIT_VISITOR="1/minute") + "/")
    ask(page, "Parle-moi du tableau de bord Vélo'v")
    expect(page.locator(".gb-bot")).to_have_count(1)
    ask(page, "Et la note piège ?")
    expect(page.get_by_role("alert")).to_have_text(
        re.compile(
            r"^Beaucoup de questions en peu de temps : "
            r"vous pourrez en poser une nouvelle dans (1 min|\d+ s)\.$"
        )
    )
    expect(page.get_by_role("textbox")).to_have_value("Et la note piège ?")
    expect(page.get_by_role("button", name="Envoyer")).to_be_disabled()
    expect(page.locator(".gb-bot")).to_have_count(1)
    screenshot(page, "app-429")


def test_hostile_note_stays_text(
    page: Page, serve: Serve, tiny_bundle_file: Path, js_errors: list[str], screenshot: Shoot
) -> None:
    page.goto(serve("offline", tiny_bundle_file) + "/")
    ask(page, "Parle-moi de la note piège")
    answer = page.locator(".gb-bot .gb-text")
    # the build keeps a note's words, never its HTML, and a javascript: link only as words
    expect(answer).to_contain_text("Cette note contient un lien douteux et window.pwned=9 au milieu")
    expect(answer.locator("a")).to_have_text(["le projet"])
    assert answer.locator("a").get_attribute("href") == "/portfolio/velov-dashboard"
    chip = page.locator(".gb-chip")
    expect(chip).to_have_text(['<img src=x onerror="window.pwned=7">Piège'])
    assert chip.get_attribute("href") == "/portfolio/note-piegee"
    expect(page.locator("[data-grasbot-widget] img, [data-grasbot-widget] script")).to_have_count(0)
    assert page.evaluate("() => window.pwned === undefined")
    assert js_errors == []
    screenshot(page, "app-hostile-note")


def test_hostile_answer_stays_text(
    page: Page, serve: Serve, tiny_bundle_file: Path, js_errors: list[str]
) -> None:
    page.goto(serve("hostile", tiny_bundle_file) + "/")
    ask(page, "Parle-moi du tableau de bord Vélo'v")
    answer = page.locator(".gb-bot .gb-text")
    expect(answer.locator("p")).to_have_text(
        [
            "Voir le projet et la doc, pas ceci ni cela.",
            '<img src=x onerror="window.__pwned=2"><script>window.__pwned=3</script>',
        ]
    )
    links = answer.locator("a")
    assert [links.nth(i).get_attribute("href") for i in range(links.count())] == [
        "/portfolio/velov-dashboard",
        "https://example.org/doc",
    ]
    expect(page.locator("[data-grasbot-widget] img, [data-grasbot-widget] script")).to_have_count(0)
    assert page.evaluate("() => window.__pwned === undefined")
    assert js_errors == []


# The stand-in's page server plays a static site on another origin embedding the widget.
def test_widget_on_another_origin(
    page: Page, serve: Serve, stand_in: str, gates: Path, tiny_bundle_file: Path
) -> None:
    (gates / "1").touch()
    function = serve("llm", tiny_bundle_file, CORS_ORIGINS=origin(stand_in), RATE_LIMIT_VISITOR="1/minute")
    # localhost and 127.0.0.1 are two origins: the browser applies CORS as on a real site.
    api = function.replace("127.0.0.1", "localhost") + "/ask"
    page.goto(f"{stand_in}/page/?api={api}&stream-api=")
    ask(page, "Parle-moi du tableau de bord Vélo'v")
    expect(page.locator(".gb-bot .gb-text")).to_have_text(
        "Vous demandez : « Parle-moi du tableau de bord Vélo'v »."
    )
    expect(page.locator(".gb-chip")).to_have_text(["Tableau de bord Vélo'v"])
    ask(page, "C'était quand ?")
    # The wait comes from the 429's body, readable only if the error carries the CORS headers.
    expect(page.get_by_role("alert")).to_have_text(re.compile(r"dans (1 min|\d+ s)\.$"))


def test_widget_refused_without_cors(page: Page, serve: Serve, stand_in: str, tiny_bundle_file: Path) -> None:
    api = serve("offline", tiny_bundle_file).replace("127.0.0.1", "localhost") + "/ask"
    page.goto(f"{stand_in}/page/?api={api}&stream-api=")
    ask(page, "Parle-moi du tableau de bord Vélo'v")
    expect(page.get_by_role("alert")).to_have_text(
        "Impossible de joindre l'assistant. Vérifiez votre connexion puis réessayez."
    )
