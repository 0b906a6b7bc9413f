"""Cards flying on Claim's table: a played card to the trick, the prize to the winner's
followers and the blind card face down to the loser's (C-P1-3/4), Undead to the score pile
(C-UND-1), the trick's cards to the discard pile (C-P1-5) or the score piles, Dwarves to the
loser (C-P2-4, C-DWA-1), the follower piles up as hands (C-P2-1), the next prize turned up.

A move's events are grouped into steps (the prize and the blind card go together, so do the
trick's cards). While a step's cards fly, the table shows the state with those cards taken out
of every place (`transit.in_air`), and the state after the step once they land: the panels
never run ahead of the cards. A finished trick is held a moment before its cards go. The
shell's `Timeline` runs it at the player's speed (0: at once); with reduced motion a card
fades in where it lands instead of flying, and the pauses stay.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import groupby

import pygame

from regicide.games.claim.engine import (
    BlindCardDiscarded,
    BlindCardTaken,
    Card,
    CardPlayed,
    CardsDiscarded,
    CardsScored,
    Event,
    FakeTrickstersRemoved,
    GameState,
    GhostRecruited,
    GnomesLined,
    GnomeSmashed,
    GnomesScored,
    PhaseTwoBegan,
    PrizeDiscarded,
    PrizeRecruited,
    PrizeRevealed,
    SeatView,
    TrickBegan,
    TrickWon,
    TrollsDiscarded,
    TrollsPooled,
    TrollsTaken,
    fold,
    view,
)
from regicide.games.claim.ui.transit import Place, Transfer, in_air, transfers
from regicide.ui.anim import Ease, Timeline, ease_in_out_cubic
from regicide.ui.announce import still_until

#: Where a card of a place lies on screen: the place, its index there, the place's count, the
#: view of the seat watching, the card.
Spot = Callable[[Place, int, int, SeatView, Card], pygame.Rect]


@dataclass(frozen=True)
class Pace:
    """How long a step's cards fly, how far apart they leave, and the least time the step
    takes (a finished trick held on the table)."""

    duration: float = 0.0
    stagger: float = 0.0
    pause: float = 0.0


#: The kinds of step; events of one kind that follow each other are one step.
STEPS: dict[str, tuple[type, ...]] = {
    "play": (CardPlayed,),
    "won": (TrickWon,),
    "take": (
        PrizeRecruited,
        BlindCardTaken,
        GhostRecruited,
        PrizeDiscarded,
        BlindCardDiscarded,
    ),
    "collect": (
        CardsScored,
        CardsDiscarded,
        GnomesLined,
        TrollsPooled,
        TrollsTaken,
        TrollsDiscarded,
        GnomeSmashed,
    ),
    "phase": (PhaseTwoBegan,),
    "next": (TrickBegan, PrizeRevealed),
    "end": (GnomesScored, FakeTrickstersRemoved),
}
STEP_OF = {kind: name for name, kinds in STEPS.items() for kind in kinds}
PACES = {
    "play": Pace(0.3),
    "won": Pace(pause=0.55),  # both cards of the finished trick stay a moment
    "take": Pace(0.42, 0.1),
    "collect": Pace(0.42, 0.08),
    "phase": Pace(0.5, 0.025, 0.15),
    "next": Pace(0.3),
    "end": Pace(0.45, 0.05, 0.2),
}
FADE = 0.16  # reduced motion: how long a card takes to fade in where it lands


@dataclass
class Flight:
    """A card in the air: its face (None: its back), its centre and width in window
    pixels, its opacity (reduced motion fades it in) and the width its image is drawn at
    (scaled on the way, so no new art is drawn each frame)."""

    card: Card | None
    x: float
    y: float
    width: float
    alpha: float = 1.0
    base: int = 0

    def draw(self, surface: pygame.Surface, image: pygame.Surface) -> None:
        """`image`, the card drawn at `base` width, scaled to the flight's width."""
        width = max(4, round(self.width))
        if width != image.get_width():
            height = round(image.get_height() * width / image.get_width())
            image = pygame.transform.smoothscale(image, (width, height))
        if self.alpha < 0.99:
            image = image.copy()
            image.set_alpha(round(255 * max(0.0, self.alpha)))
        surface.blit(image, image.get_rect(center=(round(self.x), round(self.y))))


class Flights:
    """The table's cards in the air on one timeline, and the state the table shows meanwhile
    (`shown`, None before any move)."""

    def __init__(self) -> None:
        self.timeline = Timeline()
        self.flying: list[Flight] = []
        self.shown: GameState | None = None
        self.landed: list[float] = []  # the last move's events: when each one's cards land

    @property
    def busy(self) -> bool:
        """A step is under way: cards fly, or a finished trick is held (input skips it)."""
        return self.timeline.blocking

    def next_frame_in(self) -> float | None:
        """0 while a card flies or words fade; while a trick is only held (or words only
        show), the seconds until the next card leaves, the table changes or words appear or
        start to fade (nothing on screen changes before); None at rest."""
        timeline = self.timeline
        now = timeline.now
        stills = [still_until(effect, now) for effect in timeline.effects]
        if self.flying or None in stills or any(m.start <= now for m in timeline.motions):
            return 0.0  # cards fly, or words fade
        due = [when for when, _ in timeline.calls] + [m.start for m in timeline.motions]
        due += [when for when in stills if when is not None]  # words appear, or start to fade
        if not due:
            return None
        if timeline.speed <= 0:
            return 0.0
        return max(0.0, (min(due) - now) / timeline.speed)

    def update(self, dt: float, speed: float) -> None:
        self.timeline.speed = speed
        self.timeline.update(dt)

    def skip(self) -> None:
        """Every card lands at once (a key, a click, a new window size, an undo)."""
        self.timeline.skip()

    def play(
        self, before: GameState, events: Sequence[Event], seat: int, spot: Spot, *,
        reduced: bool = False,
    ) -> float:  # fmt: skip
        """Schedule the flights of `events` from `before` as seat `seat` sees them; returns
        when they end (seconds at speed 1)."""
        self.skip()
        self.shown = before
        self.landed = []
        clock, state = 0.0, before
        for kind, group in _steps(events):
            after = fold(state, group)
            pace = PACES.get(kind, Pace())
            if reduced:
                pace = replace(pace, duration=min(pace.duration, FADE), stagger=0.0)
            landed = self._step(state, after, clock, pace, (seat, spot, reduced))
            self.landed += [landed] * len(group)
            clock, state = max(landed, clock + pace.pause), after
        return clock

    def _step(
        self,
        before: GameState,
        after: GameState,
        start: float,
        pace: Pace,
        how: tuple[int, Spot, bool],
    ) -> float:
        """One step's flights from `start`; the state after it is shown once they land."""
        seat, spot, reduced = how
        moves = transfers(before, after)
        if moves:
            middle = in_air(before, after)
            self.timeline.call(start, lambda: self._show(middle))
        sights = (view(before, seat), view(after, seat))
        for order, move in enumerate(moves):
            self._fly(move, sights, spot, start + order * pace.stagger, (pace.duration, reduced))
        landed = start + pace.duration + pace.stagger * (len(moves) - 1) if moves else start
        self.timeline.call(landed, lambda: self._show(after))
        return landed

    def _fly(
        self,
        move: Transfer,
        sights: tuple[SeatView, SeatView],
        spot: Spot,
        start: float,
        how: tuple[float, bool],
    ) -> None:
        """One card from its place before to its place after (reduced: it fades in there)."""
        duration, reduced = how
        seen, seen_after = sights
        card = move.card
        source = spot(move.source, move.source_index, _count(seen, move.source), seen, card)
        target = spot(
            move.target, move.target_index, _count(seen_after, move.target), seen_after, card
        )
        face = card if visible(move, seen_after) else None
        base = max(source.width, target.width)
        if reduced:  # it appears where it lands and fades in
            flight = Flight(face, *target.center, target.width, alpha=0.0, base=base)
            goal: dict[str, float] = {"alpha": 1.0}
            ease: Ease = linear
        else:
            flight = Flight(face, *source.center, source.width, base=base)
            goal = {"x": target.centerx, "y": target.centery, "width": target.width}
            ease = ease_in_out_cubic

        def leave() -> None:
            self.flying.append(flight)

        self.timeline.move(flight, goal, start, duration, ease=ease, on_start=leave)
        self.timeline.call(start + duration, lambda: self._land(flight))

    def _show(self, state: GameState) -> None:
        self.shown = state

    def _land(self, flight: Flight) -> None:
        if flight in self.flying:
            self.flying.remove(flight)


def linear(progress: float) -> float:
    return progress


def visible(move: Transfer, seen: SeatView) -> bool:
    """Does the card fly face up for the seat watching? Face up when it was or will be face
    up for that seat: played, the prize, a score pile, a Gnome row, the Troll pool, its own
    hand, the discard pile (unless it went there unseen, DEC-33); follower piles, the deck and
    the other hand are face down (C-VIS-2/4)."""
    open_zones = {"table", "prize", "scores", "gnome_rows", "troll_pool"}
    places = (move.source, move.target)
    if any(place.zone in open_zones for place in places):
        return True
    if move.target.zone == "discard":
        return move.target_index not in seen.discard_unseen_at
    return any(place.zone == "hands" and place.seat == seen.seat for place in places)


def _count(seen: SeatView, place: Place) -> int:
    """How many cards the place holds in this view (what spreads a hand or a row)."""
    mine = place.seat == seen.seat
    counts = {
        "hands": len(seen.hand) if mine else seen.hand_sizes[place.seat - 1],
        "gnome_rows": len(seen.gnome_rows[place.seat - 1]) if place.seat else 0,
        "table": len(seen.plays),
        "troll_pool": len(seen.troll_pool),
    }
    return counts.get(place.zone, 1)


def _steps(events: Sequence[Event]) -> Iterator[tuple[str, list[Event]]]:
    """The events in steps: those of one kind in a row together, any other alone."""
    for kind, group in groupby(events, key=lambda event: STEP_OF.get(type(event), "")):
        if kind:
            yield kind, list(group)
        else:
            yield from (("", [event]) for event in group)
