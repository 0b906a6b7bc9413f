"""The table's top bar: the game's name, how far it has got, the assisted mark and, in
Speed-Baisch, the turn's time left (B-VAR-SPEED-1); its buttons from the right (Menu, the
log, Redo, Undo, Hint), each with its key."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.i18n import N_, _
from regicide.themes.theme import Theme
from regicide.ui.assets import Color, TextCache
from regicide.ui.widgets import (
    Button,
    Frame,
    blit_text,
    boxed_label,
    draw_panel,
    lay_from_right,
    text_width,
)

BAR_TEXT = 14
BUTTON_H = 30.0
ASSISTED_TIP = N_("Undo past hidden cards, a hint or autoplay helped: the records say so.")


@dataclass(frozen=True)
class Chores:
    menu: Callable[[], None]
    log: Callable[[], None]
    undo: Callable[[], None]
    redo: Callable[[], None]
    hint: Callable[[], None]


def top_buttons(
    chores: Chores,
    *,
    log_open: bool,
    can_undo: str | None,
    can_redo: str | None,
    hint: str | None,
) -> list[Button]:
    """Menu, the log, Redo, Undo and Hint; each of the last three disabled with the reason
    given (None: enabled)."""
    return [
        Button(_("Menu"), chores.menu, hint=_("Esc")),
        Button(_("Hide log") if log_open else _("Log"), chores.log, hint="L"),
        Button(_("Redo"), chores.redo, can_redo is None, can_redo or "", _("Ctrl+Y")),
        Button(_("Undo"), chores.undo, can_undo is None, can_undo or "", _("Ctrl+Z")),
        Button(
            _("Hint"),
            chores.hint,
            hint is None,
            hint or "",
            "H",
            about=_("The computer's move for you, and why (the game is then assisted)."),
        ),
    ]


#: Design room the bar keeps left of its buttons beside the title: a progress as short as
#: "turn 12" whole (longer languages' buttons leave their keys to the tooltips first).
PROGRESS_ROOM = 120.0


def lay_top(buttons: list[Button], frame: Frame, text: TextCache) -> None:
    """From the right edge leftwards, each as wide as its label and key; where they would
    crowd the title and the progress (a longer language, a big text scale) the keys give way
    to the tooltips, then the words shrink (the shell's `lay_from_right`), never cut."""
    title = text.title("Baisch", frame.px(28), (0, 0, 0)).get_width() / frame.scale
    assisted = text_width(text, frame, _("Assisted"), 13, bold=True) + 18  # its mark's room
    left = 16 + title + 18 + PROGRESS_ROOM + assisted
    lay_from_right(buttons, text, frame, (left, 5, 1272.0, BUTTON_H), BAR_TEXT)


def draw_bar(
    surface: pygame.Surface,
    theme: Theme,
    text: TextCache,
    frame: Frame,
    words: tuple[str, bool, str],
    *,
    until: int | None = None,
) -> list[tuple[pygame.Rect, str]]:
    """The bar, its title and `words` = (progress, assisted, time left), left of window x
    `until` (the buttons): the progress gives way first, the marks keep their words; the
    badges with their tooltips."""
    progress, assisted, clock = words
    colors = theme.colors
    bar = pygame.Rect(0, 0, frame.width, round(frame.point(0, 40)[1]))
    draw_panel(surface, bar, colors.panel, colors.panel_edge, alpha=200, radius=0, border=0)
    title = text.title("Baisch", frame.px(28), colors.accent)
    at = blit_text(surface, title, "midleft", (frame.point(16, 0)[0], bar.centery))
    gap = frame.px(18)
    marks = []
    if clock:
        timer = text.body(clock, frame.px(BAR_TEXT), colors.highlight, bold=True)
        marks.append((timer, _("Speed-Baisch: the turn ends by itself when the time runs out")))
    if assisted:
        marks.append(
            (text.body(_("Assisted"), frame.px(13), colors.danger, bold=True), _(ASSISTED_TIP))
        )
    room = (frame.width if until is None else until) - at.right - 2 * gap
    room -= sum(image.get_width() + gap for image, _tip in marks)
    box = (max(room, frame.px(24)), bar.height)
    caption = _caption(text, progress, box, frame.px(BAR_TEXT), colors.text_dim)
    spot = blit_text(surface, caption, "midleft", (at.right + gap, bar.centery))
    badges = []
    for image, tip in marks:
        spot = blit_text(surface, image, "midleft", (spot.right + gap, bar.centery))
        badges.append((spot, tip))
    return badges


def _caption(
    text: TextCache, progress: str, room: tuple[int, int], size: int, color: Color
) -> pygame.Surface:
    """The progress line whole if it fits `room` (width, the bar's height), else without its
    last " · " parts (a replay's move is in its list too), at last its first part wrapped
    into the bar a step smaller (`boxed_label`: Spanish "Repetición: jugada 12 de 40" was
    cut at 960x540 200%, issue 35)."""
    parts = progress.split(" · ")
    for count in range(len(parts), 0, -1):
        image = text.body(" · ".join(parts[:count]), size, color)
        if image.get_width() <= room[0]:
            return image
    return boxed_label(text, parts[0], room, size, color, align="left")
