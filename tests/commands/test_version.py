"""The version lives in one place, regicide/__init__.py, and shows in `regicide --version`, in
the installed package's metadata (pyproject.toml reads it from there), the About box (which
shows `__version__`) and the release's file names (tests/setup/test_packaging.py)."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys

from regicide import __version__


def test_the_version_is_a_release_number() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_regicide_version_prints_it() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "regicide", "--version"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, f"Regicide {__version__}\n", "")


def test_the_installed_metadata_reads_it() -> None:
    assert importlib.metadata.version("regicide") == __version__
