"""Small helpers the benchmarks share: percentiles, and a private data folder."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager


def percentile(ordered: list[float], share: float) -> float:
    """The value `share` of the way up the sorted `ordered` (0 for none), rounded."""
    if not ordered:
        return 0.0
    return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 3)


@contextmanager
def private_home() -> Iterator[str]:
    """REGICIDE_HOME is an empty temporary folder while the block runs, so a benchmark never
    writes over the player's game in progress or settings."""
    before = os.environ.get("REGICIDE_HOME")
    with tempfile.TemporaryDirectory(prefix="regicide-bench-") as home:
        os.environ["REGICIDE_HOME"] = home
        try:
            yield home
        finally:
            if before is None:
                os.environ.pop("REGICIDE_HOME", None)
            else:
                os.environ["REGICIDE_HOME"] = before
