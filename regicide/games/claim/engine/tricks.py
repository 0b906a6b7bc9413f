"""Who may play what to a trick, who wins it and why, and who leads the next (§4, §7, C-DRA-1).

These are the questions a table asks while a card is dragged ("would this card win, and
why?"), so each answer comes with its reason as a `Verdict`.
"""

from __future__ import annotations

from enum import Enum

from regicide.games.claim.engine.cards import DOP, DRA, GOB, KNI, Card, FactionNamed
from regicide.games.claim.engine.errors import Said, said
from regicide.games.claim.engine.state import counts_as_led


class Verdict(str, Enum):
    """Why a two-card trick went the way it did (C-TRICK-5..7)."""

    KNIGHT = "knight"  # C-KNI-1: a Knight on a Goblin lead wins
    HIGHER = "higher"  # the follower's card counts as led and is higher
    TIE = "tie"  # equal values: the leader wins (C-TRICK-6)
    LOWER = "lower"  # the follower's card counts as led but is lower
    OFF_FACTION = "off_faction"  # the follower's card does not count as led (C-TRICK-7)

    @property
    def follower_wins(self) -> bool:
        return self in (Verdict.KNIGHT, Verdict.HIGHER)


def judge(lead: Card, follow: Card) -> Verdict:
    """C-TRICK-5: (a) a Knight on a Goblin lead wins (C-KNI-1); (b) a card that counts as led
    (C-CONV-4) wins with a strictly higher value; (c) otherwise the leader wins, ties included
    (C-TRICK-6). Only printed values count: no FULL faction has modifiers (C-CONV-5)."""
    if lead.faction == GOB and follow.faction == KNI:
        return Verdict.KNIGHT
    if not counts_as_led(follow, lead.faction):
        return Verdict.OFF_FACTION
    if follow.value > lead.value:
        return Verdict.HIGHER
    return Verdict.TIE if follow.value == lead.value else Verdict.LOWER


def must_follow(hand: tuple[Card, ...], led: str) -> bool:
    """C-TRICK-3/4: whether a follower holding `hand` must play a card counting as `led`."""
    return any(card.faction == led for card in hand)


def playable(hand: tuple[Card, ...], led: str | None) -> tuple[Card, ...]:
    """The distinct cards of `hand` that may be played now: anything when leading (C-TRICK-2)
    or void of the led faction; else the led faction and Doppelgangers (C-TRICK-3, C-KNI-2,
    C-DOP-1/2). `hand` is sorted, so the result is too."""
    if led is not None and must_follow(hand, led):
        cards = [card for card in hand if card.faction in (led, DOP)]
    else:
        cards = list(hand)
    return tuple(dict.fromkeys(cards))


def follow_problem(hand: tuple[Card, ...], card: Card, led: str | None) -> Said | None:
    """Why `card` may not be played from `hand` now (as facts: its English is `check`'s), or
    None when it may."""
    if card not in hand:
        return said("you do not hold {card}", card=card)
    if led is None or counts_as_led(card, led) or not must_follow(hand, led):
        return None
    if led == DOP:  # C-DOP-2
        return said(
            "{led} were led and you hold one, so you must play a Doppelganger",
            led=FactionNamed(led),
        )
    return said(  # C-TRICK-3
        "{led} were led and you hold some, so you must play one of them or a Doppelganger",
        led=FactionNamed(led),
    )


def next_leader(plays: tuple[Card, ...], leader: int, winner: int) -> int:
    """C-TRICK-8, C-DRA-1: the seat that played the last printed Dragon of the trick, else the
    winner (a Doppelganger is not a Dragon, C-DOP-3)."""
    for index in range(len(plays) - 1, -1, -1):
        if plays[index].faction == DRA:
            return leader if index == 0 else 3 - leader
    return winner
