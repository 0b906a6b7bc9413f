"""The greedy policy on a full state: the seat to act takes the move its heuristics like best
(values.py). A follower knows the trick's outcome for each card; a leader weighs each lead
against the reply the other seat's own greedy rule would make. Powers' questions: keep the
stronger card, smash every Gnome it may.

The instant player applies it to determinized deals of its view; the strong player's
rollouts apply it to the deals they play out.
"""

from __future__ import annotations

from collections.abc import Sequence

from regicide.games.claim.ai.values import Outlook, blind_worth, outlooks, strength
from regicide.games.claim.engine import (
    GHO,
    Card,
    Choice,
    Command,
    GameState,
    GhostChoice,
    PlayCard,
    SeerChoice,
    SmashChoice,
    playable,
)


def greedy_move(state: GameState) -> Command:
    """The move the greedy policy makes for the seat to act in `state`."""
    awaiting = state.awaiting
    if awaiting is None:
        return PlayCard(best_card(state))
    if awaiting.choice is Choice.SEER:
        return SeerChoice(keep_prize=keeps_prize(state))
    if awaiting.choice is Choice.GHOST:
        return GhostChoice(keep_ghost=keeps_ghost(state))
    return SmashChoice(awaiting.card)


def best_card(state: GameState) -> Card:
    """The card the seat to act plays: the best follow, or the best lead against the reply."""
    cards = playable(state.hand(state.current), state.led)
    values = card_values(state, cards)
    return cards[max(range(len(cards)), key=values.__getitem__)]


def card_values(state: GameState, cards: Sequence[Card]) -> list[float]:
    """What playing each of `cards` brings the seat to act: a follow by the trick it makes,
    a lead by the trick the other seat's greedy reply makes of it."""
    seat = state.current
    stakes, replies = _stakes(state, seat)
    if state.plays:
        lead = state.plays[0]
        return [stakes.trick_value(lead, card, state.leader) for card in cards]
    hand = state.hand(3 - seat)
    answers: dict[str, tuple[Card, ...]] = {}
    values = []
    for lead in cards:
        options = answers.get(lead.faction)
        if options is None:
            options = answers[lead.faction] = playable(hand, lead.faction)
        reply = max(options, key=lambda card: replies.trick_value(lead, card, seat), default=lead)
        values.append(stakes.trick_value(lead, reply, seat))
    return values


def keeps_prize(state: GameState) -> bool:
    """C-SEE-1: keep the prize unless the peeked card is stronger."""
    prize = state.prize
    return prize is not None and strength(prize) >= strength(state.deck[0])


def keeps_ghost(state: GameState) -> bool:
    """C-GHO-1: keep the Ghost when it is stronger than the card one would take (the prize,
    or a blind card of average strength)."""
    ghost = state.played_by(state.current)
    due = strength(state.prize) if state.prize is not None else blind_worth(state)
    return ghost.faction == GHO and strength(ghost) > due


def move_scores(state: GameState, moves: list[Command]) -> list[float]:
    """The greedy policy's score of each legal move in `state` (higher is better): a card by
    the trick's value to the seat, a power's answer 1 if the policy would give it, else 0."""
    if state.awaiting is not None:
        chosen = greedy_move(state)
        return [1.0 if move == chosen else 0.0 for move in moves]
    return card_values(state, [_card(move) for move in moves])


def _card(move: Command) -> Card:
    assert isinstance(move, PlayCard)
    return move.card


def _stakes(state: GameState, seat: int) -> tuple[Outlook, Outlook]:
    """The trick's stakes for `seat`, then for the other seat."""
    first, second = outlooks(state)
    return (first, second) if seat == 1 else (second, first)
