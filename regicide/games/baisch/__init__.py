"""Baisch (BAISCH.md): a competitive card game of raids, defence slots, Kings and heroes.

`engine/` holds the pure rules, `ai/` the computer players, `narrate/` the words; `check.py`
plays a record headlessly for `regicide check`.
"""
