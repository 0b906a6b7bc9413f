"""What one seat may know (§9, C-VIS-1..11): `view(state, seat)` for computer players and the
table. Everything public, the seat's own hand and follower pile (DEC-4), and of the other seat
only what it showed: its counts, the prizes and Ghosts it recruited and a card a Seer gave it
(C-VIS-3/5/7), and the factions it showed it lacks this phase. Never the other hand, the deck
order, the other's blind cards or the Shadows left out (C-VIS-2/4/6/9).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from regicide.games.claim.engine.cards import Card, sort_cards
from regicide.games.claim.engine.commands import Command
from regicide.games.claim.engine.rules import legal_moves
from regicide.games.claim.engine.state import (
    Awaiting,
    FactionResult,
    GameState,
    Options,
    Status,
    other,
)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of a game. Per-seat tuples are indexed `seat - 1`."""

    seat: int
    players: int
    options: Options
    status: Status
    phase: int
    trick: int
    leader: int
    to_act: int | None
    awaiting: Awaiting | None
    winner: int  # the winner of the trick being resolved (NO_ONE while it is played)
    prize: Card | None
    plays: tuple[Card, ...]  # this trick's cards in play order
    table: tuple[Card, ...]  # those still in the trick area
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    followers: tuple[Card, ...]  # the seat's own follower pile (DEC-4)
    follower_sizes: tuple[int, ...]
    #: per seat, what the other seat knows of its follower pile (phase one) or hand (phase
    #: two): prizes, recruited Ghosts, a Seer's peeked card (C-VIS-3/5/7)
    exposed: tuple[tuple[Card, ...], ...]
    voids: tuple[frozenset[str], ...]  # per seat, the factions it showed it lacks this phase
    scores: tuple[tuple[Card, ...], ...]  # C-VIS-8
    gnome_rows: tuple[tuple[Card, ...], ...]
    troll_pool: tuple[Card, ...]
    discard: tuple[Card, ...]  # the discards this seat knows, in order (DEC-5)
    discard_unseen_at: tuple[int, ...]  # positions in the pile of face-down discards it does not
    discard_size: int
    removed_count: int  # Shadows out of the game (C-SHA-1, C-VIS-9)
    deck_size: int
    peeker: int  # the seat that has seen the deck's top card (C-SEE-1), NO_ONE for none
    peeked: Card | None  # that card, when this seat is the one
    unseen: tuple[Card, ...]  # every card of the deck list this seat cannot place (C-VIS-1)
    results: tuple[FactionResult, ...]
    victor: int
    legal_moves: tuple[Command, ...]  # empty unless it is this seat's decision

    @property
    def opponent(self) -> int:
        return other(self.seat)

    @property
    def led(self) -> str | None:
        return self.plays[0].faction if self.plays else None

    @property
    def hidden_places(self) -> int:
        """How many cards lie where this seat cannot see them: the other hand's and follower
        pile's unknown cards, the deck (less a peeked top), face-down discards, the Shadows
        out. Equals len(unseen)."""
        mate = self.opponent - 1
        return (
            self.hand_sizes[mate]
            + self.follower_sizes[mate]
            - len(self.exposed[mate])
            + self.deck_size
            - (self.peeked is not None)
            + len(self.discard_unseen_at)
            + self.removed_count
        )


def view(state: GameState, seat: int) -> SeatView:
    """The state as `seat` may know it."""
    hidden_at = tuple(index for index, knower in state.discard_hidden if knower != seat)
    discard = tuple(card for index, card in enumerate(state.discard) if index not in hidden_at)
    peeked = state.deck[0] if state.peeker == seat and state.deck else None
    return SeatView(
        seat=seat,
        players=state.players,
        options=state.options,
        status=state.status,
        phase=state.phase,
        trick=state.trick,
        leader=state.leader,
        to_act=state.to_act,
        awaiting=state.awaiting,
        winner=state.winner,
        prize=state.prize,
        plays=state.plays,
        table=state.table,
        hand=state.hand(seat),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        followers=sort_cards(state.followers[seat - 1]),
        follower_sizes=tuple(len(pile) for pile in state.followers),
        exposed=tuple(sort_cards(cards) for cards in state.exposed),
        voids=state.voids,
        scores=state.scores,
        gnome_rows=state.gnome_rows,
        troll_pool=state.troll_pool,
        discard=discard,
        discard_unseen_at=hidden_at,
        discard_size=len(state.discard),
        removed_count=len(state.removed),
        deck_size=len(state.deck),
        peeker=state.peeker,
        peeked=peeked,
        unseen=_unseen(state, seat, discard, peeked),
        results=state.results,
        victor=state.victor,
        legal_moves=tuple(legal_moves(state)) if state.to_act == seat else (),
    )


def _unseen(
    state: GameState, seat: int, discard: tuple[Card, ...], peeked: Card | None
) -> tuple[Card, ...]:
    """The deck list less every card `seat` can place (C-VIS-1: the unseen set is derivable)."""
    seen = Counter(state.hand(seat))
    seen.update(state.followers[seat - 1])
    seen.update(state.exposed[other(seat) - 1])
    for zone in (state.scores, state.gnome_rows):
        for pile in zone:
            seen.update(pile)
    seen.update(state.table)
    seen.update(state.troll_pool)
    seen.update(discard)
    seen.update(card for card in (state.prize, peeked) if card is not None)
    return sort_cards((Counter(state.deck_list.cards) - seen).elements())
