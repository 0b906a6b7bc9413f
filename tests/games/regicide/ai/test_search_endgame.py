"""Strong's `endgame` search (issue 34, benchmarks/regicide_losses.md; on unless turned off):
against the Kings (R-SETUP-1: the last four enemies) it searches more candidates and plays its
rollouts to the game's end (R-END-1/2); before them, and with the option off, nothing changes.
Its moves are legal, and it decides from the seat's view alone (R-INFO-1/2). With `medals`, a
won rollout is worth more for each solo token it keeps (R-SOLO-5)."""

from __future__ import annotations

import random

import pytest

from regicide.games.regicide.ai import StrongPlayer
from regicide.games.regicide.ai.make import make_player
from regicide.games.regicide.ai.search import (
    CANDIDATES,
    ENDGAME_CANDIDATES,
    ENDGAME_FROM,
    ENDGAME_HORIZON,
    HORIZON,
    TOKEN_VALUE,
    WIN_VALUE,
    evaluate_moves,
    rollout_value,
)
from regicide.games.regicide.engine import (
    FlipToken,
    Game,
    GameState,
    SeededChance,
    Status,
    advance,
    parse_move,
    view,
)
from tests.builders import position
from tests.games.regicide.ai.test_honesty import hidden_reshuffle


def kings_position() -> GameState:
    """R-SETUP-1: a King with eight enemies defeated, the hand holding more moves than
    ENDGAME_CANDIDATES (so the wider shortlist matters), a discard pile to heal from."""
    return position(
        1,
        enemy="KS",
        hands=["AC 2D 2S 3H 3S 4S 5H 10D"],
        discard="3C 4C 5C 6H 7H 8D",
        castle="KH KD KC",
        enemies_defeated=ENDGAME_FROM,
    )


def test_r_setup_1_endgame_settings_only_against_the_kings() -> None:
    before = view(position(1, enemy="QS", hands=["7H 10S 5D 2C 8C 3S"]), 1)
    kings = view(kings_position(), 1)
    assert kings.enemies_defeated == ENDGAME_FROM
    plain = StrongPlayer(think=None, iterations=1, endgame=False)
    endgame = StrongPlayer(think=None, iterations=1)
    assert plain.settings(kings) == plain.settings(before) == (CANDIDATES, HORIZON)
    assert endgame.settings(before) == (CANDIDATES, HORIZON)
    assert endgame.settings(kings) == (ENDGAME_CANDIDATES, ENDGAME_HORIZON)


def test_r_setup_1_endgame_keeps_a_wider_own_setting() -> None:
    wide = StrongPlayer(candidates=12, horizon=300, endgame=True)
    assert wide.settings(view(kings_position(), 1)) == (12, 300)


def test_endgame_shortlist_is_wider_against_the_kings() -> None:
    seen = view(kings_position(), 1)
    moves = list(seen.legal_moves)
    assert len(moves) > ENDGAME_CANDIDATES > CANDIDATES
    plain = StrongPlayer(think=None, iterations=1, endgame=False).shortlist(
        seen, moves, random.Random(1)
    )
    wide = StrongPlayer(think=None, iterations=1).shortlist(seen, moves, random.Random(1))
    assert len(plain) == CANDIDATES
    assert len(wide) == ENDGAME_CANDIDATES
    assert wide[:CANDIDATES] == plain  # the same ranking, searched further down


def test_r_end_1_endgame_choice_is_legal() -> None:
    seen = view(kings_position(), 1)
    player = StrongPlayer(think=None, iterations=2, endgame=True)
    assert player.choose(seen, random.Random(4)) in seen.legal_moves


def test_r_info_2_endgame_hidden_cards_never_change_the_decision() -> None:
    state = kings_position()
    other = hidden_reshuffle(state, 1, random.Random(6))
    assert other != state
    assert view(other, 1) == view(state, 1)
    player = StrongPlayer(think=None, iterations=2, endgame=True)
    first = player.choose(view(state, 1), random.Random(9))
    assert player.choose(view(other, 1), random.Random(9)) == first


def test_before_the_kings_the_endgame_search_changes_no_move() -> None:
    """On (the default) or off, a whole game makes the very same moves until the Kings come
    (R-SETUP-1: ENDGAME_FROM enemies defeated); the game reaches them, so the check counts."""
    games = []
    for endgame in (True, False):
        player = StrongPlayer(think=None, iterations=1, candidates=3, horizon=3, endgame=endgame)
        game = Game.new(1, seed=5)
        rng = random.Random(5)
        played = []
        while game.state.status is Status.PLAYING and game.state.enemies_defeated < ENDGAME_FROM:
            command = player.choose(view(game.state, 1), rng)
            played.append(command)
            game.submit(command)
        games.append((played, game.state.enemies_defeated))
    assert games[0] == games[1]
    assert games[0][1] == ENDGAME_FROM


@pytest.mark.parametrize("solve_limit", [0, 300], ids=["rollouts", "solver-retry"])
def test_endgame_search_shared_among_processes_chooses_as_one_process_does(
    solve_limit: int,
) -> None:
    """Alike with Expert's solver retry (test_search_solver.py), which the workers run too."""
    seen = view(kings_position(), 1)
    alone = StrongPlayer(think=None, iterations=4, endgame=True, solve_limit=solve_limit)
    shared = StrongPlayer(
        think=None, iterations=4, workers=2, endgame=True, solve_limit=solve_limit
    )
    try:
        assert shared.choose(seen, random.Random(8)) == alone.choose(seen, random.Random(8))
    finally:
        shared.close()


def last_king_position(hand: str = "5C 2D 3H", tokens_used: int = 0) -> GameState:
    """R-SOLO-5: the last King four short of defeat, `tokens_used` solo tokens flipped, a hand
    that defeats it at once (the 5C) or after a flip (R-SOLO-2) refills it."""
    return position(
        1,
        enemy="KS",
        hands=[hand],
        castle="",
        damage=36,
        enemies_defeated=11,
        tokens_used=tokens_used,
    )


def test_r_solo_5_a_won_rollout_is_worth_more_for_each_token_it_keeps() -> None:
    for used in (0, 1, 2):
        last = last_king_position("5C", tokens_used=used)
        won = advance(last, parse_move("play 5C"), SeededChance(1, 0), trusted=True)
        assert won.status is Status.WON and won.tokens_left == 2 - used
        assert rollout_value(won) == WIN_VALUE
        assert rollout_value(won, TOKEN_VALUE) == pytest.approx(
            WIN_VALUE + (2 - used) * TOKEN_VALUE
        )


def test_r_solo_5_with_medals_the_search_wins_without_spending_a_token() -> None:
    """Playing the 5C wins now and keeps both tokens; a flip wins too, a token poorer. Alike
    for the plain search; with `medals` the flip scores less and is not chosen."""
    seen = view(last_king_position(), 1)
    kill, flip = parse_move("play 5C"), FlipToken()
    assert {kill, flip} <= set(seen.legal_moves)
    seeds = list(range(1, 9))
    plain, _ = evaluate_moves(seen, [kill, flip], seeds, None, ENDGAME_HORIZON)
    valued, _ = evaluate_moves(
        seen, [kill, flip], seeds, None, ENDGAME_HORIZON, token_value=TOKEN_VALUE
    )
    assert plain == [len(seeds) * WIN_VALUE] * 2
    expected = [len(seeds) * (WIN_VALUE + tokens * TOKEN_VALUE) for tokens in (2, 1)]
    assert valued == pytest.approx(expected)
    assert StrongPlayer(think=None, iterations=4).token_value == 0.0
    medals = StrongPlayer(think=None, iterations=4, medals=True)
    assert medals.token_value == TOKEN_VALUE
    assert medals.choose(seen, random.Random(3)) != flip


def test_r_solo_5_expert_values_the_tokens_a_win_keeps_and_strong_does_not() -> None:
    expert, strong = make_player("expert", iterations=1), make_player("strong", iterations=1)
    assert isinstance(expert, StrongPlayer) and isinstance(strong, StrongPlayer)
    assert (expert.token_value, strong.token_value) == (TOKEN_VALUE, 0.0)
