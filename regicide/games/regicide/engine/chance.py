"""The engine's luck: the kernel's seeded chance, named for Regicide (`regicide/SEED/STEP`,
as every Regicide record has always been dealt)."""

from __future__ import annotations

from regicide.games.kernel import Chance, RandomChance, shuffled
from regicide.games.kernel import SeededChance as KernelChance

GAME = "regicide"


class SeededChance(KernelChance):
    """The deterministic luck of step `step` (0 = the deal) of the Regicide game of `seed`."""

    __slots__ = ()

    def __init__(self, seed: int, step: int) -> None:
        super().__init__(seed, step, GAME)


__all__ = ["GAME", "Chance", "RandomChance", "SeededChance", "shuffled"]
