"""What a play would do, before it is made: for the table's live preview.

The preview runs the real rules (`step`) on a copy and reports only what the acting player may
know (R-INFO): how many cards a heal would move and how many each seat would draw, never which.
Whether the player could then cover the attack is stated only when no unseen card decides it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from regicide.games.regicide.engine import events as ev
from regicide.games.regicide.engine.cards import Card, Suit, cards_value, without
from regicide.games.regicide.engine.commands import PlayCards
from regicide.games.regicide.engine.plays import play_value
from regicide.games.regicide.engine.refusals import Refusal
from regicide.games.regicide.engine.resolve import split_powers
from regicide.games.regicide.engine.rules import can_play, step
from regicide.games.regicide.engine.state import GameState, Status

T = TypeVar("T")


class KeepOrder:
    """A stand-in for luck that leaves every order as it is (the preview needs only counts)."""

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        return tuple(items)

    def below(self, count: int) -> int:
        return 0


@dataclass(frozen=True, slots=True)
class PlayPreview:
    """The visible effects of playing some cards now."""

    value: int  # X
    jester: bool
    powers: tuple[Suit, ...]  # suit powers that would resolve (R-POW-1)
    blocked: tuple[Suit, ...]  # powers the enemy's immunity would stop (R-POW-2)
    heal: int  # cards moved from the discard pile to the tavern (R-HEART-1)
    draws: tuple[int, ...]  # cards each seat would draw, seat 1 first (R-DIAM-1)
    shield: int  # added to the shield (R-SPADE-1, R-JEST-2)
    damage: int  # dealt to the enemy (R-DMG-1)
    doubled: bool  # Clubs doubled it (R-CLUB-1)
    defeats: bool
    exact: bool  # the enemy would go on top of the tavern (R-DEF-1)
    wins: bool
    damage_due: int  # what the player must then discard (R-SUF-1)
    kept_value: int  # the value of the cards the player keeps, before any draw
    covered: bool | None  # can the player then cover it? None: unseen draws decide


def preview_play(state: GameState, cards: Sequence[Card]) -> PlayPreview | Refusal:
    """The preview of playing `cards` now, or the reason it is illegal."""
    problem = can_play(state, cards)
    if problem is not None:
        return problem
    seat = state.current
    events, after = step(state, PlayCards(tuple(cards)), KeepOrder())
    draws = [0] * state.players
    for event in events:
        if isinstance(event, ev.CardDrawn):
            draws[event.seat - 1] += 1
    dealt = next((event for event in events if isinstance(event, ev.DamageDealt)), None)
    defeated = next((event for event in events if isinstance(event, ev.EnemyDefeated)), None)
    kept = without(state.current_hand, cards)
    due = next((e.damage for e in events if isinstance(e, ev.EnemyAttacked) and e.seat == seat), 0)
    kept_value = cards_value(kept)
    powers, blocked = split_powers(state, cards)
    return PlayPreview(
        value=play_value(cards),
        jester=any(card.is_jester for card in cards),
        powers=tuple(powers),
        blocked=tuple(blocked),
        heal=sum(len(event.cards) for event in events if isinstance(event, ev.TavernHealed)),
        draws=tuple(draws),
        shield=sum(event.amount for event in events if isinstance(event, ev.ShieldRaised)),
        damage=dealt.amount if dealt else 0,
        doubled=bool(dealt and dealt.doubled),
        defeats=defeated is not None,
        exact=bool(defeated and defeated.exact),
        wins=after.status is Status.WON,
        damage_due=due,
        kept_value=kept_value,
        covered=_covered(due, kept_value, draws[seat - 1]),
    )


def _covered(due: int, kept_value: int, drawn: int) -> bool | None:
    if kept_value >= due:
        return True
    return None if drawn else False
