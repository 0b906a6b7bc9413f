"""Moves as text (FORMAT.md, Claim section; docs/claim-records.md for the expansion words).

A move is the card played (`KNI7`, `gob0c`), or an answer to a power's question:
`seer keep prize` / `seer keep deck` (C-SEE-1), `ghost keep` / `ghost take` (C-GHO-1),
`smash GNO5` / `no smash` (C-GIA-1). Input is case-insensitive; output is canonical.
"""

from __future__ import annotations

from regicide.games.claim.engine.cards import GNO, parse_card
from regicide.games.claim.engine.commands import (
    Command,
    GhostChoice,
    PlayCard,
    SeerChoice,
    SmashChoice,
)
from regicide.games.claim.engine.errors import NotationError, said

_PHRASES: dict[tuple[str, ...], Command] = {
    ("seer", "keep", "prize"): SeerChoice(keep_prize=True),
    ("seer", "keep", "deck"): SeerChoice(keep_prize=False),
    ("ghost", "keep"): GhostChoice(keep_ghost=True),
    ("ghost", "take"): GhostChoice(keep_ghost=False),
    ("no", "smash"): SmashChoice(None),
}
_WORDS = {word for phrase in _PHRASES for word in phrase} | {"smash"}
MAX_WORDS = 3  # the longest move


def parse_move(text: str) -> Command:
    """Read one move; raises NotationError naming what is wrong."""
    written = text.split(maxsplit=MAX_WORDS)
    words = [word.lower() for word in written]
    if not words:
        raise NotationError(text, said("is not a move (it is empty)"))
    if len(words) == 1 and words[0] not in _WORDS:
        return PlayCard(parse_card(written[0]))
    phrase = _PHRASES.get(tuple(words))
    if phrase is not None:
        return phrase
    if len(words) == 2 and words[0] == "smash":
        gnome = parse_card(written[1])
        if gnome.faction != GNO:
            raise NotationError(text, said("smashes a card that is no Gnome"))  # C-GIA-1
        return SmashChoice(gnome)
    raise NotationError(
        text,
        said(
            "is not a move (a card such as GOB7, or seer keep prize, seer keep deck, ghost "
            "keep, ghost take, smash GNO5, no smash)"
        ),
    )


def format_move(command: Command) -> str:
    """The canonical text of a move."""
    if isinstance(command, PlayCard):
        return str(command.card)
    if isinstance(command, SeerChoice):
        return "seer keep prize" if command.keep_prize else "seer keep deck"
    if isinstance(command, GhostChoice):
        return "ghost keep" if command.keep_ghost else "ghost take"
    return "no smash" if command.gnome is None else f"smash {command.gnome}"
