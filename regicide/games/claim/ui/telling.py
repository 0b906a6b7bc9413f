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
)
from regicide.games.claim.narrate import card_name, follow_words, trick_reason, would_win
from regicide.games.protocol import Tone
from regicide.i18n import _
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
    return spoken(first), spoken(second)


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
        problem = follow_words(view, card)
        if problem is not None:
            barred[index] = _("{card} may not be played: {problem}").format(
                card=card_name(card), problem=problem
            )
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
            words = _("{who} plays {card}").format(
                who=names[event.seat - 1], card=card_name(event.card)
            )
            said.append(Saying(index, words, Tone.ACCENT))
        elif isinstance(event, TrickWon):
            mine = event.seat == viewer and is_you(names[viewer - 1])
            tone = Tone.GOOD if mine else Tone.ACCENT
            if mine:
                words = _("You won the trick")
            else:
                words = _("{who} won the trick").format(who=names[event.seat - 1])
            said.append(Saying(index, words, tone))
    return said


def last_trick(game: Game, viewer: int, hot_seat: bool) -> LastTrick | None:
    """The last trick won: its cards in play order, its leader, and who won it and why
    (public)."""
    for index in range(len(game.history) - 1, -1, -1):
        turn = game.history[index]
        won = next((e for e in turn.events if isinstance(e, TrickWon)), None)
        if won is not None and isinstance(turn.command, PlayCard):
            before = game.state_after(index)
            lead, follow = (*before.plays, turn.command.card)
            reason = trick_reason(lead, follow)
            if won.seat == viewer and not hot_seat:
                words = _("You won: {reason}").format(reason=reason)
            elif hot_seat:
                words = _("Seat {seat} won: {reason}").format(seat=won.seat, reason=reason)
            else:
                words = _("They won: {reason}").format(reason=reason)
            return LastTrick((lead, follow), before.leader, won.seat, words)
    return None


def card_preview(view: SeatView, selected: int) -> str:
    """What the selected hand card would do: the rule that forbids it, or win or lose the
    trick and why (C-TRICK-3..7)."""
    card = view.hand[selected]
    problem = follow_words(view, card)
    if problem is not None:
        return problem
    if not view.plays:
        return _("Lead {card} · Enter plays it").format(card=card_name(card))
    return _("{card} {outcome} · Enter plays it").format(
        card=card_name(card), outcome=would_win(view.plays[0], card)
    )


def upper_first(words: str) -> str:
    """ "smash Gnome 5" -> "Smash Gnome 5" (str.capitalize would lower the rest)."""
    return words[:1].upper() + words[1:]


def is_you(name: str) -> bool:
    """Whether a side's name is the person facing the screen's ("You", in any language: the
    shell's seat names may come in English or translated)."""
    return name in ("You", _("You"))


def seat_number(name: str) -> int | None:
    """The seat a name such as "Seat 2" names (in English or the player's language)."""
    for seat in (1, 2):
        if name in (f"Seat {seat}", _("Seat {seat}").format(seat=seat)):
            return seat
    return None


def spoken(name: str) -> str:
    """A seat's name as the shell gives it, in the player's language: "You" and "Seat 2"
    translated, a computer's own name ("Strong AI") as it is."""
    if is_you(name):
        return _("You")
    seat = seat_number(name)
    return name if seat is None else _("Seat {seat}").format(seat=seat)


def in_sentence(name: str) -> str:
    """A side's name inside a sentence: "you", "seat 2", "Strong AI" (a name keeps its case)."""
    if is_you(name):
        return _("you")
    seat = seat_number(name)
    return name if seat is None else _("seat {seat}").format(seat=seat)
