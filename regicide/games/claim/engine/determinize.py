"""`determinize(view, rng)`: a whole state consistent with one seat's view, its unseen cards
dealt at random (C-VIS-11), for search.

What the seat knows stays: its hand and follower pile, everything public, the other seat's
exposed cards (prizes and Ghosts it recruited, a Seer's card it was given: in phase two they
are in its hand, C-VIS-7), a peeked deck top. The unseen cards fill the hidden places: the
other hand (never with a faction that seat showed it lacks this phase), the other's blind
follower cards, face-down discards, the Shadows out (only Shadows, C-SHA-1) and the deck.
Equal views and equally seeded generators give equal states.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from regicide.games.claim.engine.cards import SHA, Card, sort_cards
from regicide.games.claim.engine.chance import shuffled
from regicide.games.claim.engine.state import NO_ONE, GameState
from regicide.games.claim.engine.view import SeatView

Hands = tuple[tuple[Card, ...], ...]


def determinize(seen: SeatView, rng: random.Random) -> GameState:
    """A full state `seen.seat` cannot tell from the real one (see the module docstring);
    raises ValueError for a view whose hidden places do not match its unseen cards."""
    if len(seen.unseen) != seen.hidden_places:
        raise ValueError(
            f"this view has {len(seen.unseen)} unseen cards for {seen.hidden_places} places"
        )
    mate = seen.opponent - 1
    known, phase_two = seen.exposed[mate], seen.phase == 2
    pool = list(shuffled(rng, seen.unseen))
    unknown_in_hand = seen.hand_sizes[mate] - (len(known) if phase_two else 0)
    hand = _deal_hand(pool, unknown_in_hand, seen.voids[mate], seen.removed_count)
    removed = _take(pool, seen.removed_count, lambda card: card.faction == SHA)
    blind = () if phase_two else _take(pool, seen.follower_sizes[mate] - len(known))
    face_down = _take(pool, len(seen.discard_unseen_at))
    peeked = () if seen.peeked is None else (seen.peeked,)
    their_hand = hand + known if phase_two else hand
    return GameState(
        players=seen.players,
        options=seen.options,
        status=seen.status,
        phase=seen.phase,
        trick=seen.trick,
        leader=seen.leader,
        current=seen.to_act or NO_ONE,
        awaiting=seen.awaiting,
        winner=seen.winner,
        prize=seen.prize,
        plays=seen.plays,
        table=seen.table,
        deck=peeked + tuple(pool),
        hands=_seats(seen.seat, seen.hand, sort_cards(their_hand)),
        followers=_seats(seen.seat, seen.followers, () if phase_two else known + blind),
        scores=seen.scores,
        exposed=seen.exposed,
        voids=seen.voids,
        discard=_discard(seen, face_down),
        discard_hidden=tuple((index, NO_ONE) for index in seen.discard_unseen_at),
        removed=sort_cards(removed),
        gnome_rows=seen.gnome_rows,
        troll_pool=seen.troll_pool,
        peeker=seen.peeker,
        results=seen.results,
        victor=seen.victor,
    )


def _deal_hand(
    pool: list[Card], count: int, voids: frozenset[str], shadows_out: int
) -> tuple[Card, ...]:
    """`count` cards of `pool` (in its random order) of factions the holder does not lack,
    leaving at least `shadows_out` Shadows for the cards out of the game."""
    spare_shadows = sum(card.faction == SHA for card in pool) - shadows_out

    def allowed(card: Card) -> bool:
        nonlocal spare_shadows
        if card.faction in voids or (card.faction == SHA and spare_shadows <= 0):
            return False
        spare_shadows -= card.faction == SHA
        return True

    return _take(pool, count, allowed)


def _take(
    pool: list[Card], count: int, allowed: Callable[[Card], bool] | None = None
) -> tuple[Card, ...]:
    """Remove and return the first `count` cards of `pool` that `allowed` accepts; raises
    ValueError when there are not enough (a view no real game has)."""
    taken: list[Card] = []
    index = 0
    while len(taken) < count and index < len(pool):
        if allowed is None or allowed(pool[index]):
            taken.append(pool.pop(index))
        else:
            index += 1
    if len(taken) < count:
        raise ValueError("the unseen cards cannot fill this view's hidden places")
    return tuple(taken)


def _seats(seat: int, mine: tuple[Card, ...], theirs: tuple[Card, ...]) -> Hands:
    return (mine, theirs) if seat == 1 else (theirs, mine)


def _discard(seen: SeatView, face_down: tuple[Card, ...]) -> tuple[Card, ...]:
    """The discard pile in order, the face-down cards the seat does not know dealt in."""
    known, hidden = iter(seen.discard), iter(face_down)
    unseen_at = set(seen.discard_unseen_at)
    return tuple(
        next(hidden) if index in unseen_at else next(known) for index in range(seen.discard_size)
    )
