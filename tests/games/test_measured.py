"""The levels' measured strength (issue 34) is said from one place, regicide/games/measured.py,
and every figure there is a saved run's under benchmarks/: a new measurement that is not
carried over, or a figure no run holds, fails here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from regicide.games import measured
from regicide.games.computers import LEVELS
from regicide.games.measured import MEASURED, Measured, share_words, strength_text

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.mark.parametrize("figure", MEASURED, ids=lambda m: f"{m.game}-{m.level}")
def test_every_figure_is_its_saved_run_s(figure: Measured) -> None:
    run = json.loads((BENCHMARKS / figure.run).read_text(encoding="utf-8"))
    assert (run["wins"], run["games"]) == (figure.wins, figure.games)
    assert run["bot"] == figure.level and run.get("opponent") == figure.against
    assert run.get("game", "regicide") == figure.game
    if figure.enemies is not None:
        assert abs(run["mean_enemies"] - figure.enemies) < 0.01


@pytest.mark.parametrize("game", ["regicide", "claim", "baisch"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_of_every_game_has_words(game: str, level: str) -> None:
    words = strength_text(game, level)
    assert words.endswith(".") and "{" not in words
    figures = [m for m in MEASURED if m.game == game and level in (m.level, m.against)]
    assert (words == "Not measured yet.") == (not figures)
    quoted = [m for m in figures if m.level == level] or figures[:1]
    for figure in quoted:  # its own result, else how the level above fared against it
        assert f"{figure.wins or 'none'} of {figure.games}" in words


def test_words_say_a_small_sample_is_one_and_a_share_as_a_fraction(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert strength_text("baisch", "expert") == (
        "It beats Strong in about 3 games in 5 (250 of 400)."
    )
    assert strength_text("claim", "beginner") == (
        "Casual beats it in about 4 games in 5 (325 of 400)."
    )
    assert share_words(227, 400) == "about 6 games in 10"
    assert share_words(30, 40, deals=True) == "about 3 deals in 4"
    assert strength_text("regicide", "beginner") == (
        "Solo: won none of 200 deals, beating 6 of 12 enemies on average."
    )
    test = Measured("baisch", "expert", "levels/baisch-2p-expert-vs-strong-it10-6-from1.json",
                    2, 6, against="strong")  # fmt: skip
    monkeypatch.setattr(measured, "MEASURED", (test,))
    assert strength_text("baisch", "expert") == (
        "It beat Strong in 2 of 6 test games: too few to say how often."
    )
    assert strength_text("baisch", "strong") == (
        "Expert beat it in 2 of 6 test games: too few to say how often."
    )


def test_a_solo_run_under_way_is_said_as_a_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """Regicide's Expert run is partial (issue 34): its first deals are quoted as a test,
    not as a share, until it has FEW_GAMES of them."""
    run = "levels/regicide-1p-expert-it100-solver-200-from1.json"
    early = Measured("regicide", "expert", run, 18, 20, enemies=11.9)
    monkeypatch.setattr(measured, "MEASURED", (early,))
    assert strength_text("regicide", "expert") == (
        "Solo: won 18 of 20 test deals: too few to say how often."
    )
    later = Measured("regicide", "expert", run, 45, measured.FEW_GAMES, enemies=11.9)
    monkeypatch.setattr(measured, "MEASURED", (later,))
    assert strength_text("regicide", "expert") == "Solo: won 45 of 50 deals (about 9 deals in 10)."
