"""The games of the card table: each a sibling package with the same rooms (ARCHITECTURE.md).

`regicide.games.claim` and `regicide.games.baisch` are built here beside Regicide; the registry
and the game protocol that the shell knows them by come with issue 19.
"""
