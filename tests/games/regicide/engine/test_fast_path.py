"""The fast paths for search are the same rules: `advance` (no events kept, and with
`trusted=True` no checks) reaches exactly the state `step` reaches, the interned cards behave
like the dataclass they replaced, and the faster enumerations list exactly what a brute force
lists, in the same order (FORMAT.md `legal_moves` is a public contract)."""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable
from itertools import combinations

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from regicide.games.regicide.engine import (
    JESTER,
    Card,
    Command,
    Game,
    GameState,
    IllegalMove,
    RandomChance,
    SeededChance,
    Status,
    Suit,
    advance,
    cards_value,
    format_move,
    legal_moves,
    legal_plays,
    minimal_discards,
    parse_card,
    sort_cards,
    step,
)
from tests.strategies import (
    GameSpec,
    arbitrary_commands,
    deck_of,
    examples,
    game_specs,
    play_out,
    randoms,
)


def every_path(state: GameState, command: Command, seed: int, number: int) -> list[GameState]:
    """The state after `command` by each path, every one with the same luck."""
    _, stepped = step(state, command, SeededChance(seed, number))
    checked = advance(state, command, SeededChance(seed, number))
    trusted = advance(state, command, SeededChance(seed, number), trusted=True)
    return [stepped, checked, trusted]


@examples(2000)
@given(spec=game_specs, rnd=randoms)
def test_advance_reaches_the_state_step_reaches(spec: GameSpec, rnd: random.Random) -> None:
    """Every move of a random game (fresh deals and stated positions, 1–4 players, every
    variant): step, advance and trusted advance give identical states, and the game's own
    state (a fold of the logged events) is that state too."""
    game = play_out(spec.new_game(), rnd)
    note(f"moves: {[format_move(command) for command in game.moves]}")
    for number, turn in enumerate(game.history, 1):
        before = game.state_after(number - 1)
        paths = every_path(before, turn.command, spec.seed, number)
        assert paths == [game.state_after(number)] * 3


@examples(300)
@given(spec=game_specs, rnd=randoms)
def test_checked_advance_refuses_what_step_refuses(spec: GameSpec, rnd: random.Random) -> None:
    """Arbitrary commands, legal or not: advance without `trusted` raises the IllegalMove
    that step raises, with the same reason, and otherwise reaches the same state."""
    game = play_out(spec.new_game(), rnd)
    for number in range(len(game.history) + 1):
        state = game.state_after(number)
        for command in arbitrary_commands(state, rnd, 6):
            by_step = outcome(stepped, state, command, SeededChance(spec.seed, number))
            assert by_step == outcome(advance, state, command, SeededChance(spec.seed, number))


Path = Callable[[GameState, Command, SeededChance], GameState]


def stepped(state: GameState, command: Command, chance: SeededChance) -> GameState:
    return step(state, command, chance)[1]


def outcome(path: Path, state: GameState, command: Command, chance: SeededChance) -> object:
    """The state a path reaches, or the reason it refuses the move."""
    try:
        return path(state, command, chance)
    except IllegalMove as illegal:
        return illegal.reason


@examples(200)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32 - 1), rnd=randoms)
def test_a_rollout_with_one_generator_conserves_the_deck(
    players: int, seed: int, rnd: random.Random
) -> None:
    """A search rollout: legal moves picked at random, trusted advance, one RandomChance for
    the whole game. Every state holds the whole deck, and the game ends."""
    state = Game.new(players, seed=seed).state
    chance = RandomChance(random.Random(seed))
    deck = sorted(map(str, deck_of(players)))
    for _ in range(2_000):
        if state.status is not Status.PLAYING:
            break
        state = advance(state, rnd.choice(legal_moves(state)), chance, trusted=True)
        assert sorted(map(str, state.all_cards())) == deck
    assert state.status is not Status.PLAYING and legal_moves(state) == []


# --- the same enumerations, in the same order ----------------------------------------------


def reference_discards(hand: list[Card], due: int) -> list[tuple[Card, ...]]:
    """FORMAT.md: the minimal covering sets, by size, then in the order `combinations` of
    the distinct cards in their stable order lists them (the engine's order before search)."""
    cards = sort_cards({card for card in hand if card.value > 0})
    return [
        chosen
        for size in range(1, len(cards) + 1)
        for chosen in combinations(cards, size)
        if cards_value(chosen) >= due > cards_value(chosen) - min(c.value for c in chosen)
    ]


def reference_plays(hand: list[Card]) -> list[tuple[Card, ...]]:
    """R-PLAY-1..4: single cards, then Ace pairs, then combos, as the engine listed them."""
    distinct = sort_cards(set(hand))
    pairs = [
        (first, second)
        for first, second in combinations(distinct, 2)
        if (first.is_ace or second.is_ace) and not (first.is_jester or second.is_jester)
    ]
    combos = [
        chosen
        for rank in range(2, 6)
        for size in range(2, 5)
        for chosen in combinations([card for card in distinct if card.rank == rank], size)
        if rank * size <= 10
    ]
    return [(card,) for card in distinct] + pairs + combos


hands = st.lists(st.sampled_from(deck_of(4)), max_size=10).map(list)
small_hands = st.lists(st.sampled_from([card for card in deck_of(4) if card.rank <= 5]))


@examples(3000)
@given(hand=hands, due=st.integers(-2, 45))
def test_minimal_discards_are_the_brute_force_sets_in_its_order(hand: list[Card], due: int) -> None:
    assert minimal_discards(hand, due) == reference_discards(hand, due)


@examples(3000)
@given(hand=st.one_of(hands, small_hands.map(lambda cards: cards[:10])))
def test_legal_plays_are_the_brute_force_plays_in_its_order(hand: list[Card]) -> None:
    assert legal_plays(hand) == reference_plays(hand)


# --- interned cards ------------------------------------------------------------------------


def test_a_card_is_one_object_however_it_is_made() -> None:
    seven = Card(7, Suit.HEARTS)
    assert parse_card("7h") is seven is Card(7, "H")  # type: ignore[arg-type]
    assert copy.copy(seven) is seven and copy.deepcopy(seven) is seven
    assert pickle.loads(pickle.dumps(seven)) is seven
    assert Card(0, None) is JESTER and str(JESTER) == "JKR"


def test_cards_keep_their_values_text_order_and_equality() -> None:
    seven, king = Card(7, Suit.HEARTS), parse_card("KS")
    assert (seven.rank, seven.suit, seven.value, str(seven), repr(seven)) == (
        7,
        Suit.HEARTS,
        7,
        "7H",
        "Card(7H)",
    )
    assert (king.value, king.enemy_attack, king.enemy_health, king.is_royal) == (20, 20, 40, True)
    assert seven.sort_key == (7, 2) and JESTER.sort_key == (14, 0)
    assert seven == parse_card("7H") != king and seven != "7H"
    assert len({seven, parse_card("7H"), king}) == 2
    match seven:
        case Card(rank=7, suit=Suit.HEARTS):
            pass
        case _:
            pytest.fail("a card matches by rank and suit")


def test_cards_are_immutable() -> None:
    seven = Card(7, Suit.HEARTS)
    with pytest.raises(AttributeError):
        seven.rank = 8  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del seven.value  # type: ignore[misc]


@pytest.mark.parametrize(("rank", "suit"), [(15, Suit.HEARTS), (0, Suit.CLUBS), (7, None)])
def test_there_is_no_such_card(rank: int, suit: Suit | None) -> None:
    with pytest.raises(ValueError, match="no card"):
        Card(rank, suit)
