"""What the seat at the screen knows of the game now, in a few lines for the right-hand
column: whose turn, the attack suit, what the turn has used up (B-TURN-2 limits), who is out
and the options in play."""

from __future__ import annotations

from regicide.games.baisch.engine import Hero, Phase, SeatView, Status
from regicide.games.baisch.narrate.words import attack_words, suit_name, turn_limit_words
from regicide.games.protocol import Line, Tone
from regicide.i18n import N_, _, word_list

NBSP = "\u00a0"

#: The info box's type (design px), the table's and the replay's: smaller for more lines.
INFO_SIZES = (13, 12, 11, 10, 9, 8)

PHASE_WORDS = {
    Phase.SETUP: N_("Everybody chooses a King, defence and two discards, in secret."),
    Phase.DRAFT: N_("The hero draft: each player is given two heroes by the others."),
    Phase.START: N_("The first drafter names the starting player."),
    Phase.BATTERY: N_("A Battery Tower may block the attack."),
    Phase.RESERVE: N_("The attacker may add Reservists."),
    Phase.SPOILS: N_("The winner keeps one hero of the beaten player."),
}
#: The variants' names in the column's last line (B-VAR-*).
OPTION_NAMES = {
    "basic": N_("Basic-Baisch"),
    "speed": N_("Speed-Baisch"),
    "harvest_extra_card": N_("a third Harvest card"),
    "king_tie_eliminates": N_("a King's tie loses"),
    "hero_immediate": N_("new heroes at once"),
    "reservists_defend_king": N_("Reservists guard the King"),
}


def _turn(seen: SeatView, viewer: int | None) -> str:
    if seen.current == viewer:
        return _("Turn {turn}: Your turn").format(turn=seen.turn)
    return _("Turn {turn}: Seat {seat}'s turn").format(turn=seen.turn, seat=seen.current)


def _limits(seen: SeatView) -> list[Line]:
    """The active player's limits this turn (public, B-HERO-1)."""
    usage = seen.usage
    symbol = _("not set") if usage.symbol is None else suit_name(usage.symbol)
    general = Hero.GENERAL in seen.player(seen.current).heroes
    moves = usage.takes + usage.places
    if general:
        defence = _("Defence actions: {moves} of 3").format(moves=moves)
    else:
        defence = _("Defence actions: take {takes}/1, place {places}/1").format(
            takes=usage.takes, places=usage.places
        )
    plunder = _("done") if usage.plundered else _("free")
    king = _("done") if usage.king_attacked else _("free")
    attacked = (
        _("Attacked an opponent: yes") if usage.attacked else _("Attacked an opponent: not yet")
    )
    return [
        (_kept_whole(_("Attack suit: {suit}").format(suit=symbol)), Tone.TEXT),
        (
            _kept_whole(
                _("Plunder: {plunder} · King attack: {king}").format(plunder=plunder, king=king)
            ),
            Tone.TEXT,
        ),
        (_kept_whole(defence), Tone.TEXT),
        (_kept_whole(attacked), Tone.DIM),
    ]


def _kept_whole(line: str) -> str:
    """`line` with each short value (up to three words after its label's colon) and each
    pair of up to four words after a ' · ' joined by no-break spaces (a longer one, as the
    pseudo-language's, would run past the column), so the column breaks a line after a
    label, never inside a value: English at 200% wrapped 'Defence actions: 0 of / 3' and
    'King / attack: free' (every language's words, whatever their catalog holds)."""
    first, *later = line.split(" · ")
    label, colon, value = first.partition(":")
    if colon and len(value.split()) <= 3:
        first = f"{label}{colon} {NBSP.join(value.split())}"
    pairs = [NBSP.join(part.split()) if len(part.split()) <= 4 else part for part in later]
    return " · ".join([first, *pairs])


def _ending(seen: SeatView) -> list[Line]:
    """B-WIN-1..3: who won, or who shared the draw."""
    if seen.drawn:
        shared = word_list([_("Seat {seat}").format(seat=seat) for seat in seen.drawn])
        return [(_("A draw, shared by {seats}.").format(seats=shared), Tone.ACCENT)]
    return [(_("Seat {seat} won the game.").format(seat=seen.winner), Tone.ACCENT)]


def _warnings(seen: SeatView) -> list[Line]:
    """D48: the turn limit coming (B-WIN-3, from turn 380) and a position that has come up
    twice (B-WIN-2: once more and the game is drawn)."""
    lines: list[Line] = []
    limit = turn_limit_words(seen.turn)
    if limit is not None:
        lines.append((limit, Tone.DANGER))
    if seen.phase is Phase.PLAY and seen.repeats >= 2:
        twice = _("This position has come up twice: a third time draws the game.")
        lines.append((twice, Tone.DANGER))
    return lines


def _out(seen: SeatView, viewer: int | None) -> list[Line]:
    """B-ELIM-1: the seat at the screen has been knocked out; the others play on."""
    if viewer not in seen.eliminated:
        return []
    return [(_("You are out: your King has fallen. The others play on."), Tone.DANGER)]


def info_lines(seen: SeatView, viewer: int | None) -> list[Line]:
    """The column's lines, the most useful first. `viewer` is the seat at the screen, the one
    called "you"; None in a replay, whose watcher is nobody at the table: every seat by its
    number ("Turn 8: Seat 2's turn")."""
    if seen.status is Status.OVER:
        return _ending(seen)
    lines: list[Line] = _out(seen, viewer)
    attack = attack_words(seen, viewer)
    if attack is not None:  # it says who may act, as the phase's words would
        lines.append((attack, Tone.HIGHLIGHT))
    elif seen.phase in PHASE_WORDS:
        lines.append((_(PHASE_WORDS[seen.phase]), Tone.ACCENT))
    if seen.turn:
        lines.append((_turn(seen, viewer), Tone.ACCENT))
        lines += _warnings(seen)
        lines += _limits(seen)
    if seen.eliminated:
        out = ", ".join(_("Seat {seat}").format(seat=seat) for seat in seen.eliminated)
        lines.append((_("Out, in order: {seats}").format(seats=out), Tone.DIM))
    options = [
        _(OPTION_NAMES[name]) if name in OPTION_NAMES else name.replace("_", " ")
        for name in seen.options.enabled()
    ]
    if options:
        lines.append((_("Options: {options}").format(options=", ".join(options)), Tone.DIM))
    return lines
