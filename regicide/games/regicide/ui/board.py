"""A board: the cards of one game and the furniture around them, drawn from plain data.

The board knows no scene and takes no input. It is given states of a game, what the viewer may
see (`Sight`, from the engine's view), the selection and whether the hands are hidden, and it
animates the way from one state to the next with the table's choreography. The table scene and
the replay viewer both draw their games with it.

`shown` is the state the animation has reached: the panels (enemy, piles, seats) are drawn from
the viewer's view of it, so they never run ahead of the cards.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import pygame

from regicide.games.regicide.engine import (
    SOLO_TOKENS,
    Card,
    Event,
    GameState,
    Phase,
    SeatView,
    sort_cards,
    view,
)
from regicide.games.regicide.narrate import (
    damage_label,
    hand_captions,
    immunity_tip,
    key_badge_tip,
    named,
    seat_detail,
    seat_name,
    token_tip,
)
from regicide.games.regicide.ui.choreo import Pace, choreograph, transition
from regicide.games.regicide.ui.hud import Hud, SeatInfo
from regicide.games.regicide.ui.layout import (
    KEY_TEXT,
    CardKey,
    Placement,
    Sight,
    TableLayout,
    Zone,
    card_keys,
    pile_name,
)
from regicide.games.regicide.ui.sprites import CardSprite, SpriteRenderer
from regicide.games.regicide.ui.stage import Stage
from regicide.ui.anim import Effect, Timeline
from regicide.ui.announce import Lanes
from regicide.ui.cardart import card_height
from regicide.ui.look import Look
from regicide.ui.widgets import DESIGN_SIZE, Frame

#: Points of a key disc (its centre, and round its rim) that must not lie on another card.
DISC_POINTS = [(0.0, 0.0)] + [
    (math.cos(math.radians(a)), math.sin(math.radians(a))) for a in range(0, 360, 45)
]


@dataclass(frozen=True)
class Decor:
    """What the scene adds to one frame of the board: the banner's words, where the mouse is
    (a hovered token glows), whether the tokens may be used, whether the discard pile is a
    legal drop."""

    banner: str = ""
    urgent: bool = False
    mouse: tuple[int, int] = (-1, -1)
    tokens_active: bool = False
    discard_glow: bool = False
    key_badges: bool = False  # number the hand's cards 1-8 for the keyboard
    computers: frozenset[int] = frozenset()  # seats a computer plays (their panels say so)
    watching: bool = False  # a replay: the hand shown is the seat's, not the viewer's own
    left_seats: bool = True  # False while the game log covers the seats on the left
    ghost: int = 0  # the damage the selected cards would deal (the health bar shows it)
    faces: tuple[str, ...] = ()  # each seat's portrait (assets/faces); none: seat-N
    levels: tuple[str, ...] = ()  # each seat's strength badge ("Strong"), "" for a person
    caption: bool = True  # False while a line under the banner (a message) takes its place
    tokens: bool = True  # False while the tutorial's coach lies over the solo Jester tokens
    known_note: bool = True  # False while the side panel needs the room of the next draw's note


class Board:
    """Sprites at the layout of a state, the animations between states, and the furniture."""

    def __init__(self, look: Look, frame: Frame, state: GameState, sight: Sight) -> None:
        self.look = look
        self.frame = frame
        self.shown = state
        self.sight = sight
        self.hidden = False  # every hand face down (the hot-seat cover)
        self.seats_right = True  # False: every other seat on the left (the replay's column)
        self.selection: frozenset[CardKey] = frozenset()
        self.sprites: dict[CardKey, CardSprite] = {}
        self.timeline = Timeline()  # the game's events: input waits for them
        self.lanes = Lanes(self.timeline)  # the places its floating words hold
        self.touches = Timeline()  # selection lifts and snap-backs: input does not wait
        self.tokens_in_flight: set[int] = set()
        self.moments: list[Effect] = []  # the big moments (an enemy's fall) on the timeline
        self.key_spots: list[tuple[pygame.Rect, str]] = []  # the hand's key discs, drawn last
        self.disc_cards: list[CardKey] = []  # the card each of those discs names
        self.names: dict[int, str] = {}  # the computer teammates' names, by seat (narrate's)
        self.you: int | None = None  # the seat the words call "you" (the one person at table)
        self.renderer = SpriteRenderer(look.art, look.theme.colors.highlight)
        self.hud = Hud(look.theme, look.text, look.art)
        self._art_ready = False
        self._fit()

    # -- what it shows ----------------------------------------------------------------------

    @property
    def layout(self) -> TableLayout:
        return TableLayout(self.frame, self.shown.players, self.look.text, self.seats_right)

    @property
    def view(self) -> SeatView:
        """The viewer's view of the state the animation has reached (R-INFO)."""
        return view(self.shown, self.sight.viewer)

    @property
    def animating(self) -> bool:
        """Cards are moving for the game's events (input waits; a click skips)."""
        return self.timeline.blocking

    @property
    def moment_showing(self) -> bool:
        """A big moment (an enemy's fall, its plate in the middle of the table) shows now:
        the line under the banner waits for it rather than print over it."""
        self.moments[:] = [m for m in self.moments if m in self.timeline.effects]
        return any(m.start <= self.timeline.now for m in self.moments)

    @property
    def busy(self) -> bool:
        """Anything at all is still moving or fading."""
        return self.timeline.busy or self.touches.busy

    def next_frame_in(self) -> float | None:
        """0 while anything moves or fades, or card art is still drawn ahead in idle frames;
        None at rest (`Scene.next_frame_in`)."""
        return 0.0 if self.busy or not self._art_ready else None

    def placements(self, state: GameState) -> dict[CardKey, Placement]:
        return self.layout.placements(state, self.sight, self.selection, self.hidden)

    def hand_keys(self) -> list[CardKey]:
        """The viewer's hand in the shown state, left to right."""
        located = card_keys(self.shown)
        mine = [
            (index, key)
            for key, (zone, seat, index) in located.items()
            if zone is Zone.HAND and seat == self.sight.viewer
        ]
        return [key for _, key in sorted(mine)]

    def card_at(self, position: tuple[int, int]) -> CardKey | None:
        """The topmost card of the viewer's hand under `position`."""
        hand = [self.sprites[key] for key in self.hand_keys() if key in self.sprites]
        for sprite in sorted(hand, key=lambda sprite: -sprite.z):
            if sprite.contains(position):
                return sprite.key
        return None

    def card_rect(self, key: CardKey) -> pygame.Rect | None:
        """The upright outline of a card on screen (for the keyboard's focus ring)."""
        sprite = self.sprites.get(key)
        if sprite is None:
            return None
        width = round(sprite.width)
        height = card_height(width)
        return pygame.Rect(round(sprite.x - width / 2), round(sprite.y - height / 2), width, height)

    def played_rects(self) -> list[pygame.Rect]:
        """The outlines of the cards played against the enemy, where they are now."""
        played = [
            key for key, (zone, *_where) in card_keys(self.shown).items() if zone is Zone.TABLE
        ]
        return [rect for key in played if (rect := self.card_rect(key)) is not None]

    # -- changing what it shows -------------------------------------------------------------

    def restyle(self, look: Look) -> None:
        """A new theme: every image is drawn again."""
        self.look = look
        self.renderer = SpriteRenderer(look.art, look.theme.colors.highlight)
        self.hud = Hud(look.theme, look.text, look.art)
        self._art_ready = False
        self._fit()

    def resize(self, frame: Frame) -> None:
        """A new window size: finish what moves and put every card at its new place."""
        self.frame = frame
        self._art_ready = False
        self._fit()
        self.touches.skip()
        self.timeline.skip()
        self.sync(self.shown)

    def sync(self, state: GameState) -> None:
        """Put every sprite exactly where `state` says (after animations, resizes, covers)."""
        self.shown = state
        placements = self.placements(state)
        for key in list(self.sprites):
            if key not in placements:
                del self.sprites[key]
        for key, placement in placements.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                self.sprites[key] = CardSprite.at(key, placement)
            else:
                sprite.place(placement)

    def play(
        self, before: GameState, events: Sequence[Event], *, within: float | None = None
    ) -> float:
        """Animate `events` from `before` (the table's choreography); returns its length. The
        words floated for the move before go first: none outlives its turn. With `within`
        (a fast speed), the cards come to rest within that many seconds of the window's
        clock, a long move (an enemy's fall and the next one's entrance) played quicker."""
        self.lanes.clear()
        mark = self.timeline.mark()
        length = choreograph(self._stage(self.timeline), before, events)
        if within is None or self.timeline.speed <= 0:
            return length
        return length * self.timeline.squeeze(mark, within * self.timeline.speed)

    def slide(
        self, before: GameState, after: GameState, seconds: float, *, touch: bool = False
    ) -> None:
        """Move every card from where it is to its place in `after` (undo, a new viewer, a
        selection lift when `touch`: that one never makes input wait)."""
        timeline = self.touches if touch else self.timeline
        if not touch:
            self.shown = after
        transition(self._stage(timeline), before, after, Pace(seconds))

    def skip(self) -> None:
        """Finish every animation at once."""
        self.touches.skip()
        self.timeline.skip()

    def update(self, dt: float, speed: float) -> None:
        """Advance the animations; draw card art ahead in idle frames."""
        self.timeline.speed = speed * self.look.theme.animation_speed  # a calmer theme, slower
        self.touches.update(dt)
        self.timeline.update(dt)
        if not self.timeline.busy and not self._art_ready:
            wanted = self.layout.art_wanted(self.shown, self.sight.viewer)
            self._art_ready = self.look.art.warm(wanted, seconds=0.003)

    def glow(self, enemy: float = 0.0, addable: frozenset[Card] | None = None) -> None:
        """Selected cards glow; the enemy glows (0..1) under a legal drag; with `addable`,
        the hand's other cards that could not join the selection are shaded."""
        hand = set(self.hand_keys())
        for sprite in self.sprites.values():
            selected = sprite.key in self.selection
            sprite.glow = 0.6 if selected else 0.0
            sprite.dim = (
                addable is not None
                and sprite.key in hand
                and not selected
                and sprite.card not in addable
            )
        if self.shown.enemy is not None and (self.shown.enemy, 0) in self.sprites:
            self.sprites[(self.shown.enemy, 0)].glow = enemy

    def _fit(self) -> None:
        self.renderer.standard_widths = self.layout.standard_widths()
        self.look.art.warm(self.layout.art_wanted(self.shown, self.sight.viewer)[:24], 0.05)

    def _stage(self, timeline: Timeline) -> Stage:
        if timeline is self.timeline:
            self.touches.skip()  # the game's animation takes over every card
        self.lanes.window = self.layout.frame.rect(0, 0, *DESIGN_SIZE)  # no word past it
        return Stage(
            timeline=timeline,
            sprites=self.sprites,
            layout=self.layout,
            place=self.placements,
            art=self.look.art,
            text=self.look.text,
            sounds=self.look.sounds,
            palette=self.hud.colors,
            viewer=self.sight.viewer,
            tokens_in_flight=self.tokens_in_flight,
            reached=self._reached,
            lanes=self.lanes,
            reduced_motion=self.look.reduced_motion,
            names=self.names,
            you=self.you,
            moments=self.moments,
        )

    def _reached(self, state: GameState) -> None:
        self.shown = state

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, decor: Decor) -> None:
        """The felt, the furniture from the shown view, the cards and the effects."""
        hud, layout, seen = self.hud, self.layout, self.view
        hud.felt(surface)
        self._piles(surface, seen, decor)
        taker = self.called(damage_label(seen, decor.watching, self.you))
        hud.enemy_panel(surface, layout, seen, decor.ghost, taker)
        if (
            decor.caption
            and not seen.table
            and seen.enemy is not None
            and not self.timeline.effects
        ):
            hand = [self.card_rect(key) for key in self.hand_keys()]
            # the upright outline misses a tilted card's corners and its key badge above it
            grow = self.frame.px(12), self.frame.px(28) + 4 * self.layout.key_radius()
            avoid = [rect.inflate(*grow) for rect in hand if rect is not None]
            hud.table_caption(surface, layout, avoid)
        if decor.banner and not self.lanes.showing(self.banner_rect(decor.banner)):
            hud.banner(surface, layout, decor.banner, decor.urgent)  # words over it: it waits
        self._seats(surface, seen, decor)
        if seen.players == 1 and decor.tokens:
            self._tokens(surface, seen, decor)
        hidden = set() if decor.left_seats else self._left_hands()
        for key, sprite in sorted(self.sprites.items(), key=lambda item: item[1].z):
            if key not in hidden:
                self.renderer.draw(surface, sprite)
        self.key_spots, self.disc_cards = [], []
        if decor.key_badges and not self.hidden:
            self._key_badges(surface)
        self.timeline.draw_effects(surface)

    def called(self, words: str) -> str:
        """Words about seats with the computer teammates called by their names."""
        return named(words, self.names)

    def seat_called(self, seat: int) -> str:
        """A seat as the table calls it: a teammate's name, "You" (the seat `you`, or solo),
        "Seat 2"."""
        return self.called(seat_name(seat, self.shown.players, self.you))

    def banner_rect(self, words: str) -> pygame.Rect:
        """Where the banner saying `words` is drawn."""
        layout = self.layout
        return layout.banner_for(len(layout.banner_lines(words)[0]))

    def _key_badges(self, surface: pygame.Surface) -> None:
        """The number key of each card of the hand, on a small disc above its corner: the
        same number as long as the hand is the same (the hand's sorted order)."""
        colors, frame = self.look.theme.colors, self.frame
        radius = self.layout.key_radius()
        for number, key in enumerate(self.hand_keys()[:9], 1):
            sprite = self.sprites.get(key)
            if sprite is None or sprite.face < 0.5 or sprite.z >= 2000:
                continue  # face down, or in the hand of the pointer
            center = self._key_spot(key, sprite, radius)
            pygame.draw.circle(surface, colors.panel, center, radius)
            pygame.draw.circle(surface, colors.panel_edge, center, radius, max(1, frame.px(2)))
            disc = pygame.Rect(0, 0, radius * 2, radius * 2)
            disc.center = center
            self.key_spots.append((disc, key_badge_tip(number)))
            self.disc_cards.append(key)
            label = self.look.text.body(str(number), frame.px(KEY_TEXT), colors.text, bold=True)
            surface.blit(label, label.get_rect(center=center))

    def _key_spot(self, key: CardKey, sprite: CardSprite, radius: int) -> tuple[int, int]:
        """Where a card's key disc sits: above its corner; while it would lie on another card
        of the hand (a lifted, selected neighbour covers the corner) further along its own
        card's top, over the part of it no neighbour covers, and only then higher (the
        played cards above keep their room: `TableLayout.disc_rise`), so that the number is
        never read as another card's."""
        height = card_height(round(sprite.width))
        hand = [self.sprites.get(other) for other in self.hand_keys() if other != key]
        others = [other for other in hand if other is not None]
        along = [radius * 1.6 + radius * step / 2 for step in range(8)]
        along = [x for x in along if x + radius <= self._own_strip(sprite, others)] or along[:1]
        for rise in (0.9 + step for step in range(8)):
            for ahead in along:
                x, y = sprite.point(-sprite.width / 2 + ahead, -height / 2 - radius * rise)
                rim = [(x + radius * dx, y + radius * dy) for dx, dy in DISC_POINTS]
                if not any(other.contains(point) for other in others for point in rim):
                    return round(x), round(y)
        return round(x), round(y)

    @staticmethod
    def _own_strip(sprite: CardSprite, others: list[CardSprite]) -> float:
        """How much of a hand card's width, from its left edge, no card to its right hides."""
        right = [other.x - sprite.x for other in others if other.x > sprite.x]
        return min(right, default=sprite.width)

    def _piles(self, surface: pygame.Surface, seen: SeatView, decor: Decor) -> None:
        hud, layout = self.hud, self.layout
        hud.pile(surface, layout, layout.castle, seen.castle_size, pile_name("castle"))
        hud.pile(surface, layout, layout.tavern, seen.tavern_size, pile_name("tavern"))
        glow = hud.colors["highlight"] if decor.discard_glow else None
        hud.pile(
            surface,
            layout,
            layout.discard,
            seen.discard_size,
            pile_name("discard"),
            face_down=False,
            highlight=glow,
        )
        if seen.tavern_known and decor.known_note:
            hud.known_draws(surface, layout, seen.tavern_known)

    def known_draws_bottom(self, window: pygame.Rect) -> int | None:
        """The window y under the note of the known draws (R-INFO-1), None when there is
        none: the side panel, the log and the coach beside it start under it."""
        known = self.view.tavern_known
        if not known:
            return None
        return self.hud.known_draws_spot(self.layout, known, window).bottom

    def _left_hands(self) -> set[CardKey]:
        """The cards in the hands of the seats on the viewer's left (their plates' small
        fans), which the game log covers when open."""
        left = self.layout.seat_sides(self.view.seat)[0]
        return {
            key
            for key, (zone, seat, _) in card_keys(self.shown).items()
            if zone is Zone.HAND and seat in left
        }

    def _seats(self, surface: pygame.Surface, seen: SeatView, decor: Decor) -> None:
        """The other seats' plates round the table (`TableLayout.seat_sides`), and the
        viewer's hand caption."""
        layout, computers = self.layout, decor.computers
        left, right = layout.seat_sides(seen.seat)
        levels = {seat: level for seat, level in enumerate(decor.levels, 1) if level}
        badges = self.badges_fit(levels)
        plates = {
            seat: SeatInfo(
                self.seat_called(seat),
                seen.hand_sizes[seat - 1],
                seen.hand_limit,
                seen.yielded_last[seat - 1],
                seat == seen.current and seen.phase is not Phase.OVER,
                self.hand_shown(seat, seen),
                seat in computers,
                decor.faces[seat - 1] if len(decor.faces) >= seat else f"seat-{seat}",
                decor.levels[seat - 1] if len(decor.levels) >= seat else "",
                badges,
            )
            for seat in (left + right if decor.left_seats else right)
        }
        for seat, info in self._worded_alike(plates).items():
            self.hud.seat(surface, layout, layout.seat_panel(seat, seen.seat), info)
        if not self.hidden:
            forms = hand_captions(seen, watching=decor.watching, you=self.you)
            caption = layout.own_label_fit([self.called(form) for form in forms])
            self.hud.own_label(surface, layout, caption)

    def _worded_alike(self, plates: dict[int, SeatInfo]) -> dict[int, SeatInfo]:
        """The computer teammates' plates, each worded as the most crowded of them needs: all
        "Strong · 1/6" and "Casual · 1/6", or all "AI · 1/6"."""
        viewer = self.view.seat
        wording = max(
            (
                self.hud.count_wording(self.layout, self.layout.seat_panel(seat, viewer), info)
                for seat, info in plates.items()
                if info.computer
            ),
            default=0,
        )
        return {
            seat: replace(info, wording=wording) if info.computer else info
            for seat, info in plates.items()
        }

    def badges_fit(self, levels: Mapping[int, str]) -> bool:
        """Does every computer teammate's strength badge fit beside its name? All of them or
        none: one plate with a badge beside others with the words reads as two kinds."""
        seen, layout = self.view, self.layout
        for seat, level in levels.items():
            if seat == seen.seat:
                continue
            info = SeatInfo(self.seat_called(seat), 0, 0, False, False)
            plate = layout.seat_panel(seat, seen.seat)
            if self.hud.level_badge(layout, plate, replace(info, level=level)) is None:
                return False
        return True

    def hand_shown(self, seat: int, seen: SeatView) -> tuple[Card, ...] | None:
        """Another seat's cards, when the board may show them: the open hands of the view
        (R-INFO-2's variant), or every hand in a replay with its spoilers on (`sight`)."""
        if seen.open_hands is not None:
            return seen.open_hands[seat - 1]
        return sort_cards(self.shown.hand(seat)) if self.sight.open_hands else None

    def tips(
        self,
        computers: frozenset[int] = frozenset(),
        levels: Mapping[int, tuple[str, str]] | None = None,
    ) -> list[tuple[pygame.Rect, str]]:
        """The badges on the table with their tooltips: the enemy's immunity, solo the Jester
        tokens, the computer teammates' strength badges (`levels`: each seat's badge words
        and what they mean) and the other seats' panels (as the shown view has them)."""
        seen, layout = self.view, self.layout
        tips = list(self.key_spots)
        if seen.enemy is not None and seen.enemy.suit is not None:
            words = immunity_tip(seen.enemy.suit, seen.immunity_cancelled)
            tips.append((layout.immunity_badge, words))
        if seen.players == 1:
            used = SOLO_TOKENS - seen.tokens_left
            tips += [(layout.token(index), token_tip(index < used)) for index in range(2)]
        fit = self.badges_fit({seat: level for seat, (level, _) in (levels or {}).items()})
        for seat, (level, about) in (levels or {}).items():
            name = self.seat_called(seat)
            plate = layout.seat_panel(seat, seen.seat)
            info = SeatInfo(name, 0, 0, False, False, level=level)
            badge = self.hud.level_badge(layout, plate, info) if fit else layout.level_disc(plate)
            if seat != seen.seat and badge is not None:
                tips.append((badge, f"{name}, {level}: {about}"))
        for seat in range(1, seen.players + 1):
            if seat != seen.seat:
                count, limit = seen.hand_sizes[seat - 1], seen.hand_limit
                yielded, level = seen.yielded_last[seat - 1], (levels or {}).get(seat, ("", ""))[0]
                words = seat_detail(count, limit, yielded, seat in computers, level)
                tips.append(
                    (
                        layout.seat_panel(seat, seen.seat),
                        f"{self.seat_called(seat)}: {words}",
                    )
                )
        return tips

    def _tokens(self, surface: pygame.Surface, seen: SeatView, decor: Decor) -> None:
        layout = self.layout
        hovered = next(
            (
                index
                for index in range(SOLO_TOKENS)
                if layout.token(index).collidepoint(decor.mouse)
            ),
            None,
        )
        self.hud.tokens(
            surface,
            layout,
            SOLO_TOKENS - seen.tokens_left,
            active=decor.tokens_active and not self.hidden,
            hovered=hovered,
            skip=self.tokens_in_flight,
        )
