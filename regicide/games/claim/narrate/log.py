"""The game log: every event as the reading seat may know it (the engine's `seen_by` redacts
first: "You took Undead 1 blind" / "Seat 2 took an unseen card"), cards by name, and
`log_lines` for a whole game or record, as `regicide log` prints it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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
from regicide.games.claim.narrate.words import (
    Names,
    card_name,
    cards_text,
    seat_name,
    seat_object,
)


@dataclass(frozen=True)
class Voice:
    """Who reads the log (None: a spectator) and what the seats are called ("Strong AI";
    none given: "Seat N"): the reader is "you" whatever its name."""

    reader: int | None
    names: Names = None

    def name(self, seat: int) -> str:
        return seat_name(seat, self.reader, self.names)

    def possessive(self, seat: int) -> str:
        """ "your" / "Strong AI's" / "seat 2's"."""
        return "your" if seat == self.reader else f"{seat_object(seat, None, self.names)}'s"

    def their(self, seat: int) -> str:
        return "your" if seat == self.reader else "their"

    def verb(self, seat: int, plain: str, third: str) -> str:
        """The seat and its verb, agreeing: "You lead" / "Strong AI leads"."""
        return f"{self.name(seat)} {plain if seat == self.reader else third}"


Teller = Callable[[Any, Voice, GameState], str]


def event_line(event: SeenEvent, reader: int | None, before: GameState, names: Names = None) -> str:
    """One event, for the reading seat (None: a spectator), given the state just before it,
    the other seats called by `names` when given."""
    return _TELLERS[type(event)](event, Voice(reader, names), before)


def log_lines(game_or_record: Game | Record, reader: int | None = None) -> list[str]:
    """The whole game's log as `reader` may know it (`ALL_SEATS`: what the seats know
    together; None: a spectator), the seats as "Seat N" (FORMAT.md's `regicide log`)."""
    game = replay(game_or_record) if isinstance(game_or_record, Record) else game_or_record
    lines = setup_texts(game, reader)
    for index in range(len(game.history)):
        lines += turn_texts(game, index, reader)
    return lines


def setup_texts(game: Game, reader: int | None, names: Names = None) -> list[str]:
    """The deal as `reader` knew it."""
    return [
        event_line(event, reader, game.origin, names)
        for event in seen_events(game.setup, reader, game.origin)
    ]


def turn_texts(game: Game, index: int, reader: int | None, names: Names = None) -> list[str]:
    """Move `index` (0-based) and what it caused, as `reader` knew it."""
    before = game.state_after(index)
    return [
        event_line(event, reader, state, names)
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


def _hands_dealt(event: HandsDealt, voice: Voice, before: GameState) -> str:
    return "; ".join(
        f"{voice.name(seat)} got {cards_text(hand)}" for seat, hand in enumerate(event.hands, 1)
    )


def _hands_dealt_unseen(event: HandsDealtUnseen, voice: Voice, before: GameState) -> str:
    sizes = " and ".join(str(size) for size in event.sizes)
    own = f": you got {cards_text(event.hand)}" if event.seat is not None else ""
    return f"The hands were dealt ({sizes} cards){own}"


def _trick_began(event: TrickBegan, voice: Voice, before: GameState) -> str:
    phase = " (phase two)" if event.number == HAND_SIZE + 1 else ""
    return f"Trick {event.number}{phase}: {voice.verb(event.seat, 'lead', 'leads')}"


def _trick_won(event: TrickWon, voice: Voice, before: GameState) -> str:
    lead, follow = before.plays
    return f"{voice.name(event.seat)} won the trick: {trick_reason(lead, follow)}"


def _blind_taken(event: BlindCardTaken, voice: Voice, before: GameState) -> str:
    """C-P1-4, or after a Seer's look (C-SEE-1): the Seer's winner keeps the card it saw; the
    other seat gets the card it left, which the Seer's winner knows."""
    who, name = voice.name(event.seat), card_name(event.card)
    if before.peeker == event.seat:
        return f"{who} kept the deck's top card, {name}, seen with the Seer"
    if before.peeker != NO_ONE:
        return f"{who} took the deck's top card, {name}, which the Seer showed to the other side"
    return f"{who} took {name} blind"


def _unseen_taken(event: BlindCardTakenUnseen, voice: Voice, before: GameState) -> str:
    who = voice.name(event.seat)
    if before.peeker == event.seat:
        return f"{who} kept the deck's top card, seen with the Seer"
    return f"{who} took an unseen card"


def _faction_claimed(event: FactionClaimed, voice: Voice, before: GameState) -> str:
    result = FactionResult(event.faction, event.seat, event.margin)
    return faction_line(result, before.scores, voice.reader, voice.names)


def _game_ended(event: GameEnded, voice: Voice, before: GameState) -> str:
    if not event.seat:
        return "The game is a draw"
    return f"{voice.verb(event.seat, 'win', 'wins')} the game"


_TELLERS: dict[type, Teller] = {
    ShadowsRemovedUnseen: lambda e, v, b: f"{e.count} Shadows left the game unseen",
    DeckShuffledUnseen: lambda e, v, b: f"The deck of {e.size} cards was shuffled",
    HandsDealt: _hands_dealt,
    HandsDealtUnseen: _hands_dealt_unseen,
    TrickBegan: _trick_began,
    PrizeRevealed: lambda e, v, b: f"The prize is {card_name(e.card)}",
    CardPlayed: lambda e, v, b: f"{v.name(e.seat)} played {card_name(e.card)}",
    TrickWon: _trick_won,
    SeerPeeked: lambda e, v, b: (
        f"{v.name(e.seat)} peeked with the Seer: {card_name(e.card)} is on top of the deck"
    ),
    SeerPeekedUnseen: lambda e, v, b: (
        f"{v.name(e.seat)} peeked at the deck's top card with the Seer"
    ),
    PrizeRecruited: lambda e, v, b: f"{v.name(e.seat)} recruited {card_name(e.card)}",
    BlindCardTaken: _blind_taken,
    BlindCardTakenUnseen: _unseen_taken,
    GhostChoiceOffered: lambda e, v, b: (
        f"{v.name(e.seat)} may keep {v.their(e.seat)} Ghost instead"
    ),
    GhostRecruited: lambda e, v, b: (
        f"{v.name(e.seat)} kept {v.their(e.seat)} {card_name(e.card)} as a follower"
    ),
    PrizeDiscarded: lambda e, v, b: f"The prize {card_name(e.card)} was discarded",
    BlindCardDiscarded: lambda e, v, b: (
        f"The deck's top card, {card_name(e.card)}, was discarded face down"
    ),
    BlindCardDiscardedUnseen: lambda e, v, b: "The deck's top card was discarded unseen",
    CardsScored: lambda e, v, b: f"{v.name(e.seat)} scored {cards_text(e.cards)}",
    CardsDiscarded: lambda e, v, b: f"Discarded: {cards_text(e.cards)}",
    GnomesLined: lambda e, v, b: (
        f"{v.name(e.seat)} lined up {cards_text(e.cards)} in {v.their(e.seat)} Gnome row"
    ),
    TrollsPooled: lambda e, v, b: f"{cards_text(e.cards)} went to the Troll pool",
    TrollsTaken: lambda e, v, b: f"{v.name(e.seat)} took {cards_text(e.cards)} from the Troll pool",
    TrollsDiscarded: lambda e, v, b: f"The Troll pool's {cards_text(e.cards)} was discarded",
    SmashOffered: lambda e, v, b: (
        f"{v.name(e.seat)} may smash {v.possessive(3 - e.seat)} {card_name(e.card)}"
    ),
    GnomeSmashed: lambda e, v, b: (
        f"{v.name(e.seat)} smashed {v.possessive(3 - e.seat)} {card_name(e.card)}"
    ),
    GnomeSpared: lambda e, v, b: (
        f"{v.name(e.seat)} spared {v.possessive(3 - e.seat)} {card_name(e.card)}"
    ),
    PhaseTwoBegan: lambda e, v, b: "Phase two: the followers become the hands",
    GnomesScored: lambda e, v, b: (
        f"{v.name(e.seat)} scored {v.their(e.seat)} Gnome row: {cards_text(e.cards)}"
    ),
    FakeTrickstersRemoved: lambda e, v, b: (
        f"Fake Tricksters left {v.possessive(e.seat)} score pile: {cards_text(e.cards)}"
    ),
    FactionClaimed: _faction_claimed,
    GameEnded: _game_ended,
}
