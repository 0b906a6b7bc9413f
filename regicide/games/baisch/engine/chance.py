"""The only source of luck (B-RNG-1): the kernel's seeded chance, named for Baisch. Step k of a
game (0 = the deal, k = the k-th move) draws from `baisch/SEED/k`, so undoing and redoing a
move re-rolls nothing and a record replays exactly."""

from regicide.games import kernel
from regicide.games.kernel import Chance, RandomChance, shuffled


class SeededChance(kernel.SeededChance):
    """The luck of one step of one Baisch game."""

    __slots__ = ()
    game = "baisch"


__all__ = ["Chance", "RandomChance", "SeededChance", "shuffled"]
