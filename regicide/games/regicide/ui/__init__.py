"""Regicide's table: its board, layout, animations, panels and scenes (pygame).

Regicide's words under its cards' pictures are named here, before any of its tables paints
one: an Ace is an Animal Companion (RULES.md, notation), the Jester is captioned JESTER."""

from regicide.games.regicide.engine import Card
from regicide.i18n import _
from regicide.ui.playing_card import name_captions


def _caption(card: Card) -> str:
    """COMPANION under an Ace, JESTER under a Jester, nothing under any other card (in the
    player's language, asked for as the card is painted: its picture is kept by its words)."""
    if card.is_jester:
        return _("JESTER")
    return _("COMPANION") if card.is_ace else ""


name_captions(Card, _caption)
