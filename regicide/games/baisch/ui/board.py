"""The Baisch board: every card as one seat sees it, the furniture around them, and the
animation from one position to the next. It takes no input: the table scene and the replay
viewer give it views (`show`, `play`) and what to highlight (`Decor`).

`seen` is the view the animation has reached: the furniture is drawn from it, so panels never
run ahead of the cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from regicide.games.baisch.engine import Hero, SeatView, Target, TargetKind
from regicide.games.baisch.ui.faces import face
from regicide.games.baisch.ui.furniture import Furniture, SeatLook, Tip
from regicide.games.baisch.ui.layout import (
    CAPTION_ROOM,
    CARD_RATIO,
    CARDS_TOP,
    INFO,
    OWN_SLOT_X,
    OWN_Y,
    PANEL,
    BoardLayout,
    Zone,
)
from regicide.games.baisch.ui.motion import SLIDE, CardSprite, Sprites
from regicide.games.baisch.ui.placing import Key, placements
from regicide.games.baisch.ui.stages import Note
from regicide.i18n import N_, _
from regicide.ui.anim import Timeline
from regicide.ui.announce import RISE, Lanes, beside, float_plate, word_plate
from regicide.ui.assets import MIN_TEXT_PX
from regicide.ui.felt import draw_felt
from regicide.ui.log_panel import tone_color
from regicide.ui.look import Look
from regicide.ui.widgets import DESIGN_SIZE, Frame, blit_text

NOTE_SECONDS = 1.8
COVERED_LEAST = 7  # px: a face-down card's mark shrinks no further to fit its card
LIFT = 18.0  # design pixels a selected hand card rises (a King or slot card stays put)


@dataclass(frozen=True)
class Decor:
    """What the scene adds to one frame: lifted cards, the zone under a drag (and whether the
    drop is legal), legal targets, the keyboard's target, seat names and who acts."""

    selected: frozenset[Key] = frozenset()
    drop: tuple[Zone, bool] | None = None
    targets: tuple[Zone, ...] = ()
    focus: Zone | None = None
    names: dict[int, SeatLook] = field(default_factory=dict)
    hand_numbers: bool = False  # number the viewer's hand for the keyboard


LOCK_TIP = N_(
    "Locked until your next turn: a card won this turn (prey) or sent back by a Battery "
    "Tower's block cannot attack, be placed, or pay for a hero or a Joker action."
)
GLOW_PAD = 2  # design pixels a target's glow stands out round its cards


class Board:
    """Sprites at the poses of a view, the animations between views, and the furniture."""

    def __init__(self, look: Look, frame: Frame, seen: SeatView, viewer: int) -> None:
        self.look = look
        self.frame = frame
        self.seen = seen
        self.timeline = Timeline()
        self.lanes = Lanes(self.timeline)  # the announcement lane its notes float in
        self.sprites = Sprites(self.timeline)
        self.layout = BoardLayout(frame, seen.players, viewer)
        self.tips: list[Tip] = []
        self.words: list[pygame.Rect] = []  # the furniture's words last drawn
        self.heroes: list[tuple[pygame.Rect, int, Hero]] = []  # the pieces drawn last
        self.key_discs: list[pygame.Rect] = []  # the hand's number discs drawn last
        self.lock_bands: list[tuple[pygame.Rect, pygame.Rect]] = []  # each ribbon, its word
        self.sprites.place(placements(seen, self.layout))

    @property
    def viewer(self) -> int:
        return self.layout.viewer

    @property
    def animating(self) -> bool:
        """Cards are moving (input waits)."""
        return self.timeline.blocking

    @property
    def busy(self) -> bool:
        """Anything at all is still moving or fading."""
        return self.timeline.busy

    def next_frame_in(self) -> float | None:
        """0 while anything moves or fades; None at rest (`Scene.next_frame_in`)."""
        return 0.0 if self.busy else None

    def resize(self, frame: Frame) -> None:
        self.frame = frame
        self.layout = BoardLayout(frame, self.seen.players, self.viewer)

    def restyle(self, look: Look) -> None:
        self.look = look

    # -- what it shows -----------------------------------------------------------------------

    def show(self, seen: SeatView, viewer: int | None = None) -> None:
        """`seen` at once, from `viewer`'s chair (default: the same)."""
        self.skip()
        self._face(seen, viewer)
        self.sprites.place(placements(seen, self.layout))

    def slide(self, seen: SeatView, viewer: int | None = None) -> None:
        """Every card slides to where `seen` puts it (a hand handed over, an undo)."""
        self.skip()
        self._face(seen, viewer)
        self.sprites.goto(placements(seen, self.layout), self.layout.pile_spot(False))

    def _face(self, seen: SeatView, viewer: int | None) -> None:
        self.seen = seen
        if viewer is not None and viewer != self.viewer:
            self.layout = BoardLayout(self.frame, seen.players, viewer)

    def play(self, steps: Sequence[tuple[SeatView, float, tuple[Note, ...]]]) -> None:
        """Each step in turn: its cards slide, its words float up, it holds a moment. The
        words of the move before go first: none outlives its turn."""
        self.skip()
        self.lanes.clear()
        start = 0.0
        for seen, hold, notes in steps:
            self.timeline.call(start, self._step(seen, notes))
            start += SLIDE + hold

    def _step(self, seen: SeatView, notes: tuple[Note, ...]) -> Callable[[], None]:
        def go() -> None:
            self.seen = seen
            self.sprites.goto(placements(seen, self.layout), self.layout.pile_spot(False))
            for index, note in enumerate(notes):
                self._float(note, index * 0.25)

        return go

    def update(self, dt: float, speed: float) -> None:
        self.timeline.speed = speed
        self.timeline.update(dt)

    def skip(self) -> None:
        """Finish every move at once (a step may start the next one's)."""
        for _round in range(50):
            if not self.timeline.blocking:
                return
            self.timeline.skip()

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, decor: Decor) -> None:
        draw_felt(surface, self.look.theme)
        furniture = Furniture(self.look, self.layout, self.seen)
        furniture.middle(surface)
        for player in self.seen.seats:
            name = decor.names.get(
                player.seat, SeatLook(_("Seat {seat}").format(seat=player.seat), False, False)
            )
            furniture.seat(surface, player, name)
        self._zones(surface, decor)
        for sprite in self.sprites.drawn():
            self._card(surface, sprite, sprite.key in decor.selected)
        for player in self.seen.seats:
            furniture.seat_over(surface, player)
        if decor.hand_numbers:
            self._numbers(surface)
        locks = self._locks(surface)
        self.timeline.draw_effects(surface)
        self.tips = [*locks, *furniture.tips]
        self.words = furniture.drawn
        self.heroes = furniture.heroes

    def _zones(self, surface: pygame.Surface, decor: Decor) -> None:
        """Legal targets glow softly; the one under a drag (or the keyboard's) brightly, in
        the danger colour when the drop would be refused."""
        colors = self.look.theme.colors
        for zone in decor.targets:
            self._glow(surface, zone, colors.accent, 2)
        if decor.focus is not None:
            self._glow(surface, decor.focus, colors.highlight, 4)
        if decor.drop is not None:
            zone, legal = decor.drop
            self._glow(surface, zone, colors.highlight if legal else colors.danger, 5)

    def _glow(
        self, surface: pygame.Surface, zone: Zone, color: tuple[int, int, int], width: int
    ) -> None:
        rect = self.glow_rect(zone)
        pygame.draw.rect(surface, color, rect, self.frame.px(width), self.frame.px(10))

    def glow_rect(self, zone: Zone) -> pygame.Rect:
        """Where a target's glow runs: round a Harvest stack's cards as they lie now (not
        the room its cascade may grow into, which reaches down to the own King's caption),
        round a slot's pair or a pile, just clear of their captions."""
        if zone.kind == "stack":
            rect = self.layout.stack_cards(zone.index, len(self.seen.stacks[zone.index]))
        else:
            rect = self.layout.zone_rect(zone)
        return rect.inflate(self.frame.px(GLOW_PAD), self.frame.px(GLOW_PAD))

    def card_rect(self, sprite: CardSprite) -> pygame.Rect:
        width = sprite.width
        lift = sprite.lift
        return self.frame.rect(
            sprite.x - width / 2,
            sprite.y - width * CARD_RATIO / 2 - lift,
            width,
            width * CARD_RATIO,
        )

    def _card(self, surface: pygame.Surface, sprite: CardSprite, selected: bool) -> None:
        # a hand card rises; a King or slot card picked stays under its caption, outlined
        sprite.lift = LIFT if selected and sprite.zone.kind == "hand" else 0.0
        rect = self.card_rect(sprite)
        art = self.look.art
        card = sprite.shown
        image = art.back(rect.width) if card is None else art.face(face(card), rect.width)
        squeeze = sprite.squeeze
        if squeeze < 0.999:
            width = max(1, round(rect.width * squeeze))
            image = pygame.transform.smoothscale(image, (width, image.get_height()))
        if sprite.alpha < 0.999:
            image = image.copy()
            image.set_alpha(round(255 * sprite.alpha))
        surface.blit(image, image.get_rect(center=rect.center))
        if sprite.covered and card is not None and squeeze > 0.9:
            self._covered_mark(surface, rect)
        if selected:
            color = self.look.theme.colors.highlight
            pygame.draw.rect(surface, color, rect.inflate(4, 4), 3, self.frame.px(8))

    def _covered_mark(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A face-down card whose face the seat knows: a band of the back's colour."""
        colors = self.look.theme.colors
        band = pygame.Rect(rect.left, rect.bottom - rect.height // 5, rect.width, rect.height // 5)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((*colors.card_back, 215))
        surface.blit(shade, band.topleft)
        size = max(8, min(band.height - 2, rect.width // 6))
        for label in (_("face down"), _("down")):  # the longest that fits the card's width
            words = self.look.text.body(label, size, colors.card_face)
            if words.get_width() <= rect.width - 4:
                blit_text(surface, words, "center", band.center)
                return
        while size > COVERED_LEAST and words.get_width() > rect.width - 4:  # French "cachée"
            size -= 1  # was left out at 200%: the short word, smaller, rather than none
            words = self.look.text.body(_("down"), size, colors.card_face)
        blit_text(surface, words, "center", band.center)

    def _numbers(self, surface: pygame.Surface) -> None:
        """1 to 9 and 0 over the viewer's hand cards: their keys."""
        colors = self.look.theme.colors
        hand = [s for s in self.sprites.drawn() if s.zone == Zone("hand", self.viewer)]
        self.key_discs = []
        for number, sprite in enumerate(hand[:10], 1):
            rect = self.card_rect(sprite)
            label = self.look.text.body(str(number % 10), self.frame.px(12), colors.panel, True)
            badge = label.get_rect(midbottom=(rect.centerx, rect.top - self.frame.px(2)))
            disc = badge.inflate(10, 4)
            pygame.draw.ellipse(surface, colors.accent, disc)
            self.key_discs.append(disc)
            surface.blit(label, badge)

    def locked_sprites(self) -> list[CardSprite]:
        """The viewer's hand cards locked this turn (B-PREY-1, B-HERO-BAT-4), left to right."""
        locked = Counter(self.seen.me.locked_known) if self.viewer == self.seen.seat else Counter()
        found = []
        for sprite in self.hand_sprites():
            if sprite.shown is not None and locked[sprite.shown] > 0:
                locked[sprite.shown] -= 1
                found.append(sprite)
        return found

    def _locks(self, surface: pygame.Surface) -> list[Tip]:
        """A lock ribbon across each locked hand card, and the reason in its tip."""
        colors = self.look.theme.colors
        tips: list[Tip] = []
        self.lock_bands = []
        for sprite in self.locked_sprites():
            rect = self.card_rect(sprite)
            words = self._lock_word(rect, colors.card_face)
            # a ribbon across the middle (both indices stay seen), as tall as its word: at a
            # large text scale the word ran over its edges
            high = max(8, rect.height // 6, words.get_height() + 2 if words else 0)
            band = pygame.Rect(0, 0, rect.width, high)
            band.center = rect.center
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            shade.fill((*colors.danger, 220))
            surface.blit(shade, band.topleft)
            if words is not None and words.get_width() <= rect.width - 4:
                blit_text(surface, words, "center", band.center)
            self.lock_bands.append((band, words.get_rect(center=band.center) if words else band))
            tips.append((rect, _(LOCK_TIP)))
        return tips

    def _lock_word(self, rect: pygame.Rect, color: tuple[int, int, int]) -> pygame.Surface:
        """The lock ribbon's word: the longest that fits the card's width, else the shorter
        one smaller (not below the least text size): at 960×540 200% neither "gesperrt"
        nor "Sperre" fitted and the ribbon was drawn without its word."""
        text = self.look.text
        size = max(8, min(rect.height // 6 - 2, rect.width // 5))
        room = rect.width - 4
        for label in (_("locked"), _("lock")):
            words = text.body(label, size, color, True)
            if words.get_width() <= room:
                return words
        px = text.body_px(size)
        while words.get_width() > room and px > MIN_TEXT_PX:
            px -= 1
            words = text.body_exact(_("lock"), px, color, True)
        return words

    def hand_sprites(self) -> list[CardSprite]:
        """The viewer's hand, left to right."""
        return [s for s in self.sprites.drawn() if s.zone == Zone("hand", self.viewer)]

    def sprite_at(self, point: tuple[int, int]) -> CardSprite | None:
        """The topmost card under `point`."""
        for sprite in reversed(self.sprites.drawn()):
            if self.card_rect(sprite).collidepoint(point):
                return sprite
        return None

    def hero_at(self, point: tuple[int, int], seat: int) -> Hero | None:
        """The hero of `seat` whose piece is under `point`."""
        return next(
            (h for rect, s, h in self.heroes if s == seat and rect.collidepoint(point)), None
        )

    def zone_at(self, point: tuple[int, int], zones: Sequence[Zone]) -> Zone | None:
        """Which of `zones` is under `point`."""
        return next((z for z in zones if self.layout.zone_rect(z).collidepoint(point)), None)

    # -- words that float up -------------------------------------------------------------------

    def _float(self, note: Note, start: float) -> None:
        """A note on a plate, booked in the announcement lane: beside the cards it speaks of
        (above, below, right or left of its target), never over them, over other words or
        past the window's edge; notes of no target under the banner's message."""
        plate = self._plate(note)
        rise = 0 if self.look.reduced_motion else self.frame.px(RISE)
        size = (plate.get_width(), plate.get_height() + rise)
        self.lanes.window = self.frame.rect(0, 0, *DESIGN_SIZE)
        bands = self._note_bands(note.target, size)
        float_plate(self.lanes, [(band, plate) for band in bands], (start, NOTE_SECONDS), rise)

    def _note_bands(self, target: Target | None, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where a note may go, in the order tried: around its target's cards, else the
        stretches of the line under the banner's message that the furniture's words leave
        free (a note of a target waits for one, or is only in the log); a note of no target
        may go on that whole line, at last anywhere on the table."""
        x, y = self.layout.message_point()
        message = pygame.Rect(0, 0, self.frame.px(1280), size[1])  # one note, on its line
        message.center = (round(x), round(y))
        window = self.frame.rect(0, 0, *DESIGN_SIZE)
        clear = self._kept_clear()
        lines = between(message, clear)
        if target is None:
            return [*lines, message, window]
        if target.kind is TargetKind.STACK:
            zone = self.layout.zone_rect(Zone("stack", 0, target.index))
        else:
            kind = "slot" if target.kind is TargetKind.SLOT else "king"
            zone = self.layout.zone_rect(Zone(kind, target.seat, target.index))
        around = [
            band for band in beside(zone, self.frame.px(6), size) if band.collidelist(clear) < 0
        ]
        return [*around, *lines]

    def _kept_clear(self) -> list[pygame.Rect]:
        """The words the furniture drew last (the opponents' headers, the captions), the
        opponents' panels' header lines and hand rows, the captions over the own King and
        slots, every King, slot, stack and pile, and the side column's two panels (the
        table's words over it, issue 35): a note beside a card keeps off them."""
        layout = self.layout
        heads = [*self.words, layout.rect(INFO), layout.rect(PANEL)]
        for seat in layout.opponents():
            x, y, width, _height = layout.panel_box(seat)
            heads.append(layout.rect((x, y, width, CARDS_TOP - 6)))
            left, middle, card, room = layout.hand_row(seat)
            high = card * CARD_RATIO
            heads.append(layout.rect((left, middle - high / 2, room, high)))
        heads.append(layout.rect((OWN_SLOT_X[0], OWN_Y - CAPTION_ROOM, 360.0, CAPTION_ROOM - 2)))
        for seat in range(1, layout.players + 1):  # every King and slot, and the middle's cards
            heads += [layout.zone_rect(Zone("slot", seat, slot)) for slot in (1, 2, 3)]
            heads.append(layout.zone_rect(Zone("king", seat)))
        heads += [layout.zone_rect(Zone("stack", 0, index)) for index in (0, 1)]
        heads += [layout.zone_rect(Zone(kind)) for kind in ("draw", "graveyard")]
        return heads

    def _plate(self, note: Note) -> pygame.Surface:
        """The note's words, in a colour legible on the felt, on a panel edged in it."""
        theme = self.look.theme
        return word_plate(
            self.look.text, theme, self.frame, note.text, tone_color(theme, note.tone)
        )


def between(band: pygame.Rect, words: list[pygame.Rect]) -> list[pygame.Rect]:
    """The stretches of a horizontal `band` left free by `words`, widest first."""
    cuts = sorted((w.left, w.right) for w in words if w.colliderect(band))
    free, left = [], band.left
    for start, end in cuts:
        if start > left:
            free.append(pygame.Rect(left, band.top, start - left, band.height))
        left = max(left, end)
    if left < band.right:
        free.append(pygame.Rect(left, band.top, band.right - left, band.height))
    return sorted(free, key=lambda rect: -rect.width)
