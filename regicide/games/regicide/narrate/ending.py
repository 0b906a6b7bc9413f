"""The words of a game's end and afterwards: ranks, the story in numbers, replays, lists of
games."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from regicide.games.regicide.engine import (
    TOTAL_ENEMIES,
    Card,
    ChooseNext,
    Command,
    Outcome,
    Status,
    parse_cards,
)
from regicide.games.regicide.narrate.words import cards_text, move_text, seat_name, seat_object
from regicide.games.regicide.story import Story
from regicide.i18n import N_, _, long_day, ngettext
from regicide.support.words import duration_text

# -- the end of a game ------------------------------------------------------------------------


#: A title for how far the castle fell, by enemies defeated (a loss still shows progress),
#: translated where shown (`progress_title`).
PROGRESS_TITLES = (
    N_("Gatecrasher"),
    N_("Squire"),
    N_("Sergeant"),
    N_("Knight"),
    N_("Jackbreaker"),
    N_("Baron"),
    N_("Viscount"),
    N_("Earl"),
    N_("Queensbane"),
    N_("Marquess"),
    N_("Duke"),
    N_("Pretender"),
    N_("Regicide"),
)


#: The solo medals' names (R-SOLO-5), as records keep them, translated where shown.
MEDAL_NAMES = {"gold": N_("Gold"), "silver": N_("Silver"), "bronze": N_("Bronze")}


def progress_title(defeated: int) -> str:
    """The title a game earns by its enemies defeated: 0 "Gatecrasher" … 12 "Regicide"."""
    return _(PROGRESS_TITLES[max(0, min(defeated, TOTAL_ENEMIES))])


def story_tiles(story: Story, seconds: float | None) -> list[tuple[str, str]]:
    """The end screen's numbers as (value, caption) pairs, most telling first."""
    tiles = [
        (f"{story.enemies_defeated}/{TOTAL_ENEMIES}", _("enemies defeated")),
        (str(story.damage), _("damage dealt")),
        (str(story.moves), ngettext("move", "moves", story.moves)),
    ]
    if seconds is not None:
        tiles.append((duration_text(seconds), _("time played")))
    if story.biggest_hit:
        cards = cards_text(parse_cards(story.biggest_play))
        tiles.append((str(story.biggest_hit), _("biggest hit ({cards})").format(cards=cards)))
    tiles.append((str(story.exact_kills), ngettext("exact kill", "exact kills", story.exact_kills)))
    tiles.append(
        (
            str(story.tavern_left),
            ngettext("card left in the tavern", "cards left in the tavern", story.tavern_left),
        )
    )
    return tiles


# -- replays ------------------------------------------------------------------------------------


def move_line(seat: int, players: int, command: Command, you: int | None = None) -> str:
    """One entry of a game's move list: "Seat 2: Play A♥ 10♠" ("Play A♥ 10♠" in solo, "You:
    Play A♥ 10♠" for the seat `you`); the Jester's choice says who chose whom (R-JEST-4):
    "Seat 1: chooses Seat 3 to go next", "Seat 2: goes next itself" (never "Seat 2: Seat 2
    goes next")."""
    if isinstance(command, ChooseNext):
        if command.seat == seat:
            move = _("goes next itself")
        else:
            chosen = seat_object(command.seat, players, you)
            move = _("chooses {seat} to go next").format(seat=chosen)
    else:
        move = move_text(command)
    if players == 1:
        return move
    return _("{seat}: {move}").format(seat=seat_name(seat, players, you), move=move)


def replay_caption(moves_done: int, moves: int, status: Status) -> str:
    """Where a replay stands: "Move 12 of 40", the start, or how the game ended."""
    if moves_done == 0:
        return ngettext(
            "The deal · {moves} move to come", "The deal · {moves} moves to come", moves
        ).format(moves=moves)
    if status is Status.WON:
        caption = _("Move {done} of {moves} · won")
    elif status is Status.LOST:
        caption = _("Move {done} of {moves} · lost")
    else:
        caption = _("Move {done} of {moves}")
    return caption.format(done=moves_done, moves=moves)


def tavern_order_text(tavern: Sequence[Card], shown: int = 16) -> str:
    """The tavern's next cards, top first (a replay's spoiler view)."""
    if not tavern:
        return _("The tavern is empty")
    head = cards_text(tavern[:shown])
    more = len(tavern) - shown
    if more <= 0:
        return head
    return _("{cards} … and {more} more").format(cards=head, more=more)


def share_line(day: date, outcome: Outcome) -> str:
    """The spoiler-free line a player copies after a daily game, e.g.
    `Regicide daily 21 Nov 2026 · Silver · 12/12` or `Regicide daily 21 Nov 2026 · Lost · 7/12`
    (the day as the player's language writes it).

    A medal names itself; a win without one reads `Won`. An assisted game says so, since an
    undo that revealed cards is why such a win has no medal.
    """
    if outcome.medal is not None:
        result = _(MEDAL_NAMES[outcome.medal.value])
    elif outcome.status is Status.WON:
        result = _("Won (assisted)") if outcome.assisted else _("Won")
    else:
        result = _("Lost (assisted)") if outcome.assisted else _("Lost")
    return _("Regicide daily {day} · {result} · {enemies}/{total}").format(
        day=long_day(day), result=result, enemies=outcome.enemies_defeated, total=TOTAL_ENEMIES
    )
