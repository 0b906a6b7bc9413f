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
from regicide.i18n import _, ngettext, word_list


@dataclass(frozen=True)
class Voice:
    """Who reads the log (None: a spectator) and what the seats are called ("Strong AI";
    none given: "Seat N"): the reader is "you" whatever its name. A line is one of whole
    sentences, each already in the player's language: the reader's own ("You played …") or
    another seat's ("{who} played …"), never a name glued to an English verb."""

    reader: int | None
    names: Names = None

    def name(self, seat: int) -> str:
        return seat_name(seat, self.reader, self.names)

    def owner(self, seat: int) -> str:
        """A seat inside a sentence, as the owner of something: "Strong AI", "seat 2"."""
        return seat_object(seat, None, self.names)

    def tell(self, seat: int, you: str, other: str, **values: object) -> str:
        """`you` when `seat` reads the log, else `other` with the seat as {who}."""
        if seat == self.reader:
            return you.format(**values)
        return other.format(who=self.name(seat), **values)

    def across(self, seat: int, texts: tuple[str, str, str], **values: object) -> str:
        """A sentence whose subject is `seat` and whose object belongs to the other seat:
        the reader's own deed, a deed to the reader's card, or between two others ({who},
        {owner})."""
        you, yours, others = texts
        owner = 3 - seat
        if seat == self.reader:
            return you.format(owner=self.owner(owner), **values)
        if owner == self.reader:
            return yours.format(who=self.name(seat), **values)
        return others.format(who=self.name(seat), owner=self.owner(owner), **values)


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
        voice.tell(seat, _("You got {cards}"), _("{who} got {cards}"), cards=cards_text(hand))
        for seat, hand in enumerate(event.hands, 1)
    )


def _hands_dealt_unseen(event: HandsDealtUnseen, voice: Voice, before: GameState) -> str:
    sizes = word_list([str(size) for size in event.sizes])
    if event.seat is None:
        return _("The hands were dealt ({sizes} cards)").format(sizes=sizes)
    return _("The hands were dealt ({sizes} cards): you got {cards}").format(
        sizes=sizes, cards=cards_text(event.hand)
    )


def _trick_began(event: TrickBegan, voice: Voice, before: GameState) -> str:
    number = event.number
    if number == HAND_SIZE + 1:
        return voice.tell(
            event.seat,
            _("Trick {number} (phase two): You lead"),
            _("Trick {number} (phase two): {who} leads"),
            number=number,
        )
    return voice.tell(
        event.seat, _("Trick {number}: You lead"), _("Trick {number}: {who} leads"), number=number
    )


def _trick_won(event: TrickWon, voice: Voice, before: GameState) -> str:
    lead, follow = before.plays
    return voice.tell(
        event.seat,
        _("You won the trick: {reason}"),
        _("{who} won the trick: {reason}"),
        reason=trick_reason(lead, follow),
    )


def _blind_taken(event: BlindCardTaken, voice: Voice, before: GameState) -> str:
    """C-P1-4, or after a Seer's look (C-SEE-1): the Seer's winner keeps the card it saw; the
    other seat gets the card it left, which the Seer's winner knows."""
    seat, card = event.seat, card_name(event.card)
    if before.peeker == seat:
        return voice.tell(
            seat,
            _("You kept the deck's top card, {card}, seen with the Seer"),
            _("{who} kept the deck's top card, {card}, seen with the Seer"),
            card=card,
        )
    if before.peeker != NO_ONE:
        return voice.tell(
            seat,
            _("You took the deck's top card, {card}, which the Seer showed to the other side"),
            _("{who} took the deck's top card, {card}, which the Seer showed to the other side"),
            card=card,
        )
    return voice.tell(seat, _("You took {card} blind"), _("{who} took {card} blind"), card=card)


def _unseen_taken(event: BlindCardTakenUnseen, voice: Voice, before: GameState) -> str:
    if before.peeker == event.seat:
        return voice.tell(
            event.seat,
            _("You kept the deck's top card, seen with the Seer"),
            _("{who} kept the deck's top card, seen with the Seer"),
        )
    return voice.tell(event.seat, _("You took an unseen card"), _("{who} took an unseen card"))


def _faction_claimed(event: FactionClaimed, voice: Voice, before: GameState) -> str:
    result = FactionResult(event.faction, event.seat, event.margin)
    return faction_line(result, before.scores, voice.reader, voice.names)


def _game_ended(event: GameEnded, voice: Voice, before: GameState) -> str:
    if not event.seat:
        return _("The game is a draw")
    return voice.tell(event.seat, _("You win the game"), _("{who} wins the game"))


def _seer_peeked(e: SeerPeeked, v: Voice, b: GameState) -> str:
    return v.tell(
        e.seat,
        _("You peeked with the Seer: {card} is on top of the deck"),
        _("{who} peeked with the Seer: {card} is on top of the deck"),
        card=card_name(e.card),
    )


def _ghost_offered(e: GhostChoiceOffered, v: Voice, b: GameState) -> str:
    return v.tell(
        e.seat, _("You may keep your Ghost instead"), _("{who} may keep their Ghost instead")
    )


def _ghost_recruited(e: GhostRecruited, v: Voice, b: GameState) -> str:
    return v.tell(
        e.seat,
        _("You kept your {card} as a follower"),
        _("{who} kept their {card} as a follower"),
        card=card_name(e.card),
    )


def _gnomes_lined(e: GnomesLined, v: Voice, b: GameState) -> str:
    return v.tell(
        e.seat,
        _("You lined up {cards} in your Gnome row"),
        _("{who} lined up {cards} in their Gnome row"),
        cards=cards_text(e.cards),
    )


def _gnomes_scored(e: GnomesScored, v: Voice, b: GameState) -> str:
    return v.tell(
        e.seat,
        _("You scored your Gnome row: {cards}"),
        _("{who} scored their Gnome row: {cards}"),
        cards=cards_text(e.cards),
    )


def _tricksters_removed(e: FakeTrickstersRemoved, v: Voice, b: GameState) -> str:
    cards = cards_text(e.cards)
    if e.seat == v.reader:
        return _("Fake Tricksters left your score pile: {cards}").format(cards=cards)
    return _("Fake Tricksters left {owner}'s score pile: {cards}").format(
        owner=v.owner(e.seat), cards=cards
    )


def _smash_offered(e: SmashOffered, v: Voice, b: GameState) -> str:
    texts = (
        _("You may smash {owner}'s {card}"),
        _("{who} may smash your {card}"),
        _("{who} may smash {owner}'s {card}"),
    )
    return v.across(e.seat, texts, card=card_name(e.card))


def _gnome_smashed(e: GnomeSmashed, v: Voice, b: GameState) -> str:
    texts = (
        _("You smashed {owner}'s {card}"),
        _("{who} smashed your {card}"),
        _("{who} smashed {owner}'s {card}"),
    )
    return v.across(e.seat, texts, card=card_name(e.card))


def _gnome_spared(e: GnomeSpared, v: Voice, b: GameState) -> str:
    texts = (
        _("You spared {owner}'s {card}"),
        _("{who} spared your {card}"),
        _("{who} spared {owner}'s {card}"),
    )
    return v.across(e.seat, texts, card=card_name(e.card))


def _shadows_removed(e: ShadowsRemovedUnseen, v: Voice, b: GameState) -> str:
    return ngettext(
        "{count} Shadow left the game unseen", "{count} Shadows left the game unseen", e.count
    ).format(count=e.count)


def _shuffled(e: DeckShuffledUnseen, v: Voice, b: GameState) -> str:
    return ngettext(
        "The deck of {count} card was shuffled", "The deck of {count} cards was shuffled", e.size
    ).format(count=e.size)


_TELLERS: dict[type, Teller] = {
    ShadowsRemovedUnseen: _shadows_removed,
    DeckShuffledUnseen: _shuffled,
    HandsDealt: _hands_dealt,
    HandsDealtUnseen: _hands_dealt_unseen,
    TrickBegan: _trick_began,
    PrizeRevealed: lambda e, v, b: _("The prize is {card}").format(card=card_name(e.card)),
    CardPlayed: lambda e, v, b: v.tell(
        e.seat, _("You played {card}"), _("{who} played {card}"), card=card_name(e.card)
    ),
    TrickWon: _trick_won,
    SeerPeeked: _seer_peeked,
    SeerPeekedUnseen: lambda e, v, b: v.tell(
        e.seat,
        _("You peeked at the deck's top card with the Seer"),
        _("{who} peeked at the deck's top card with the Seer"),
    ),
    PrizeRecruited: lambda e, v, b: v.tell(
        e.seat, _("You recruited {card}"), _("{who} recruited {card}"), card=card_name(e.card)
    ),
    BlindCardTaken: _blind_taken,
    BlindCardTakenUnseen: _unseen_taken,
    GhostChoiceOffered: _ghost_offered,
    GhostRecruited: _ghost_recruited,
    PrizeDiscarded: lambda e, v, b: _("The prize {card} was discarded").format(
        card=card_name(e.card)
    ),
    BlindCardDiscarded: lambda e, v, b: _(
        "The deck's top card, {card}, was discarded face down"
    ).format(card=card_name(e.card)),
    BlindCardDiscardedUnseen: lambda e, v, b: _("The deck's top card was discarded unseen"),
    CardsScored: lambda e, v, b: v.tell(
        e.seat, _("You scored {cards}"), _("{who} scored {cards}"), cards=cards_text(e.cards)
    ),
    CardsDiscarded: lambda e, v, b: _("Discarded: {cards}").format(cards=cards_text(e.cards)),
    GnomesLined: _gnomes_lined,
    TrollsPooled: lambda e, v, b: _("{cards} went to the Troll pool").format(
        cards=cards_text(e.cards)
    ),
    TrollsTaken: lambda e, v, b: v.tell(
        e.seat,
        _("You took {cards} from the Troll pool"),
        _("{who} took {cards} from the Troll pool"),
        cards=cards_text(e.cards),
    ),
    TrollsDiscarded: lambda e, v, b: _("The Troll pool's {cards} was discarded").format(
        cards=cards_text(e.cards)
    ),
    SmashOffered: _smash_offered,
    GnomeSmashed: _gnome_smashed,
    GnomeSpared: _gnome_spared,
    PhaseTwoBegan: lambda e, v, b: _("Phase two: the followers become the hands"),
    GnomesScored: _gnomes_scored,
    FakeTrickstersRemoved: _tricksters_removed,
    FactionClaimed: _faction_claimed,
    GameEnded: _game_ended,
}
