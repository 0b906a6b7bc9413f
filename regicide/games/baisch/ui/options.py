"""The words of what a selection can do: a short label for each option of the panel, and the
line that says more (an attack's sum against what the seat knows of the defence: "7♠ + 5♠ =
12 against a face-down card: unknown until revealed", B-ATK-6)."""

from __future__ import annotations

from regicide.games.baisch.engine import (
    JOKER_ATTACK,
    Attack,
    Command,
    SeatView,
    TargetKind,
    preview_attack,
)
from regicide.games.baisch.narrate import card_short, move_words, preview_sentence
from regicide.games.baisch.ui.picks import Picks
from regicide.i18n import N_, _, ngettext, pgettext

#: A panel option's label by the attack's likely outcome (B-ATK-6), its sum against the defence.
LABELS = {
    "wins": N_("{target}: {value} vs {defense} wins"),
    "ties": N_("{target}: {value} vs {defense} ties"),
    "loses": N_("{target}: {value} vs {defense} fails"),
    "unknown": N_("{target}: {value} vs {defense}"),
    "never": N_("{target}: {value} vs {defense} never"),
}
#: The same for a Joker, said short enough for the panel at 200%.
JOKER_LABELS = {
    "wins": N_("{target}: Joker wins"),
    "ties": N_("{target}: Joker ties"),
    "loses": N_("{target}: Joker fails"),
    "never": N_("{target}: Joker never"),
    # a face-down top: a Joker there cannot be beaten (B-PLUNDER-3)
    "unknown": N_("{target}: Joker wins unless a Joker is on top"),
}


def _target(command: Attack) -> str:
    target = command.target
    if target.kind is TargetKind.STACK:
        return _("Plunder stack {stack}").format(stack="AB"[target.index])
    if target.kind is TargetKind.KING:
        return pgettext("button", "Seat {seat}'s King").format(seat=target.seat)
    return _("Seat {seat} · slot {slot}").format(seat=target.seat, slot=target.index)


def option_label(command: Command, seen: SeatView) -> str:
    """'Seat 2 · slot 1: 12 vs ?', 'Plunder stack A: 12 vs 9 wins', or the move's words; begun
    with a capital, as a button's words are (Spanish "el Rey del puesto 2", the object of a
    verb elsewhere, is "El Rey del puesto 2" on its button)."""
    words = _option_words(command, seen)
    return words[:1].upper() + words[1:]


def _option_words(command: Command, seen: SeatView) -> str:
    if not isinstance(command, Attack):
        return move_words(command)
    preview = preview_attack(seen, command)
    defense = "?" if preview.defense is None else str(preview.defense)
    joker = preview.value >= JOKER_ATTACK
    if joker and preview.outcome in JOKER_LABELS:  # short enough for the panel at 200%
        return _(JOKER_LABELS[preview.outcome]).format(target=_target(command))
    value = _("Joker") if joker else str(preview.value)
    return _(LABELS[preview.outcome]).format(target=_target(command), value=value, defense=defense)


def option_detail(command: Command, seen: SeatView) -> str:
    """The sentence shown while an option is chosen or a drag hovers its target."""
    if isinstance(command, Attack):
        return preview_sentence(preview_attack(seen, command))
    return move_words(command)


def picked_words(picks: Picks, seen: SeatView) -> str:
    """'7♠ 5♠ (12)', 'your King K♣', with the figures to commit."""
    if picks.king:
        king = seen.player(seen.seat).king
        # TRANSLATORS: the King picked to attack with, as a label ("your King K♣").
        words = _("your King {card}").format(card=card_short(king) if king is not None else "?")
    else:
        cards = [played.card for played in picks.cards]
        total = sum(card.attack_value for card in cards if not card.is_joker)
        words = " ".join(card_short(card) for card in cards)
        if not any(card.is_joker for card in cards):
            words += f" ({total})"
    figures = picks.mercs + picks.reserves
    if not figures:
        return words
    return ngettext("{cards} + {count} figure", "{cards} + {count} figures", figures).format(
        cards=words, count=figures
    )


def has_joker(picks: Picks) -> bool:
    """A lone Joker from the hand is selected (it may buy a hero, B-JOKER-3/4)."""
    card = picks.single_hand_card
    return card is not None and card.card.is_joker
