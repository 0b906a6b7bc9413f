"""The engine's `replace` (its fast copy of a frozen dataclass, made once per class) gives
exactly what `dataclasses.replace` gives, for every dataclass a game's state holds."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest

from regicide.games.baisch.engine import Game, GameState
from regicide.games.baisch.engine.state import replace


def _played_states(seed: int, moves: int) -> Iterator[GameState]:
    """The states of a four-player game of random legal moves from `seed`."""
    game, rng = Game.new(4, seed=seed), random.Random(seed)
    for _ in range(moves):
        if game.outcome is not None:
            return
        yield game.state
        game.submit(rng.choice(list(game.legal_moves())))


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
