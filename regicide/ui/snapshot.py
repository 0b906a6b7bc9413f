"""`regicide replay FILE --png OUT [--move N]`: a recorded game's board after move N, as a PNG,
without opening a window (SDL's dummy video driver), for sharing a position or a bug report."""

from __future__ import annotations

import io
import os

from regicide.store.saves import Saved


def replay_png(saved: Saved, title: str, move: int | None) -> bytes:
    """The replay viewer drawn at `move` (default: the end), as the bytes of a PNG file (the
    command writes them, so that a file it cannot write is told in its words)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame  # noqa: PLC0415 (after the driver is chosen; the CLI imports this lazily)

    from regicide.ui.app import App, create_context  # noqa: PLC0415

    app = App(create_context())
    at = len(saved.match.history) if move is None else move
    app.ctx.navigation.watch(saved, title, at=at)
    app.step(0.0, [])
    image = io.BytesIO()
    pygame.image.save(app.ctx.window.surface, image, "png")
    pygame.quit()
    return image.getvalue()
