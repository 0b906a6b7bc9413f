"""Effects and sounds for engine events: one small function per event type (the cards'
own moves are the choreography's job, the same for every event)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

import regicide.engine as ev
from regicide.engine import RANK_NAMES, GameState
from regicide.ui.anim import ease_in_out_cubic, ease_out_cubic
from regicide.ui.assets import Color
from regicide.ui.cardart import SUIT_SYMBOLS, card_height
from regicide.ui.stage import Stage

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


def float_text(
    stage: Stage,
    text: str,
    at: tuple[float, float],
    *,
    color: Color,
    size: int,
    start: float,
    duration: float = 1.1,
    rise: float = 40,
) -> None:
    """Text that pops up at `at`, rises and fades."""
    frame = stage.layout.frame

    def draw(surface: pygame.Surface, progress: float) -> None:
        image = stage.text.body(text, frame.px(size), color, bold=True).copy()
        image.set_alpha(round(255 * min(1.0, (1 - progress) * 2.5)))
        y = at[1] - frame.px(rise) * ease_out_cubic(progress)
        outline = stage.text.body(text, frame.px(size), (20, 12, 8), bold=True).copy()
        outline.set_alpha(image.get_alpha())
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            surface.blit(outline, outline.get_rect(center=(round(at[0]) + dx, round(y) + dy)))
        surface.blit(image, image.get_rect(center=(round(at[0]), round(y))))

    stage.timeline.effect(start, duration, draw)


def _hand_point(stage: Stage) -> tuple[float, float]:
    """Above the fanned hand: where news for the player to act is shown."""
    return stage.layout.frame.point(640, 500)


def _enemy_point(stage: Stage, dy: float = 0) -> tuple[float, float]:
    rect = stage.layout.enemy
    return (rect.centerx, rect.centery + stage.layout.frame.px(dy))


@_extra(ev.MulliganTaken)
def _mulligan(stage: Stage, event: ev.MulliganTaken, after: GameState, at: float) -> float:
    float_text(
        stage,
        "No Diamonds dealt: redeal",
        _hand_point(stage),
        color=stage.palette["accent"],
        size=22,
        start=at,
    )
    stage.sound(at, "shuffle")
    return at + 0.6


@_extra(ev.Yielded)
def _yielded(stage: Stage, event: ev.Yielded, after: GameState, at: float) -> float:
    who = "You yield" if after.players == 1 else f"Seat {event.seat} yields"
    float_text(stage, who, _hand_point(stage), color=stage.palette["text"], size=22, start=at)
    return at + 0.5


@_extra(ev.PowerBlocked)
def _power_blocked(stage: Stage, event: ev.PowerBlocked, after: GameState, at: float) -> float:
    text = f"{SUIT_SYMBOLS[event.suit]} {event.suit.label} blocked by immunity"
    float_text(
        stage,
        text,
        _enemy_point(stage, -60),
        color=stage.palette["danger"],
        size=18,
        start=at,
        duration=1.3,
    )
    return at + 0.35


@_extra(ev.TavernHealed)
def _tavern_healed(stage: Stage, event: ev.TavernHealed, after: GameState, at: float) -> float:
    count = len(event.cards)
    text = f"♥ Heal {count}" if count else "♥ Nothing to heal"
    float_text(
        stage, text, stage.layout.tavern.midbottom, color=stage.palette["good"], size=20, start=at
    )
    if count:
        _fly_backs(
            stage, stage.layout.discard.center, stage.layout.tavern.center, min(count, 8), at
        )
    return at + (0.55 if count else 0.3)


@_extra(ev.ShieldRaised)
def _shield_raised(stage: Stage, event: ev.ShieldRaised, after: GameState, at: float) -> float:
    panel = stage.layout.enemy_panel
    float_text(
        stage,
        f"♠ Shield +{event.amount}",
        (panel.centerx, panel.bottom),
        color=stage.palette["accent"],
        size=22,
        start=at,
    )
    stage.sound(at, "shield")
    return at + 0.4


@_extra(ev.ImmunityCancelled)
def _immunity_cancelled(
    stage: Stage, event: ev.ImmunityCancelled, after: GameState, at: float
) -> float:
    float_text(
        stage,
        "Immunity cancelled!",
        _enemy_point(stage, -30),
        color=stage.palette["accent"],
        size=24,
        start=at,
        duration=1.4,
    )
    stage.sound(at, "flip")
    return at + 0.6


@_extra(ev.DamageDealt)
def _damage_dealt(stage: Stage, event: ev.DamageDealt, after: GameState, at: float) -> float:
    text = f"−{event.amount}" + ("  ♣×2" if event.doubled else "")
    float_text(
        stage,
        text,
        _enemy_point(stage, -20),
        color=stage.palette["danger"],
        size=40,
        start=at,
        duration=1.2,
        rise=60,
    )
    _shake(stage, after, at)
    stage.sound(at, "hit")
    return at + 0.55


@_extra(ev.EnemyDefeated)
def _enemy_defeated(stage: Stage, event: ev.EnemyDefeated, after: GameState, at: float) -> float:
    name = (
        f"{RANK_NAMES[event.enemy.rank]}{SUIT_SYMBOLS[event.enemy.suit]}"
        if event.enemy.suit
        else ""
    )
    text = f"Exact kill! {name} joins the tavern" if event.exact else f"{name} defeated!"
    float_text(
        stage,
        text,
        _enemy_point(stage, 40),
        color=stage.palette["highlight"],
        size=28,
        start=at,
        duration=1.6,
        rise=30,
    )
    stage.sound(at, "defeat")
    return at + 0.3


@_extra(ev.EnemyAttacked)
def _enemy_attacked(stage: Stage, event: ev.EnemyAttacked, after: GameState, at: float) -> float:
    if event.damage == 0:
        float_text(
            stage,
            "The shield holds: no damage",
            _hand_point(stage),
            color=stage.palette["good"],
            size=20,
            start=at,
        )
        return at + 0.4
    who = "You take" if after.players == 1 else f"Seat {event.seat} takes"
    float_text(
        stage,
        f"{who} {event.damage} damage",
        _hand_point(stage),
        color=stage.palette["danger"],
        size=24,
        start=at,
        duration=1.3,
    )
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
    float_text(
        stage,
        "Jester token: new hand",
        (rect.centerx, rect.top),
        color=stage.palette["accent"],
        size=18,
        start=at,
    )
    stage.sound(at, "flip")
    return at + 0.45


def _fly_backs(
    stage: Stage, source: tuple[int, int], target: tuple[int, int], count: int, at: float
) -> None:
    """Card backs flying from one pile to another (for cards that stay hidden, like a heal)."""
    width = stage.layout.frame.px(60)
    back = stage.art.back(width)

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
    """Jolt the enemy card sideways and back."""
    enemy = stage.sprites.get((state.enemy, 0)) if state.enemy else None
    if enemy is None:
        return
    home = enemy.x
    nudge = stage.layout.frame.px(10)
    stage.timeline.move(enemy, {"x": home + nudge}, at, 0.06)
    stage.timeline.move(enemy, {"x": home - nudge}, at + 0.06, 0.08)
    stage.timeline.move(enemy, {"x": home}, at + 0.14, 0.1)
