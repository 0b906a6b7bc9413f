"""Hints: the move a computer player suggests for a seat, and a sentence on why, built from
what the seat's view shows (the trick, the prize, the cards it has not seen)."""

from __future__ import annotations

import random
import threading
from typing import Protocol

from regicide.games.claim.engine import (
    DOP,
    Card,
    Command,
    GhostChoice,
    PlayCard,
    SeatView,
    SeerChoice,
    follow_problem,
    judge,
)
from regicide.games.claim.narrate.tricks import trick_reason
from regicide.games.claim.narrate.words import card_name, faction_counted, faction_name
from regicide.i18n import _, ngettext


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
        return _("Spare the Gnome: smashing it is optional")
    return _("Smash {card}: the other player will not score it").format(
        card=card_name(command.gnome)
    )


def _ghost_reason(command: GhostChoice) -> str:
    """C-GHO-1: keep the Ghost, or take the card due."""
    if command.keep_ghost:
        return _("Keep your Ghost as a follower: the card you would take is discarded")
    return _("Take the card you are due, and let the Ghost go to the discard pile")


def _lead_reason(view: SeatView, command: PlayCard) -> str:
    """Leading: how many unseen cards could still beat it (card counting)."""
    card = command.card
    count = sum(
        1
        for other in view.unseen
        if other.faction in (card.faction, DOP) and other.value > card.value
    )
    prize = card_name(view.prize) if view.prize is not None else None
    values = {
        "card": card_name(card),
        "prize": prize,
        "count": count,
        "faction": faction_counted(card.faction, count),
        "other": faction_counted(DOP, count),
    }
    if count == 0:
        if prize is not None:
            return _(
                "Lead {card} for the prize, {prize}: no card you have not seen can beat it"
            ).format(**values)
        return _("Lead {card}: no card you have not seen can beat it").format(**values)
    return _beaters_text(card.faction == DOP, prize is not None, count).format(**values)


def _beaters_text(doppelganger: bool, prize: bool, count: int) -> str:
    """ "Lead Knight 7: 1 unseen Knight or Doppelganger could beat it", "…: 6 unseen
    Doppelgangers could beat it" (no faction twice), with the prize when there is one."""
    if doppelganger and prize:
        return ngettext(
            "Lead {card} for the prize, {prize}: {count} unseen {faction} could beat it",
            "Lead {card} for the prize, {prize}: {count} unseen {faction} could beat it",
            count,
        )
    if doppelganger:
        return ngettext(
            "Lead {card}: {count} unseen {faction} could beat it",
            "Lead {card}: {count} unseen {faction} could beat it",
            count,
        )
    if prize:
        return ngettext(
            "Lead {card} for the prize, {prize}: {count} unseen {faction} or {other} could beat it",
            "Lead {card} for the prize, {prize}: {count} unseen {faction} or {other} could beat it",
            count,
        )
    return ngettext(
        "Lead {card}: {count} unseen {faction} or {other} could beat it",
        "Lead {card}: {count} unseen {faction} or {other} could beat it",
        count,
    )


def _barred(view: SeatView) -> str:
    """The follow rule's word on the dimmed cards, when it bars some (C-TRICK-3, C-DOP-2)."""
    allowed = {move.card for move in view.legal_moves if isinstance(move, PlayCard)}
    barred = [card for card in view.hand if card not in allowed]
    if not barred or view.led is None:
        return ""
    led = faction_name(view.led)
    if view.led == DOP:
        return _(
            " (the dimmed cards may not be played: {led} were led, so you must play a Doppelganger)"
        ).format(led=led)
    return _(
        " (the dimmed cards may not be played: {led} were led, so you must play one of your "
        "{led} or a Doppelganger)"
    ).format(led=led)


def _follow_reason(view: SeatView, command: PlayCard) -> str:
    """Following: win the trick (and what that brings), or lose it (and what that costs)."""
    lead, card = view.plays[0], command.card
    wins = judge(lead, card).follower_wins
    values = {"card": card_name(card), "reason": trick_reason(lead, card)}
    if view.phase == 1:
        if not wins:
            return _("Play {card}: {reason}, so you take the deck's next card instead").format(
                **values
            )
        if view.prize is None:
            return _("Play {card}: {reason}, so you recruit the prize").format(**values)
        return _("Play {card}: {reason}, so you recruit {prize}").format(
            prize=card_name(view.prize), **values
        )
    if wins:
        return _("Play {card}: {reason}, so you score both cards").format(**values)
    return _("Play {card}: {reason}, so the other player scores them").format(**values)


def _seer_reason(view: SeatView, command: SeerChoice) -> str:
    """C-SEE-1: keep one of the two cards; the other goes to the other seat."""
    kept, given = (view.prize, view.peeked) if command.keep_prize else (view.peeked, view.prize)
    if kept is None or given is None:
        return _("Keep the prize") if command.keep_prize else _("Keep the card you peeked at")
    return _(
        "Keep {kept}, the better follower for your phase-two hand, and leave {given} to the "
        "other player"
    ).format(kept=card_name(kept), given=card_name(given))


def follow_words(view: SeatView, card: Card) -> str | None:
    """Why `card` may not be played from the hand of `view` now (the engine's
    `follow_problem`, C-TRICK-3, C-DOP-2), in the player's language; None when it may."""
    if follow_problem(view.hand, card, view.led) is None or view.led is None:
        return None
    name = faction_name(view.led)
    if view.led == DOP:
        return _("{led} were led and you hold one, so you must play a Doppelganger").format(
            led=name
        )
    return _(
        "{led} were led and you hold some, so you must play one of them or a Doppelganger"
    ).format(led=name)
