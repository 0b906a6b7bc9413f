"""The table's chrome around the board, drawn from plain data: the top bar, the preview panel,
the buttons with their tooltips, the message under the banner, the drag hint and the focus
ring. Nothing here knows the scene; the words come from `regicide.narrate`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from regicide.engine import (
    TOTAL_ENEMIES,
    Card,
    GameState,
    Phase,
    can_discard,
    preview_play,
    view,
    yield_problem,
)
from regicide.narrate import (
    ASSISTED_TIP,
    Line,
    Tone,
    defeated_text,
    idle_lines,
    play_title,
    preview_lines,
    progress_tip,
    readable,
    suffer_lines,
    suffer_title,
)
from regicide.themes import Theme
from regicide.ui.assets import Color, TextCache
from regicide.ui.layout import TableLayout
from regicide.ui.log_panel import tone_color
from regicide.ui.widgets import (
    Button,
    Frame,
    Palette,
    blit_text,
    button_face,
    draw_button,
    draw_panel,
    fit_label,
    wrap,
)


def preview_content(state: GameState, seat: int, cards: tuple[Card, ...]) -> tuple[str, list[Line]]:
    """The preview panel: what the selected cards would do, or what the player can do."""
    seen = view(state, seat)
    if state.phase is Phase.CHOOSE_NEXT:
        return "Who takes the next turn?", []
    if state.phase is Phase.SUFFER:
        problem = can_discard(state, cards) if cards else None
        return suffer_title(seen), suffer_lines(seen, cards, problem)
    if not cards:
        return "Your move", idle_lines(seen, yield_problem(state))
    preview = preview_play(state, cards)
    if isinstance(preview, str):
        return play_title(cards, legal=False), [(readable(preview), Tone.DANGER)]
    return play_title(cards, legal=True), preview_lines(preview, seen)


@dataclass(frozen=True)
class Chrome:
    """Draws the table's chrome with one theme, at one layout, for one pointer position."""

    theme: Theme
    text: TextCache
    palette: Palette
    layout: TableLayout
    mouse: tuple[int, int]

    def color(self, tone: Tone) -> Color:
        return tone_color(self.theme, tone)

    def top_bar(
        self, surface: pygame.Surface, defeated: int, assisted: bool
    ) -> list[tuple[pygame.Rect, str]]:
        """The title, a crown for each enemy of the castle (filled once defeated), progress,
        and the assisted badge. Returns the badges with what each means (their tooltips)."""
        c, frame = self.theme.colors, self.layout.frame
        bar = self.layout.top_bar
        draw_panel(surface, bar, c.panel, c.panel_edge, alpha=200, radius=0, border=0)
        title = self.text.title("Regicide", frame.px(28), c.accent)
        blit_text(surface, title, "midleft", (frame.px(18) + frame.offset[0], bar.centery))
        for index in range(TOTAL_ENEMIES):
            center = frame.point(190 + index * 22, 22)
            done = index < defeated
            color = c.accent if done else c.text_dim
            pygame.draw.circle(surface, color, center, frame.px(7), 0 if done else frame.px(2))
        caption = self.text.body(defeated_text(defeated), frame.px(13), c.text_dim)
        progress = blit_text(surface, caption, "midleft", frame.point(460, 22))
        crowns = pygame.Rect(frame.point(180, 12), (progress.right - frame.point(180, 0)[0], 0))
        crowns.height = frame.px(20)
        badges = [(crowns, progress_tip(defeated))]
        if assisted:
            badge = self.text.body("Assisted", frame.px(13), c.danger, bold=True)
            spot = blit_text(surface, badge, "midleft", frame.point(600, 22))
            badges.append((spot, ASSISTED_TIP))
        return badges

    def preview(self, surface: pygame.Surface, title: str, lines: Sequence[Line]) -> bool:
        """The panel that says what the selection would do (RULES.md steps 2–4), grown
        upwards when its words need the room; False if even so some had to be cut."""
        c, f = self.theme.colors, self.layout.frame
        font = self.text.body_font(f.px(14))
        step = max(f.px(19), font.get_linesize())
        rows = [
            (line, tone)
            for text, tone in lines
            for line in wrap(text, font, self.layout.preview.width - f.px(28))
        ]
        rect = self.layout.preview_for(f.px(36) + len(rows) * step + f.px(8))
        draw_panel(surface, rect, c.panel, c.panel_edge, alpha=215, radius=f.px(12))
        heading = fit_label(self.text, title, rect.width - f.px(28), f.px(15), c.accent, bold=True)
        blit_text(surface, heading, "topleft", (rect.left + f.px(14), rect.top + f.px(10)))
        room = max(1, (rect.bottom - f.px(8) - rect.top - f.px(36)) // step)
        whole = len(rows) <= room
        if not whole:  # still too many: the last one shown says more was cut
            rows = [*rows[: room - 1], (rows[room - 1][0].rstrip(" .,") + "…", rows[room - 1][1])]
        for index, (line, tone) in enumerate(rows):
            image = self.text.body(line, f.px(14), self.color(tone))
            blit_text(
                surface,
                image,
                "topleft",
                (rect.left + f.px(14), rect.top + f.px(36) + index * step),
            )
        return whole

    def buttons(
        self,
        surface: pygame.Surface,
        buttons: Sequence[Button],
        focused: object | None,
    ) -> None:
        """The big action buttons and the top bar's."""
        focused_rect = getattr(focused, "rect", None)
        for button in buttons:
            hovered = bool(button.rect.collidepoint(self.mouse))
            focus = button.rect == focused_rect
            draw_button(surface, button, self.text, self.palette, hovered=hovered, focused=focus)

    def tip_for(self, buttons: Sequence[Button], explained: Sequence[str]) -> str:
        """The tooltip of the button under the pointer: why it is disabled (unless the preview
        panel says so already: `explained`), or its key when there was no room to show it."""
        button = next((b for b in buttons if b.rect.collidepoint(self.mouse)), None)
        if button is None:
            return ""
        if button.icon:  # an icon says nothing in words: its tooltip names it and its key
            name = f"{button.label} ({button.hint})" if button.hint else button.label
            return name if button.enabled or not button.reason else f"{name} · {button.reason}"
        if not button.enabled:
            return button.reason if button.reason not in explained else ""
        colors = (self.theme.colors.text, self.theme.colors.text_dim)
        face = button_face(button, self.text, colors)
        if button.hint and face.hint is None:
            return f"{button.label}: {button.hint}"
        return button.label if face.cut else ""

    def tooltip(self, surface: pygame.Surface, text: str, anchor: pygame.Rect) -> None:
        """A small note above `anchor` (below it when there is no room above)."""
        draw_tooltip(
            surface, text, anchor, text_cache=self.text, theme=self.theme, frame=self.layout.frame
        )

    def message(self, surface: pygame.Surface, text: str, *, warning: bool = True) -> None:
        """A pill just under the banner: a refusal or notice (red), or while cards are
        dragged, where they go (in the highlight colour) or why they cannot."""
        if not text:
            return
        c, frame = self.theme.colors, self.layout.frame
        color = c.danger if warning else c.highlight
        label = self.text.body(text, frame.px(15), color, bold=True)
        area = self.layout.banner
        rect = label.get_rect(midtop=(area.centerx, area.bottom + frame.px(4))).inflate(
            frame.px(20), frame.px(8)
        )
        draw_panel(surface, rect, c.panel, color, alpha=240, radius=rect.height // 2)
        blit_text(surface, label, "center", rect.center)

    def focus_ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ring = rect.inflate(10, 10)
        pygame.draw.rect(surface, self.theme.colors.highlight, ring, width=3, border_radius=10)


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    anchor: pygame.Rect,
    *,
    text_cache: TextCache,
    theme: Theme,
    frame: Frame,
) -> None:
    """A small note above `anchor` (below it when there is no room above), kept on screen."""
    c = theme.colors
    label = text_cache.body(text, frame.px(13), c.text)
    gap = frame.px(8)
    rect = label.get_rect(midbottom=(anchor.centerx, anchor.top - gap))
    if rect.top < frame.px(4):
        rect = label.get_rect(midtop=(anchor.centerx, anchor.bottom + gap))
    rect = rect.inflate(frame.px(16), frame.px(10)).clamp(surface.get_rect())
    draw_panel(surface, rect, c.panel, c.panel_edge, alpha=245, radius=frame.px(6))
    blit_text(surface, label, "center", rect.center)
