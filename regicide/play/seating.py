"""Who sits in each seat, kept in the game's record so a continued game keeps its computer
teammates: `"seats": ["human", "strong", "casual"]` among the app's own record keys (a seat
keeps its level; an old record's "instant" plays as the Casual level it became)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from regicide.games.computers import LEVELS, level_name
from regicide.games.protocol import GameDef
from regicide.i18n import _
from regicide.play.session import Seat, SeatKind
from regicide.store.keys import HUMAN, SEATS_KEY
from regicide.support.words import ai_name

#: The computer players a new-game screen offers for a seat, after "human" (a click cycles):
#: the levels, weakest first (issue 34).
OFFERED_PLAYERS = LEVELS


def seat_choices(game: GameDef) -> tuple[str, ...]:
    """What a seat of `game` may be: a person, or one of its offered computer players."""
    return (HUMAN, *(name for name in OFFERED_PLAYERS if name in game.computer_players))


def seats_of(game: GameDef, names: Sequence[str], think: float = 1.0) -> tuple[Seat, ...]:
    """Seats from their names (a computer player thinks `think` seconds a decision)."""
    return tuple(
        Seat() if name == HUMAN else Seat(SeatKind.COMPUTER, game.make_player(name, think=think))
        for name in names
    )


def seats_from_record(game: GameDef, extra: Mapping[str, Any], players: int) -> tuple[Seat, ...]:
    """The seats a saved game was played with; anything unknown or odd is a human seat (a
    file never makes a seat a computer that the player did not choose)."""
    names = extra.get(SEATS_KEY)
    if not isinstance(names, list) or len(names) != players:
        return (Seat(),) * players
    choices = seat_choices(game)
    levels = [level_name(name) if isinstance(name, str) else HUMAN for name in names]
    return seats_of(game, [name if name in choices else HUMAN for name in levels])


def seat_names(seats: Sequence[Seat]) -> tuple[str, ...]:
    """Each seat's name as the table says it: a computer by its level as the New game screen
    offers it ("Strong AI"), the one person at a table "You", and people sharing the screen
    "Seat 1", "Seat 2"… (the screen changes hands). With no person at all every seat is
    "Seat N", as the onlooker's table calls them (two computers may share a level)."""
    people = sum(seat.player is None for seat in seats)
    you = addressed_seat(seats)

    def name(number: int, seat: Seat) -> str:
        if seat.player is not None and people:
            return computer_name(seat)
        return _("You") if number == you else _("Seat {seat}").format(seat=number)

    return tuple(name(number, seat) for number, seat in enumerate(seats, 1))


def computer_name(seat: Seat) -> str:
    """A computer's seat by its level as the New game screen offers it ("Strong AI")."""
    assert seat.player is not None, "a person's seat has no level"
    return ai_name(level_name(seat.player.name))


def addressed_seat(seats: Sequence[Seat]) -> int | None:
    """The seat a table's words call "you": the one person at it (solo, or among computers),
    who always faces the screen; None between people sharing the screen (each is called by
    its seat as the screen changes hands) and with computers only (an onlooker watches)."""
    return addressed_among([seat.player is None for seat in seats])


def addressed_among(people: Sequence[bool]) -> int | None:
    """`addressed_seat` of seats told only whether a person sits in each (seat 1 first)."""
    found = [number for number, person in enumerate(people, 1) if person]
    return found[0] if len(found) == 1 else None


def record_names(game: GameDef, extra: Mapping[str, Any], players: int) -> tuple[str, ...]:
    """The seats' names of a recorded game as its table said them (`seat_names`); none when
    people sat in every seat (the game's own "Seat 1"… then)."""
    seats = seats_from_record(game, extra, players)
    return seat_names(seats) if any(seat.player is not None for seat in seats) else ()


def record_players(game: GameDef, extra: Mapping[str, Any], players: int) -> tuple[str, ...]:
    """Who sat in each seat of a recorded game: its computer player's name ("strong"), or ""
    for a person (`seats_from_record`: anything odd is a person)."""
    seats = seats_from_record(game, extra, players)
    return tuple("" if seat.player is None else seat.player.name for seat in seats)
