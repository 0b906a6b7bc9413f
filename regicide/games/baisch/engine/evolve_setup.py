"""evolve's handlers of the setup (B-SETUP-*, B-DRAFT-*): the deal, the secret choices and
their reveal, the Harvest stacks and the draft."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.state import (
    GameState,
    Phase,
    SeatState,
    SetupChoice,
    Slot,
    replace,
)
from regicide.games.baisch.engine.tableau import (
    add_to_hand,
    receive_hero,
    remove_from_hand,
    set_seat,
)

Handler = Callable[[GameState, Any], GameState]


def _deck_shuffled(state: GameState, event: ev.DeckShuffled) -> GameState:
    return replace(state, draw=event.cards, phase=Phase.SETUP)


def _hands_dealt(state: GameState, event: ev.HandsDealt) -> GameState:
    dealt = sum(len(hand) for hand in event.hands)
    seats = tuple(
        add_to_hand(seat, hand) for seat, hand in zip(state.seats, event.hands, strict=True)
    )
    return replace(
        state,
        seats=seats,
        draw=state.draw[dealt:],
        pending_setup=(None,) * state.players,
    )


def _draft_order(state: GameState, event: ev.DraftOrderDrawn) -> GameState:
    return replace(state, draft_order=event.order)


def _starter_drawn(state: GameState, event: ev.StarterDrawn) -> GameState:
    return replace(state, starter=event.seat)


def _setup_chosen(state: GameState, event: ev.SetupChosen) -> GameState:
    pending = list(state.pending_setup)
    pending[event.seat - 1] = event.choice
    return replace(state, pending_setup=tuple(pending))


def _apply_choice(seat: SeatState, choice: SetupChoice) -> SeatState:
    placed = [card for card in choice.defense if card is not None]
    seat = remove_from_hand(seat, (choice.king, *placed, *choice.discard))
    slots = tuple(Slot((card,), (False,)) if card else Slot() for card in choice.defense)
    return replace(seat, king=choice.king, king_up=False, slots=slots)


def _setup_revealed(state: GameState, event: ev.SetupRevealed) -> GameState:
    seats = tuple(
        _apply_choice(seat, choice)
        for seat, choice in zip(state.seats, state.pending_setup, strict=True)
        if choice is not None
    )
    graveyard = state.graveyard + tuple(card for cards in event.discards for card in cards)
    return replace(state, seats=seats, graveyard=graveyard, pending_setup=(), phase=Phase.DRAFT)


def _stacks_built(state: GameState, event: ev.StacksBuilt) -> GameState:
    drawn = sum(len(stack.cards) for stack in event.stacks)
    return replace(state, stacks=event.stacks, draw=state.draw[drawn:])


def _hero_given(state: GameState, event: ev.HeroGiven) -> GameState:
    seat = receive_hero(state.seat(event.receiver), event.hero, usable=True, idle=True)
    state = set_seat(state, event.receiver, seat)
    return replace(
        state,
        pool=tuple(hero for hero in state.pool if hero is not event.hero),
        draft_given=(*state.draft_given, event.receiver),
    )


def _draft_moved(state: GameState, event: ev.DraftMoved) -> GameState:
    return replace(state, draft_pos=event.position, draft_given=())


def _draft_ended(state: GameState, _: ev.DraftEnded) -> GameState:
    return replace(state, phase=Phase.START, draft_given=())


def _starter_chosen(state: GameState, event: ev.StarterChosen) -> GameState:
    return replace(state, starter=event.seat)


SETUP_HANDLERS: dict[type, Handler] = {
    ev.DeckShuffled: _deck_shuffled,
    ev.HandsDealt: _hands_dealt,
    ev.DraftOrderDrawn: _draft_order,
    ev.StarterDrawn: _starter_drawn,
    ev.SetupChosen: _setup_chosen,
    ev.SetupRevealed: _setup_revealed,
    ev.StacksBuilt: _stacks_built,
    ev.HeroGiven: _hero_given,
    ev.DraftMoved: _draft_moved,
    ev.DraftEnded: _draft_ended,
    ev.StarterChosen: _starter_chosen,
}
