"""Records and Load never freeze the window (issue 24, item 4): over a folder of large
records, the real app draws its frames, with the progress, while the folder is read, then
lists every file. (How long it takes is measured by `regicide bench scans`, not here.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from regicide.commands.bench.scans import large_records
from tests.startup_check import open_screen

COUNT = 12  # each a tenth of a second or more to read: far more than a frame's wait


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("scans") / "home"
    sizes = large_records(folder, COUNT)
    assert min(sizes) > 60_000
    return folder


@pytest.mark.parametrize("screen", ["Records", "Load"])
def test_the_screen_is_drawn_while_its_folder_is_read(home: Path, screen: str) -> None:
    for path in (home / "cache").glob("*.json"):
        path.unlink()  # cold: nothing is known yet
    started = open_screen(home, screen, frames=2)
    assert started.returncode == 0, started.stderr[-2000:]
    frames = [line.split() for line in started.stdout.splitlines() if line.startswith("frame-ms")]
    assert frames[0][-1] == "True", "the first frame came before the folder was read"
    assert frames[-1][-1] == "False"
    assert started.stdout.splitlines()[-1].endswith(f"listed {COUNT}")
