"""`regicide replay FILE [--png OUT] [--move N]`: load a record, then open the viewer or draw
one moment of it. A file that cannot be used, or a PNG that cannot be written, exits 2 with
one line naming it."""

from __future__ import annotations

import argparse
import os
import stat
import sys
from pathlib import Path

from regicide.commands.arguments import whole
from regicide.store.saves import SaveError, load_saved
from regicide.support.oneline import one_line, shown_name

EXIT_OK, EXIT_UNUSABLE = 0, 2


class OutputError(Exception):
    """A PNG file that cannot be written there; the message says why."""


def run_replay(path: Path, *, png: Path | None, move: int | None) -> int:
    try:
        saved = load_saved(path)
        if png is not None:
            check_output(png)
    except (SaveError, OutputError) as error:
        print(one_line(f"regicide replay: {error}"), file=sys.stderr)
        return EXIT_UNUSABLE
    if png is not None and png.suffix.lower() != ".png":
        print(
            one_line(f"regicide replay: --png {png.name}: a PNG picture's name ends in .png"),
            file=sys.stderr,
        )
        return EXIT_UNUSABLE
    moves = len(saved.match.history)
    if move is not None and not 0 <= move <= moves:
        print(
            one_line(
                f"regicide replay: {shown_name(path)}: --move {move} is out of range (the game "
                f"has {moves} moves; 0 is the deal)"
            ),
            file=sys.stderr,
        )
        return EXIT_UNUSABLE
    title = shown_name(path.stem)  # the game's name, as Records and Saves name it: no folder
    if png is None:
        from regicide.ui.app import run_replay_app  # noqa: PLC0415 (pygame on demand)

        return run_replay_app(saved, title, move)
    from regicide.ui.snapshot import replay_png  # noqa: PLC0415

    try:
        write_png(png, replay_png(saved, title, move))
    except OutputError as error:
        print(one_line(f"regicide replay: {error}"), file=sys.stderr)
        return EXIT_UNUSABLE
    return EXIT_OK


def check_output(png: Path) -> None:
    """Refuse, before anything is drawn, a PNG path that names no file we could write: a
    folder, a device, a name in a folder that does not exist, or not a `.png` name."""
    where = f"--png {shown_name(png)}"
    if not str(png) or png.suffix.lower() != ".png":
        raise OutputError(f"{where}: give a file name ending in .png")
    if not _is_folder(png.parent):
        raise OutputError(f"{where}: there is no folder {shown_name(png.parent)}")
    try:
        status = os.stat(png)
    except FileNotFoundError:
        return
    except OSError as error:
        raise OutputError(f"{where}: cannot be written ({error.strerror or error})") from None
    if not stat.S_ISREG(status.st_mode):
        raise OutputError(f"{where}: is not a regular file (a folder or a device); name a file")


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:
        return False


def write_png(png: Path, data: bytes) -> None:
    """Write the PNG's bytes, or OutputError saying why not (a full disk, no permission)."""
    try:
        with open(png, "wb") as stream:
            stream.write(data)
    except OSError as error:
        where = f"--png {shown_name(png)}"
        raise OutputError(f"{where}: cannot be written ({error.strerror or error})") from None


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    replay = commands.add_parser(
        "replay",
        help="watch a recorded game again (or draw one moment of it to a PNG)",
        description="Open the replay viewer on a game record of any game (a saved game, an "
        "archived game or any record of docs/records.md). With --png, draw the board after "
        "--move N (default: the end) to a PNG file without opening a window.",
    )
    replay.add_argument("file", type=Path, help="a record (YAML or JSON)")
    replay.add_argument("--png", type=Path, metavar="OUT.png", help="write this PNG and exit")
    replay.add_argument(
        "--move", type=whole, metavar="N", help="the moment: after move N (0: the deal)"
    )
    replay.set_defaults(run=lambda args: run_replay(args.file, png=args.png, move=args.move))
