"""The start-up check (issue 7): start the real app on a given data folder, headless, and
see what it did to the folder.

`start_app(folder, *args)` runs `regicide --exit-after-first-frame [args]` in a subprocess
with REGICIDE_HOME=folder (bounded by `timeout -k 5`: a hang is a failure, not a stuck
run); `snapshot(folder)` records every entry byte for byte, so a test compares the folder
before and after. Run it on any folder by hand:

    python -m tests.startup_check FOLDER [play ...]
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

TIMEOUT = 60
Entry = tuple[str, bytes]  # kind ("file", "dir", "link", "fifo", "other") and content


@dataclass(frozen=True)
class Started:
    """One start of the app: its exit status and what it printed on standard error."""

    returncode: int
    stderr: str
    stdout: str = ""

    @property
    def notices(self) -> list[str]:
        """The notices the player was shown (printed as `notice: ...` by the check)."""
        return [line[8:] for line in self.stderr.splitlines() if line.startswith("notice: ")]


def start_app(folder: Path, *args: str, user: int | None = None) -> Started:
    """`regicide --exit-after-first-frame ARGS` on `folder`; as the user id `user` if given
    (a root test run drops to it with setpriv, so file permissions apply)."""
    return _run(folder, ["-m", "regicide", "--exit-after-first-frame", *args], user)


#: The app as `regicide` starts it, then one of its screens opened from the title and drawn
#: for a few frames and until its folder is read, each frame timed (`frame-ms N reading B`
#: lines), then what it lists: the Load list or the Records page.
SCREEN_SCRIPT = """
import sys, time
import pygame
from regicide.store.access import open_folder
from regicide.ui.app import App, create_context
access = open_folder()
app = App(create_context(access))
app.to_title()
app.step(0.0, [])
title = app.ctx.stack.top
pressed = next(button for button in title.more_buttons() if button.label == sys.argv[1])
pressed.press()
app.ctx.stack.apply()
for key in sys.argv[3]:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(key), mod=0)])
screen = app.ctx.stack.top
drawn, end = 0, time.perf_counter() + 120
while drawn < int(sys.argv[2]) or (getattr(screen, "reading", None) and time.perf_counter() < end):
    started = time.perf_counter()
    app.step(1 / 60, [])
    reading = getattr(screen, "reading", None) is not None
    print(f"frame-ms {(time.perf_counter() - started) * 1000:.1f} reading {reading}", flush=True)
    drawn += 1
listed = len(getattr(screen, "entries", getattr(screen, "games", [])))
print("screen", type(screen).__name__, "listed", listed, flush=True)
"""


def open_screen(folder: Path, screen: str, frames: int = 3, keys: str = "") -> Started:
    """The real app on `folder` with `screen` (the title's "Load" or "Records") open, `keys`
    pressed there, then drawn for `frames` frames and until its folder is read."""
    return _run(folder, ["-c", SCREEN_SCRIPT, screen, str(frames), keys], None)


def _run(folder: Path, arguments: list[str], user: int | None) -> Started:
    env = {**os.environ, "REGICIDE_HOME": str(folder), "SDL_VIDEODRIVER": "dummy"}
    env.update(SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("REGICIDE_DEBUG", None)
    command = [sys.executable, *arguments]
    if user is not None:
        command = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", *command]
    if shutil.which("timeout"):
        command = ["timeout", "-k", "5", str(TIMEOUT), *command]
    done = subprocess.run(
        command,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT + 10,
        check=False,
        cwd=Path(__file__).parents[1],
    )
    return Started(done.returncode, done.stderr, done.stdout)


def snapshot(folder: Path) -> dict[str, Entry]:
    """Every entry under `folder` (links not followed): its kind, and a file's bytes."""
    entries: dict[str, Entry] = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(root, name)
            entries[str(path.relative_to(folder))] = _entry(path)
    return entries


def _entry(path: Path) -> Entry:
    mode = path.lstat().st_mode
    if stat.S_ISLNK(mode):
        return ("link", os.readlink(path).encode())
    if stat.S_ISREG(mode):
        return ("file", path.read_bytes())
    if stat.S_ISDIR(mode):
        return ("dir", b"")
    return ("fifo" if stat.S_ISFIFO(mode) else "other", b"")


def changes(before: dict[str, Entry], after: dict[str, Entry]) -> list[str]:
    """What differs, one line per entry: `+ new`, `- gone`, `~ changed`."""
    lines = [f"- {name}" for name in sorted(before.keys() - after.keys())]
    lines += [f"+ {name}" for name in sorted(after.keys() - before.keys())]
    both = sorted(before.keys() & after.keys())
    return lines + [f"~ {name}" for name in both if before[name] != after[name]]


def main(argv: list[str]) -> int:
    folder = Path(argv[0])
    before = snapshot(folder)
    started = start_app(folder, *argv[1:])
    print(f"exit {started.returncode}")
    print(started.stderr, end="")
    print("\n".join(changes(before, snapshot(folder))) or "no file changed")
    return started.returncode


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
