"""The end of the game (C-ORDER-6, §8): Gnomes to score piles, the Troll pool, fake
Tricksters out, then each faction's majority and the winner."""

from __future__ import annotations

from typing import NamedTuple, Protocol

from regicide.games.claim.engine import events as ev
from regicide.games.claim.engine.cards import CYC, TRI, Card
from regicide.games.claim.engine.recorder import Folder
from regicide.games.claim.engine.state import (
    FACTIONS_TO_WIN,
    NO_ONE,
    Margin,
    Options,
)


class Holdings(Protocol):
    """What the standing of the factions reads: the game's state, or a seat's view (both
    show the score piles and Gnome rows to everyone, C-VIS-8)."""

    @property
    def options(self) -> Options: ...

    @property
    def scores(self) -> tuple[tuple[Card, ...], ...]: ...

    @property
    def gnome_rows(self) -> tuple[tuple[Card, ...], ...]: ...


def end_game(rec: Folder) -> None:
    """C-SCORE-1: score once, after every end-of-game adjustment, in C-ORDER-6's order."""
    state = rec.state
    for seat, row in enumerate(state.gnome_rows, 1):
        if row:
            rec.emit(ev.GnomesScored(seat, row))  # C-GNO-2
    pool = state.troll_pool
    if pool:
        if state.options.trolls_leftover_discarded:
            rec.emit(ev.TrollsDiscarded(pool))
        else:
            rec.emit(ev.TrollsTaken(state.winner, pool))  # C-TRO-3, DEC-12
    remove_fake_tricksters(rec)
    for faction in rec.state.options.factions:
        seat, margin = claim(faction, rec.state)
        rec.emit(ev.FactionClaimed(faction, seat, margin))
    claims = [result.seat for result in rec.state.results]
    victor = next((seat for seat in (1, 2) if claims.count(seat) >= FACTIONS_TO_WIN), NO_ONE)
    rec.emit(ev.GameEnded(victor))  # C-SCORE-5/6


def remove_fake_tricksters(rec: Folder) -> None:
    """C-TRI-1/2: one Trickster of each pair is fake, which no seat could see: each copy is
    equally likely to be it, wherever it ended. Drawn here with the move's luck and written
    into the events; a fake in a score pile leaves it."""
    state = rec.state
    if TRI not in state.options.factions:
        return
    fakes: list[list[Card]] = [[], []]
    for value in sorted({card.value for card in state.deck_list.cards if card.faction == TRI}):
        card = Card(TRI, value)
        places = [seat for seat in (1, 2) for held in state.score(seat) if held == card]
        places += [NO_ONE] * (2 - len(places))
        fake = rec.chance.shuffle(places)[0]
        if fake != NO_ONE:
            fakes[fake - 1].append(card)
    for seat, cards in enumerate(fakes, 1):
        if cards:
            rec.emit(ev.FakeTrickstersRemoved(seat, tuple(cards)))


def claim(faction: str, state: Holdings) -> tuple[int, Margin]:
    """Who wins `faction` and how: more cards, then the single highest card (C-SCORE-2/3);
    Cyclops the other way round among seats that hold any (C-CYC-1); a full tie or no cards
    leave it to nobody (C-SCORE-4, DEC-6). Gnomes still in a Gnome row count, as they will
    be scored (C-GNO-2): during the game this is the standing "if it ended now"."""
    values = held_values(faction, state)
    counts = [len(held) for held in values]
    if counts == [0, 0]:
        return NO_ONE, Margin.EMPTY
    if faction == CYC:
        if 0 in counts:
            return (1 if counts[0] else 2), Margin.ONLY
        return _compare(counts, Margin.FEWER, [held[0] for held in values], Margin.LOWEST, -1)
    return _compare(
        counts, Margin.MORE, [held[-1] if held else -1 for held in values], Margin.HIGHEST, 1
    )


def held_values(faction: str, state: Holdings) -> list[list[int]]:
    """The printed values of `faction` each seat has collected (score pile and Gnome row),
    sorted."""
    return [
        sorted(
            card.value
            for pile in (state.scores[seat - 1], state.gnome_rows[seat - 1])
            for card in pile
            if card.faction == faction
        )
        for seat in (1, 2)
    ]


class Tally(NamedTuple):
    """One faction's standing (C-SCORE-2..4): each seat's count and values, and who would win
    it if the game ended now, and how."""

    faction: str
    values: tuple[tuple[int, ...], tuple[int, ...]]  # sorted, seat 1 then seat 2
    seat: int
    margin: Margin


def tally(state: Holdings) -> tuple[Tally, ...]:
    """Every faction's standing, in the deck's faction order, as if the game ended now (for
    the table, from a seat's view, and the end)."""
    standing = []
    for faction in state.options.factions:
        first, second = held_values(faction, state)
        seat, margin = claim(faction, state)
        standing.append(Tally(faction, (tuple(first), tuple(second)), seat, margin))
    return tuple(standing)


def _compare(
    counts: list[int], by_count: Margin, best: list[int], by_card: Margin, sign: int
) -> tuple[int, Margin]:
    """The seat ahead on `counts`, then on `best` (`sign` 1: more is better, -1: fewer)."""
    for keys, margin in ((counts, by_count), (best, by_card)):
        if keys[0] != keys[1]:
            return (1 if (keys[0] - keys[1]) * sign > 0 else 2), margin
    return NO_ONE, Margin.TIED
