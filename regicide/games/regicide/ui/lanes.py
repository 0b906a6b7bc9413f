"""Where the table's floating words go: bands of felt clear of every panel, badge and card of
the hand, offered to the shell's announcement lane (`regicide.ui.announce.Lanes`), which books
places in them so that words shown at the same time never meet.

Two bands: beside the enemy (right of its panel, left of the tavern: what happens to the
enemy) and across the table (under the banner and the message under it, above the hand's
number badges, between the left column and the side panel: everything else), grown over the
banner's place where it is too small for the words (the banner gives way). A word takes
the first place in its bands that no other word holds while it shows; when every place is
taken it waits for the first to free up (and shows a little shorter), so the words queue
rather than pile up.
"""

from __future__ import annotations

from typing import Literal

import pygame

from regicide.games.regicide.ui.layout import (
    LEFT_COLUMN,
    TableLayout,
    pile_name,
)

BADGE_ROOM = 22  # design px above the hand's cards at least: their number badges
MESSAGE_LINE = 15  # the message under the banner (chrome.message): its text size, bold

Side = Literal["left", "right"]  # a side of the table, as the viewer sees it


def table_band(layout: TableLayout) -> pygame.Rect:
    """The felt between the banner (and a one-line message under it) and the hand's
    badges, between the left column (and the other seats' panels) and the side panel."""
    frame = layout.frame
    message = layout.line(MESSAGE_LINE, bold=True) + 16
    top = layout.banner.bottom + frame.px(message)
    cards = layout.hand_top()
    # the number discs as drawn: above a card's corner, a radius higher over a neighbour card
    badges = max(frame.px(BADGE_ROOM), 3 * layout.key_radius() + frame.px(4))
    bottom = cards - badges
    left = frame.rect(LEFT_COLUMN[1] + 12, 0, 1, 1).left
    if layout.players > 1:
        left = max(left, frame.rect(layout.left_seats()[2] + 12, 0, 1, 1).left)
    right = layout.preview.left - frame.px(12)
    return pygame.Rect(left, top, max(0, right - left), max(0, round(bottom) - top))


def banner_band(layout: TableLayout) -> pygame.Rect:
    """Where the table's band is too small for the words (a big UI scale in a small window:
    13-27 px at 960x540 and 1280x720 at 200%): the same band grown up over the banner's place,
    never over a card or its badge. The banner gives way while a word shows there (`Board.draw`
    asks `Lanes.showing`): the words say what just happened, the banner returns with the
    next thing to do."""
    band = table_band(layout)
    top = min(layout.banner.top, band.top)
    return pygame.Rect(band.left, top, band.width, max(0, band.bottom - top))


def enemy_band(layout: TableLayout) -> pygame.Rect:
    """The felt right of the enemy's panel, left of the tavern (and its caption), as high as
    the panel: beside the enemy, for what happens to it."""
    frame = layout.frame
    panel, tavern = layout.enemy_panel, layout.tavern
    caption = layout.pile_caption_spot(tavern, layout.pile_caption(pile_name("tavern"), 40))
    left = panel.right + frame.px(8)
    right = min(tavern.left - frame.px(6), caption.left) - frame.px(8)
    top = max(panel.top, tavern.top)
    if layout.tavern_caption_above():
        top = max(top, caption.bottom + frame.px(4))
    return pygame.Rect(left, top, max(0, right - left), max(0, panel.bottom - top))


def bands(
    layout: TableLayout,
    row: pygame.Rect | None,
    near_enemy: bool,
    toward: Side | None = None,
) -> list[pygame.Rect]:
    """Where a floating word may go, in the order it tries them: beside the enemy (for what
    happens to it), then the table's band beside the plays on it (`row`: the side of the
    seat it speaks of first, `toward`, else the wider side), then above or below them; the
    same in the band grown over the banner's place (`banner_band`); then the whole band, and
    at last the whole grown band (over the plays only when none of those is big enough).
    With no plays, words about a seat try the half of the band on its side first."""
    table, banner = table_band(layout), banner_band(layout)
    gap = layout.frame.px(10)
    first = [enemy_band(layout)] if near_enemy else []
    return (
        first
        + _around(table, row, toward, gap)
        + _around(banner, row, toward, gap)
        + [
            table,
            banner,
        ]
    )


def _around(
    band: pygame.Rect, row: pygame.Rect | None, toward: Side | None, gap: int
) -> list[pygame.Rect]:
    """A band's places beside, above and below the plays on the table (`row`); none of them
    over the plays."""
    sides: list[pygame.Rect] = []
    if row is not None and row.colliderect(band):
        left = pygame.Rect(band.left, band.top, max(0, row.left - gap - band.left), band.height)
        right = pygame.Rect(row.right + gap, band.top, max(0, band.right - row.right - gap), 0)
        right.height = band.height
        above = pygame.Rect(band.left, band.top, band.width, max(0, row.top - gap - band.top))
        below = pygame.Rect(band.left, row.bottom + gap, band.width, 0)
        below.height = max(0, band.bottom - below.top)
        beside = sorted((left, right), key=lambda side: -side.width)
        if toward is not None:
            beside = [left, right] if toward == "left" else [right, left]
        sides = [*beside, above, below]
    elif toward is not None:
        half = band.width // 2
        start = band.left if toward == "left" else band.right - half
        sides = [pygame.Rect(start, band.top, half, band.height)]
    return sides
