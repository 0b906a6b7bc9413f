"""What the Claim table draws around its board: the felt, the top bar (the game, the phase and
trick, whose turn, the buttons), the line about the selected card or the latest message, an
expansion's choice as buttons, and the cover between two people sharing the screen."""

from __future__ import annotations

import pygame

from regicide.games.claim.engine import TRICKS
from regicide.games.claim.ui.board import LAST, LAST_LOWEST, LOG_END
from regicide.games.claim.ui.seat import Table
from regicide.i18n import _
from regicide.ui.bar import draw_buttons, draw_tooltip, tip_for
from regicide.ui.felt import draw_felt
from regicide.ui.widgets import (
    Button,
    blit_text,
    button_at,
    button_width,
    draw_panel,
    fit_label,
    fits_whole,
    wrap,
)

BAR_HEIGHT = 44.0
NOTE_BOTTOM = 534.0  # the line about the selected card or the latest message ends here
NOTE_LINE = 26.0  # a line of it at most this tall
NOTE_SIZES = (15, 14, 13, 12)  # its design px, the largest whose lines fit
NOTE_MIDDLE = 590.0
NOTE_WIDTH = 660.0  # right of your follower pile, left of the score panel
#: One line that the width above would cut (the tutorial's, under its coach): it reaches
#: left under your follower pile's caption, over your plate.
NOTE_WIDE_MIDDLE, NOTE_WIDE = 466.0, 908.0
#: An expansion's choice: its buttons one above the other under the trick.
CHOICE_X, CHOICE_Y, CHOICE_WIDTH, CHOICE_HEIGHT = 440.0, 358.0, 330.0, 40.0
#: Their text's design sizes, the largest whose labels fit; and how wide they may grow for a
#: longer language's label at the least size (the trick's cards stay clear above them).
CHOICE_SIZES = (16.0, 15.0, 14.0, 13.0)
CHOICE_MOST = 440.0


def bar_words(phase: int) -> list[str]:
    """The top bar's words, longest first: the game, the phase, the trick and whose turn;
    without the game's name; without the phase (a narrow window, a longer language)."""
    if phase == 1:
        full = _("Claim · Phase one: recruit followers · trick {trick}/{tricks} · {status}")
        shorter = _("Phase one: recruit followers · trick {trick}/{tricks} · {status}")
    else:
        full = _("Claim · Phase two: win factions · trick {trick}/{tricks} · {status}")
        shorter = _("Phase two: win factions · trick {trick}/{tricks} · {status}")
    return [full, shorter, _("Trick {trick}/{tricks} · {status}"), "{status}"]


class Chrome:
    """The table's frame around the board, drawn from what the table says."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def buttons(self) -> list[Button]:
        """The top bar's buttons, then the choice's (laid out for the current frame)."""
        table = self.table
        play = table.play
        top = [
            Button(_("Menu"), table.open_menu, hint=_("Esc")),
            Button(_("Undo"), table.undo, enabled=table.session.can_undo, hint=_("Ctrl+Z"),
                   reason=table.session.history_lock or _("Nothing to undo.")),
            Button(_("Hint"), table.hint, enabled=play.hint_problem() is None, hint="H",
                   reason=play.hint_problem() or ""),
            Button(_("Log"), table.toggle_log, hint="L"),
        ]  # fmt: skip
        frame, text = table.ctx.frame, table.ctx.text
        right = 1270.0
        for button in reversed(top):
            width = button_width(button, text, frame, 14, 32) + 8
            right -= width
            button.rect = frame.rect(right, 6, width, 32)
            button.font_size = frame.px(14)
            right -= 8
        choices = table.card_buttons()
        height = CHOICE_HEIGHT
        size, width = self._choice_face(choices)
        left = CHOICE_X + CHOICE_WIDTH - width  # wider to the left: the prizes lie right
        for index, button in enumerate(choices):  # one above the other, under the trick
            button.rect = frame.rect(left, CHOICE_Y + index * (height + 6), width, height)
            button.font_size = frame.px(size)
        return top + choices

    def _choice_face(self, choices: list[Button]) -> tuple[float, float]:
        """The choice buttons' design text size and width: the largest size at which every
        label fits the buttons whole, else the least size on buttons as wide as their longest
        label needs at 100% (at most CHOICE_MOST wide, their right edge kept)."""
        frame, text = self.table.ctx.frame, self.table.ctx.text

        def need(size: float) -> float:
            return max(
                (button_width(b, text, frame, size, CHOICE_HEIGHT) for b in choices), default=0
            )

        for size in CHOICE_SIZES:
            if need(size) <= CHOICE_WIDTH:
                return size, CHOICE_WIDTH
        least = CHOICE_SIZES[-1]
        if text.scale > 1:  # bigger words fill the board's sides: the buttons keep their place
            return least, CHOICE_WIDTH
        return least, min(CHOICE_MOST, need(least))

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx = table.ctx
        draw_felt(surface, ctx.theme)
        self._bar(surface)
        note = self._note_place()
        table.board.note_top = self._note_top(note)
        table.board.draw(surface, table.scene())
        table.draw_words(surface)
        self._note(surface, note)
        buttons = self.buttons()
        draw_buttons(
            surface, buttons, text=ctx.text, palette=ctx.palette, mouse=table.mouse, focused=None
        )
        self._tooltip(surface, buttons)

    def _tooltip(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        """The tooltip of the button under the pointer: why it is off (Hint and Undo with
        only computers at the table), or its key when its face had no room for it."""
        ctx, mouse = self.table.ctx, self.table.mouse
        tip = tip_for(buttons, (), mouse=mouse, text=ctx.text, theme=ctx.theme)
        anchor = button_at(buttons, mouse)
        if tip and anchor is not None:
            draw_tooltip(surface, tip, anchor.rect, text_cache=ctx.text, theme=ctx.theme,
                         frame=ctx.frame)  # fmt: skip

    def _bar(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, view = table.ctx, table.scene().view  # the held trick's, while it is shown
        colors = ctx.theme.colors
        draw_panel(surface, ctx.frame.rect(0, 0, 1280, BAR_HEIGHT), colors.panel,
                   colors.panel_edge, alpha=235, radius=0, border=0)  # fmt: skip
        values = {"trick": min(view.trick, TRICKS), "tricks": TRICKS, "status": table.status_text()}
        room = min(button.rect.left for button in self.buttons()[:4]) - ctx.frame.point(16, 0)[0]
        width, size, height = (
            round(room) - ctx.frame.px(12),
            ctx.frame.px(16),
            ctx.frame.px(BAR_HEIGHT),
        )
        tries = [words.format(**values) for words in bar_words(view.phase)]
        fitting = (w for w in tries if fits_whole(ctx.text, w, (width, height), size, bold=False))
        words = next(fitting, tries[-1])
        label = fit_label(ctx.text, words, width, size, colors.text, height=height)
        blit_text(surface, label, "midleft", ctx.frame.point(16, BAR_HEIGHT / 2))

    def _note_lines(self, words: str, room: int) -> tuple[int, list[str]]:
        """The note's design size and lines: at 15 on the lines the table allows, else smaller
        (to 12), else on one line more where the table allows two (a long hint in a longer
        language at 200%), two more when no choice's buttons lie above it; one line, shrunk
        to fit, as the last resort."""
        table, text, frame = self.table, self.table.ctx.text, self.table.ctx.frame
        allowed = table.note_lines
        more = 1 if table.card_buttons() else 2  # no choice's buttons under the trick: room
        for most in range(allowed, allowed + more + 1) if allowed > 1 else (allowed,):
            for size in NOTE_SIZES:
                lines = wrap(words, text.body_font(frame.px(size), bold=True), room)
                if len(lines) <= most:
                    return size, lines
        return NOTE_SIZES[0], [words]

    def _note_place(self) -> tuple[list[pygame.Surface], pygame.Rect] | None:
        """The note's lines and their box (window px), or None when there is no note: the
        latest message, else what the card under the pointer or the selected one would do."""
        table = self.table
        ctx = table.ctx
        frame, colors = ctx.frame, ctx.theme.colors
        message = table.message if table.clock < table.message_until else ""
        words = message or table.preview()
        if not words:
            return None
        color = colors.text if (table.message_calm or not message) else colors.danger
        middle, width = self._note_span()
        room = frame.px(width)
        size, lines = self._note_lines(words, room)
        if self._squeezed(lines, size, room) and not ctx.log_open:
            room, middle = frame.px(NOTE_WIDE), NOTE_WIDE_MIDDLE
            size, lines = self._note_lines(words, room)
        labels = [fit_label(ctx.text, line, room, frame.px(size), color, bold=True,
                            height=frame.px(NOTE_LINE)) for line in lines]  # fmt: skip
        tall = sum(label.get_height() for label in labels)
        wide = max(label.get_width() for label in labels)
        middle_x, bottom = frame.point(middle, NOTE_BOTTOM)
        box = pygame.Rect(0, 0, wide, tall)
        box.midbottom = (round(middle_x), round(bottom) - frame.px(4))
        return labels, box

    def _note_span(self) -> tuple[float, float]:
        """The note's middle and width (design px): over the trick's panel, right of the log
        panel while it is open (a long refusal ran in under the log and was cut by it)."""
        if not self.table.ctx.log_open:
            return NOTE_MIDDLE, NOTE_WIDTH
        left, right = LOG_END + 12, NOTE_MIDDLE + NOTE_WIDTH / 2
        return (left + right) / 2, min(NOTE_WIDTH, right - left)

    def _squeezed(self, lines: list[str], size: float, room: int) -> bool:
        """Is the note one line wider than `room` at its least size (`_note_lines`' last
        resort, shrunk below the note's sizes and maybe cut)?"""
        font = self.table.ctx.text.body_font(self.table.ctx.frame.px(NOTE_SIZES[-1]), True)
        return len(lines) == 1 and font.size(lines[0])[0] > room

    def _note_top(self, note: tuple[list[pygame.Surface], pygame.Rect] | None) -> float:
        """Where the last trick's words must end (design y) for the note: above its panel
        where the panel reaches under the last trick (French "Vous gagnez : le Doppelgänger
        compte comme Mort-vivant : 7 bat 5" needs a fifth line at 200%), else the lowest."""
        frame = self.table.ctx.frame
        if note is None:
            return LAST_LOWEST
        panel = note[1].inflate(frame.px(20), frame.px(8))
        if panel.right <= frame.point(LAST[0], 0)[0]:
            return LAST_LOWEST
        return (panel.top - frame.offset[1]) / frame.scale - 4

    def _note(
        self, surface: pygame.Surface, note: tuple[list[pygame.Surface], pygame.Rect] | None
    ) -> None:
        """The note (`_note_place`): on one line, or two when it is long and nothing else
        needs the room (an expansion's choice, the coach); its panel's bottom stays above the
        hand."""
        if note is None:
            return
        colors, frame = self.table.ctx.theme.colors, self.table.ctx.frame
        labels, box = note
        draw_panel(surface, box.inflate(frame.px(20), frame.px(8)), colors.panel,
                   colors.panel_edge, alpha=220, radius=frame.px(8))  # fmt: skip
        top = box.top
        for label in labels:
            blit_text(surface, label, "midtop", (box.centerx, top))
            top += label.get_height()
