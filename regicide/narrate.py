"""Every word players read about cards, seats, moves and events (no pygame).

The table's banner, preview panel, floating effects, seat panels and end screens, and later the
game log, all take their words from here, so a card is written the same way everywhere
("A♥ 10♠", never the record notation "AH 10S", which belongs to files and the command line).
Lines for panels carry a `Tone` (good news, danger, ...) that the UI maps to theme colours.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from typing import Any

from regicide.engine import (
    JESTER,
    RANK_NAMES,
    SOLO_TOKENS,
    TOTAL_ENEMIES,
    Card,
    Command,
    DamageDealt,
    Discard,
    EnemyAttacked,
    EnemyDefeated,
    Event,
    FlipToken,
    ImmunityCancelled,
    MulliganTaken,
    Phase,
    PlayCards,
    PlayPreview,
    PowerBlocked,
    SeatView,
    ShieldRaised,
    Status,
    Suit,
    TavernHealed,
    TokenFlipped,
    Yield,
    Yielded,
    parse_cards,
)
from regicide.store.library import SaveEntry
from regicide.story import Story

SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
RANK_TITLES = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
_NUMBER_WORDS = {
    2: "Two",
    3: "Three",
    4: "Four",
    5: "Five",
    6: "Six",
    7: "Seven",
    8: "Eight",
    9: "Nine",
    10: "Ten",
}
# A card written in record notation inside an engine sentence ("You don't hold 7H.").
_NOTATION = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b|\bJKR\b")


class Tone(str, Enum):
    """What a line means, for its colour: the UI maps each tone to a theme colour."""

    TEXT = "text"
    DIM = "dim"
    GOOD = "good"
    DANGER = "danger"
    ACCENT = "accent"
    HIGHLIGHT = "highlight"


Line = tuple[str, Tone]


# -- cards and seats ----------------------------------------------------------------------------


def card_name(card: Card) -> str:
    """A card as players write it: "A♥", "10♠", "Jester"."""
    if card.suit is None:
        return "Jester"
    return RANK_NAMES[card.rank] + SUIT_SYMBOLS[card.suit]


def cards_text(cards: Iterable[Card]) -> str:
    """Several cards: "5♣ 5♦"."""
    return " ".join(card_name(card) for card in cards)


def card_title(card: Card) -> str:
    """A card in full: "Jack of Spades", "Seven of Hearts", "Jester"."""
    if card.suit is None:
        return "Jester"
    rank = RANK_TITLES.get(card.rank) or _NUMBER_WORDS[card.rank]
    return f"{rank} of {card.suit.label}"


def readable(sentence: str) -> str:
    """An engine sentence with its record notation turned into card names ("7H" -> "7♥")."""

    def name(match: re.Match[str]) -> str:
        if match.group(0) == "JKR":
            return card_name(JESTER)
        return match.group(1) + SUIT_SYMBOLS[Suit(match.group(2))]

    return _NOTATION.sub(name, sentence)


def seat_name(seat: int, players: int) -> str:
    """ "You" in a solo game, else "Seat 2"."""
    return "You" if players == 1 else f"Seat {seat}"


def enemy_title(view: SeatView) -> str:
    """The current enemy in full ("Queen of Hearts"), or "" between enemies."""
    return card_title(view.enemy) if view.enemy is not None else ""


def defeated_text(defeated: int) -> str:
    """Progress through the castle: "3 of 12 defeated"."""
    return f"{defeated} of {TOTAL_ENEMIES} defeated"


def tokens_text(tokens_left: int) -> str:
    """R-SOLO-1: "Jester tokens: 2 left"."""
    return f"Jester tokens: {tokens_left} left" if tokens_left else "Jester tokens: none left"


def tokens_used(tokens_left: int) -> int:
    return SOLO_TOKENS - tokens_left


def immunity_text(suit: Suit, cancelled: bool) -> str:
    """R-POW-2, R-JEST-1: the enemy's immunity, in words (not by colour alone)."""
    symbol = SUIT_SYMBOLS[suit]
    if cancelled:
        return f"{symbol} immunity cancelled"
    return f"Immune to {symbol} {suit.label}"


def hand_caption(view: SeatView) -> str:
    """The viewer's hand label: "Your hand (6 of 8)" or "Seat 2: your hand (5 of 7)"."""
    count, limit = len(view.hand), view.hand_limit
    if view.players == 1:
        return f"Your hand ({count} of {limit})"
    return f"{seat_name(view.seat, view.players)}: your hand ({count} of {limit})"


def seat_detail(count: int, limit: int, yielded: bool) -> str:
    """Another seat's panel: "4/7 cards · yielded"."""
    return f"{count}/{limit} cards" + (" · yielded" if yielded else "")


# -- what to do now -------------------------------------------------------------------------------


def banner_text(view: SeatView, can_yield: bool, can_flip: bool) -> str:
    """The instruction that always says what to do now (the preview panel gives details)."""
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
    return f"{seat_name(view.current, view.players)}: {instruction}"


def _either(options: Sequence[str]) -> str:
    """ "a", "a or b", "a, b or c"."""
    if len(options) == 1:
        return options[0]
    return f"{', '.join(options[:-1])} or {options[-1]}"


def move_text(command: Command) -> str:
    """A move as players say it: "Play A♥ 10♠", "Yield", "Discard 9♣"."""
    if isinstance(command, PlayCards):
        return f"Play {cards_text(command.cards)}"
    if isinstance(command, Discard):
        return f"Discard {cards_text(command.cards)}"
    if isinstance(command, Yield):
        return "Yield"
    if isinstance(command, FlipToken):
        return "Flip a Jester token"
    return f"Seat {command.seat} goes next"


# -- the preview panel (engine's preview_play, in words) ------------------------------------------


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
        return [(then + f": you would keep only {preview.kept_value}!", Tone.DANGER)]
    return [(then + f" (you keep {preview.kept_value})", Tone.TEXT)]


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


def effect_text(event: Event, players: int) -> str | None:
    """The few words that float over the table when `event` happens, if any."""
    words = _EFFECT_WORDS.get(type(event))
    return words(event, players) if words else None


def defeat_title(enemy: Card) -> str:
    """The headline of an enemy's fall, in plain words (title fonts have no suit symbols)."""
    return f"{card_title(enemy)} defeated!"


def victory_text() -> str:
    """R-END-1: the last enemy fell."""
    return "The castle has fallen!"


def _yielded(event: Yielded, players: int) -> str:
    return f"{seat_name(event.seat, players)} yield" + ("" if players == 1 else "s")


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


def _attacked(event: EnemyAttacked, players: int) -> str:
    if event.damage == 0:
        return "The shield holds: no damage"
    who = seat_name(event.seat, players)
    return f"{who} take{'' if players == 1 else 's'} {event.damage} damage"


_EFFECT_WORDS: dict[type, Callable[[Any, int], str]] = {
    MulliganTaken: lambda event, players: "No Diamonds dealt: redeal",
    Yielded: _yielded,
    PowerBlocked: lambda event, players: (
        f"{SUIT_SYMBOLS[event.suit]} {event.suit.label} blocked by immunity"
    ),
    TavernHealed: _healed,
    ShieldRaised: lambda event, players: f"♠ Shield +{event.amount}",
    ImmunityCancelled: lambda event, players: "Immunity cancelled!",
    DamageDealt: _damage,
    EnemyDefeated: _defeated,
    EnemyAttacked: _attacked,
    TokenFlipped: lambda event, players: "Jester token: new hand",
}


# -- the end of a game ------------------------------------------------------------------------

#: A title for how far the castle fell, by enemies defeated (a loss still shows progress).
PROGRESS_TITLES = (
    "Gatecrasher",
    "Squire",
    "Sergeant",
    "Knight",
    "Jackbreaker",
    "Baron",
    "Viscount",
    "Earl",
    "Queensbane",
    "Marquess",
    "Duke",
    "Pretender",
    "Regicide",
)


def progress_title(defeated: int) -> str:
    """The title a game earns by its enemies defeated: 0 "Gatecrasher" … 12 "Regicide"."""
    return PROGRESS_TITLES[max(0, min(defeated, TOTAL_ENEMIES))]


def duration_text(seconds: float) -> str:
    """ "4:05" for minutes and seconds, "1:02:09" past an hour."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def story_tiles(story: Story, seconds: float | None) -> list[tuple[str, str]]:
    """The end screen's numbers as (value, caption) pairs, most telling first."""
    tiles = [
        (f"{story.enemies_defeated}/{TOTAL_ENEMIES}", "enemies defeated"),
        (str(story.damage), "damage dealt"),
        (str(story.moves), "moves"),
    ]
    if seconds is not None:
        tiles.append((duration_text(seconds), "time played"))
    if story.biggest_hit:
        cards = cards_text(parse_cards(story.biggest_play))
        tiles.append((str(story.biggest_hit), f"biggest hit ({cards})"))
    tiles.append(
        (str(story.exact_kills), "exact kills" if story.exact_kills != 1 else "exact kill")
    )
    tiles.append((str(story.tavern_left), "cards left in the tavern"))
    return tiles


# -- replays ------------------------------------------------------------------------------------


def move_line(seat: int, players: int, command: Command) -> str:
    """One entry of a game's move list: "Seat 2: Play A♥ 10♠" ("Play A♥ 10♠" in solo)."""
    move = move_text(command)
    return move if players == 1 else f"{seat_name(seat, players)}: {move}"


def replay_caption(moves_done: int, moves: int, status: Status) -> str:
    """Where a replay stands: "Move 12 of 40", the start, or how the game ended."""
    if moves_done == 0:
        return f"The deal · {moves} moves to come"
    ending = {Status.WON: " · won", Status.LOST: " · lost"}.get(status, "")
    return f"Move {moves_done} of {moves}{ending}"


def tavern_order_text(tavern: Sequence[Card], shown: int = 16) -> str:
    """The tavern's next cards, top first (a replay's spoiler view)."""
    head = cards_text(tavern[:shown])
    more = len(tavern) - shown
    return head + (f" … and {more} more" if more > 0 else "") if tavern else "The tavern is empty"


# -- lists of games ---------------------------------------------------------------------------


def when_text(stamp: str) -> str:
    """ "2026-11-23T07:40:12" as "2026-11-23 07:40" (anything else as it is)."""
    return stamp.replace("T", " ")[:16] if "T" in stamp else stamp


def save_columns(entry: SaveEntry) -> tuple[str, str, str, str, str, str]:
    """One row of the saves list: name, when, players, enemies, status, assisted."""
    if entry.problem is not None:
        return (entry.name, when_text(entry.saved_at), "", "", "unreadable", "")
    status = {"won": "won", "lost": "lost"}.get(entry.status or "", "in play")
    return (
        entry.name,
        when_text(entry.saved_at),
        str(entry.players),
        f"{entry.enemies_defeated}/{TOTAL_ENEMIES}",
        status,
        "yes" if entry.assisted else "",
    )


# -- deals, codes and the daily deal -----------------------------------------------------------


def variant_names(enabled: Sequence[str]) -> str:
    """Variant flags in words: "strict discard, open hands" (or "official rules")."""
    return ", ".join(name.replace("_", " ") for name in enabled) or "official rules"


def deal_text(players: int, variants: Sequence[str]) -> str:
    """What a code deals: "A deal for 2 players · strict discard"."""
    who = "a solo deal" if players == 1 else f"a deal for {players} players"
    return f"{who[0].upper()}{who[1:]} · {variant_names(variants)}"


def code_line(code: str | None) -> str:
    """The line that shows a game's code ("" for a game that has none)."""
    return f"Deal code {code}" if code else ""


def daily_title(day: str) -> str:
    return f"Daily deal · {day}"
