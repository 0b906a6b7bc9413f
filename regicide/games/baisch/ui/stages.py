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
from regicide.i18n import N_, _

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


def stages(before: GameState, events: tuple[Event, ...], viewer: int | None) -> list[Stage]:
    """The steps of `events` from `before`, the last one the state after all of them; their
    words call `viewer` "you" (None: nobody, as in a replay)."""
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


def _blocked(event: AttackBlocked, attack: PendingAttack, viewer: int | None) -> Note:
    """B-HERO-BAT-3/4: who blocked whose attack, at its target, and the lock it leaves."""
    if event.defender == viewer:
        said = _("Your Battery Tower blocked it: the cards go back, locked")
    elif attack.attacker == viewer:
        said = _("Seat {seat}'s Battery Tower blocked it: your cards go back, locked")
    else:
        said = _("Seat {seat}'s Battery Tower blocked it: the cards go back, locked")
    return Note(said.format(seat=event.defender), Tone.HIGHLIGHT, attack.target)


def _out(event: PlayerConquered | PlayerFell, viewer: int | None) -> Note:
    if event.seat == viewer:
        return Note(_("You are out!"), Tone.DANGER)
    return Note(_("Seat {seat} is out!").format(seat=event.seat), Tone.DANGER)


def _turn(event: TurnBegan, viewer: int | None) -> Note:
    if event.seat == viewer:
        return Note(_("Your turn"), Tone.ACCENT)
    return Note(_("Seat {seat}'s turn").format(seat=event.seat), Tone.ACCENT)


def _plundered(e: StackPlundered, v: int | None) -> Note:
    if e.seat == v:
        return Note(_("You plundered stack {stack}").format(stack="AB"[e.stack]), Tone.GOOD)
    said = _("Seat {seat} plundered stack {stack}").format(seat=e.seat, stack="AB"[e.stack])
    return Note(said, Tone.GOOD)


def _took(e: SlotConquered, v: int | None) -> Note:
    said = _("You took the slot") if e.seat == v else _("Seat {seat} took the slot")
    return Note(said.format(seat=e.seat), Tone.GOOD, Target(TargetKind.SLOT, e.victim, e.slot))


#: The words each kind of event floats (only what every seat sees).
NOTES: dict[type, Callable[[Any, int | None], Note]] = {
    AttackResolved: lambda e, v: Note(_verdict(e), _tone(e.result), e.target),
    AttackBlocked: lambda e, v: Note(_("Blocked by the Battery Tower"), Tone.HIGHLIGHT),
    PlayerConquered: _out,
    PlayerFell: _out,
    StackPlundered: _plundered,
    SlotConquered: _took,
    TurnBegan: _turn,
    GameWon: lambda e, v: Note(
        _("You win!") if e.seat == v else _("Seat {seat} wins").format(seat=e.seat), Tone.GOOD
    ),
    GameDrawn: lambda e, v: Note(_("A draw"), Tone.HIGHLIGHT),
}


def note_of(event: Event, viewer: int | None) -> Note | None:
    """The words an event floats, if any."""
    words = NOTES.get(type(event))
    return None if words is None else words(event, viewer)


def _verdict(event: AttackResolved) -> str:
    """'12 against 9: wins'; a Joker's unbounded value is named, not counted (B-JOKER-2)."""
    # TRANSLATORS: an attack's value when a Joker made it, at the start of a note.
    value = _("A Joker") if event.attack_value >= JOKER_ATTACK else str(event.attack_value)
    if event.defense_value < 0:
        return _("{attack} against a Joker on the stack: fails").format(attack=value)
    words = {
        "won": N_("{attack} against {defense}: wins"),
        "tied": N_("{attack} against {defense}: ties: fails"),
        "lost": N_("{attack} against {defense}: fails"),
    }[event.result]
    return _(words).format(attack=value, defense=event.defense_value)


def _tone(result: str) -> Tone:
    return Tone.GOOD if result == "won" else Tone.DANGER
