"""Problems found in a vault.

VaultError            the vault cannot be built at all (missing folder, --strict with warnings)
VaultWarning          one problem in one file, with its line: reported, the build goes on
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["VaultError", "VaultWarning"]


class VaultError(Exception):
    """The vault cannot be built."""


@dataclass(frozen=True, slots=True)
class VaultWarning:
    """A problem in one file: ``path:line: message`` (kind is a stable machine-readable tag)."""

    path: str
    line: int
    kind: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"
