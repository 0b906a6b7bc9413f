"""Search's fast paths give what the plain way gives: the engine's `replace` (its copy of a
frozen dataclass, made once per class) what `dataclasses.replace` gives, for every
dataclass a game's state holds; the policy's `estimate` of the unseen cards what counting
them one by one gives (B-INFO-1); a view's shared empty slot what a new one would be; a
player's view kept from an earlier view what a new one would be; the attack sets weighed
the best each total offers; a rollout's score taken from one that played the seat's turn
alike the score it would reach."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest

from regicide.games.baisch.ai.attacks import _card_cost, _priced
from regicide.games.baisch.ai.knowledge import TOP_VALUE, Estimate, card_sets, estimate, suit_groups
from regicide.games.baisch.ai.search import EXPERT_PLANS, Scored, rollout
from regicide.games.baisch.engine import (
    DECK_COUNTS,
    JOKER,
    Game,
    GameState,
    RandomChance,
    SeatView,
    Suit,
    determinize,
    full_deck,
    seen_cards,
    view,
)
from regicide.games.baisch.engine.state import EMPTY_SLOT, Slot, replace
from regicide.games.baisch.engine.view import (
    ALL_SEATS,
    EMPTY_SLOT_VIEW,
    SlotView,
    _player,
    _player_seen,
    _slot,
)
from tests.games.baisch.baisch_builders import biased_choice


def _played_states(seed: int, moves: int) -> Iterator[GameState]:
    """The states of a four-player game of random legal moves from `seed` (biased towards
    attacks, as the property tests play, so reveals, spoils and eliminations come up)."""
    game, rng = Game.new(4, seed=seed), random.Random(seed)
    for _ in range(moves):
        if game.outcome is not None:
            return
        yield game.state
        game.submit(biased_choice(game.legal_moves(), rng))


def _dataclasses_in(value: Any) -> Iterator[Any]:
    """`value` and every dataclass object inside it (fields, tuples), depth first."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        yield value
        for item in dataclasses.fields(value):
            yield from _dataclasses_in(getattr(value, item.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _dataclasses_in(item)


def _a_different(value: Any) -> Any:
    """Some other value for a field (only equality is checked, not the rules)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, tuple):
        return value[1:]
    return None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_replace_gives_what_dataclasses_replace_gives_for_every_field(seed: int) -> None:
    kinds = set()
    for state in _played_states(seed, 120):
        for obj in _dataclasses_in(state):
            kinds.add(type(obj).__name__)
            assert replace(obj) == obj and replace(obj) is not obj
            for item in dataclasses.fields(obj):
                new = _a_different(getattr(obj, item.name))
                made = replace(obj, **{item.name: new})
                assert made == dataclasses.replace(obj, **{item.name: new})
                assert type(made) is type(obj) and getattr(made, item.name) == new
    assert {"GameState", "SeatState", "Slot", "Stack", "Options"} <= kinds


def test_replace_refuses_a_name_that_is_not_a_field() -> None:
    state = Game.new(2, seed=1).state
    with pytest.raises(TypeError):
        replace(state, not_a_field=1)


def _estimate_counted_from_unseen(seen_view: SeatView) -> Estimate:
    """B-INFO-1 the long way: the unseen cards listed one by one (a Joker defends 1)."""
    unseen = list((DECK_COUNTS - seen_cards(seen_view)).elements())
    suited = [card for card in unseen if not card.is_joker]
    below = tuple(
        sum(card.defense_value < value for card in unseen) / len(unseen)
        for value in range(TOP_VALUE)
    )
    mean = sum(card.rank for card in suited) / len(suited)
    return Estimate(mean, (len(unseen) - len(suited)) / len(unseen), below)


@pytest.mark.parametrize("seed", [4, 5])
def test_estimate_takes_the_seen_cards_from_the_whole_deck_as_counting_the_unseen_does(
    seed: int,
) -> None:
    for state in _played_states(seed, 150):
        for seat in range(1, state.players + 1):
            seen_view = view(state, seat, with_moves=False)
            got, expected = estimate(seen_view), _estimate_counted_from_unseen(seen_view)
            assert got.mean == pytest.approx(expected.mean)
            assert got.jokers == pytest.approx(expected.jokers)
            assert got.below == pytest.approx(expected.below)


@pytest.mark.parametrize("own", [True, False])
def test_an_empty_slot_is_seen_as_the_shared_view_and_no_other_slot_is(own: bool) -> None:
    # `_slot` tells an empty slot by its fields: a new field of Slot must be checked there too
    fields = [item.name for item in dataclasses.fields(Slot)]
    assert fields == ["cards", "up", "mercs", "saboteur", "locked"]
    assert _slot(Slot(), own) is EMPTY_SLOT_VIEW == SlotView((), (), 0, 0, False)
    for field, value in (("mercs", 1), ("saboteur", 2), ("locked", True)):
        seen = _slot(replace(EMPTY_SLOT, **{field: value}), own)
        assert seen is not EMPTY_SLOT_VIEW and getattr(seen, field) == value


@pytest.mark.parametrize("seed", [6, 7])
def test_a_kept_player_view_is_the_one_a_new_view_would_make(seed: int) -> None:
    for state in _played_states(seed, 150):
        for number, player in enumerate(state.seats, 1):
            for seat in (ALL_SEATS, *range(1, state.players + 1)):
                made = _player_seen(player, number, seat)
                assert _player(player, number, seat) == made  # kept or made now
                assert _player(player, number, seat) == made  # kept


def test_a_seat_that_peeked_sees_the_card_a_stranger_does_not() -> None:
    """B-INFO-1: a peeked hand card is known to the seat that saw it, to nobody else, even
    when a stranger's view of the same player is kept."""
    player = Game.new(3, seed=8).state.seats[0]
    card = player.hand[0]
    assert card not in _player(player, 1, 3).known  # a stranger's view, now kept
    peeked = replace(player, peeks=((2, card),))
    assert card in _player(peeked, 1, 2).known
    assert card not in _player(peeked, 1, 3).known


def _best(priced: Any, chance: dict[int, float], gain: float) -> Any:
    """The set `_attack_options` chooses against a target: the first of the best value."""
    best, choice = -(10.0**9), None
    for total, cost, chosen, extra in priced:
        value = chance[total] * gain - cost
        if value > best:
            best, choice = value, (chosen, extra)
    return choice


def test_the_attack_sets_weighed_choose_as_every_set_would() -> None:
    """A set left out has an earlier one of the same total that costs no more: against any
    target (any chance of each total, any gain) the same set is chosen without it."""
    rng = random.Random(9)
    deck = list(full_deck())
    for _ in range(300):
        cards = tuple(rng.sample(deck, rng.randint(1, 9)))
        symbol, mercs = rng.choice([None, *Suit]), rng.choice([0, 0, 2])
        every = [
            (
                sum(c.attack_value for c in chosen) + extra,
                sum(map(_card_cost, chosen)) + 0.3 * extra,
                chosen,
                extra,
            )
            for chosen in card_sets(suit_groups(list(cards), symbol))
            + [(JOKER,)] * (JOKER in cards)
            for extra in {0, mercs}
        ]
        kept = _priced(cards, symbol, mercs)
        assert set(kept) <= set(every)
        for _ in range(5):
            chance = {total: rng.choice([0.0, 1.0, rng.random()]) for total, *_ in every}
            gain = rng.uniform(0.5, 12.0)
            assert _best(kept, chance, gain) == _best(every, chance, gain)


@pytest.mark.parametrize("seed", [10, 11])
def test_a_rollout_that_played_the_turn_alike_takes_the_score_reached(seed: int) -> None:
    """Only the seat's own decisions in its turn depend on the plan: two plans that make the
    same ones in a world end alike, so the second takes the first's score (`scored`)."""
    shared = 0
    for number, state in enumerate(_played_states(seed, 60)):
        if number % 10 or state.to_act is None:
            continue
        seat = state.to_act
        rng = random.Random(number)
        world, luck = determinize(view(state, seat), rng), rng.random()
        scored: Scored = {}
        for plan in EXPERT_PLANS:
            alone = rollout(world, seat, plan, None, RandomChance(random.Random(luck)))
            taken = rollout(
                world, seat, plan, None, RandomChance(random.Random(luck)), scored=scored
            )
            assert taken == alone
        shared += len(EXPERT_PLANS) - len(scored)
    assert shared  # some plans did play alike
