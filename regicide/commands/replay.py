"""`regicide replay FILE [--png OUT] [--move N]`: load a record, then open the viewer or draw
one moment of it. A file that cannot be used exits 2 with one line naming it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from regicide.store.saves import SaveError, load_saved
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2


def run_replay(path: Path, *, png: Path | None, move: int | None) -> int:
    try:
        saved = load_saved(path)
    except SaveError as error:
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
        where = one_line(f"regicide replay: {path.name}")
        print(
            f"{where}: --move {move} is out of range (the game has {moves} moves; 0 is the deal)",
            file=sys.stderr,
        )
        return EXIT_UNUSABLE
    if png is not None:
        from regicide.ui.snapshot import render_replay_png  # noqa: PLC0415 (pygame on demand)

        render_replay_png(saved, path.stem, move, png)
        return EXIT_OK
    from regicide.ui.app import run_replay_app  # noqa: PLC0415

    return run_replay_app(saved, path.stem, move)


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
        "--move", type=int, metavar="N", help="the moment: after move N (0: the deal)"
    )
    replay.set_defaults(run=lambda args: run_replay(args.file, png=args.png, move=args.move))
