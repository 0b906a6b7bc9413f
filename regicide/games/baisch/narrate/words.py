"""Names and sentences: cards, heroes, seats, targets, moves, previews and outcomes."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from regicide.games.baisch.engine import (
    TURN_LIMIT,
    TURN_LIMIT_WARNING,
    AddReservists,
    Attack,
    AttackPreview,
    AttackView,
    Battery,
    Card,
    ChooseSetup,
    ChooseSpoil,
    ChooseStarter,
    Command,
    DrawReason,
    EndTurn,
    Fortify,
    GiveHero,
    Hero,
    JokerDrawHero,
    JokerTakeHero,
    MageReplace,
    MerchantTrade,
    Outcome,
    Phase,
    PlaceDefense,
    PriestDraw,
    RecallSaboteur,
    Resign,
    Sabotage,
    SeatView,
    Spy,
    SpyExtend,
    Suit,
    TakeDefense,
    Target,
    TargetKind,
)
from regicide.i18n import _

SUIT_NAMES = {
    Suit.CLUBS: "Clubs",
    Suit.DIAMONDS: "Diamonds",
    Suit.HEARTS: "Hearts",
    Suit.SPADES: "Spades",
}
SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
RANK_WORDS = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}

HERO_NAMES = {
    Hero.MERCENARIES: "Mercenaries",
    Hero.GENERAL: "General",
    Hero.SPY: "Spy",
    Hero.BATTERY: "Battery Tower",
    Hero.MERCHANT: "Merchant",
    Hero.PRIEST: "Priest",
    Hero.RESERVISTS: "Reservists",
    Hero.LIEUTENANT: "Lieutenant",
    Hero.SABOTEURS: "Saboteurs",
    Hero.FORTIFIED: "Fortified Tower",
    Hero.MAGE: "Mage",
    Hero.WARLORD: "Warlord",
}

#: Each hero in one line (BAISCH.md §13), for the table's tooltips and the tutorial.
HERO_EXPLANATIONS = {
    Hero.MERCENARIES: "Eight figures: add +1 each to an attack, or guard your slots at turn end.",
    Hero.GENERAL: "Three defence actions a turn, takes and places in any mix.",
    Hero.SPY: "Turn an enemy's face-down defence card up; discard a card for two more.",
    Hero.BATTERY: "Block one attack on your defence or King between two of your turns.",
    Hero.MERCHANT: "Once a turn, trade a hand card for the top of the draw pile.",
    Hero.PRIEST: "Once the symbol is set, draw an enemy's card: keep it if it matches.",
    Hero.RESERVISTS: "Four figures: +1 each to an attack, even after the cards are revealed.",
    Hero.LIEUTENANT: "Attack with your own defence cards, alone or with hand cards.",
    Hero.SABOTEURS: "Two figures: a besieged enemy slot cannot be taken back or stacked.",
    Hero.FORTIFIED: "Once a turn, stack a card of the same suit on one of your defence cards.",
    Hero.MAGE: "Once a turn, replace an enemy slot's cards from the deck, faces inverted.",
    Hero.WARLORD: "Attack enemies with your King even while you hold defence cards.",
}


def card_name(card: Card) -> str:
    """'7 of Hearts', 'Queen of Spades', 'Joker'."""
    if card.suit is None:
        return "Joker"
    return f"{RANK_WORDS.get(card.rank, str(card.rank))} of {SUIT_NAMES[card.suit]}"


def card_short(card: Card) -> str:
    """'7♥', 'Q♠', 'Joker' (a player reads words, not the notation's JK)."""
    if card.suit is None:
        return "Joker"
    return card.text[:-1] + SUIT_SYMBOLS[card.suit]


def cards_short(cards: Iterable[Card | None]) -> str:
    """Cards as '7♥ 5♥'; an unseen card shows as '?'."""
    return " ".join("?" if card is None else card_short(card) for card in cards)


def hero_name(hero: Hero) -> str:
    return HERO_NAMES[hero]


SHORT_NAMES = {
    Hero.MERCENARIES: "Mercs",
    Hero.RESERVISTS: "Reserv.",
    Hero.LIEUTENANT: "Lieut.",
    Hero.SABOTEURS: "Sabot.",
}


def hero_short(hero: Hero) -> str:
    """A hero's name in one short word (at most nine letters), for the label under an
    opponent's piece: 'Battery', 'Mercs'."""
    return SHORT_NAMES.get(hero) or HERO_NAMES[hero].split()[0]


def seat_name(seat: int, pov: int | None, *, capital: bool = True) -> str:
    """'You' ('you' inside a sentence) for the seat's own actions, else 'Seat 2' (a name,
    with its capital wherever it stands)."""
    if seat == pov:
        return "You" if capital else "you"
    return f"Seat {seat}"


def target_words(target: Target, pov: int | None) -> str:
    """'Harvest stack A', "Seat 2's slot 1", 'your King'."""
    if target.kind is TargetKind.STACK:
        return f"Harvest stack {'AB'[target.index]}"
    owner = "your" if target.seat == pov else f"Seat {target.seat}'s"
    if target.kind is TargetKind.KING:
        return f"{owner} King"
    return f"{owner} slot {target.index}"


def called_words(seen: SeatView) -> str:
    """Why `seen`'s seat is called to a shared screen when it is not simply its turn: the
    decision it owes and what brought it, from its own view only (B-INFO-2: nothing another
    seat keeps secret, no attacking card before its reveal). "" for a turn of its own."""
    attack, seat = seen.attack, seen.seat
    if seen.phase is Phase.BATTERY and attack is not None:
        return _(
            "Seat {attacker} attacks {target}. Your decision: block the attack with your "
            "Battery Tower, or let it through."
        ).format(attacker=attack.attacker, target=target_words(attack.target, seat))
    if seen.phase is Phase.DRAFT:
        return _("The hero draft: you give a hero of the pool to an opponent.")
    if seen.phase is Phase.START:
        return _("You name the player who starts.")
    if seen.phase is Phase.SPOILS:
        return _("You beat a King: choose the hero you take from the fallen player.")
    if seen.phase is Phase.SETUP:
        return _("Your secret setup: two discards, your King and your defence.")
    return ""


def counted(count: int, one: str, many: str) -> str:
    """'1 Mercenary', '3 Mercenaries': a count with the word that agrees with it."""
    return f"{count} {one if count == 1 else many}"


def mercenaries(count: int) -> str:
    return counted(count, "Mercenary", "Mercenaries")


def reservists(count: int) -> str:
    return counted(count, "Reservist", "Reservists")


def _attack_words(command: Attack) -> str:
    source = "your King" if command.king else cards_short(p.card for p in command.cards)
    verb = "Plunder" if command.target.kind is TargetKind.STACK else "Attack"
    extra = ""
    if command.mercs:
        extra += f" with {mercenaries(command.mercs)}"
    if command.reserves:
        extra += (
            f" and {reservists(command.reserves)}"
            if extra
            else f" with {reservists(command.reserves)}"
        )
    return f"{verb} {target_words(command.target, None)} with {source}{extra}"


MOVE_WORDS: dict[type, Callable[[Any], str]] = {
    ChooseSetup: lambda c: f"Set up with King {card_short(c.choice.king)}",
    GiveHero: lambda c: f"Give the {hero_name(c.hero)}",
    ChooseStarter: lambda c: f"Let Seat {c.seat} start",
    Attack: _attack_words,
    Battery: lambda c: "Block the attack" if c.block else "Let the attack through",
    AddReservists: lambda c: f"Add {reservists(c.count)}" if c.count else "Add no Reservists",
    TakeDefense: lambda c: f"Take slot {c.slot} back",
    PlaceDefense: lambda c: f"Place {card_short(c.card)} in slot {c.slot}",
    JokerDrawHero: lambda c: f"Spend a Joker for the {hero_name(c.hero)}",
    JokerTakeHero: lambda c: f"Spend a Joker to send Seat {c.seat}'s {hero_name(c.hero)} back",
    Spy: lambda c: f"Spy on {target_words(c.target, None)}",
    SpyExtend: lambda c: f"Discard {card_short(c.card)}: two more reveals",
    MerchantTrade: lambda c: f"Trade {card_short(c.card)} with the Merchant",
    PriestDraw: lambda c: f"Send the Priest to Seat {c.seat}",
    Sabotage: lambda c: f"Sabotage Seat {c.seat}'s slot {c.slot}",
    RecallSaboteur: lambda c: f"Recall the Saboteur from Seat {c.seat}'s slot {c.slot}",
    Fortify: lambda c: f"Fortify slot {c.slot} with {card_short(c.card)}",
    MageReplace: lambda c: f"Cast the Mage on Seat {c.seat}'s slot {c.slot}",
    ChooseSpoil: lambda c: f"Keep the {hero_name(c.hero)}",
    Resign: lambda c: "Resign",
    EndTurn: lambda c: _end_words(c.mercs, c.reveal),
}


def move_words(command: Command) -> str:
    """What a move does, in a few plain words."""
    return MOVE_WORDS[type(command)](command)


def _end_words(mercs: tuple[tuple[int, int], ...], reveal: int | None) -> str:
    parts = ["End the turn"]
    if mercs:
        parts.append(", ".join(f"{mercenaries(count)} on slot {slot}" for slot, count in mercs))
    if reveal is not None:
        parts.append(f"revealing slot {reveal}")
    return ", ".join(parts)


def preview_sentence(preview: AttackPreview) -> str:
    """'7♠ + 5♠ = 12 against a face-down card: unknown until revealed'."""
    if preview.king is not None:
        parts = [f"King {card_short(preview.king)}"]
    else:
        parts = [card_short(card) for card in preview.cards]
    if preview.figures:
        parts.append(f"{preview.figures} figures")
    value = "unbeatable" if any(c.is_joker for c in preview.cards) else str(preview.value)
    sum_text = f"{' + '.join(parts)} = {value}"
    if preview.outcome == "never":
        return f"{sum_text} against a Joker on top of the stack: it cannot be beaten"
    if preview.defense is None:
        return f"{sum_text} against a face-down card: unknown until revealed"
    verdict = {"wins": "wins", "ties": "ties, which fails", "loses": "loses"}[preview.outcome]
    return f"{sum_text} against {preview.defense}: {verdict}"


DRAW_CAUSES = {
    DrawReason.REPETITION: "the same position came up a third time",
    DrawReason.TURNS: f"{TURN_LIMIT} turns were played",
}


def attack_words(seen: SeatView, pov: int | None) -> str | None:
    """B-ATK-7: the attack between its declaration and its resolution, as the seat at the
    screen may know it (B-INFO-1): 'Seat 1 attacks Seat 2's slot 1 with 7♠ 5♠: 12 against
    12, a tie so far; Seat 1 may add Reservists.'"""
    attack = seen.attack
    if attack is None:
        return None
    who = seat_name(attack.attacker, pov)
    verb = "plunders" if attack.target.kind is TargetKind.STACK else "attacks"
    if who == "You":
        verb = verb[:-1]
    source, base = _attack_source(seen, attack)
    figures = [mercenaries(attack.mercs)] if attack.mercs else []
    figures += [reservists(attack.reserves)] if attack.reserves else []
    said = f"{who} {verb} {target_words(attack.target, pov)} with {' + '.join([source, *figures])}"
    if base is not None:
        total = base + attack.mercs + attack.reserves
        said += f": {'unbeatable' if attack.joker else total}"
        defense = _revealed_defense(seen, attack.target) if attack.revealed else None
        if defense is not None:
            said += f" against {defense}"
    waits = {
        Phase.BATTERY: f"; {seat_name(attack.target.seat, pov, capital=False)} may block it "
        "(Battery Tower)",
        Phase.RESERVE: f"; {seat_name(attack.attacker, pov, capital=False)} may add Reservists",
    }
    return said + waits.get(seen.phase, "") + "."


def _attack_source(seen: SeatView, attack: AttackView) -> tuple[str, int | None]:
    """The attack's source in words, and its value when the seat knows it."""
    if attack.king:
        king = seen.player(attack.attacker).king
        if king is None:
            return "the King", None
        return f"the King {card_short(king)}", king.attack_value
    cards = [played.card for played in attack.cards if played is not None]
    if len(cards) < len(attack.cards):
        if attack.joker:
            return "a Joker", None
        return counted(len(attack.cards), "face-down card", "face-down cards"), None
    return cards_short(cards), sum(card.attack_value for card in cards)


def _revealed_defense(seen: SeatView, target: Target) -> str | None:
    """The defence value of a revealed target ('a Joker' on a Harvest stack)."""
    if target.kind is TargetKind.STACK:
        top = seen.stacks[target.index][-1] if seen.stacks[target.index] else None
        if top is None:
            return None
        return "a Joker" if top.is_joker else str(top.rank)
    player = seen.player(target.seat)
    if target.kind is TargetKind.KING:
        return None if player.king is None else str(player.king.defense_value)
    slot = player.slots[target.index - 1]
    if any(card is None for card in slot.cards):
        return None
    return str(sum(card.defense_value for card in slot.cards if card is not None) + slot.mercs)


def draw_words(seats: tuple[int, ...], reason: DrawReason | None, pov: int | None) -> str:
    """B-WIN-2/3: 'A draw: the same position came up a third time. Seat 2 and you share
    it.'"""
    cause = DRAW_CAUSES.get(reason, "") if reason is not None else ""
    names = [seat_name(seat, pov, capital=False) for seat in seats]
    sharers = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else "".join(names)
    head = f"A draw: {cause}." if cause else "A draw."
    return f"{head} {sharers[:1].upper()}{sharers[1:]} share it." if sharers else head


def turn_limit_words(turn: int) -> str | None:
    """B-WIN-3: from turn 380 on, how many turns are left before the game ends drawn."""
    if turn < TURN_LIMIT_WARNING or turn > TURN_LIMIT:
        return None
    left = TURN_LIMIT - turn
    if not left:
        return "The last turn: the game ends in a draw after it."
    return f"{left} turn{'' if left == 1 else 's'} left before the game ends in a draw."


def outcome_summary(outcome: Outcome, pov: int | None) -> str:
    """The end screen's sentence."""
    if outcome.drawn:
        return draw_words(outcome.drawn, outcome.reason, pov)
    if not outcome.winners:
        return "The game ended without a winner."
    winner = outcome.winners[0]
    who = "You win" if winner == pov else f"Seat {winner} wins"
    turns = f"{outcome.turns} turn" + ("" if outcome.turns == 1 else "s")
    ranks = ("second", "third", "fourth", "fifth", "sixth")
    places = ", ".join(
        f"Seat {seat} {rank}" for seat, rank in zip(outcome.places, ranks, strict=False)
    )
    tail = f" ({places})" if places else ""
    return f"{who} after {turns}, the last player standing{tail}."
