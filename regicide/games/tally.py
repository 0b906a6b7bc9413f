"""What every game's `simulate` and the benchmarks count with: the Wilson score interval of
a win rate. Pure (standard library only): the games' computer players and the benchmarks
share this one copy."""

from __future__ import annotations

import math

Z95 = 1.959964  # the normal quantile of a two-sided 95% interval


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of `wins` in `games`; (0, 1) for none."""
    if games == 0:
        return (0.0, 1.0)
    rate = wins / games
    centre = rate + z * z / (2 * games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale))
