"""The game log: each move as the reading seat may know it (the engine's `seen_by` redacts
the events first; a heal says how many cards, never which)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from regicide.games.protocol import Line, Tone
from regicide.games.regicide.engine import (
    Card,
    CardDrawn,
    CardDrawnUnseen,
    Command,
    DamageDealt,
    Discard,
    EnemyAttacked,
    EnemyDefeated,
    EnemyRevealed,
    FlipToken,
    GameLost,
    GameState,
    GameWon,
    HandsDealt,
    HandsDealtUnseen,
    ImmunityCancelled,
    NextSeatChoiceOffered,
    PlayCards,
    PowerBlocked,
    SeenEvent,
    ShieldRaised,
    TavernHealed,
    TavernHealedUnseen,
    Yield,
    sort_cards,
)
from regicide.games.regicide.narrate.table import victory_text
from regicide.games.regicide.narrate.words import (
    SUIT_SYMBOLS,
    card_title,
    cards_text,
    loss_text,
    seat_does,
    seat_name,
    seat_object,
)

# -- the game log -------------------------------------------------------------------------------


def turn_lines(
    before: GameState, command: Command, seen: Sequence[SeenEvent], you: int | None = None
) -> list[Line]:
    """One move in the log, as the seat its events were redacted for may know it: a line for
    the move and what it did ("Seat 2 played 5♣ 5♦: drew 10, damage 10"; "You played…" for
    the seat `you`, the one person among computers), then a line for each fall, new enemy
    and ending."""
    clauses: list[str] = []
    extra: list[Line] = []
    for event in seen:
        _tell(event, before, clauses, extra, you)
    clauses[:0] = _draw_clauses(seen, before, you)
    head = _move_head(before, command, you)
    return [(head + (": " + ", ".join(clauses) if clauses else ""), Tone.TEXT), *extra]


def setup_lines(seen: Sequence[SeenEvent], players: int, you: int | None = None) -> list[Line]:
    """The deal in the log: what each seat was dealt (that the reader may know; "You hold…"
    for the seat `you`), the first enemy."""
    lines: list[Line] = []
    for event in seen:
        if isinstance(event, (HandsDealt, HandsDealtUnseen)):
            lines += _dealt_lines(event, players, you)
        elif isinstance(event, EnemyRevealed):
            lines.append((f"{card_title(event.enemy)} guards the gate", Tone.ACCENT))
    return lines or [("The game starts from a stated position", Tone.DIM)]


def _dealt_lines(event: HandsDealt | HandsDealtUnseen, players: int, you: int | None) -> list[Line]:
    if isinstance(event, HandsDealt):
        hands = list(enumerate(event.hands, 1))
        return [
            (f"{seat_does(seat, players, you, 'was', 'were')} dealt {_hand(hand)}", Tone.DIM)
            for seat, hand in hands
        ]
    size = event.sizes[0] if event.sizes else 0
    dealt = "You are" if players == 1 else "Each seat is"
    lines: list[Line] = [(f"{dealt} dealt {size} cards", Tone.DIM)]
    if event.seat is not None and event.hand:
        holds = seat_does(event.seat, players, you, "holds", "hold")
        lines.append((f"{holds} {_hand(event.hand)}", Tone.DIM))
    return lines


def _hand(cards: Sequence[Card]) -> str:
    return cards_text(sort_cards(cards))


def _move_head(before: GameState, command: Command, you: int | None) -> str:
    actor = seat_name(before.current, before.players, you)
    if isinstance(command, PlayCards):
        return f"{actor} played {cards_text(command.cards)}"
    if isinstance(command, Discard):
        return f"{actor} discarded {cards_text(command.cards)}"
    if isinstance(command, Yield):
        return f"{actor} yielded"
    if isinstance(command, FlipToken):
        return f"{actor} flipped a Jester token"
    return f"{actor} chose {seat_object(command.seat, before.players, you)} to go next"


def _draw_clauses(seen: Sequence[SeenEvent], before: GameState, you: int | None) -> list[str]:
    """Draws, per seat in the order they came: "drew 3 (7♥ 2♠ 9♦)", "Seat 3 drew 2"."""
    drawn: dict[int, list[Card | None]] = {}
    for event in seen:
        if isinstance(event, CardDrawn):
            drawn.setdefault(event.seat, []).append(event.card)
        elif isinstance(event, CardDrawnUnseen):
            drawn.setdefault(event.seat, []).append(None)
    clauses = []
    for seat, cards in drawn.items():
        who = "" if seat == before.current else f"{seat_name(seat, before.players, you)} "
        known = [card for card in cards if card is not None]
        shown = f" ({cards_text(known)})" if known and len(known) == len(cards) else ""
        clauses.append(f"{who}drew {len(cards)}{shown}")
    return clauses


def _tell(
    event: SeenEvent, before: GameState, clauses: list[str], extra: list[Line], you: int | None
) -> None:
    """The words for one event: a clause of the move's line, or a line of its own."""
    if isinstance(event, EnemyDefeated):
        how = "exactly: placed on the tavern" if event.exact else "onto the discard pile"
        extra.append((f"{card_title(event.enemy)} defeated {how}", Tone.HIGHLIGHT))
    elif isinstance(event, EnemyRevealed):
        extra.append((f"{card_title(event.enemy)} steps forward", Tone.ACCENT))
    elif isinstance(event, GameWon):
        extra.append((victory_text(), Tone.HIGHLIGHT))
    elif isinstance(event, GameLost):
        extra.append((f"Defeat: {loss_text(event.reason, event.seat, you)}", Tone.DANGER))
    elif isinstance(event, EnemyAttacked):
        clauses.append(_attack(event, before.players, you))
    else:
        clause = _clause(event, before)
        if clause:
            clauses.append(clause)


def _clause(event: SeenEvent, before: GameState) -> str:
    words = _CLAUSES.get(type(event))
    return words(event, before.players) if words else ""


def _healed(event: TavernHealed | TavernHealedUnseen, players: int) -> str:
    """R-HEART-1: how many cards went back under the tavern (never which)."""
    count = len(event.cards) if isinstance(event, TavernHealed) else event.count
    if not count:
        return "nothing to heal"
    return f"healed {count} card{'s' if count != 1 else ''} into the tavern"


def _attack(event: EnemyAttacked, players: int, you: int | None) -> str:
    """R-SUF-1: the enemy strikes; the clause is mid-sentence, so "you" is small."""
    if event.damage == 0:
        return "the shield stops the attack"
    who = seat_object(event.seat, players, you)
    return f"the enemy strikes: {who} must discard {event.damage} or more"


_CLAUSES: dict[type, Callable[[Any, int], str]] = {
    PowerBlocked: lambda event, players: f"{SUIT_SYMBOLS[event.suit]} blocked by immunity",
    TavernHealed: _healed,
    TavernHealedUnseen: _healed,
    ShieldRaised: lambda event, players: f"shield +{event.amount}",
    ImmunityCancelled: lambda event, players: "immunity cancelled",
    DamageDealt: lambda event, players: (
        f"damage {event.amount}" + (" (♣ doubled)" if event.doubled else "")
    ),
    NextSeatChoiceOffered: lambda event, players: "chooses who goes next",
}
