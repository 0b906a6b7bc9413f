"""Claim, the two-phase trick-taking duel (rules: CLAIM.md; records: FORMAT.md, Claim section;
docs/claim-records.md): its engine, computer players, words, records and table. The front door
is `GAME`, the game as the card table's shell knows it.

Rooms: `engine` (pure, the standard library and the kernel only; its front door is
`engine/__init__.py`), `ai` (computer players that read one seat's view), `narrate` (every
word about Claim's cards, moves and events), `decks` (how variants name a deck), `records`,
`bench`, `definition` (the protocol) and `ui` (its table, pygame).
"""

from regicide.games.claim.definition import GAME

__all__ = ["GAME"]
