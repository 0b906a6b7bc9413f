"""Regicide, the cooperative card game (RULES.md): its engine, computer players, words and table."""
