"""The title screen: continue, new solo game, new game, how to play, settings, quit."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

import pygame

from regicide.games.protocol import DealJudge
from regicide.games.registry import GAMES
from regicide.i18n import _, language, owned, short_day, word_list
from regicide.play.daily import daily_deal
from regicide.play.opening import Opening, resume_session
from regicide.play.thinking import thinker
from regicide.store.daily_grade import read_grade
from regicide.store.keys import DAILY_KEY
from regicide.store.paths import data_dir
from regicide.store.saves import Saved, SaveError, load_saved
from regicide.support.words import daily_title
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.kits import kit_of
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.from_code import FromCodeScene
from regicide.ui.scenes.help import AboutScene, HelpScene
from regicide.ui.scenes.menu import MenuScene, focus_follows_pointer
from regicide.ui.scenes.saves import SaveActions, SavesScene
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.widgets import (
    Button,
    blit_text,
    button_height,
    button_width,
    draw_panel,
    fill_row,
    line_height,
    pack_rows,
    wrap,
)

MAIN_SIZE, MORE_SIZE, NOTE_SIZE, TAGLINE_SIZE, CREDIT_SIZE = 20, 17, 15, 18, 14  # design px
NOTICE_SIZES = (13, 12, 11)  # a notice's type (design px), smaller for a longer one
RAISED_SIZES = (*NOTICE_SIZES, 10, 9)  # below a raised logo, smaller still before it is cut
NOTICE_LINES = 3  # the lines a notice keeps to where a smaller size allows
SPAN = 1240.0  # the widest a row of buttons or a line may be (design pixels)
AIR = 24.0  # design px a button keeps beside its words, so they never fill it edge to edge
BOTTOM = 680.0  # the bottom row's foot
MORE_GAP = 10.0
NOTE_PAD = 8.0  # above and below the note between the column and the bottom row
LOGO_ROOM = 55.5  # from the logo's centre to the tagline's top
LOGO_HALF = 56.0  # the logo's centre is never higher than this (its top stays on screen)
NEXT_NOTICE_KEY = pygame.K_n  # shows the next notice while they show one at a time
FAN_ROOM = 30.0  # the fan of royals shows only while the logo is at most this much higher


@dataclass(frozen=True)
class TitleSpots:
    """The title screen's places in design pixels (see `TitleScene.spots`)."""

    main_top: float
    main_step: float
    main_width: float
    main_height: float
    more_height: float
    more_places: list[tuple[float, float, float]]  # each bottom button's left, top and width
    logo_y: float
    tagline_y: float | None  # None: no room for the tagline
    credit_y: float | None  # None: no room for the credit either (a long language at 200%)


@dataclass(frozen=True)
class NoticePanel:
    """The title's notices, wrapped whole at a type size (design px) in their panel."""

    rect: pygame.Rect
    size: int
    step: int
    lines: list[str]
    raised: bool = False  # below the raised logo, in the tagline's place
    whole: bool = True  # its lines end by the bottom it was given (above the buttons)
    counter_lines: int = 0  # the last lines say which notice of how many (one at a time)

    @classmethod
    def fit(
        cls,
        ctx: AppContext,
        notices: list[str],
        area: pygame.Rect,
        bottom: int,
        *,
        raised: bool = False,
        counter: str = "",
    ) -> NoticePanel:
        """The notices in `area` (its top and width; 14 design px of padding tall), at the
        first size at which each keeps to three lines and the panel ends by `bottom`, else
        at the smallest size (a longer language's notice is never cut); `raised`, below the
        raised logo, where the smallest sizes are smaller still; `counter`, a last line saying
        which notice of how many is shown (when they are shown one at a time)."""
        frame, text = ctx.frame, ctx.text
        for size in RAISED_SIZES if raised else NOTICE_SIZES:
            font = text.body_font(frame.px(size), bold=True)
            wrapped = [wrap(notice, font, area.width - frame.px(20)) for notice in notices]
            counted = wrap(counter, font, area.width - frame.px(20)) if counter else []
            lines = [line for kept in wrapped for line in kept] + counted
            rect = area.copy()
            rect.height += font.get_linesize() * len(lines)
            if all(len(kept) <= NOTICE_LINES for kept in wrapped) and rect.bottom <= bottom:
                break
        step = font.get_linesize()
        return cls(rect, size, step, lines, raised, rect.bottom <= bottom, len(counted))


class TitleScene(MenuScene):
    first_button_y = 318.0
    button_height = 44

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.game = ctx.chosen_game  # the game last chosen, kept in the settings
        self.saved: Saved | None = None
        self._showcase_cache: tuple[tuple[int, int], pygame.Surface] | None = None
        self._grade: tuple[tuple[str, str, int, str], str] | None = (
            None  # (game, day, n, language), words
        )
        self.news: list[str] = []  # the notices shown on this visit (none said elsewhere)
        self.notice_rect: pygame.Rect | None = None  # where the notices were last drawn
        self.drawn_logo: pygame.Rect | None = None  # and the logo
        self.notice_page = 0  # the notice shown when they do not all fit (one at a time)
        self.notices_paged = False  # whether they were last drawn one at a time
        self.autosave_notice = ""  # a broken autosave's notice: shown first, it matters most

    def enter(self) -> None:
        """Look for a game in progress each time the title shows (Enter continues it)."""
        super().enter()
        self.saved = None
        self.news = []  # news a table has said ("Saved as…") stays with that table
        self.notice_rect = None
        self.notice_page = 0
        self.notices_paged = False
        self.focus.index = None
        if not self.ctx.autosave.exists():
            return
        try:
            saved = load_saved(self.ctx.autosave)
        except SaveError as error:
            self.autosave_notice = _(
                "Your saved game could not be loaded ({problem}); it stays as it is, and is "
                "kept aside under a new name when a new game starts"
            ).format(problem=error.problem)  # where it breaks (its name says nothing)
            self.ctx.notices.append(self.autosave_notice)
            return
        if saved.game.to_act(saved.match.state) is not None:
            self.saved = saved

    def buttons(self) -> list[Button]:
        return self.main_buttons() + self.more_buttons()

    def main_buttons(self) -> list[Button]:
        """The big column: what most visits are for (a game in progress to continue first,
        then the game to play, when the table has more than one)."""
        buttons = []
        if self.saved is not None:
            about = _("Your {game} game in progress, where you left it.").format(
                game=self.saved.game.title
            )
            buttons.append(Button(_("Continue"), self._continue, hint=_("Enter"), about=about))
        if len(GAMES) > 1:
            buttons.append(
                Button(
                    _("Game: {game}").format(game=self.game.title),
                    lambda: self.choose_game(1),
                    hint="←/→",
                    about=_("Choose the game to play: {games}.").format(
                        games=word_list([game.title for game in GAMES])
                    ),
                )
            )
        label, about, opening = kit_of(self.game).quick_start()
        counts = self.game.seat_counts
        seats = f"{counts[0]}–{counts[-1]}" if len(counts) > 1 else f"{counts[0]}"
        buttons += [
            Button(label, lambda: self.ctx.navigation.deal(opening), about=about),
            Button(
                _("New game ({seats} players)").format(seats=seats),
                lambda: self.ctx.navigation.new_game(self.game),
                about=_("Choose the seats and the variant rules."),
            ),
            Button(
                _("Daily deal"),
                self._daily,
                about=_("{daily}: the same deal for everyone today.").format(
                    daily=daily_title(short_day(date.today()))
                )
                + self._daily_grade(),
            ),
            Button(
                _("Learn to play"),
                lambda: kit_of(self.game).tutorial(self.ctx),
                about=_("A guided practice deal: every rule, one step at a time."),
            ),
        ]
        return buttons

    def more_buttons(self) -> list[Button]:
        """The row along the bottom."""
        push = self.ctx.stack.push
        return [
            Button(_("Load"), self._load, about=_("Your saved games.")),
            Button(
                _("Records"),
                lambda: push(kit_of(self.game).records(self.ctx)),
                about=_("Your medals, statistics and past games (watch their replays)."),
            ),
            Button(
                _("From a code"),
                lambda: push(FromCodeScene(self.ctx)),
                about=_("Play a deal by its code."),
            ),
            Button(_("How to play"), lambda: push(HelpScene(self.ctx, self.game))),
            Button(_("Settings"), lambda: push(SettingsScene(self.ctx))),
            Button(_("About"), lambda: push(AboutScene(self.ctx))),
            Button(_("Quit"), self.ctx.quit, about=_("Close Regicide (Esc asks first).")),
        ]

    def laid_out(self) -> list[Button]:
        """The main column under the title, the others in a row along the bottom (two rows
        when a big UI scale makes their labels too wide for one)."""
        frame, spots = self.ctx.frame, self.spots()
        main, more = self.main_buttons(), self.more_buttons()
        for index, button in enumerate(main):
            top = spots.main_top + index * spots.main_step
            button.rect = frame.rect(
                640 - spots.main_width / 2, top, spots.main_width, spots.main_height
            )
            button.font_size = frame.px(MAIN_SIZE)
        for button, (left, top, width) in zip(more, spots.more_places, strict=True):
            button.rect = frame.rect(left, top, width, spots.more_height)
            button.font_size = frame.px(MORE_SIZE)
        buttons = main + more
        if self.focus.index is None:  # Enter starts what most visits are for, not the chooser
            self.focus.index = 1 if len(GAMES) > 1 and self.saved is None else 0
        self.focus.clamp(len(buttons))
        return buttons

    def spots(self) -> TitleSpots:
        """Where everything goes (design pixels), measured from the words at the player's UI
        scale: the bottom rows, the note above them, the main column above that, the two
        lines over the column and the logo over them. At 100% these are the design's own
        places; bigger type pushes the column and the logo up (and, when even that leaves
        no room, the tagline goes: then the bottom buttons take a row fewer where their own
        widths allow it)."""
        spots = self._spots(tight=False)
        return spots if spots.tagline_y is not None else self._spots(tight=True)

    def _spots(self, *, tight: bool) -> TitleSpots:
        """`spots`, the bottom buttons `tight` (each as wide as its own label) or even."""
        frame, text = self.ctx.frame, self.ctx.text
        main, more = self.main_buttons(), self.more_buttons()
        more_height = button_height(text, frame, MORE_SIZE, 40)
        rows = self._more_rows(more, more_height, tight=tight)
        more_top = BOTTOM - len(rows) * more_height - (len(rows) - 1) * MORE_GAP
        places: list[tuple[float, float, float]] = []
        for number, row in enumerate(rows):
            left = 640 - (sum(row) + (len(row) - 1) * MORE_GAP) / 2
            for width in row:
                places.append((left, more_top + number * (more_height + MORE_GAP), width))
                left += width + MORE_GAP
        main_height = button_height(text, frame, MAIN_SIZE, 46)
        main_width = max(
            360.0,
            min(
                SPAN, max(button_width(b, text, frame, MAIN_SIZE, main_height) for b in main) + AIR
            ),
        )
        note = self._longest_note_lines(main + more) * line_height(text, frame, NOTE_SIZE)
        gap = 12.0 if main_height == 46 else 8.0
        column_height = len(main) * main_height + (len(main) - 1) * gap
        main_top = min(322.0, more_top - 2 * NOTE_PAD - note - column_height)
        header = self._header(main_top)
        return TitleSpots(
            main_top,
            main_height + gap,
            main_width,
            main_height,
            more_height,
            places,
            *header,
        )

    def _more_rows(self, more: list[Button], height: float, *, tight: bool) -> list[list[float]]:
        """The bottom buttons' widths (design px) in their rows: all as wide as the widest
        label needs, as many to a row as SPAN holds; `tight`, where a longer language's
        labels ("Aus einem Code", "Spielanleitung" at 200%) take a row more that way, each as
        wide as its own label needs and as many to a row as fit, each row filling its room
        (a third row pushed the column into the logo at 960x540)."""
        text, frame = self.ctx.text, self.ctx.frame
        needs = [max(150.0, button_width(b, text, frame, MORE_SIZE, height) + AIR) for b in more]
        need = max(needs)
        per_row = min(len(more), max(1, int((SPAN + MORE_GAP) // (need + MORE_GAP))))
        count = -(-len(more) // per_row)
        per_row = -(-len(more) // count)  # as even as the rows can be
        width = min(need, (SPAN - MORE_GAP * (per_row - 1)) / per_row)
        even = [
            [width] * len(more[start : start + per_row]) for start in range(0, len(more), per_row)
        ]
        packed = pack_rows(needs, SPAN, MORE_GAP)
        if not tight or len(packed) >= len(even):
            return even
        rows = []
        for row in packed:
            wanted = [needs[index] for index in row]
            room = min(SPAN, len(row) * max(wanted) + (len(row) - 1) * MORE_GAP)
            rows.append(fill_row(wanted, room, MORE_GAP))
        return rows

    def _longest_note_lines(self, buttons: list[Button]) -> int:
        """The lines the longest note takes, wrapped as it is drawn (the daily deal's, with
        how hard it is, may take two at a big UI scale): the column stands above them all."""
        font = self.ctx.text.body_font(self.ctx.frame.px(NOTE_SIZE))
        width = self.ctx.frame.px(self.note_width())
        return max((len(wrap(b.about, font, width)) for b in buttons if b.about), default=1)

    def _header(self, main_top: float) -> tuple[float, float | None, float | None]:
        """The logo's, the tagline's and the credit's centres, up from the main column's top;
        the tagline goes (None) when the logo has no room over it, and then the credit too
        when the logo has none over the credit alone."""
        frame, text = self.ctx.frame, self.ctx.text
        credit_height = line_height(text, frame, CREDIT_SIZE)
        credit_y = main_top - 34
        tagline_bottom = credit_y - credit_height / 2 - 7
        tagline_height = len(
            self.wrapped(owned(self.game, self.game.tagline), TAGLINE_SIZE, SPAN)
        ) * line_height(text, frame, TAGLINE_SIZE)
        logo_y = min(196.0, tagline_bottom - tagline_height - LOGO_ROOM)
        if logo_y >= LOGO_HALF:
            return logo_y, tagline_bottom - tagline_height / 2, credit_y
        if tagline_bottom - LOGO_ROOM >= LOGO_HALF:
            return min(196.0, tagline_bottom - LOGO_ROOM), None, credit_y
        return max(LOGO_HALF, min(196.0, main_top - LOGO_ROOM - 7)), None, None

    def back(self) -> None:
        """Esc asks first (the Quit button, which says so, quits at once)."""
        self.ctx.stack.push(
            ConfirmScene(
                self.ctx,
                _("Quit Regicide?"),
                _("Nothing is lost: a game in progress is saved; Continue goes on with it."),
                (_("Quit"), self.ctx.quit),
                _("Stay"),
            )
        )

    def _continue(self) -> None:
        if self.saved is not None:
            self.ctx.navigation.open(resume_session(self.saved, self.ctx.autosaver))

    def _load(self) -> None:
        self.ctx.stack.push(SavesScene(self.ctx, SaveActions()))

    @property
    def today(self) -> str:
        return date.today().isoformat()

    def _daily_grade(self) -> str:
        """How hard today's deal is, once the worker process or `regicide daily --grade`
        worked it out (issue 34): read once a day and game, and again when the worker says
        it kept a grade; never a card."""
        key = (self.game.name, self.today, thinker().graded, language())  # again once one is kept
        if self._grade is None or self._grade[0] != key:
            seed = daily_deal(self.game, date.today()).seed
            kept = read_grade(data_dir(), self.game.name, self.today, seed)
            self._grade = (
                key,
                " " + _("How hard: {grade}.").format(grade=self._grade_words(kept)) if kept else "",
            )
        return self._grade[1]

    def _grade_words(self, kept: dict[str, Any]) -> str:
        """The kept grade in the language spoken now where the game can say it again (the
        worker process kept its line in the language it spoke), else its kept line."""
        said = self.game.grade_line(kept) if isinstance(self.game, DealJudge) else None
        return said or str(kept["line"])

    def _daily(self) -> None:
        """Today's deal (docs/codes.md): its daily seats, official rules, its seed from the
        date."""
        deal = daily_deal(self.game, date.today())
        seats = self.game.daily_seats
        notes = {DAILY_KEY: self.today}
        self.ctx.navigation.deal(Opening(deal.game, deal.players, deal.seed, (), seats, notes))

    def choose_game(self, step: int) -> None:
        """The next game of the table (or the one before), its buttons and fan in place."""
        index = GAMES.index(self.game)
        self.game = GAMES[(index + step) % len(GAMES)]
        self.ctx.choose_game(self.game)
        self._showcase_cache = None

    def handle(self, event: pygame.event.Event) -> None:
        focus_follows_pointer(self, event)  # one lit row: the hover or the focus
        arrows = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
        if self._next_notice(event):
            return
        if event.type == pygame.KEYDOWN and event.key in arrows and len(GAMES) > 1:
            self.choose_game(arrows[event.key])
            return
        super().handle(event)

    def _next_notice(self, event: pygame.event.Event) -> bool:
        """N, or a click on the panel, shows the next notice while they show one at a time
        (the last one leads back to the first); whether the event was that."""
        if not self.notices_paged or self.notice_rect is None:
            return False
        key = event.type == pygame.KEYDOWN and event.key == NEXT_NOTICE_KEY
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if not (key or (click and self.notice_rect.collidepoint(event.pos))):
            return False
        self.notice_page += 1
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        spots = self.spots()
        notice = self._notice_panel(spots)
        header = (spots.logo_y, spots.tagline_y, spots.credit_y)
        if notice is not None and notice.raised:  # the logo up, the panel in its lines' place
            header = (self._raised_logo_y(), None, None)
        logo_y, tagline_y, credit_y = header
        if 196 - logo_y <= FAN_ROOM:  # no room above a raised logo: no fan
            self._showcase(surface)
        self.title_text(surface, self.game.title, logo_y, 100)
        self.drawn_logo = self.logo_rect(logo_y)
        if tagline_y is not None:
            self.line(
                surface, owned(self.game, self.game.tagline), tagline_y, TAGLINE_SIZE, width=SPAN
            )
        if credit_y is not None:
            byline = owned(self.game, self.game.byline)
            self.line(surface, byline, credit_y, CREDIT_SIZE, dim=True, width=SPAN)
        self.draw_buttons(surface)
        if notice is not None:
            self._draw_notice(surface, notice)

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        """Between the main column and the bottom row."""
        spots = self.spots()
        bottom = spots.main_top + (len(self.main_buttons()) - 1) * spots.main_step
        return self.ctx.frame.point(640, bottom + spots.main_height + NOTE_PAD)

    def logo_rect(self, logo_y: float) -> pygame.Rect:
        """Where the game's title (the logo) paints its letters, centred at design `logo_y`
        (the letters alone: not the empty room the font keeps above and below them)."""
        frame = self.ctx.frame
        label = self.ctx.text.title(self.game.title, frame.px(100), self.ctx.theme.colors.accent)
        center = frame.point(640, logo_y)
        placed = label.get_rect(center=(round(center[0]), round(center[1])))
        return label.get_bounding_rect().move(placed.topleft)

    def _raised_logo_y(self) -> float:
        """The logo as high as it goes, its top on screen (room below it for a notice)."""
        frame = self.ctx.frame
        return (frame.px(4) - self.logo_rect(0).top) / frame.scale  # its letters 4 px down

    def _news(self) -> list[str]:
        """The notices for this visit of the title: news not yet shown elsewhere (a game kept
        in Records, a file that could not be read), the last three."""
        self.news += self.ctx.notices[self.ctx.notices_read :]
        self.ctx.notices_read = len(self.ctx.notices)
        return self.news[-3:]

    def _notice_panel(self, spots: TitleSpots) -> NoticePanel | None:
        """The notices' panel, all of them where they fit whole above the buttons; else one
        at a time, the oldest (the autosave's, which matters most) first, with a line saying
        which of how many and how to see the next (N or a click on the panel)."""
        notices = self._news()
        self.notices_paged = False
        if not notices:
            return None
        every = self._placed_notice(spots, notices)
        if every.whole or len(notices) == 1:
            return every
        self.notices_paged = True
        self.notice_page %= len(notices)
        notices = sorted(notices, key=lambda notice: notice != self.autosave_notice)
        number, count = self.notice_page + 1, len(notices)
        shown = notices[self.notice_page]
        counter = _("Notice {number} of {count} · N or a click: the next")
        own_line = self._placed_notice(spots, [shown], counter.format(number=number, count=count))
        if own_line.whole:
            return own_line
        short = _("({number}/{count}, N: next)").format(number=number, count=count)
        return self._placed_notice(spots, [f"{short} {shown}"])  # no room for a line of its own

    def _placed_notice(
        self, spots: TitleSpots, notices: list[str], counter: str = ""
    ) -> NoticePanel:
        """The panel for `notices`: at the top, over the logo's room, where it clears the
        logo; else (a long language's notice at a big UI scale, issue 35) below the raised
        logo, in the tagline's and the credit's place, as wide as a row, never over the
        logo."""
        frame = self.ctx.frame
        logo_top = self.logo_rect(spots.logo_y).top
        top_area = frame.rect(140, 8, 1000, 14)
        top = NoticePanel.fit(self.ctx, notices, top_area, logo_top, counter=counter)
        if top.rect.bottom <= logo_top:
            return top
        below = self.logo_rect(self._raised_logo_y()).bottom + frame.px(4)
        area = frame.rect(640 - SPAN / 2, 0, SPAN, 14)
        area.top = below
        column_top = round(frame.point(0, spots.main_top)[1]) - frame.px(NOTE_PAD)
        return NoticePanel.fit(self.ctx, notices, area, column_top, raised=True, counter=counter)

    def _draw_notice(self, surface: pygame.Surface, notice: NoticePanel) -> None:
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        self.notice_rect = notice.rect
        draw_panel(surface, notice.rect, colors.panel, colors.accent, alpha=245, radius=frame.px(8))
        top = notice.rect.top + frame.px(7)
        first_counter = len(notice.lines) - notice.counter_lines
        for index, words in enumerate(notice.lines):
            ink = colors.text_dim if index >= first_counter else colors.text
            label = text.body(words, frame.px(notice.size), ink, bold=True)
            blit_text(surface, label, "midtop", (notice.rect.centerx, top + index * notice.step))

    def _showcase(self, surface: pygame.Surface) -> None:
        """A faint fan of royals behind the title (composed once per window size)."""
        size = surface.get_size()
        if self._showcase_cache is None or self._showcase_cache[0] != size:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            frame = self.ctx.frame
            width = frame.px(76)
            faces = kit_of(self.game).showcase(self.ctx, width)
            for index, face in enumerate(faces):
                offset = index - (len(faces) - 1) / 2
                image = pygame.transform.rotozoom(face, -offset * 9, 1.0)
                # clear of the window's top, and high enough that no card reaches down into
                # the logo's letters
                center = frame.point(640 + offset * 96, 68 + abs(offset) ** 1.5 * 7)
                layer.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
            layer.set_alpha(70)
            self._showcase_cache = (size, layer)
        surface.blit(self._showcase_cache[1], (0, 0))
