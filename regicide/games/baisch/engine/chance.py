"""The only source of luck (B-RNG-1): shuffles and picks drawn from a game's seed.

Step k of a game (0 = the deal, k = the k-th move) has its own generator, seeded from the
game's seed and k, so undoing and redoing a move re-rolls nothing and a record replays
exactly. Both draws use only `random.Random.random()`, whose sequence Python keeps stable
across versions for a given seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class Chance(Protocol):
    """Something that shuffles and picks: the seeded generator, or a search's own."""

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        """A random permutation of `items`."""

    def below(self, count: int) -> int:
        """A random whole number from 0 to count - 1."""


class SeededChance:
    """The luck of one step of one game; the generator is made on first use."""

    __slots__ = ("_rng", "seed", "step")

    def __init__(self, seed: int, step: int) -> None:
        self.seed = seed
        self.step = step
        self._rng: random.Random | None = None

    def _generator(self) -> random.Random:
        if self._rng is None:
            self._rng = random.Random(f"baisch/{self.seed}/{self.step}")
        return self._rng

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        return shuffled(self._generator(), items)

    def below(self, count: int) -> int:
        return int(self._generator().random() * count)


class RandomChance:
    """Luck from a generator the caller owns (search: one generator for a whole rollout)."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        return shuffled(self.rng, items)

    def below(self, count: int) -> int:
        return int(self.rng.random() * count)


def shuffled(rng: random.Random, items: Sequence[T]) -> tuple[T, ...]:
    """A Fisher-Yates shuffle over `rng.random()`, stable across Python versions."""
    result = list(items)
    for index in range(len(result) - 1, 0, -1):
        other = int(rng.random() * (index + 1))
        result[index], result[other] = result[other], result[index]
    return tuple(result)
