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
    Refusal,
    SeatView,
    ShieldRaised,
    Status,
    Suit,
    TavernHealed,
    TokenFlipped,
    Yielded,
)
from regicide.games.regicide.narrate.hints import THINKING
from regicide.games.regicide.narrate.refusals import refusal_words
from regicide.games.regicide.narrate.words import (
    SUIT_SYMBOLS,
    card_name,
    cards_text,
    enemy_subject,
    seat_said,
    seat_word,
    suit_name,
)
from regicide.i18n import N_, _, ngettext

# -- what to do now -------------------------------------------------------------------------------

#: The banner and the side panel while the deal is shown (no enemy yet: nothing to yield to).
DEALING = (N_("Dealing…"), N_("The cards are dealt, then the first enemy steps forward."))
#: The same between a defeat and the next castle card turned over (R-DEF-1).
NEXT_ENEMY = (N_("Next enemy…"), N_("The next enemy steps forward from the castle."))


def between_enemies(view: SeatView) -> tuple[str, list[Line]]:
    """What the banner and the side panel say while no enemy shows: the deal (R-SETUP), or
    the next enemy on its way (R-DEF-1)."""
    title, line = NEXT_ENEMY if view.enemies_defeated else DEALING
    return _(title), [(_(line), Tone.DIM)]


def banner_text(view: SeatView, can_yield: bool, can_flip: bool, you: int | None = None) -> str:
    """The instruction that always says what to do now (the preview panel gives details):
    "Seat 2: play cards or yield" between people, "Your turn: …" to the seat `you` (the one
    person among computers), the bare instruction solo."""
    if view.status is Status.WON:
        return _("Victory! The castle has fallen.")
    if view.status is Status.LOST:
        return _("Defeat.")
    instruction = _instruction(view, can_yield, can_flip)
    if view.players == 1:
        return instruction[:1].upper() + instruction[1:]
    if view.current == you:
        return _("Your turn: {instruction}").format(instruction=instruction)
    return _("{seat}: {instruction}").format(seat=seat_word(view.current), instruction=instruction)


#: What the seat to act may do in step 1, by (may it yield, may it flip a token): each follows
#: "Your turn: " or "Seat 2: " (its first letter made a capital alone, solo).
PLAY_CHOICES = {
    (False, False): N_("play cards"),
    (True, False): N_("play cards or yield"),
    (False, True): N_("play cards or flip a Jester token"),
    (True, True): N_("play cards, yield or flip a Jester token"),
}


def _instruction(view: SeatView, can_yield: bool, can_flip: bool) -> str:
    """What to do now, after "Your turn: " or "Seat 2: " (the banner's)."""
    if view.phase is Phase.SUFFER:
        # TRANSLATORS: follows "Your turn: " or "Seat 2: "; solo, its first letter is a capital.
        return _("take {due} damage (discard cards worth at least {due})").format(
            due=view.damage_due
        )
    if view.phase is Phase.CHOOSE_NEXT:
        return _("choose who goes next")
    return _(PLAY_CHOICES[can_yield, can_flip])


def acting_banner(view: SeatView, who: str, for_whom: str = "") -> str:
    """The banner while a computer decides: who, and what it must do (never an instruction to
    the person at the screen): "Seat 2 (computer) takes 3 damage", "Autoplay plays for
    you"."""
    if view.phase is Phase.SUFFER:
        if for_whom:
            text = _("{who} takes {damage} damage for {whom}")
        else:
            text = _("{who} takes {damage} damage")
    elif view.phase is Phase.CHOOSE_NEXT:
        text = (
            _("{who} chooses who goes next for {whom}")
            if for_whom
            else _("{who} chooses who goes next")
        )
    else:
        text = _("{who} plays for {whom}") if for_whom else _("{who} plays")
    return text.format(who=who, whom=for_whom, damage=view.damage_due)


def acting_lines(view: SeatView, thinking: bool, autoplay: bool) -> list[Line]:
    """The side panel while a computer decides: that it thinks, what it must do (R-SUF-2),
    and how the person takes over again."""
    lines: list[Line] = [(_(THINKING) if thinking else _("Its move comes in a moment."), Tone.DIM)]
    if view.phase is Phase.SUFFER:
        count = view.hand_sizes[view.current - 1]
        must = ngettext(
            "Must discard cards worth at least {due}, from {count} card",
            "Must discard cards worth at least {due}, from {count} cards",
            count,
        )
        lines.append((must.format(due=view.damage_due, count=count), Tone.TEXT))
    if autoplay:
        lines.append((_("Autoplay is on: A or Stop autoplay gives your seats back."), Tone.ACCENT))
    else:
        lines.append((_("A click or a key hurries it on."), Tone.DIM))
    return lines


def select_how(count: int) -> str:
    """How to choose cards from a hand of `count`, by the number keys it has (1 to its
    size: "keys 1–5"; one card: "key 1")."""
    if count == 1:
        return _(
            "Select your card (click it, or key 1), then drag it onto the enemy or press Play."
        )
    return _(
        "Select cards (click, or keys 1–{last}), then drag them onto the enemy or press Play."
    ).format(last=count)


def select_first(count: int) -> str:
    """Play pressed with nothing chosen: how to choose first, by the keys a hand of `count`
    has (as `select_how`)."""
    if count == 1:
        return _("Select your card to play first (click it, or press 1).")
    return _("Select cards to play first (click them, or press 1–{last}).").format(last=count)


def idle_lines(view: SeatView, yield_problem: Refusal | None, can_flip: bool = False) -> list[Line]:
    """The preview panel with nothing selected: how to play, and whether a yield is possible;
    with an empty hand, what is left to do instead (R-YIELD-1: an empty hand may yield; solo,
    R-SOLO-2: a Jester token deals a new hand)."""
    if view.hand:
        how = select_how(len(view.hand))
    else:
        how = _("Your hand is empty, so there is no card to play.")
    lines: list[Line] = [(how, Tone.TEXT)]
    if yield_problem is None:
        damage = view.net_attack  # French: "0 dégât", "10 dégâts"
        said = ngettext(
            "Yield: take {damage} damage and pass", "Yield: take {damage} damage and pass", damage
        )
        lines.append((said.format(damage=damage), Tone.TEXT))
    elif view.players > 1 or view.rules.solo_yield:
        lines.append((refusal_words(yield_problem), Tone.DIM))
    if can_flip and not view.hand:
        lines.append((_("Flip a Jester token for a new hand of 8."), Tone.ACCENT))
    return lines


def play_title(cards: Sequence[Card], legal: bool) -> str:
    text = _("Play {cards}") if legal else _("Play {cards}?")
    return text.format(cards=cards_text(cards))


def preview_lines(preview: PlayPreview, view: SeatView) -> list[Line]:
    """What a legal play would do (RULES.md steps 2–4), line by line."""
    if preview.jester:
        return _jester_lines(preview, view)
    lines: list[Line] = [(_("Attack value {value}").format(value=preview.value), Tone.TEXT)]
    lines += _power_lines(preview, view)
    damage = _("Deals {damage} (♣ doubled)") if preview.doubled else _("Deals {damage}")
    lines.append((damage.format(damage=preview.damage), Tone.DANGER))
    lines += _outcome_lines(preview)
    return lines


def _jester_lines(preview: PlayPreview, view: SeatView) -> list[Line]:
    """R-JEST-1..4."""
    cancel = (
        _("Immunity is already cancelled")
        if view.immunity_cancelled
        else _("Cancels the enemy's immunity")
    )
    lines: list[Line] = [(cancel, Tone.ACCENT)]
    if preview.shield:
        shield = _("♠ Earlier Spades raise the shield by {shield}").format(shield=preview.shield)
        lines.append((shield, Tone.ACCENT))
    lines.append((_("No damage; then you choose who goes next"), Tone.TEXT))
    return lines


def blocked_text(suit: Suit) -> str:
    """R-POW-2: "♥ Hearts blocked by immunity"."""
    return _("{symbol} {suit} blocked by immunity").format(
        symbol=SUIT_SYMBOLS[suit], suit=suit_name(suit)
    )


def _power_lines(preview: PlayPreview, view: SeatView) -> list[Line]:
    """R-POW-2, R-HEART-1, R-DIAM-1, R-SPADE-1: counts only, never which cards (R-INFO-2)."""
    lines: list[Line] = [(blocked_text(suit), Tone.DIM) for suit in preview.blocked]
    if Suit.HEARTS in preview.powers:
        if preview.heal:
            heal = _("♥ Heal {count} from the discard pile").format(count=preview.heal)
            lines.append((heal, Tone.GOOD))
        else:
            lines.append((_("♥ Heal: the discard pile is empty"), Tone.DIM))
    if any(preview.draws):
        lines.append((f"♦ {_draw_text(preview.draws, view)}", Tone.GOOD))
    elif Suit.DIAMONDS in preview.powers:
        lines.append((_("♦ Draw: nothing to draw"), Tone.DIM))
    if preview.shield:
        lines.append((_("♠ Shield +{shield}").format(shield=preview.shield), Tone.ACCENT))
    return lines


def _draw_text(draws: Sequence[int], view: SeatView) -> str:
    """R-DIAM-1: "Draw 3" alone, or "Draw 4: you 2, seat 3 2" when others draw too."""
    total = sum(draws)
    if view.players == 1:
        return _("Draw {count}").format(count=total)
    if draws[view.current - 1] == total:
        return _("You draw {count}").format(count=total)
    who = ", ".join(
        (_("you {count}") if seat == view.current else _("seat {seat} {count}")).format(
            seat=seat, count=count
        )
        for seat, count in enumerate(draws, 1)
        if count
    )
    return _("Draw {count}: {shares}").format(count=total, shares=who)


def _outcome_lines(preview: PlayPreview) -> list[Line]:
    """R-DEF-1..4 and R-SUF-1: what happens after the damage."""
    if preview.wins:
        return [(_("Defeats the last enemy: victory!"), Tone.HIGHLIGHT)]
    if preview.exact:
        return [(_("Exact: defeats it, and it goes on top of the tavern"), Tone.HIGHLIGHT)]
    if preview.defeats:
        return [(_("Defeats the enemy; you play again"), Tone.HIGHLIGHT)]
    if preview.damage_due == 0:
        return [(_("The shield stops the whole attack"), Tone.GOOD)]
    numbers = {"damage": preview.damage_due, "kept": preview.kept_value}
    if preview.covered is False:
        text = _("Then take {damage} damage: you keep only {kept} in cards!")
        return [(text.format(**numbers), Tone.DANGER)]
    return [(_("Then take {damage} damage; you keep {kept} in cards").format(**numbers), Tone.TEXT)]


def suffer_title(view: SeatView) -> str:
    return _("Take {damage} damage").format(damage=view.damage_due)


def suffer_lines(view: SeatView, chosen: Sequence[Card], problem: Refusal | None) -> list[Line]:
    """R-SUF-2: how far the selected cards go towards the damage due."""
    due = view.damage_due
    total = sum(card.value for card in chosen)
    held = sum(card.value for card in view.hand)
    selected = _("Selected {total} of {due} needed (your hand holds {held})")
    lines: list[Line] = [
        (
            selected.format(total=total, due=due, held=held),
            Tone.GOOD if total >= due else Tone.TEXT,
        )
    ]
    if problem and total >= due:
        lines.append((refusal_words(problem), Tone.DANGER))
    lines.append((_("Drag them to the discard pile or press Discard."), Tone.DIM))
    if view.players == 1 and view.tokens_left:
        lines.append((_("Or flip a Jester token for a new hand of 8."), Tone.ACCENT))
    return lines


# -- what an event says as it happens (the table's floating words) --------------------------------


def effect_text(event: Event, players: int, you: int | None = None) -> str | None:
    """The few words that float over the table when `event` happens, if any ("You yield",
    "You take 10 damage" to the seat `you` or solo; "Seat 2 yields" to the others)."""
    if isinstance(event, Yielded):
        return seat_said(event.seat, players, you, _("{seat} yields"), _("You yield"))
    if isinstance(event, EnemyAttacked):
        return _attacked(event, players, you)
    words = _EFFECT_WORDS.get(type(event))
    return words(event, players) if words else None


def defeat_title(enemy: Card) -> str:
    """The headline of an enemy's fall, in plain words (title fonts have no suit symbols)."""
    return _("{enemy} defeated!").format(enemy=enemy_subject(enemy))


def victory_text() -> str:
    """R-END-1: the last enemy fell."""
    return _("The castle has fallen!")


def _healed(event: TavernHealed, players: int) -> str:
    count = len(event.cards)
    return _("♥ Heal {count}").format(count=count) if count else _("♥ Nothing to heal")


def _damage(event: DamageDealt, players: int) -> str:
    return f"−{event.amount}" + ("  ♣×2" if event.doubled else "")


def _defeated(event: EnemyDefeated, players: int) -> str:
    name = card_name(event.enemy)
    if event.exact:
        return _("Exact kill: {card} goes on top of the tavern").format(card=name)
    return _("{card} goes to the discard pile").format(card=name)


def _attacked(event: EnemyAttacked, players: int, you: int | None) -> str:
    if event.damage == 0:
        return _("The shield holds: no damage")
    text = seat_said(
        event.seat, players, you, _("{seat} takes {damage} damage"), _("You take {damage} damage")
    )
    return text.format(damage=event.damage)


_EFFECT_WORDS: dict[type, Callable[[Any, int], str]] = {
    MulliganTaken: lambda event, players: _("No Diamonds dealt: redeal"),
    PowerBlocked: lambda event, players: blocked_text(event.suit),
    TavernHealed: _healed,
    ShieldRaised: lambda event, players: _("♠ Shield +{shield}").format(shield=event.amount),
    ImmunityCancelled: lambda event, players: _("Immunity cancelled!"),
    DamageDealt: _damage,
    EnemyDefeated: _defeated,
    TokenFlipped: lambda event, players: _("Jester token: new hand"),
}
