"""Settings: theme (with a live preview of a table), animation speed, reduced motion, sound
and volume, UI scale, full screen; each saved as soon as it changes. Themes that could
not be loaded are listed with the reason.

Every row works by keyboard: Up/Down/Tab move the focus ring, Left/Right change the value,
Enter or Space changes it too (or goes back, on Back), Esc goes back. A click on a row's
left half steps its value back, on its right half forward.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.i18n import (
    N_,
    SYSTEM,
    _,
    language,
    language_name,
    languages,
    ngettext,
    percentage,
)
from regicide.play import turns
from regicide.store.paths import user_themes_dir
from regicide.store.settings import SPEEDS, UI_SCALES
from regicide.support.resources import themes_dir
from regicide.support.words import speed_about
from regicide.themes.problem_words import theme_words
from regicide.themes.theme import ThemeEntry, find_themes
from regicide.ui.assets import MIN_TEXT_PX
from regicide.ui.context import AppContext
from regicide.ui.desktop import show_folder
from regicide.ui.felt import draw_felt
from regicide.ui.kits import Option, kit_of, options_of
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import (
    Button,
    blit_text,
    button_height,
    button_width,
    cut_short,
    draw_panel,
    ellipsized,
    fit_label,
    hover_fill,
    line_height,
    text_width,
    wrap,
)

ROW_LEFT, ROW_WIDTH, ROW_TOP, ROW_HEIGHT, ROW_GAP = 70, 520, 132, 46, 10
TIGHT_GAP = 6  # between rows when a big UI scale leaves no room for ROW_GAP
PREVIEW = (640, 132, 570, 321)  # x, y, width, height in design pixels (16:9) at 100%
VOLUME_STEP = 10
ROW_SIZE, NOTE_SIZE, CAPTION_SIZE, PROBLEM_SIZE = 18, 15, 15, 13
INK = (0, 0, 0)  # for measuring words (their colour does not change their width)
SLOT_WIDTH = 190  # the value between the arrows, at least (design pixels)
ROW_PAD, ARROW_GAP, NAME_GAP = 16, 8, 16
WIDEST_ROW = 720  # rows grow with their words up to this; the preview takes the rest
COLUMN_GAP = 50  # between the rows and the preview
PROBLEM_HANG = 14  # a broken theme's problem's next lines stand this much further in
PANEL_FOOT = 662  # the lowest line of words inside the panel
PANEL_EDGE = 676  # the panel's foot (680) less a margin: the note under the buttons ends above
LEAST_NOTE = 11  # the note shrinks no lower (design pixels) to stay in the panel
PANEL_SPAN = 1120  # the note's width when it may span the panel (design pixels)
TRACK_WIDTH, TRACK_LEAST = 120, 40  # the volume slider's track, and its least at big scales
PREVIEW_LEAST = 72  # the preview shrinks no lower (design pixels) to leave its captions room
HEADING_Y = 88  # the title's middle line: the Language row sits on it, over the preview


@dataclass(frozen=True)
class SettingsLayout:
    """Where the settings scene puts things (design pixels), measured from its words at the
    player's UI scale. At 100% these are the design's own places."""

    row_width: float
    row_height: float
    row_gap: float
    slot_width: float
    note_top: float
    preview: tuple[float, float, float, float]  # x, y, width, height
    column_width: float  # the preview's column
    #: The captions leave out the theme's description: too little room under the preview for
    #: it and a broken theme's problem (960x540 200%: the problem was not drawn at all).
    brief: bool = False

    @property
    def rows_right(self) -> float:
        return ROW_LEFT + self.row_width


@dataclass
class Setting(Button):
    """A row: `name` on the left, `value` on the right; `adjust(step)` changes it."""

    name: str = ""
    value: str = ""
    adjust: Callable[[int], None] | None = None
    level: float | None = None  # 0..1: drawn as a slider (the volume)
    slot: float | None = None  # the value's width (design px) when not the rows' common one


#: The animation speeds' names, by their settings key.
SPEED_NAMES = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}


def speed_name(speed: str) -> str:
    """An animation speed's name in the player's language ("Normal", "Normal", "Normale")."""
    return _(SPEED_NAMES.get(speed, speed.title()))


def on_off(on: bool) -> str:
    """A switch's value in the player's language."""
    return _("On") if on else _("Off")


def percent_text(value: int) -> str:
    """A share in per cent as the language writes it ("80%", "80 %")."""
    return percentage(value / 100)


def _step(options: list[str], current: str, step: int) -> str:
    if current not in options:
        return options[0]
    return options[(options.index(current) + step) % len(options)]


def next_scale(current: int, step: int) -> int:
    """The UI scale one step up (`step` 1) or down (-1) from `current`, round from the last to
    the first; a scale between the offered ones (set in the file) steps to its neighbour."""
    if current in UI_SCALES:
        return UI_SCALES[(UI_SCALES.index(current) + step) % len(UI_SCALES)]
    if step > 0:
        return next((scale for scale in UI_SCALES if scale > current), UI_SCALES[0])
    return next((scale for scale in reversed(UI_SCALES) if scale < current), UI_SCALES[-1])


class SettingsScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.entries: list[ThemeEntry] = []
        self.game = ctx.chosen_game  # whose table shows the theme, whose options show
        self._name_px = MIN_TEXT_PX  # the settings' names, all at one size (see _names_px)

    def enter(self) -> None:
        """Look at the theme folders each time (a theme may have been added meanwhile)."""
        super().enter()
        self.entries = find_themes()

    @property
    def theme_keys(self) -> list[str]:
        return [entry.key for entry in self.entries if entry.theme is not None] or ["classic"]

    @property
    def broken(self) -> list[ThemeEntry]:
        return [entry for entry in self.entries if entry.theme is None]

    # -- the rows ----------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        settings, ctx = self.ctx.settings, self.ctx
        sound = on_off(settings.sound)
        sound_about = _("Sound effects on or off.")
        if settings.sound and not ctx.sounds.available:
            sound_about = _("Sound effects on or off. No audio device was found: nothing plays.")
        rows = [
            self._row(_("Theme"), _(ctx.theme.name), self._theme, _("Left/Right: try each theme")),
            self._row(
                _("Animation speed"),
                speed_name(settings.animation_speed),
                self._speed,
                speed_about(turns.FAST_THINKING),
            ),
            self._row(
                _("Reduced motion"),
                on_off(settings.reduced_motion),
                lambda step: self.ctx.update_settings(reduced_motion=not settings.reduced_motion),
                _("On: cards fade in at their place instead of flying there."),
            ),
            self._row(_("Sound"), sound, lambda step: self._sound(), sound_about),
            self._row(
                _("Volume"),
                percent_text(settings.volume),
                self._volume,
                _("Left/Right: quieter or louder."),
                level=settings.volume / 100,
            ),
            self._row(
                _("UI scale"),
                percent_text(settings.ui_scale),
                self._ui_scale,
                _("Bigger words, buttons and panels; the cards keep their size."),
            ),
            *(self._option(option) for option in options_of(kit_of(self.game))),
            self._row(
                _("Full screen"),
                on_off(ctx.window.fullscreen),
                lambda step: self._fullscreen(),
                _("F11 toggles it anywhere."),
            ),
            self._row(
                _("Language"),
                self._language_value(settings.language),
                self._language,
                _("System follows your computer's language."),
            ),
        ]
        back = Setting(_("Back"), self.back, hint=_("Esc"), name=_("Back"))
        folder = Setting(
            _("Show themes folder"),
            self._show_folder,
            about=_("Your own themes and card sets go in this folder (its README says how)."),
            name=_("Show themes folder"),
        )
        return [*rows, back, folder]

    def _option(self, option: Option) -> Setting:
        """A row of the chosen game's own (on or off)."""
        on = bool(getattr(self.ctx.settings, option.field))
        return self._row(
            _(option.name),
            on_off(on),
            lambda step: self.ctx.update_settings(**{option.field: not on}),
            _(option.about),
        )

    def _show_folder(self) -> None:
        """The player's themes folder in the system's file manager."""
        problem = show_folder(user_themes_dir(), guide=themes_dir() / "README.md")
        self.feedback = problem or ""

    def _row(
        self,
        name: str,
        value: str,
        adjust: Callable[[int], None],
        about: str,
        level: float | None = None,
    ) -> Setting:
        return Setting(
            _("{setting}: {value}").format(setting=name, value=value),
            lambda: adjust(1),
            about=about,
            name=name,
            value=value,
            adjust=adjust,
            level=level,
        )

    def _language(self, step: int) -> None:
        """The next language (System first, then English and each catalog's), at once."""
        choices = [SYSTEM, *languages()]
        self.ctx.apply_language(_step(choices, self.ctx.settings.language, step))

    @staticmethod
    def _language_value(setting: str) -> str:
        """ "System (Deutsch)" for the system's language, else the language's own name."""
        if setting == SYSTEM:
            return _("System ({language})").format(language=language_name(language()))
        return language_name(setting)

    def _theme(self, step: int) -> None:
        current = self.ctx.settings.theme
        if current not in self.theme_keys:
            current = self.ctx.theme.key
        self.ctx.apply_theme(_step(self.theme_keys, current, step))

    def _speed(self, step: int) -> None:
        speed = _step(list(SPEEDS), self.ctx.settings.animation_speed, step)
        self.ctx.update_settings(animation_speed=speed)

    def _ui_scale(self, step: int) -> None:
        self.ctx.update_settings(ui_scale=next_scale(self.ctx.settings.ui_scale, step))

    def _sound(self) -> None:
        on = not self.ctx.settings.sound
        if on and not self.ctx.sounds.available:
            self.ctx.sounds.open()
        self.ctx.update_settings(sound=on)

    def _volume(self, step: int) -> None:
        volume = max(0, min(100, self.ctx.settings.volume + step * VOLUME_STEP))
        self.ctx.update_settings(volume=volume)
        self.ctx.sounds.play("card")

    def _fullscreen(self) -> None:
        self.ctx.window.toggle_fullscreen()
        self.ctx.update_settings(fullscreen=self.ctx.window.fullscreen)

    # -- layout and input --------------------------------------------------------------------

    def laid_out(self) -> list[Button]:
        """The rows, then Back and Show themes folder side by side under them; Language (the
        last row, after them in the keys' order) in the heading, over the preview."""
        buttons = self.buttons()
        frame, layout, text = self.ctx.frame, self.layout(), self.ctx.text
        *rows, language, back, folder = buttons
        assert isinstance(language, Setting)
        language.slot = max(layout.slot_width, self._widest(self._language_values()))
        width = max(self._row_need(language, language.slot), layout.column_width)
        right = PREVIEW[0] + PREVIEW[2]
        top = HEADING_Y - layout.row_height / 2
        language.rect = frame.rect(right - width, top, width, layout.row_height)
        step = layout.row_height + layout.row_gap
        for index, row in enumerate(rows):
            top = ROW_TOP + index * step
            row.rect = frame.rect(ROW_LEFT, top, layout.row_width, layout.row_height)
        left, top = float(ROW_LEFT), ROW_TOP + len(rows) * step
        for button in (back, folder):
            width = max(200, button_width(button, text, frame, ROW_SIZE, layout.row_height) + 24)
            # no wider than the rows above (the preview's captions are beside them): a long
            # label (German, French) is drawn smaller rather than run under the captions
            width = max(120.0, min(width, layout.rows_right - left))
            button.rect = frame.rect(left, top, width, layout.row_height)
            left += width + 12
        for button in buttons:
            button.font_size = frame.px(ROW_SIZE)
        if self.focus.index is None and buttons:
            self.focus.index = 0
        self.focus.clamp(len(buttons))
        return buttons

    def layout(self) -> SettingsLayout:
        """Rows as tall as their words and as wide as the longest name beside the widest
        value; the row note under them; the preview beside them, shrunk (16:9) to leave room
        for its captions."""
        rows = self.buttons()[:-2]
        row_height, slot, row_width = self._row_sizes(rows)
        # the rows' notes (Show themes folder's, longer, spans the panel or shrinks: note_size)
        note = max(self.block_height(row.about, NOTE_SIZE, row_width) for row in rows)
        row_gap = ROW_GAP
        count = len(rows)  # the rows under the heading (Language is in it), and the buttons
        rows_bottom = ROW_TOP + count * (row_height + row_gap) - row_gap
        if rows_bottom + 8 + note > PANEL_FOOT:
            row_gap = TIGHT_GAP
            rows_bottom = ROW_TOP + count * (row_height + row_gap) - row_gap
        note_top = max(rows_bottom + 8, min(rows_bottom + 22, PANEL_FOOT - note))
        column_x = ROW_LEFT + row_width + COLUMN_GAP
        column_width = PREVIEW[0] + PREVIEW[2] - column_x
        broken = self._broken_least(column_width) if self.broken else 0
        brief = bool(self.broken) and (
            PANEL_FOOT - PREVIEW[1] - self._caption_height(column_width) - broken < PREVIEW_LEAST
        )
        room = PANEL_FOOT - PREVIEW[1] - self._caption_height(column_width, brief) - broken
        height = max(PREVIEW_LEAST, min(column_width * 9 / 16, room))
        preview = (column_x, PREVIEW[1], height * 16 / 9, height)
        return SettingsLayout(
            row_width,
            row_height,
            row_gap,
            slot,
            note_top,
            preview,
            column_width,
            brief,
        )

    def _row_sizes(self, rows: list[Button]) -> tuple[float, float, float]:
        """The rows' height, the value slot's width and the rows' width (design pixels): the
        longest name beside the widest value any row can show, at the player's UI scale."""
        frame, text = self.ctx.frame, self.ctx.text
        row_height = button_height(text, frame, ROW_SIZE, ROW_HEIGHT)
        slider = TRACK_LEAST + 22 + text_width(text, frame, "100%", ROW_SIZE)
        values = [text_width(text, frame, value, ROW_SIZE) for value in self._values()]
        slot = max(SLOT_WIDTH, slider, max(values) + 2 * ARROW_GAP)
        arrows = 2 * (text_width(text, frame, "▶", ROW_SIZE) + ARROW_GAP)
        names = [row.name for row in rows if isinstance(row, Setting)]
        name = max(text_width(text, frame, words, ROW_SIZE, bold=True) for words in names)
        width = 2 * ROW_PAD + name + NAME_GAP + arrows + slot
        return row_height, slot, min(WIDEST_ROW, max(ROW_WIDTH, width))

    @staticmethod
    def _slot(row: Button, layout: SettingsLayout) -> float:
        return (row.slot if isinstance(row, Setting) else None) or layout.slot_width

    def _widest(self, values: list[str]) -> float:
        """The design width of the widest value, between its arrows' gaps."""
        frame, text = self.ctx.frame, self.ctx.text
        return max(text_width(text, frame, value, ROW_SIZE) for value in values) + 2 * ARROW_GAP

    def _language_values(self) -> list[str]:
        return [self._language_value(code) for code in (SYSTEM, *languages())]

    def _row_need(self, row: Button, slot: float) -> float:
        """The design width a row needs for its whole name beside a value `slot` wide."""
        frame, text = self.ctx.frame, self.ctx.text
        arrows = 2 * (text_width(text, frame, "▶", ROW_SIZE) + ARROW_GAP)
        name = (
            text_width(text, frame, row.name, ROW_SIZE, bold=True)
            if isinstance(row, Setting)
            else 0
        )
        return 2 * ROW_PAD + name + NAME_GAP + arrows + slot

    def _values(self) -> list[str]:
        """Every value a row can show (so the rows keep their width while values change)."""
        themes = [_(entry.theme.name) for entry in self.entries if entry.theme is not None]
        values = [_(self.ctx.theme.name), *themes, *(speed_name(speed) for speed in SPEEDS)]
        return [*values, on_off(True), on_off(False), *map(percent_text, UI_SCALES)]

    def _caption_lines(
        self, width: float, brief: bool = False
    ) -> list[tuple[str, tuple[int, int, int]]]:
        """The theme's description and credit under the preview, wrapped to `width` (`brief`:
        the credit only)."""
        colors, theme, frame = self.ctx.theme.colors, self.ctx.theme, self.ctx.frame
        credit = " · ".join(part for part in (_(theme.author), theme.licence) if part)
        if theme.cards.image_set is not None:
            card_set = theme.cards.image_set
            cards = (
                _("cards: {name} ({licence})") if card_set.licence else _("cards: {name}")
            ).format(name=_(card_set.name), licence=card_set.licence)
            credit += f" · {cards}"
        font = self.ctx.text.body_font(frame.px(CAPTION_SIZE))
        described = "" if brief else _(theme.description or theme.name)
        wrapped = wrap(described, font, frame.px(width)) if described else []
        lines = [(line, colors.text) for line in wrapped]
        if credit.strip(" ·"):
            lines += [
                (line, colors.text_dim) for line in wrap(credit.strip(" ·"), font, frame.px(width))
            ]
        return lines

    def _caption_step(self) -> float:
        return max(22.0, line_height(self.ctx.text, self.ctx.frame, CAPTION_SIZE) + 4)

    def _caption_height(self, width: float, brief: bool = False) -> float:
        return 14 + len(self._caption_lines(width, brief)) * self._caption_step()

    def _broken_least(self, width: float) -> float:
        """Room for the broken themes' heading (on as many lines as it wraps to: German's
        takes two at 960x540 200%) and their problems' lines whole: the preview shrinks and
        its captions leave out the theme's description first (German's unknown key lost all
        but "neon.yaml: unbekannter Schlüssel „colour“" at 960x540 200%, issue 35)."""
        heading, problems, _hanging = self._broken_lines(width)
        return 8 + len(heading) * self._caption_step() + len(problems) * self._problem_step()

    def _broken_lines(self, width: float) -> tuple[list[str], list[str], set[int]]:
        """The broken themes' heading wrapped to `width` (design px), and their problems'
        lines: each theme's first problem (with how many more it has), a little in, its next
        lines further in (PROBLEM_HANG: where one theme's problem ends and the next begins);
        one theme gets all its lines, two or three two lines each (the last ending in "…"
        where more were left out), the others are not listed; and which of the problems'
        lines are such next lines."""
        frame, text = self.ctx.frame, self.ctx.text
        heading_font = text.body_font(frame.px(CAPTION_SIZE), bold=True)
        heading = wrap(self._broken_heading(), heading_font, frame.px(width))
        font = text.body_font(frame.px(PROBLEM_SIZE))
        room = frame.px(width - 10 - PROBLEM_HANG)
        lines: list[str] = []
        hanging: set[int] = set()
        for entry in self.broken[:3]:
            wrapped = wrap(_first_problem(entry), font, room)
            kept = wrapped if len(self.broken) == 1 else cut_short(wrapped, 2, font, room)
            hanging.update(range(len(lines) + 1, len(lines) + len(kept)))
            lines += kept
        return heading, lines, hanging

    def _broken_heading(self) -> str:
        count = len(self.broken)
        return ngettext(
            "{count} theme could not be loaded:", "{count} themes could not be loaded:", count
        ).format(count=count)

    def _problem_step(self) -> float:
        return max(18.0, line_height(self.ctx.text, self.ctx.frame, PROBLEM_SIZE) + 2)

    def handle(self, event: pygame.event.Event) -> None:
        rows = self.laid_out()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            row = rows[self.focus.index] if self.focus.index is not None else None
            if isinstance(row, Setting) and row.adjust is not None:
                row.adjust(1 if event.key == pygame.K_RIGHT else -1)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, row in enumerate(rows):
                if row.rect.collidepoint(event.pos):
                    self.focus.index = index
                    if isinstance(row, Setting) and row.adjust is not None:
                        row.adjust(
                            -1 if event.pos[0] < row.rect.centerx - row.rect.width // 6 else 1
                        )
                        return
        super().handle(event)

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        layout = self.layout()
        if self._note_spans(layout):
            return self.ctx.frame.point(640, layout.note_top)
        return self.ctx.frame.point(ROW_LEFT + layout.row_width / 2, layout.note_top)

    def note_width(self) -> float:
        layout = self.layout()
        return PANEL_SPAN if self._note_spans(layout) else layout.row_width

    def _note_spans(self, layout: SettingsLayout) -> bool:
        """Whether the note may span the panel: the preview's captions end above it (a big
        UI scale pushes the note down past them) and no broken theme is listed there."""
        y, height = layout.preview[1], layout.preview[3]
        captions = y + height + self._caption_height(layout.column_width, layout.brief)
        return not self.broken and captions <= layout.note_top

    def note_size(self) -> float:
        """NOTE_SIZE, or a smaller size at which the longest note (with the bold of a
        refusal) stays above the panel's foot under the buttons: German's note on the themes
        folder ran out of the panel at 960×540 200%."""
        layout, frame = self.layout(), self.ctx.frame
        room = frame.px(PANEL_EDGE - layout.note_top)
        notes = [button.about for button in self.buttons()] + [self.feedback]
        size = float(NOTE_SIZE)
        width = self.note_width()
        while size > LEAST_NOTE and self._note_height(notes, size, width) > room:
            size -= 1
        return size

    def _note_height(self, notes: list[str], size: float, width: float) -> int:
        """Window px the tallest of `notes` takes, wrapped as the note is drawn."""
        frame, text = self.ctx.frame, self.ctx.text
        font = text.body_font(frame.px(size), True)
        return max(len(wrap(note, font, frame.px(width))) for note in notes) * font.get_linesize()

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        draw_felt(surface, self.ctx.theme)
        draw_panel(
            surface,
            frame.rect(40, 40, 1200, 640),
            colors.panel,
            colors.panel_edge,
            alpha=240,
            radius=frame.px(20),
        )
        layout = self.layout()
        label = self.ctx.text.title(_("Settings"), frame.px(46), colors.accent)
        title = blit_text(surface, label, "midleft", frame.point(ROW_LEFT, HEADING_Y))
        saved = self.ctx.text.body(_("Changes are saved at once."), frame.px(14), colors.text_dim)
        rows = self.laid_out()
        right = max(
            frame.point(layout.rows_right, 0)[0], title.right + frame.px(24) + saved.get_width()
        )
        right = min(right, rows[-3].rect.left - frame.px(24))  # clear of Language
        if right - saved.get_width() >= title.right + frame.px(12):
            blit_text(surface, saved, "midright", (right, frame.point(0, 92)[1]))
        self._name_px = self._names_px(rows, layout)
        for index, row in enumerate(rows):
            self._draw_row(surface, row, layout, focused=index == self.focus.index)
        self._note(surface, rows)
        self._draw_preview(surface, layout)

    def _name_room(self, row: Button, layout: SettingsLayout) -> int:
        """How wide a setting's name may be: from the row's left pad to its left arrow."""
        frame, text = self.ctx.frame, self.ctx.text
        arrows = text.body("◀", row.font_size, INK).get_width()
        arrows += text.body("▶", row.font_size, INK).get_width()
        gaps = 2 * frame.px(ARROW_GAP) + frame.px(NAME_GAP) + 2 * frame.px(ROW_PAD)
        return row.rect.width - arrows - frame.px(self._slot(row, layout)) - gaps

    def _names_px(self, rows: list[Button], layout: SettingsLayout) -> int:
        """One size for every setting's name (they stand in a column, so they look alike):
        the largest at which each fits its room, as big as the UI scale makes it at most."""
        text, sizes = self.ctx.text, []
        for row in rows:
            if not isinstance(row, Setting) or row.adjust is None:
                continue
            px, room = text.body_px(row.font_size), self._name_room(row, layout)
            while px > MIN_TEXT_PX and text.body_exact(row.name, px, INK, True).get_width() > room:
                px -= 1
            sizes.append(px)
        return min(sizes, default=MIN_TEXT_PX)

    def _draw_row(
        self, surface: pygame.Surface, row: Button, layout: SettingsLayout, *, focused: bool
    ) -> None:
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        rect = row.rect
        lit = focused  # gold: what the keys change; under the pointer only a lighter face
        pointed = rect.collidepoint(self.mouse) and not lit
        fill = colors.accent if lit else hover_fill(colors.panel, colors.accent, pointed)
        edge = colors.accent if pointed else colors.panel_edge
        draw_panel(surface, rect, fill, edge, alpha=250, radius=rect.height // 3)
        if focused:  # the focus ring: drawn outside the row, thick, in the accent colour
            ring = rect.inflate(frame.px(10), frame.px(10))
            pygame.draw.rect(
                surface,
                colors.highlight,
                ring,
                width=max(2, frame.px(3)),
                border_radius=rect.height // 2,
            )
        ink = colors.panel if lit else colors.text
        pad = frame.px(ROW_PAD)
        if not isinstance(row, Setting) or row.adjust is None:
            label = fit_label(text, row.label, rect.width - 2 * pad, row.font_size, ink, bold=True)
            blit_text(surface, label, "center", rect.center)
            return
        right = text.body("▶", row.font_size, ink)
        right_rect = blit_text(surface, right, "midright", (rect.right - pad, rect.centery))
        slot = pygame.Rect(0, 0, frame.px(self._slot(row, layout)), rect.height)
        slot.midright = (right_rect.left - frame.px(ARROW_GAP), rect.centery)
        left = text.body("◀", row.font_size, ink)
        blit_text(surface, left, "midright", (slot.left - frame.px(ARROW_GAP), rect.centery))
        room = self._name_room(row, layout)  # never under the arrows
        name = ellipsized(text, row.name, self._name_px, room, ink, bold=True)
        blit_text(surface, name, "midleft", (rect.left + pad, rect.centery))
        if row.level is not None:
            self._slider(surface, row, slot, ink)
        else:
            value = fit_label(text, row.value, slot.width, row.font_size, ink)
            blit_text(surface, value, "center", slot.center)

    def _slider(
        self, surface: pygame.Surface, row: Setting, slot: pygame.Rect, ink: tuple[int, int, int]
    ) -> None:
        """The volume: a track as long as the slot leaves beside its value (at most
        TRACK_WIDTH), the value at the slot's right end."""
        frame = self.ctx.frame
        level = row.level or 0.0
        value = self.ctx.text.body(row.value, row.font_size, ink)
        room = slot.width - frame.px(8 + 14) - value.get_width()
        track = pygame.Rect(
            0, 0, max(frame.px(20), min(frame.px(TRACK_WIDTH), room)), max(3, frame.px(6))
        )
        track.midleft = (slot.left + frame.px(8), slot.centery)
        pygame.draw.rect(surface, ink, track, width=1, border_radius=track.height // 2)
        filled = track.copy()
        filled.width = round(track.width * level)
        pygame.draw.rect(surface, ink, filled, border_radius=track.height // 2)
        pygame.draw.circle(surface, ink, (filled.right, track.centery), max(4, frame.px(9)))
        blit_text(surface, value, "midleft", (track.right + frame.px(14), slot.centery))

    def _draw_preview(self, surface: pygame.Surface, layout: SettingsLayout) -> float:
        """The preview, its captions wrapped under it and the broken themes; returns the
        design y under the last line drawn."""
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        x, y, width, height = layout.preview
        box = frame.rect(x, y, width, height)
        preview = kit_of(self.game).preview(self.ctx.look, box.size)
        surface.blit(preview, box.topleft)
        pygame.draw.rect(surface, colors.panel_edge, box.inflate(4, 4), width=2, border_radius=4)
        top = y + height + 14
        step = self._caption_step()
        for words, color in self._caption_lines(layout.column_width, layout.brief):
            label = text.body(words, frame.px(CAPTION_SIZE), color)
            blit_text(surface, label, "topleft", frame.point(x, top))
            top += step
        return self._draw_broken(surface, top + 8, PANEL_FOOT, layout.column_width)

    def _draw_broken(self, surface: pygame.Surface, top: float, foot: float, width: float) -> float:
        """Themes that could not be loaded, each with its first problem (3 at most), the last
        line shown ending in "…" where they do not all fit above `foot`; returns the design y
        under the last line."""
        if not self.broken:
            return top
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        x = self.layout().preview[0]
        heading, problems, hanging = self._broken_lines(width)
        for line in heading:
            label = text.body(line, frame.px(CAPTION_SIZE), colors.danger, bold=True)
            blit_text(surface, label, "topleft", frame.point(x, top))
            top += self._caption_step()
        step = self._problem_step()
        fit = max(
            1, int((foot - top) / step + 1e-6)
        )  # the layout's room to the line, less float's dust
        font = text.body_font(frame.px(PROBLEM_SIZE))
        shown = cut_short(problems, fit, font, frame.px(width - 10 - PROBLEM_HANG))
        for index, line in enumerate(shown):
            hang = PROBLEM_HANG if index in hanging else 0
            label = text.body(line, frame.px(PROBLEM_SIZE), colors.text)
            blit_text(surface, label, "topleft", frame.point(x + 10 + hang, top))
            top += step
        return top


def _first_problem(entry: ThemeEntry) -> str:
    """A broken theme's first problem in the player's words, with how many more it has."""
    problems = [theme_words(problem) for problem in entry.problem.splitlines()]
    if len(problems) == 1:
        return problems[0]
    return ngettext(
        "{problem} (and {count} more)", "{problem} (and {count} more)", len(problems) - 1
    ).format(problem=problems[0], count=len(problems) - 1)
