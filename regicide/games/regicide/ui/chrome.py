"""The table's chrome around the board, drawn from plain data: the top bar, the preview panel,
the buttons with their tooltips, the message under the banner, the drag hint and the focus
ring. Nothing here knows the scene; the words come from `regicide.games.regicide.narrate`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from regicide.games.regicide.engine import (
    TOTAL_ENEMIES,
    Card,
    GameState,
    Phase,
    Refusal,
    can_discard,
    flip_problem,
    preview_play,
    view,
    yield_problem,
)
from regicide.games.regicide.narrate import (
    Line,
    Tone,
    defeated_text,
    idle_lines,
    play_title,
    preview_lines,
    progress_tip,
    refusal_words,
    suffer_lines,
    suffer_title,
)
from regicide.games.regicide.narrate.marks import Mark
from regicide.games.regicide.ui.layout import MARK_TEXT, PREVIEW_TEXT, PROGRESS_X, TableLayout
from regicide.games.regicide.ui.table_controls import button_keys
from regicide.i18n import _
from regicide.themes.theme import Theme
from regicide.ui.assets import Color, TextCache
from regicide.ui.bar import draw_buttons, draw_tooltip, tip_for
from regicide.ui.log_panel import tone_color
from regicide.ui.widgets import (
    Button,
    Palette,
    blit_text,
    cut_short,
    draw_panel,
    wrap,
    wrap_balanced,
)


def preview_content(state: GameState, seat: int, cards: tuple[Card, ...]) -> tuple[str, list[Line]]:
    """The preview panel: what the selected cards would do, or what the player can do."""
    seen = view(state, seat)
    if state.phase is Phase.CHOOSE_NEXT:
        return _("Who takes the next turn?"), []
    if state.phase is Phase.SUFFER:
        problem = can_discard(state, cards) if cards else None
        return suffer_title(seen), suffer_lines(seen, cards, problem)
    if not cards:
        return _("Your move"), idle_lines(seen, yield_problem(state), flip_problem(state) is None)
    preview = preview_play(state, cards)
    if isinstance(preview, Refusal):
        return play_title(cards, legal=False), [(refusal_words(preview), Tone.DANGER)]
    return play_title(cards, legal=True), preview_lines(preview, seen)


@dataclass(frozen=True)
class PreviewPanel:
    """The preview panel laid out: its rect (window px), the margin left of its words, the
    heading's lines and their step, where the rows start under the top, the rows (with
    their tones) and their step, whether every line shows whole, and the rows' type size."""

    rect: pygame.Rect
    pad: int
    heading: list[str]
    head_step: int
    head: int
    rows: list[Line]
    step: int
    whole: bool
    px: int  # the rows' type size (window px, before the UI scale)


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
        self,
        surface: pygame.Surface,
        defeated: int,
        marks: Sequence[Mark] = (),
        buttons_left: int = 0,
    ) -> list[tuple[pygame.Rect, str]]:
        """The title, a crown for each enemy of the castle (filled once defeated), the
        progress, and the game's marks (a daily deal, assisted, a stated position) as small
        pills, left of the bar's buttons (from `buttons_left`, window x): the caption shortens
        ("3/12") before a mark goes, and the crowns go (the caption counts) before a mark
        does; the crowns' tooltip says the rest. Returns the badges with what each means
        (their tooltips)."""
        c, frame = self.theme.colors, self.layout.frame
        bar = self.layout.top_bar
        edge_to_edge = pygame.Rect(0, 0, surface.get_width(), bar.bottom)  # any window shape
        draw_panel(surface, edge_to_edge, c.panel, c.panel_edge, alpha=200, radius=0, border=0)
        middle = bar.centery
        title = self.text.title("Regicide", frame.px(28), c.accent)  # the name
        blit_text(surface, title, "midleft", (frame.px(18) + frame.offset[0], middle))
        x = frame.point(PROGRESS_X, 0)[0]
        crowns = pygame.Rect(frame.point(180, 0)[0], middle - frame.px(10), 0, frame.px(20))
        gap, right = frame.px(10), buttons_left or bar.right
        marked = [(self._pill(mark), mark) for mark in marks]
        caption, pills = self._fitting(defeated, marked, round(right - x))
        if caption is None or len(pills) < len(marked):  # the caption, every mark: not crowns
            x = crowns.left
            caption, pills = self._fitting(defeated, marked, round(right - x))
        else:
            self._crowns(surface, defeated, middle)
        crowns.width = round(x - crowns.left)
        if caption is not None:
            progress = blit_text(surface, caption, "midleft", (x, middle))
            crowns.width = progress.right - crowns.left
            x = progress.right + frame.px(10)
        badges = [(crowns, progress_tip(defeated))]
        for pill, mark in pills:
            badges.append((blit_text(surface, pill, "midleft", (x, middle)), mark.tip))
            x += pill.get_width() + gap
        return badges

    def _crowns(self, surface: pygame.Surface, defeated: int, middle: int) -> None:
        """A crown for each enemy of the castle, filled once defeated."""
        c, frame = self.theme.colors, self.layout.frame
        for index in range(TOTAL_ENEMIES):
            center = (frame.point(190 + index * 22, 0)[0], middle)
            done = index < defeated
            color = c.accent if done else c.text_dim
            pygame.draw.circle(surface, color, center, frame.px(7), 0 if done else frame.px(2))

    def _fitting(
        self, defeated: int, pills: list[tuple[pygame.Surface, Mark]], room: int
    ) -> tuple[pygame.Surface | None, list[tuple[pygame.Surface, Mark]]]:
        """The progress caption and the marks that fit in `room` window px: the caption in
        full, else short ("3/12") before any mark goes; the last marks go first."""
        frame, c = self.layout.frame, self.theme.colors
        room -= frame.px(12)
        gap = frame.px(10)
        for words in (defeated_text(defeated), f"{defeated}/{TOTAL_ENEMIES}"):
            caption = self.text.body(words, frame.px(13), c.text_dim)
            need = caption.get_width() + frame.px(10)
            if need + sum(pill.get_width() + gap for pill, _ in pills) <= room:
                return caption, pills
        kept = list(pills)
        while kept and need + sum(pill.get_width() + gap for pill, _ in kept) > room:
            kept.pop()
        return (caption, kept) if need <= room else (None, [])

    def _pill(self, mark: Mark) -> pygame.Surface:
        """A mark's words in its tone, on a small rounded plate edged in the same colour."""
        frame = self.layout.frame
        color = self.color(mark.tone)
        words = self.text.body(mark.words, frame.px(MARK_TEXT), color, bold=True)
        size = words.get_rect().inflate(frame.px(14), frame.px(4)).size
        pill = pygame.Surface(size, pygame.SRCALPHA)
        radius = pill.get_height() // 2
        pygame.draw.rect(pill, (*self.theme.colors.panel, 255), pill.get_rect(), 0, radius)
        pygame.draw.rect(pill, (*color, 255), pill.get_rect(), max(1, frame.px(1)), radius)
        blit_text(pill, words, "center", pill.get_rect().center)
        return pill

    def preview(
        self,
        surface: pygame.Surface,
        title: str,
        lines: Sequence[Line],
        actions: Sequence[str] | None = None,
        below: int = 0,
        *,
        clear: float = 0.0,
        top: int | None = None,
    ) -> bool:
        """The panel that says what the selection would do (RULES.md steps 2–4), as
        `preview_panel` lays it out; False if any of its words had to go."""
        c, f, layout = self.theme.colors, self.layout.frame, self.layout
        panel = self.preview_panel(title, lines, actions, below, clear=clear, top=top)
        rect, pad = panel.rect, panel.pad
        draw_panel(surface, rect, c.panel, c.panel_edge, alpha=215, radius=f.px(12))
        for index, line in enumerate(panel.heading):
            image = self.text.body_exact(line, layout.text_px(15), c.accent, bold=True)
            at = (rect.left + pad, rect.top + f.px(10) + index * panel.head_step)
            blit_text(surface, image, "topleft", at)
        for index, (line, tone) in enumerate(panel.rows):
            image = self.text.body(line, panel.px, self.color(tone))
            at = (rect.left + pad, rect.top + panel.head + index * panel.step)
            blit_text(surface, image, "topleft", at)
        return panel.whole

    def preview_panel(
        self,
        title: str,
        lines: Sequence[Line],
        actions: Sequence[str] | None = None,
        below: int = 0,
        *,
        clear: float = 0.0,
        top: int | None = None,
    ) -> PreviewPanel:
        """The preview panel's place and words: its heading wrapped, grown upwards when its
        words need the room (over the action buttons labelled `actions`, and `below` window
        px kept free at its foot for the seat chooser; with no actions, ending `clear` design
        px above the window's margin, where the onlooker's caption goes; under window y
        `top`, the note of the known draws, when given). When even so the words do not fit,
        the dim how-to lines go first, then the rows' type shrinks up to three steps (a longer
        language's words, or the room under that note, issue 35), and only then is the last
        line shown cut; the panel is as tall as the lines it shows."""
        f, layout = self.layout.frame, self.layout
        bigger = self.text.scale > 1  # tighter margins: more room for the bigger words
        pad, under, foot = (
            (f.px(12), f.px(10), f.px(6)) if bigger else (f.px(14), f.px(12), f.px(8))
        )
        width = layout.preview.width - 2 * pad
        heading = layout.lines(title, 15, width / f.scale, bold=True)
        head_step = layout.font(15, bold=True).get_linesize()
        head = max(f.px(36), under + len(heading) * head_step)
        most = layout.preview_for(f.px(720), actions, clear, top)  # the most room it may take
        kept = [line for line in lines if line[1] is not Tone.DIM]
        for size in PREVIEW_SIZES:  # the first size whose rows fit
            font = self.text.body_font(f.px(size))
            step = max(f.px(size + 5), font.get_linesize())
            room = max(1, (most.bottom - foot - below - most.top - head) // step)
            rows = _rows(lines, font, width)
            if len(rows) > room:
                rows = _rows(kept, font, width)
            if len(rows) <= room:
                break
        whole = len(rows) <= room
        if not whole:  # still too many: the last one shown says more was cut
            texts = cut_short([row for row, _tone in rows], room, font, width)
            rows = [(words, tone) for words, (_row, tone) in zip(texts, rows, strict=False)]
        rect = layout.preview_for(head + len(rows) * step + foot + below, actions, clear, top)
        return PreviewPanel(rect, pad, heading, head_step, head, rows, step, whole, f.px(size))

    def buttons(
        self, surface: pygame.Surface, buttons: Sequence[Button], focused: object | None
    ) -> None:
        """The big action buttons and the top bar's."""
        draw_buttons(
            surface,
            buttons,
            text=self.text,
            palette=self.palette,
            mouse=self.mouse,
            focused=focused,
        )

    def tip_for(self, buttons: Sequence[Button], explained: Sequence[str]) -> str:
        """The tooltip of the button under the pointer (bar.tip_for, with the table's keys)."""
        return tip_for(
            buttons,
            explained,
            mouse=self.mouse,
            text=self.text,
            theme=self.theme,
            keys=button_keys(),
        )

    def tooltip(self, surface: pygame.Surface, text: str, anchor: pygame.Rect) -> None:
        """A small note above `anchor` (below it when there is no room above)."""
        draw_tooltip(
            surface, text, anchor, text_cache=self.text, theme=self.theme, frame=self.layout.frame
        )

    def message_place(
        self, text: str, banner: str = "", avoid: Sequence[pygame.Rect] = ()
    ) -> tuple[pygame.Rect, list[str], bool]:
        """Where the message pill goes, its lines, and whether it takes the banner's place:
        just under
        the banner (showing `banner`), wrapped to its width; over the banner instead where
        under it the pill would reach `avoid` (the hand's key numbers, in a small window at a
        big UI scale): the refusal matters more than the instruction it answers."""
        frame, layout = self.layout.frame, self.layout
        font = layout.font(15, bold=True)
        area = layout.banner_for(len(layout.banner_lines(banner)[0])) if banner else layout.banner
        lines = self.message_lines(text, area.width)
        width = max(font.size(line)[0] for line in lines)
        rect = pygame.Rect(0, 0, width, font.get_linesize() * len(lines))
        rect.inflate_ip(frame.px(20), frame.px(8))
        rect.midtop = (area.centerx, area.bottom + frame.px(4))
        if rect.collidelist(list(avoid)) < 0:
            return rect, lines, False
        rect.center = area.center
        return rect, lines, True

    def message(
        self,
        surface: pygame.Surface,
        text: str,
        *,
        warning: bool = True,
        banner: str = "",
        avoid: Sequence[pygame.Rect] = (),
    ) -> None:
        """A pill at `message_place`: a refusal or notice (red), or while cards are dragged,
        where they go (in the highlight colour) or why they cannot."""
        if not text:
            return
        c, frame, layout = self.theme.colors, self.layout.frame, self.layout
        color = c.danger if warning else c.highlight
        font = layout.font(15, bold=True)
        rect, lines, _bold = self.message_place(text, banner, avoid)
        step = font.get_linesize()
        rect.clamp_ip(surface.get_rect())
        draw_panel(
            surface, rect, c.panel, color, alpha=240, radius=min(rect.height // 2, frame.px(18))
        )
        for index, line in enumerate(lines):
            label = self.text.body_exact(line, layout.text_px(15), color, bold=True)
            blit_text(
                surface, label, "midtop", (rect.centerx, rect.top + frame.px(4) + index * step)
            )

    def message_lines(self, text: str, width: int) -> list[str]:
        """A message's lines in a pill `width` wide: as even as can be, never one word
        alone on the last ("back)." under a whole line)."""
        room = width - self.layout.frame.px(20)
        return wrap_balanced(text, self.layout.font(15, bold=True), room)

    def focus_ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ring = rect.inflate(10, 10)
        pygame.draw.rect(surface, self.theme.colors.highlight, ring, width=3, border_radius=10)


#: The preview rows' type sizes (design px), tried in turn until the rows fit their room.
PREVIEW_SIZES = (PREVIEW_TEXT, PREVIEW_TEXT - 1, PREVIEW_TEXT - 2, PREVIEW_TEXT - 3)


def _rows(lines: Sequence[Line], font: pygame.font.Font, width: int) -> list[Line]:
    """The preview's lines wrapped to `width` window px, each row with its line's tone; a
    short bracket ("(♣ doubled)") is kept on one row where it fits one."""
    rows: list[Line] = []
    for words, tone in lines:
        kept = _SHORT_BRACKET.sub(lambda match: match.group(0).replace(" ", "\u00a0"), words)
        wrapped = wrap(kept, font, width)
        if any(font.size(row)[0] > width for row in wrapped):
            wrapped = wrap(words, font, width)
        rows += [(row, tone) for row in wrapped]
    return rows


#: A bracket of up to three words ("(♣ doubled)", "(5 of 5)"): a longer one may break.
_SHORT_BRACKET = re.compile(r"\((?:[^()\s]+ ){0,2}[^()\s]+\)")
