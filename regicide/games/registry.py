"""The games of the card table by name: the one place the shell learns which games exist.

The shell (the play wing, the store, the commands, the UI) reaches a game only through this
registry and the protocol of `regicide.games.protocol`; a game's table (pygame) is named by
its `ui_module` and loaded by the shell's UI alone.
"""

from __future__ import annotations

from collections.abc import Mapping

from regicide.games.baisch import GAME as BAISCH
from regicide.games.claim import GAME as CLAIM
from regicide.games.protocol import GameDef
from regicide.games.regicide import GAME as REGICIDE

#: Every game, in the order the title screen offers them (Regicide first). A list, so a test
#: may seat a game of its own at the table (and take it away after); everything reads it here.
GAMES: list[GameDef] = [REGICIDE, CLAIM, BAISCH]
DEFAULT = REGICIDE.name


class UnknownGame(ValueError):
    """A game name, or a record's format, that no game of the table answers to."""


def game_named(name: str) -> GameDef:
    """The game called `name` (as `--game` writes it); raises UnknownGame naming the choices."""
    for game in GAMES:
        if game.name == name:
            return game
    raise UnknownGame(f"there is no game called {name!r}; choose {', '.join(names())}")


def names() -> tuple[str, ...]:
    return tuple(game.name for game in GAMES)


def game_of_document(document: object) -> GameDef:
    """The game a record document belongs to, by its `format:` key (`regicide-record`,
    `claim-record`, ...). A document no game claims goes to Regicide, the first game, whose
    reader then says what is wrong with it (no format, an unknown one, not a mapping)."""
    found = document.get("format") if isinstance(document, Mapping) else None
    for game in GAMES:
        if game.record_format == found:
            return game
    return game_named(DEFAULT)
