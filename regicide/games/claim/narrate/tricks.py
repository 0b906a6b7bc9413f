"""Why a trick went the way it did, in words: "Knight beats the led Goblin", "Doppelganger
counts as Undead, so 6 beats 4", "the tie goes to the leader" (the engine's `judge` decides)."""

from __future__ import annotations

from regicide.games.claim.engine import DOP, Card, Verdict, judge
from regicide.games.claim.narrate.words import card_name, faction_name, faction_singular
from regicide.i18n import _


def trick_reason(lead: Card, follow: Card) -> str:
    """The reason the leader's `lead` or the follower's `follow` wins (C-TRICK-5..7), in one
    clause without a colon: it follows one ("You won: …", "wins: …")."""
    verdict = judge(lead, follow)
    led = faction_singular(lead.faction)
    if verdict is Verdict.KNIGHT:
        return _("Knight beats the led Goblin")
    if verdict is Verdict.OFF_FACTION:
        # TRANSLATORS: {card}: a card ("Dwarf 9"); {led}: a faction's name ("Undead"), no agreement.
        return _("{card} does not follow the led faction ({led}), so the leader wins").format(
            card=card_name(follow), led=faction_name(lead.faction)
        )
    counted = follow.faction == DOP and lead.faction != DOP
    if verdict is Verdict.TIE:
        if counted:
            return _(
                "Doppelganger counts as {led}, so {lead} ties {follow} and the tie goes to the "
                "leader"
            ).format(led=led, lead=lead.value, follow=follow.value)
        return _("{lead} ties {follow}, and the tie goes to the leader").format(
            lead=lead.value, follow=follow.value
        )
    high, low = (follow, lead) if verdict is Verdict.HIGHER else (lead, follow)
    if counted:
        return _("Doppelganger counts as {led}, so {high} beats {low}").format(
            led=led, high=high.value, low=low.value
        )
    return _("{high} beats {low}").format(high=card_name(high), low=card_name(low))


def would_win(lead: Card, follow: Card) -> str:
    """For a card dragged onto a led card: "wins: Knight beats the led Goblin" / "loses: …"."""
    reason = trick_reason(lead, follow)
    if judge(lead, follow).follower_wins:
        return _("wins: {reason}").format(reason=reason)
    return _("loses: {reason}").format(reason=reason)
