"""The stage the choreography and the effects work on: the table's moving parts."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from regicide.games.regicide.engine import GameState
from regicide.games.regicide.ui.layout import CardKey, Placement, TableLayout
from regicide.games.regicide.ui.sprites import CardSprite
from regicide.ui.anim import Effect, Timeline
from regicide.ui.announce import Lanes
from regicide.ui.assets import Color, Sounds, TextCache
from regicide.ui.cardart import CardArt

Place = Callable[[GameState], dict[CardKey, Placement]]


@dataclass
class Stage:
    """What the choreography works with."""

    timeline: Timeline
    sprites: dict[CardKey, CardSprite]
    layout: TableLayout
    place: Place
    art: CardArt
    text: TextCache
    sounds: Sounds
    palette: dict[str, Color]
    viewer: int  # the seat whose hand is fanned at the bottom
    tokens_in_flight: set[int]  # solo tokens being flipped by an effect (the HUD skips them)
    reached: Callable[[GameState], None]  # the animation has reached this state (the panels)
    lanes: Lanes  # where floating words may go, and the places they hold
    reduced_motion: bool = False  # cards fade in where they go instead of flying there
    names: Mapping[int, str] = field(default_factory=dict)  # the computer teammates' names
    you: int | None = None  # the seat the words call "you" (the one person among computers)
    moments: list[Effect] = field(default_factory=list)  # the big moments (the board's)

    def sound(self, at: float, name: str) -> None:
        self.timeline.call(at, lambda: self.sounds.play(name))
