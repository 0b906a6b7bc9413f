"""What one seat may see (R-INFO-1/2): of the state (`view`), for computer players and the
hot-seat table; its inverse for search (`determinize` deals the unseen cards of a view at
random); and of each event (`seen_by`), for the game log, computer players and a replay with
its spoilers hidden.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeAlias

from regicide.games.regicide.engine.cards import JACK, KING, QUEEN, Card, sort_cards
from regicide.games.regicide.engine.chance import shuffled
from regicide.games.regicide.engine.commands import Command
from regicide.games.regicide.engine.events import (
    CardDrawn,
    CastleBuilt,
    DiscardShuffled,
    Event,
    GameLost,
    HandsDealt,
    MulliganTaken,
    TavernHealed,
    TavernShuffled,
)
from regicide.games.regicide.engine.evolve import evolve
from regicide.games.regicide.engine.rules import legal_moves
from regicide.games.regicide.engine.state import (
    SETUP_TABLE,
    SOLO_TOKENS,
    GameState,
    Medal,
    Phase,
    Rules,
    Status,
    deck_for,
)


@dataclass(frozen=True, slots=True)
class SeatView:
    """The public facts of R-INFO-1 plus the seat's own hand. Other hands appear only with
    the `open_hands` variant; the tavern and castle order, the discard pile below its top
    card and the identity of healed cards never do (R-INFO-2)."""

    seat: int
    players: int
    rules: Rules
    phase: Phase
    status: Status
    current: int
    enemy: Card | None
    enemy_attack: int
    enemy_health: int
    damage: int
    shield: int
    immunity_cancelled: bool
    damage_due: int
    table: tuple[tuple[Card, ...], ...]
    discard_top: Card | None
    discard_size: int
    tavern_size: int
    tavern_known: tuple[Card, ...]  # exact-killed royals still on the tavern, top first (R-INFO-1)
    castle_size: int
    #: the royals still in the castle, sorted: everything revealed was seen, but the order
    #: within a rank is hidden (R-SETUP-1, R-INFO-2)
    castle_cards: tuple[Card, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    open_hands: tuple[tuple[Card, ...], ...] | None
    tokens_left: int
    yields_in_a_row: int
    yielded_last: tuple[bool, ...]
    enemies_defeated: int
    loss_reason: GameLost | None
    medal: Medal | None
    legal_moves: tuple[Command, ...]  # empty unless it is this seat's decision

    @property
    def hand_limit(self) -> int:
        """R-SETUP-3/4: the maximum hand size of this game."""
        return SETUP_TABLE[self.players][1]

    @property
    def net_attack(self) -> int:
        """R-SUF-1: what the enemy's attack would cost the current player now."""
        return max(0, self.enemy_attack - self.shield)

    @property
    def tavern_top(self) -> Card | None:
        """The tavern's top card when it is public (an exact-killed royal), else None."""
        return self.tavern_known[0] if self.tavern_known else None


def view(state: GameState, seat: int) -> SeatView:
    """The state as `seat` sees it."""
    return SeatView(
        seat=seat,
        players=state.players,
        rules=state.rules,
        phase=state.phase,
        status=state.status,
        current=state.current,
        enemy=state.enemy,
        enemy_attack=state.enemy_attack,
        enemy_health=state.enemy_health,
        damage=state.damage,
        shield=state.shield,
        immunity_cancelled=state.immunity_cancelled,
        damage_due=state.damage_due,
        table=state.table,
        discard_top=state.discard[-1] if state.discard else None,
        discard_size=len(state.discard),
        tavern_size=len(state.tavern),
        tavern_known=state.tavern[: state.tavern_known],
        castle_size=len(state.castle),
        castle_cards=sort_cards(state.castle),
        hand=state.hand(seat),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        open_hands=state.hands if state.rules.open_hands else None,
        tokens_left=state.tokens_left,
        yields_in_a_row=state.yields_in_a_row,
        yielded_last=state.yielded_last,
        enemies_defeated=state.enemies_defeated,
        loss_reason=state.loss_reason,
        medal=state.medal,
        legal_moves=tuple(legal_moves(state)) if seat == state.current else (),
    )


def determinize(seen: SeatView, rng: random.Random) -> GameState:
    """A full state consistent with all that `seen.seat` knows (R-INFO-1/2), for search.

    The public facts, the seat's own hand (every hand with `open_hands`) and the exact-killed
    royals on top of the tavern stay as they are; the unseen cards are dealt at random to the
    other hands (their sizes kept), the rest of the tavern and the discard pile below its top
    card, and each rank of the castle is shuffled (Jacks on Queens on Kings, R-SETUP-1).
    Equal views and equally seeded generators give equal states.
    """
    unseen = list(shuffled(rng, _unseen_cards(seen)))
    hands = seen.open_hands or tuple(
        seen.hand if seat == seen.seat else sort_cards(_take(unseen, size))
        for seat, size in enumerate(seen.hand_sizes, 1)
    )
    tavern = seen.tavern_known + _take(unseen, seen.tavern_size - len(seen.tavern_known))
    return GameState(
        players=seen.players,
        rules=seen.rules,
        castle=_castle(seen.castle_cards, rng),
        enemy=seen.enemy,
        damage=seen.damage,
        shield=seen.shield,
        immunity_cancelled=seen.immunity_cancelled,
        table=seen.table,
        tavern=tavern,
        discard=(*unseen, seen.discard_top) if seen.discard_top is not None else (),
        hands=hands,
        current=seen.current,
        phase=seen.phase,
        status=seen.status,
        yields_in_a_row=seen.yields_in_a_row,
        yielded_last=seen.yielded_last,
        tokens_used=SOLO_TOKENS - seen.tokens_left if seen.players == 1 else 0,
        enemies_defeated=seen.enemies_defeated,
        tavern_known=len(seen.tavern_known),
        loss_reason=seen.loss_reason,
    )


def _unseen_cards(seen: SeatView) -> list[Card]:
    """The cards the seat cannot see, in deck order (so that only the generator decides where
    each goes); raises ValueError for a view whose hidden places hold another number."""
    shown = Counter(seen.castle_cards + seen.tavern_known)
    for cards in (*(seen.open_hands or (seen.hand,)), *seen.table):
        shown.update(cards)
    shown.update(card for card in (seen.enemy, seen.discard_top) if card is not None)
    unseen = list((Counter(deck_for(seen.players)) - shown).elements())
    places = seen.tavern_size - len(seen.tavern_known) + max(seen.discard_size - 1, 0)
    if not seen.open_hands:
        places += sum(seen.hand_sizes) - len(seen.hand)
    if len(unseen) != places:
        raise ValueError(f"this view has {len(unseen)} unseen cards for {places} hidden places")
    return unseen


def _take(cards: list[Card], count: int) -> tuple[Card, ...]:
    taken = tuple(cards[:count])
    del cards[:count]
    return taken


def _castle(royals: tuple[Card, ...], rng: random.Random) -> tuple[Card, ...]:
    """R-SETUP-1: the castle's royals, Jacks on top of Queens on top of Kings, each rank in a
    random order."""
    return tuple(
        card
        for rank in (JACK, QUEEN, KING)
        for card in shuffled(rng, [royal for royal in royals if royal.rank == rank])
    )


# --- what an event tells a seat -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CastleBuiltUnseen:
    """R-SETUP-1: the castle was built of `size` royals; their order is hidden."""

    size: int


@dataclass(frozen=True, slots=True)
class TavernShuffledUnseen:
    """R-SETUP-2: the tavern of `size` cards was shuffled; its order is hidden."""

    size: int


@dataclass(frozen=True, slots=True)
class HandsDealtUnseen:
    """R-SETUP-4: the hands were dealt; the seat sees its own `hand` (none for a spectator) and
    the `sizes` of all, seat 1 first."""

    seat: int | None
    hand: tuple[Card, ...]
    sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MulliganTakenUnseen:
    """R-SETUP-6 (variant): every hand went back and the `size` cards were reshuffled."""

    size: int


@dataclass(frozen=True, slots=True)
class DiscardShuffledUnseen:
    """R-HEART-1: the discard pile of `size` cards was shuffled; its new order is hidden."""

    size: int


@dataclass(frozen=True, slots=True)
class TavernHealedUnseen:
    """R-HEART-1, R-INFO-2: `count` cards went from the discard pile under the tavern; which
    ones is hidden."""

    count: int


@dataclass(frozen=True, slots=True)
class CardDrawnUnseen:
    """R-DIAM-1, R-INFO-2: another seat drew the tavern's top card, which was hidden."""

    seat: int


#: What a seat knows of an event: the event itself, or one of the redacted forms above.
#: Redacted events are for telling (the log, a replay); they are never folded into a state.
SeenEvent: TypeAlias = (
    Event
    | CastleBuiltUnseen
    | TavernShuffledUnseen
    | HandsDealtUnseen
    | MulliganTakenUnseen
    | DiscardShuffledUnseen
    | TavernHealedUnseen
    | CardDrawnUnseen
)
Redactor = Callable[[Any, int | None, GameState], SeenEvent]


#: The seat that stands for the whole table: what the seats know between them (every hand,
#: so every draw), but still no shuffle's order and no healed card (R-INFO-2 hides those from
#: everyone). `regicide log` without --seat tells a game from here.
ALL_SEATS = 0


def seen_by(event: Event, seat: int | None, before: GameState) -> SeenEvent:
    """What `seat` may know of `event` (R-INFO-1/2), given the state just before it; a seat of
    None is a spectator, who holds no hand, and ALL_SEATS is every seat's knowledge together.
    Shuffles show no order, a heal shows how many cards it moved, another seat's draw shows
    that it drew (unless `open_hands`, or the card was a public exact-killed royal on top of
    the tavern) and the deal shows the seat its own hand and the sizes of the others. Every
    other event is public and comes back as it is."""
    redact = _REDACTORS.get(type(event))
    return event if redact is None else redact(event, seat, before)


def seen_events(events: Iterable[Event], seat: int | None, before: GameState) -> list[SeenEvent]:
    """`seen_by` for each event of a batch (a move's, or the setup's) that starts at `before`."""
    seen = []
    for event in events:
        seen.append(seen_by(event, seat, before))
        before = evolve(before, event)
    return seen


def _card_drawn(event: CardDrawn, seat: int | None, before: GameState) -> SeenEvent:
    shown = seat in (event.seat, ALL_SEATS) or before.rules.open_hands
    shown = shown or before.tavern_known > 0
    return event if shown else CardDrawnUnseen(event.seat)


def _hands_dealt(event: HandsDealt, seat: int | None, before: GameState) -> SeenEvent:
    if before.rules.open_hands or seat == ALL_SEATS:
        return event
    hand = event.hands[seat - 1] if seat is not None else ()
    return HandsDealtUnseen(seat, hand, tuple(len(dealt) for dealt in event.hands))


_REDACTORS: dict[type, Redactor] = {
    CastleBuilt: lambda event, seat, before: CastleBuiltUnseen(len(event.cards)),
    TavernShuffled: lambda event, seat, before: TavernShuffledUnseen(len(event.cards)),
    HandsDealt: _hands_dealt,
    MulliganTaken: lambda event, seat, before: MulliganTakenUnseen(len(event.tavern)),
    DiscardShuffled: lambda event, seat, before: DiscardShuffledUnseen(len(event.cards)),
    TavernHealed: lambda event, seat, before: TavernHealedUnseen(len(event.cards)),
    CardDrawn: _card_drawn,
}
