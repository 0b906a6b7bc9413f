"""The records' summary and lists at a big UI scale, headless: the scrolled summary shows only
whole lines (its view ends between them, at rest and however far it is scrolled), and the room
kept under a list for what a row leaves out is never an empty gap."""

from __future__ import annotations

from contextlib import AbstractContextManager

import pygame
import pytest

from regicide.games.regicide.ui.scenes import records
from regicide.games.regicide.ui.scenes.records import Flow
from regicide.ui import charts
from regicide.ui.scenes import saves
from tests.ui.driver import Ui
from tests.ui.test_scale_lists import SIZES, _recording, _records, _wheel

Drawn = list[tuple[pygame.Rect, pygame.Rect]]  # a label's rect, the clip it was drawn under


def _drawn_clipped(*modules: object) -> AbstractContextManager[Drawn]:
    """The rects of the words `modules` blit meanwhile, each with the surface's clip then."""
    return _recording(modules, lambda rect, surface: (rect, surface.get_clip()))


def _cut(drawn: Drawn) -> list[pygame.Rect]:
    """The labels that show in part: inside their clip in part, not whole (1 px of rounding
    forgiven)."""
    return [
        rect
        for rect, clip in drawn
        if rect.clip(clip).height > 1 and not clip.inflate(0, 2).contains(rect)
    ]


def test_a_flow_s_view_ends_between_its_lines() -> None:
    flow = Flow(0, 100, 0)
    top = flow.take(0, 60, cuts=records.between(20, 3))
    assert top == 0 and flow.spans == [(0, 20), (20, 40), (40, 60)]
    flow.take(0, 30)  # a block that is never cut: 64..94
    assert flow.view(0, 50) == (0, 40)  # the line at 40..60 is left out whole
    assert flow.view(10, 70) == (20, 64)  # to the next block's top
    assert flow.view(70, 200) == (94, 200)
    assert flow.view(45, 55) == (60, 60)  # nothing whole fits: an empty view


@pytest.mark.parametrize("size", SIZES)
def test_the_summary_at_200_percent_never_shows_half_a_line(ui: Ui, size: tuple[int, int]) -> None:
    scene = _records(ui, size, 200, 0)
    frame = ui.ctx.frame
    room = frame.rect(42, records.SUMMARY_TOP, 1196, records.SUMMARY_BOTTOM - records.SUMMARY_TOP)
    with _drawn_clipped(records, charts) as drawn:
        ui.frames(1)
    assert scene._summary_limit() > 0  # more than its room: the scroll bar shows it
    shown = [rect for rect, clip in drawn if rect.clip(clip).height]
    assert len(shown) > 15 and not _cut(drawn)
    assert all(room.contains(rect) for rect in shown)
    bottoms = [frame.point(0, records.SUMMARY_BOTTOM)[1] - rect.bottom for rect in shown]
    assert min(bottoms) < frame.px(60)  # the view still reaches near the room's end
    positions = set()
    while scene.summary_scroll < scene._summary_limit():
        _wheel(ui, -1)
        with _drawn_clipped(records, charts) as drawn:
            ui.frames(1)
        positions.add(scene.summary_scroll)
        assert not _cut(drawn), scene.summary_scroll
        tips = [rect for rect, _ in scene.tips]
        assert all(room.contains(rect) for rect in tips)
    assert len(positions) >= 2


@pytest.mark.parametrize("size", SIZES)
def test_the_summary_at_1280_and_200_percent_hides_the_line_its_room_cuts(
    ui: Ui, size: tuple[int, int]
) -> None:
    """At rest, a line that crosses the room's lower edge is not drawn in part."""
    scene = _records(ui, size, 200, 0)
    frame = ui.ctx.frame
    edge = frame.point(0, records.SUMMARY_BOTTOM)[1]
    with _drawn_clipped(records, charts) as drawn:
        ui.frames(1)
    crossing = [(rect, clip) for rect, clip in drawn if rect.top < edge < rect.bottom]
    assert all(not rect.clip(clip).height for rect, clip in crossing)
    views = [scene._summary_view(flow) for flow in scene._summary_flows(scene.stats)]
    assert all(view.bottom <= edge for view in views)


def test_the_games_list_at_200_percent_fills_the_room_under_it(ui: Ui) -> None:
    scene = _records(ui, (960, 540), 200, 1)
    assert scene._detail_lines  # room is kept: some rows leave words out
    daily = scene.detail_words()
    assert daily.startswith("daily")  # the first row, chosen, leaves its mark out
    shown = scene.rows_shown()
    ui.press(pygame.K_DOWN)  # past the sample's own daily deal
    ui.press(pygame.K_DOWN)  # to a plain game: all its words are in its row
    assert scene.detail_words() == records.LIST_KEYS[1]
    assert scene.rows_shown() == shown  # the layout does not move
    with _drawn_clipped(saves) as drawn:
        ui.frames(1)
    (hint,) = [rect for rect, _ in drawn]
    last = scene._row_rect(scene.first + shown - 1)
    note = ui.ctx.frame.point(0, scene._note_top())[1]
    panel = ui.ctx.frame.rect(40, 20, 1200, 680)
    assert last.bottom <= hint.top and hint.bottom <= note and panel.contains(hint)
    room_top = ui.ctx.frame.point(0, scene._list_bottom())[1]
    room = note - room_top
    middle = (hint.centery - room_top) / room
    assert 0.3 < middle < 0.7  # centred in the room kept for it


def test_the_lists_keep_no_room_under_them_at_100_percent(ui: Ui) -> None:
    scene = _records(ui, (1280, 720), 100, 1)
    assert scene._detail_lines == 0 and scene.rows_shown() == records.ROWS
    with _drawn_clipped(saves) as drawn:
        ui.frames(1)
    assert not drawn  # nothing under the list: 100% looks as it did


def test_a_chart_s_title_is_never_shown_without_its_chart() -> None:
    flow = Flow(0, 100, 0)
    flow.take(0, 20)  # a title
    first = len(flow.spans)
    flow.take(0, 100, cuts=(80,))  # its chart, which may end under its baseline at 80
    flow.join(first)
    assert flow.spans == [(0, 104), (104, 124)]
    assert flow.view(0, 100) == (0, 0)  # neither, rather than a title over nothing
    assert flow.view(0, 110) == (0, 104)
