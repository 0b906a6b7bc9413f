"""The `core` marker: a fast but real part of the suite (the rules, the files, the command line,
whole games through the headless app) that .ci/run runs on the oldest and the newest Python.

It is named here, in one place, by file name: names are unique across tests/, so the list
holds wherever the files move (tests/setup/test_locks.py checks each one exists).
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator

import pytest

from regicide.i18n import ENGLISH, use_language

# The suite reads the English words whatever the machine speaks (the system's language is the
# app's default): LANGUAGE is what the seam reads first (regicide/i18n/system.py). Tests of
# other languages choose theirs with use_language.
os.environ["LANGUAGE"] = "en"

CORE_FILES = frozenset(
    {
        # the engine: every rule, the rulebook's examples, hostile input
        "test_rules_setup.py",
        "test_rules_turns_and_plays.py",
        "test_rules_powers.py",
        "test_rules_damage_and_end.py",
        "test_rules_jester.py",
        "test_rules_yield.py",
        "test_rules_solo_and_info.py",
        "test_rule_coverage.py",
        "test_worked_examples.py",
        "test_hostile_input.py",
        # the files: reading, writing, refusing, the records
        "test_store.py",
        "test_document_words.py",
        "test_hostile_files.py",
        "test_autosave_file.py",
        "test_lock.py",
        "test_records.py",
        # the command line
        "test_check.py",
        "test_code_commands.py",
        "test_play_options.py",
        "test_version.py",
        # the setup: run.py and the locks
        "test_run_setup.py",
        "test_locks.py",
        "test_packaging.py",
        # whole games: a session, and the app driven headless by pygame events
        "test_session.py",
        "test_full_games.py",
        "test_autosave.py",
        # the words: the translation seam and its catalogs (Babel on every Python)
        "test_seam.py",
        "test_catalog_check.py",
    }
)

#: Numbers each test's data folder within its process (each xdist worker has its own basetemp).
_HOMES = itertools.count()


@pytest.fixture(autouse=True)
def _private_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every test's data folder is its own (REGICIDE_HOME), so no test reads or writes the
    machine's: a window.json the app left in ~/.config once sized a test's PNG. Tests that need
    a folder they know set their own over this one (tests/ui/conftest.py's `home`).

    The folder is named, not made: the app makes what it writes, as on a player's first run,
    and a test that writes nothing leaves nothing to delete (pytest deletes old sessions'
    folders one by one, and on this machine's disk that took 84 s for one full run's 14,000)."""
    home = tmp_path_factory.getbasetemp() / f"home{next(_HOMES)}"
    monkeypatch.setenv("REGICIDE_HOME", str(home))


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """Every test leaves the seam speaking English, as the rest of the suite expects: a test
    that reads a screen in French (use_language) once left a later test of the same worker
    reading the codes' refusals in French."""
    yield
    use_language(ENGLISH)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.name in CORE_FILES:
            item.add_marker(pytest.mark.core)
