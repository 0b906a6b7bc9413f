"""The rules as functions: `decide` checks a command and emits its events; `step` keeps them,
`advance` (the fast path for search) keeps only the state; `legal_moves` lists what the seat
to act may do."""

from __future__ import annotations

from regicide.games.claim.engine import events as ev
from regicide.games.claim.engine.chance import Chance
from regicide.games.claim.engine.commands import (
    Command,
    GhostChoice,
    PlayCard,
    SeerChoice,
    SmashChoice,
)
from regicide.games.claim.engine.errors import IllegalMove, Said, said
from regicide.games.claim.engine.recorder import Folder, Recorder
from regicide.games.claim.engine.resolve import (
    PHASE_ONE,
    decline_card,
    finish_trick,
    next_trick,
    run,
    smashes_from,
    take_card,
)
from regicide.games.claim.engine.state import Awaiting, Choice, GameState, Status
from regicide.games.claim.engine.tricks import follow_problem, playable

SEER_CHOICES = (SeerChoice(keep_prize=True), SeerChoice(keep_prize=False))
GHOST_CHOICES = (GhostChoice(keep_ghost=True), GhostChoice(keep_ghost=False))
_CHOICE_COMMANDS = {Choice.SEER: SeerChoice, Choice.GHOST: GhostChoice, Choice.SMASH: SmashChoice}


def step(
    state: GameState, command: Command, chance: Chance
) -> tuple[tuple[ev.Event, ...], GameState]:
    """The events of `command` in `state` and the state they lead to; raises IllegalMove."""
    rec = Recorder(state, chance)
    decide(rec, command)
    return tuple(rec.events), rec.state


def advance(
    state: GameState, command: Command, chance: Chance, *, trusted: bool = False
) -> GameState:
    """The state after `command`, keeping no events; `trusted` skips checking a command taken
    from `legal_moves(state)`."""
    folder = Folder(state, chance, trusted=trusted)
    decide(folder, command)
    return folder.state


def legal_moves(state: GameState) -> list[Command]:
    """Every command the seat to act may give, each once: the cards it may play (in card
    order), or the answers to the power's question it must answer."""
    if state.status is not Status.PLAYING:
        return []
    awaiting = state.awaiting
    if awaiting is None:
        cards = playable(state.hand(state.current), state.led)
        return [PlayCard(card) for card in cards]
    if awaiting.choice is Choice.SEER:
        return list(SEER_CHOICES)
    if awaiting.choice is Choice.GHOST:
        return list(GHOST_CHOICES)
    return [SmashChoice(awaiting.card), SmashChoice(None)]


def decide(rec: Folder, command: Command) -> None:
    """Check `command` for the seat to act and emit its events; raises IllegalMove (then
    nothing was emitted)."""
    state = rec.state
    if state.status is not Status.PLAYING:
        raise IllegalMove.because(said("the game is over"))
    if isinstance(command, PlayCard):
        play_card(rec, command)
    else:
        answer(rec, command)


def play_card(rec: Folder, command: PlayCard) -> None:
    """C-TRICK-1..4: the seat to act plays a card; the second card ends the trick."""
    state = rec.state
    if state.awaiting is not None:
        raise IllegalMove.because(awaiting_text(state.awaiting))
    seat = state.current
    if not rec.trusted:
        problem = follow_problem(state.hand(seat), command.card, state.led)
        if problem is not None:
            raise IllegalMove.because(problem)
    rec.emit(ev.CardPlayed(seat, command.card))
    if len(rec.state.plays) == state.players:
        finish_trick(rec)


def answer(rec: Folder, command: Command) -> None:
    """A power's decision (C-SEE-1, C-GHO-1, C-GIA-1), then the rest of the trick."""
    awaiting = rec.state.awaiting
    if awaiting is None:
        raise IllegalMove.because(said("nothing is waiting for that choice: play a card"))
    if not isinstance(command, _CHOICE_COMMANDS[awaiting.choice]):
        raise IllegalMove.because(awaiting_text(awaiting))
    if isinstance(command, SeerChoice):
        _seer(rec, command)
    elif isinstance(command, GhostChoice):
        _ghost(rec, command)
    elif isinstance(command, SmashChoice):
        _smash(rec, awaiting, command)


def _seer(rec: Folder, command: SeerChoice) -> None:
    """C-SEE-1: the winner keeps the prize or the peeked card; the loser gets the other."""
    state = rec.state
    if command.keep_prize:
        take_card(rec, state.winner)
    else:
        rec.emit(ev.BlindCardTaken(state.winner, state.deck[0]))
    run(rec, PHASE_ONE[1:])


def _ghost(rec: Folder, command: GhostChoice) -> None:
    """C-GHO-1/2: keep the Ghost (the due card is discarded) or take the due card."""
    state = rec.state
    seat = state.current
    if command.keep_ghost:
        decline_card(rec, seat)
    else:
        take_card(rec, seat)
    run(rec, PHASE_ONE[1:] if seat == state.winner else PHASE_ONE[2:])


def _smash(rec: Folder, awaiting: Awaiting, command: SmashChoice) -> None:
    """C-GIA-1: smash the offered Gnome or spare it, then the next Giant, then the next trick."""
    if command.gnome is None:
        rec.emit(ev.GnomeSpared(awaiting.seat, awaiting.card))  # type: ignore[arg-type]
    elif command.gnome == awaiting.card:
        rec.emit(ev.GnomeSmashed(awaiting.seat, command.gnome))
    else:
        raise IllegalMove.because(
            said("only {card} may be smashed now (or none)", card=awaiting.card)
        )
    if not smashes_from(rec, awaiting.giant + 1):
        next_trick(rec)


def awaiting_text(awaiting: Awaiting) -> Said:
    """What the game waits for, as a reason a move that does not answer it is refused."""
    seat = awaiting.seat
    if awaiting.choice is Choice.SEER:
        return said(
            "seat {seat} must first choose what its Seer keeps: seer keep prize or seer keep deck",
            seat=seat,
        )
    if awaiting.choice is Choice.GHOST:
        return said(
            "seat {seat} must first choose whether to keep its Ghost: ghost keep or ghost take",
            seat=seat,
        )
    return said(  # the move as notation writes it: `smash GNO5`
        "seat {seat} must first choose whether to smash {gnome}: {smash} or no smash",
        seat=seat,
        gnome=awaiting.card,
        smash=f"smash {awaiting.card}",
    )
