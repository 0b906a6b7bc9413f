"""Seed codes: a short text such as `1Z844-MM01R` that stands for one fresh deal of one game.

A code holds the game, the player count, the variants and the seed, so
`game.new_match(deal.players, deal.seed, deal.variants)` deals exactly the game it came from.
docs/codes.md is the format's specification; in short:

- the code is a number in Crockford base32 (`0-9 A-Z` without I, L, O, U), most significant
  digit first, at least 9 digits, then one check character, shown with a dash in the middle;
- the number's lowest 4 bits are the format version. Version 1 is Regicide's: then come the
  player count less one (2 bits) and its 5 variant flags (in the order of its `variants`).
  Version 2 names any game: its code number (4 bits), the player count less one (3 bits) and
  one flag per variant of that game. The seed is the rest;
- the check character makes every single-character substitution and every swap of two
  neighbours (the check character included) a code that does not check (`_check_value`).

Pure: no pygame, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES, UnknownGame, game_named
from regicide.i18n import _, ngettext, word_list
from regicide.support.words import count_text, seat_counts_text

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# Upper-case input character -> digit value; I and L read as 1 and O as 0 (Crockford).
_DIGITS = {char: value for value, char in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}
_BASE = len(ALPHABET)
_DIGIT_BITS = 5

REGICIDE_VERSION = 1  # Regicide's codes, as they always were
GAMES_VERSION = 2  # a code of any game of the table
VERSIONS = (REGICIDE_VERSION, GAMES_VERSION)
_VERSION_BITS = 4
_LAYOUT = {  # version: (bits of the game's code number, bits of players - 1)
    REGICIDE_VERSION: (0, 2),
    GAMES_VERSION: (4, 3),
}

MIN_DIGITS = 9  # before the check character: every seed below 2**34 gives a 10-character code
MAX_SEED = 2**44 - 1  # every code holds seeds 0 to 2**44 - 1 (a Regicide code in 11 digits)

# The check works in GF(32), the field of polynomials over GF(2) modulo x^5 + x^2 + 1.
_FIELD_MODULUS = 0b100101
_CHECK_START = 1  # not 0, so that a leading 0 digit changes the check like any other digit


class CodeError(ValueError):
    """A code that cannot be read, or settings that have no code; the message is one line."""


@dataclass(frozen=True, slots=True)
class Deal:
    """What a code stands for: everything a game's `new_match` needs for a fresh deal."""

    players: int
    seed: int
    variants: tuple[str, ...] = ()
    game: str = "regicide"


def make_code(deal: Deal) -> str:
    """The canonical code of `deal`: upper case, dash in the middle (docs/codes.md).

    Raises CodeError when the deal has no code: an unknown game or variant, variants the game
    does not deal together, a player count the game does not seat, a negative seed, or a seed
    above MAX_SEED.
    """
    game = _game(deal.game)
    if deal.players not in game.seat_counts:
        seated = seat_counts_text(game.seat_counts)
        raise CodeError(f"{game.title} is for {seated}, not {count_text(deal.players)}")
    if deal.seed < 0:
        raise CodeError(f"negative seed: a code holds seeds 0 to {MAX_SEED}")
    if deal.seed > MAX_SEED:
        raise CodeError(f"seed too large for a code: a code holds seeds 0 to {MAX_SEED}")
    variants_named(game, deal.variants)
    _check_dealt(game, deal)
    return _with_check(_digits(_pack(game, deal)))


def read_code(text: str) -> Deal:
    """The deal a code stands for; case, spaces and dashes do not matter.

    Raises CodeError naming what is wrong: an unknown character, the wrong length, a check
    character that does not match, an unknown format version or game.
    """
    digits = _read_digits(text)
    problem = _problem(digits)
    invalid = _("{code} is not a valid code: {problem}")
    if problem:
        raise CodeError(invalid.format(code=quoted(text), problem=problem))
    try:
        return _unpack(_number(digits[:-1]))
    except CodeError as error:
        raise CodeError(invalid.format(code=quoted(text), problem=error)) from None


def variants_named(game: GameDef, names: Iterable[str]) -> tuple[str, ...]:
    """The variants of `game` with these names, in the game's order (`strict-discard` also
    reads as `strict_discard`); CodeError for a name that is not one, listing the valid ones.
    """
    wanted = {name.strip().lower().replace("-", "_") for name in names}
    unknown = sorted(wanted - set(game.variants))
    if unknown:
        choices = ", ".join(game.variants) or "none"
        raise CodeError(
            f"unknown variant {quoted(unknown[0])} (the variants of {game.title} are {choices})"
        )
    return tuple(name for name in game.variants if name in wanted)


def _game(name: str) -> GameDef:
    try:
        return game_named(name)
    except UnknownGame as error:
        raise CodeError(str(error)) from None


# --- the number inside the code -------------------------------------------------------------


def _pack(game: GameDef, deal: Deal) -> int:
    """Seed, variants, players, game and version as one number (layout in docs/codes.md)."""
    version = REGICIDE_VERSION if game.code_number == 0 else GAMES_VERSION
    game_bits, player_bits = _LAYOUT[version]
    flags = sum(1 << bit for bit, name in enumerate(game.variants) if name in deal.variants)
    number = (deal.seed << len(game.variants)) | flags
    number = (number << player_bits) | (deal.players - 1)
    number = (number << game_bits) | game.code_number
    return (number << _VERSION_BITS) | version


def _unpack(number: int) -> Deal:
    """The inverse of `_pack`; CodeError for a game number no game has, or a player count its
    game does not seat."""
    version = number & (1 << _VERSION_BITS) - 1
    game_bits, player_bits = _LAYOUT[version]
    number >>= _VERSION_BITS
    game = _numbered(number & (1 << game_bits) - 1)
    number >>= game_bits
    players = (number & (1 << player_bits) - 1) + 1
    if players not in game.seat_counts:
        raise CodeError(_("{game} is not played by {count}").format(game=game.title, count=players))
    number >>= player_bits
    variants = tuple(name for bit, name in enumerate(game.variants) if number >> bit & 1)
    seed = number >> len(game.variants)
    if seed > MAX_SEED:
        raise CodeError(_("its seed is above {most}").format(most=MAX_SEED))
    deal = Deal(players, seed, variants, game.name)
    _check_dealt(game, deal)
    return deal


def _check_dealt(game: GameDef, deal: Deal) -> None:
    """CodeError when the game refuses to deal these variants together (Claim's expansion
    factions make a 52-card deck only in some combinations): such a deal has no code."""
    try:
        game.new_match(deal.players, deal.seed, deal.variants)
    except ValueError as refusal:
        raise CodeError(str(refusal)) from None


def _numbered(code_number: int) -> GameDef:
    for game in GAMES:
        if game.code_number == code_number:
            return game
    raise CodeError(_("game number {number} is unknown to this version").format(number=code_number))


def _digits(number: int) -> list[int]:
    """`number` in base 32, most significant digit first, padded to MIN_DIGITS digits."""
    digits: list[int] = []
    while number or len(digits) < MIN_DIGITS:
        number, digit = divmod(number, _BASE)
        digits.append(digit)
    return digits[::-1]


def _number(digits: list[int]) -> int:
    """The inverse of `_digits`."""
    number = 0
    for digit in digits:
        number = number * _BASE + digit
    return number


# --- the check character --------------------------------------------------------------------


def _times_x(value: int) -> int:
    """`value` times x in GF(32): a shift, reduced by the field's polynomial."""
    value <<= 1
    return value ^ _FIELD_MODULUS if value >= _BASE else value


def _check_value(digits: list[int]) -> int:
    """Horner's rule in GF(32): start at 1; for each digit d, value = value * x + d.

    Digits d_0 .. d_n with the check last are a valid code when the result is 0. In a field
    that catches every single substitution (the result moves by e * x^k, never 0 for e != 0)
    and every swap of neighbours a, b (it moves by (a + b)(x + 1) x^k, never 0 for a != b,
    as x + 1 != 0). This is Damm's check on the quasigroup u * v = ux + v of GF(32), which is
    totally anti-symmetric because x != 1.
    """
    value = _CHECK_START
    for digit in digits:
        value = _times_x(value) ^ digit
    return value


def _with_check(digits: list[int]) -> str:
    """The digits, then the check digit that brings `_check_value` to 0, as display text."""
    check = _times_x(_check_value(digits))  # value * x + check = 0 in GF(32), whose + is xor
    text = "".join(ALPHABET[digit] for digit in [*digits, check])
    middle = (len(text) + 1) // 2
    return f"{text[:middle]}-{text[middle:]}"


# --- reading --------------------------------------------------------------------------------


def _read_digits(text: str) -> list[int]:
    """The digit values of `text`, skipping spaces and dashes; CodeError on any other
    character outside the alphabet.
    """
    digits: list[int] = []
    for char in text:
        if char.isspace() or char == "-":
            continue
        digit = _DIGITS.get(char.upper())
        if digit is None:
            raise CodeError(
                _(
                    "{code} is not a valid code: {character} is not a code character (codes "
                    "use 0-9 and A-Z without U)"
                ).format(code=quoted(text), character=quoted(char))
            )
        digits.append(digit)
    return digits


def _problem(digits: list[int]) -> str | None:
    """What makes these digits (check last) not a code of this version, or None."""
    longest = _max_digits() + 1
    if not MIN_DIGITS < len(digits) <= longest:
        return ngettext(
            "it has {count} character, a code has {least} to {most} (dashes and spaces aside)",
            "it has {count} characters, a code has {least} to {most} (dashes and spaces aside)",
            len(digits),
        ).format(count=len(digits), least=MIN_DIGITS + 1, most=longest)
    if _check_value(digits):
        return _("the check character does not match (a typo?)")
    version = digits[-2] & (1 << _VERSION_BITS) - 1
    if version not in VERSIONS:
        known = word_list([str(known) for known in VERSIONS])
        return _("format version {version} is unknown (this version reads {known})").format(
            version=version, known=known
        )
    if len(digits) > MIN_DIGITS + 1 and digits[0] == 0:
        return _("a code this long never starts with 0")
    return None


def _max_digits() -> int:
    """The most digits (before the check) any game's code can have: the largest seed with
    every bit of its header (Regicide's, or the widest of another game's)."""
    regicide = sum(_LAYOUT[REGICIDE_VERSION]) + len(_game("regicide").variants)
    others = [
        sum(_LAYOUT[GAMES_VERSION]) + len(game.variants) for game in GAMES if game.code_number
    ]
    bits = MAX_SEED.bit_length() + _VERSION_BITS + max([regicide, *others])
    return -(-bits // _DIGIT_BITS)


def quoted(text: str, limit: int = 40) -> str:
    """`text` quoted on one printable line (escapes shown, long text cut), for error messages,
    in the language's quotation marks (French « 1Z844 »)."""
    inner = repr(text if len(text) <= limit else text[:limit] + "…")[1:-1]
    # TRANSLATORS: what the player typed, quoted in a message: French « {text} », German „{text}“.
    return _("'{text}'").format(text=inner)
