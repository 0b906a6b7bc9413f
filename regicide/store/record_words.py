"""Why a record cannot be used, in the player's language (issue 35). The engines are pure and
say it in English (what `regicide check` prints, FORMAT.md): the key at fault, then the
problem ("moves: missing", "players: 7 is out of range (from 1 to 4)"). Records and Load show
it through `record_words`, which matches the English against the sentences the games' shared
record reader (regicide/games/kernel) and each game's record kind write, listed here with `N_`
so that the extractor finds them, and says it whole in the player's language. A problem it
does not know whole (a game's own words inside it: a move it cannot read, a rule it breaks)
stays English, never told half in one language and half in another; the key stays as the
file writes it.
"""

from __future__ import annotations

import re

from regicide.games.protocol import GameDef
from regicide.i18n import N_, _, number
from regicide.i18n.matching import KnownSentences

#: The shared reader's problems (kernel/reading.py, kernel/records.py, kernel/codec.py) and
#: each game's record kind's (engine/record.py), as they write them in English.
PROBLEMS = (
    N_("missing"),
    N_("missing (write 'moves: []' for a game with no moves yet)"),
    N_("expected a mapping of keys, found {found}"),
    N_("expected a list, found {found}"),
    N_("expected a whole number, found {found}"),
    N_("expected true or false, found {found}"),
    N_("expected text, found {found}"),
    N_("expected '{name}', found {found}"),
    N_("holds {count} items; at most {limit} fit here"),
    N_("{value} is out of range (from {low})"),
    N_("{value} is out of range (from {low} to {high})"),
    N_("unknown key (known keys: {keys})"),
    N_("unknown event type {found}"),
    N_("unknown field {found} for {name}"),
    N_("expected {count} entries (the setup, then one per move), found {found}"),
    N_("{found} is not a suit (C, D, H or S)"),
    N_("{found} is not a way to win a faction"),
    N_(
        "the stored events do not match the setup (the file was edited or written by another "
        "version)"
    ),
    N_(
        "the stored events do not match move {number} (the file was edited or written by "
        "another version)"
    ),
    N_("this is not a Regicide record (expected keys such as 'format: {name}', found {found})"),
    N_("this is not a Claim record (expected 'format: {name}' and more keys, found {found})"),
    N_("this is not a Baisch record (expected 'format: {name}' and its keys)"),
    N_(
        "this record is version {version}, newer than this Regicide reads ({newest}); update "
        "Regicide to open it"
    ),
    N_(
        "this record is version {version}, newer than this table reads ({newest}); update it "
        "to open the file"
    ),
    N_(
        "this record is version {version}, newer than this program reads ({newest}); update it "
        "to open the file"
    ),
    N_("{version} is not a record version (versions start at 1)"),
    N_("{version} is not a version (they start at 1)"),
    N_("versions start at 1"),
)
#: A value the reader describes in words rather than quotes ("found a list").
KINDS = {"a list": N_("a list"), "a mapping": N_("a mapping"), "a set": N_("a set")}
#: The key at fault, as the reader names it: `moves[3]`, `start.hands[1]`, `version`.
KEY = r"[A-Za-z_]\w*(?:\[\d+\])*(?:\.[A-Za-z_]\w*(?:\[\d+\])*)*"
SAID = re.compile(rf"(?P<key>{KEY}): (?P<problem>.+)", re.DOTALL)
#: A value as the reader shows it: quoted text, a number, None, true or false, a kind.
SHOWN_VALUE = re.compile(r"'.*'|\".*\"|-?\d[\d,]*|None|True|False|a list|a mapping|a set")


def error_words(error: Exception, game: GameDef) -> str:
    """A record `error` of `game` (the game the record says it is: its `format`) in the
    player's language: as that game's narrate words its facts, else its English matched whole
    by `record_words`, else as it is. Only the owner is asked: another game's words for the
    same sentence would tell a Claim record's problem in Regicide's terms."""
    words = game.record_error_words(error)
    return record_words(str(error)) if words is None else words


def record_words(said: str) -> str:
    """A record reader's English `said` in the player's language, whole, or as it is."""
    found = SAID.fullmatch(said)
    key, problem = (found["key"], found["problem"]) if found else ("", said)
    words = _KNOWN.words(problem)
    if words is None:
        return said
    return _("{key}: {problem}").format(key=key, problem=words) if key else words


def _value(name: str, value: str) -> str | None:
    """A value matched in the English, as the player's language shows it (None: a value
    with words the language does not have, the sentence stays English)."""
    if name in ("count", "limit") and value.replace(",", "").isdigit():
        return number(int(value.replace(",", "")))
    if name in ("found", "value") and not SHOWN_VALUE.fullmatch(value):
        return None
    return _(KINDS[value]) if value in KINDS else value


_KNOWN = KnownSentences(PROBLEMS, _value)
