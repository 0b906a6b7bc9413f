"""What the seat at the screen knows of the game now, in a few lines for the right-hand
column: whose turn, the attack suit, what the turn has used up (B-TURN-2 limits), who is out
and the options in play."""

from __future__ import annotations

from regicide.games.baisch.engine import Hero, Phase, SeatView, Status
from regicide.games.baisch.narrate.words import SUIT_NAMES, attack_words, turn_limit_words
from regicide.games.protocol import Line, Tone

PHASE_WORDS = {
    Phase.SETUP: "Everybody chooses a King, defence and two discards, in secret.",
    Phase.DRAFT: "The hero draft: each player is given two heroes by the others.",
    Phase.START: "The first drafter names the starting player.",
    Phase.BATTERY: "A Battery Tower may block the attack.",
    Phase.RESERVE: "The attacker may add Reservists.",
    Phase.SPOILS: "The winner keeps one hero of the beaten player.",
}


def _turn(seen: SeatView, viewer: int) -> str:
    whose = "Your" if seen.current == viewer else f"Seat {seen.current}'s"
    return f"Turn {seen.turn}: {whose} turn"


def _limits(seen: SeatView) -> list[Line]:
    """The active player's limits this turn (public, B-HERO-1)."""
    usage = seen.usage
    symbol = "not set" if usage.symbol is None else SUIT_NAMES[usage.symbol]
    general = Hero.GENERAL in seen.player(seen.current).heroes
    moves = usage.takes + usage.places
    defence = f"{moves} of 3" if general else f"take {usage.takes}/1, place {usage.places}/1"
    return [
        (f"Attack suit: {symbol}", Tone.TEXT),
        (
            f"Plunder: {'done' if usage.plundered else 'free'} · King attack: "
            f"{'done' if usage.king_attacked else 'free'}",
            Tone.TEXT,
        ),
        (f"Defence actions: {defence}", Tone.TEXT),
        (f"Attacked an opponent: {'yes' if usage.attacked else 'not yet'}", Tone.DIM),
    ]


def _ending(seen: SeatView) -> list[Line]:
    """B-WIN-1..3: who won, or who shared the draw."""
    if seen.drawn:
        shared = " and ".join(f"Seat {seat}" for seat in seen.drawn)
        return [(f"A draw, shared by {shared}.", Tone.ACCENT)]
    return [(f"Seat {seen.winner} won the game.", Tone.ACCENT)]


def _warnings(seen: SeatView) -> list[Line]:
    """D48: the turn limit coming (B-WIN-3, from turn 380) and a position that has come up
    twice (B-WIN-2: once more and the game is drawn)."""
    lines: list[Line] = []
    limit = turn_limit_words(seen.turn)
    if limit is not None:
        lines.append((limit, Tone.DANGER))
    if seen.phase is Phase.PLAY and seen.repeats >= 2:
        lines.append(("This position has come up twice: a third time draws the game.", Tone.DANGER))
    return lines


def _out(seen: SeatView, viewer: int) -> list[Line]:
    """B-ELIM-1: the seat at the screen has been knocked out; the others play on."""
    if viewer not in seen.eliminated:
        return []
    return [("You are out: your King has fallen. The others play on.", Tone.DANGER)]


def info_lines(seen: SeatView, viewer: int) -> list[Line]:
    """The column's lines, the most useful first."""
    if seen.status is Status.OVER:
        return _ending(seen)
    lines: list[Line] = _out(seen, viewer)
    attack = attack_words(seen, viewer)
    if attack is not None:  # it says who may act, as the phase's words would
        lines.append((attack, Tone.HIGHLIGHT))
    elif seen.phase in PHASE_WORDS:
        lines.append((PHASE_WORDS[seen.phase], Tone.ACCENT))
    if seen.turn:
        lines.append((_turn(seen, viewer), Tone.ACCENT))
        lines += _warnings(seen)
        lines += _limits(seen)
    if seen.eliminated:
        out = ", ".join(f"Seat {seat}" for seat in seen.eliminated)
        lines.append((f"Out, in order: {out}", Tone.DIM))
    options = [name.replace("_", " ") for name in seen.options.enabled()]
    if options:
        lines.append(("Options: " + ", ".join(options), Tone.DIM))
    return lines
