"""Baisch's computer players (BAISCH.md §20): `random`, `instant` (the scripted personalities
of the original bots, honest: they read only their seat's view) and `strong` (determinized
search over whole-turn plans). Imports only the standard library, the engine's front door
and the words."""

from regicide.games.baisch.ai.hints import explain
from regicide.games.baisch.ai.make import PLAYER_NAMES, Player, make_player
from regicide.games.baisch.ai.simulate import Settings, describe, play_settings, simulate

__all__ = [
    "PLAYER_NAMES",
    "Player",
    "Settings",
    "describe",
    "explain",
    "make_player",
    "play_settings",
    "simulate",
]
