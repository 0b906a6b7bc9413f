"""Regicide's scenes: the table, its keyboard, the tutorial, the end of a game, a new game."""
