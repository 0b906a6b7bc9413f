"""Hints: the move a computer player suggests for a seat, and a sentence on why, built from
what the seat's view shows (the trick, the prize, the cards it has not seen)."""

from __future__ import annotations

import random
import threading
from typing import Protocol

from regicide.games.claim.engine import (
    DOP,
    Command,
    GhostChoice,
    PlayCard,
    SeatView,
    SeerChoice,
    judge,
)
from regicide.games.claim.narrate.tricks import trick_reason
from regicide.games.claim.narrate.words import (
    card_name,
    faction_name,
    faction_singular,
)

#: The seat a hint is not for, as the hint says it (a computer or a person alike).
OTHER = "the other player"


class Chooser(Protocol):
    """A computer player (regicide.games.claim.ai): it chooses from a view."""

    def choose(
        self, view: SeatView, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command: ...


def hint(view: SeatView, rng: random.Random, player: Chooser) -> tuple[Command, str]:
    """What `player` would do in the seat of `view`, and why."""
    command = player.choose(view, rng)
    return command, move_reason(view, command)


def move_reason(view: SeatView, command: Command) -> str:
    """One sentence on what `command` does for the seat of `view` (following: and why the
    cards it may not play are dimmed, C-TRICK-3)."""
    if isinstance(command, PlayCard):
        if not view.plays:
            return _lead_reason(view, command)
        return _follow_reason(view, command) + _barred(view)
    if isinstance(command, SeerChoice):
        return _seer_reason(view, command)
    if isinstance(command, GhostChoice):
        return _ghost_reason(command)
    if command.gnome is None:
        return "Spare the Gnome: smashing it is optional"
    return f"Smash {card_name(command.gnome)}: {OTHER} will not score it"


def _ghost_reason(command: GhostChoice) -> str:
    """C-GHO-1: keep the Ghost, or take the card due."""
    if command.keep_ghost:
        return "Keep your Ghost as a follower: the card you would take is discarded"
    return "Take the card you are due, and let the Ghost go to the discard pile"


def _lead_reason(view: SeatView, command: PlayCard) -> str:
    """Leading: how many unseen cards could still beat it (card counting)."""
    card = command.card
    beaters = [
        other
        for other in view.unseen
        if other.faction in (card.faction, DOP) and other.value > card.value
    ]
    stake = f" for the prize, {card_name(view.prize)}" if view.prize is not None else ""
    if not beaters:
        return f"Lead {card_name(card)}{stake}: no card you have not seen can beat it"
    return f"Lead {card_name(card)}{stake}: {_beaters(card.faction, len(beaters))} could beat it"


def _beaters(faction: str, count: int) -> str:
    """ "1 unseen Knight or Doppelganger", "6 unseen Doppelgangers" (no faction twice)."""
    one = count == 1
    names = [faction_singular(faction) if one else faction_name(faction)]
    if faction != DOP:
        names.append(faction_singular(DOP) if one else faction_name(DOP))
    return f"{count} unseen {' or '.join(names)}"


def _barred(view: SeatView) -> str:
    """The follow rule's word on the dimmed cards, when it bars some (C-TRICK-3, C-DOP-2)."""
    allowed = {move.card for move in view.legal_moves if isinstance(move, PlayCard)}
    barred = [card for card in view.hand if card not in allowed]
    if not barred or view.led is None:
        return ""
    led = faction_name(view.led)
    must = "a Doppelganger" if view.led == DOP else f"one of your {led} or a Doppelganger"
    return f" (the dimmed cards may not be played: {led} were led, so you must play {must})"


def _follow_reason(view: SeatView, command: PlayCard) -> str:
    """Following: win the trick (and what that brings), or lose it (and what that costs)."""
    lead, card = view.plays[0], command.card
    wins = judge(lead, card).follower_wins
    if view.phase == 1:
        prize = card_name(view.prize) if view.prize is not None else "the prize"
        gain = f"you recruit {prize}" if wins else "you take the deck's next card instead"
    else:
        gain = "you score both cards" if wins else f"{OTHER} scores them"
    return f"Play {card_name(card)}: {trick_reason(lead, card)}, so {gain}"


def _seer_reason(view: SeatView, command: SeerChoice) -> str:
    """C-SEE-1: keep one of the two cards; the other goes to the other seat."""
    kept, given = (view.prize, view.peeked) if command.keep_prize else (view.peeked, view.prize)
    if kept is None or given is None:
        return "Keep the prize" if command.keep_prize else "Keep the card you peeked at"
    return (
        f"Keep {card_name(kept)} and leave {card_name(given)} to {OTHER}: "
        f"{card_name(kept)} is the better follower for your phase-two hand"
    )
