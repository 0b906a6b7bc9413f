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
    ChooseNext,
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
    cards_text,
    enemy_subject,
    loss_text,
    seat_object,
    seat_said,
    seat_word,
)
from regicide.i18n import _, ngettext

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
    if clauses:
        # TRANSLATORS: a move in the log, then what it did: "Seat 2 played 5♣: drew 2, damage 5".
        head = _("{move}: {effects}").format(move=head, effects=", ".join(clauses))
    return [(head, Tone.TEXT), *extra]


def setup_lines(seen: Sequence[SeenEvent], players: int, you: int | None = None) -> list[Line]:
    """The deal in the log: what each seat was dealt (that the reader may know; "You hold…"
    for the seat `you`), the first enemy."""
    lines: list[Line] = []
    for event in seen:
        if isinstance(event, (HandsDealt, HandsDealtUnseen)):
            lines += _dealt_lines(event, players, you)
        elif isinstance(event, EnemyRevealed):
            gate = _("{enemy} guards the gate").format(enemy=enemy_subject(event.enemy))
            lines.append((gate, Tone.ACCENT))
    return lines or [(_("The game starts from a stated position"), Tone.DIM)]


def _dealt_lines(event: HandsDealt | HandsDealtUnseen, players: int, you: int | None) -> list[Line]:
    if isinstance(event, HandsDealt):
        return [
            (
                seat_said(
                    seat, players, you, _("{seat} was dealt {cards}"), _("You were dealt {cards}")
                ).format(cards=_hand(hand)),
                Tone.DIM,
            )
            for seat, hand in enumerate(event.hands, 1)
        ]
    size = event.sizes[0] if event.sizes else 0
    if players == 1:
        dealt = ngettext("You are dealt {count} card", "You are dealt {count} cards", size)
    else:
        dealt = ngettext(
            "Each seat is dealt {count} card", "Each seat is dealt {count} cards", size
        )
    lines: list[Line] = [(dealt.format(count=size), Tone.DIM)]
    if event.seat is not None and event.hand:
        holds = seat_said(
            event.seat, players, you, _("{seat} holds {cards}"), _("You hold {cards}")
        )
        lines.append((holds.format(cards=_hand(event.hand)), Tone.DIM))
    return lines


def _hand(cards: Sequence[Card]) -> str:
    return cards_text(sort_cards(cards))


def _move_head(before: GameState, command: Command, you: int | None) -> str:
    """The move itself: "Seat 2 played 5♣ 5♦", "You played…" (each a sentence of its own:
    the verb agrees with its subject in other languages)."""
    seat, players = before.current, before.players

    def said(theirs: str, yours: str) -> str:
        return seat_said(seat, players, you, theirs, yours)

    if isinstance(command, PlayCards):
        text = said(_("{seat} played {cards}"), _("You played {cards}"))
    elif isinstance(command, Discard):
        text = said(_("{seat} discarded {cards}"), _("You discarded {cards}"))
    elif isinstance(command, Yield):
        text = said(_("{seat} yielded"), _("You yielded"))
    elif isinstance(command, FlipToken):
        text = said(_("{seat} flipped a Jester token"), _("You flipped a Jester token"))
    else:
        text = said(_("{seat} chose {chosen} to go next"), _("You chose {chosen} to go next"))
    cards = cards_text(command.cards) if isinstance(command, (PlayCards, Discard)) else ""
    chosen = seat_object(command.seat, players, you) if isinstance(command, ChooseNext) else ""
    return text.format(cards=cards, chosen=chosen)


def _draw_clauses(seen: Sequence[SeenEvent], before: GameState, you: int | None) -> list[str]:
    """Draws, per seat in the order they came: "drew 3 (7♥ 2♠ 9♦)", "Seat 3 drew 2"."""
    drawn: dict[int, list[Card | None]] = {}
    for event in seen:
        if isinstance(event, CardDrawn):
            drawn.setdefault(event.seat, []).append(event.card)
        elif isinstance(event, CardDrawnUnseen):
            drawn.setdefault(event.seat, []).append(None)
    return [_drawn(seat, cards, before, you) for seat, cards in drawn.items()]


def _drawn(seat: int, cards: list[Card | None], before: GameState, you: int | None) -> str:
    """One seat's draws: "drew 3 (7♥ 2♠ 9♦)" for the seat that moved, "Seat 3 drew 2" (or
    "you drew 2") for another."""
    known = [card for card in cards if card is not None]
    count = len(cards)
    shown = cards_text(known) if known and len(known) == count else ""
    if seat == before.current:
        text = _("drew {count} ({cards})") if shown else _("drew {count}")
    elif seat == you or before.players == 1:
        text = _("you drew {count} ({cards})") if shown else _("you drew {count}")
    else:
        text = _("{seat} drew {count} ({cards})") if shown else _("{seat} drew {count}")
    return text.format(seat=seat_word(seat), count=count, cards=shown)


def _tell(
    event: SeenEvent, before: GameState, clauses: list[str], extra: list[Line], you: int | None
) -> None:
    """The words for one event: a clause of the move's line, or a line of its own."""
    if isinstance(event, EnemyDefeated):
        enemy = enemy_subject(event.enemy)
        if event.exact:
            fell = _("{enemy} defeated exactly: placed on the tavern")
        else:
            fell = _("{enemy} defeated onto the discard pile")
        extra.append((fell.format(enemy=enemy), Tone.HIGHLIGHT))
    elif isinstance(event, EnemyRevealed):
        step = _("{enemy} steps forward").format(enemy=enemy_subject(event.enemy))
        extra.append((step, Tone.ACCENT))
    elif isinstance(event, GameWon):
        extra.append((victory_text(), Tone.HIGHLIGHT))
    elif isinstance(event, GameLost):
        lost = _("Defeat: {reason}").format(reason=loss_text(event, you))
        extra.append((lost, Tone.DANGER))
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
        return _("nothing to heal")
    return ngettext(
        "healed {count} card into the tavern", "healed {count} cards into the tavern", count
    ).format(count=count)


def _attack(event: EnemyAttacked, players: int, you: int | None) -> str:
    """R-SUF-1: the enemy strikes; the clause is mid-sentence, so "you" is small."""
    if event.damage == 0:
        return _("the shield stops the attack")
    if players == 1 or event.seat == you:
        text = _("the enemy strikes: you must discard {damage} or more")
    else:
        text = _("the enemy strikes: {seat} must discard {damage} or more")
    return text.format(seat=seat_word(event.seat), damage=event.damage)


def _damage(event: DamageDealt, players: int) -> str:
    if event.doubled:
        return _("damage {damage} (♣ doubled)").format(damage=event.amount)
    return _("damage {damage}").format(damage=event.amount)


_CLAUSES: dict[type, Callable[[Any, int], str]] = {
    PowerBlocked: lambda event, players: _("{symbol} blocked by immunity").format(
        symbol=SUIT_SYMBOLS[event.suit]
    ),
    TavernHealed: _healed,
    TavernHealedUnseen: _healed,
    ShieldRaised: lambda event, players: _("shield +{shield}").format(shield=event.amount),
    ImmunityCancelled: lambda event, players: _("immunity cancelled"),
    DamageDealt: _damage,
    NextSeatChoiceOffered: lambda event, players: _("chooses who goes next"),
}
