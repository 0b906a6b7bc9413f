"""Claim's computer players: they read one seat's view, never the game state (C-VIS-11).

- `make_player(name, think=, iterations=)`: "random", "instant" or "strong", each with
  `name` and `choose(view, rng, *, cancel=None) -> Command`.
- `simulate(bot, opponent, games, seed, ...)`: computer against
  computer on fixed deals, seats swapped, with statistics (`regicide simulate --game claim`).

Hints (`hint(view, rng, player)`: the move and a sentence on why) are words, so they live in
`regicide.games.claim.narrate`.
"""

from regicide.games.claim.ai.make import PLAYER_NAMES, make_player
from regicide.games.claim.ai.players import InstantPlayer
from regicide.games.claim.ai.search import StrongPlayer
from regicide.games.claim.ai.simulate import simulate
from regicide.games.computers import Cancelled, RandomPlayer, SeatPlayer

__all__ = [
    "PLAYER_NAMES",
    "Cancelled",
    "InstantPlayer",
    "RandomPlayer",
    "SeatPlayer",
    "StrongPlayer",
    "make_player",
    "simulate",
]
