"""A move's events as the steps the table shows one after another: the attack cards go to
their target, both sides turn up, the winner takes the cards; a King falls; the next turn
begins. Each `Stage` is the state after some of the events (folded by the engine, so each
step is a real position the viewer's view is taken from), how long to hold it, and the words
that float up there ("12 against 9: won", "Seat 3 is out").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from regicide.games.baisch.engine import (
    JOKER_ATTACK,
    AttackBlocked,
    AttackDeclared,
    AttackResolved,
    AttackRevealed,
    DefenseRevealed,
    Event,
    GameDrawn,
    GameState,
    GameWon,
    KingRevealed,
    MageCleared,
    PendingAttack,
    PlayerConquered,
    PlayerFell,
    SetupRevealed,
    SlotConquered,
    SpyRevealed,
    StackPlundered,
    StacksBuilt,
    Target,
    TargetKind,
    TurnBegan,
    evolve,
)
from regicide.games.protocol import Tone

#: The events after which the table stops to show the position, and for how long (seconds
#: at normal speed, after the cards arrive).
HOLD: dict[type, float] = {
    AttackDeclared: 0.1,
    AttackRevealed: 0.55,
    AttackResolved: 0.45,
    AttackBlocked: 0.6,
    PlayerConquered: 0.9,
    PlayerFell: 0.9,
    SetupRevealed: 0.3,
    StacksBuilt: 0.2,
    MageCleared: 0.3,
    SpyRevealed: 0.3,
    DefenseRevealed: 0.3,
    KingRevealed: 0.3,
}


@dataclass(frozen=True)
class Note:
    """Words that float up over the table for a moment: where (a target, or the middle)."""

    text: str
    tone: Tone
    target: Target | None = None


@dataclass(frozen=True)
class Stage:
    state: GameState
    hold: float
    notes: tuple[Note, ...]


def stages(before: GameState, events: tuple[Event, ...], viewer: int) -> list[Stage]:
    """The steps of `events` from `before`, the last one the state after all of them."""
    steps: list[Stage] = []
    state = before
    notes: list[Note] = []
    for event in events:
        note = note_of(event, viewer)
        if isinstance(event, AttackBlocked) and state.attack is not None:
            note = _blocked(event, state.attack, viewer)
        state = evolve(state, event)
        if note is not None:
            notes.append(note)
        hold = HOLD.get(type(event))
        if hold is not None:
            steps.append(Stage(state, hold, tuple(notes)))
            notes = []
    if not steps or steps[-1].state is not state or notes:
        steps.append(Stage(state, 0.0, tuple(notes)))
    return steps


def _blocked(event: AttackBlocked, attack: PendingAttack, viewer: int) -> Note:
    """B-HERO-BAT-3/4: who blocked whose attack, at its target, and the lock it leaves."""
    whose = "Your" if event.defender == viewer else f"Seat {event.defender}'s"
    cards = "your cards" if attack.attacker == viewer else "the cards"
    return Note(
        f"{whose} Battery Tower blocked it: {cards} go back, locked", Tone.HIGHLIGHT, attack.target
    )


def _who(seat: int, viewer: int) -> str:
    return "You" if seat == viewer else f"Seat {seat}"


def _out(event: PlayerConquered | PlayerFell, viewer: int) -> Note:
    return Note(
        "You are out!" if event.seat == viewer else f"Seat {event.seat} is out!", Tone.DANGER
    )


def _turn(event: TurnBegan, viewer: int) -> Note:
    whose = "Your" if event.seat == viewer else f"Seat {event.seat}'s"
    return Note(f"{whose} turn", Tone.ACCENT)


#: The words each kind of event floats (only what every seat sees).
NOTES: dict[type, Callable[[Any, int], Note]] = {
    AttackResolved: lambda e, v: Note(_verdict(e), _tone(e.result), e.target),
    AttackBlocked: lambda e, v: Note("Blocked by the Battery Tower", Tone.HIGHLIGHT),
    PlayerConquered: _out,
    PlayerFell: _out,
    StackPlundered: lambda e, v: Note(
        f"{_who(e.seat, v)} plundered stack {'AB'[e.stack]}", Tone.GOOD
    ),
    SlotConquered: lambda e, v: Note(
        f"{_who(e.seat, v)} took the slot", Tone.GOOD, Target(TargetKind.SLOT, e.victim, e.slot)
    ),
    TurnBegan: _turn,
    GameWon: lambda e, v: Note("You win!" if e.seat == v else f"Seat {e.seat} wins", Tone.GOOD),
    GameDrawn: lambda e, v: Note("A draw", Tone.HIGHLIGHT),
}


def note_of(event: Event, viewer: int) -> Note | None:
    """The words an event floats, if any."""
    words = NOTES.get(type(event))
    return None if words is None else words(event, viewer)


def _verdict(event: AttackResolved) -> str:
    """'12 against 9: wins'; a Joker's unbounded value is named, not counted (B-JOKER-2)."""
    value = "A Joker" if event.attack_value >= JOKER_ATTACK else str(event.attack_value)
    if event.defense_value < 0:
        return f"{value} against a Joker on the stack: fails"
    words = {"won": "wins", "tied": "ties: fails", "lost": "fails"}[event.result]
    return f"{value} against {event.defense_value}: {words}"


def _tone(result: str) -> Tone:
    return Tone.GOOD if result == "won" else Tone.DANGER
