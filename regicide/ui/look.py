"""What a board is drawn with: the theme and its caches, the sounds, and the player's motion
setting (every game's board takes one; the context makes it from the settings)."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.themes.theme import Theme
from regicide.ui.assets import Sounds, TextCache
from regicide.ui.cardart import CardArt


@dataclass(frozen=True)
class Look:
    """What the board is drawn with: the theme and its caches, and the sounds."""

    theme: Theme
    text: TextCache
    art: CardArt
    sounds: Sounds
    reduced_motion: bool = False  # short fades instead of flights (the player's setting)
