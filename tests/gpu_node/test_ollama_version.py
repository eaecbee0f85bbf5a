"""Which Ollama versions the switch and ``check`` refuse (``grasbot_node.ollama.version_problem``).

test_switch.py runs one refused version through ``on`` and ``check`` as real commands; every
other version goes through this same function, so the cases are counted here, in-process.
"""

from __future__ import annotations

import pytest
from grasbot_node.ollama import version_problem


@pytest.mark.parametrize("version", ["0.8.0", "0.0.0", "0.8", "v0.8.9"])
def test_versions_before_0_9_are_too_old(version: str) -> None:
    # 0.0.0 is what an Ollama built from source reports: refused like any older release
    assert version_problem(version) == (
        f"Ollama {version} is too old: GrasBot sends `think: false`, which needs Ollama 0.9.0 "
        "or later (https://ollama.com/download)"
    )


@pytest.mark.parametrize("version", ["0.9.0", "0.12.3", "v1.0", "0.9.0-rc1\n"])
def test_0_9_and_later_are_accepted(version: str) -> None:
    assert version_problem(version) is None


def test_a_version_that_is_not_a_number_is_named() -> None:
    assert version_problem("dev") == (
        "Ollama reports version 'dev', not a version number; 0.9.0 or later is needed"
    )
