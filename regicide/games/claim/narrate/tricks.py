"""Why a trick went the way it did, in words: "Knight beats the led Goblin", "Doppelganger
counts as Undead: 6 beats 4", "tie goes to the leader" (the engine's `judge` decides)."""

from __future__ import annotations

from regicide.games.claim.engine import DOP, Card, Verdict, judge
from regicide.games.claim.narrate.words import card_name, faction_singular


def trick_reason(lead: Card, follow: Card) -> str:
    """The reason the leader's `lead` or the follower's `follow` wins (C-TRICK-5..7)."""
    verdict = judge(lead, follow)
    led = faction_singular(lead.faction)
    if verdict is Verdict.KNIGHT:
        return "Knight beats the led Goblin"
    if verdict is Verdict.OFF_FACTION:
        return f"{faction_singular(follow.faction)} does not follow {led}: the leader wins"
    counted = (
        f"Doppelganger counts as {led}: " if follow.faction == DOP and lead.faction != DOP else ""
    )
    if verdict is Verdict.TIE:
        return f"{counted}{lead.value} ties {follow.value}: the tie goes to the leader"
    high, low = (follow, lead) if verdict is Verdict.HIGHER else (lead, follow)
    if counted:
        return f"{counted}{high.value} beats {low.value}"
    return f"{card_name(high)} beats {card_name(low)}"


def would_win(lead: Card, follow: Card) -> str:
    """For a card dragged onto a led card: "wins: Knight beats the led Goblin" / "loses: …"."""
    outcome = "wins" if judge(lead, follow).follower_wins else "loses"
    return f"{outcome}: {trick_reason(lead, follow)}"
