"""Honesty (issue 10, R-INFO-1/2): a computer player decides from its seat's view alone, so
two games that differ only in what the seat cannot see (the tavern order, the other hands,
the discard pile below its top card, which cards a heal moved) get the same decision, the
same hint and the same wish for the same generator and budget."""

from __future__ import annotations

import random

import pytest

from regicide.games.regicide.ai import PLAYER_NAMES, StrongPlayer, hint, make_player, wish
from regicide.games.regicide.engine import Game, GameState, Rules, Status, sort_cards, view
from regicide.play.session import Seat, SeatKind
from tests.builders import new_session


def hidden_reshuffle(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same game with every card `seat` cannot see dealt again at random (sizes kept)."""
    known = state.tavern_known
    others = [index for index in range(state.players) if index != seat - 1]
    pool = list(state.tavern[known:]) + list(state.discard[:-1])
    for index in others:
        pool += state.hands[index]
    rng.shuffle(pool)
    tavern = state.tavern[:known] + tuple(pool[: len(state.tavern) - known])
    del pool[: len(state.tavern) - known]
    hands = list(state.hands)
    for index in others:
        size = len(hands[index])
        hands[index] = sort_cards(pool[:size])
        del pool[:size]
    discard = (*pool, *state.discard[-1:]) if state.discard else ()
    return state._replace(tavern=tavern, hands=tuple(hands), discard=discard)


def positions(players: int, count: int) -> list[GameState]:
    """Positions from instant games, a few moves apart."""
    found = []
    player = make_player("instant")
    for seed in range(count):
        game = Game.new(players, seed=100 + seed, rules=Rules())
        rng = random.Random(seed)
        for _ in range(7 + 3 * seed):
            if game.state.status is not Status.PLAYING:
                break
            game.submit(player.choose(view(game.state, game.state.current), rng))
        if game.state.status is Status.PLAYING:
            found.append(game.state)
    return found


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_hidden_cards_never_change_a_decision(players: int) -> None:
    shuffler = random.Random(players)
    strong = StrongPlayer(think=None, iterations=2, candidates=3, horizon=4)
    for state in positions(players, 4):
        seat = state.current
        other = hidden_reshuffle(state, seat, shuffler)
        assert other != state  # the hidden cards really moved
        assert view(other, seat) == view(state, seat)
        levels = [make_player(name, iterations=1) for name in PLAYER_NAMES]
        for player in (*levels, strong):
            first = player.choose(view(state, seat), random.Random(9))
            second = player.choose(view(other, seat), random.Random(9))
            assert first == second
        hints = [hint(view(s, seat), random.Random(3), strong) for s in (state, other)]
        assert hints[0] == hints[1]
        for watcher in range(1, players + 1):
            hidden = hidden_reshuffle(state, watcher, shuffler)
            assert wish(view(state, watcher)) == wish(view(hidden, watcher))


def test_a_player_never_receives_the_game_state() -> None:
    """The session hands a computer seat its view (a SeatView), never the GameState."""
    seen = []

    class Spy:
        name = "spy"

        def choose(self, seat_view, rng):  # type: ignore[no-untyped-def]
            seen.append(seat_view)
            return seat_view.legal_moves[0]

    session = new_session(2, seed=4, seats=[Seat(SeatKind.COMPUTER, Spy())] * 2)
    session.submit(session.computer_choice(random.Random(1)))
    assert seen and all(type(item).__name__ == "SeatView" for item in seen)
