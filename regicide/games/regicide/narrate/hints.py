"""The computer players' words: why a hint suggests a move (one sentence, from the engine's
preview) and the one kind of talk the rules allow after a Jester (R-JEST-4): "I'd like to go
next" or "I'd rather not". Cards are named as everywhere else ("7♥"), never in notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from regicide.games.computers import OLD_NAMES
from regicide.games.measured import described
from regicide.games.regicide.engine import Card, PlayPreview, SeatView, Suit
from regicide.games.regicide.narrate.words import (
    cards_text,
    enemy_rank,
    seat_name,
    seat_object,
)
from regicide.i18n import N_, _, ngettext, word_list

# The words below are marked here and translated where they are shown (`_(WISH_YES)`).
WISH_YES = N_("I'd like to go next")
WISH_NO = N_("I'd rather not")
THINKING = N_("Thinking…")
START_AUTOPLAY = N_("Autoplay")
STOP_AUTOPLAY = N_("Stop autoplay")
AUTOPLAY_ON = N_("Autoplay: the computer plays every seat now (A or the menu gives them back).")
AUTOPLAY_OFF = N_("Autoplay off: your seats are yours again.")


def thinking() -> str:
    """ "Thinking…" in the player's language."""
    return _(THINKING)


#: The new-game screen's words for each seat: a label, then what it is and (for a computer
#: teammate) its measured strength: a solo table of that level (regicide/games/measured.py,
#: which names the runs). Marked here, translated each time they are asked for (`seat_kinds`).
SEAT_KINDS: dict[str, tuple[str, str]] = {
    "human": (N_("Human"), N_("A person at this screen.")),
    "beginner": (N_("Beginner AI"), N_("A computer teammate: its biggest safe attack.")),
    "casual": (N_("Casual AI"), N_("A computer teammate: a quick rule of thumb.")),
    "strong": (N_("Strong AI"), N_("A computer teammate: a second a move.")),
    "expert": (N_("Expert AI"), N_("A computer teammate: three times Strong's thought.")),
}
#: A computer teammate's strength as the badge on its plate says it, by level.
LEVEL_BADGES = {
    "beginner": N_("Beginner"),
    "casual": N_("Casual"),
    "strong": N_("Strong"),
    "expert": N_("Expert"),
}


def seat_kinds() -> dict[str, tuple[str, str]]:
    """`SEAT_KINDS` in the player's language now, each computer's with its measured strength."""
    human = SEAT_KINDS["human"]
    levels = {
        name: (_(label), _(about)) for name, (label, about) in SEAT_KINDS.items() if name != "human"
    }
    return {"human": (_(human[0]), _(human[1])), **described("regicide", levels)}


def level_badge(name: str) -> tuple[str, str]:
    """A computer teammate's strength, as the badge on its plate says it ("Strong") and its
    tooltip explains it, from the player's name as the session gives it: a level this list
    does not know yet shows by its own name."""
    old = next((was for was, now in OLD_NAMES.items() if now == name), name)
    kinds = seat_kinds()
    known = name if name in kinds else old
    about = kinds[known][1] if known in kinds else ""
    badge = LEVEL_BADGES.get(name)
    words = _(badge) if badge else name.title()
    return words, about or _("A computer teammate.")


def seat_kind_text(name: str) -> tuple[str, str]:
    """The new-game screen's words for who sits in a seat: a short label and what it means."""
    return seat_kinds().get(name, (name.title(), ""))


def seats_summary(players: int, people: int) -> str:
    """Who plays, under the new game's title: "You alone", "2 people at one screen, 1 computer
    teammate" (hands are hidden between people: hot seat)."""
    computers = players - people
    if players == 1:
        return _("You alone against the castle") if people else _("The computer plays alone: watch")
    if not people:
        return ngettext(
            "{computers} computer teammate", "{computers} computer teammates", computers
        ).format(computers=computers)
    if people == 1:
        return ngettext(
            "You and {computers} computer teammate",
            "You and {computers} computer teammates",
            computers,
        ).format(computers=computers)
    if not computers:
        return _("{people} people at one screen (hot seat)").format(people=people)
    return ngettext(
        "{people} people at one screen (hot seat) and {computers} computer teammate",
        "{people} people at one screen (hot seat) and {computers} computer teammates",
        computers,
    ).format(people=people, computers=computers)


def wish_text(wants: bool) -> str:
    """R-JEST-4: what a seat says when a Jester's player asks who wants the next turn."""
    return _(WISH_YES if wants else WISH_NO)


def wish_line(seat: int, players: int, wants: bool) -> str:
    """The talk as the table shows it: "Seat 2: I'd like to go next"."""
    # TRANSLATORS: a seat's words after a Jester: "Seat 2: I'd like to go next".
    return _("{seat}: {words}").format(seat=seat_name(seat, players), words=wish_text(wants))


def next_choice_text(chooser: int, chosen: int, players: int, you: int | None = None) -> str:
    """R-JEST-4: a computer's choice of who takes the next turn, as the table announces it:
    "Seat 3 chose Seat 2 to go next", "Seat 3 chose you to go next" (the seat `you`), "Seat 3
    goes next itself"."""
    who = seat_name(chooser, players)
    if chosen == chooser:
        return _("{seat} goes next itself").format(seat=who)
    return _("{seat} chose {chosen} to go next").format(
        seat=who, chosen=seat_object(chosen, players, you)
    )


def wish_lines(said: Mapping[int, bool], players: int) -> list[str]:
    """The talk in as few lines as it takes (R-JEST-4): the seats that said the same in one,
    those who would like to go next first. "Seats 3 and 4: I'd rather not"."""
    lines = []
    for wants in (True, False):
        seats = sorted(seat for seat, wish in said.items() if wish == wants)
        if len(seats) == 1:
            lines.append(wish_line(seats[0], players, wants))
        elif seats:
            numbers = word_list([str(seat) for seat in seats])
            text = _("Seats {seats}: {words}")
            lines.append(text.format(seats=numbers, words=wish_text(wants)))
    return lines


def thinking_text(seat: int, players: int) -> str:
    """The small indicator while a computer seat searches: "Seat 3 is thinking…"."""
    if players == 1:
        return thinking()
    return _("{seat} is thinking…").format(seat=seat_name(seat, players))


def _enemy_word(view: SeatView) -> str:
    """ "the Queen" for the current enemy (its rank only: the suit is on the table)."""
    return enemy_rank(view.enemy.rank if view.enemy is not None else 0)


def play_reason(
    view: SeatView, cards: Sequence[Card], preview: PlayPreview, keep: Sequence[Card]
) -> str:
    """Why to play `cards` (R-POW, R-DMG, R-DEF, R-SUF), from the engine's preview: what the
    play does, then how the turn ends; `keep` is the part of the hand that would cover the
    attack afterwards. "Play 7♥: heals 7 and keeps 10♠ 5♦ to cover the Queen's 15"."""
    played = cards_text(cards)
    if preview.jester and view.immunity_cancelled:
        return _("Play {cards}: then you choose who goes next").format(cards=played)  # R-JEST-5
    if preview.jester:
        return _("Play {cards}: cancels {enemy}'s immunity, then you choose who goes next").format(
            cards=played, enemy=_enemy_word(view)
        )
    parts = [part for part in (*_effects(preview, view), _ending(view, preview, keep)) if part]
    return _("Play {cards}: {effects}").format(cards=played, effects=word_list(parts))


def _effects(preview: PlayPreview, view: SeatView) -> list[str]:
    """The powers that would work, in words: "heals 7", "draws 3", "raises the shield by 5"."""
    words = []
    if Suit.HEARTS in preview.powers and preview.heal:
        words.append(_("heals {count}").format(count=preview.heal))
    drawn = sum(preview.draws)
    if drawn:
        mine = preview.draws[view.current - 1]
        text = _("draws {count}") if mine == drawn or view.players == 1 else _("deals out {count}")
        words.append(text.format(count=drawn))
    if preview.shield:
        words.append(_("raises the shield by {shield}").format(shield=preview.shield))
    if not preview.defeats:
        damage = _("deals {damage} (♣ doubled)") if preview.doubled else _("deals {damage}")
        words.append(damage.format(damage=preview.damage))
    return words


def _ending(view: SeatView, preview: PlayPreview, keep: Sequence[Card]) -> str:
    enemy = _enemy_word(view)
    if preview.wins:
        return _("defeats the last enemy and wins the game")
    if preview.exact:
        return _("defeats {enemy} exactly, so it joins the tavern for you to draw").format(
            enemy=enemy
        )
    if preview.defeats:
        return _("defeats {enemy} and you play again").format(enemy=enemy)
    if preview.damage_due == 0:
        return _("the shield stops the whole attack")
    numbers = {"enemy": enemy, "damage": preview.damage_due}
    if keep:
        return _("keeps {cards} to cover {enemy}'s {damage}").format(
            cards=cards_text(keep), **numbers
        )
    return _("leaves {enemy}'s {damage} to the cards you draw").format(**numbers)


def yield_reason(view: SeatView, keep: Sequence[Card]) -> str:
    """R-YIELD-1: why to yield: the hand covers the attack and the cards wait for a better turn."""
    due = view.net_attack
    if due == 0:
        return _("Yield: the shield stops the whole attack, so keep every card for later")
    if not keep:
        return _("Yield: take the attack and save your other cards for a stronger turn")
    return _(
        "Yield: cover {enemy}'s {damage} with {cards} and save your other cards for a stronger turn"
    ).format(enemy=_enemy_word(view), damage=due, cards=cards_text(keep))


def discard_reason(view: SeatView, cards: Sequence[Card]) -> str:
    """R-SUF-2: why these cards: they cover the damage and cost the hand the least."""
    kept = [card for card in view.hand if card not in cards]
    numbers = {"cards": cards_text(cards), "damage": view.damage_due}
    if not kept:
        return _("Discard {cards}: covers the {damage} damage at the least cost").format(**numbers)
    return _(
        "Discard {cards}: covers the {damage} damage at the least cost, keeping {kept}"
    ).format(kept=cards_text(kept), **numbers)


def flip_reason(view: SeatView, covered: bool) -> str:
    """R-SOLO-2/3: why to flip a Jester token now."""
    if view.damage_due and not covered:
        return _("Flip a Jester token: your hand cannot cover the {damage} damage").format(
            damage=view.damage_due
        )
    if view.damage_due:
        return _(
            "Flip a Jester token: a fresh hand of 8 costs less than discarding {damage} from "
            "this one"
        ).format(damage=view.damage_due)
    return _("Flip a Jester token: a fresh hand of 8 to face {enemy}").format(
        enemy=_enemy_word(view)
    )


def next_seat_reason(view: SeatView, seat: int, wished: bool | None) -> str:
    """R-JEST-4: why this seat should take the next turn."""
    if seat == view.seat:
        return _("You go next: your hand can press the attack now that immunity is gone")
    who = seat_name(seat, view.players)
    if wished:
        return _("{seat} goes next: they said they would like to").format(seat=who)
    return ngettext(
        "{seat} goes next: they hold {count} card",
        "{seat} goes next: they hold {count} cards",
        view.hand_sizes[seat - 1],
    ).format(seat=who, count=view.hand_sizes[seat - 1])
