"""Baisch's top bar keeps its words left of its buttons (issue 30: under autoplay at 200% the
"Assisted" mark ran under Hint): the progress gives way, the mark stays whole, at every
window size and UI scale. The table's line under the middle band gives way to a note of the
announcement lane on the same line."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from regicide.games.baisch.ui import board
from regicide.games.baisch.ui.topbar import ASSISTED_TIP
from regicide.games.protocol import Tone
from regicide.games.registry import game_named
from regicide.i18n import use_language
from regicide.ui.table_host import AUTOPLAY_SAID
from tests.ui.driver import Ui
from tests.ui.test_one_host import open_table
from tests.ui.test_watching_caption import SIZES, _resize


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES)
def test_the_assisted_mark_stays_left_of_the_buttons(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    _resize(ui, size, scale)
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="instant")
    table = open_table(ui, game_named("baisch"), "autoplay", seed=5)
    for _ in range(3000):  # on to a long progress line ("turn 12 · 3 of 3 standing")
        if table.session.over or table.state.turn >= 12:  # type: ignore[attr-defined]
            break
        ui.step()
    ui.frames(2)
    buttons = table.top_buttons()  # type: ignore[attr-defined]
    left = min(button.rect.left for button in buttons)
    marks = [rect for rect, tip in table.painter.badges if tip == ASSISTED_TIP]  # type: ignore[attr-defined]
    assert marks, "an autoplayed game is marked assisted"
    assert all(rect.right <= left for rect in marks), (marks, left)
    assert pygame.Rect(marks[0]).width > ui.ctx.frame.px(30)  # the word whole, not squeezed


def test_the_table_s_line_gives_way_to_a_note_of_the_lane(ui: Ui) -> None:
    """A note of no target floats on the message's line: the line ("Seat 2 is thinking…")
    is not printed over it (both showed, one over the other), and comes back once it goes."""
    table: Any = open_table(ui, game_named("baisch"), "one", seed=5)
    ui.frames(2)
    table.say("Seat 2 is thinking…", calm=True)
    surface = ui.ctx.window.surface
    drawn = table.painter._draw_message(surface)
    assert drawn is not None
    board = table.board
    note = board.timeline.effect(0.0, 5.0, lambda surface, progress: None)
    board.lanes.hold(drawn.inflate(-drawn.width // 2, 0), note)
    assert table.painter._draw_message(surface) is None
    board.lanes.clear()
    assert table.painter._draw_message(surface) == drawn


def test_the_side_panel_says_autoplay_plays_the_person_s_seat(ui: Ui) -> None:
    """Under autoplay the side panel says so and how to stop it (Regicide's does), rather
    than "Seat 1 to play …" with no word of who plays it."""
    table: Any = open_table(ui, game_named("baisch"), "autoplay", seed=5)
    ui.frames(3)
    assert (AUTOPLAY_SAID[1], Tone.HIGHLIGHT) in table.painter._panel_content().rows
    ui.press(pygame.K_a)
    ui.frames(3)
    assert (AUTOPLAY_SAID[1], Tone.HIGHLIGHT) not in table.painter._panel_content().rows


@pytest.mark.parametrize("size", SIZES)
def test_the_info_box_cuts_no_sentence_without_a_sign(ui: Ui, size: tuple[int, int]) -> None:
    """At 200% the info box held "Attacked an" and stopped: it takes a smaller size first
    (issue 35), and what even the least cannot hold is cut at a line's end marked "…",
    every line it shows fitting its width."""
    _resize(ui, size, 200)
    table: Any = open_table(ui, game_named("baisch"), "one", seed=5)
    ui.frames(3)
    painter = table.painter
    said = "Seat 2 attacked your slot 1 with 2 face-down cards."
    painter.table.moves_said = [(" ".join([said] * 16), Tone.HIGHLIGHT)]  # more than it holds
    size, rows = painter.info_layout()  # the least size: even it cannot hold them all
    frame, rect = ui.ctx.frame, table.board.layout.info
    font = ui.ctx.text.body_font(frame.px(size))
    assert rows and rows[-1][0].endswith("…")
    assert all(font.size(piece)[0] <= rect.width - frame.px(24) for piece, _ in rows)
    assert (len(rows) + 1) * font.get_linesize() > rect.height - frame.px(16)  # full


def test_a_face_down_card_too_narrow_for_its_mark_still_bears_it_smaller(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read in French at 200% (issue 35): the band over the seat's own face-down cards was
    empty, "face cachée" and "cachée" both too wide at the band's size (German's "verd."
    fitted); the short word now shrinks to fit rather than being left out."""
    drawn: list[pygame.Surface] = []
    monkeypatch.setattr(board, "blit_text", lambda _s, words, *_a: drawn.append(words))
    use_language("fr")
    _resize(ui, (960, 540), 200)
    seat = SimpleNamespace(look=ui.ctx.look)
    narrow = pygame.Rect(0, 0, 56, 78)  # a seat card at 960x540 200%: "cachée" 64 px wide
    board.Board._covered_mark(seat, pygame.Surface((60, 120)), narrow)  # type: ignore[arg-type]
    assert drawn and drawn[-1].get_width() <= narrow.width - 4
