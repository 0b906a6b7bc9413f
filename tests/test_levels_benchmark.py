"""The levels' long runs (benchmarks/levels.py `chunks`, issue 34) can be stopped and taken up
again: a run played chunk by chunk plays the very games of one run of the same size, keeps
every finished chunk, says it is partial until all are in, and plays only what is missing
when started again."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from regicide.games.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def levels(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """benchmarks/levels.py, saving under `tmp_path` instead of benchmarks/levels/."""
    spec = importlib.util.spec_from_file_location("levels_bench", ROOT / "benchmarks/levels.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "RESULTS", tmp_path)
    monkeypatch.setattr(module, "CHUNKS", tmp_path / "chunks")
    return module


#: (game, bot, opponent, players, games, chunk)
CASES = [
    ("claim", "casual", "beginner", 2, 6, 2),  # games 2k, 2k+1 share deal S+k
    ("baisch", "casual", "beginner", 2, 4, 2),  # the bot's seat rotates game by game
    ("regicide", "beginner", None, 1, 3, 2),  # a last chunk smaller than the others
]


@pytest.mark.parametrize("case", CASES, ids=lambda case: str(case[0]))
def test_a_run_in_chunks_is_the_run_in_one(
    levels: ModuleType, case: tuple[str, str, str | None, int, int, int]
) -> None:
    game, bot, opponent, players, games, chunk = case
    sample = {"games": games, "players": players, "iterations": None, "seed": 3}
    pairing = levels.Pairing(game, bot, opponent, **sample)
    whole = json.loads(levels.run(pairing).read_text())
    merged = json.loads(levels.chunks(pairing, chunk).read_text())
    for key in ("games", "wins", "win_rate", "ci95", "mean_enemies", "enemies_histogram"):
        assert merged.get(key) == pytest.approx(whole.get(key), abs=1e-4), key
    assert merged["partial"] is False and merged["planned_games"] == games
    assert len(merged["chunks"]) == -(-games // chunk)
    assert all(part["cpu_seconds"] >= 0 and len(part["load"]) == 2 for part in merged["chunks"])
    for total in ("cpu_seconds", "wall_seconds"):  # the run's times are its chunks' together
        assert merged[total] == pytest.approx(sum(part[total] for part in merged["chunks"]))


def test_a_stopped_run_is_partial_and_resumes_with_only_what_is_missing(
    levels: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sample = {"games": 4, "players": 1, "iterations": None, "seed": 1}
    played: list[list[str]] = []
    real = levels._timed

    def stopped_after_one(command: list[str]) -> dict[str, object]:
        if played:
            raise KeyboardInterrupt  # the run is stopped during its second chunk
        played.append(command)
        return real(command)

    monkeypatch.setattr(levels, "_timed", stopped_after_one)
    with pytest.raises(KeyboardInterrupt):
        levels.chunks(levels.Pairing("regicide", "beginner", None, **sample), 2)
    path = tmp_path / "regicide-1p-beginner-4-from1.json"
    partial = json.loads(path.read_text())
    assert (partial["partial"], partial["games"], partial["planned_games"]) == (True, 2, 4)
    assert "2 of 4 (partial)" in levels.table()

    def logged(command: list[str]) -> dict[str, object]:
        played.append(command)
        return real(command)

    monkeypatch.setattr(levels, "_timed", logged)
    levels.chunks(levels.Pairing("regicide", "beginner", None, **sample), 2)
    assert [command[command.index("--seed") + 1] for command in played] == ["1", "3"]
    finished = json.loads(path.read_text())
    assert (finished["partial"], finished["games"]) == (False, 4)


def test_a_run_of_a_changed_level_is_kept_apart_and_named_in_the_table(
    levels: ModuleType, tmp_path: Path
) -> None:
    sample = {"games": 2, "players": 1, "iterations": None, "seed": 1}
    levels.chunks(levels.Pairing("regicide", "beginner", None, **sample), 2)
    levels.chunks(levels.Pairing("regicide", "beginner", None, **sample, label="v2"), 2)
    assert sorted(path.name for path in (tmp_path / "chunks").iterdir()) == [
        "regicide-1p-beginner-2-from1",
        "regicide-1p-beginner-v2-2-from1",
    ]
    labelled = json.loads((tmp_path / "regicide-1p-beginner-v2-2-from1.json").read_text())
    assert labelled["label"] == "v2"
    rows = [line for line in levels.table().splitlines() if "| beginner" in line]
    assert [row.split(" | ")[2] for row in rows] == ["beginner", "beginner (v2)"]


def test_a_chunk_that_would_split_a_deal_or_a_rotation_is_refused(levels: ModuleType) -> None:
    sample = {"games": 8, "players": 4, "iterations": None, "seed": 1}
    with pytest.raises(ValueError, match="chunk"):
        levels.chunks(levels.Pairing("baisch", "casual", "beginner", **sample), 6)


def test_the_solver_s_run_in_chunks_is_the_run_in_one_and_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = importlib.util.spec_from_file_location("solver_bench", ROOT / "benchmarks/solver.py")
    assert spec is not None and spec.loader is not None
    solver = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(solver)
    monkeypatch.setattr(solver, "RESULTS", tmp_path)
    whole = solver.run(1, 3, 300)
    real, solved = solver.run, []

    def stopped(first: int, count: int, limit: int) -> dict[str, object]:
        if solved:
            raise KeyboardInterrupt
        solved.append(first)
        return real(first, count, limit)

    monkeypatch.setattr(solver, "run", stopped)
    with pytest.raises(KeyboardInterrupt):
        solver.chunked(1, 3, 300, 2)
    partial = json.loads((tmp_path / "seeds1-3-limit300.json").read_text())
    assert (partial["partial"], partial["count"], partial["planned"]) == (True, 2, 3)
    monkeypatch.setattr(solver, "run", real)
    report = solver.chunked(1, 3, 300, 2)
    assert report["partial"] is False and report["verdicts"] == whole["verdicts"]
    assert [deal["seed"] for deal in report["deals"]] == [1, 2, 3]


def test_the_ceiling_counts_each_level_s_wins_by_the_solver_s_verdict(
    levels: ModuleType, tmp_path: Path
) -> None:
    verdicts = {1: "winnable", 2: "unknown", 3: "winnable"}
    solved = tmp_path / "seeds1-3-limit9.json"
    deals = [{"seed": seed, "verdict": verdict} for seed, verdict in verdicts.items()]
    solved.write_text(json.dumps({"limit": 9, "deals": deals}))
    chunks = tmp_path / "chunks"
    strong = chunks / "regicide-1p-strong-it100-endgame-200-from1"  # Strong's current search
    earlier = chunks / "regicide-1p-strong-it100-200-from1"  # an earlier search's
    expert = chunks / "regicide-1p-expert-it100-solver-200-from1"  # Expert's current search
    expert_before = chunks / "regicide-1p-expert-it100-endgame-200-from1"  # not Expert's now
    runs = (
        (strong, ((1, 1), (2, 1))),
        (earlier, ((1, 0), (3, 1))),
        (expert, ((3, 1),)),
        (expert_before, ((1, 0), (2, 0))),
    )
    for folder, results in runs:
        folder.mkdir(parents=True)
        for seed, wins in results:  # seed 3 not played yet by the current search
            (folder / f"seed{seed:06d}-1.json").write_text(
                json.dumps({"seeds": [seed, seed], "wins": wins})
            )
    report = levels.ceiling(solved)["levels"]
    assert report["strong"]["winnable"] == {"deals": 1, "wins": 1, "ci95": [0.2065, 1.0]}
    assert report["strong"]["unknown"] == {"deals": 1, "wins": 1}
    assert report["expert"]["winnable"] == {"deals": 1, "wins": 1, "ci95": [0.2065, 1.0]}
    assert report["expert"]["unknown"] == {"deals": 0, "wins": 0}
    assert report["beginner"]["winnable"]["deals"] == 2  # played here, every seed solved
    del report["expert"]
    report["expert"] = {kind: {"deals": 0, "wins": 0} for kind in ("winnable", "unknown")}
    assert "| expert | not measured |" in levels.ceiling_table({"levels": report})


def test_the_hint_benchmark_asks_each_game_s_helper_and_gets_a_reason() -> None:
    spec = importlib.util.spec_from_file_location("hints_bench", ROOT / "benchmarks/hints.py")
    assert spec is not None and spec.loader is not None
    hints = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hints)
    for game in GAMES:
        row = hints.hint_times(game, 2)
        assert (row["hints"], row["without_a_reason"], row["helper"]) == (2, 0, "strong")
