"""The statistics of `regicide simulate`: Wilson intervals, the histogram, medals (R-SOLO-5)."""

from __future__ import annotations

import pytest

from regicide.games.regicide.ai.simulate import GameResult, Settings, summary
from regicide.games.tally import wilson


def test_wilson_interval_matches_the_textbook() -> None:
    low, high = wilson(42, 100)
    assert low == pytest.approx(0.3280, abs=1e-3)
    assert high == pytest.approx(0.5179, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_summary_counts_wins_enemies_and_medals() -> None:
    results = [
        GameResult(1, True, 12, "gold", 40, 0.4, 0.02),
        GameResult(2, True, 12, "bronze", 50, 0.5, 0.03),
        GameResult(3, False, 7, None, 30, 0.3, 0.01),
    ]
    report = summary(Settings("instant", 1), results)
    assert report["games"] == 3 and report["wins"] == 2
    assert report["win_rate"] == pytest.approx(2 / 3)
    assert report["enemies_histogram"][12] == 2 and report["enemies_histogram"][7] == 1
    assert report["medals"] == {"gold": 1, "silver": 0, "bronze": 1}
    assert report["mean_enemies"] == pytest.approx(31 / 3)
    assert report["seconds_per_move"] == pytest.approx(1.2 / 120)
    assert report["max_seconds_per_move"] == 0.03
    assert summary(Settings("instant", 2), results)["medals"] is None
