"""Settings: theme (with a live preview of a table), animation speed, reduced motion, UI
scale, sound and volume, full screen; each saved as soon as it changes. Themes that could
not be loaded are listed with the reason.

Every row works by keyboard: Up/Down/Tab move the focus ring, Left/Right change the value,
Enter or Space changes it too (or goes back, on Back), Esc goes back. A click on a row's
left half steps its value back, on its right half forward.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.store.paths import user_themes_dir
from regicide.store.settings import SPEEDS, UI_SCALES
from regicide.themes import ThemeEntry, find_themes
from regicide.ui.context import AppContext
from regicide.ui.hud import draw_felt
from regicide.ui.preview import ThemePreview
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button, blit_text, draw_panel, fit_label, wrap

ROW_LEFT, ROW_WIDTH, ROW_TOP, ROW_HEIGHT, ROW_GAP = 70, 520, 132, 44, 8
PREVIEW = (640, 132, 570, 321)  # x, y, width, height in design pixels (16:9)
VOLUME_STEP = 10


@dataclass
class Setting(Button):
    """A row: `name` on the left, `value` on the right; `adjust(step)` changes it."""

    name: str = ""
    value: str = ""
    adjust: Callable[[int], None] | None = None
    level: float | None = None  # 0..1: drawn as a slider (the volume)


def _step(options: list[str], current: str, step: int) -> str:
    if current not in options:
        return options[0]
    return options[(options.index(current) + step) % len(options)]


class SettingsScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.entries: list[ThemeEntry] = []
        self.preview = ThemePreview()

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
        sound = "On" if settings.sound else "Off"
        if settings.sound and not ctx.sounds.available:
            sound = "On (no audio device)"
        rows = [
            self._row("Theme", ctx.theme.name, self._theme, "Left/Right: try each theme"),
            self._row(
                "Animation speed",
                settings.animation_speed.title(),
                self._speed,
                "How fast cards move; Instant skips the animations.",
            ),
            self._row(
                "Reduced motion",
                "On" if settings.reduced_motion else "Off",
                lambda step: self.ctx.update_settings(reduced_motion=not settings.reduced_motion),
                "On: cards fade in at their place instead of flying there.",
            ),
            self._row(
                "UI scale",
                f"{settings.ui_scale}%",
                self._ui_scale,
                "Bigger words, buttons and panels; the cards keep their size.",
            ),
            self._row("Sound", sound, lambda step: self._sound(), "Sound effects on or off."),
            self._row(
                "Volume",
                f"{settings.volume}%",
                self._volume,
                "Left/Right: quieter or louder.",
                level=settings.volume / 100,
            ),
            self._row(
                "Full screen",
                "On" if ctx.window.fullscreen else "Off",
                lambda step: self._fullscreen(),
                "F11 toggles it anywhere.",
            ),
        ]
        back = Setting("Back", self.back, hint="Esc", name="Back")
        return [*rows, back]

    def _row(
        self,
        name: str,
        value: str,
        adjust: Callable[[int], None],
        about: str,
        level: float | None = None,
    ) -> Setting:
        return Setting(
            f"{name}: {value}",
            lambda: adjust(1),
            about=about,
            name=name,
            value=value,
            adjust=adjust,
            level=level,
        )

    def _theme(self, step: int) -> None:
        current = self.ctx.settings.theme
        if current not in self.theme_keys:
            current = self.ctx.theme.key
        self.ctx.apply_theme(_step(self.theme_keys, current, step))

    def _speed(self, step: int) -> None:
        speed = _step(list(SPEEDS), self.ctx.settings.animation_speed, step)
        self.ctx.update_settings(animation_speed=speed)

    def _ui_scale(self, step: int) -> None:
        scales = [str(scale) for scale in UI_SCALES]
        scale = _step(scales, str(self.ctx.settings.ui_scale), step)
        self.ctx.update_settings(ui_scale=int(scale))

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
        buttons = self.buttons()
        frame = self.ctx.frame
        for index, button in enumerate(buttons):
            top = ROW_TOP + index * (ROW_HEIGHT + ROW_GAP)
            width = ROW_WIDTH if index < len(buttons) - 1 else 200
            button.rect = frame.rect(ROW_LEFT, top, width, ROW_HEIGHT)
            button.font_size = frame.px(18)
        if self.focus.index is None and buttons:
            self.focus.index = 0
        self.focus.clamp(len(buttons))
        return buttons

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
        return self.ctx.frame.point(ROW_LEFT + ROW_WIDTH / 2, 562)

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
        label = self.ctx.text.title("Settings", frame.px(46), colors.accent)
        blit_text(surface, label, "midleft", frame.point(ROW_LEFT, 88))
        saved = self.ctx.text.body("Changes are saved at once.", frame.px(14), colors.text_dim)
        blit_text(surface, saved, "midright", frame.point(ROW_LEFT + ROW_WIDTH, 92))
        rows = self.laid_out()
        for index, row in enumerate(rows):
            self._draw_row(surface, row, focused=index == self.focus.index)
        self._note(surface, rows)
        self._draw_preview(surface)
        self._draw_folder(surface)

    def _draw_row(self, surface: pygame.Surface, row: Button, *, focused: bool) -> None:
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        rect = row.rect
        lit = rect.collidepoint(self.mouse) or focused
        fill = colors.accent if lit else colors.panel
        draw_panel(surface, rect, fill, colors.panel_edge, alpha=250, radius=rect.height // 3)
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
        pad = frame.px(16)
        if not isinstance(row, Setting) or row.adjust is None:
            label = text.body(row.label, row.font_size, ink, bold=True)
            blit_text(surface, label, "center", rect.center)
            return
        name = text.body(row.name, row.font_size, ink, bold=True)
        blit_text(surface, name, "midleft", (rect.left + pad, rect.centery))
        right = text.body("▶", row.font_size, ink)
        right_rect = blit_text(surface, right, "midright", (rect.right - pad, rect.centery))
        slot = pygame.Rect(0, 0, frame.px(190), rect.height)
        slot.midright = (right_rect.left - frame.px(8), rect.centery)
        left = text.body("◀", row.font_size, ink)
        blit_text(surface, left, "midright", (slot.left - frame.px(8), rect.centery))
        if row.level is not None:
            self._slider(surface, row, slot, ink)
        else:
            value = fit_label(text, row.value, slot.width, row.font_size, ink)
            blit_text(surface, value, "center", slot.center)

    def _slider(
        self, surface: pygame.Surface, row: Setting, slot: pygame.Rect, ink: tuple[int, int, int]
    ) -> None:
        frame = self.ctx.frame
        level = row.level or 0.0
        value = self.ctx.text.body(row.value, row.font_size, ink)
        track = pygame.Rect(0, 0, frame.px(120), max(3, frame.px(6)))
        track.midleft = (slot.left + frame.px(8), slot.centery)
        pygame.draw.rect(surface, ink, track, width=1, border_radius=track.height // 2)
        filled = track.copy()
        filled.width = round(track.width * level)
        pygame.draw.rect(surface, ink, filled, border_radius=track.height // 2)
        pygame.draw.circle(surface, ink, (filled.right, track.centery), max(4, frame.px(9)))
        blit_text(surface, value, "midleft", (track.right + frame.px(14), slot.centery))

    def _draw_preview(self, surface: pygame.Surface) -> None:
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        x, y, width, height = PREVIEW
        box = frame.rect(x, y, width, height)
        surface.blit(self.preview.image(self.ctx.look, box.size), box.topleft)
        pygame.draw.rect(surface, colors.panel_edge, box.inflate(4, 4), width=2, border_radius=4)
        theme = self.ctx.theme
        lines = [(theme.description or theme.name, colors.text)]
        credit = " · ".join(part for part in (theme.author, theme.licence) if part)
        if theme.cards.image_set is not None:
            card_set = theme.cards.image_set
            credit += f" · cards: {card_set.name}" + (
                f" ({card_set.licence})" if card_set.licence else ""
            )
        if credit:
            lines.append((credit.strip(" ·"), colors.text_dim))
        top = y + height + 14
        for words, color in lines:
            label = fit_label(text, words, box.width, frame.px(15), color)
            blit_text(surface, label, "topleft", frame.point(x, top))
            top += 22
        self._draw_broken(surface, top + 8)

    def _draw_broken(self, surface: pygame.Surface, top: float) -> None:
        """Themes that could not be loaded, each with its first problem (3 at most)."""
        broken = self.broken
        if not broken:
            return
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        x, _, width, _ = PREVIEW
        heading = f"{len(broken)} theme{'s' if len(broken) > 1 else ''} could not be loaded:"
        blit_text(
            surface,
            text.body(heading, frame.px(15), colors.danger, bold=True),
            "topleft",
            frame.point(x, top),
        )
        top += 22
        font = text.body_font(frame.px(13))
        for entry in broken[:3]:
            problems = entry.problem.splitlines()
            first = problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else "")
            for line in wrap(first, font, frame.px(width))[:2]:
                label = text.body(line, frame.px(13), colors.text)
                blit_text(surface, label, "topleft", frame.point(x + 10, top))
                top += 18
            if top > 660:
                break

    def _draw_folder(self, surface: pygame.Surface) -> None:
        """Where the player's own themes go (themes/README.md says how to make one)."""
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        invitation = "Add your own themes and card sets (see themes/README.md) in:"
        font = self.ctx.text.body_font(frame.px(13))
        lines = wrap(invitation, font, frame.px(ROW_WIDTH))  # whole, on two lines if need be
        lines.append(str(user_themes_dir()))
        step = font.get_linesize() / frame.scale
        for index, words in enumerate(lines):
            label = fit_label(
                self.ctx.text, words, frame.px(ROW_WIDTH), frame.px(13), colors.text_dim
            )
            bottom = 662 - (len(lines) - 1 - index) * step
            blit_text(surface, label, "bottomleft", frame.point(ROW_LEFT, bottom))
