"""Engine events -> animation steps. The state is the truth; animations only show the way.

For each event the cards move from their places in the state before it to their places in
the state after it (`_move_cards`, the same for every event). What differs per event type is
the pace (here) and the extras: effects and sounds, one small function per event type
(effects.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import regicide.games.regicide.engine as ev
from regicide.games.regicide.engine import Event, GameState, evolve
from regicide.games.regicide.ui.effects import EXTRAS, SOUNDS
from regicide.games.regicide.ui.layout import Placement, Zone, card_keys
from regicide.games.regicide.ui.sprites import CardSprite
from regicide.games.regicide.ui.stage import Stage
from regicide.ui.anim import ease_in_out_cubic, ease_out_back, ease_out_cubic


@dataclass(frozen=True)
class Pace:
    """How long an event's card moves take, how far apart they start, and when the next
    event may begin (`advance` shorter than `duration` lets events overlap; `pause` holds
    the next event back even when no card moves)."""

    duration: float
    stagger: float = 0.0
    advance: float | None = None
    ease: Callable[[float], float] = ease_out_cubic
    pause: float = 0.0  # the least time the event takes, cards moving or not
    delay: float = 0.0  # the cards wait this long (for the event's moment) before moving
    late: bool = False  # the panels show the event's result only once its cards have landed


_PACE: dict[type, Pace] = {
    ev.TavernShuffled: Pace(0.3, pause=0.3),
    ev.GameWon: Pace(0.3, pause=1.6),
    ev.GameLost: Pace(0.3, pause=0.5),
    ev.HandsDealt: Pace(0.34, 0.035),
    ev.MulliganTaken: Pace(0.4, 0.02),
    ev.EnemyRevealed: Pace(0.6, ease=ease_out_back),
    ev.CardsPlayed: Pace(0.38, 0.06),
    ev.CardDrawn: Pace(0.34, advance=0.1),
    ev.TavernHealed: Pace(0.45),
    ev.DiscardShuffled: Pace(0.25),
    ev.EnemyDefeated: Pace(0.6, ease=ease_in_out_cubic, delay=0.45, late=True),
    ev.TableCleared: Pace(0.4, 0.04),
    ev.CardsDiscarded: Pace(0.38, 0.05),
}
_DEFAULT_PACE = Pace(0.3)


def choreograph(stage: Stage, before: GameState, events: Sequence[Event]) -> float:
    """Schedule the animation of `events` from `before`; returns when it ends (seconds).

    As each event's animation begins, the stage is told the state it leads to, so the panels
    (the enemy's health, the piles' sizes) show what the cards show, never the final state."""
    clock = 0.0
    state = before
    for event in events:
        after = evolve(state, event)
        pace = _calm(stage, _PACE.get(type(event), _DEFAULT_PACE))
        moves_end = _move_cards(stage, state, after, clock + pace.delay, pace)
        _reach(stage, moves_end if pace.late else clock, after)
        extra = EXTRAS.get(type(event))
        effects_end = extra(stage, event, after, clock) if extra else clock
        if type(event) in SOUNDS:
            stage.sound(clock, SOUNDS[type(event)])
        finished = max(moves_end, effects_end, clock + pace.pause)
        clock = clock + pace.advance if pace.advance is not None else finished
        state = after
    return clock


def _reach(stage: Stage, at: float, state: GameState) -> None:
    stage.timeline.call(at, lambda: stage.reached(state))


def _move_cards(
    stage: Stage, before: GameState, after: GameState, start: float, pace: Pace
) -> float:
    """Tween every card whose place differs between the two states."""
    old, new = stage.place(before), stage.place(after)
    zones_before, zones_after = card_keys(before), card_keys(after)
    order = 0
    for key, goal in new.items():
        if old.get(key) == goal:
            continue
        sprite = stage.sprites.get(key)
        if sprite is None:
            origin = old.get(key) or stage.layout.anchor(
                zones_before.get(key, (Zone.TAVERN, 0, 0)), stage.viewer
            )
            sprite = stage.sprites[key] = CardSprite.at(key, origin)
        _tween(stage, sprite, goal, start + order * pace.stagger, pace)
        order += 1
    for key in old.keys() - new.keys():
        sprite = stage.sprites.get(key)
        if sprite is not None:
            anchor = stage.layout.anchor(zones_after[key], stage.viewer)
            _tween(stage, sprite, anchor, start + order * pace.stagger, pace, then_remove=True)
            order += 1
    return start + pace.duration + pace.stagger * max(0, order - 1) if order else start


def transition(stage: Stage, before: GameState, after: GameState, pace: Pace) -> float:
    """Move every sprite from wherever it is now to its place in `after` (undo, snap-back,
    a new viewer). Cards that were in a pile in `before` come out of that pile."""
    pace = _calm(stage, pace)
    goals = stage.place(after)
    zones_before, zones_after = card_keys(before), card_keys(after)
    order = 0
    for key, goal in goals.items():
        sprite = stage.sprites.get(key)
        if sprite is None:
            where = zones_before.get(key, zones_after[key])
            sprite = stage.sprites[key] = CardSprite.at(
                key, stage.layout.anchor(where, stage.viewer)
            )
        elif sprite.placement() == goal:
            continue
        _tween(stage, sprite, goal, order * pace.stagger, pace)
        order += 1
    for key in set(stage.sprites) - goals.keys():
        anchor = stage.layout.anchor(zones_after[key], stage.viewer) if key in zones_after else None
        if anchor is None:
            del stage.sprites[key]
        else:
            _tween(stage, stage.sprites[key], anchor, order * pace.stagger, pace, then_remove=True)
            order += 1
    return pace.duration + pace.stagger * max(0, order - 1) if order else 0.0


FADE = 0.16  # reduced motion: how long a card takes to fade in at its new place
NUDGE = 0.4  # reduced motion: a move shorter than this (of the card's width) just happens


def _calm(stage: Stage, pace: Pace) -> Pace:
    """Reduced motion: every card move becomes a short fade; the event's pauses stay."""
    if not stage.reduced_motion:
        return pace
    return replace(pace, duration=min(pace.duration, FADE), stagger=min(pace.stagger, 0.02))


def _tween(
    stage: Stage,
    sprite: CardSprite,
    goal: Placement,
    start: float,
    pace: Pace,
    *,
    then_remove: bool = False,
) -> None:
    def lift() -> None:
        sprite.z = 1000 + goal.z

    def land() -> None:
        sprite.z = goal.z
        if then_remove and stage.sprites.get(sprite.key) is sprite:
            del stage.sprites[sprite.key]

    if stage.reduced_motion:
        _fade(stage, sprite, goal, start, pace.duration, then_remove=then_remove, lift=lift)
    else:
        stage.timeline.move(
            sprite, sprite.target(goal), start, pace.duration, ease=pace.ease, on_start=lift
        )
    stage.timeline.call(start + pace.duration, land)


def _fade(
    stage: Stage,
    sprite: CardSprite,
    goal: Placement,
    start: float,
    duration: float,
    *,
    then_remove: bool,
    lift: Callable[[], None],
) -> None:
    """Reduced motion: a card leaving fades out where it is; a card arriving appears at its
    place and fades in; a small nudge (a selected card rising) just happens."""
    distance = abs(goal.x - sprite.x) + abs(goal.y - sprite.y)
    if then_remove:
        stage.timeline.move(sprite, {"alpha": 0.0}, start, duration, on_start=lift)
        return
    if distance < NUDGE * max(goal.width, 1.0):
        stage.timeline.move(sprite, sprite.target(goal), start, 0.0, on_start=lift)
        return

    def appear() -> None:
        lift()
        sprite.alpha = 0.0

    stage.timeline.move(sprite, sprite.target(goal), start, 0.0, on_start=appear)
    stage.timeline.move(sprite, {"alpha": 1.0}, start, duration, ease=lambda t: t)
