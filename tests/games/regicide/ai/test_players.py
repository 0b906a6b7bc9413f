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
    Phase,
    PlayCards,
    Rules,
    Status,
    Yield,
    parse_cards,
    view,
)
from tests.builders import position

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


@pytest.mark.parametrize("name", ["beginner", "casual"])
def test_a_diamond_that_would_draw_a_known_royal_is_not_thrown_away(name: str) -> None:
    """Issue 34's weak spot: with the exact-killed Q♣ known on top of the tavern, the 3♦
    (the cheapest cover of 3) would draw it; the Casual and Beginner levels discard another."""
    state = position(
        1, enemy="JC", hands=["3D 4H 5H 8C"], table=["7S"], shield=7, tavern="QC 2C 2H"
    )
    state = state._replace(phase=Phase.SUFFER)
    known = state._replace(tavern_known=1)
    unknown_choice = make_player(name).choose(view(state, 1), random.Random(2))
    assert unknown_choice == Discard(parse_cards("3D"))  # the cheapest cover, when no royal waits
    for seed in range(4):
        assert make_player(name).choose(view(known, 1), random.Random(seed)) == Discard(
            parse_cards("4H")
        )


def test_the_beginner_plays_its_biggest_attack_where_casual_kills_exactly() -> None:
    """A beginner's mistake (issue 34): 8 damage to go on the J♠, Casual's 4♣ (doubled)
    kills it exactly and keeps the 10♦ for a later enemy; the Beginner plays its 10♦."""
    state = position(1, enemy="JS", hands=["10D 9H 3D 4C 2H"], damage=12)
    for seed in range(3):
        rng = random.Random(seed)
        assert make_player("casual").choose(view(state, 1), rng) == PlayCards(parse_cards("4C"))
        beginner = make_player("beginner").choose(view(state, 1), random.Random(seed))
        assert beginner == PlayCards(parse_cards("10D"))


def test_the_beginner_never_plays_into_a_loss_it_can_see() -> None:
    """Its biggest attack, the 10♣ (20 damage), would leave 12 to cover the Q♥'s 15 with no
    token left (R-END-2): the Beginner plays the biggest attack that keeps it covered."""
    state = position(1, enemy="QH", hands=["10C 5H 4S 3D"], tokens_used=2)
    for seed in range(3):
        choice = make_player("beginner").choose(view(state, 1), random.Random(seed))
        assert choice == PlayCards(parse_cards("5H"))


def test_the_beginner_attacks_where_casual_yields() -> None:
    """Seed 1's Casual table, seat 2 with a weak hand before the J♥ and the exact-killed J♦
    known on top of the tavern: Casual yields to its teammate's strong hand (R-YIELD-1); the
    Beginner rarely yields and plays its biggest card."""
    state = position(
        2,
        enemy="JH",
        castle="QS QD QH QC KS KC KD KH",
        tavern="JD JS JC 6C AD 6D 8D 10H 7S 5S 3H 8H 4C 10S 7D 9C 4H 2C 9S 6S 8S 3D 3S 7C 3C "
        "8C AH AS 10D",
        discard="AC 9H 10C",
        hands=["2D 2S 4D 4S 5C 5H 7H", "2H 5D 6H 9D"],
        current=2,
        enemies_defeated=3,
    )._replace(tavern_known=1)
    for seed in range(3):
        assert make_player("casual").choose(view(state, 2), random.Random(seed)) == Yield()
        beginner = make_player("beginner").choose(view(state, 2), random.Random(seed))
        assert beginner == PlayCards(parse_cards("9D"))


def test_the_beginner_keeps_its_jester_while_an_attack_is_safe() -> None:
    """Casual plays the Jester at once to cancel the J♣'s immunity and pass the turn
    (R-JEST-1/4); the Beginner holds it and plays its biggest attack, the 9♣."""
    state = position(3, enemy="JC", hands=["9C 8H 2D 7D JKR", "5S 5H 4D 3C 10H", "2S 3H"])
    for seed in range(3):
        casual = make_player("casual").choose(view(state, 1), random.Random(seed))
        assert casual == PlayCards(parse_cards("JKR"))
        beginner = make_player("beginner").choose(view(state, 1), random.Random(seed))
        assert beginner == PlayCards(parse_cards("9C"))
