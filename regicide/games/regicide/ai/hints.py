"""Hints: the move a computer player suggests for a seat, and why, in one sentence built from
the engine's preview (R-INFO: counts of heals and draws, never which cards)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from regicide.games.protocol import ComputerPlayer
from regicide.games.regicide.ai.heuristic import cheapest_cover
from regicide.games.regicide.engine import (
    Card,
    ChooseNext,
    Command,
    Discard,
    FlipToken,
    PlayCards,
    Refusal,
    SeatView,
    Yield,
    determinize,
    preview_play,
)
from regicide.games.regicide.narrate import (
    discard_reason,
    flip_reason,
    next_seat_reason,
    play_reason,
    refusal_words,
    yield_reason,
)


@dataclass(frozen=True)
class Hint:
    """A suggested move and the sentence that says why."""

    command: Command
    reason: str


def hint(view: SeatView, rng: random.Random, player: ComputerPlayer) -> Hint:
    """What `player` would do in the seat of `view`, and why."""
    command = player.choose(view, rng)
    return Hint(command, explain(view, command))


def explain(view: SeatView, command: Command) -> str:
    """One sentence on why `command` is a good move now."""
    if isinstance(command, PlayCards):
        preview = preview_play(determinize(view, random.Random(0)), command.cards)
        if isinstance(preview, Refusal):  # not a legal play: a caller's bug, said plainly
            return refusal_words(preview)
        kept = tuple(card for card in view.hand if card not in command.cards)
        return play_reason(view, command.cards, preview, _cover(kept, preview.damage_due, view))
    if isinstance(command, Yield):
        return yield_reason(view, _cover(view.hand, view.net_attack, view))
    if isinstance(command, Discard):
        return discard_reason(view, command.cards)
    if isinstance(command, FlipToken):
        covered = sum(card.value for card in view.hand) >= view.damage_due
        return flip_reason(view, covered)
    assert isinstance(command, ChooseNext)
    return next_seat_reason(view, command.seat, None)


def _cover(hand: tuple[Card, ...], due: int, view: SeatView) -> tuple[Card, ...]:
    """The cards the hand would most cheaply give up to cover `due` (R-SUF-2); () if none."""
    if due <= 0:
        return ()
    blocked = None if view.immunity_cancelled or view.enemy is None else view.enemy.suit
    return cheapest_cover(hand, due, blocked, view.players == 1)[0]
