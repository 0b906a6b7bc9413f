"""Property tests over random legal games: cards, figures and heroes are conserved, no seat
sees what it may not, games end within a bound, and replay, undo/redo and records give back
the game played."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import example, given, settings
from hypothesis import strategies as st

from regicide.games.baisch.engine import (
    DECK_COUNTS,
    MERC_FIGURES,
    SAB_FIGURES,
    Game,
    GameState,
    Hero,
    Options,
    Phase,
    determinize,
    read_record,
    record_data,
    record_of,
    replay,
    table_cards,
    view,
)
from tests.games.baisch.baisch_builders import biased_choice

TURN_CAP = 250  # random play can stall; the rules have no end but the last player standing
OPTIONS = [
    Options(),
    Options(basic=True),
    Options(speed=True),
    Options(harvest_extra_card=True, king_tie_eliminates=True),
    Options(hero_immediate=True, reservists_defend_king=True, starting_cards=7),
]


def _check_figures(state: GameState) -> None:
    for number, seat in enumerate(state.seats, 1):
        placed = sum(slot.mercs for slot in seat.slots)
        mercs = seat.mercs_ready + seat.mercs_supply + placed
        assert mercs == (MERC_FIGURES if seat.owns(Hero.MERCENARIES) else 0)
        sabs = sum(s.saboteur == number for other in state.seats for s in other.slots)
        expected = SAB_FIGURES if seat.owns(Hero.SABOTEURS) else 0
        assert sabs + seat.saboteurs_ready == expected
        assert 0 <= seat.reserves_ready <= (4 if seat.owns(Hero.RESERVISTS) else 0)


def _check_heroes(state: GameState) -> None:
    if state.options.basic:
        return
    owned = [h for seat in state.seats for h in (*seat.heroes, *seat.waiting)]
    assert Counter(owned + list(state.pool) + list(state.spoils)) == Counter(Hero)


def _check_views(state: GameState) -> None:
    """B-INFO-1: a seat's view of another holds only that seat's public facts."""
    for seat in range(1, state.players + 1):
        seen = view(state, seat, with_moves=False)
        for other in seen.seats:
            real = state.seat(other.seat)
            assert not Counter(other.known) - Counter(real.hand)
            if other.seat == seat:
                continue
            assert other.king is None or real.king_up
            for slot_seen, slot in zip(other.slots, real.slots, strict=True):
                hidden = [c for c, up in zip(slot_seen.cards, slot.up, strict=True) if not up]
                assert all(card is None for card in hidden)


def _play(seed: int, options: Options, check: bool) -> Game:
    game = Game.new(2 + seed % 5, seed=seed, options=options)
    rng = random.Random(seed)
    while game.outcome is None and game.state.turn < TURN_CAP:
        game.submit(biased_choice(game.legal_moves(), rng))
        state = game.state
        if state.phase is not Phase.SETUP:
            assert table_cards(state) == DECK_COUNTS
        if check:
            _check_figures(state)
            _check_heroes(state)
            _check_views(state)
            if len(game.moves) % 9 == 0:
                seat = state.to_act or 1
                seen = view(state, seat, with_moves=False)
                world = determinize(seen, rng)
                assert view(world, seat, with_moves=False) == seen
                _check_world(world)
    return game


def _check_world(world: GameState) -> None:
    """A sampled world holds the whole deck, and a pending attack's unrevealed cards are
    cards of their places (the hand, or the slot named), each played once."""
    if world.phase is not Phase.SETUP:
        assert table_cards(world) == DECK_COUNTS
    attack = world.attack
    if attack is None or attack.revealed:
        return
    attacker = world.seat(attack.attacker)
    places = Counter((0, card) for card in attacker.hand)
    for number, slot in enumerate(attacker.slots, 1):
        places.update((number, card) for card in slot.cards)
    played = Counter((played.slot, played.card) for played in attack.cards)
    assert not played - places, (played, places)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(OPTIONS))
@example(7773, Options())  # a Joker attack pending: the sampled world locked the Joker itself
# a pending attack whose only known card of its suit was blocked (B-HERO-BAT-4): the sampled
# world counted that card as one the attack might hide, and played an unseen Joker instead
@example(1149, Options(harvest_extra_card=True, king_tie_eliminates=True))
# blocked cards the seat has not seen, dealt as a Joker of which an unblocked copy was known:
# the world's view then showed that Joker blocked too
@example(2633, Options(basic=True))
# two cards from one face-down slot: the world kept one suited card aside for the slot, lost
# the other from the deck, and played the slot's last card twice
@example(38131, Options(speed=True))
def test_random_games_keep_every_invariant(seed: int, options: Options) -> None:
    game = _play(seed, options, check=True)
    if game.outcome is not None:
        _check_ending(game)
    again = replay(read_record(record_data(record_of(game))))
    assert again.state == game.state
    end = game.state
    while game.undo():
        pass
    assert game.state == game.start
    while game.redo():
        pass
    assert game.state == end


@settings(max_examples=180, deadline=None)
@given(st.integers(0, 10**6))
def test_many_random_games_conserve_cards(seed: int) -> None:
    _play(seed, OPTIONS[seed % len(OPTIONS)], check=False)  # asserts the 55 cards every move


def _check_ending(game: Game) -> None:
    """B-WIN-1: one player left wins alone; B-WIN-2/3: a draw is shared by all still in."""
    outcome = game.outcome
    assert outcome is not None
    standing = game.state.in_game()
    if outcome.drawn:
        assert outcome.winners == () and outcome.drawn == standing and len(standing) > 1
    else:
        assert len(standing) == 1 and outcome.winners == standing


def test_random_games_end_with_a_winner_or_a_shared_draw() -> None:
    """Fixed seeds, so the test is the same every run: play that keeps attacking ends every
    game well before TURN_CAP, with one player standing or in a draw (B-WIN-2/3)."""
    for seed in range(120):
        game = _play(seed, OPTIONS[seed % len(OPTIONS)], check=False)
        assert game.outcome is not None, f"seed {seed}: no end after {TURN_CAP} turns"
        _check_ending(game)
