"""Effects and sounds for engine events: one small function per event type (the cards'
own moves are the choreography's job, the same for every event)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

import regicide.games.regicide.engine as ev
from regicide.games.regicide.engine import Event, GameState
from regicide.games.regicide.narrate import (
    SUIT_SYMBOLS,
    defeat_title,
    effect_text,
    named,
    victory_text,
)
from regicide.games.regicide.ui.lanes import Side, bands
from regicide.games.regicide.ui.layout import TABLE_GAP, CardKey, TableLayout
from regicide.games.regicide.ui.stage import Stage
from regicide.ui.anim import ease_in_out_cubic, ease_out_cubic
from regicide.ui.announce import legible
from regicide.ui.assets import Color
from regicide.ui.cardart import card_height
from regicide.ui.widgets import wrap_balanced

RISE = 12  # design px floating words rise as they fade
SHRINKS = (1.0, 0.8, 0.65)  # the sizes floating words try in each band, before the next band
OUTLINE = 2  # window px of dark edge round floating words

# -- extras: effects and sounds, one small function per event type ----------------------------

#: Events whose only extra is a sound.
SOUNDS: dict[type, str] = {
    ev.DiscardShuffled: "shuffle",
    ev.TavernShuffled: "shuffle",
    ev.HandsDealt: "draw",
    ev.EnemyRevealed: "flip",
    ev.CardsPlayed: "card",
    ev.CardDrawn: "draw",
    ev.CardsDiscarded: "card",
    ev.GameWon: "victory",
    ev.GameLost: "loss",
}

Extra = Callable[[Stage, Any, GameState, float], float]
EXTRAS: dict[type, Extra] = {}


def _extra(kind: type) -> Callable[[Extra], Extra]:
    def register(function: Extra) -> Extra:
        EXTRAS[kind] = function
        return function

    return register


FLOAT_SECONDS = 1.1  # how long floating words stay, unless an effect says otherwise


def float_text(
    stage: Stage,
    after: GameState,
    text: str,
    *,
    color: Color,
    size: int,
    start: float,
    duration: float = FLOAT_SECONDS,
    near_enemy: bool = False,
    seat: int | None = None,
) -> None:
    """Words that pop up in a free place of the felt (lanes.py, booked in the shell's
    announcement lane: never past the window's edge, never over a panel, a badge, other
    words or, where there is room beside them, the plays on the table), in their colour made
    legible on the felt, rise a little (not with reduced motion) and fade. `near_enemy`:
    beside the enemy's panel when they fit there; `seat`: on the side of the table where
    that seat sits (another seat than the viewer's). Where a band is too narrow they are
    drawn a little smaller; with no room at all they are left out (the log says the same)."""
    frame = stage.layout.frame
    rise = 0 if stage.reduced_motion else frame.px(RISE)
    color = legible(color, stage.text.theme)  # 4.5:1 on the felt at least (announce.py)
    row = stage.layout.table_row_rect(after.table)
    options, sizes = [], []
    for band in bands(stage.layout, row, near_enemy, _side_of(stage, seat)):
        for shrink in SHRINKS:
            px = frame.px(size * shrink)
            word = stage.text.body(text, px, color, bold=True)
            size_px = (word.get_width() + 2 * OUTLINE, word.get_height() + 2 * OUTLINE + rise)
            options.append((band, size_px))
            sizes.append(px)
    spot = stage.lanes.place(options, start, duration)
    if spot is None:
        return
    place, px = spot.rect, sizes[spot.option]
    image = stage.text.body(text, px, color, bold=True).copy()
    outline = stage.text.body(text, px, (20, 12, 8), bold=True).copy()

    def draw(surface: pygame.Surface, progress: float) -> None:
        alpha = round(255 * min(1.0, (1 - progress) * 2.5, progress * 12 + 0.2))
        image.set_alpha(alpha)
        outline.set_alpha(alpha)
        top = place.bottom - OUTLINE - image.get_height() - rise * ease_out_cubic(progress)
        spot = image.get_rect(midtop=(place.centerx, round(top)))
        for dx, dy in ((-OUTLINE, 0), (OUTLINE, 0), (0, -OUTLINE), (0, OUTLINE)):
            surface.blit(outline, spot.move(dx, dy))
        surface.blit(image, spot)

    stage.lanes.hold(place, stage.timeline.effect(spot.start, spot.duration, draw))


def _side_of(stage: Stage, seat: int | None) -> Side | None:
    """The side of the table where `seat` sits, as the viewer sees it (none for the viewer's
    own seat, or for words about no seat)."""
    if seat is None or seat == stage.viewer:
        return None
    left, right = stage.layout.seat_sides(stage.viewer)
    return "left" if seat in left else "right" if seat in right else None


def _announce(
    stage: Stage,
    event: Event,
    after: GameState,
    at: float,
    *,
    tone: str,
    size: int,
    duration: float = FLOAT_SECONDS,
    near_enemy: bool = False,
) -> None:
    """The event's words (narrate's) as floating text in the palette's `tone`; words about a
    seat (a yield, the damage it must take) on the side of the table where it sits."""
    color = stage.palette[tone]
    words = _words(stage, event, after)
    seat = event.seat if isinstance(event, (ev.Yielded, ev.EnemyAttacked)) else None
    float_text(stage, after, words, color=color, size=size, start=at, duration=duration,
               near_enemy=near_enemy, seat=seat)  # fmt: skip


def _words(stage: Stage, event: Event, after: GameState) -> str:
    return named(effect_text(event, after.players, stage.you) or "", stage.names)


@_extra(ev.MulliganTaken)
def _mulligan(stage: Stage, event: ev.MulliganTaken, after: GameState, at: float) -> float:
    _announce(stage, event, after, at, tone="accent", size=22)
    stage.sound(at, "shuffle")
    return at + 0.6


@_extra(ev.Yielded)
def _yielded(stage: Stage, event: ev.Yielded, after: GameState, at: float) -> float:
    _announce(stage, event, after, at, tone="text", size=22)
    return at + 0.5


@_extra(ev.PowerBlocked)
def _power_blocked(stage: Stage, event: ev.PowerBlocked, after: GameState, at: float) -> float:
    _announce(stage, event, after, at, tone="danger", size=18, duration=1.3, near_enemy=True)
    return at + 0.35


@_extra(ev.TavernHealed)
def _tavern_healed(stage: Stage, event: ev.TavernHealed, after: GameState, at: float) -> float:
    count = len(event.cards)
    _announce(stage, event, after, at, tone="good", size=20)
    if count:
        _fly_backs(
            stage, stage.layout.discard.center, stage.layout.tavern.center, min(count, 8), at
        )
    return at + (0.55 if count else 0.3)


@_extra(ev.ShieldRaised)
def _shield_raised(stage: Stage, event: ev.ShieldRaised, after: GameState, at: float) -> float:
    _announce(stage, event, after, at, tone="accent", size=22, near_enemy=True)
    stage.sound(at, "shield")
    return at + 0.4


@_extra(ev.ImmunityCancelled)
def _immunity_cancelled(
    stage: Stage, event: ev.ImmunityCancelled, after: GameState, at: float
) -> float:
    _announce(stage, event, after, at, tone="accent", size=24, duration=1.4, near_enemy=True)
    stage.sound(at, "flip")
    return at + 0.6


@_extra(ev.DamageDealt)
def _damage_dealt(stage: Stage, event: ev.DamageDealt, after: GameState, at: float) -> float:
    _announce(stage, event, after, at, tone="danger", size=40, duration=1.2, near_enemy=True)
    _shake(stage, after, at)
    stage.sound(at, "hit")
    return at + 0.55


@_extra(ev.EnemyDefeated)
def _enemy_defeated(stage: Stage, event: ev.EnemyDefeated, after: GameState, at: float) -> float:
    """The big moment of a fallen royal: it swells, its suit bursts from it, the table dims
    behind its name in gold and what becomes of it in readable words, in the middle of the
    table, then clears; an exact kill also rings the tavern it is about to join (R-DEF-1)."""
    center = stage.layout.enemy.center
    gold = stage.palette["highlight"]
    _pulse(stage, (event.enemy, 0), at)
    if event.enemy.suit is not None:
        _burst(stage, center, SUIT_SYMBOLS[event.enemy.suit], gold, at)
    _big_moment(stage, defeat_title(event.enemy), _words(stage, event, after), gold, at)
    if event.exact:
        _ring(stage, stage.layout.tavern.center, gold, at + 0.45)
    stage.sound(at, "defeat")
    return at + 0.3


@_extra(ev.GameWon)
def _game_won(stage: Stage, event: ev.GameWon, after: GameState, at: float) -> float:
    """The last King falls (R-END-1): a golden flash, a shower of every suit, the news."""
    gold = stage.palette["highlight"]
    frame = stage.layout.frame
    _flash(stage, gold, at)
    middle = frame.point(640, 330)
    for index, symbol in enumerate(("♠", "♥", "♦", "♣")):
        _burst(stage, middle, symbol, gold, at + index * 0.12, count=10, reach=420)
    _title_text(
        stage,
        after,
        victory_text(),
        color=gold,
        size=64,
        start=at + 0.1,
        duration=2.0,
        at_rest=middle,
    )
    return at + 1.4


MOMENT_SECONDS = 1.9  # an enemy's fall: the table dims, the news shows, then it clears
MOMENT_DIM = 120  # the veil's alpha at its darkest
PLATE_TEXT = (242, 236, 222)  # words on the dark plate, light in every theme


def _big_moment(stage: Stage, title: str, subtitle: str, color: Color, at: float) -> None:
    """The table dims; `title` (the title font, in `color`) over `subtitle` (bold, in the
    text colour, big enough to read) on one dark plate in the middle of the table (the
    same in hot seat and solo); it swells in, holds and fades, and the table clears."""
    plate = _news_plate(stage, title, subtitle, color)
    center = moment_spot(stage.layout, plate.get_size()).center

    def draw(surface: pygame.Surface, progress: float) -> None:
        shown = min(1.0, progress * 6) * min(1.0, (1 - progress) * 4)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, round(MOMENT_DIM * shown)))
        surface.blit(veil, (0, 0))
        grow = 1.0 if stage.reduced_motion else 0.85 + 0.15 * ease_out_cubic(min(1.0, progress * 5))
        scaled = plate if grow == 1.0 else pygame.transform.smoothscale_by(plate, grow)
        scaled.set_alpha(round(255 * min(1.0, (1 - progress) * 4)))
        spot = scaled.get_rect(center=center)
        surface.blit(scaled, spot.clamp(surface.get_rect()))

    stage.moments.append(stage.timeline.effect(at, MOMENT_SECONDS, draw))


def moment_spot(layout: TableLayout, size: tuple[int, int]) -> pygame.Rect:
    """Where a big moment's plate of `size` rests: in the middle of the table's row, raised
    where it would reach the hand's number discs (1280x720 at 200%: the plate covered them;
    the veil dims the banner it then covers instead)."""
    frame = layout.frame
    x, y = frame.point(640, layout.table_y)
    spot = pygame.Rect((0, 0), size)
    spot.center = (round(x), round(y))
    spot.bottom = min(spot.bottom, math.floor(layout.keys_top()) - frame.px(TABLE_GAP))
    return spot


def _news_plate(stage: Stage, title: str, subtitle: str, color: Color) -> pygame.Surface:
    """`title` over `subtitle` on a dark rounded plate edged in `color`, as wide as the
    table allows (the subtitle wraps, evenly, within it)."""
    frame, text = stage.layout.frame, stage.text
    room = min(frame.px(760), stage.layout.banner.width)
    px = max(frame.px(36), round(text.body_px(frame.px(19)) * 1.4))  # over its subtitle
    words = text.title(title, px, color)
    while words.get_width() > room and px > frame.px(24):
        px -= 2
        words = text.title(title, px, color)
    font = text.body_font(frame.px(19), bold=True)
    lines = wrap_balanced(subtitle, font, room) if subtitle else []
    under = [text.body(line, frame.px(19), PLATE_TEXT, bold=True) for line in lines]
    width = max([words.get_width(), *(line.get_width() for line in under)]) + frame.px(48)
    gap = frame.px(6)
    height = words.get_height() + sum(line.get_height() for line in under) + gap + frame.px(24)
    plate = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = min(height // 2, frame.px(22))
    pygame.draw.rect(plate, (12, 10, 8, 235), plate.get_rect(), border_radius=radius)
    pygame.draw.rect(plate, (*color, 255), plate.get_rect(), width=2, border_radius=radius)
    top = frame.px(10)
    plate.blit(words, words.get_rect(midtop=(width // 2, top)))
    top += words.get_height() + gap
    for line in under:
        plate.blit(line, line.get_rect(midtop=(width // 2, top)))
        top += line.get_height()
    return plate


def _plate(stage: Stage, text: str, px: int, color: Color) -> pygame.Surface:
    """`text` in the title font at `px` on a dark rounded plate edged in `color`."""
    frame = stage.layout.frame
    words = stage.text.title(text, px, color)
    plate = pygame.Surface(
        words.get_rect().inflate(frame.px(40), frame.px(12)).size, pygame.SRCALPHA
    )
    radius = plate.get_height() // 2
    pygame.draw.rect(plate, (12, 10, 8, 200), plate.get_rect(), border_radius=radius)
    pygame.draw.rect(plate, (*color, 255), plate.get_rect(), width=2, border_radius=radius)
    plate.blit(words, words.get_rect(center=plate.get_rect().center))
    return plate


def _title_text(
    stage: Stage,
    after: GameState,
    text: str,
    *,
    color: Color,
    size: int,
    start: float,
    duration: float,
    at_rest: tuple[float, float] | None = None,
) -> None:
    """Big words in the title font on a dark plate (readable over any card), that swell in,
    hold, rise a little and fade: in a free place of the table's band (lanes.py; a little
    smaller beside the plays rather than over them), or for the game's end (the table's
    panels gone) at `at_rest`, where they stay."""
    frame = stage.layout.frame
    rise = 0 if stage.reduced_motion or at_rest is not None else frame.px(RISE)
    place: pygame.Rect | None = None
    if at_rest is not None:
        plate, center = _plate(stage, text, frame.px(size), color), at_rest
    else:
        plates = [_plate(stage, text, frame.px(size * shrink), color) for shrink in SHRINKS]
        row = stage.layout.table_row_rect(after.table)
        options = [
            (band, (plate.get_width(), plate.get_height() + rise))
            for band in bands(stage.layout, row, near_enemy=False)
            for plate in plates
        ]
        spot = stage.lanes.place(options, start, duration)
        if spot is None:
            return  # no room at this window size: the floating words and the log say it
        place, start, duration = spot.rect, spot.start, spot.duration
        plate = plates[spot.option % len(plates)]
        center = (place.centerx, place.bottom - plate.get_height() / 2)

    def draw(surface: pygame.Surface, progress: float) -> None:
        grow = 0.8 + 0.2 * ease_out_cubic(min(1.0, progress * 4))
        y = center[1] - rise * ease_out_cubic(progress)
        scaled = pygame.transform.smoothscale_by(plate, grow)
        scaled.set_alpha(round(255 * min(1.0, (1 - progress) * 3)))
        spot = scaled.get_rect(center=(round(center[0]), round(y)))
        surface.blit(scaled, spot.clamp(surface.get_rect()))

    effect = stage.timeline.effect(start, duration, draw)
    if place is not None:
        stage.lanes.hold(place, effect)


def _burst(
    stage: Stage,
    center: tuple[float, float],
    symbol: str,
    color: Color,
    at: float,
    *,
    count: int = 14,
    reach: float = 160,
) -> None:
    """Suit symbols flying out from `center` in a ring, fading as they go (not with reduced
    motion: the ring and the words say it)."""
    if stage.reduced_motion:
        return
    frame = stage.layout.frame
    glyph = stage.text.render(symbol, stage.text.theme.fonts.symbols, frame.px(26), color)

    def draw(surface: pygame.Surface, progress: float) -> None:
        distance = frame.px(reach) * ease_out_cubic(progress)
        glyph.set_alpha(round(255 * (1 - progress)))
        for index in range(count):
            angle = index * math.tau / count
            x = center[0] + math.cos(angle) * distance
            y = center[1] + math.sin(angle) * distance
            surface.blit(glyph, glyph.get_rect(center=(round(x), round(y))))

    stage.timeline.effect(at, 0.9, draw)


def _ring(stage: Stage, center: tuple[float, float], color: Color, at: float) -> None:
    """A widening ring: look here (an exact kill's royal lands on the tavern)."""
    frame = stage.layout.frame

    def draw(surface: pygame.Surface, progress: float) -> None:
        radius = round(frame.px(40) + frame.px(60) * ease_out_cubic(progress))
        ring = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
        alpha = round(255 * (1 - progress))
        pygame.draw.circle(ring, (*color, alpha), (radius + 4, radius + 4), radius, frame.px(4))
        surface.blit(ring, ring.get_rect(center=(round(center[0]), round(center[1]))))

    stage.timeline.effect(at, 0.8, draw)


def _flash(stage: Stage, color: Color, at: float) -> None:
    """The whole table lights up for a moment."""

    def draw(surface: pygame.Surface, progress: float) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*color, round(90 * (1 - progress))))
        surface.blit(veil, (0, 0))

    stage.timeline.effect(at, 0.5, draw)


def _pulse(stage: Stage, key: CardKey, at: float) -> None:
    """The card swells and settles (before it is carried off)."""
    sprite = stage.sprites.get(key)
    if sprite is None:
        return
    width = sprite.width
    stage.timeline.move(sprite, {"width": width * 1.12}, at, 0.18)
    stage.timeline.move(sprite, {"width": width}, at + 0.18, 0.2)


@_extra(ev.EnemyAttacked)
def _enemy_attacked(stage: Stage, event: ev.EnemyAttacked, after: GameState, at: float) -> float:
    if event.damage == 0:
        _announce(stage, event, after, at, tone="good", size=20)
        return at + 0.4
    _announce(stage, event, after, at, tone="danger", size=24, duration=1.3)
    return at + 0.45


@_extra(ev.TokenFlipped)
def _token_flipped(stage: Stage, event: ev.TokenFlipped, after: GameState, at: float) -> float:
    """The coin turns over: its face narrows away and comes back as the spent side."""
    index = after.tokens_used - 1
    rect = stage.layout.token(index)
    fresh, spent = stage.art.token(False, rect.width), stage.art.token(True, rect.width)

    def draw(surface: pygame.Surface, progress: float) -> None:
        turn = abs(math.cos(progress * math.pi))
        image = fresh if progress < 0.5 else spent
        squeezed = pygame.transform.smoothscale(
            image, (max(1, round(rect.width * turn)), rect.height)
        )
        surface.blit(squeezed, squeezed.get_rect(center=rect.center))

    stage.tokens_in_flight.add(index)
    stage.timeline.effect(at, 0.5, draw)
    stage.timeline.call(at + 0.5, lambda: stage.tokens_in_flight.discard(index))
    _announce(stage, event, after, at, tone="accent", size=18)
    stage.sound(at, "flip")
    return at + 0.45


def _fly_backs(
    stage: Stage, source: tuple[int, int], target: tuple[int, int], count: int, at: float
) -> None:
    """Card backs flying from one pile to another (for cards that stay hidden, like a heal);
    with reduced motion, one back fades out at the source and in at the target instead."""
    width = stage.layout.frame.px(60)
    back = stage.art.back(width)
    if stage.reduced_motion:

        def fade(surface: pygame.Surface, progress: float) -> None:
            image = back.copy()
            image.set_alpha(round(255 * (1 - abs(2 * progress - 1))))
            spot = source if progress < 0.5 else target
            surface.blit(image, image.get_rect(center=spot))

        stage.timeline.effect(at, 0.4, fade)
        return

    def flyer(delay: float) -> None:
        def draw(surface: pygame.Surface, progress: float) -> None:
            eased = ease_in_out_cubic(progress)
            x = source[0] + (target[0] - source[0]) * eased
            y = (
                source[1]
                + (target[1] - source[1]) * eased
                - card_height(width) * 0.6 * (1 - (2 * eased - 1) ** 2)
            )
            surface.blit(back, back.get_rect(center=(round(x), round(y))))

        stage.timeline.effect(at + delay, 0.45, draw)

    for index in range(count):
        flyer(index * 0.05)


def _shake(stage: Stage, state: GameState, at: float) -> None:
    """Jolt the enemy card sideways and back (not with reduced motion)."""
    enemy = stage.sprites.get((state.enemy, 0)) if state.enemy else None
    if enemy is None or stage.reduced_motion:
        return
    home = enemy.x
    nudge = stage.layout.frame.px(10)
    stage.timeline.move(enemy, {"x": home + nudge}, at, 0.06)
    stage.timeline.move(enemy, {"x": home - nudge}, at + 0.06, 0.08)
    stage.timeline.move(enemy, {"x": home}, at + 0.14, 0.1)
