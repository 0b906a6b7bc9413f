"""Each seen event as a line from one seat's point of view (`pov`; None for a spectator):
only what that seat may know is named, because the events given are already redacted by
the engine's `seen_by` (BAISCH.md §16)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from regicide.games.baisch import engine as ev
from regicide.games.baisch.engine import (
    AttackDeclaredUnseen,
    CardHiddenUnseen,
    CardsMovedUnseen,
    DeckShuffledUnseen,
    Game,
    GraveyardReshuffledUnseen,
    HandsDealtUnseen,
    PlayerConqueredUnseen,
    PriestDrewUnseen,
    SeenEvent,
    SetupChosenUnseen,
    StacksBuiltUnseen,
    seen_events,
)
from regicide.games.baisch.narrate.words import (
    SUIT_SYMBOLS,
    card_short,
    cards_short,
    draw_words,
    hero_name,
    seat_name,
    target_words,
)
from regicide.games.kernel import plural
from regicide.games.protocol import Line, Tone

Words = Callable[[Any, "int | None"], str]
STACKS = "AB"


def _who(seat: int, pov: int | None) -> str:
    return seat_name(seat, pov)


def _whose(seat: int, pov: int | None, *, capital: bool = False) -> str:
    """'your' / "Seat 2's" ('Your' to open a sentence): a seat is named as a name, with a
    capital, wherever it stands."""
    if seat == pov:
        return "Your" if capital else "your"
    return f"Seat {seat}'s"


def _count(number: int, word: str) -> str:
    """'1 Mercenary', '3 Mercenaries', '2 cards'."""
    if number == 1:
        return f"1 {SINGULAR.get(word, word[:-1])}"
    return f"{number} {word}"


SINGULAR = {"Mercenaries": "Mercenary", "Reservists": "Reservist"}


def _dealt(e: HandsDealtUnseen, pov: int | None) -> str:
    line = f"Each player was dealt {e.sizes[0]} cards."
    return f"{line} You got {cards_short(e.hand)}." if e.hand else line


def _chosen(e: ev.SetupChosen, pov: int | None) -> str:
    choice = e.choice
    defense = cards_short(card for card in choice.defense if card) or "nothing"
    return (
        f"{_who(e.seat, pov)} chose King {card_short(choice.king)}, defence {defense}, "
        f"discards {cards_short(choice.discard)}."
    )


def _stacks(e: StacksBuiltUnseen, pov: int | None) -> str:
    shown = ", ".join(f"{STACKS[i]} shows {cards_short(s[:1])}" for i, s in enumerate(e.stacks))
    return f"The Harvest stacks were built: {shown}."


def _declared(e: ev.AttackDeclared, pov: int | None) -> str:
    source = "the King" if e.king else cards_short(played.card for played in e.cards)
    return f"{_who(e.seat, pov)} attacked {target_words(e.target, pov)} with {source}{_figures(e)}."


def _declared_unseen(e: AttackDeclaredUnseen, pov: int | None) -> str:
    source = "a Joker" if e.joker else _count(e.count, "face-down cards")
    return f"{_who(e.seat, pov)} attacked {target_words(e.target, pov)} with {source}{_figures(e)}."


def _figures(e: ev.AttackDeclared | AttackDeclaredUnseen) -> str:
    parts = [_count(e.mercs, "Mercenaries")] * bool(e.mercs)
    parts += [_count(e.reserves, "Reservists")] * bool(e.reserves)
    return " and " + " and ".join(parts) if parts else ""


def _resolved(e: ev.AttackResolved, pov: int | None) -> str:
    if e.defense_value < 0:
        return f"{e.attack_value} against a Joker on the stack: the attack fails."
    verdict = {"won": "wins", "tied": "ties and fails", "lost": "fails"}[e.result]
    return f"{e.attack_value} against {e.defense_value}: the attack {verdict}."


def _moved(e: CardsMovedUnseen, pov: int | None) -> str:
    cards = cards_short(e.cards)
    if e.kind == "plunder":
        return f"{_who(e.seat, pov)} plundered stack {STACKS[e.place]}: {cards}."
    if e.kind == "rebuild":
        return f"Stack {STACKS[e.place]} was rebuilt: {cards}."
    if e.kind == "take":
        return f"{_who(e.seat, pov)} took slot {e.place} back: {cards}."
    return f"The Mage refilled {_whose(e.seat, pov)} slot {e.place}: {cards}."


def _hidden(e: CardHiddenUnseen, pov: int | None) -> str:
    if e.kind == "cover":
        return f"A face-down card covers stack {STACKS[e.place]}."
    if e.kind == "place":
        return f"{_who(e.seat, pov)} placed a card face down in slot {e.place}."
    if e.kind == "fortify":
        return f"{_who(e.seat, pov)} fortified slot {e.place} with a face-down card."
    return f"{_who(e.seat, pov)} drew a card with the Merchant."


def _priest(e: ev.PriestDrew, pov: int | None) -> str:
    fate = "kept it" if e.kept else "gave it back"
    victim = "you" if e.victim == pov else f"Seat {e.victim}"
    return (
        f"{_who(e.seat, pov)} drew {card_short(e.card)} from {victim} with the Priest and {fate}."
    )


def _priest_unseen(e: PriestDrewUnseen, pov: int | None) -> str:
    fate = "kept it" if e.kept else "gave it back"
    return f"{_who(e.seat, pov)} drew a card from seat {e.victim} with the Priest and {fate}."


def _fell(e: ev.PlayerFell, pov: int | None) -> str:
    how = "resigned" if e.resigned else "lost a King attack"
    return f"{_who(e.seat, pov)} {how} and left the game: {cards_short(e.cards)} to the graveyard."


def _spy(e: ev.SpyRevealed, pov: int | None) -> str:
    place = "King" if e.slot == 0 else f"slot {e.slot}"
    return f"{_who(e.seat, pov)} spied on {_whose(e.victim, pov)} {place}: {card_short(e.card)}."


def _end(e: ev.TurnEnded, pov: int | None) -> str:
    placed = ", ".join(f"{_count(n, 'Mercenaries')} on slot {slot}" for slot, n in e.mercs)
    return f"{_who(e.seat, pov)} ended the turn" + (f", placing {placed}." if placed else ".")


LINES: dict[type, Words] = {
    ev.DeckShuffled: lambda e, p: "The deck was shuffled.",
    DeckShuffledUnseen: lambda e, p: "The deck was shuffled.",
    ev.HandsDealt: lambda e, p: f"Each player was dealt {len(e.hands[0])} cards.",
    HandsDealtUnseen: _dealt,
    ev.DraftOrderDrawn: lambda e, p: (
        "Draft order: " + ", ".join(f"Seat {s}" for s in e.order) + "."
    ),
    ev.StarterDrawn: lambda e, p: f"{_who(e.seat, p)} will start.",
    ev.SetupChosen: _chosen,
    SetupChosenUnseen: lambda e, p: f"{_who(e.seat, p)} made a secret setup choice.",
    ev.SetupRevealed: lambda e, p: (
        "Setups revealed; discarded: " + cards_short(c for cards in e.discards for c in cards) + "."
    ),
    ev.StacksBuilt: lambda e, p: "The Harvest stacks were built.",
    StacksBuiltUnseen: _stacks,
    ev.HeroGiven: lambda e, p: (
        f"{_who(e.chooser, p)} gave {seat_name(e.receiver, p, capital=False)} "
        f"the {hero_name(e.hero)}."
    ),
    ev.DraftMoved: lambda e, p: "The next chooser takes over.",
    ev.DraftEnded: lambda e, p: "The hero draft is over.",
    ev.StarterChosen: lambda e, p: f"{_who(e.seat, p)} will start.",
    ev.TurnBegan: lambda e, p: f"Turn {e.turn}: {_whose(e.seat, p)} turn.",
    ev.HeroesAwakened: lambda e, p: (
        f"{_who(e.seat, p)} can now use: " + ", ".join(map(hero_name, e.heroes)) + "."
    ),
    ev.BatteryRecharged: lambda e, p: (
        f"{_whose(e.seat, p, capital=True)} Battery Tower is active again."
    ),
    ev.FiguresRecruited: lambda e, p: f"{_who(e.seat, p)} recruited {e.count} {hero_name(e.hero)}.",
    ev.TurnEnded: _end,
    ev.DefenseRevealed: lambda e, p: (
        f"{_who(e.seat, p)} revealed slot {e.slot}: {cards_short(e.cards)}."
    ),
    ev.KingRevealed: lambda e, p: (
        f"{_whose(e.seat, p, capital=True)} King is face up: {card_short(e.card)}."
    ),
    ev.AttackDeclared: _declared,
    AttackDeclaredUnseen: _declared_unseen,
    ev.SymbolSet: lambda e, p: f"The attack symbol is now {SUIT_SYMBOLS[e.suit]}.",
    ev.BlockOffered: lambda e, p: f"{_who(e.defender, p)} may block with the Battery Tower.",
    ev.AttackBlocked: lambda e, p: (
        f"{_who(e.defender, p)} blocked the attack with the Battery Tower."
    ),
    ev.AttackAllowed: lambda e, p: f"{_who(e.defender, p)} let the attack through.",
    ev.AttackRevealed: lambda e, p: (
        "The attack cards: " + cards_short(played.card for played in e.cards) + "."
    ),
    ev.StackTopRevealed: lambda e, p: f"Stack {STACKS[e.stack]} shows {card_short(e.card)} on top.",
    ev.SlotRevealed: lambda e, p: (
        f"The defence of {_whose(e.seat, p)} slot {e.slot}: {cards_short(e.cards)}."
    ),
    ev.ReserveOffered: lambda e, p: f"{_who(e.seat, p)} may add Reservists.",
    ev.ReservistsAdded: lambda e, p: f"{_who(e.seat, p)} added {_count(e.count, 'Reservists')}.",
    ev.AttackResolved: _resolved,
    ev.StackPlundered: lambda e, p: (
        f"{_who(e.seat, p)} plundered stack {STACKS[e.stack]}: {cards_short(e.cards)}."
    ),
    CardsMovedUnseen: _moved,
    ev.StackCovered: lambda e, p: (
        f"{card_short(e.card)} covers stack {STACKS[e.stack]}, face down."
    ),
    CardHiddenUnseen: _hidden,
    ev.StackRebuilt: lambda e, p: f"Stack {STACKS[e.stack]} was rebuilt: {cards_short(e.cards)}.",
    ev.SlotConquered: lambda e, p: (
        f"{_who(e.seat, p)} won {_whose(e.victim, p)} slot {e.slot}: {cards_short(e.cards)}."
    ),
    ev.AttackCardsDiscarded: lambda e, p: (
        f"{cards_short(e.cards)} went to the graveyard."
        if e.cards
        else "The King returns to its slot."
    ),
    ev.GraveyardReshuffled: lambda e, p: "The graveyard was shuffled into a new draw pile.",
    GraveyardReshuffledUnseen: lambda e, p: (
        f"The graveyard ({plural(e.size, 'card')}) became the draw pile."
    ),
    ev.PlayerConquered: lambda e, p: (
        f"{_who(e.by, p)} beat {_whose(e.seat, p)} King and took {cards_short(e.cards)}."
    ),
    PlayerConqueredUnseen: lambda e, p: (
        f"{_who(e.by, p)} beat {_whose(e.seat, p)} King and took {plural(e.count, 'card')}."
    ),
    ev.PlayerFell: _fell,
    ev.SpoilsOffered: lambda e, p: (
        f"{_who(e.seat, p)} may keep one of: " + ", ".join(map(hero_name, e.heroes)) + "."
    ),
    ev.SpoilTaken: lambda e, p: f"{_who(e.seat, p)} took the {hero_name(e.hero)}.",
    ev.HeroesReturned: lambda e, p: (
        "Back to the pool: " + ", ".join(map(hero_name, e.heroes)) + "."
    ),
    ev.GameWon: lambda e, p: "You win!" if e.seat == p else f"Seat {e.seat} wins!",
    ev.GameDrawn: lambda e, p: draw_words(e.seats, e.reason, p),
    ev.DefenseTaken: lambda e, p: (
        f"{_who(e.seat, p)} took slot {e.slot} back: {cards_short(e.cards)}."
    ),
    ev.DefensePlaced: lambda e, p: (
        f"{_who(e.seat, p)} placed {card_short(e.card)} face down in slot {e.slot}."
    ),
    ev.HeroDrawn: lambda e, p: f"{_who(e.seat, p)} spent a Joker on the {hero_name(e.hero)}.",
    ev.HeroTaken: lambda e, p: (
        f"{_who(e.seat, p)} spent a Joker to send the {hero_name(e.hero)} "
        f"of {_whose(e.victim, p)} back to the pool."
    ),
    ev.SpyRevealed: _spy,
    ev.SpyExtended: lambda e, p: (
        f"{_who(e.seat, p)} discarded {card_short(e.card)} for two more Spy reveals."
    ),
    ev.MerchantTraded: lambda e, p: (
        f"{_who(e.seat, p)} traded {card_short(e.card)} with the Merchant."
    ),
    ev.MerchantDrew: lambda e, p: f"{_who(e.seat, p)} drew {card_short(e.card)}.",
    ev.PriestDrew: _priest,
    PriestDrewUnseen: _priest_unseen,
    ev.Sabotaged: lambda e, p: (
        f"{_who(e.seat, p)} put a Saboteur on {_whose(e.victim, p)} slot {e.slot}."
    ),
    ev.SaboteurRecalled: lambda e, p: (
        f"{_who(e.seat, p)} recalled the Saboteur from {_whose(e.victim, p)} slot {e.slot}."
    ),
    ev.Fortified: lambda e, p: (
        f"{_who(e.seat, p)} fortified slot {e.slot} with {card_short(e.card)}."
    ),
    ev.MageCleared: lambda e, p: (
        f"{_who(e.seat, p)} cast the Mage on {_whose(e.victim, p)} "
        f"slot {e.slot}: {cards_short(e.cards)} to the graveyard."
    ),
    ev.SlotRefilled: lambda e, p: (
        f"The Mage refilled {_whose(e.victim, p)} slot {e.slot}: {cards_short(e.cards)}."
    ),
}


def event_line(event: SeenEvent, pov: int | None) -> str:
    """One seen event in words, from seat `pov`'s side."""
    return LINES[type(event)](event, pov)


#: The colour of an event's line in the log (every other line is plain text).
TONES: dict[type, Tone] = {
    ev.TurnBegan: Tone.ACCENT,
    ev.GameWon: Tone.GOOD,
    ev.GameDrawn: Tone.HIGHLIGHT,
    ev.SlotConquered: Tone.GOOD,
    ev.StackPlundered: Tone.GOOD,
    ev.PlayerConquered: Tone.DANGER,
    PlayerConqueredUnseen: Tone.DANGER,
    ev.PlayerFell: Tone.DANGER,
    ev.AttackBlocked: Tone.HIGHLIGHT,
    ev.AttackResolved: Tone.HIGHLIGHT,
    ev.DraftMoved: Tone.DIM,
    ev.AttackCardsDiscarded: Tone.DIM,
    ev.StackCovered: Tone.DIM,
    CardHiddenUnseen: Tone.DIM,
}


def seen_lines(events: Iterable[SeenEvent], pov: int | None) -> list[Line]:
    """Seen events as the log's lines, each with its tone."""
    return [(event_line(event, pov), TONES.get(type(event), Tone.TEXT)) for event in events]


def step_summary(lines: list[Line]) -> str:
    """A computer's move in one short paragraph for the table: what it did (the first line)
    and what came of it (the verdict, a win or a loss), the bookkeeping left to the log."""
    said = [lines[0][0]] if lines else []
    said += [words for words, tone in lines[1:] if tone in SUMMED][: SUMMARY_LINES - 1]
    return " ".join(said)


SUMMED = (Tone.HIGHLIGHT, Tone.GOOD, Tone.DANGER)
SUMMARY_LINES = 3


def log_lines(game: Game, seat: int | None) -> list[str]:
    """The game so far as `seat` may read it (for `regicide log` and the table's log)."""
    lines = [event_line(e, seat) for e in seen_events(game.setup, seat, game.origin)]
    for number, turn in enumerate(game.history):
        before = game.state_after(number)
        lines.extend(event_line(e, seat) for e in seen_events(turn.events, seat, before))
    return lines
