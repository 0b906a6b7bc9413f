"""What the Claim table says in words about the game in play: who is who from the screen's
point of view, the last trick (whose card was whose, who led, who won and why), the cards the
follow rule bars and why, and what the selected card would do."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.games.claim.engine import (
    Card,
    CardPlayed,
    Event,
    Game,
    PlayCard,
    SeatView,
    TrickWon,
    follow_problem,
)
from regicide.games.claim.narrate import card_name, trick_reason, would_win
from regicide.games.protocol import Tone
from regicide.play.seating import seat_names as names_at_table
from regicide.play.session import Session


@dataclass(frozen=True)
class LastTrick:
    """The trick just played: its cards in play order, who led it, who won it, and why."""

    cards: tuple[Card, ...]
    leader: int
    winner: int
    words: str

    def owner(self, index: int) -> int:
        """The seat that played the `index`-th card (the leader first)."""
        return self.leader if index == 0 else 3 - self.leader


def seat_names(session: Session) -> tuple[str, str]:
    """Each seat's name, seat 1 first, as the table says it (`play.seating.seat_names`):
    "You", a computer by its level ("Strong AI"), and between two people "Seat 1" and
    "Seat 2"."""
    first, second = names_at_table(session.seats)
    return first, second


def table_names(session: Session, viewer: int) -> tuple[str, str]:
    """How the seat facing the screen and the other are called: "You" and "Strong AI", or
    "Seat 1" and "Seat 2" between two people and to an onlooker of two computers (neither is
    "you")."""
    names = seat_names(session)
    return names[viewer - 1], names[2 - viewer]


#: The computer levels drawn with the searching computer's portrait (the rest: the quick one's).
SEARCHERS = ("strong", "expert")


def table_faces(session: Session, viewer: int) -> tuple[str, str]:
    """Each side's portrait (assets/faces): a person's seat, or the computer's kind."""

    def face(seat: int) -> str:
        player = session.seat(seat).player
        if player is None:
            return f"seat-{seat}"
        return "computer-strong" if player.name in SEARCHERS else "computer-instant"

    return face(viewer), face(3 - viewer)


def barred_cards(view: SeatView) -> dict[int, str]:
    """The hand positions the follow rule bars now, each with its reason (C-TRICK-3,
    C-DOP-2); none while it is not this seat's card to play."""
    if view.to_act != view.seat or view.awaiting is not None or not view.plays:
        return {}
    barred = {}
    for index, card in enumerate(view.hand):
        problem = follow_problem(view.hand, card, view.led)
        if problem is not None:
            barred[index] = f"{card_name(card)} may not be played: {problem}"
    return barred


@dataclass(frozen=True)
class Saying:
    """Words the table floats for a moment about one event of a move (the event's index)."""

    index: int
    words: str
    tone: Tone


def sayings(events: tuple[Event, ...], viewer: int, names: tuple[str, str]) -> list[Saying]:
    """What the table says of a move as it lands, for the seat facing the screen: the other
    side's card ("Strong AI plays Knight 7") and who won the trick (C-TRICK-3..7); the log
    keeps the rest. `names`: each seat's, seat 1 first ("You" for the viewer)."""
    said = []
    for index, event in enumerate(events):
        if isinstance(event, CardPlayed) and event.seat != viewer:
            said.append(Saying(index, f"{names[event.seat - 1]} plays {card_name(event.card)}",
                               Tone.ACCENT))  # fmt: skip
        elif isinstance(event, TrickWon):
            mine = event.seat == viewer and names[viewer - 1] == "You"
            tone = Tone.GOOD if mine else Tone.ACCENT
            said.append(Saying(index, f"{names[event.seat - 1]} won the trick", tone))
    return said


def seat_words(seat: int, viewer: int, hot_seat: bool) -> str:
    """A seat as the person facing the screen says it: "You", "They", or "Seat 2"."""
    if hot_seat:
        return f"Seat {seat}"
    return "You" if seat == viewer else "They"


def last_trick(game: Game, viewer: int, hot_seat: bool) -> LastTrick | None:
    """The last trick won: its cards in play order, its leader, and who won it and why
    (public)."""
    for index in range(len(game.history) - 1, -1, -1):
        turn = game.history[index]
        won = next((e for e in turn.events if isinstance(e, TrickWon)), None)
        if won is not None and isinstance(turn.command, PlayCard):
            before = game.state_after(index)
            lead, follow = (*before.plays, turn.command.card)
            who = seat_words(won.seat, viewer, hot_seat)
            words = f"{who} won: {trick_reason(lead, follow)}"
            return LastTrick((lead, follow), before.leader, won.seat, words)
    return None


def card_preview(view: SeatView, selected: int) -> str:
    """What the selected hand card would do: the rule that forbids it, or win or lose the
    trick and why (C-TRICK-3..7)."""
    card = view.hand[selected]
    problem = follow_problem(view.hand, card, view.led)
    if problem is not None:
        return problem
    if not view.plays:
        return f"Lead {card_name(card)} · Enter plays it"
    return f"{card_name(card)} {would_win(view.plays[0], card)} · Enter plays it"


def upper_first(words: str) -> str:
    """ "smash Gnome 5" -> "Smash Gnome 5" (str.capitalize would lower the rest)."""
    return words[:1].upper() + words[1:]
