"""The computer players (issue 10): every move legal over many seeded games for 1–4 players
and the variants, every decision kind covered (plays, yields, discards, flips, next seats)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from regicide.games.regicide.ai import PLAYER_NAMES, StrongPlayer, make_player
from regicide.games.regicide.engine import (
    ChooseNext,
    Discard,
    FlipToken,
    Game,
    PlayCards,
    Rules,
    Status,
    Yield,
    view,
)

VARIANTS = (
    Rules(),
    Rules(solo_yield=True),
    Rules(strict_discard=True),
    Rules(yield_per_seat=True),
    Rules(diamond_mulligan=True),
    Rules(open_hands=True),
)


def play_out(name: str, players: int, seed: int, rules: Rules) -> Counter[str]:
    """One all-computer game through Game.submit (which refuses any illegal move); the strong
    player on a tiny budget (one deal, short rollouts) to keep the suite quick."""
    player = (
        StrongPlayer(think=None, iterations=1, candidates=3, horizon=3)
        if name == "strong"
        else make_player(name)
    )
    game = Game.new(players, seed=seed, rules=rules)
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    while game.state.status is Status.PLAYING:
        seen = view(game.state, game.state.current)
        command = player.choose(seen, rng)
        assert command in seen.legal_moves
        kinds[type(command).__name__] += 1
        game.submit(command)
    return kinds


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("name", ["random", "beginner", "casual"])
def test_every_move_is_legal_in_many_games(name: str, players: int) -> None:
    kinds: Counter[str] = Counter()
    for seed in range(40 if name == "random" else 12):
        kinds += play_out(name, players, seed, VARIANTS[seed % len(VARIANTS)])
    assert kinds[PlayCards.__name__] and kinds[Discard.__name__]
    if players == 1:
        assert kinds[FlipToken.__name__]
    if players >= 3:
        assert kinds[ChooseNext.__name__]
    if players >= 2 and name == "random":
        assert kinds[Yield.__name__]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_strong_player_moves_legally_on_a_tiny_budget(players: int) -> None:
    for seed in range(2):
        play_out("strong", players, seed, VARIANTS[(seed + players) % len(VARIANTS)])


def test_names_are_the_published_ones() -> None:
    assert PLAYER_NAMES == ("random", "beginner", "casual", "strong", "expert")
    for name in PLAYER_NAMES:
        assert make_player(name).name == name
    with pytest.raises(ValueError, match="no computer player"):
        make_player("grandmaster")
