"""Baisch (BAISCH.md): a competitive card game of raids, defence slots, Kings and heroes.

`engine/` holds the pure rules, `ai/` the computer players, `narrate/` the words,
`records.py` its records, `definition.py` the game as the card table's shell knows it and
`ui/` its table. The front door is `GAME`.
"""

from regicide.games.baisch.definition import GAME

__all__ = ["GAME"]
