"""The Regicide screens set beside Strong's run (benchmarks/regicide_medals.py, issue 34): the
`solver` variant retries every one of Strong's sampled deals (not a third, as Expert does), and
the report pairs each kept seed with Strong's result on it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from benchmarks import regicide_medals
from benchmarks.regicide_losses import RecordingPlayer
from regicide.games.regicide.ai import StrongPlayer
from regicide.games.regicide.engine import view
from tests.games.regicide.ai.test_search_endgame import kings_position


def test_the_solver_screen_retries_every_deal_expert_a_third() -> None:
    kings = view(kings_position(), 1)
    seeds = [random.Random(index).getrandbits(63) for index in range(9)]
    screen = RecordingPlayer(9, endgame=True, solve_limit=300)
    assert screen.solve_limit_in(kings) == 300
    assert screen.deals_in(kings, seeds) == seeds
    assert (
        StrongPlayer(think=None, iterations=9, solve_limit=300).deals_in(kings, seeds)
        == (seeds[:3])
    )


def test_the_report_pairs_each_kept_seed_with_strong_s(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    strong, kept = tmp_path / "strong", tmp_path / "solver-screen"
    strong.mkdir()
    kept.mkdir()
    monkeypatch.setattr(regicide_medals, "STRONG", strong)
    monkeypatch.setitem(regicide_medals.VARIANTS, "solver", ({"solve_limit": 300}, kept))
    medals = {"gold": 0, "silver": 0, "bronze": 0}
    for seed, won in ((1, 0), (2, 1), (3, 0)):  # Strong's run: seed 2 won (Silver)
        result = {"wins": won, "medals": {**medals, "silver": won}}
        (strong / f"seed{seed:06d}-1.json").write_text(json.dumps(result))
    for seed, won in ((1, True), (2, True)):  # the screen: seed 1 turned, seed 3 not played
        result = {"seed": seed, "won": won, "medal": "bronze", "cpu_seconds": 10.0}
        (kept / f"seed{seed:06d}.json").write_text(json.dumps(result))
    lines = regicide_medals.report([1, 2, 3], "solver")
    assert lines == [
        "seed 1: Strong lost, solver bronze",
        "seed 2: Strong silver, solver bronze",
        "2 seeds: Strong won 1 (1 Silver or Gold), solver 2 (0 Silver or Gold); "
        "10.0 s of processor a deal",
    ]
