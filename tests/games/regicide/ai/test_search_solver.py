"""The search's solver retry (issue 34): with `solve_limit`, an endgame rollout that does not
win is retried by the open-hand solver in the same sampled deal (the seat's own guess, so
R-INFO-1/2 hold), and a winning line found counts as a win (R-END-2). Before the Kings
(R-SETUP-1) and without a limit nothing changes."""

from __future__ import annotations

import random

from regicide.games.regicide.ai import StrongPlayer
from regicide.games.regicide.ai.make import EXPERT_SOLVE_LIMIT, make_player
from regicide.games.regicide.ai.search import (
    ENDGAME_HORIZON,
    MIN_ITERATIONS,
    SOLVE_COST,
    WIN_VALUE,
    evaluate_moves,
    solved,
)
from regicide.games.regicide.engine import SeededChance, Status, advance, parse_move, view
from tests.builders import position
from tests.games.regicide.ai.test_honesty import hidden_reshuffle
from tests.games.regicide.ai.test_search_endgame import kings_position, last_king_position

LIMIT = 300


def test_r_end_2_solved_finds_a_win_and_never_a_false_one() -> None:
    one_short = last_king_position("5C 2D 3H")
    assert one_short.status is Status.PLAYING
    assert solved(one_short, seed=1, limit=LIMIT)
    hopeless = position(1, enemy="KS", hands=["AC"], castle="", enemies_defeated=11, tokens_used=2)
    assert not solved(hopeless, seed=1, limit=LIMIT)  # R-END-1, R-SOLO-2: no cover, no token
    won = advance(one_short, parse_move("play 5C"), SeededChance(1, 0), trusted=True)
    assert won.status is Status.WON
    assert not solved(won, seed=1, limit=LIMIT)  # a finished game is not searched


def test_a_rollout_the_greedy_policy_loses_counts_as_won_when_the_solver_wins_it() -> None:
    """Against the Kings, deal 1 of the seat's guesses: after `play 2D` the greedy rollout
    loses, and the solver finds the line that wins the same deal."""
    seen = view(kings_position(), 1)
    move = parse_move("play 2D")
    plain, _ = evaluate_moves(seen, [move], [1], None, ENDGAME_HORIZON)
    retried, _ = evaluate_moves(seen, [move], [1], None, ENDGAME_HORIZON, solve_limit=LIMIT)
    assert plain[0] < WIN_VALUE
    assert retried == [WIN_VALUE]


def test_the_retry_never_makes_a_move_worth_less() -> None:
    seen = view(kings_position(), 1)
    moves = list(seen.legal_moves)
    seeds = list(range(1, 6))
    plain, _ = evaluate_moves(seen, moves, seeds, None, ENDGAME_HORIZON)
    retried, _ = evaluate_moves(seen, moves, seeds, None, ENDGAME_HORIZON, solve_limit=LIMIT)
    assert all(after >= before for before, after in zip(plain, retried, strict=True))
    assert retried != plain  # some rollout of these deals was lost and is won by the solver


def test_r_setup_1_the_solver_is_asked_only_against_the_kings() -> None:
    player = StrongPlayer(think=None, iterations=1, solve_limit=LIMIT)
    before = view(position(1, enemy="QS", hands=["7H 10S 5D 2C 8C 3S"]), 1)
    assert player.solve_limit_in(before) == 0
    assert player.solve_limit_in(view(kings_position(), 1)) == LIMIT
    assert StrongPlayer(think=None, iterations=1).solve_limit_in(view(kings_position(), 1)) == 0


def test_r_info_2_hidden_cards_never_change_a_solving_decision() -> None:
    state = kings_position()
    other = hidden_reshuffle(state, 1, random.Random(6))
    assert other != state and view(other, 1) == view(state, 1)
    player = StrongPlayer(think=None, iterations=3, solve_limit=LIMIT)
    first = player.choose(view(state, 1), random.Random(9))
    assert first in view(state, 1).legal_moves
    assert player.choose(view(other, 1), random.Random(9)) == first


def test_against_the_kings_a_solving_search_samples_a_third_of_its_deals() -> None:
    """SOLVE_COST: a retried deal costs about three plain ones, so the same budget samples a
    third as many (never fewer than MIN_ITERATIONS); before the Kings, and without the
    retry, every deal of the budget."""
    kings = view(kings_position(), 1)
    before = view(position(1, enemy="QS", hands=["7H 10S 5D 2C 8C 3S"]), 1)
    seeds = list(range(100, 130))
    solving = StrongPlayer(think=None, iterations=30, solve_limit=LIMIT)
    assert solving.deals_in(kings, seeds) == seeds[: 30 // SOLVE_COST]
    assert solving.deals_in(kings, seeds[:4]) == seeds[:MIN_ITERATIONS]
    assert solving.deals_in(before, seeds) == seeds
    assert StrongPlayer(think=None, iterations=30).deals_in(kings, seeds) == seeds


def test_expert_retries_with_the_solver_and_strong_does_not() -> None:
    expert, strong = make_player("expert", iterations=1), make_player("strong", iterations=1)
    assert isinstance(expert, StrongPlayer) and isinstance(strong, StrongPlayer)
    assert (expert.solve_limit, strong.solve_limit) == (EXPERT_SOLVE_LIMIT, 0)
