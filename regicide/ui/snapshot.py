"""`regicide replay FILE --png OUT [--move N]`: a recorded game's board after move N, as a PNG,
without opening a window (SDL's dummy video driver), for sharing a position or a bug report."""

from __future__ import annotations

import os
from pathlib import Path

from regicide.store.saves import Saved


def render_replay_png(saved: Saved, title: str, move: int | None, out: Path) -> None:
    """Draw the replay viewer at `move` (default: the end) and save it as `out`."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame  # noqa: PLC0415 (after the driver is chosen; the CLI imports this lazily)

    from regicide.ui.app import App, create_context  # noqa: PLC0415

    app = App(create_context())
    at = len(saved.match.history) if move is None else move
    app.ctx.navigation.watch(saved, title, at=at)
    app.step(0.0, [])
    pygame.image.save(app.ctx.window.surface, str(out))
    pygame.quit()
