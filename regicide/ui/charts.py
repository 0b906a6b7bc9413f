"""Small bar charts drawn in the app (the records' games by enemy reached, the last results)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from regicide.ui.assets import Color, TextCache
from regicide.ui.widgets import blit_text, fit_label


@dataclass(frozen=True)
class Bar:
    """One bar: its height as a share of the tallest (0 to 1), its fill, the text under it
    and the text over it (a count, or a mark such as ★ so that colour is not the only cue)."""

    share: float
    fill: Color
    under: str = ""
    over: str = ""


@dataclass(frozen=True)
class ChartInk:
    text: TextCache
    label: Color
    axis: Color
    size: int  # window pixels of the labels


def label_room(ink: ChartInk) -> int:
    """Window px a chart keeps under its baseline and over its bars for the labels: a line
    of them at the size the UI scale draws them."""
    return max(ink.size + 6, ink.text.body_font(ink.size).get_linesize() + 3)


def draw_bars(
    surface: pygame.Surface,
    rect: pygame.Rect,
    bars: Sequence[Bar],
    ink: ChartInk,
    guides: Sequence[tuple[float, str]] = (),
) -> None:
    """Bars side by side in `rect` from a baseline at zero, labels under the baseline and
    over each bar; `guides` (share, label) are faint lines across, so that heights read
    against a scale, their labels in a margin of their own left of the bars (never under
    one). A few bars stay slim (never wider than three labels' height)."""
    if not bars:
        return
    room = label_room(ink)
    base = rect.bottom - room
    top = rect.top + room
    labels = [(share, ink.text.body(words, ink.size, ink.label)) for share, words in guides]
    margin = max((label.get_width() + ink.size // 2 for _, label in labels), default=0)
    plot = pygame.Rect(rect.left + margin, rect.top, rect.width - margin, rect.height)
    slot = plot.width / len(bars)
    width = max(2, min(round(slot * 0.7), ink.size * 3))
    for share, label in labels:
        y = round(base - (base - top) * share)
        pygame.draw.line(surface, ink.axis, (plot.left, y), (plot.right, y), 1)
        blit_text(surface, label, "midright", (plot.left - ink.size // 4, y))
    for index, bar in enumerate(bars):
        center = plot.left + slot * (index + 0.5)
        height = round((base - top) * max(0.0, min(1.0, bar.share)))
        if height:
            body = pygame.Rect(0, 0, width, height)
            body.midbottom = (round(center), base)
            pygame.draw.rect(surface, bar.fill, body, border_radius=max(1, width // 5))
        for text, y, anchor in (
            (bar.under, base + 3, "midtop"),
            (bar.over, base - height - 2, "midbottom"),
        ):
            if text:
                label = fit_label(ink.text, text, max(8, round(slot)), ink.size, ink.label)
                blit_text(surface, label, anchor, (center, y))
    pygame.draw.line(surface, ink.axis, (plot.left, base), (plot.right, base), 1)
