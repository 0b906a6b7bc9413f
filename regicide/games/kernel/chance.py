"""The only source of luck in an engine: shuffles and picks drawn from a game's seed.

Each step of a game (0 = the deal, k = the k-th move) gets its own generator, seeded from the
game's name, its seed and the step number. So a game is a pure function of its seed and moves:
undoing a move and making it again shuffles exactly as before (no re-rolled luck), and
`regicide check` reproduces what the app played. Both draws use only
`random.Random.random()`, whose sequence Python guarantees across versions for a given seed
(unlike `shuffle`/`randrange`, which may change).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class Chance(Protocol):
    """Something that shuffles and picks: the live seeded generator, or a search's own."""

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        """A random permutation of `items`."""

    def below(self, count: int) -> int:
        """A random whole number from 0 to count - 1."""


class SeededChance:
    """The deterministic luck of one step of one game. Each engine names its game in a
    subclass (`game = "regicide"`), and the generator's seed begins with that name
    (`regicide/SEED/STEP`); the generator is made on first use."""

    __slots__ = ("_rng", "seed", "step")

    #: the game's name, the first part of every generator's seed
    game = ""

    def __init__(self, seed: int, step: int) -> None:
        self.seed = seed
        self.step = step
        self._rng: random.Random | None = None

    def _generator(self) -> random.Random:
        if self._rng is None:
            self._rng = random.Random(f"{self.game}/{self.seed}/{self.step}")
        return self._rng

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        return shuffled(self._generator(), items)

    def below(self, count: int) -> int:
        return int(self._generator().random() * count)


class RandomChance:
    """Luck drawn from a generator the caller owns: for search, one seeded generator for a
    whole simulated game (a SeededChance makes a new generator for every step)."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        return shuffled(self.rng, items)

    def below(self, count: int) -> int:
        return int(self.rng.random() * count)


def shuffled(rng: random.Random, items: Sequence[T]) -> tuple[T, ...]:
    """A Fisher–Yates shuffle over `rng.random()`: the same permutation for the same seed on
    every Python version."""
    result = list(items)
    draw = rng.random  # looked up once: a heal in search shuffles the whole discard pile
    for index in range(len(result) - 1, 0, -1):
        other = int(draw() * (index + 1))
        result[index], result[other] = result[other], result[index]
    return tuple(result)
