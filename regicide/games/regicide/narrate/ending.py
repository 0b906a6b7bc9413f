"""The words of a game's end and afterwards: ranks, the story in numbers, replays, lists of
games."""

from __future__ import annotations

from collections.abc import Sequence

from regicide.games.regicide.engine import (
    TOTAL_ENEMIES,
    Card,
    Command,
    Status,
    parse_cards,
)
from regicide.games.regicide.narrate.words import cards_text, move_text, seat_name
from regicide.games.regicide.story import Story
from regicide.store.library import SaveEntry

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


def duration_text(seconds: float) -> str:
    """ "4:05" for minutes and seconds, "1:02:09" past an hour."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


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


def move_line(seat: int, players: int, command: Command) -> str:
    """One entry of a game's move list: "Seat 2: Play A♥ 10♠" ("Play A♥ 10♠" in solo)."""
    move = move_text(command)
    return move if players == 1 else f"{seat_name(seat, players)}: {move}"


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


# -- lists of games ---------------------------------------------------------------------------


def when_text(stamp: str) -> str:
    """ "2026-11-23T07:40:12" as "2026-11-23 07:40" (anything else as it is)."""
    return stamp.replace("T", " ")[:16] if "T" in stamp else stamp


def save_columns(entry: SaveEntry) -> tuple[str, str, str, str, str, str]:
    """One row of the saves list: name, when, players, enemies, status, assisted."""
    if entry.problem is not None:
        return (entry.name, when_text(entry.saved_at), "", "", "unreadable", "")
    status = {"won": "won", "lost": "lost"}.get(entry.status or "", "in play")
    return (
        entry.name,
        when_text(entry.saved_at),
        str(entry.players),
        f"{entry.enemies_defeated}/{TOTAL_ENEMIES}",
        status,
        "yes" if entry.assisted else "",
    )
