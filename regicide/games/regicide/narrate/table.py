"""The table's words: the banner, the preview panel (the engine's preview in words), the
suffer panel, and what floats over the table as each event happens."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from regicide.games.protocol import Line, Tone
from regicide.games.regicide.engine import (
    Card,
    DamageDealt,
    EnemyAttacked,
    EnemyDefeated,
    Event,
    ImmunityCancelled,
    MulliganTaken,
    Phase,
    PlayPreview,
    PowerBlocked,
    SeatView,
    ShieldRaised,
    Status,
    Suit,
    TavernHealed,
    TokenFlipped,
    Yielded,
)
from regicide.games.regicide.narrate.hints import THINKING
from regicide.games.regicide.narrate.words import (
    SUIT_SYMBOLS,
    card_name,
    card_title,
    cards_text,
    readable,
    seat_does,
    seat_name,
)

# -- what to do now -------------------------------------------------------------------------------

#: The banner and the side panel while the deal is shown (no enemy yet: nothing to yield to).
DEALING = ("Dealing…", [("The cards are dealt, then the first enemy steps forward.", Tone.DIM)])
#: The same between a defeat and the next castle card turned over (R-DEF-1).
NEXT_ENEMY = ("Next enemy…", [("The next enemy steps forward from the castle.", Tone.DIM)])


def between_enemies(view: SeatView) -> tuple[str, list[Line]]:
    """What the banner and the side panel say while no enemy shows: the deal (R-SETUP), or
    the next enemy on its way (R-DEF-1)."""
    title, lines = NEXT_ENEMY if view.enemies_defeated else DEALING
    return title, list(lines)


def banner_text(view: SeatView, can_yield: bool, can_flip: bool, you: int | None = None) -> str:
    """The instruction that always says what to do now (the preview panel gives details):
    "Seat 2: play cards or yield" between people, "Your turn: …" to the seat `you` (the one
    person among computers), the bare instruction solo."""
    if view.status is Status.WON:
        return "Victory! The castle has fallen."
    if view.status is Status.LOST:
        return "Defeat."
    if view.phase is Phase.SUFFER:
        due = view.damage_due
        instruction = f"take {due} damage: discard cards worth at least {due}"
    elif view.phase is Phase.CHOOSE_NEXT:
        instruction = "choose who goes next"
    else:
        options = ["play cards"] + ["yield"] * can_yield + ["flip a Jester token"] * can_flip
        instruction = _either(options)
    if view.players == 1:
        return instruction[0].upper() + instruction[1:]
    if view.current == you:
        return f"Your turn: {instruction}"
    return f"{seat_name(view.current, view.players)}: {instruction}"


def acting_banner(view: SeatView, who: str, for_whom: str = "") -> str:
    """The banner while a computer decides: who, and what it must do (never an instruction to
    the person at the screen): "Seat 2 (computer) takes 3 damage", "Autoplay plays for
    you"."""
    if view.phase is Phase.SUFFER:
        duty = f"takes {view.damage_due} damage"
    elif view.phase is Phase.CHOOSE_NEXT:
        duty = "chooses who goes next"
    else:
        duty = "plays"
    return f"{who} {duty}" + (f" for {for_whom}" if for_whom else "")


def acting_lines(view: SeatView, thinking: bool, autoplay: bool) -> list[Line]:
    """The side panel while a computer decides: that it thinks, what it must do (R-SUF-2),
    and how the person takes over again."""
    lines: list[Line] = [(THINKING if thinking else "Its move comes in a moment.", Tone.DIM)]
    if view.phase is Phase.SUFFER:
        count = view.hand_sizes[view.current - 1]
        held = f"from {count} card{'s' if count != 1 else ''}"
        lines.append((f"Must discard cards worth at least {view.damage_due}, {held}", Tone.TEXT))
    if autoplay:
        lines.append(("Autoplay is on: A or Stop autoplay gives your seats back.", Tone.ACCENT))
    else:
        lines.append(("A click or a key hurries it on.", Tone.DIM))
    return lines


def _either(options: Sequence[str]) -> str:
    """ "a", "a or b", "a, b or c"."""
    if len(options) == 1:
        return options[0]
    return f"{', '.join(options[:-1])} or {options[-1]}"


def idle_lines(view: SeatView, yield_problem: str | None) -> list[Line]:
    """The preview panel with nothing selected: how to play, and whether a yield is possible."""
    lines: list[Line] = [
        (
            "Select cards (click, or keys 1–8), then drag them onto the enemy or press Play.",
            Tone.TEXT,
        )
    ]
    if yield_problem is None:
        lines.append((f"Yield: take {view.net_attack} damage and pass", Tone.TEXT))
    elif view.players > 1 or view.rules.solo_yield:
        lines.append((readable(yield_problem), Tone.DIM))
    return lines


def play_title(cards: Sequence[Card], legal: bool) -> str:
    return f"Play {cards_text(cards)}" + ("" if legal else "?")


def preview_lines(preview: PlayPreview, view: SeatView) -> list[Line]:
    """What a legal play would do (RULES.md steps 2–4), line by line."""
    if preview.jester:
        return _jester_lines(preview, view)
    lines: list[Line] = [(f"Attack value {preview.value}", Tone.TEXT)]
    lines += _power_lines(preview, view)
    damage = f"Deals {preview.damage}" + (" (♣ doubled)" if preview.doubled else "")
    lines.append((damage, Tone.DANGER))
    lines += _outcome_lines(preview)
    return lines


def _jester_lines(preview: PlayPreview, view: SeatView) -> list[Line]:
    """R-JEST-1..4."""
    cancel = (
        "Immunity is already cancelled"
        if view.immunity_cancelled
        else "Cancels the enemy's immunity"
    )
    lines: list[Line] = [(cancel, Tone.ACCENT)]
    if preview.shield:
        lines.append((f"♠ Earlier Spades raise the shield by {preview.shield}", Tone.ACCENT))
    lines.append(("No damage; then you choose who goes next", Tone.TEXT))
    return lines


def _power_lines(preview: PlayPreview, view: SeatView) -> list[Line]:
    """R-POW-2, R-HEART-1, R-DIAM-1, R-SPADE-1: counts only, never which cards (R-INFO-2)."""
    lines: list[Line] = [
        (f"{SUIT_SYMBOLS[suit]} {suit.label} blocked by immunity", Tone.DIM)
        for suit in preview.blocked
    ]
    if Suit.HEARTS in preview.powers:
        if preview.heal:
            lines.append((f"♥ Heal {preview.heal} from the discard pile", Tone.GOOD))
        else:
            lines.append(("♥ Heal: the discard pile is empty", Tone.DIM))
    if any(preview.draws):
        lines.append((f"♦ {_draw_text(preview.draws, view)}", Tone.GOOD))
    elif Suit.DIAMONDS in preview.powers:
        lines.append(("♦ Draw: nothing to draw", Tone.DIM))
    if preview.shield:
        lines.append((f"♠ Shield +{preview.shield}", Tone.ACCENT))
    return lines


def _draw_text(draws: Sequence[int], view: SeatView) -> str:
    """R-DIAM-1: "Draw 3" alone, or "Draw 4: you 2, seat 3 2" when others draw too."""
    total = sum(draws)
    if view.players == 1:
        return f"Draw {total}"
    if draws[view.current - 1] == total:
        return f"You draw {total}"
    who = ", ".join(
        f"{'you' if seat == view.current else f'seat {seat}'} {count}"
        for seat, count in enumerate(draws, 1)
        if count
    )
    return f"Draw {total}: {who}"


def _outcome_lines(preview: PlayPreview) -> list[Line]:
    """R-DEF-1..4 and R-SUF-1: what happens after the damage."""
    if preview.wins:
        return [("Defeats the last enemy: victory!", Tone.HIGHLIGHT)]
    if preview.exact:
        return [("Exact: defeats it, and it goes on top of the tavern", Tone.HIGHLIGHT)]
    if preview.defeats:
        return [("Defeats the enemy; you play again", Tone.HIGHLIGHT)]
    if preview.damage_due == 0:
        return [("The shield stops the whole attack", Tone.GOOD)]
    then = f"Then take {preview.damage_due} damage"
    if preview.covered is False:
        return [(f"{then}: you keep only {preview.kept_value} in cards!", Tone.DANGER)]
    return [(f"{then}; you keep {preview.kept_value} in cards", Tone.TEXT)]


def suffer_title(view: SeatView) -> str:
    return f"Take {view.damage_due} damage"


def suffer_lines(view: SeatView, chosen: Sequence[Card], problem: str | None) -> list[Line]:
    """R-SUF-2: how far the selected cards go towards the damage due."""
    due = view.damage_due
    total = sum(card.value for card in chosen)
    held = sum(card.value for card in view.hand)
    lines: list[Line] = [
        (
            f"Selected {total} of {due} needed (your hand holds {held})",
            Tone.GOOD if total >= due else Tone.TEXT,
        )
    ]
    if problem and total >= due:
        lines.append((readable(problem), Tone.DANGER))
    lines.append(("Drag them to the discard pile or press Discard.", Tone.DIM))
    if view.players == 1 and view.tokens_left:
        lines.append(("Or flip a Jester token for a new hand of 8.", Tone.ACCENT))
    return lines


# -- what an event says as it happens (the table's floating words) --------------------------------


def effect_text(event: Event, players: int, you: int | None = None) -> str | None:
    """The few words that float over the table when `event` happens, if any ("You yield",
    "You take 10 damage" to the seat `you` or solo; "Seat 2 yields" to the others)."""
    if isinstance(event, Yielded):
        return seat_does(event.seat, players, you, "yields", "yield")
    if isinstance(event, EnemyAttacked):
        return _attacked(event, players, you)
    words = _EFFECT_WORDS.get(type(event))
    return words(event, players) if words else None


def defeat_title(enemy: Card) -> str:
    """The headline of an enemy's fall, in plain words (title fonts have no suit symbols)."""
    return f"{card_title(enemy)} defeated!"


def victory_text() -> str:
    """R-END-1: the last enemy fell."""
    return "The castle has fallen!"


def _healed(event: TavernHealed, players: int) -> str:
    count = len(event.cards)
    return f"♥ Heal {count}" if count else "♥ Nothing to heal"


def _damage(event: DamageDealt, players: int) -> str:
    return f"−{event.amount}" + ("  ♣×2" if event.doubled else "")


def _defeated(event: EnemyDefeated, players: int) -> str:
    name = card_name(event.enemy)
    if event.exact:
        return f"Exact kill: {name} goes on top of the tavern"
    return f"{name} goes to the discard pile"


def _attacked(event: EnemyAttacked, players: int, you: int | None) -> str:
    if event.damage == 0:
        return "The shield holds: no damage"
    return f"{seat_does(event.seat, players, you, 'takes', 'take')} {event.damage} damage"


_EFFECT_WORDS: dict[type, Callable[[Any, int], str]] = {
    MulliganTaken: lambda event, players: "No Diamonds dealt: redeal",
    PowerBlocked: lambda event, players: (
        f"{SUIT_SYMBOLS[event.suit]} {event.suit.label} blocked by immunity"
    ),
    TavernHealed: _healed,
    ShieldRaised: lambda event, players: f"♠ Shield +{event.amount}",
    ImmunityCancelled: lambda event, players: "Immunity cancelled!",
    DamageDealt: _damage,
    EnemyDefeated: _defeated,
    TokenFlipped: lambda event, players: "Jester token: new hand",
}
