"""Regicide: a desktop card table for the cooperative card game (unofficial adaptation)."""

import os

# pygame prints a banner when imported unless this is set; every module that imports pygame
# lives in this package, so setting it here (before any of them loads) keeps the console clean.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
