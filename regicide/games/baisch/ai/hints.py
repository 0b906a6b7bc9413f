"""hint(view, rng, player): the move a player suggests for the seat to act, and why."""

from __future__ import annotations

import random

from regicide.games.baisch.ai.make import Player
from regicide.games.baisch.engine import Attack, Command, SeatView, preview_attack
from regicide.games.baisch.narrate import move_words, preview_sentence


def hint(view: SeatView, rng: random.Random, player: Player) -> tuple[Command, str]:
    """The suggested command and one sentence saying what it does (with the attack's odds
    as the seat can judge them)."""
    command: Command = player.choose(view, rng)
    reason = f"{player.name} suggests: {move_words(command)}."
    if isinstance(command, Attack):
        reason += " " + preview_sentence(preview_attack(view, command)) + "."
    return command, reason
