"""evolve(state, event) -> state: one small handler per event type. It never validates.

`decide` has already checked that the event can happen; a handler only records the fact.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from regicide.games.claim.engine import events as ev
from regicide.games.claim.engine.cards import Card, sort_cards
from regicide.games.claim.engine.state import (
    NO_ONE,
    Awaiting,
    Choice,
    FactionResult,
    GameState,
    Status,
    changed,
    counts_as_led,
    other,
    per_seat,
    without,
)
from regicide.games.kernel import Handlers

Handler = Callable[[GameState, Any], GameState]
#: The handler of each event type; `evolve` and the Folder of `decide` look them up here.
HANDLERS: Handlers[GameState] = Handlers()
evolve = HANDLERS.evolve  # the state after one event
fold = HANDLERS.fold  # the state after all events, in order
handles = HANDLERS.handles


def _add(
    piles: tuple[tuple[Card, ...], ...], seat: int, cards: Iterable[Card]
) -> tuple[tuple[Card, ...], ...]:
    return per_seat(piles, seat, (*piles[seat - 1], *cards))


def _take(
    piles: tuple[tuple[Card, ...], ...], seat: int, cards: Iterable[Card]
) -> tuple[tuple[Card, ...], ...]:
    return per_seat(piles, seat, without(piles[seat - 1], list(cards)))


# --- the setup ---------------------------------------------------------------------------------


@handles(ev.ShadowsRemoved)
def _shadows_removed(state: GameState, event: ev.ShadowsRemoved) -> GameState:
    return changed(state, removed=event.cards)


@handles(ev.DeckShuffled)
def _deck_shuffled(state: GameState, event: ev.DeckShuffled) -> GameState:
    return changed(state, deck=event.cards)


@handles(ev.HandsDealt)
def _hands_dealt(state: GameState, event: ev.HandsDealt) -> GameState:
    dealt = sum(len(hand) for hand in event.hands)
    hands = tuple(sort_cards(hand) for hand in event.hands)
    return changed(state, hands=hands, deck=state.deck[dealt:])


# --- a trick -----------------------------------------------------------------------------------


@handles(ev.TrickBegan)
def _trick_began(state: GameState, event: ev.TrickBegan) -> GameState:
    return changed(
        state,
        trick=event.number,
        leader=event.seat,
        current=event.seat,
        awaiting=None,
        winner=NO_ONE,
        plays=(),
        table=(),
    )


@handles(ev.PrizeRevealed)
def _prize_revealed(state: GameState, event: ev.PrizeRevealed) -> GameState:
    return changed(state, prize=event.card, deck=state.deck[1:])


@handles(ev.CardPlayed)
def _card_played(state: GameState, event: ev.CardPlayed) -> GameState:
    seat, card = event.seat, event.card
    voids, exposed = state.voids, state.exposed
    if state.plays and not counts_as_led(card, state.plays[0].faction):
        voids = per_seat(voids, seat, voids[seat - 1] | {state.plays[0].faction})
    if state.phase == 2 and card in exposed[seat - 1]:
        exposed = _take(exposed, seat, (card,))
    plays = (*state.plays, card)
    return changed(
        state,
        hands=_take(state.hands, seat, (card,)),
        plays=plays,
        table=(*state.table, card),
        current=other(seat) if len(plays) < state.players else NO_ONE,
        voids=voids,
        exposed=exposed,
    )


@handles(ev.TrickWon)
def _trick_won(state: GameState, event: ev.TrickWon) -> GameState:
    return changed(state, winner=event.seat)


@handles(ev.SeerPeeked)
def _seer_peeked(state: GameState, event: ev.SeerPeeked) -> GameState:
    return changed(
        state, peeker=event.seat, awaiting=Awaiting(Choice.SEER, event.seat), current=event.seat
    )


@handles(ev.GhostChoiceOffered)
def _ghost_choice_offered(state: GameState, event: ev.GhostChoiceOffered) -> GameState:
    return changed(state, awaiting=Awaiting(Choice.GHOST, event.seat), current=event.seat)


@handles(ev.SmashOffered)
def _smash_offered(state: GameState, event: ev.SmashOffered) -> GameState:
    awaiting = Awaiting(Choice.SMASH, event.seat, event.card, event.giant)
    return changed(state, awaiting=awaiting, current=event.seat)


@handles(ev.PrizeRecruited)
def _prize_recruited(state: GameState, event: ev.PrizeRecruited) -> GameState:
    return changed(
        state,
        prize=None,
        followers=_add(state.followers, event.seat, (event.card,)),
        exposed=_add(state.exposed, event.seat, (event.card,)),
        awaiting=None,
    )


@handles(ev.BlindCardTaken)
def _blind_card_taken(state: GameState, event: ev.BlindCardTaken) -> GameState:
    seen_by_other = state.peeker not in (NO_ONE, event.seat)
    exposed = _add(state.exposed, event.seat, (event.card,)) if seen_by_other else state.exposed
    return changed(
        state,
        deck=state.deck[1:],
        followers=_add(state.followers, event.seat, (event.card,)),
        exposed=exposed,
        peeker=NO_ONE,
        awaiting=None,
    )


@handles(ev.GhostRecruited)
def _ghost_recruited(state: GameState, event: ev.GhostRecruited) -> GameState:
    return changed(
        state,
        table=without(state.table, (event.card,)),
        followers=_add(state.followers, event.seat, (event.card,)),
        exposed=_add(state.exposed, event.seat, (event.card,)),
        awaiting=None,
    )


@handles(ev.PrizeDiscarded)
def _prize_discarded(state: GameState, event: ev.PrizeDiscarded) -> GameState:
    return changed(state, prize=None, discard=(*state.discard, event.card))


@handles(ev.BlindCardDiscarded)
def _blind_card_discarded(state: GameState, event: ev.BlindCardDiscarded) -> GameState:
    hidden = (*state.discard_hidden, (len(state.discard), state.peeker))
    return changed(
        state,
        deck=state.deck[1:],
        discard=(*state.discard, event.card),
        discard_hidden=hidden,
        peeker=NO_ONE,
    )


@handles(ev.GnomeSmashed)
def _gnome_smashed(state: GameState, event: ev.GnomeSmashed) -> GameState:
    return changed(
        state,
        gnome_rows=_take(state.gnome_rows, other(event.seat), (event.card,)),
        discard=(*state.discard, event.card),
        awaiting=None,
    )


@handles(ev.GnomeSpared)
def _gnome_spared(state: GameState, event: ev.GnomeSpared) -> GameState:
    return changed(state, awaiting=None)


@handles(ev.PhaseTwoBegan)
def _phase_two_began(state: GameState, event: ev.PhaseTwoBegan) -> GameState:
    return changed(
        state,
        phase=2,
        hands=tuple(sort_cards(pile) for pile in state.followers),
        followers=((), ()),
        voids=(frozenset(), frozenset()),
    )


# --- the end -----------------------------------------------------------------------------------


@handles(ev.FactionClaimed)
def _faction_claimed(state: GameState, event: ev.FactionClaimed) -> GameState:
    result = FactionResult(event.faction, event.seat, event.margin)
    return changed(state, results=(*state.results, result))


@handles(ev.GameEnded)
def _game_ended(state: GameState, event: ev.GameEnded) -> GameState:
    status = Status.WON if event.seat != NO_ONE else Status.DRAW
    return changed(state, status=status, victor=event.seat, current=NO_ONE, awaiting=None)


# --- cards moving between zones ------------------------------------------------------------------

#: The zones that belong to a seat; an event moving cards to or from one names the seat.
SEAT_ZONES = frozenset({"scores", "gnome_rows"})


def mover(source: str, target: str) -> Handler:
    """The handler of an event whose `cards` went from zone `source` to zone `target` (the
    event's seat's own pile for a zone of SEAT_ZONES)."""

    def move(state: GameState, event: Any) -> GameState:
        taken, given = getattr(state, source), getattr(state, target)
        if source in SEAT_ZONES:
            taken = _take(taken, event.seat, event.cards)
        else:
            taken = without(taken, event.cards)
        if target in SEAT_ZONES:
            given = _add(given, event.seat, event.cards)
        else:
            given = (*given, *event.cards)
        return changed(state, **{source: taken, target: given})

    return move


HANDLERS.update(
    {
        ev.CardsScored: mover("table", "scores"),  # C-UND-1, C-P2-4, C-DWA-1
        ev.CardsDiscarded: mover("table", "discard"),  # C-P1-5
        ev.GnomesLined: mover("table", "gnome_rows"),  # C-GNO-1
        ev.TrollsPooled: mover("table", "troll_pool"),  # C-TRO-1
        ev.TrollsTaken: mover("troll_pool", "scores"),  # C-TRO-1..3
        ev.TrollsDiscarded: mover("troll_pool", "discard"),  # C-TRO-3 (VAR)
        ev.GnomesScored: mover("gnome_rows", "scores"),  # C-GNO-2
        ev.FakeTrickstersRemoved: mover("scores", "discard"),  # C-TRI-2
    }
)
