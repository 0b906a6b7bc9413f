"""Regicide's table: its board, layout, animations, panels and scenes (pygame).

Regicide's words under its cards' pictures are named here, before any of its tables paints
one: an Ace is an Animal Companion (RULES.md, notation), the Jester is captioned JESTER."""

from regicide.games.regicide.engine import Card
from regicide.ui.playing_card import name_captions


def _caption(card: Card) -> str:
    """COMPANION under an Ace, JESTER under a Jester, nothing under any other card."""
    if card.is_jester:
        return "JESTER"
    return "COMPANION" if card.is_ace else ""


name_captions(Card, _caption)
