"""run.py's setup (issue 18): installed once from the lock, used as it is while current, made
again when the lock, pyproject.toml or the Python changes, completed (not remade) when a game
setup is asked for the dev tools. Installing is replaced by a recorder: the real install from
the lock runs in .ci/run, on the oldest and the newest Python."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_run() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regicide_run", ROOT / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Setup:
    """run.py with its locks and pyproject.toml copied to tmp_path and pip replaced by a log."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.run = load_run()
        self.steps: list[str] = []
        self.venv = tmp_path / "venv"
        for name in ("APP_LOCK", "DEV_LOCK", "PYPROJECT"):
            original: Path = getattr(self.run, name)
            copy = tmp_path / original.name
            copy.write_bytes(original.read_bytes())
            monkeypatch.setattr(self.run, name, copy)
        monkeypatch.setenv("REGICIDE_VENV", str(self.venv))
        monkeypatch.setattr(self.run, "create_venv", self.create)
        monkeypatch.setattr(self.run, "install_lock", self.install)

    def create(self, folder: Path) -> None:
        self.steps.append("create")
        python = self.run.venv_tool(folder, "python")
        python.parent.mkdir(parents=True, exist_ok=True)
        python.write_text("", encoding="utf-8")

    def install(self, python: Path, lock: Path) -> None:
        self.steps.append(f"install {lock.name}")

    def play(self) -> list[str]:
        return self.take(lambda: self.run.ensure_setup(self.run.APP_LOCK, (self.run.DEV_LOCK,)))

    def test(self) -> list[str]:
        return self.take(lambda: self.run.ensure_setup(self.run.DEV_LOCK))

    def take(self, call: Callable[[], Path]) -> list[str]:
        python = call()
        assert python == self.run.venv_tool(self.venv, "python")
        steps, self.steps = self.steps, []
        return steps


@pytest.fixture
def setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Setup:
    return Setup(tmp_path, monkeypatch)


def test_a_fresh_clone_is_set_up_once(setup: Setup) -> None:
    assert setup.test() == ["create", "install dev.txt"]
    assert setup.test() == []
    assert setup.play() == []  # the dev setup holds the game


def test_a_game_setup_is_completed_for_the_tests_not_remade(setup: Setup) -> None:
    assert setup.play() == ["create", "install app.txt"]
    assert setup.play() == []
    assert setup.test() == ["install dev.txt"]
    assert setup.play() == []


@pytest.mark.parametrize("changed", ["DEV_LOCK", "PYPROJECT"])
def test_a_new_lock_or_project_remakes_the_setup(setup: Setup, changed: str) -> None:
    setup.test()
    path: Path = getattr(setup.run, changed)
    path.write_text(path.read_text(encoding="utf-8") + "# changed\n", encoding="utf-8")
    assert setup.test() == ["create", "install dev.txt"]
    assert setup.test() == []


def test_another_python_remakes_the_setup(setup: Setup, monkeypatch: pytest.MonkeyPatch) -> None:
    setup.test()
    monkeypatch.setattr(sys, "version_info", (3, 99, 0, "final", 0))
    assert setup.test() == ["create", "install dev.txt"]


def test_an_interrupted_install_is_done_again(setup: Setup) -> None:
    def fail(python: Path, lock: Path) -> None:
        raise KeyboardInterrupt

    install = setup.run.install_lock
    setup.run.install_lock = fail
    with pytest.raises(KeyboardInterrupt):
        setup.test()
    setup.steps.clear()
    setup.run.install_lock = install
    assert setup.test() == ["create", "install dev.txt"]


def test_a_folder_that_is_not_a_venv_is_never_emptied(tmp_path: Path) -> None:
    run = load_run()
    folder = tmp_path / "documents"
    folder.mkdir()
    (folder / "letter.txt").write_text("keep me", encoding="utf-8")
    with pytest.raises(run.SetupError, match="not a virtual environment"):
        run.create_venv(folder)
    assert (folder / "letter.txt").read_text(encoding="utf-8") == "keep me"


def test_the_build_backend_comes_from_pyproject() -> None:
    assert load_run().build_requirements() == ["setuptools>=70.1,<90"]


def test_the_versions_report_marks_what_differs_from_the_lock(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    run = load_run()
    lock = tmp_path / "dev.txt"
    lock.write_text(
        "pyyaml==6.0.4 \\\n    --hash=sha256:00\npytest==9.2.0 ; python_version >= '3.11'\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(run, "DEV_LOCK", lock)
    installed = '{"PyYAML": "6.0.4", "pytest": "9.3.0", "newcomer": "1.0", "pip": "25.0"}'

    def versions(*args: object, **kwargs: object) -> object:
        return type("Done", (), {"stdout": installed})()

    monkeypatch.setattr(run.subprocess, "run", versions)
    report = run.versions_report(Path("python")).splitlines()
    assert report[1:] == [
        "  newcomer 1.0  (lock: not in the lock)",
        "  pytest 9.3.0  (lock: 9.2.0)",
        "  PyYAML 6.0.4",
    ]


def test_the_tests_keep_their_temporary_folders_in_memory_where_the_system_has_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`run.py test` points TMPDIR at the memory folder when there is one and TMPDIR is unset;
    a TMPDIR of the player's own is kept, and without a memory folder nothing is set."""
    run = load_run()
    monkeypatch.setattr(run, "MEMORY_FOLDER", tmp_path)
    monkeypatch.delenv("TMPDIR", raising=False)
    assert run.test_environment()["TMPDIR"] == str(tmp_path)
    monkeypatch.setenv("TMPDIR", "/elsewhere")
    assert run.test_environment()["TMPDIR"] == "/elsewhere"
    monkeypatch.delenv("TMPDIR")
    monkeypatch.setattr(run, "MEMORY_FOLDER", tmp_path / "absent")
    assert "TMPDIR" not in run.test_environment()
