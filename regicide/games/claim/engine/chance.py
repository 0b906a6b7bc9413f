"""The only source of luck in the engine (C-SETUP-1): the kernel's seeded chance, named for
Claim. Step 0 of a game is its deal, step k its k-th move; each step draws from
`claim/SEED/k`, so undoing a move and making it again draws the same luck, and `regicide
check` reproduces what the table played."""

from regicide.games import kernel
from regicide.games.kernel import Chance, RandomChance, shuffled


class SeededChance(kernel.SeededChance):
    """The luck of one step of one Claim game."""

    __slots__ = ()
    game = "claim"


__all__ = ["Chance", "RandomChance", "SeededChance", "shuffled"]
