"""The game log: every event as the reading seat may know it (the engine's `seen_by` redacts
first: "You took Undead 1 blind" / "Seat 2 took an unseen card"), cards by name, and
`log_lines` for a whole game or record, as `regicide log` prints it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from regicide.games.claim.engine import (
    HAND_SIZE,
    NO_ONE,
    BlindCardDiscarded,
    BlindCardDiscardedUnseen,
    BlindCardTaken,
    BlindCardTakenUnseen,
    CardPlayed,
    CardsDiscarded,
    CardsScored,
    DeckShuffledUnseen,
    FactionClaimed,
    FactionResult,
    FakeTrickstersRemoved,
    Game,
    GameEnded,
    GameState,
    GhostChoiceOffered,
    GhostRecruited,
    GnomesLined,
    GnomeSmashed,
    GnomeSpared,
    GnomesScored,
    HandsDealt,
    HandsDealtUnseen,
    PhaseTwoBegan,
    PrizeDiscarded,
    PrizeRecruited,
    PrizeRevealed,
    Record,
    SeenEvent,
    SeerPeeked,
    SeerPeekedUnseen,
    ShadowsRemovedUnseen,
    SmashOffered,
    TrickBegan,
    TrickWon,
    TrollsDiscarded,
    TrollsPooled,
    TrollsTaken,
    evolve,
    replay,
    seen_events,
)
from regicide.games.claim.narrate.ending import faction_line
from regicide.games.claim.narrate.tricks import trick_reason
from regicide.games.claim.narrate.words import card_name, cards_text, seat_name

Teller = Callable[[Any, int | None, GameState], str]


def event_line(event: SeenEvent, reader: int | None, before: GameState) -> str:
    """One event, for the reading seat (None: a spectator), given the state just before it."""
    return _TELLERS[type(event)](event, reader, before)


def log_lines(game_or_record: Game | Record, reader: int | None = None) -> list[str]:
    """The whole game's log as `reader` may know it (`ALL_SEATS`: what the seats know
    together; None: a spectator)."""
    game = replay(game_or_record) if isinstance(game_or_record, Record) else game_or_record
    lines = setup_texts(game, reader)
    for index in range(len(game.history)):
        lines += turn_texts(game, index, reader)
    return lines


def setup_texts(game: Game, reader: int | None) -> list[str]:
    """The deal as `reader` knew it."""
    return [
        event_line(event, reader, game.origin)
        for event in seen_events(game.setup, reader, game.origin)
    ]


def turn_texts(game: Game, index: int, reader: int | None) -> list[str]:
    """Move `index` (0-based) and what it caused, as `reader` knew it."""
    before = game.state_after(index)
    return [
        event_line(event, reader, state)
        for event, state in _with_states(game.history[index].events, reader, before)
    ]


def _with_states(
    events: tuple[Any, ...], reader: int | None, before: GameState
) -> list[tuple[SeenEvent, GameState]]:
    """Each event as the reader sees it, with the state just before it."""
    told = seen_events(events, reader, before)
    pairs = []
    for real, seen in zip(events, told, strict=True):
        pairs.append((seen, before))
        before = evolve(before, real)
    return pairs


def _possessive(seat: int, reader: int | None) -> str:
    return "your" if seat == reader else f"seat {seat}'s"


def _their(seat: int, reader: int | None) -> str:
    return "your" if seat == reader else "their"


def _hands_dealt(event: HandsDealt, reader: int | None, before: GameState) -> str:
    return "; ".join(
        f"{seat_name(seat, reader)} got {cards_text(hand)}"
        for seat, hand in enumerate(event.hands, 1)
    )


def _hands_dealt_unseen(event: HandsDealtUnseen, reader: int | None, before: GameState) -> str:
    sizes = " and ".join(str(size) for size in event.sizes)
    own = f": you got {cards_text(event.hand)}" if event.seat is not None else ""
    return f"The hands were dealt ({sizes} cards){own}"


def _trick_began(event: TrickBegan, reader: int | None, before: GameState) -> str:
    phase = " (phase two)" if event.number == HAND_SIZE + 1 else ""
    verb = "lead" if event.seat == reader else "leads"
    return f"Trick {event.number}{phase}: {seat_name(event.seat, reader)} {verb}"


def _trick_won(event: TrickWon, reader: int | None, before: GameState) -> str:
    lead, follow = before.plays
    return f"{seat_name(event.seat, reader)} won the trick: {trick_reason(lead, follow)}"


def _blind_taken(event: BlindCardTaken, reader: int | None, before: GameState) -> str:
    """C-P1-4, or after a Seer's look (C-SEE-1): the Seer's winner keeps the card it saw; the
    other seat gets the card it left, which the Seer's winner knows."""
    who, name = seat_name(event.seat, reader), card_name(event.card)
    if before.peeker == event.seat:
        return f"{who} kept the deck's top card, {name}, seen with the Seer"
    if before.peeker != NO_ONE:
        return f"{who} took the deck's top card, {name}, which the Seer showed to the other side"
    return f"{who} took {name} blind"


def _unseen_taken(event: BlindCardTakenUnseen, reader: int | None, before: GameState) -> str:
    who = seat_name(event.seat, reader)
    if before.peeker == event.seat:
        return f"{who} kept the deck's top card, seen with the Seer"
    return f"{who} took an unseen card"


def _faction_claimed(event: FactionClaimed, reader: int | None, before: GameState) -> str:
    result = FactionResult(event.faction, event.seat, event.margin)
    return faction_line(result, before.scores, reader)


def _game_ended(event: GameEnded, reader: int | None, before: GameState) -> str:
    if not event.seat:
        return "The game is a draw"
    verb = "win" if event.seat == reader else "wins"
    return f"{seat_name(event.seat, reader)} {verb} the game"


_TELLERS: dict[type, Teller] = {
    ShadowsRemovedUnseen: lambda e, r, b: f"{e.count} Shadows left the game unseen",
    DeckShuffledUnseen: lambda e, r, b: f"The deck of {e.size} cards was shuffled",
    HandsDealt: _hands_dealt,
    HandsDealtUnseen: _hands_dealt_unseen,
    TrickBegan: _trick_began,
    PrizeRevealed: lambda e, r, b: f"The prize is {card_name(e.card)}",
    CardPlayed: lambda e, r, b: f"{seat_name(e.seat, r)} played {card_name(e.card)}",
    TrickWon: _trick_won,
    SeerPeeked: lambda e, r, b: (
        f"{seat_name(e.seat, r)} peeked with the Seer: {card_name(e.card)} is on top of the deck"
    ),
    SeerPeekedUnseen: lambda e, r, b: (
        f"{seat_name(e.seat, r)} peeked at the deck's top card with the Seer"
    ),
    PrizeRecruited: lambda e, r, b: f"{seat_name(e.seat, r)} recruited {card_name(e.card)}",
    BlindCardTaken: _blind_taken,
    BlindCardTakenUnseen: _unseen_taken,
    GhostChoiceOffered: lambda e, r, b: (
        f"{seat_name(e.seat, r)} may keep {_their(e.seat, r)} Ghost instead"
    ),
    GhostRecruited: lambda e, r, b: (
        f"{seat_name(e.seat, r)} kept {_their(e.seat, r)} {card_name(e.card)} as a follower"
    ),
    PrizeDiscarded: lambda e, r, b: f"The prize {card_name(e.card)} was discarded",
    BlindCardDiscarded: lambda e, r, b: (
        f"The deck's top card, {card_name(e.card)}, was discarded face down"
    ),
    BlindCardDiscardedUnseen: lambda e, r, b: "The deck's top card was discarded unseen",
    CardsScored: lambda e, r, b: f"{seat_name(e.seat, r)} scored {cards_text(e.cards)}",
    CardsDiscarded: lambda e, r, b: f"Discarded: {cards_text(e.cards)}",
    GnomesLined: lambda e, r, b: (
        f"{seat_name(e.seat, r)} lined up {cards_text(e.cards)} in {_their(e.seat, r)} Gnome row"
    ),
    TrollsPooled: lambda e, r, b: f"{cards_text(e.cards)} went to the Troll pool",
    TrollsTaken: lambda e, r, b: (
        f"{seat_name(e.seat, r)} took {cards_text(e.cards)} from the Troll pool"
    ),
    TrollsDiscarded: lambda e, r, b: f"The Troll pool's {cards_text(e.cards)} was discarded",
    SmashOffered: lambda e, r, b: (
        f"{seat_name(e.seat, r)} may smash {_possessive(3 - e.seat, r)} {card_name(e.card)}"
    ),
    GnomeSmashed: lambda e, r, b: (
        f"{seat_name(e.seat, r)} smashed {_possessive(3 - e.seat, r)} {card_name(e.card)}"
    ),
    GnomeSpared: lambda e, r, b: (
        f"{seat_name(e.seat, r)} spared {_possessive(3 - e.seat, r)} {card_name(e.card)}"
    ),
    PhaseTwoBegan: lambda e, r, b: "Phase two: the followers become the hands",
    GnomesScored: lambda e, r, b: (
        f"{seat_name(e.seat, r)} scored {_their(e.seat, r)} Gnome row: {cards_text(e.cards)}"
    ),
    FakeTrickstersRemoved: lambda e, r, b: (
        f"Fake Tricksters left {_possessive(e.seat, r)} score pile: {cards_text(e.cards)}"
    ),
    FactionClaimed: _faction_claimed,
    GameEnded: _game_ended,
}
