"""The open-hand solver for Regicide solo (issue 34): on small positions whose answers are
known by hand it finds the one winning line, proves a lost position lost, says "unknown" at
its node limit, and a line it finds for a real deal wins that deal in the real game."""

from __future__ import annotations

import gc
import io
import json
import threading

import pytest

from regicide.commands.solve import run_solve
from regicide.games.regicide.ai import solver as solver_module
from regicide.games.regicide.ai.solver import SolveCancelled, Verdict, solve_deal, solve_position
from regicide.games.regicide.engine import (
    Command,
    Game,
    GameState,
    Status,
    format_move,
    parse_move,
)
from tests.builders import position


def test_the_only_winning_play_is_found() -> None:
    """The last King of Diamonds has 8 health left: 4♣ doubles to 8 and wins (R-CLUB-1);
    7♠ leaves it alive and 13 to cover with 4 in hand, no token left: lost."""
    state = position(
        1, enemy="KD", castle="", damage=32, hands=["4C 7S"], tavern="2H", tokens_used=2
    )
    solution = solve_position(state, seed=1)
    assert solution.verdict is Verdict.WINNABLE
    assert [format_move(move) for move in solution.line] == ["play 4C"]


def test_a_position_with_no_winning_line_is_proved_lost() -> None:
    """The last King needs 40 damage; two small Hearts and a tavern of three cards can never
    deal it, and no token is left: every line is searched and none wins."""
    state = position(1, enemy="KS", castle="", hands=["2H 3H"], tavern="4C 5D 6S", tokens_used=2)
    solution = solve_position(state, seed=3)
    assert solution.verdict is Verdict.LOST and solution.line == ()
    assert 0 < solution.nodes < 1000


def test_a_line_that_needs_a_token_is_found() -> None:
    """With nothing in hand that covers the Queen's attack, the flip (R-SOLO-3) draws a
    fresh hand of the tavern's 10s, which kill her."""
    state = position(
        1,
        enemy="QH",
        castle="",
        damage=20,
        hands=["2S 3C"],
        tavern="10S 10C 10D 9S 9C 9D 8S 8C",
        tokens_used=1,
    )
    solution = solve_position(state, seed=5)
    assert solution.verdict is Verdict.WINNABLE
    assert "flip" in [format_move(move).split()[0] for move in solution.line]


def test_the_node_limit_answers_unknown() -> None:
    assert solve_deal(5, limit=50).verdict is Verdict.UNKNOWN


def test_a_winning_line_wins_the_real_game() -> None:
    solution = solve_deal(3, limit=20_000)
    assert solution.verdict is Verdict.WINNABLE
    game = Game.new(1, seed=3)
    for move in solution.line:
        game.submit(move)
    assert game.state.status is Status.WON


def test_only_solo_games_are_solved() -> None:
    with pytest.raises(ValueError, match="solo"):
        solve_position(Game.new(2, seed=1).state, seed=1)


def test_the_command_prints_the_verdict_and_the_line() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert run_solve(3, 20_000, as_json=True, out=out, err=err) == 0
    answer = json.loads(out.getvalue())
    assert answer["verdict"] == "winnable" and answer["medal"] in ("gold", "silver", "bronze")
    game = Game.new(1, seed=3)
    for move in answer["line"]:
        game.submit(parse_move(move))
    assert game.state.status is Status.WON
    out = io.StringIO()
    assert run_solve(5, 40, out=out, err=err) == 0
    assert out.getvalue().startswith("Seed 5: unknown (no win found in 40 states")


def test_the_command_refuses_a_limit_it_cannot_finish() -> None:
    err = io.StringIO()
    assert run_solve(1, 10**12, out=io.StringIO(), err=err) == 2
    assert err.getvalue().startswith("regicide solve: --limit must be at most")


def test_the_cycle_collector_rests_during_a_solve_and_only_then(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A solve runs with Python's cycle collector off (it walked the memo's states again at
    every collection: 41% of a deep solve), and leaves it as it found it: on after a solve
    that answered, ran out of states or was cancelled, off if it was off; a solve inside
    another does not turn it on under the outer one."""
    seen: list[bool] = []
    real = solver_module.Solver.solve

    def spy(self: solver_module.Solver, state: GameState, step: int) -> list[Command] | None:
        seen.append(gc.isenabled())
        if len(seen) == 1:  # a solve inside this one
            solve_deal(3, limit=50)
            seen.append(gc.isenabled())
        return real(self, state, step)

    monkeypatch.setattr(solver_module.Solver, "solve", spy)
    assert gc.isenabled()
    assert solve_deal(3, limit=50).verdict is Verdict.UNKNOWN  # out of states, an exception
    assert seen == [False, False, False] and gc.isenabled()
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(SolveCancelled):
        solve_deal(3, cancel=cancel)
    assert gc.isenabled()
    gc.disable()
    try:
        solve_deal(3, limit=50)
        assert not gc.isenabled()
    finally:
        gc.enable()
