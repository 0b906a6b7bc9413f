"""How strong each computer level measured (issue 34), in one place: the figures of
benchmarks/levels.md, each naming the saved run it comes from, and the words the New game
screens say of them ("It beats Beginner in about 4 games in 5 (325 of 400)").

tests/games/test_measured.py checks every figure against its run under benchmarks/, so a new
measurement changes the words only here, and a figure the runs do not hold fails a test.
No pygame, no game: the games' New game screens read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from regicide.i18n import _, decimal, ngettext
from regicide.support.words import level_title

#: Below this many games a figure is a test, not a measure: its words say so.
FEW_GAMES = 50
#: The shares said as "about k games in n" when a result lies this close to one.
_CLOSE = 0.03
_TOTAL_ENEMIES = 12  # Regicide: the castle's Jacks, Queens and Kings


@dataclass(frozen=True, slots=True)
class Measured:
    """One saved run: `level` played `games` games (Regicide solo: deals) against `against`
    (None: a solo table of that level) and won `wins`; `enemies` is a Regicide solo table's
    mean number of enemies defeated."""

    game: str
    level: str
    run: str  # the run's file, under benchmarks/
    wins: int
    games: int
    against: str | None = None
    enemies: float | None = None


MEASURED: tuple[Measured, ...] = (
    Measured("regicide", "beginner", "levels/regicide-1p-beginner-200-from1.json", 0, 200,
             enemies=5.69),
    Measured("regicide", "casual", "levels/regicide-1p-casual-200-from1.json", 5, 200,
             enemies=8.03),
    Measured("regicide", "strong", "levels/regicide-1p-strong-it100-endgame-200-from1.json",
             169, 200, enemies=11.57),
    Measured("regicide", "expert", "levels/regicide-1p-expert-it100-solver-200-from1.json",
             174, 200, enemies=11.66),
    Measured("claim", "casual", "levels/claim-2p-casual-vs-beginner-400-from1.json", 325, 400,
             against="beginner"),
    Measured("claim", "strong", "levels/claim-2p-strong-vs-casual-it60-400-from1.json", 269, 400,
             against="casual"),
    Measured("claim", "expert", "levels/claim-2p-expert-vs-strong-it60-400-from1.json", 215, 400,
             against="strong"),
    Measured("baisch", "casual", "levels/baisch-2p-casual-vs-beginner-400-from1.json", 227, 400,
             against="beginner"),
    Measured("baisch", "strong", "levels/baisch-2p-strong-vs-casual-it40-400-from1.json", 244, 400,
             against="casual"),
    Measured("baisch", "expert", "levels/baisch-2p-expert-vs-strong-it40-wide-400-from1.json",
             250, 400, against="strong"),
)  # fmt: skip


def strength_text(game: str, level: str) -> str:
    """What was measured of `level` in `game`, in one sentence for a player: its own result
    when it has one, else how the level above fared against it, else that it is not
    measured yet."""
    own = next((m for m in MEASURED if m.game == game and m.level == level), None)
    if own is not None:
        return _solo_words(own) if own.against is None else _match_words(own)
    above = next((m for m in MEASURED if m.game == game and m.against == level), None)
    if above is not None:
        return _match_words(above, beaten=True)
    return _("Not measured yet.")


def _match_words(run: Measured, *, beaten: bool = False) -> str:
    """A head-to-head result: "It beats Beginner in about 4 games in 5 (325 of 400)", or
    from the beaten side "Casual beats it …"; a small sample says it is one."""
    counts = {"wins": run.wins, "games": run.games}
    if run.games < FEW_GAMES:
        if beaten:
            return _(
                "{level} beat it in {wins} of {games} test games: too few to say how often."
            ).format(level=level_title(run.level), **counts)
        return _(
            "It beat {level} in {wins} of {games} test games: too few to say how often."
        ).format(level=level_title(run.against or ""), **counts)
    share = share_words(run.wins, run.games)
    if beaten:
        return _("{level} beats it in {share} ({wins} of {games}).").format(
            level=level_title(run.level), share=share, **counts
        )
    return _("It beats {level} in {share} ({wins} of {games}).").format(
        level=level_title(run.against or ""), share=share, **counts
    )


def _solo_words(run: Measured) -> str:
    """Regicide: a solo table of the level, by deals won and, when it rarely wins, by the
    enemies it defeats on average; a small sample (a run under way) says it is one."""
    counts = {"wins": run.wins, "games": run.games}
    if run.games < FEW_GAMES:
        return _("Solo: won {wins} of {games} test deals: too few to say how often.").format(
            **counts
        )
    if run.wins * 10 < run.games and run.enemies is not None:
        enemies = {"enemies": decimal(run.enemies, 0), "total": _TOTAL_ENEMIES}
        if not run.wins:
            return _(
                "Solo: won none of {games} deals, beating {enemies} of {total} enemies on average."
            ).format(**counts, **enemies)
        return _(
            "Solo: won {wins} of {games} deals, beating {enemies} of {total} enemies on average."
        ).format(**counts, **enemies)
    share = share_words(run.wins, run.games, deals=True)
    if not run.wins:
        return _("Solo: won none of {games} deals ({share}).").format(share=share, **counts)
    return _("Solo: won {wins} of {games} deals ({share}).").format(share=share, **counts)


def share_words(wins: int, games: int, *, deals: bool = False) -> str:
    """A share in words: "about 4 games in 5" when it lies close to a simple fraction, else
    "about 6 games in 10" (`deals` counts Regicide's deals rather than games)."""
    rate = wins / games if games else 0.0
    for whole in (2, 3, 4, 5):
        for part in range(1, whole):
            if abs(rate - part / whole) <= _CLOSE:
                return _share(part, whole, deals=deals)
    return _share(round(rate * 10), 10, deals=deals)


def _share(part: int, whole: int, *, deals: bool) -> str:
    """ "about 4 games in 5", "about 1 deal in 10"."""
    if deals:
        text = ngettext("about {part} deal in {whole}", "about {part} deals in {whole}", part)
    else:
        text = ngettext("about {part} game in {whole}", "about {part} games in {whole}", part)
    return text.format(part=part, whole=whole)


def described(game: str, levels: Mapping[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """A New game screen's choices, each level's (label, what it is) with its measured
    strength after: {"casual": ("Casual AI", "A quick rule of thumb. Solo: won 5 …")}."""
    return {
        level: (label, f"{about} {strength_text(game, level)}")
        for level, (label, about) in levels.items()
    }
