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
    counts_as_led,
    other,
    per_seat,
    without,
)

Handler = Callable[[GameState, Any], GameState]
HANDLERS: dict[type, Handler] = {}


def evolve(state: GameState, event: ev.Event) -> GameState:
    """The state after `event`."""
    return HANDLERS[type(event)](state, event)


def fold(state: GameState, events: Iterable[ev.Event]) -> GameState:
    """The state after all `events`, in order."""
    for event in events:
        state = HANDLERS[type(event)](state, event)
    return state


def handles(kind: type) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        HANDLERS[kind] = handler
        return handler

    return register


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
    return state._replace(removed=event.cards)


@handles(ev.DeckShuffled)
def _deck_shuffled(state: GameState, event: ev.DeckShuffled) -> GameState:
    return state._replace(deck=event.cards)


@handles(ev.HandsDealt)
def _hands_dealt(state: GameState, event: ev.HandsDealt) -> GameState:
    dealt = sum(len(hand) for hand in event.hands)
    hands = tuple(sort_cards(hand) for hand in event.hands)
    return state._replace(hands=hands, deck=state.deck[dealt:])


# --- a trick -----------------------------------------------------------------------------------


@handles(ev.TrickBegan)
def _trick_began(state: GameState, event: ev.TrickBegan) -> GameState:
    return state._replace(
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
    return state._replace(prize=event.card, deck=state.deck[1:])


@handles(ev.CardPlayed)
def _card_played(state: GameState, event: ev.CardPlayed) -> GameState:
    seat, card = event.seat, event.card
    voids, exposed = state.voids, state.exposed
    if state.plays and not counts_as_led(card, state.plays[0].faction):
        voids = per_seat(voids, seat, voids[seat - 1] | {state.plays[0].faction})
    if state.phase == 2 and card in exposed[seat - 1]:
        exposed = _take(exposed, seat, (card,))
    plays = (*state.plays, card)
    return state._replace(
        hands=_take(state.hands, seat, (card,)),
        plays=plays,
        table=(*state.table, card),
        current=other(seat) if len(plays) < state.players else NO_ONE,
        voids=voids,
        exposed=exposed,
    )


@handles(ev.TrickWon)
def _trick_won(state: GameState, event: ev.TrickWon) -> GameState:
    return state._replace(winner=event.seat)


@handles(ev.SeerPeeked)
def _seer_peeked(state: GameState, event: ev.SeerPeeked) -> GameState:
    return state._replace(
        peeker=event.seat, awaiting=Awaiting(Choice.SEER, event.seat), current=event.seat
    )


@handles(ev.GhostChoiceOffered)
def _ghost_choice_offered(state: GameState, event: ev.GhostChoiceOffered) -> GameState:
    return state._replace(awaiting=Awaiting(Choice.GHOST, event.seat), current=event.seat)


@handles(ev.SmashOffered)
def _smash_offered(state: GameState, event: ev.SmashOffered) -> GameState:
    awaiting = Awaiting(Choice.SMASH, event.seat, event.card, event.giant)
    return state._replace(awaiting=awaiting, current=event.seat)


@handles(ev.PrizeRecruited)
def _prize_recruited(state: GameState, event: ev.PrizeRecruited) -> GameState:
    return state._replace(
        prize=None,
        followers=_add(state.followers, event.seat, (event.card,)),
        exposed=_add(state.exposed, event.seat, (event.card,)),
        awaiting=None,
    )


@handles(ev.BlindCardTaken)
def _blind_card_taken(state: GameState, event: ev.BlindCardTaken) -> GameState:
    seen_by_other = state.peeker not in (NO_ONE, event.seat)
    exposed = _add(state.exposed, event.seat, (event.card,)) if seen_by_other else state.exposed
    return state._replace(
        deck=state.deck[1:],
        followers=_add(state.followers, event.seat, (event.card,)),
        exposed=exposed,
        peeker=NO_ONE,
        awaiting=None,
    )


@handles(ev.GhostRecruited)
def _ghost_recruited(state: GameState, event: ev.GhostRecruited) -> GameState:
    return state._replace(
        table=without(state.table, (event.card,)),
        followers=_add(state.followers, event.seat, (event.card,)),
        exposed=_add(state.exposed, event.seat, (event.card,)),
        awaiting=None,
    )


@handles(ev.PrizeDiscarded)
def _prize_discarded(state: GameState, event: ev.PrizeDiscarded) -> GameState:
    return state._replace(prize=None, discard=(*state.discard, event.card))


@handles(ev.BlindCardDiscarded)
def _blind_card_discarded(state: GameState, event: ev.BlindCardDiscarded) -> GameState:
    hidden = (*state.discard_hidden, (len(state.discard), state.peeker))
    return state._replace(
        deck=state.deck[1:],
        discard=(*state.discard, event.card),
        discard_hidden=hidden,
        peeker=NO_ONE,
    )


@handles(ev.CardsScored)
def _cards_scored(state: GameState, event: ev.CardsScored) -> GameState:
    return state._replace(
        table=without(state.table, event.cards),
        scores=_add(state.scores, event.seat, event.cards),
    )


@handles(ev.CardsDiscarded)
def _cards_discarded(state: GameState, event: ev.CardsDiscarded) -> GameState:
    return state._replace(
        table=without(state.table, event.cards), discard=(*state.discard, *event.cards)
    )


@handles(ev.GnomesLined)
def _gnomes_lined(state: GameState, event: ev.GnomesLined) -> GameState:
    return state._replace(
        table=without(state.table, event.cards),
        gnome_rows=_add(state.gnome_rows, event.seat, event.cards),
    )


@handles(ev.TrollsPooled)
def _trolls_pooled(state: GameState, event: ev.TrollsPooled) -> GameState:
    return state._replace(
        table=without(state.table, event.cards), troll_pool=(*state.troll_pool, *event.cards)
    )


@handles(ev.TrollsTaken)
def _trolls_taken(state: GameState, event: ev.TrollsTaken) -> GameState:
    return state._replace(
        troll_pool=without(state.troll_pool, event.cards),
        scores=_add(state.scores, event.seat, event.cards),
    )


@handles(ev.TrollsDiscarded)
def _trolls_discarded(state: GameState, event: ev.TrollsDiscarded) -> GameState:
    return state._replace(
        troll_pool=without(state.troll_pool, event.cards),
        discard=(*state.discard, *event.cards),
    )


@handles(ev.GnomeSmashed)
def _gnome_smashed(state: GameState, event: ev.GnomeSmashed) -> GameState:
    return state._replace(
        gnome_rows=_take(state.gnome_rows, other(event.seat), (event.card,)),
        discard=(*state.discard, event.card),
        awaiting=None,
    )


@handles(ev.GnomeSpared)
def _gnome_spared(state: GameState, event: ev.GnomeSpared) -> GameState:
    return state._replace(awaiting=None)


@handles(ev.PhaseTwoBegan)
def _phase_two_began(state: GameState, event: ev.PhaseTwoBegan) -> GameState:
    return state._replace(
        phase=2,
        hands=tuple(sort_cards(pile) for pile in state.followers),
        followers=((), ()),
        voids=(frozenset(), frozenset()),
    )


# --- the end -----------------------------------------------------------------------------------


@handles(ev.GnomesScored)
def _gnomes_scored(state: GameState, event: ev.GnomesScored) -> GameState:
    return state._replace(
        gnome_rows=_take(state.gnome_rows, event.seat, event.cards),
        scores=_add(state.scores, event.seat, event.cards),
    )


@handles(ev.FakeTrickstersRemoved)
def _fake_tricksters_removed(state: GameState, event: ev.FakeTrickstersRemoved) -> GameState:
    return state._replace(
        scores=_take(state.scores, event.seat, event.cards),
        discard=(*state.discard, *event.cards),
    )


@handles(ev.FactionClaimed)
def _faction_claimed(state: GameState, event: ev.FactionClaimed) -> GameState:
    result = FactionResult(event.faction, event.seat, event.margin)
    return state._replace(results=(*state.results, result))


@handles(ev.GameEnded)
def _game_ended(state: GameState, event: ev.GameEnded) -> GameState:
    status = Status.WON if event.seat != NO_ONE else Status.DRAW
    return state._replace(status=status, victor=event.seat, current=NO_ONE, awaiting=None)
