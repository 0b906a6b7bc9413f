"""The only source of luck in the engine (C-SETUP-1): permutations drawn from a game's seed.

Step 0 of a game is its deal, step k its k-th move; each step gets its own generator seeded
from (seed, step), so undoing a move and making it again draws the same luck, and `regicide
check` reproduces what the table played. The permutation is a Fisher–Yates shuffle over
`random.Random.random()`, whose sequence Python keeps across versions for a given seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class Chance(Protocol):
    """Something that can shuffle: the game's seeded luck, a search's generator, a test's
    script."""

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        """A random permutation of `items`."""


def permuted(rng: random.Random, items: Sequence[T]) -> tuple[T, ...]:
    """A Fisher–Yates permutation of `items` drawn from `rng.random()` alone."""
    result = list(items)
    for high in range(len(result) - 1, 0, -1):
        low = int(rng.random() * (high + 1))
        result[high], result[low] = result[low], result[high]
    return tuple(result)


class SeededChance:
    """The luck of step `step` of the game of `seed`; its generator is made on first use."""

    __slots__ = ("_rng", "seed", "step")

    def __init__(self, seed: int, step: int) -> None:
        self.seed, self.step = seed, step
        self._rng: random.Random | None = None

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        if self._rng is None:
            self._rng = random.Random(f"claim/{self.seed}/{self.step}")
        return permuted(self._rng, items)


class RandomChance:
    """Luck from a generator the caller owns (a search's simulated games)."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        return permuted(self.rng, items)
