"""What the tables call each seat (`play.seating.seat_names`, issue 30/31): a computer by its
level beside a person, the one person "You", people sharing the screen and computers that only
each other see by their seat numbers (two computers may share a level)."""

from __future__ import annotations

from regicide.games.registry import game_named
from regicide.play.seating import seat_names, seats_of

CLAIM = game_named("claim")


def test_one_person_and_a_computer() -> None:
    assert seat_names(seats_of(CLAIM, ("human", "strong"))) == ("You", "Strong AI")
    assert seat_names(seats_of(CLAIM, ("casual", "human"))) == ("Casual AI", "You")


def test_people_sharing_the_screen_keep_their_seats() -> None:
    assert seat_names(seats_of(CLAIM, ("human", "human"))) == ("Seat 1", "Seat 2")


def test_computers_with_no_person_are_told_apart_by_their_seats() -> None:
    """Claim's plates said "Seat 1" while its trick words said "Casual AI won the trick" of
    a game between two Casual AIs."""
    assert seat_names(seats_of(CLAIM, ("casual", "casual"))) == ("Seat 1", "Seat 2")
