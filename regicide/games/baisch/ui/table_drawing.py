"""Drawing the Baisch table (`BaischTable.draw_table`; the host covers it between people): the
setup and draft screens with the table's line, or the board with the side column (the seat's view
of the turn, or the log), the person's panel, the dragged cards and what dropping them would
do, and the top bar with its tooltips."""

from __future__ import annotations

import math

import pygame

from regicide.games.baisch.engine import Phase
from regicide.games.baisch.narrate import outcome_summary
from regicide.games.baisch.ui.board import Decor
from regicide.games.baisch.ui.faces import face
from regicide.games.baisch.ui.furniture import SeatLook
from regicide.games.baisch.ui.layout import OWN_LINE_ABOVE, OWN_PIECES
from regicide.games.baisch.ui.options import option_detail
from regicide.games.baisch.ui.panel import PanelContent, PanelPainter, line
from regicide.games.baisch.ui.side import INFO_SIZES, info_lines
from regicide.games.baisch.ui.table_host import TableHost
from regicide.games.baisch.ui.topbar import draw_bar
from regicide.games.protocol import Tone
from regicide.i18n import N_, _
from regicide.play.seating import computer_name
from regicide.ui.bar import draw_buttons, draw_tooltip, tip_for
from regicide.ui.log_panel import tone_color
from regicide.ui.table_host import AUTOPLAY_SAID
from regicide.ui.widgets import Button, blit_text, cut_short, draw_panel, wrap

SPEED_TURN_SECONDS = 60.0  # B-VAR-SPEED-1: a turn's time limit
SCREEN_MESSAGE = (640.0, 640.0)  # the table's line on the setup and draft screens (design:
#   its middle when a screen takes the window's whole width, else the middle of the screen)
MESSAGE_LEFT = 362.0  # design x the board's line keeps right of (the deck's and graveyard's
#   captions and counts lie left of it, level with it)
DROP_GUIDE = N_("Drop on a target: a stack, an enemy's slot or King, or one of your slots.")


class TablePainter:
    """Draws one table as it stands (it keeps only the badges last drawn, for tooltips)."""

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.badges: list[tuple[pygame.Rect, str]] = []
        self.board_shown = False  # the board was drawn (not the setup or draft screen)

    def seat_names(self) -> dict[int, SeatLook]:
        """Each seat by its number, as the log calls it; a computer's with its level, as New
        game named it ("Seat 2 · Strong AI")."""
        to_act, session = self.table.state.to_act, self.table.session
        looks = {}
        for seat in range(1, self.table.state.players + 1):
            sitting = session.seat(seat)
            computer = not sitting.is_human
            level = computer_name(sitting) if computer else ""
            looks[seat] = SeatLook(
                _("Seat {seat}").format(seat=seat), seat == to_act, computer, level=level
            )
        return looks

    def draw(self, surface: pygame.Surface) -> None:
        """A setup or draft screen with the table's line, or the table; the top bar over
        each."""
        left, right = self.table.screen_area
        screen = self.table.ctx.frame.point((left + right) / 2, SCREEN_MESSAGE[1])
        if self.table.state.phase is Phase.DRAFT:
            screen = self.table.ctx.frame.point(*self.table.draft.message_at)
        if self.table.setup_screen is not None and self.table.state.phase is Phase.SETUP:
            self.table.setup_screen.draw(
                surface, self.table.ctx.look, self.table.ctx.frame, self.table.ctx.palette
            )
            self._draw_message(surface, screen)
            self.board_shown = False
        elif self.table.state.phase is Phase.DRAFT and self.table.person_playing:
            self.table.draft.draw(
                surface, self.table.ctx.look, self.table.ctx.frame, self.table.state
            )
            self._draw_message(surface, screen)
            self.board_shown = False
        else:
            self._draw_table(surface)
            self.board_shown = True
        self._draw_bar(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        playing = self.table.person_playing and self.table.state.phase is Phase.PLAY
        drop = None
        if self.table.dragging:
            zone = self.table.board.zone_at(self.table.mouse, self.table.all_zones())
            if zone is not None:
                command, problem = self.table.controls.drop_on(zone)
                drop = (zone, command is not None and problem is None)
        decor = Decor(
            selected=frozenset(self.table.controls.selection),
            drop=drop,
            targets=self.table.controls.drop_zones() if playing else (),
            names=self.seat_names(),
            hand_numbers=playing,
        )
        self.table.board.draw(surface, decor)
        self._draw_side(surface)
        self._draw_drag(surface)
        self._draw_message(surface)

    def _draw_side(self, surface: pygame.Surface) -> None:
        ctx = self.table.ctx
        if ctx.log_open:
            self.table.log_panel().draw(surface, self.table.log_view())
        elif not self.table.side_covered():
            self._info(surface)
        painter = PanelPainter(ctx.theme, ctx.text, ctx.frame, ctx.palette, self.table.mouse)
        painter.draw(surface, self.table.side_panel(), self._panel_content())

    def _panel_content(self) -> PanelContent:
        outcome = self.table.game.outcome
        if outcome is not None:
            return PanelContent(
                _("The game is over"), [line(outcome_summary(outcome, self.table.viewer))]
            )
        if self.table.person_playing:
            return self.table.controls.content()
        seat = self.table.session.to_act
        autoplay = [line(_(AUTOPLAY_SAID[1]), Tone.HIGHLIGHT)] if self.table.play.autoplay else []
        if self.table.animating:  # the person's own turn is said so while the cards land
            mine = self.table.play.person_acting and seat == self.table.viewer
            title = _("Your turn") if mine else _("Seat {seat} to play").format(seat=seat)
            return PanelContent(title, [line("…", Tone.DIM), *autoplay])
        if self.table.play.person_acting:
            return PanelContent(
                _("Seat {seat} decides").format(seat=seat), [line(_("Waiting for them…"), Tone.DIM)]
            )
        words = _("The computer plays at a readable pace; a click or a key hurries it.")
        title = _("Seat {seat} is playing").format(seat=seat)
        return PanelContent(title, [line(words, Tone.DIM), *autoplay])

    def _info(self, surface: pygame.Surface) -> None:
        rect = self.table.board.layout.info
        ctx = self.table.ctx
        colors, frame = ctx.theme.colors, ctx.frame
        draw_panel(surface, rect, colors.panel, colors.panel_edge, alpha=200, radius=frame.px(12))
        size, rows = self.info_layout()
        step = ctx.text.body_font(frame.px(size)).get_linesize()
        for row, (piece, tone) in enumerate(rows):
            image = ctx.text.body(piece, frame.px(size), tone_color(ctx.theme, tone))
            blit_text(
                surface,
                image,
                "topleft",
                (rect.left + frame.px(12), rect.top + frame.px(10) + row * step),
            )

    def info_rows(self) -> list[tuple[str, Tone]]:
        """The info box's lines (`info_layout`)."""
        return self.info_layout()[1]

    def info_layout(self) -> tuple[int, list[tuple[str, Tone]]]:
        """The info box's type size (design px) and lines: the first of INFO_SIZES at which
        the computers' latest move and the turn's state fit whole (German and French at
        960x540 200% lost the turn's limits after "Angriffsfarbe…", issue 35); at the least,
        what it cannot hold is cut at a line's end marked "…" (`cut_short`: no sentence stops
        mid-way without a sign, and the layout tests count it)."""
        for size in INFO_SIZES:
            rows, room, font, width = self._info_rows(size)
            if len(rows) <= room:
                return size, rows
        # the "…" keeps inside the width: a word (or a letter) goes for it
        shown = cut_short([piece for piece, _tone in rows], room, font, width)
        return size, [(piece, tone) for piece, (_piece, tone) in zip(shown, rows, strict=False)]

    def _info_rows(self, size: int) -> tuple[list[tuple[str, Tone]], int, pygame.font.Font, int]:
        """The info box's lines at design `size` (the computers' latest move and the ones
        before it that fit over the turn's vital lines, then the turn's state) wrapped to its
        width, the lines it holds, the font and the width. The moves come before the turn's
        limits: they are said at a person's turn's start, when every limit is still free
        (played by hand at 960×540 200%, a computer's taking of the person's slot was crowded
        out by them)."""
        rect, ctx = self.table.board.layout.info, self.table.ctx
        frame = ctx.frame
        font = ctx.text.body_font(frame.px(size))
        width = rect.width - frame.px(24)
        room = max(0, (rect.height - frame.px(16)) // font.get_linesize())
        lines = info_lines(self.table.seen(), self.table.viewer)
        vital = next(
            (index for index, (_w, tone) in enumerate(lines) if tone in (Tone.TEXT, Tone.DIM)),
            len(lines),
        )
        kept = [
            (piece, tone) for words, tone in lines[:vital] for piece in wrap(words, font, width)
        ]
        rest = [
            (piece, tone) for words, tone in lines[vital:] for piece in wrap(words, font, width)
        ]
        rows: list[tuple[str, Tone]] = []
        for words, tone in reversed(self.table.said_moves()):  # the latest, and more that fit
            said = [(piece, tone) for piece in wrap(words, font, width)]
            if rows and len(rows) + len(said) + len(kept) > room:
                break
            rows = said + rows
        return rows + kept + rest, room, font, width

    def _draw_drag(self, surface: pygame.Surface) -> None:
        """The dragged cards under the pointer, and what dropping them would do."""
        if not self.table.dragging:
            return
        width = self.table.ctx.frame.px(70)
        for index, key in enumerate(self.table.dragging):
            place = self.table.card_at(key)
            if place is None or place[1] is None:
                continue
            image = self.table.ctx.art.face(face(place[1]), width)
            surface.blit(
                image,
                (
                    self.table.mouse[0] - width // 2 + index * width // 3,
                    self.table.mouse[1] - width // 2,
                ),
            )

    def line_words(self) -> tuple[str, bool]:
        """The table's line and whether it warns: while cards are dragged, what dropping
        them where they are would do, its refusal, or the guide (in the player's language: a
        drag over no target said it in English)."""
        if not self.table.dragging:
            return self.table.current_message()
        zone = self.table.board.zone_at(self.table.mouse, self.table.all_zones())
        if zone is None:
            return _(DROP_GUIDE), False
        command, problem = self.table.controls.drop_on(zone)
        if problem is not None:
            return problem, True
        return (option_detail(command, self.table.seen()) if command else ""), False

    def _draw_message(
        self, surface: pygame.Surface, at: tuple[float, float] | None = None
    ) -> pygame.Rect | None:
        """The table's line (a hint, a refusal, what a drag would do) under the middle band,
        or at `at` on the setup and draft screens; not while a note of the announcement lane
        shows there (it would print over it). Where it was drawn, if it was."""
        words, warns = self.line_words()
        if not words:
            return None
        colors, frame = self.table.ctx.theme.colors, self.table.ctx.frame
        color = colors.danger if warns else colors.highlight
        # the table's line keeps left of the side column (on the setup and draft screens,
        # inside the window), wrapped when big words would run past it
        area = surface.get_rect()
        draft = self.table.state.phase is Phase.DRAFT
        right = (self.table.draft_area if draft else self.table.screen_area)[1]
        if at is None:  # on the board: right of the piles' captions, left of the column
            left = round(frame.point(MESSAGE_LEFT, 0)[0])
            # and above the own seat's line ("Joueur 1 (vous) · main 2" was covered, issue 35)
            floor = round(frame.point(0, OWN_PIECES[1] - OWN_LINE_ABOVE)[1])
            area = pygame.Rect(left, 0, self.table.board.layout.info.left - left, floor)
            at = (area.centerx, self.table.board.layout.message_point()[1])
        elif right < SCREEN_MESSAGE[0] * 2:
            area.width = round(frame.point(right, 0)[0])
        text = self.table.ctx.text
        for size in (frame.px(15), frame.px(13), frame.px(12)):  # two lines at most if it can
            font = text.body_font(size, True)
            lines = wrap(words, font, area.width - frame.px(40))
            tall = len(lines) * font.get_linesize() + frame.px(8)
            if len(lines) <= 2 and at[1] + tall / 2 <= area.bottom:  # centred, above the floor
                break
        labels = [text.body(words_line, size, color, bold=True) for words_line in lines]
        rect = pygame.Rect(0, 0, max(label.get_width() for label in labels), 0)
        rect.height = sum(label.get_height() for label in labels)
        rect.center = (round(at[0]), round(at[1]))
        pill = rect.inflate(frame.px(20), frame.px(8)).clamp(area)
        rect.center = pill.center
        if self.table.board.lanes.showing(pill):
            return None
        draw_panel(surface, pill, colors.panel, color, alpha=235, radius=frame.px(14))
        y = rect.top
        for label in labels:
            y = blit_text(surface, label, "midtop", (rect.centerx, y)).bottom
        return pill

    def _draw_bar(self, surface: pygame.Surface) -> None:
        ctx = self.table.ctx
        clock = ""
        if self.table.state.options.speed and self.table.turn_clock:
            left = max(0, math.ceil(SPEED_TURN_SECONDS - self.table.turn_clock))
            clock = _("{seconds} s left").format(seconds=left)
        words = (
            self.table.session.game.progress(self.table.state),
            self.table.game.assisted,
            clock,
        )
        buttons = self.table.top_buttons()
        until = min((button.rect.left for button in buttons), default=None)
        self.badges = draw_bar(surface, ctx.theme, ctx.text, ctx.frame, words, until=until)
        draw_buttons(
            surface,
            buttons,
            text=ctx.text,
            palette=ctx.palette,
            mouse=self.table.mouse,
            focused=None,
        )
        self._tooltip(surface, buttons)

    def _tooltip(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        ctx = self.table.ctx
        everything = buttons if self.table.covered else [*buttons, *self.table.controls.buttons]
        tip = tip_for(everything, [], mouse=self.table.mouse, text=ctx.text, theme=ctx.theme)
        pointed = next((b.rect for b in everything if b.rect.collidepoint(self.table.mouse)), None)
        if not tip and not self.table.covered and self.board_shown:  # the board's own tips
            spots = [*self.badges, *self.table.board.tips]
            found = next(
                ((rect, words) for rect, words in spots if rect.collidepoint(self.table.mouse)),
                None,
            )
            if found is not None:
                pointed, tip = found
        if tip and pointed is not None and not self.table.dragging:
            draw_tooltip(
                surface, tip, pointed, text_cache=ctx.text, theme=ctx.theme, frame=ctx.frame
            )
