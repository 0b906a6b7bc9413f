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
from regicide.support.words import duration_text

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


def story_tiles(story: Story, seconds: float | None) -> list[tuple[str, str]]:
    """The end screen's numbers as (value, caption) pairs, most telling first."""
    tiles = [
        (f"{story.enemies_defeated}/{TOTAL_ENEMIES}", "enemies defeated"),
        (str(story.damage), "damage dealt"),
        (str(story.moves), "moves" if story.moves != 1 else "move"),
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


def move_line(seat: int, players: int, command: Command, you: int | None = None) -> str:
    """One entry of a game's move list: "Seat 2: Play A♥ 10♠" ("Play A♥ 10♠" in solo, "You:
    Play A♥ 10♠" for the seat `you`); the Jester's choice says who chose whom (R-JEST-4):
    "Seat 1: chooses Seat 3 to go next", "Seat 2: goes next itself" (never "Seat 2: Seat 2
    goes next")."""
    if isinstance(command, ChooseNext):
        chosen = "goes next itself" if command.seat == seat else "chooses {} to go next"
        move = chosen.format(seat_object(command.seat, players, you))
    else:
        move = move_text(command)
    return move if players == 1 else f"{seat_name(seat, players, you)}: {move}"


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


def share_line(day: date, outcome: Outcome) -> str:
    """The spoiler-free line a player copies after a daily game, e.g.
    `Regicide daily 2026-11-21 · Silver · 12/12` or `Regicide daily 2026-11-21 · Lost · 7/12`.

    A medal names itself; a win without one reads `Won`. An assisted game says so, since an
    undo that revealed cards is why such a win has no medal.
    """
    if outcome.medal is not None:
        result = outcome.medal.value.title()
    else:
        result = "Won" if outcome.status is Status.WON else "Lost"
    if outcome.assisted:
        result += " (assisted)"
    score = f"{outcome.enemies_defeated}/{TOTAL_ENEMIES}"
    return f"Regicide daily {day.isoformat()} · {result} · {score}"
