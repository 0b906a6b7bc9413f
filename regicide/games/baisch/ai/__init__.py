"""Baisch's computer players (BAISCH.md §20): `random`, `instant` (the scripted personalities
of the original bots, honest: they read only their seat's view) and `strong` (determinized
search over whole-turn plans). Imports only the standard library, the engine's front door
and the words."""

from regicide.games.baisch.ai.hints import hint
from regicide.games.baisch.ai.make import PLAYER_NAMES, Player, make_player
from regicide.games.baisch.ai.simulate import Settings, run_simulate, simulate

__all__ = ["PLAYER_NAMES", "Player", "Settings", "hint", "make_player", "run_simulate", "simulate"]
