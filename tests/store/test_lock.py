"""One app at a time on a data folder (issue 7): the lock, tried by two real processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from regicide.store.access import open_folder
from regicide.store.lock import LOCK_NAME, FolderBusy, FolderLock

HOLDER = """\
import sys, time
from pathlib import Path
from regicide.store.lock import FolderLock
lock = FolderLock(Path(sys.argv[1]))
print("held", flush=True)
sys.stdin.readline()
lock.release()
print("released", flush=True)
time.sleep(60)
"""


@pytest.fixture
def holder(tmp_path: Path) -> subprocess.Popen[str]:
    """Another process holding the lock of tmp_path until it is told to let go."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stdout.readline() == "held\n"
    yield process
    process.kill()
    process.wait(timeout=10)


def test_a_second_process_is_refused_and_told_the_first_ones_id(
    tmp_path: Path, holder: subprocess.Popen[str]
) -> None:
    with pytest.raises(FolderBusy) as refused:
        FolderLock(tmp_path)
    assert refused.value.pid == holder.pid


def test_the_lock_is_free_once_released(tmp_path: Path, holder: subprocess.Popen[str]) -> None:
    assert holder.stdin is not None and holder.stdout is not None
    holder.stdin.write("\n")
    holder.stdin.flush()
    assert holder.stdout.readline() == "released\n"
    lock = FolderLock(tmp_path)
    assert lock.held
    lock.release()


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_a_killed_holder_leaves_no_stale_lock(
    tmp_path: Path, holder: subprocess.Popen[str]
) -> None:
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=10)
    lock = FolderLock(tmp_path)
    assert lock.held and (tmp_path / LOCK_NAME).read_text().strip() == str(os.getpid())
    lock.release()


def test_a_second_instance_is_read_only_and_says_why(
    tmp_path: Path, holder: subprocess.Popen[str]
) -> None:
    access = open_folder(tmp_path, tmp_path)
    assert access.lock is None and access.read_only is not None
    assert access.notices == [access.read_only]
    assert "already open" in access.read_only and str(holder.pid) in access.read_only


def test_the_first_instance_cleans_stale_temporary_files(tmp_path: Path) -> None:
    stale = tmp_path / ".autosave.yaml.abcdefgh.tmp"
    stale.write_text("half a save", encoding="utf-8")
    os.utime(stale, (1, 1))
    access = open_folder(tmp_path, tmp_path)
    try:
        assert access.lock is not None and access.cleaned == 1 and not stale.exists()
    finally:
        access.release()


@pytest.mark.skipif(os.name != "posix", reason="FIFOs are POSIX")
def test_a_lock_file_that_is_not_a_file_makes_a_read_only_run(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / LOCK_NAME)
    access = open_folder(tmp_path, tmp_path)
    assert access.lock is None and access.read_only is not None
    assert "not a regular file" in access.read_only
