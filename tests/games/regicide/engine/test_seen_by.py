"""R-INFO-1/2 for events: what a seat may know of each event (`seen_by`, `seen_events`), for
the game log, computer players and a replay with its spoilers hidden."""

from __future__ import annotations

import random

import pytest
from hypothesis import given

from regicide.games.regicide.engine import (
    EVENT_TYPES,
    Card,
    CardDrawn,
    CardDrawnUnseen,
    CastleBuilt,
    CastleBuiltUnseen,
    DiscardShuffled,
    DiscardShuffledUnseen,
    Event,
    Game,
    GameState,
    HandsDealt,
    HandsDealtUnseen,
    MulliganTaken,
    MulliganTakenUnseen,
    Rules,
    SeenEvent,
    Suit,
    TavernHealed,
    TavernHealedUnseen,
    TavernShuffled,
    TavernShuffledUnseen,
    evolve,
    parse_card,
    parse_move,
    seen_by,
    seen_events,
)
from tests.builders import game_at, play
from tests.strategies import GameSpec, examples, game_specs, play_out, randoms

HIDDEN = {CastleBuilt, TavernShuffled, HandsDealt, MulliganTaken, DiscardShuffled, TavernHealed}
TEN_DISCARDS = "2C 3C 4C 5C 6C 7C 8C 9C 10C 2S"


def moved(game: Game, move: str) -> tuple[GameState, tuple[Event, ...]]:
    """The state before `move` and the events it caused."""
    before = game.state
    return before, game.submit(parse_move(move))


def test_the_deal_shows_a_seat_its_own_hand_and_the_sizes_of_the_others() -> None:
    """R-SETUP-1..4: the castle and tavern shuffles show no order; the hands only their own."""
    game = Game.new(3, seed=5)
    dealt = next(event for event in game.setup if isinstance(event, HandsDealt))
    seen = seen_events(game.setup, 2, game.origin)
    assert seen[:3] == [
        CastleBuiltUnseen(12),
        TavernShuffledUnseen(41),
        HandsDealtUnseen(2, dealt.hands[1], (6, 6, 6)),
    ]
    assert seen[3:] == list(game.setup[3:])  # EnemyRevealed, TurnBegan: public
    assert seen_events(game.setup, None, game.origin)[2] == HandsDealtUnseen(None, (), (6, 6, 6))


def test_open_hands_show_the_deal_and_every_draw() -> None:
    game = Game.new(2, seed=9, rules=Rules(open_hands=True))
    dealt = next(event for event in game.setup if isinstance(event, HandsDealt))
    assert dealt in seen_events(game.setup, 1, game.origin)
    diamond = next(card for card in game.state.hand(1) if card.suit is Suit.DIAMONDS)
    before, events = moved(game, f"play {diamond}")
    draws = [event for event in events if isinstance(event, CardDrawn)]
    assert draws and all(event in seen_events(events, 2, before) for event in draws)


def test_a_mulligan_shows_no_order() -> None:
    """R-SETUP-6 (variant): the reshuffled tavern is hidden, the new deal like the first."""
    games = (Game.new(1, seed=seed, rules=Rules(diamond_mulligan=True)) for seed in range(200))
    game = next(game for game in games if any(isinstance(e, MulliganTaken) for e in game.setup))
    seen = seen_events(game.setup, 1, game.origin)
    for event, redacted in zip(game.setup, seen, strict=True):
        if isinstance(event, MulliganTaken):
            assert redacted == MulliganTakenUnseen(len(event.tavern))
        if isinstance(event, HandsDealt):
            assert isinstance(redacted, HandsDealtUnseen) and redacted.hand == event.hands[0]


def test_a_heal_says_how_many_cards_not_which() -> None:
    """R-HEART-1, R-INFO-2 (worked example 1): the discard pile's shuffle and the 8 healed
    cards are hidden from everyone, the healer included."""
    game = game_at(enemy="JS", hands=["AC 7H 9D"], discard=TEN_DISCARDS)
    before, events = moved(game, "play AC 7H")
    seen = seen_events(events, 1, before)
    assert DiscardShuffledUnseen(10) in seen and TavernHealedUnseen(8) in seen
    assert not any(isinstance(event, DiscardShuffled | TavernHealed) for event in seen)


def test_an_empty_heal_says_so() -> None:
    game = game_at(enemy="JS", hands=["8H"], table=["4D", "3C"], damage=10)
    before, events = moved(game, "play 8H")  # worked example 3: nothing to heal
    assert TavernHealedUnseen(0) in seen_events(events, 1, before)


def test_another_seats_draw_says_only_that_it_drew() -> None:
    """R-DIAM-1 (worked example 4): each seat sees its own cards, the others' are hidden."""
    game = game_at(
        4, enemy="JC", hands=["4D 2C", "2H 3H", "5C 6C 7C 8C 9C", "2S 3S 4S 5S"], current=3
    )
    game = game_at(
        4,
        enemy="JC",
        hands=["AS 2S 3S 4S 5S", "2H 3H 4H 5H", "4D 2C", "6C 7C"],
        current=3,
    )
    before, events = moved(game, "play 4D")
    draws = [event for event in events if isinstance(event, CardDrawn)]
    assert [event.seat for event in draws] == [3, 4, 2, 3]
    for seat in (1, 2, 3, 4, None):
        seen = [event for event in seen_events(events, seat, before) if _is_draw(event)]
        assert seen == [
            event if event.seat == seat else CardDrawnUnseen(event.seat) for event in draws
        ]


def _is_draw(event: SeenEvent) -> bool:
    return isinstance(event, CardDrawn | CardDrawnUnseen)


def test_a_drawn_exact_killed_royal_stays_public() -> None:
    """R-INFO-1: the identity of an exact-killed royal on the tavern is public until drawn,
    so its draw is public too; the draw below it is not."""
    game = game_at(2, enemy="JC", castle="JH QS", hands=["10S 10C AD 9H", "2C"], damage=10)
    play(game, "play 10S", "play 10C")  # JH on JC on top of the tavern, both public
    before, events = moved(game, "play AD")
    assert CardDrawn(1, parse_card("JH")) in seen_events(events, 2, before)


def test_redacted_events_are_never_folded_nor_recorded() -> None:
    """They tell; they are not facts of the game: no handler folds them, no record holds them."""
    state = Game.new(2, seed=1).state
    for redacted in (CardDrawnUnseen(2), TavernHealedUnseen(3), CastleBuiltUnseen(12)):
        assert type(redacted) not in EVENT_TYPES
        with pytest.raises(KeyError):
            evolve(state, redacted)  # type: ignore[arg-type]


def test_every_event_type_is_either_public_or_redacted() -> None:
    """A new event type must be placed here on purpose."""
    public = set(EVENT_TYPES) - HIDDEN - {CardDrawn}
    assert {kind.__name__ for kind in public} == {
        "CardsDiscarded",
        "CardsPlayed",
        "DamageDealt",
        "EnemyAttacked",
        "EnemyDefeated",
        "EnemyRevealed",
        "GameLost",
        "GameWon",
        "ImmunityCancelled",
        "NextSeatChoiceOffered",
        "PowerBlocked",
        "ShieldRaised",
        "TableCleared",
        "TokenFlipped",
        "TurnBegan",
        "Yielded",
    }


def expected_seen(event: Event, seat: int | None, before: GameState) -> bool:
    """Whether `seat` sees `event` whole: the rules of R-INFO-1/2 as this test reads them."""
    if isinstance(event, CardDrawn):
        return event.seat == seat or before.rules.open_hands or before.tavern_known > 0
    if isinstance(event, HandsDealt):
        return before.rules.open_hands
    return type(event) not in HIDDEN


@examples(300)
@given(spec=game_specs, rnd=randoms)
def test_every_event_of_random_games_is_seen_as_the_rules_say(
    spec: GameSpec, rnd: random.Random
) -> None:
    """Whole when public (or the seat's own draw), else redacted to counts: a redacted event
    names no card but the seat's own dealt hand."""
    game = play_out(spec.new_game(), rnd)
    state = game.origin
    for event in [*game.setup, *(event for turn in game.history for event in turn.events)]:
        for seat in (*range(1, spec.players + 1), None):
            seen = seen_by(event, seat, state)
            if expected_seen(event, seat, state):
                assert seen is event
            else:
                assert seen != event and type(seen).__name__.endswith("Unseen")
                assert _cards_named(seen) <= set(state.hand(seat) if seat else ()) | _dealt(seen)
        state = evolve(state, event)
    assert state == game.state


def _cards_named(seen: SeenEvent) -> set[Card]:
    values = [getattr(seen, name) for name in seen.__dataclass_fields__]
    named = {value for value in values if isinstance(value, Card)}
    for value in values:
        if isinstance(value, tuple):
            named.update(item for item in value if isinstance(item, Card))
    return named


def _dealt(seen: SeenEvent) -> set[Card]:
    return set(seen.hand) if isinstance(seen, HandsDealtUnseen) else set()
