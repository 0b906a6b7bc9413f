"""The game in progress, with no pygame: the session, its seats, computer turns, hints and
autoplay, the archive hook, and opening, continuing or replacing a game (ARCHITECTURE.md)."""
