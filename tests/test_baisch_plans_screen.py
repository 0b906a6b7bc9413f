"""The screen of where Baisch's Expert spends its budget (benchmarks/baisch_plans.py, issue
34), on the position where taking a defence card back wins at once."""

from __future__ import annotations

import pytest

from benchmarks import baisch_plans
from regicide.games.baisch.ai.search import EXPERT_PLANS, PLANS
from regicide.games.baisch.engine import Phase, SeatView, view
from tests.games.baisch.baisch_builders import take_back_wins


def _take_back_wins() -> SeatView:
    return view(take_back_wins().state, 1)


def test_the_wider_plans_find_the_win_and_the_check_scores_the_gain() -> None:
    row = baisch_plans.plans_row(0, _take_back_wins(), 3, 1)
    assert row["best"].endswith("taking back")
    wide = [plan.name for plan in EXPERT_PLANS].index(row["best"])
    narrow = baisch_plans.best(row["scores"], len(PLANS))
    assert row["gain"] == pytest.approx(row["check"][wide] - row["check"][narrow])
    assert row["gain"] > 0


def test_a_budget_s_regret_is_its_shortfall_under_the_oracle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(baisch_plans, "BUDGETS", (1, 2))
    row = baisch_plans.worlds_row(0, _take_back_wins(), 3, 2)
    top = max(row["oracle"])
    for budget in ("1", "2"):
        assert 0 <= row[budget]["regret"] <= top - min(row["oracle"])
        assert 0 <= row[budget]["agree"] <= 1
    summary = baisch_plans.summary("worlds", [row, row])
    assert summary["1"] == row["1"]


def test_positions_are_seat_one_s_first_play_decision_of_a_turn() -> None:
    found = baisch_plans.positions(range(3, 4))
    turns = [seen.turn for seen in found]
    assert 0 < len(found) <= baisch_plans.PER_GAME and len(set(turns)) == len(turns)
    assert all(seen.seat == 1 and seen.phase is Phase.PLAY for seen in found)
