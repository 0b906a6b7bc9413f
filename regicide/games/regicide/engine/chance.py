"""The engine's luck: the kernel's seeded chance, named for Regicide (`regicide/SEED/STEP`,
as every Regicide record has always been dealt)."""

from regicide.games import kernel
from regicide.games.kernel import Chance, RandomChance, shuffled


class SeededChance(kernel.SeededChance):
    """The luck of one step of one Regicide game."""

    __slots__ = ()
    game = "regicide"


__all__ = ["Chance", "RandomChance", "SeededChance", "shuffled"]
