"""Names and sentences: cards, heroes, seats, targets, moves, previews and outcomes. Every word
goes through the translation seam (regicide.i18n) when it is said, never at import: the
tables hold English marked with `N_`, translated where they are shown."""

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
from regicide.i18n import N_, _, ngettext, pgettext, word_list

SUIT_NAMES = {
    Suit.CLUBS: N_("Clubs"),
    Suit.DIAMONDS: N_("Diamonds"),
    Suit.HEARTS: N_("Hearts"),
    Suit.SPADES: N_("Spades"),
}
SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
RANK_WORDS = {11: N_("Jack"), 12: N_("Queen"), 13: N_("King"), 14: N_("Ace")}

HERO_NAMES = {
    Hero.MERCENARIES: N_("Mercenaries"),
    Hero.GENERAL: N_("General"),
    Hero.SPY: N_("Spy"),
    Hero.BATTERY: N_("Battery Tower"),
    Hero.MERCHANT: N_("Merchant"),
    Hero.PRIEST: N_("Priest"),
    Hero.RESERVISTS: N_("Reservists"),
    Hero.LIEUTENANT: N_("Lieutenant"),
    Hero.SABOTEURS: N_("Saboteurs"),
    Hero.FORTIFIED: N_("Fortified Tower"),
    Hero.MAGE: N_("Mage"),
    Hero.WARLORD: N_("Warlord"),
}

#: Each hero in one line (BAISCH.md §13), for the table's tooltips and the tutorial (English,
#: marked: `hero_explanation` says it in the player's language).
HERO_EXPLANATIONS = {
    Hero.MERCENARIES: N_(
        "Eight figures: add +1 each to an attack, or guard your slots at turn end."
    ),
    Hero.GENERAL: N_("Three defence actions a turn, takes and places in any mix."),
    Hero.SPY: N_("Turn an enemy's face-down defence card up; discard a card for two more."),
    Hero.BATTERY: N_("Block one attack on your defence or King between two of your turns."),
    Hero.MERCHANT: N_("Once a turn, trade a hand card for the top of the draw pile."),
    Hero.PRIEST: N_("Once the symbol is set, draw an enemy's card: keep it if it matches."),
    Hero.RESERVISTS: N_("Four figures: +1 each to an attack, even after the cards are revealed."),
    Hero.LIEUTENANT: N_("Attack with your own defence cards, alone or with hand cards."),
    Hero.SABOTEURS: N_("Two figures: a besieged enemy slot cannot be taken back or stacked."),
    Hero.FORTIFIED: N_("Once a turn, stack a card of the same suit on one of your defence cards."),
    Hero.MAGE: N_("Once a turn, replace an enemy slot's cards from the deck, faces inverted."),
    Hero.WARLORD: N_("Attack enemies with your King even while you hold defence cards."),
}


def hero_explanation(hero: Hero) -> str:
    """The hero's power in one line, in the player's language."""
    return _(HERO_EXPLANATIONS[hero])


def suit_name(suit: Suit) -> str:
    """'Hearts', 'Herz', 'Cœur'."""
    return _(SUIT_NAMES[suit])


def card_name(card: Card) -> str:
    """'7 of Hearts', 'Queen of Spades', 'Joker'."""
    if card.suit is None:
        return _("Joker")
    rank = RANK_WORDS.get(card.rank)
    # TRANSLATORS: a card's name: its rank ("7", "Queen") and its suit ("Hearts").
    return _("{rank} of {suit}").format(
        rank=_(rank) if rank else str(card.rank), suit=suit_name(card.suit)
    )


def card_short(card: Card) -> str:
    """'7♥', 'Q♠', 'Joker' (a player reads words, not the notation's JK)."""
    if card.suit is None:
        return _("Joker")
    return card.text[:-1] + SUIT_SYMBOLS[card.suit]


def cards_short(cards: Iterable[Card | None]) -> str:
    """Cards as '7♥ 5♥'; an unseen card shows as '?'."""
    return " ".join("?" if card is None else card_short(card) for card in cards)


def hero_name(hero: Hero) -> str:
    return _(HERO_NAMES[hero])


def _short_names() -> dict[Hero, str]:
    """The heroes' names in one short word (a context of their own: a language whose full
    name is long, as French "Seigneur de guerre", says it shorter here)."""
    return {
        Hero.MERCENARIES: pgettext("short hero name", "Mercs"),
        Hero.GENERAL: pgettext("short hero name", "General"),
        Hero.SPY: pgettext("short hero name", "Spy"),
        Hero.BATTERY: pgettext("short hero name", "Battery"),
        Hero.MERCHANT: pgettext("short hero name", "Merchant"),
        Hero.PRIEST: pgettext("short hero name", "Priest"),
        Hero.RESERVISTS: pgettext("short hero name", "Reserv."),
        Hero.LIEUTENANT: pgettext("short hero name", "Lieut."),
        Hero.SABOTEURS: pgettext("short hero name", "Sabot."),
        Hero.FORTIFIED: pgettext("short hero name", "Fortified"),
        Hero.MAGE: pgettext("short hero name", "Mage"),
        Hero.WARLORD: pgettext("short hero name", "Warlord"),
    }


def hero_short(hero: Hero) -> str:
    """A hero's name in one short word (at most nine letters), for the label under an
    opponent's piece: 'Battery', 'Mercs'."""
    return _short_names()[hero]


def seat_name(seat: int, pov: int | None, *, capital: bool = True) -> str:
    """'You' ('you' inside a sentence) for the seat's own actions, else 'Seat 2' (a name,
    with its capital wherever it stands)."""
    if seat == pov:
        return _("You") if capital else _("you")
    return _("Seat {seat}").format(seat=seat)


def stack_name(index: int) -> str:
    """'Harvest stack A'."""
    return _("Harvest stack {stack}").format(stack="AB"[index])


def target_words(target: Target, pov: int | None) -> str:
    """'Harvest stack A', "Seat 2's slot 1", 'your King': what an attack or a hero aims at, as
    the object of a verb."""
    if target.kind is TargetKind.STACK:
        return stack_name(target.index)
    return owned_place(target.seat, 0 if target.kind is TargetKind.KING else target.index, pov)


def owned_place(seat: int, slot: int, pov: int | None) -> str:
    """A seat's King (`slot` 0) or defence slot as the object of a verb: 'your King',
    "Seat 2's slot 1"."""
    if slot == 0:
        if seat == pov:
            # TRANSLATORS: the object of a verb ("attacks your King"): German "deinen König".
            return _("your King")
        # TRANSLATORS: the object of a verb ("attacks Seat 2's King").
        return _("Seat {seat}'s King").format(seat=seat)
    if seat == pov:
        # TRANSLATORS: a defence slot, the object of a verb ("attacks your slot 1").
        return _("your slot {slot}").format(slot=slot)
    # TRANSLATORS: a defence slot, the object of a verb ("attacks Seat 2's slot 1").
    return _("Seat {seat}'s slot {slot}").format(seat=seat, slot=slot)


#: Why a seat is called to a shared screen in the phases that say it in the same words.
CALLED = {
    Phase.DRAFT: N_("The hero draft: you give a hero of the pool to an opponent."),
    Phase.START: N_("You name the player who starts."),
    Phase.SPOILS: N_("You beat a King: choose the hero you take from the fallen player."),
    Phase.SETUP: N_("Your secret setup: two discards, your King and your defence."),
}


def called_words(seen: SeatView) -> str:
    """Why `seen`'s seat is called to a shared screen when it is not simply its turn: the
    decision it owes and what brought it, from its own view only (B-INFO-2: nothing another
    seat keeps secret, no attacking card before its reveal); back to its turn after
    another's decision (a Battery Tower's), that its turn goes on. "" at a turn's start."""
    attack, seat = seen.attack, seen.seat
    if seen.phase is Phase.BATTERY and attack is not None:
        return _(
            "Seat {attacker} attacks {target}. Your decision: block the attack with your "
            "Battery Tower, or let it through."
        ).format(attacker=attack.attacker, target=target_words(attack.target, seat))
    if seen.phase is Phase.PLAY and seen.current == seat and seen.usage.attacks:
        return _("Your turn goes on: the player you attacked has decided.")
    called = CALLED.get(seen.phase)
    return _(called) if called else ""


def mercenaries(count: int) -> str:
    """'1 Mercenary', '3 Mercenaries'."""
    return ngettext("{count} Mercenary", "{count} Mercenaries", count).format(count=count)


def reservists(count: int) -> str:
    """'1 Reservist', '3 Reservists'."""
    return ngettext("{count} Reservist", "{count} Reservists", count).format(count=count)


def figures_words(mercs: int, reserves: int) -> str:
    """'2 Mercenaries and 1 Reservist' (empty for none)."""
    parts = [mercenaries(mercs)] * bool(mercs) + [reservists(reserves)] * bool(reserves)
    return word_list(parts) if parts else ""


def _attack_words(command: Attack) -> str:
    plunder = command.target.kind is TargetKind.STACK
    target = target_words(command.target, None)
    if command.king:
        said = (
            _("Plunder {target} with your King") if plunder else _("Attack {target} with your King")
        )
        said = said.format(target=target)
    else:
        cards = cards_short(p.card for p in command.cards)
        said = _("Plunder {target} with {cards}") if plunder else _("Attack {target} with {cards}")
        said = said.format(target=target, cards=cards)
    figures = figures_words(command.mercs, command.reserves)
    if figures:
        # TRANSLATORS: an attack's move ("Attack Seat 2's slot 1 with 7♠") and its figures
        # ("1 Mercenary and 2 Reservists").
        return _("{move} with {figures}").format(move=said, figures=figures)
    return said


def _choose_setup(c: ChooseSetup) -> str:
    return _("Set up with King {card}").format(card=card_short(c.choice.king))


MOVE_WORDS: dict[type, Callable[[Any], str]] = {
    ChooseSetup: _choose_setup,
    GiveHero: lambda c: _("Give the {hero}").format(hero=hero_name(c.hero)),
    ChooseStarter: lambda c: _("Let Seat {seat} start").format(seat=c.seat),
    Attack: _attack_words,
    Battery: lambda c: _("Block the attack") if c.block else _("Let the attack through"),
    AddReservists: lambda c: (
        _("Add {reservists}").format(reservists=reservists(c.count))
        if c.count
        else _("Add no Reservists")
    ),
    TakeDefense: lambda c: _("Take slot {slot} back").format(slot=c.slot),
    PlaceDefense: lambda c: _("Place {card} in slot {slot}").format(
        card=card_short(c.card), slot=c.slot
    ),
    JokerDrawHero: lambda c: _("Spend a Joker for the {hero}").format(hero=hero_name(c.hero)),
    JokerTakeHero: lambda c: _("Spend a Joker to send Seat {seat}'s {hero} back").format(
        seat=c.seat, hero=hero_name(c.hero)
    ),
    Spy: lambda c: _("Spy on {target}").format(target=target_words(c.target, None)),
    SpyExtend: lambda c: _("Discard {card}: two more reveals").format(card=card_short(c.card)),
    MerchantTrade: lambda c: _("Trade {card} with the Merchant").format(card=card_short(c.card)),
    PriestDraw: lambda c: _("Send the Priest to Seat {seat}").format(seat=c.seat),
    Sabotage: lambda c: _("Sabotage Seat {seat}'s slot {slot}").format(seat=c.seat, slot=c.slot),
    RecallSaboteur: lambda c: _("Recall the Saboteur from Seat {seat}'s slot {slot}").format(
        seat=c.seat, slot=c.slot
    ),
    Fortify: lambda c: _("Fortify slot {slot} with {card}").format(
        slot=c.slot, card=card_short(c.card)
    ),
    MageReplace: lambda c: _("Cast the Mage on Seat {seat}'s slot {slot}").format(
        seat=c.seat, slot=c.slot
    ),
    ChooseSpoil: lambda c: _("Keep the {hero}").format(hero=hero_name(c.hero)),
    Resign: lambda c: _("Resign"),
    EndTurn: lambda c: _end_words(c.mercs, c.reveal),
}


def move_words(command: Command) -> str:
    """What a move does, in a few plain words."""
    return MOVE_WORDS[type(command)](command)


def mercs_on_slots(mercs: Iterable[tuple[int, int]]) -> str:
    """'2 Mercenaries on slot 1, 1 Mercenary on slot 3'."""
    return ", ".join(
        [
            ngettext(
                "{count} Mercenary on slot {slot}", "{count} Mercenaries on slot {slot}", count
            ).format(count=count, slot=slot)
            for slot, count in mercs
        ]
    )


def _end_words(mercs: tuple[tuple[int, int], ...], reveal: int | None) -> str:
    placed = mercs_on_slots(mercs) if mercs else ""
    if placed and reveal is not None:
        return _("End the turn, {placed}, revealing slot {slot}").format(placed=placed, slot=reveal)
    if placed:
        return _("End the turn, {placed}").format(placed=placed)
    if reveal is not None:
        return _("End the turn, revealing slot {slot}").format(slot=reveal)
    return _("End the turn")


def preview_sentence(preview: AttackPreview) -> str:
    """'7♠ + 5♠ = 12 against a face-down card: unknown until revealed'."""
    if preview.king is not None:
        parts = [_("King {card}").format(card=card_short(preview.king))]
    else:
        parts = [card_short(card) for card in preview.cards]
    if preview.figures:
        parts.append(
            ngettext("{count} figure", "{count} figures", preview.figures).format(
                count=preview.figures
            )
        )
    value = _("unbeatable") if any(c.is_joker for c in preview.cards) else str(preview.value)
    total = f"{' + '.join(parts)} = {value}"
    if preview.outcome == "never":
        return _("{sum} against a Joker on top of the stack: it cannot be beaten").format(sum=total)
    if preview.defense is None:
        return _(_blind_verdict(preview)).format(sum=total)
    verdicts = {
        "wins": N_("{sum} against {defense}: wins"),
        "ties": N_("{sum} against {defense}: ties, which fails"),
        "loses": N_("{sum} against {defense}: loses"),
    }
    return _(verdicts[preview.outcome]).format(sum=total, defense=preview.defense)


def _blind_verdict(preview: AttackPreview) -> str:
    """The sentence of an attack on a face-down card: a Joker beats any slot or King and
    any stack's top but a Joker (B-JOKER-2, B-PLUNDER-3)."""
    if preview.outcome == "wins":
        return N_("{sum} against a face-down card: wins whatever it is")
    if any(card.is_joker for card in preview.cards):
        return N_("{sum} against a face-down card: wins unless it is a Joker")
    return N_("{sum} against a face-down card: unknown until revealed")


DRAW_CAUSES = {
    DrawReason.REPETITION: N_("the same position came up a third time"),
    DrawReason.TURNS: N_("{turns} turns were played"),
}


def attack_words(seen: SeatView, pov: int | None) -> str | None:
    """B-ATK-7: the attack between its declaration and its resolution, as the seat at the
    screen may know it (B-INFO-1): 'Seat 1 attacks Seat 2's slot 1 with 7♠ 5♠: 12 against
    12, a tie so far; Seat 1 may add Reservists.'"""
    attack = seen.attack
    if attack is None:
        return None
    source, base = _attack_source(seen, attack)
    figures = [mercenaries(attack.mercs)] if attack.mercs else []
    figures += [reservists(attack.reserves)] if attack.reserves else []
    source = " + ".join([source, *figures])
    said = _attack_sentence(attack, pov, source)
    if base is not None:
        total = base + attack.mercs + attack.reserves
        value = _("unbeatable") if attack.joker else str(total)
        defense = _revealed_defense(seen, attack.target) if attack.revealed else None
        if defense == JOKER_TOP:
            said = _("{attack}: {value} against a Joker").format(attack=said, value=value)
        elif defense is not None:
            said = _("{attack}: {value} against {defense}").format(
                attack=said, value=value, defense=defense
            )
        else:
            said = _("{attack}: {value}").format(attack=said, value=value)
    return _attack_wait(seen, attack, pov, said)


def _attack_sentence(attack: AttackView, pov: int | None, source: str) -> str:
    plunder = attack.target.kind is TargetKind.STACK
    target = target_words(attack.target, pov)
    if attack.attacker == pov:
        said = (
            _("You plunder {target} with {source}")
            if plunder
            else _("You attack {target} with {source}")
        )
        return said.format(target=target, source=source)
    said = (
        _("{who} plunders {target} with {source}")
        if plunder
        else _("{who} attacks {target} with {source}")
    )
    return said.format(who=seat_name(attack.attacker, pov), target=target, source=source)


def _attack_wait(seen: SeatView, attack: AttackView, pov: int | None, said: str) -> str:
    """The attack's sentence, ended with who it waits for (a Battery Tower's block or the
    attacker's Reservists)."""
    if seen.phase is Phase.BATTERY:
        if attack.target.seat == pov:
            return _("{attack}; you may block it (Battery Tower).").format(attack=said)
        return _("{attack}; {who} may block it (Battery Tower).").format(
            attack=said, who=seat_name(attack.target.seat, pov)
        )
    if seen.phase is Phase.RESERVE:
        if attack.attacker == pov:
            return _("{attack}; you may add Reservists.").format(attack=said)
        return _("{attack}; {who} may add Reservists.").format(
            attack=said, who=seat_name(attack.attacker, pov)
        )
    return _("{attack}.").format(attack=said)


def _attack_source(seen: SeatView, attack: AttackView) -> tuple[str, int | None]:
    """The attack's source in words (said after "with"), and its value when the seat knows
    it."""
    if attack.king:
        king = seen.player(attack.attacker).king
        if king is None:
            # TRANSLATORS: what an attack is made with, said after "with".
            return _("the King"), None
        return _("the King {card}").format(card=card_short(king)), king.attack_value
    cards = [played.card for played in attack.cards if played is not None]
    if len(cards) < len(attack.cards):
        if attack.joker:
            # TRANSLATORS: what an attack is made with, said after "with".
            return _("a Joker"), None
        count = len(attack.cards)
        return ngettext("{count} face-down card", "{count} face-down cards", count).format(
            count=count
        ), None
    return cards_short(cards), sum(card.attack_value for card in cards)


#: A revealed Harvest stack's top that is a Joker (B-PLUNDER-3): said in its own sentence.
JOKER_TOP = "JK"


def _revealed_defense(seen: SeatView, target: Target) -> str | None:
    """The defence value of a revealed target (JOKER_TOP: a Joker on a Harvest stack)."""
    if target.kind is TargetKind.STACK:
        top = seen.stacks[target.index][-1] if seen.stacks[target.index] else None
        if top is None:
            return None
        return JOKER_TOP if top.is_joker else str(top.rank)
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
    cause = _(DRAW_CAUSES[reason]).format(turns=TURN_LIMIT) if reason in DRAW_CAUSES else ""
    names = [seat_name(seat, pov, capital=False) for seat in seats]
    if not names:
        return _("A draw: {cause}.").format(cause=cause) if cause else _("A draw.")
    sharers = word_list(names)
    sharers = sharers[:1].upper() + sharers[1:]
    if cause:
        return _("A draw: {cause}. {players} share it.").format(cause=cause, players=sharers)
    return _("A draw. {players} share it.").format(players=sharers)


def turn_limit_words(turn: int) -> str | None:
    """B-WIN-3: from turn 380 on, how many turns are left before the game ends drawn."""
    if turn < TURN_LIMIT_WARNING or turn > TURN_LIMIT:
        return None
    left = TURN_LIMIT - turn
    if not left:
        return _("The last turn: the game ends in a draw after it.")
    return ngettext(
        "{count} turn left before the game ends in a draw.",
        "{count} turns left before the game ends in a draw.",
        left,
    ).format(count=left)


#: The places after the winner's, in the end screen's sentence.
PLACES = (
    N_("Seat {seat} second"),
    N_("Seat {seat} third"),
    N_("Seat {seat} fourth"),
    N_("Seat {seat} fifth"),
    N_("Seat {seat} sixth"),
)
YOUR_PLACES = (  # the reader's own place: he is "you" in the sentence that names the winner
    N_("you second"),
    N_("you third"),
    N_("you fourth"),
    N_("you fifth"),
    N_("you sixth"),
)


def outcome_summary(outcome: Outcome, pov: int | None) -> str:
    """The end screen's sentence."""
    if outcome.drawn:
        return draw_words(outcome.drawn, outcome.reason, pov)
    if not outcome.winners:
        return _("The game ended without a winner.")
    winner, turns = outcome.winners[0], outcome.turns
    if winner == pov:
        said = ngettext(
            "You win after {turns} turn, the last player standing",
            "You win after {turns} turns, the last player standing",
            turns,
        ).format(turns=turns)
    else:
        said = ngettext(
            "Seat {seat} wins after {turns} turn, the last player standing",
            "Seat {seat} wins after {turns} turns, the last player standing",
            turns,
        ).format(seat=winner, turns=turns)
    places = ", ".join(
        _(yours if seat == pov else place).format(seat=seat)
        for seat, place, yours in zip(outcome.places, PLACES, YOUR_PLACES, strict=False)
    )
    if places:
        return _("{result} ({places}).").format(result=said, places=places)
    return _("{result}.").format(result=said)
