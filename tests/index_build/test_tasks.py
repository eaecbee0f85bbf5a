"""A task's state survives the build in words (index_build.tasks, through the passage reader)."""

from __future__ import annotations

from index_build.tasks import task_items
from index_build.visible import visible_note


def _shown(body: str) -> str:
    return "\n".join(p.text for p in visible_note(body, "Projet").passages)


def test_done_and_open_tasks_are_told_apart() -> None:
    shown = _shown("## Suivi\n- [x] livrer la v1\n- [ ] relancer le devis\n- [X] former l'équipe\n")
    assert shown.splitlines() == [
        "- livrer la v1 (fait)",
        "- relancer le devis (à faire)",
        "- former l'équipe (fait)",
    ]


def test_a_checklist_of_open_boxes_only_is_a_plain_list() -> None:
    # the morning's steps: every box open, the boxes say nothing
    assert _shown("- [ ] allumer le four\n- [ ] peser le levain\n") == "- allumer le four\n- peser le levain"


def test_the_tasks_plugin_dates_say_what_they_mean_and_its_bookkeeping_goes() -> None:
    shown = _shown(
        "- [x] livrer v1 ✅ 2025-02-03\n"
        "- [ ] relancer devis 📅 2026-12-10 ⏫ ➕ 2026-11-02\n"
        "- [ ] arroser 🔁 every week 📅 2026-12-07\n"
        "- [-] migration Flutter ❌ 2025-06-01\n"
        "- [/] refonte API 🆔 abc123 ⏳ 2026-12-01\n"
    )
    assert shown.splitlines() == [
        "- livrer v1 (fait le 2025-02-03)",
        "- relancer devis (à faire, échéance 2026-12-10)",
        "- arroser (à faire, échéance 2026-12-07)",
        "- migration Flutter (annulé le 2025-06-01)",
        "- refonte API (commencé, prévu le 2026-12-01)",
    ]
    assert "➕" not in shown and "2026-11-02" not in shown and "every week" not in shown


def test_a_due_date_is_told_in_a_list_of_open_tasks_a_done_task_only_its_end() -> None:
    assert _shown("- [ ] clés\n- [ ] café 📅 2026-12-24\n") == "- clés\n- café (échéance 2026-12-24)"
    assert task_items(["fini 📅 2025-01-01 ✅ 2025-01-03"], ["x"]) == ["fini (fait le 2025-01-03)"]


def test_the_state_goes_before_labels_and_a_block_id() -> None:
    assert task_items(["écrire la doc #client ^a1b2"], [" "]) == ["écrire la doc #client ^a1b2"]
    assert task_items(["écrire la doc #client ^a1b2", "ok"], [" ", "x"]) == [
        "écrire la doc (à faire) #client ^a1b2",
        "ok (fait)",
    ]


def test_an_item_without_a_box_keeps_its_words() -> None:
    assert task_items(["note libre ✅ 2025-01-01", "tâche"], [None, "x"]) == [
        "note libre ✅ 2025-01-01",
        "tâche (fait)",
    ]


def test_logseq_keywords_say_the_same_states() -> None:
    shown = _shown(
        "- DONE appeler Paul\n- TODO écrire à Léa\n- DOING monter le mur\n- CANCELED vendre le van\n"
    )
    assert shown.splitlines() == [
        "- appeler Paul (fait)",
        "- écrire à Léa (à faire)",
        "- monter le mur (commencé)",
        "- vendre le van (annulé)",
    ]
