"""`regicide replay FILE [--png OUT] [--move N]`: load a record, then open the viewer or draw
one moment of it. A file that cannot be used exits 2 with one line naming it."""

from __future__ import annotations

import sys
from pathlib import Path

from regicide.store.saves import SaveError, load_saved
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2


def run_replay(path: Path, *, png: Path | None, move: int | None) -> int:
    try:
        game, _ = load_saved(path)
    except SaveError as error:
        print(one_line(f"regicide replay: {error}"), file=sys.stderr)
        return EXIT_UNUSABLE
    moves = len(game.history)
    if move is not None and not 0 <= move <= moves:
        where = one_line(f"regicide replay: {path.name}")
        print(
            f"{where}: --move {move} is out of range (the game has {moves} moves; 0 is the deal)",
            file=sys.stderr,
        )
        return EXIT_UNUSABLE
    if png is not None:
        from regicide.games.regicide.ui.snapshot import render_replay_png  # noqa: PLC0415 (pygame on demand)

        render_replay_png(game, path.stem, move, png)
        return EXIT_OK
    from regicide.ui.app import run_replay_app  # noqa: PLC0415

    return run_replay_app(game, path.stem, move)
