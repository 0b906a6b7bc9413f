"""The computer players' words: why a hint suggests a move (one sentence, from the engine's
preview) and the one kind of talk the rules allow after a Jester (R-JEST-4): "I'd like to go
next" or "I'd rather not". Cards are named as everywhere else ("7♥"), never in notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from regicide.games.computers import OLD_NAMES
from regicide.games.measured import described
from regicide.games.regicide.engine import Card, PlayPreview, SeatView, Suit
from regicide.games.regicide.narrate.words import (
    RANK_TITLES,
    SUIT_SYMBOLS,
    cards_text,
    seat_name,
    seat_object,
)

WISH_YES = "I'd like to go next"
WISH_NO = "I'd rather not"
THINKING = "Thinking…"
START_AUTOPLAY = "Autoplay"
STOP_AUTOPLAY = "Stop autoplay"
AUTOPLAY_ON = "Autoplay: the computer plays every seat now (A or the menu gives them back)."
AUTOPLAY_OFF = "Autoplay off: your seats are yours again."


#: The new-game screen's words for each seat: a label, then what it is and (for a computer
#: teammate) its measured strength: a solo table of that level (regicide/games/measured.py,
#: which names the runs).
SEAT_KINDS: dict[str, tuple[str, str]] = {
    "human": ("Human", "A person at this screen."),
    **described(
        "regicide",
        {
            "beginner": ("Beginner AI", "A computer teammate: its biggest safe attack."),
            "casual": ("Casual AI", "A computer teammate: a quick rule of thumb."),
            "strong": ("Strong AI", "A computer teammate: a second a move."),
            "expert": ("Expert AI", "A computer teammate: three times Strong's thought."),
        },
    ),
}


def level_badge(name: str) -> tuple[str, str]:
    """A computer teammate's strength, as the badge on its plate says it ("Strong") and its
    tooltip explains it, from the player's name as the session gives it: a level this list
    does not know yet shows by its own name."""
    old = next((was for was, now in OLD_NAMES.items() if now == name), name)
    label, about = SEAT_KINDS.get(name) or SEAT_KINDS.get(old) or (name.title(), "")
    words = label.removesuffix(" AI") if name in SEAT_KINDS else name.title()
    return words, about or "A computer teammate."


def seat_kind_text(name: str) -> tuple[str, str]:
    """The new-game screen's words for who sits in a seat: a short label and what it means."""
    return SEAT_KINDS.get(name, (name.title(), ""))


def seats_summary(players: int, people: int) -> str:
    """Who plays, under the new game's title: "You alone", "2 people at one screen, 1 computer
    teammate" (hands are hidden between people: hot seat)."""
    computers = players - people
    if players == 1:
        return "You alone against the castle" if people else "The computer plays alone: watch"
    parts = []
    if people:
        parts.append("you" if people == 1 else f"{people} people at one screen (hot seat)")
    if computers:
        parts.append(f"{computers} computer teammate{'s' if computers > 1 else ''}")
    return (" and ".join(parts)).capitalize()


def wish_text(wants: bool) -> str:
    """R-JEST-4: what a seat says when a Jester's player asks who wants the next turn."""
    return WISH_YES if wants else WISH_NO


def wish_line(seat: int, players: int, wants: bool) -> str:
    """The talk as the table shows it: "Seat 2: I'd like to go next"."""
    return f"{seat_name(seat, players)}: {wish_text(wants)}"


def next_choice_text(chooser: int, chosen: int, players: int, you: int | None = None) -> str:
    """R-JEST-4: a computer's choice of who takes the next turn, as the table announces it:
    "Seat 3 chose Seat 2 to go next", "Seat 3 chose you to go next" (the seat `you`), "Seat 3
    goes next itself"."""
    who = seat_name(chooser, players)
    if chosen == chooser:
        return f"{who} goes next itself"
    return f"{who} chose {seat_object(chosen, players, you)} to go next"


def wish_lines(said: Mapping[int, bool], players: int) -> list[str]:
    """The talk in as few lines as it takes (R-JEST-4): the seats that said the same in one,
    those who would like to go next first. "Seats 3 and 4: I'd rather not"."""
    lines = []
    for wants in (True, False):
        seats = sorted(seat for seat, wish in said.items() if wish == wants)
        if len(seats) == 1:
            lines.append(wish_line(seats[0], players, wants))
        elif seats:
            named = ", ".join(str(seat) for seat in seats[:-1]) + f" and {seats[-1]}"
            lines.append(f"Seats {named}: {wish_text(wants)}")
    return lines


def thinking_text(seat: int, players: int) -> str:
    """The small indicator while a computer seat searches: "Seat 3 is thinking…"."""
    if players == 1:
        return THINKING
    return f"{seat_name(seat, players)} is thinking…"


def _enemy_word(view: SeatView) -> str:
    """ "the Queen" for the current enemy (its rank only: the suit is on the table)."""
    if view.enemy is None:
        return "the enemy"
    return f"the {RANK_TITLES.get(view.enemy.rank, 'enemy')}"


def play_reason(
    view: SeatView, cards: Sequence[Card], preview: PlayPreview, keep: Sequence[Card]
) -> str:
    """Why to play `cards` (R-POW, R-DMG, R-DEF, R-SUF), from the engine's preview: what the
    play does, then how the turn ends; `keep` is the part of the hand that would cover the
    attack afterwards. "Play 7♥: heals 7 and keeps 10♠ 5♦ to cover the Queen's 15"."""
    head = f"Play {cards_text(cards)}"
    if preview.jester and view.immunity_cancelled:
        return f"{head}: then you choose who goes next"  # R-JEST-5
    if preview.jester:
        return f"{head}: cancels {_enemy_word(view)}'s immunity, then you choose who goes next"
    effects = _effects(preview, view)
    ending = _ending(view, preview, keep)
    parts = [part for part in (effects, ending) if part]
    return f"{head}: {' and '.join(parts)}"


def _effects(preview: PlayPreview, view: SeatView) -> str:
    """The powers that would work, in words: "heals 7, draws 3, shield +5"."""
    words = []
    if Suit.HEARTS in preview.powers and preview.heal:
        words.append(f"heals {preview.heal}")
    drawn = sum(preview.draws)
    if drawn:
        mine = preview.draws[view.current - 1]
        words.append(
            f"draws {drawn}" if mine == drawn or view.players == 1 else f"deals out {drawn}"
        )
    if preview.shield:
        words.append(f"raises the shield by {preview.shield}")
    if not preview.defeats:
        damage = f"deals {preview.damage}" + (
            f" ({SUIT_SYMBOLS[Suit.CLUBS]} doubled)" if preview.doubled else ""
        )
        words.append(damage)
    return ", ".join(words)


def _ending(view: SeatView, preview: PlayPreview, keep: Sequence[Card]) -> str:
    enemy = _enemy_word(view)
    if preview.wins:
        return "defeats the last enemy and wins the game"
    if preview.exact:
        return f"defeats {enemy} exactly, so it joins the tavern for you to draw"
    if preview.defeats:
        return f"defeats {enemy} and you play again"
    if preview.damage_due == 0:
        return "the shield stops the whole attack"
    if keep:
        return f"keeps {cards_text(keep)} to cover {enemy}'s {preview.damage_due}"
    return f"leaves {enemy}'s {preview.damage_due} to the cards you draw"


def yield_reason(view: SeatView, keep: Sequence[Card]) -> str:
    """R-YIELD-1: why to yield: the hand covers the attack and the cards wait for a better turn."""
    due = view.net_attack
    if due == 0:
        return "Yield: the shield stops the whole attack, so keep every card for later"
    cover = (
        f"cover {_enemy_word(view)}'s {due} with {cards_text(keep)}" if keep else "take the attack"
    )
    return f"Yield: {cover} and save your other cards for a stronger turn"


def discard_reason(view: SeatView, cards: Sequence[Card]) -> str:
    """R-SUF-2: why these cards: they cover the damage and cost the hand the least."""
    kept = [card for card in view.hand if card not in cards]
    tail = f", keeping {cards_text(kept)}" if kept else ""
    return (
        f"Discard {cards_text(cards)}: covers the {view.damage_due} damage at the least cost{tail}"
    )


def flip_reason(view: SeatView, covered: bool) -> str:
    """R-SOLO-2/3: why to flip a Jester token now."""
    if view.damage_due and not covered:
        return f"Flip a Jester token: your hand cannot cover the {view.damage_due} damage"
    if view.damage_due:
        return (
            f"Flip a Jester token: a fresh hand of 8 costs less than discarding "
            f"{view.damage_due} from this one"
        )
    return f"Flip a Jester token: a fresh hand of 8 to face {_enemy_word(view)}"


def next_seat_reason(view: SeatView, seat: int, wished: bool | None) -> str:
    """R-JEST-4: why this seat should take the next turn."""
    if seat == view.seat:
        return "You go next: your hand can press the attack now that immunity is gone"
    who = seat_name(seat, view.players)
    if wished:
        return f"{who} goes next: they said they would like to"
    return f"{who} goes next: they hold {view.hand_sizes[seat - 1]} cards"
