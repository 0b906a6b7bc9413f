"""Each seen event as a line from one seat's point of view (`pov`; None for a spectator):
only what that seat may know is named, because the events given are already redacted by
the engine's `seen_by` (BAISCH.md §16). Each line is whole sentences in the player's language:
the reading seat's own ("You attacked …") or another's ("{who} attacked …"), never a name
glued to an English verb."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from regicide.games.baisch import engine as ev
from regicide.games.baisch.engine import (
    AttackDeclaredUnseen,
    Card,
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
    figures_words,
    hero_name,
    mercs_on_slots,
    owned_place,
    seat_name,
    target_words,
)
from regicide.games.protocol import Line, Tone
from regicide.i18n import N_, _, ngettext, word_list

Words = Callable[[Any, "int | None"], str]
STACKS = "AB"


def tell(seat: int, pov: int | None, you: str, other: str, **values: object) -> str:
    """`you` when `seat` reads the log, else `other` with the seat as {who}."""
    if seat == pov:
        return you.format(**values)
    return other.format(who=seat_name(seat, pov), **values)


def across(  # noqa: PLR0917 - the three sentences and the two seats they name
    seat: int, victim: int, pov: int | None, you: str, yours: str, others: str, **values: object
) -> str:
    """A sentence whose subject is `seat` and whose object belongs to `victim`: the reader's
    own deed ({victim}), a deed to the reader's cards ({who}), or between two others ({who},
    {victim})."""
    if seat == pov:
        return you.format(victim=victim, **values)
    if victim == pov:
        return yours.format(who=seat_name(seat, pov), **values)
    return others.format(who=seat_name(seat, pov), victim=victim, **values)


def _dealt(e: HandsDealtUnseen, pov: int | None) -> str:
    count = e.sizes[0]
    if e.hand:
        return ngettext(
            "Each player was dealt {count} card. You got {cards}.",
            "Each player was dealt {count} cards. You got {cards}.",
            count,
        ).format(count=count, cards=cards_short(e.hand))
    return _dealt_all(count)


def _dealt_all(count: int) -> str:
    return ngettext(
        "Each player was dealt {count} card.", "Each player was dealt {count} cards.", count
    ).format(count=count)


def _chosen(e: ev.SetupChosen, pov: int | None) -> str:
    choice = e.choice
    defense = cards_short(card for card in choice.defense if card) or _("nothing")
    return tell(
        e.seat,
        pov,
        _("You chose King {king}, defence {defense}, discards {discards}."),
        _("{who} chose King {king}, defence {defense}, discards {discards}."),
        king=card_short(choice.king),
        defense=defense,
        discards=cards_short(choice.discard),
    )


def _stacks(e: StacksBuiltUnseen, pov: int | None) -> str:
    shown = word_list(
        [
            _("{stack} shows {cards}").format(stack=STACKS[i], cards=cards_short(s[:1]))
            for i, s in enumerate(e.stacks)
        ]
    )
    return _("The Harvest stacks were built: {shown}.").format(shown=shown)


def _attacked(seat: int, target: ev.Target, pov: int | None, source: str, figures: str) -> str:
    """'Seat 2 attacked your slot 1 with 7♠ 5♠ and 2 Mercenaries.'"""
    values = {"target": target_words(target, pov), "source": source, "figures": figures}
    if figures:
        return tell(
            seat,
            pov,
            _("You attacked {target} with {source} and {figures}."),
            _("{who} attacked {target} with {source} and {figures}."),
            **values,
        )
    return tell(
        seat,
        pov,
        _("You attacked {target} with {source}."),
        _("{who} attacked {target} with {source}."),
        **values,
    )


def _declared(e: ev.AttackDeclared, pov: int | None) -> str:
    # TRANSLATORS: what an attack is made with, said after "with".
    source = _("the King") if e.king else cards_short(played.card for played in e.cards)
    return _attacked(e.seat, e.target, pov, source, figures_words(e.mercs, e.reserves))


def _face_down(count: int) -> str:
    return ngettext("{count} face-down card", "{count} face-down cards", count).format(count=count)


def _declared_unseen(e: AttackDeclaredUnseen, pov: int | None) -> str:
    source = _("a Joker") if e.joker else _face_down(e.count)
    return _attacked(e.seat, e.target, pov, source, figures_words(e.mercs, e.reserves))


def _resolved(e: ev.AttackResolved, pov: int | None) -> str:
    if e.defense_value < 0:
        return _("{attack} against a Joker on the stack: the attack fails.").format(
            attack=e.attack_value
        )
    verdicts = {
        "won": N_("{attack} against {defense}: the attack wins."),
        "tied": N_("{attack} against {defense}: the attack ties and fails."),
        "lost": N_("{attack} against {defense}: the attack fails."),
    }
    return _(verdicts[e.result]).format(attack=e.attack_value, defense=e.defense_value)


def _seen_cards(cards: Sequence[Card | None]) -> str:
    """'7♥ 5♥'; cards the reader may not see are counted, never shown as '?' ('1 face-down
    card', '7♥ and 1 face-down card')."""
    known = [card for card in cards if card is not None]
    hidden = len(cards) - len(known)
    if not hidden:
        return cards_short(known)
    if not known:
        return _face_down(hidden)
    # Translators: cards the reader sees, then how many he does not ('7♥ and 1 face-down card').
    return _("{cards} and {hidden}").format(cards=cards_short(known), hidden=_face_down(hidden))


def _moved(e: CardsMovedUnseen, pov: int | None) -> str:
    cards = _seen_cards(e.cards)
    if e.kind == "plunder":
        return _plundered(e.seat, e.place, cards, pov)
    if e.kind == "rebuild":
        return _("Stack {stack} was rebuilt: {cards}.").format(stack=STACKS[e.place], cards=cards)
    if e.kind == "take":
        return _took_back(e.seat, e.place, cards, pov)
    return _refilled(e.seat, e.place, cards, pov)


def _plundered(seat: int, stack: int, cards: str, pov: int | None) -> str:
    return tell(
        seat,
        pov,
        _("You plundered stack {stack}: {cards}."),
        _("{who} plundered stack {stack}: {cards}."),
        stack=STACKS[stack],
        cards=cards,
    )


def _took_back(seat: int, slot: int, cards: str, pov: int | None) -> str:
    return tell(
        seat,
        pov,
        _("You took slot {slot} back: {cards}."),
        _("{who} took slot {slot} back: {cards}."),
        slot=slot,
        cards=cards,
    )


def _refilled(victim: int, slot: int, cards: str, pov: int | None) -> str:
    if victim == pov:
        return _("The Mage refilled your slot {slot}: {cards}.").format(slot=slot, cards=cards)
    return _("The Mage refilled Seat {victim}'s slot {slot}: {cards}.").format(
        victim=victim, slot=slot, cards=cards
    )


def _hidden(e: CardHiddenUnseen, pov: int | None) -> str:
    if e.kind == "cover":
        return _("A face-down card covers stack {stack}.").format(stack=STACKS[e.place])
    if e.kind == "place":
        return tell(
            e.seat,
            pov,
            _("You placed a card face down in slot {slot}."),
            _("{who} placed a card face down in slot {slot}."),
            slot=e.place,
        )
    if e.kind == "fortify":
        return tell(
            e.seat,
            pov,
            _("You fortified slot {slot} with a face-down card."),
            _("{who} fortified slot {slot} with a face-down card."),
            slot=e.place,
        )
    return tell(
        e.seat,
        pov,
        _("You drew a card with the Merchant."),
        _("{who} drew a card with the Merchant."),
    )


def _priest(e: ev.PriestDrew, pov: int | None) -> str:
    if e.kept:
        texts = (
            _("You drew {card} from Seat {victim} with the Priest and kept it."),
            _("{who} drew {card} from you with the Priest and kept it."),
            _("{who} drew {card} from Seat {victim} with the Priest and kept it."),
        )
    else:
        texts = (
            _("You drew {card} from Seat {victim} with the Priest and gave it back."),
            _("{who} drew {card} from you with the Priest and gave it back."),
            _("{who} drew {card} from Seat {victim} with the Priest and gave it back."),
        )
    return across(e.seat, e.victim, pov, *texts, card=card_short(e.card))


def _priest_unseen(e: PriestDrewUnseen, pov: int | None) -> str:
    if e.kept:
        texts = (
            _("You drew a card from Seat {victim} with the Priest and kept it."),
            _("{who} drew a card from you with the Priest and kept it."),
            _("{who} drew a card from Seat {victim} with the Priest and kept it."),
        )
    else:
        texts = (
            _("You drew a card from Seat {victim} with the Priest and gave it back."),
            _("{who} drew a card from you with the Priest and gave it back."),
            _("{who} drew a card from Seat {victim} with the Priest and gave it back."),
        )
    return across(e.seat, e.victim, pov, *texts)


def _fell(e: ev.PlayerFell, pov: int | None) -> str:
    cards = cards_short(e.cards)
    if e.resigned:
        return tell(
            e.seat,
            pov,
            _("You resigned and left the game: {cards} to the graveyard."),
            _("{who} resigned and left the game: {cards} to the graveyard."),
            cards=cards,
        )
    return tell(
        e.seat,
        pov,
        _("You lost a King attack and left the game: {cards} to the graveyard."),
        _("{who} lost a King attack and left the game: {cards} to the graveyard."),
        cards=cards,
    )


def _spy(e: ev.SpyRevealed, pov: int | None) -> str:
    return tell(
        e.seat,
        pov,
        _("You spied on {place}: {card}."),
        _("{who} spied on {place}: {card}."),
        place=owned_place(e.victim, e.slot, pov),
        card=card_short(e.card),
    )


def _end(e: ev.TurnEnded, pov: int | None) -> str:
    if e.mercs:
        return tell(
            e.seat,
            pov,
            _("You ended the turn, placing {placed}."),
            _("{who} ended the turn, placing {placed}."),
            placed=mercs_on_slots((slot, n) for slot, n in e.mercs),
        )
    return tell(e.seat, pov, _("You ended the turn."), _("{who} ended the turn."))


def _turn_began(e: ev.TurnBegan, pov: int | None) -> str:
    if e.seat == pov:
        return _("Turn {turn}: your turn.").format(turn=e.turn)
    return _("Turn {turn}: Seat {seat}'s turn.").format(turn=e.turn, seat=e.seat)


def _hero_given(e: ev.HeroGiven, pov: int | None) -> str:
    hero = hero_name(e.hero)
    if e.chooser == pov:
        if e.receiver == pov:
            return _("You took the {hero}.").format(hero=hero)
        return _("You gave Seat {seat} the {hero}.").format(seat=e.receiver, hero=hero)
    if e.receiver == pov:
        return _("{who} gave you the {hero}.").format(who=seat_name(e.chooser, pov), hero=hero)
    return _("{who} gave Seat {seat} the {hero}.").format(
        who=seat_name(e.chooser, pov), seat=e.receiver, hero=hero
    )


def _heroes_list(heroes: Iterable[Any]) -> str:
    return word_list([hero_name(hero) for hero in heroes])


def _battery_again(e: ev.BatteryRecharged, pov: int | None) -> str:
    if e.seat == pov:
        return _("Your Battery Tower is active again.")
    return _("Seat {seat}'s Battery Tower is active again.").format(seat=e.seat)


def _king_up(e: ev.KingRevealed, pov: int | None) -> str:
    if e.seat == pov:
        return _("Your King is face up: {card}.").format(card=card_short(e.card))
    return _("Seat {seat}'s King is face up: {card}.").format(seat=e.seat, card=card_short(e.card))


def _slot_revealed(e: ev.SlotRevealed, pov: int | None) -> str:
    cards = cards_short(e.cards)
    if e.seat == pov:
        return _("The defence of your slot {slot}: {cards}.").format(slot=e.slot, cards=cards)
    return _("The defence of Seat {seat}'s slot {slot}: {cards}.").format(
        seat=e.seat, slot=e.slot, cards=cards
    )


def _conquered(e: ev.SlotConquered, pov: int | None) -> str:
    return across(
        e.seat,
        e.victim,
        pov,
        _("You won Seat {victim}'s slot {slot}: {cards}."),
        _("{who} won your slot {slot}: {cards}."),
        _("{who} won Seat {victim}'s slot {slot}: {cards}."),
        slot=e.slot,
        cards=cards_short(e.cards),
    )


def _king_beaten(by: int, seat: int, pov: int | None, took: str) -> str:
    return across(
        by,
        seat,
        pov,
        _("You beat Seat {victim}'s King and took {took}."),
        _("{who} beat your King and took {took}."),
        _("{who} beat Seat {victim}'s King and took {took}."),
        took=took,
    )


def _cards_count(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def _hero_taken(e: ev.HeroTaken, pov: int | None) -> str:
    return across(
        e.seat,
        e.victim,
        pov,
        _("You spent a Joker to send Seat {victim}'s {hero} back to the pool."),
        _("{who} spent a Joker to send your {hero} back to the pool."),
        _("{who} spent a Joker to send Seat {victim}'s {hero} back to the pool."),
        hero=hero_name(e.hero),
    )


def _sabotaged(e: ev.Sabotaged, pov: int | None) -> str:
    return across(
        e.seat,
        e.victim,
        pov,
        _("You put a Saboteur on Seat {victim}'s slot {slot}."),
        _("{who} put a Saboteur on your slot {slot}."),
        _("{who} put a Saboteur on Seat {victim}'s slot {slot}."),
        slot=e.slot,
    )


def _recalled(e: ev.SaboteurRecalled, pov: int | None) -> str:
    return across(
        e.seat,
        e.victim,
        pov,
        _("You recalled the Saboteur from Seat {victim}'s slot {slot}."),
        _("{who} recalled the Saboteur from your slot {slot}."),
        _("{who} recalled the Saboteur from Seat {victim}'s slot {slot}."),
        slot=e.slot,
    )


def _mage(e: ev.MageCleared, pov: int | None) -> str:
    return across(
        e.seat,
        e.victim,
        pov,
        _("You cast the Mage on Seat {victim}'s slot {slot}: {cards} to the graveyard."),
        _("{who} cast the Mage on your slot {slot}: {cards} to the graveyard."),
        _("{who} cast the Mage on Seat {victim}'s slot {slot}: {cards} to the graveyard."),
        slot=e.slot,
        cards=cards_short(e.cards),
    )


def _starts(e: ev.StarterDrawn | ev.StarterChosen, p: int | None) -> str:
    return tell(e.seat, p, _("You will start."), _("{who} will start."))


def _simple(you: str, other: str, field: str = "seat") -> Words:
    """A line whose only name is its subject's (`field` of the event): English marked with
    N_, translated when said."""
    return lambda e, p: tell(getattr(e, field), p, _(you), _(other))


LINES: dict[type, Words] = {
    ev.DeckShuffled: lambda e, p: _("The deck was shuffled."),
    DeckShuffledUnseen: lambda e, p: _("The deck was shuffled."),
    ev.HandsDealt: lambda e, p: _dealt_all(len(e.hands[0])),
    HandsDealtUnseen: _dealt,
    ev.DraftOrderDrawn: lambda e, p: _("Draft order: {seats}.").format(
        seats=word_list([_("Seat {seat}").format(seat=s) for s in e.order])
    ),
    ev.StarterDrawn: _starts,
    ev.SetupChosen: _chosen,
    SetupChosenUnseen: _simple(
        N_("You made a secret setup choice."), N_("{who} made a secret setup choice.")
    ),
    ev.SetupRevealed: lambda e, p: _("Setups revealed; discarded: {cards}.").format(
        cards=cards_short(c for cards in e.discards for c in cards)
    ),
    ev.StacksBuilt: lambda e, p: _("The Harvest stacks were built."),
    StacksBuiltUnseen: _stacks,
    ev.HeroGiven: _hero_given,
    ev.DraftMoved: lambda e, p: _("The next chooser takes over."),
    ev.DraftEnded: lambda e, p: _("The hero draft is over."),
    ev.StarterChosen: _starts,
    ev.TurnBegan: _turn_began,
    ev.HeroesAwakened: lambda e, p: tell(
        e.seat,
        p,
        _("You can now use: {heroes}."),
        _("{who} can now use: {heroes}."),
        heroes=_heroes_list(e.heroes),
    ),
    ev.BatteryRecharged: _battery_again,
    ev.FiguresRecruited: lambda e, p: tell(
        e.seat,
        p,
        _("You recruited {count} {hero}."),
        _("{who} recruited {count} {hero}."),
        count=e.count,
        hero=hero_name(e.hero),
    ),
    ev.TurnEnded: _end,
    ev.DefenseRevealed: lambda e, p: tell(
        e.seat,
        p,
        _("You revealed slot {slot}: {cards}."),
        _("{who} revealed slot {slot}: {cards}."),
        slot=e.slot,
        cards=cards_short(e.cards),
    ),
    ev.KingRevealed: _king_up,
    ev.AttackDeclared: _declared,
    AttackDeclaredUnseen: _declared_unseen,
    ev.SymbolSet: lambda e, p: _("The attack symbol is now {suit}.").format(
        suit=SUIT_SYMBOLS[e.suit]
    ),
    ev.BlockOffered: _simple(
        N_("You may block with the Battery Tower."),
        N_("{who} may block with the Battery Tower."),
        "defender",
    ),
    ev.AttackBlocked: _simple(
        N_("You blocked the attack with the Battery Tower."),
        N_("{who} blocked the attack with the Battery Tower."),
        "defender",
    ),
    ev.AttackAllowed: _simple(
        N_("You let the attack through."), N_("{who} let the attack through."), "defender"
    ),
    ev.AttackRevealed: lambda e, p: ngettext(
        "The attack card: {cards}.", "The attack cards: {cards}.", len(e.cards)
    ).format(cards=cards_short(played.card for played in e.cards)),
    ev.StackTopRevealed: lambda e, p: _("Stack {stack} shows {card} on top.").format(
        stack=STACKS[e.stack], card=card_short(e.card)
    ),
    ev.SlotRevealed: _slot_revealed,
    ev.ReserveOffered: _simple(N_("You may add Reservists."), N_("{who} may add Reservists.")),
    ev.ReservistsAdded: lambda e, p: tell(
        e.seat,
        p,
        _("You added {reservists}."),
        _("{who} added {reservists}."),
        reservists=figures_words(0, e.count),
    ),
    ev.AttackResolved: _resolved,
    ev.StackPlundered: lambda e, p: _plundered(e.seat, e.stack, cards_short(e.cards), p),
    CardsMovedUnseen: _moved,
    ev.StackCovered: lambda e, p: _("{card} covers stack {stack}, face down.").format(
        card=card_short(e.card), stack=STACKS[e.stack]
    ),
    CardHiddenUnseen: _hidden,
    ev.StackRebuilt: lambda e, p: _("Stack {stack} was rebuilt: {cards}.").format(
        stack=STACKS[e.stack], cards=cards_short(e.cards)
    ),
    ev.SlotConquered: _conquered,
    ev.AttackCardsDiscarded: lambda e, p: (
        ngettext(
            "{cards} went to the graveyard.", "{cards} went to the graveyard.", len(e.cards)
        ).format(cards=cards_short(e.cards))
        if e.cards
        else _("The King returns to its slot.")
    ),
    ev.GraveyardReshuffled: lambda e, p: _("The graveyard was shuffled into a new draw pile."),
    GraveyardReshuffledUnseen: lambda e, p: ngettext(
        "The graveyard ({count} card) became the draw pile.",
        "The graveyard ({count} cards) became the draw pile.",
        e.size,
    ).format(count=e.size),
    ev.PlayerConquered: lambda e, p: _king_beaten(e.by, e.seat, p, cards_short(e.cards)),
    PlayerConqueredUnseen: lambda e, p: _king_beaten(e.by, e.seat, p, _cards_count(e.count)),
    ev.PlayerFell: _fell,
    ev.SpoilsOffered: lambda e, p: tell(
        e.seat,
        p,
        _("You may keep one of: {heroes}."),
        _("{who} may keep one of: {heroes}."),
        heroes=_heroes_list(e.heroes),
    ),
    ev.SpoilTaken: lambda e, p: tell(
        e.seat, p, _("You took the {hero}."), _("{who} took the {hero}."), hero=hero_name(e.hero)
    ),
    ev.HeroesReturned: lambda e, p: _("Back to the pool: {heroes}.").format(
        heroes=_heroes_list(e.heroes)
    ),
    ev.GameWon: lambda e, p: (
        _("You win!") if e.seat == p else _("Seat {seat} wins!").format(seat=e.seat)
    ),
    ev.GameDrawn: lambda e, p: draw_words(e.seats, e.reason, p),
    ev.DefenseTaken: lambda e, p: _took_back(e.seat, e.slot, cards_short(e.cards), p),
    ev.DefensePlaced: lambda e, p: tell(
        e.seat,
        p,
        _("You placed {card} face down in slot {slot}."),
        _("{who} placed {card} face down in slot {slot}."),
        card=card_short(e.card),
        slot=e.slot,
    ),
    ev.HeroDrawn: lambda e, p: tell(
        e.seat,
        p,
        _("You spent a Joker on the {hero}."),
        _("{who} spent a Joker on the {hero}."),
        hero=hero_name(e.hero),
    ),
    ev.HeroTaken: _hero_taken,
    ev.SpyRevealed: _spy,
    ev.SpyExtended: lambda e, p: tell(
        e.seat,
        p,
        _("You discarded {card} for two more Spy reveals."),
        _("{who} discarded {card} for two more Spy reveals."),
        card=card_short(e.card),
    ),
    ev.MerchantTraded: lambda e, p: tell(
        e.seat,
        p,
        _("You traded {card} with the Merchant."),
        _("{who} traded {card} with the Merchant."),
        card=card_short(e.card),
    ),
    ev.MerchantDrew: lambda e, p: tell(
        e.seat, p, _("You drew {card}."), _("{who} drew {card}."), card=card_short(e.card)
    ),
    ev.PriestDrew: _priest,
    PriestDrewUnseen: _priest_unseen,
    ev.Sabotaged: _sabotaged,
    ev.SaboteurRecalled: _recalled,
    ev.Fortified: lambda e, p: tell(
        e.seat,
        p,
        _("You fortified slot {slot} with {card}."),
        _("{who} fortified slot {slot} with {card}."),
        slot=e.slot,
        card=card_short(e.card),
    ),
    ev.MageCleared: _mage,
    ev.SlotRefilled: lambda e, p: _refilled(e.victim, e.slot, cards_short(e.cards), p),
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
