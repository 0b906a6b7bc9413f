"""Pages of text (How to play, About), scrolled with the wheel, arrows or Page keys."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from regicide.games.protocol import GameDef
from regicide.i18n import _
from regicide.ui.about import about_sections
from regicide.ui.context import AppContext
from regicide.ui.kits import HelpPictures, kit_of
from regicide.ui.scene import Scene
from regicide.ui.widgets import (
    Button,
    blit_text,
    button_height,
    button_width,
    draw_button,
    draw_panel,
    fit_label,
    wrap,
)

LINE_STEP = 40
PICTURE_WIDTH = 640  # design px: a section's picture, centred over its words


Pictures = Callable[[str, int], pygame.Surface | None]


class TextScene(Scene):
    """A titled page of sections (heading, paragraphs) with a Back button; `pictures` may
    give a section a picture under its heading (by heading, at a width in window px)."""

    def __init__(
        self,
        ctx: AppContext,
        title: str,
        sections: list[tuple[str, str]],
        pictures: Pictures | None = None,
    ) -> None:
        self.ctx = ctx
        self.pictures = pictures
        self.title = title
        self.sections = sections
        self.scroll = 0.0
        self._content_height = 0
        self.mouse = (-1, -1)
        self.focused = False  # Tab puts the focus ring on Back (Enter or Esc presses it)

    def next_frame_in(self) -> float | None:
        """A page changes only with input (scrolling, hover, focus)."""
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_DOWN: 1,
                pygame.K_UP: -1,
                pygame.K_PAGEDOWN: 10,
                pygame.K_PAGEUP: -10,
                pygame.K_SPACE: 10,
                pygame.K_HOME: -10_000,
                pygame.K_END: 10_000,
            }
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN):
                self.ctx.stack.pop()
            elif event.key == pygame.K_TAB:
                self.focused = not self.focused
            elif event.key in steps:
                self._scroll_by(steps[event.key] * LINE_STEP)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * LINE_STEP * 1.5)
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self._back_rect().collidepoint(event.pos)
        ):
            self.ctx.stack.pop()

    def _scroll_by(self, amount: float) -> None:
        visible = self._body_rect().height
        limit = max(0, self._content_height - visible)
        self.scroll = min(max(0.0, self.scroll + amount * self.ctx.frame.scale), limit)

    def _body_rect(self) -> pygame.Rect:
        return self.ctx.frame.rect(190, 110, 900, 560)

    def _back_rect(self) -> pygame.Rect:
        """Top left: 130 by 44 design pixels, or as big as its label needs at the UI scale."""
        frame, text = self.ctx.frame, self.ctx.text
        height = button_height(text, frame, 17, 44)
        width = max(130.0, button_width(self._back(), text, frame, 17, height))
        return frame.rect(40, 52 - height / 2, width, height)

    def _back(self) -> Button:
        return Button(
            _("Back"),
            self.ctx.stack.pop,
            # TRANSLATORS: the Escape key, as its name is printed on the player's keyboard
            hint=_("Esc"),
        )

    def back_button(self) -> Button:
        """Back, top left, like every other button (hover, focus ring, its key)."""
        button = self._back()
        button.rect, button.font_size = self._back_rect(), self.ctx.frame.px(17)
        return button

    def draw(self, surface: pygame.Surface) -> None:
        colors, frame, text = self.ctx.theme.colors, self.ctx.frame, self.ctx.text
        surface.fill(colors.felt_edge)
        blit_text(
            surface,
            text.title(self.title, frame.px(46), colors.accent),
            "center",
            frame.point(640, 58),
        )
        body = self._body_rect()
        draw_panel(
            surface,
            body.inflate(frame.px(40), frame.px(20)),
            colors.panel,
            colors.panel_edge,
            alpha=240,
            radius=frame.px(16),
        )
        page = pygame.Surface(body.size, pygame.SRCALPHA)
        self._content_height = self._write(page, body.width)
        surface.blit(page, body.topleft)
        back = self.back_button()
        hovered = back.rect.collidepoint(self.mouse)
        draw_button(surface, back, text, self.ctx.palette, hovered=hovered, focused=self.focused)
        hint = fit_label(  # smaller, rather than cut, where its language runs long
            text,
            _("Scroll with the wheel, the arrow keys or Page Up / Page Down · Esc to go back"),
            frame.px(1240),
            frame.px(13),
            colors.text_dim,
        )
        blit_text(surface, hint, "center", frame.point(640, 700))

    def _write(self, page: pygame.Surface, width: int) -> int:
        """Lay the sections out on `page` from the scroll position; returns the full height."""
        colors, frame, text = self.ctx.theme.colors, self.ctx.frame, self.ctx.text
        font = text.body_font(frame.px(16))
        step = max(frame.px(23), font.get_linesize())  # the lines follow the UI scale
        # a heading stays bigger than its words however big the UI scale draws them
        heading_px = max(frame.px(28), round(font.get_height() * 1.3))
        y = -self.scroll
        for heading, body in self.sections:
            page.blit(text.title(heading, heading_px, colors.accent), (0, round(y)))
            y += heading_px * 1.25 + frame.px(3)
            y = self._picture(page, heading, y, width)
            for line in wrap(body, font, width - frame.px(10)):
                if -step < y < page.get_height():
                    page.blit(text.body(line, frame.px(16), colors.text), (0, round(y)))
                y += step
            y += frame.px(18)
        return round(y + self.scroll)

    def _picture(self, page: pygame.Surface, heading: str, y: float, width: int) -> float:
        """A section's picture at `y` on `page`, centred, framed; returns the y under it."""
        frame = self.ctx.frame
        if self.pictures is None:
            return y
        picture = self.pictures(heading, min(width, frame.px(PICTURE_WIDTH)))
        if picture is None:
            return y
        if -picture.get_height() < y < page.get_height():
            spot = picture.get_rect(midtop=(width // 2, round(y)))
            page.blit(picture, spot)
            edge = self.ctx.theme.colors.panel_edge
            pygame.draw.rect(page, edge, spot.inflate(4, 4), 2, frame.px(4))
        return y + picture.get_height() + frame.px(16)


class HelpScene(TextScene):
    """How to play: the rules of RULES.md, written for players, with pictures of real
    situations when the game draws them (`HelpPictures`)."""

    def __init__(self, ctx: AppContext, game: GameDef) -> None:
        kit = kit_of(game)
        pictures = None
        if isinstance(kit, HelpPictures):
            pictures = partial(_picture, kit, ctx)
        title = _("How to play {game}").format(game=game.title)
        super().__init__(ctx, title, kit.help_pages(), pictures)


def _picture(kit: HelpPictures, ctx: AppContext, heading: str, width: int) -> pygame.Surface | None:
    """A section's picture in the theme the player uses now."""
    return kit.help_picture(heading, ctx.look, width)


class AboutScene(TextScene):
    """The version, the credit to the game's authors, and the licences of bundled assets."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx, _("About"), about_sections())
