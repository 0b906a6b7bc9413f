"""Claim's log panel lies over the deck and the discard pile: with the log open nothing of
theirs peeks out past the panel's edge ("Discard 15" showed its last digits right of the
panel at 960×540), at the three window sizes and 100 to 200%, on the table and in the
replay."""

from __future__ import annotations

import pytest

from regicide.games.claim.ui.board import LOG_PANEL
from regicide.ui.scenes.replay import ReplayScene
from tests.games.claim.ui import test_claim_layout as claim
from tests.ui.drawn import Drawn
from tests.ui.driver import Ui

drawn = claim.drawn  # the words and cards Claim's modules draw

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 150, 200]


@pytest.mark.parametrize("screen", ["phase two", "replay"])
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_nothing_of_the_board_peeks_out_past_the_log(
    ui: Ui, drawn: Drawn, size: tuple[int, int], scale: int, screen: str
) -> None:
    claim._resize(ui, size, scale)
    claim.SCREENS[screen](ui)
    if isinstance(ui.top, ReplayScene):
        ui.top.go_to(30)
    ui.ctx.log_open = True
    drawn.clear()
    ui.step()
    panel = ui.ctx.frame.rect(*LOG_PANEL)
    board = [(rect, name) for _, rect, name in drawn.words if name.endswith(".board")]
    board += [(rect, "a card") for _, rect, _ in drawn.cards]
    peeking = [(rect, name) for rect, name in board
               if rect.colliderect(panel) and not panel.contains(rect)]  # fmt: skip
    assert not peeking, peeking
