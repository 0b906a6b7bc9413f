"""Regicide, the cooperative card game (RULES.md): its engine, computer players, words, records
and table. The front door is `GAME`, the game as the card table's shell knows it."""

from regicide.games.regicide.definition import GAME

__all__ = ["GAME"]
